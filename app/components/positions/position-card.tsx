import { Clock, Eye, Sparkles, Star } from "lucide-react";
import { Link } from "react-router";
import { FavouriteToggles } from "~/components/positions/favourite-toggles";
import { Badge } from "~/components/ui/badge";
import { HydrateLater } from "~/components/ui/hydrate-later";
import { difficultyLabel, styleLabel } from "~/lib/positions/labels";
import { formatViewCount } from "@domain/positions/popularity";
import { useHydrated } from "~/lib/use-hydrated";

export interface PositionCardData {
  id: string;
  name: string;
  description?: string;
  style: string;
  difficulty: string;
  duration?: string;
  views: number;
  rating: number | null;
  ratingCount: number;
  imageUrl: string;
  /** The picture in words: how the two bodies are arranged. */
  imageAlt?: string;
}

const PICTURE_BOX = "aspect-[4/3] h-auto w-full rounded-2xl bg-surface-2 object-cover";

/** The illustration of a catalogue entry, always sized (400 × 300) so nothing shifts; `alt` says what it shows. */
export function PositionImage({
  src,
  alt = "",
  eager = false,
  className = "",
}: {
  src: string;
  alt?: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={400}
      height={300}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`${PICTURE_BOX} ${className}`}
    />
  );
}

/**
 * A card's picture further down a list, drawn once the page runs. Each picture is an SVG, which the browser lays out
 * and paints on the page's main thread, and a slow phone's lazy loading still fetches every card within a few
 * screens: eleven of them on /positions cost about 0.3 s of the first visit's hydration. Until then the card shows the
 * same quiet box, described in words; without scripts, the picture itself. (A component of its own, so pages that
 * show single pictures, Our space's among them, carry none of it.)
 */
function PictureAfterHydration({ src, alt = "" }: { src: string; alt?: string }) {
  const hydrated = useHydrated();
  const picture = <PositionImage src={src} alt={alt} />;
  if (hydrated) return picture;
  return (
    <>
      <div
        {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
        className={PICTURE_BOX}
        data-picture-waits
      />
      <noscript>{picture}</noscript>
    </>
  );
}

/** Views and rating once they mean something: "New" for a position nobody has opened, the rating once rated. */
export function PopularityLine({
  views,
  rating,
  ratingCount,
}: Pick<PositionCardData, "views" | "rating" | "ratingCount">) {
  const rated = rating !== null && ratingCount > 0;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      {views > 0 ? (
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden className="size-4" />
          {formatViewCount(views)} <span className="sr-only">{views === 1 ? "view" : "views"}</span>
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 font-semibold text-rose">
          <Sparkles aria-hidden className="size-4" /> New
        </span>
      )}
      {rated ? (
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden className="size-4 fill-gold text-gold" />
          <span>
            {rating.toFixed(1)}
            <span className="sr-only"> average rating</span> ({ratingCount.toLocaleString("en-US")}
            <span className="sr-only"> {ratingCount === 1 ? "rating" : "ratings"}</span>)
          </span>
        </span>
      ) : null}
    </p>
  );
}

/**
 * A card linking to the position's page. `rank` numbers it (most-popular list). `eager`: its picture is wanted for the
 * first screen. `pictureAfterHydration`: further down the list, drawn once the page runs (PictureAfterHydration).
 */
export function PositionCard({
  position,
  eager,
  rank,
  pictureAfterHydration = false,
}: {
  position: PositionCardData;
  eager?: boolean;
  rank?: number;
  pictureAfterHydration?: boolean;
}) {
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface/90 p-3 transition hover:border-rose focus-within:border-rose">
      <div className="relative">
        {pictureAfterHydration ? (
          <PictureAfterHydration src={position.imageUrl} alt={position.imageAlt} />
        ) : (
          <PositionImage src={position.imageUrl} alt={position.imageAlt} eager={eager} />
        )}
        {rank !== undefined ? (
          <span className="absolute left-2 top-2 grid min-w-9 place-items-center rounded-full bg-bg/85 px-2 py-1 text-sm font-bold text-rose">
            #{rank}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 px-1 pb-1">
        <h3 className="text-lg font-semibold leading-snug">
          <Link
            to={`/positions/${position.id}`}
            className="no-underline after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-none"
          >
            {position.name}
          </Link>
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="rose">{styleLabel(position.style)}</Badge>
          <Badge tone="gold">{difficultyLabel(position.difficulty)}</Badge>
          {position.duration ? (
            <Badge>
              <Clock aria-hidden className="mr-1 size-3" />
              {position.duration}
            </Badge>
          ) : null}
        </div>
        {position.description ? <p className="line-clamp-3 text-sm text-muted">{position.description}</p> : null}
        <div className="mt-auto flex flex-col gap-2">
          <PopularityLine views={position.views} rating={position.rating} ratingCount={position.ratingCount} />
          <FavouriteToggles id={position.id} name={position.name} compact />
        </div>
      </div>
    </article>
  );
}

/** Pictures the server draws in a grid (the first row on a wide screen); the rest wait for the page to run. */
const PICTURES_DRAWN_FIRST = 2;

export function PositionGrid({
  positions,
  eagerCount = 0,
  ranked = false,
  offset = 0,
}: {
  positions: PositionCardData[];
  eagerCount?: number;
  ranked?: boolean;
  offset?: number;
}) {
  return (
    <HydrateLater>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {positions.map((position, index) => (
          <li key={position.id}>
            <PositionCard
              position={position}
              eager={index < eagerCount}
              rank={ranked ? offset + index + 1 : undefined}
              pictureAfterHydration={index >= Math.max(eagerCount, PICTURES_DRAWN_FIRST)}
            />
          </li>
        ))}
      </ul>
    </HydrateLater>
  );
}
