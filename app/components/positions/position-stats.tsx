/** A position's duration, views and rating, side by side. */
import { Clock, Eye, Star } from "lucide-react";
import type { ReactNode } from "react";
import { formatRatingSummary, formatViewCount, type Popularity } from "@domain/positions/popularity";

export function PositionStats({ duration, popularity }: { duration: string; popularity: Popularity }) {
  return (
    <dl className="mt-6 grid grid-cols-3 gap-3">
      <Stat icon={<Clock aria-hidden className="size-4" />} label="Duration">
        {duration}
      </Stat>
      <Stat icon={<Eye aria-hidden className="size-4" />} label="Views" testId="views">
        {formatViewCount(popularity.views)}
      </Stat>
      <Stat icon={<Star aria-hidden className="size-4 text-gold" />} label="Rating" testId="rating">
        {formatRatingSummary(popularity.rating, popularity.ratingCount)}
      </Stat>
    </dl>
  );
}

/** One tile: an icon and a small uppercase label over the value. */
function Stat({
  icon,
  label,
  testId,
  children,
}: {
  icon: ReactNode;
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-border bg-surface/80 p-3 text-center">
      <dt className="flex items-center justify-center gap-1 text-xs font-semibold uppercase tracking-wide text-muted">
        {icon} {label}
      </dt>
      <dd className="mt-1 font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
