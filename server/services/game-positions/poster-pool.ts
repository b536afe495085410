import { positionsCatalogue } from "@content/positions/catalogue";
import { illustrationStandIn, pickDefaultImage, type DefaultImage } from "@domain/positions/default-images";
import { posterPool } from "@domain/positions/journey-sources";
import { JOURNEY_DAYS, type PoolPosition } from "@domain/journey/pool";
import type { JourneyPosition } from "@domain/positions/games/types";
import type { RandomSource } from "../clock";
import { illustrationUrl } from "../positions";

/**
 * The 7-day poster's pool: the admin's journey positions (their own media, else the default image of their style,
 * else a catalogue illustration), topped up with random catalogue entries when there are fewer than seven.
 */
export function posterPoolFrom(journey: readonly JourneyPosition[], defaults: readonly DefaultImage[], random: RandomSource): PoolPosition[] {
  const admin = journey.map((position): PoolPosition => {
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
  });
  const catalogue = positionsCatalogue.map(
    (entry): PoolPosition => ({
      id: entry.id,
      title: entry.name,
      image: illustrationUrl(entry.id),
      description: entry.description,
      mediaType: "image",
      category: entry.category,
      difficulty: entry.difficulty,
      tags: [...entry.tags].slice(0, 20),
    }),
  );
  return posterPool(admin, catalogue, JOURNEY_DAYS, random);
}
