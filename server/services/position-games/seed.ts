import { editorialOrder, positionsCatalogue } from "@content/positions/catalogue";
import type { CataloguePosition } from "@content/positions/types";
import type { PoolPosition } from "@domain/journey/pool";
import type { JourneyPosition, ServerPosition } from "@domain/position-games/types";
import { illustrationUrl } from "../positions";

/** Starter sets taken from the catalogue on first start: deterministic, so every install starts alike. */
export const SCRATCH_SEED_COUNT = 24;
export const JOURNEY_SEED_COUNT = 30;

/** A catalogue position as a game card (scratch card, poster pool): its illustration and words; tags are the caller's. */
export function catalogueCard(entry: CataloguePosition): Omit<PoolPosition, "tags"> {
  return {
    id: entry.id,
    title: entry.name,
    image: illustrationUrl(entry.id),
    description: entry.description,
    mediaType: "image",
    category: entry.category,
    difficulty: entry.difficulty,
  };
}

/** Base positions first (in editorial order), then the variations: variety before repetition. */
function candidates(): CataloguePosition[] {
  const ordered = editorialOrder(positionsCatalogue);
  return [
    ...ordered.filter((entry) => entry.variationId === null),
    ...ordered.filter((entry) => entry.variationId !== null),
  ];
}

export function scratchSeed(): ServerPosition[] {
  return candidates()
    .slice(0, SCRATCH_SEED_COUNT)
    .map((entry) => ({
      ...catalogueCard(entry),
      tags: [...new Set(entry.tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))],
      isDefault: true,
    }));
}

/** Round-robin over the four styles so the journey generator finds every style. */
export function journeySeed(): JourneyPosition[] {
  const pool = candidates();
  const byStyle = new Map<string, CataloguePosition[]>();
  for (const entry of pool) {
    const list = byStyle.get(entry.style) ?? [];
    list.push(entry);
    byStyle.set(entry.style, list);
  }
  const styles = ["romantic", "passionate", "adventurous", "mixed"];
  const picked: CataloguePosition[] = [];
  for (let round = 0; picked.length < JOURNEY_SEED_COUNT && round < pool.length; round++) {
    for (const style of styles) {
      const entry = byStyle.get(style)?.[round];
      if (entry && picked.length < JOURNEY_SEED_COUNT) picked.push(entry);
    }
  }
  return picked.map((entry) => ({
    id: entry.id,
    name: entry.name,
    instructions: [...entry.instructions],
    description: entry.description,
    style: entry.style,
    difficulty: entry.difficulty,
    category: entry.category,
    imageUrl: illustrationUrl(entry.id),
    mediaType: "image",
    benefits: [...entry.benefits],
    duration: entry.duration,
    views: 0,
    rating: 0,
    isPopular: entry.isPopular,
    featured: entry.featured,
  }));
}
