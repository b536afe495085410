/** A position's duration, views and rating, side by side. */
import { Clock, Eye, Star } from "lucide-react";
import { formatRatingSummary, formatViewCount, type Popularity } from "@domain/positions/popularity";

export function PositionStats({ duration, popularity }: { duration: string; popularity: Popularity }) {
  return (
    <dl className="mt-6 grid grid-cols-3 gap-3">
      <div className="rounded-2xl border border-border bg-surface/80 p-3 text-center">
        <dt className="flex items-center justify-center gap-1 text-xs font-semibold uppercase tracking-wide text-muted">
          <Clock aria-hidden className="size-4" /> Duration
        </dt>
        <dd className="mt-1 font-semibold">{duration}</dd>
      </div>
      <div className="rounded-2xl border border-border bg-surface/80 p-3 text-center">
        <dt className="flex items-center justify-center gap-1 text-xs font-semibold uppercase tracking-wide text-muted">
          <Eye aria-hidden className="size-4" /> Views
        </dt>
        <dd className="mt-1 font-semibold" data-testid="views">
          {formatViewCount(popularity.views)}
        </dd>
      </div>
      <div className="rounded-2xl border border-border bg-surface/80 p-3 text-center">
        <dt className="flex items-center justify-center gap-1 text-xs font-semibold uppercase tracking-wide text-muted">
          <Star aria-hidden className="size-4 text-gold" /> Rating
        </dt>
        <dd className="mt-1 font-semibold" data-testid="rating">
          {formatRatingSummary(popularity.rating, popularity.ratingCount)}
        </dd>
      </div>
    </dl>
  );
}
