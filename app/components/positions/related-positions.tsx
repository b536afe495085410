/** The other variations of a position, as small picture links. */
import type { ComponentProps } from "react";

interface RelatedPosition {
  id: string;
  name: string;
  imageUrl: ComponentProps<typeof PositionImage>["src"];
  imageAlt?: string;
  difficulty: string;
}
import { Link } from "react-router";
import { PositionImage } from "~/components/positions/position-card";
import { difficultyLabel } from "~/lib/positions/labels";

export function RelatedPositions({ related }: { related: readonly RelatedPosition[] }) {
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <h2 id="related-heading" className="text-2xl font-semibold">
        Variations of the same position
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {related.map((related) => (
          <li key={related.id}>
            <Link
              to={`/positions/${related.id}`}
              className="flex h-full flex-col gap-2 rounded-[var(--radius-card)] border border-border bg-surface/90 p-2 no-underline transition hover:border-rose"
            >
              <PositionImage src={related.imageUrl} alt={related.imageAlt} />
              <span className="px-1 font-semibold leading-snug">{related.name}</span>
              <span className="px-1 pb-1 text-xs text-muted">{difficultyLabel(related.difficulty)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
