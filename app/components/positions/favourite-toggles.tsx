import { Bookmark, Heart } from "lucide-react";
import { FAVOURITE_KINDS, FAVOURITE_LABELS, hasFavourite, type FavouriteKind } from "@domain/positions/favourites";
import { useFavourites } from "~/lib/positions/favourites";
import { cx } from "~/lib/class-names";

const ICONS: Record<FavouriteKind, typeof Heart> = { want: Bookmark, loved: Heart };

/**
 * "Want to try" and "Loved it" for one position, kept on this device. Pressed state is announced (aria-pressed).
 * Without JavaScript the buttons are inert, which is honest: there is nowhere to keep the choice.
 */
export function FavouriteToggles({
  id,
  name,
  compact = false,
  className,
}: {
  id: string;
  name: string;
  compact?: boolean;
  className?: string;
}) {
  const { favourites, toggle } = useFavourites();
  return (
    <div className={cx("flex flex-wrap gap-2", className)} role="group" aria-label={`Save ${name}`}>
      {FAVOURITE_KINDS.map((kind) => {
        const on = hasFavourite(favourites, kind, id);
        const Icon = ICONS[kind];
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={on}
            data-favourite={kind}
            onClick={() => toggle(kind, id)}
            className={cx(
              "relative z-10 inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose",
              compact ? "text-xs" : "text-sm",
              on ? "border-rose bg-rose text-accent-fg" : "border-border bg-surface-2 text-fg hover:border-rose",
            )}
          >
            <Icon aria-hidden className={cx("size-4", on && "fill-current")} />
            {FAVOURITE_LABELS[kind]}
          </button>
        );
      })}
    </div>
  );
}
