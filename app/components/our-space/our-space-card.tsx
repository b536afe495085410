/**
 * The way into Our space from other pages (/together, the favourites page): a plain link, so those pages load none
 * of the space's code.
 */
import { ChevronRight, HeartHandshake } from "lucide-react";
import { Link } from "react-router";
import { cx } from "~/lib/class-names";

export function OurSpaceCard({ lead, className }: { lead: string; className?: string }) {
  return (
    <aside
      aria-labelledby="our-space-card-title"
      className={cx("flex gap-3 rounded-[var(--radius-card)] border border-rose/40 bg-rose/5 p-4", className)}
    >
      <HeartHandshake aria-hidden className="mt-0.5 size-6 shrink-0 text-rose" />
      <div>
        <h2 id="our-space-card-title" className="text-lg font-semibold">
          Pair our phones
        </h2>
        <p className="mt-0.5 text-sm text-muted">{lead}</p>
        <Link to="/our-space" className="mt-1 inline-flex min-h-11 items-center gap-1 font-semibold">
          Our space <ChevronRight aria-hidden className="size-4" />
        </Link>
      </div>
    </aside>
  );
}
