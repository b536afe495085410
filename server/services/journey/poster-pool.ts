import { getCataloguePosition, positionsCatalogue } from "@content/positions/catalogue";
import { illustrationStandIn, pickDefaultImage, type DefaultImage } from "@domain/positions/default-images";
import { posterPool } from "@domain/journey/sources";
import { JOURNEY_DAYS, type PoolPosition } from "@domain/journey/pool";
import type { JourneyPosition } from "@domain/position-games/types";
import type { RandomSource } from "../../base/clock";
import { illustrationUrl } from "../positions";
import { catalogueCard } from "../position-games/seed";

function adminPoolPosition(position: JourneyPosition, defaults: readonly DefaultImage[]): PoolPosition {
  const fallback = position.imageUrl ? null : pickDefaultImage(defaults, "journey", position.style);
  const standIn = position.imageUrl || fallback ? null : illustrationStandIn(position, positionsCatalogue);
  return {
    id: position.id,
    title: position.name,
    image: position.imageUrl || fallback?.imageUrl || illustrationUrl(standIn?.id ?? positionsCatalogue[0]!.id),
    description: position.description || position.instructions.join(" "),
    mediaType: position.imageUrl ? position.mediaType : (fallback?.mediaType ?? "image"),
    category: position.category,
    difficulty: position.difficulty,
    tags: [],
  };
}

function cataloguePoolPosition(entry: (typeof positionsCatalogue)[number]): PoolPosition {
  return { ...catalogueCard(entry), tags: [...entry.tags].slice(0, 20) };
}

/**
 * The 7-day poster's pool: the admin's journey positions (their own media, else the default image of their style,
 * else a catalogue illustration), topped up with random catalogue entries when there are fewer than seven.
 */
export function posterPoolFrom(
  journey: readonly JourneyPosition[],
  defaults: readonly DefaultImage[],
  random: RandomSource,
): PoolPosition[] {
  const admin = journey.map((position) => adminPoolPosition(position, defaults));
  const catalogue = positionsCatalogue.map(cataloguePoolPosition);
  return posterPool(admin, catalogue, JOURNEY_DAYS, random);
}

/**
 * The positions a journey link names (see app/lib/journey/link.ts), in its order, as the poster shows them: an id of
 * the admin's journey list first (as the home page's planner draws it), else a catalogue entry. Ids it does not know
 * are dropped, so a tampered link shows only real positions (or none).
 */
export function posterPositionsFor(
  ids: readonly string[],
  journey: readonly JourneyPosition[],
  defaults: readonly DefaultImage[],
): PoolPosition[] {
  const admin = new Map(journey.map((position) => [position.id, position]));
  const found: PoolPosition[] = [];
  for (const id of ids) {
    const own = admin.get(id);
    if (own) {
      found.push(adminPoolPosition(own, defaults));
      continue;
    }
    const entry = getCataloguePosition(id);
    if (entry) found.push(cataloguePoolPosition(entry));
  }
  return found;
}
