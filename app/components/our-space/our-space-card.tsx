/**
 * The way into Our space from other pages (/together, the favourites page): a plain link, so those pages load none
 * of the space's code.
 */
import { HeartHandshake } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { cx } from "~/lib/class-names";

export function OurSpaceCard({ lead, className }: { lead: string; className?: string }) {
  return (
    <aside
      aria-labelledby="our-space-card-title"
      className={cx(
        "flex flex-col gap-3 rounded-[var(--radius-card)] border border-rose/40 bg-rose/5 p-4 sm:flex-row sm:items-center sm:p-5",
        className,
      )}
    >
      <HeartHandshake aria-hidden className="size-8 shrink-0 text-rose" />
      <div className="flex-1">
        <h2 id="our-space-card-title" className="text-lg font-semibold">
          Pair our phones
        </h2>
        <p className="text-sm text-muted">{lead}</p>
      </div>
      <ButtonLink to="/our-space" variant="secondary" size="sm" className="self-start sm:self-center">
        Our space
      </ButtonLink>
    </aside>
  );
}
