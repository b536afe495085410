import type {
  BasePosition,
  CataloguePosition,
  MinuteRange,
  PositionDifficulty,
  PositionStyle,
  PositionVariation,
} from "./types";
import { POSITION_DIFFICULTIES, POSITION_STYLES } from "./types";
import { BASE_POSITIONS } from "./base-positions";
import { VARIATIONS, variationAppliesTo } from "./variations";
import { WRITTEN_VARIATIONS, type WrittenEntry, type WrittenVariation } from "./written";

/**
 * The positions catalogue: every hand-written base position, followed by every meaningful
 * base × variation combination. Built deterministically from data alone, so ids and order are identical
 * on every start and every machine (no randomness, no clock).
 *
 * Order: all bases in file order, then for each variation (in list order) every base it applies to
 * (in base order). New variations are appended at the end of VARIATIONS, so existing entries keep their place.
 */

export const CATALOGUE_STYLES: readonly PositionStyle[] = POSITION_STYLES;
export const CATALOGUE_DIFFICULTIES: readonly PositionDifficulty[] = POSITION_DIFFICULTIES;

/** Separator between base id and variation id in combined ids, e.g. `romantic-1--candlelight`. */
export const VARIATION_ID_SEPARATOR = "--";

/** Combined entries rank after every base: (variation index + 1) × this + base rank. Bases rank below it. */
const VARIATION_RANK_STEP = 1000;

/** Shortest range a combined entry may show, in minutes. */
const MIN_MINUTES = 5;
const MIN_SPAN = 5;

export function formatDuration(range: MinuteRange): string {
  return `${range.min}-${range.max} minutes`;
}

function adjustMinutes(base: MinuteRange, adjust: MinuteRange): MinuteRange {
  const min = Math.max(MIN_MINUTES, base.min + adjust.min);
  const max = Math.max(min + MIN_SPAN, base.max + adjust.max);
  return { min, max };
}

function shiftDifficulty(difficulty: PositionDifficulty, shift: number): PositionDifficulty {
  const index = POSITION_DIFFICULTIES.indexOf(difficulty) + shift;
  const clamped = Math.min(POSITION_DIFFICULTIES.length - 1, Math.max(0, index));
  return POSITION_DIFFICULTIES[clamped] ?? difficulty;
}

/** Fills `{name}` in a variation's name pattern. */
function nameFrom(pattern: string, base: BasePosition): string {
  return pattern.replaceAll("{name}", base.name);
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

export function basePositionEntry(base: BasePosition): CataloguePosition {
  return {
    id: base.id,
    name: base.name,
    description: base.description,
    style: base.style,
    difficulty: base.difficulty,
    category: base.category,
    tags: [...base.tags],
    instructions: [...base.instructions],
    benefits: [...base.benefits],
    duration: formatDuration(base.minutes),
    isPopular: base.isPopular,
    featured: base.featured,
    baseId: base.id,
    variationId: null,
    editorialRank: base.editorialRank,
  };
}

export function combinedPositionEntry(
  base: BasePosition,
  variation: PositionVariation,
  variationIndex: number,
  written: WrittenEntry,
): CataloguePosition {
  const benefits = [...base.benefits, ...(variation.extraBenefit ? [variation.extraBenefit] : [])];
  const careNote = written.careNote ?? variation.careNote;
  return {
    id: combinedId(base.id, variation.id),
    name: written.name ?? nameFrom(variation.namePattern, base),
    description: written.description,
    style: base.style,
    difficulty: shiftDifficulty(base.difficulty, variation.difficultyShift ?? 0),
    category: base.category,
    tags: unique([...base.tags, ...variation.tags]),
    instructions: [...written.steps],
    benefits,
    duration: formatDuration(adjustMinutes(base.minutes, variation.durationAdjust)),
    isPopular: base.isPopular && variation.signature === true,
    featured: false,
    baseId: base.id,
    variationId: variation.id,
    editorialRank: (variationIndex + 1) * VARIATION_RANK_STEP + base.editorialRank,
    ...(careNote ? { careNote } : {}),
  };
}

export function combinedId(baseId: string, variationId: string): string {
  return `${baseId}${VARIATION_ID_SEPARATOR}${variationId}`;
}

/**
 * Whether the catalogue lists `base` with `variation`: the variation suits the base and, for a base that is paired
 * by writing (the bases added after the first 32), its pairing has been written.
 */
export function isPaired(
  variation: PositionVariation,
  base: BasePosition,
  written: Readonly<Record<string, WrittenVariation>> = WRITTEN_VARIATIONS,
): boolean {
  if (!variationAppliesTo(variation, base)) return false;
  return !base.pairedByWriting || written[variation.id]?.entries[base.id] !== undefined;
}

/**
 * Builds a fresh catalogue (new objects on every call). Pure: same input, same output. A combination is listed
 * when its variation suits the base and its entry was written for that pairing (content/positions/written/); a
 * pairing that is neither written nor dropped is reported by `unwrittenPairings` (and fails the content tests).
 */
export function buildPositionsCatalogue(
  bases: readonly BasePosition[] = BASE_POSITIONS,
  variations: readonly PositionVariation[] = VARIATIONS,
  written: Readonly<Record<string, WrittenVariation>> = WRITTEN_VARIATIONS,
): CataloguePosition[] {
  const entries = bases.map(basePositionEntry);
  variations.forEach((variation, variationIndex) => {
    for (const base of bases) {
      const entry = written[variation.id]?.entries[base.id];
      if (entry && isPaired(variation, base, written))
        entries.push(combinedPositionEntry(base, variation, variationIndex, entry));
    }
  });
  return entries;
}

/** Pairings a variation suits that have neither an entry of their own nor a reason for being dropped. */
export function unwrittenPairings(
  bases: readonly BasePosition[] = BASE_POSITIONS,
  variations: readonly PositionVariation[] = VARIATIONS,
  written: Readonly<Record<string, WrittenVariation>> = WRITTEN_VARIATIONS,
): string[] {
  const missing: string[] = [];
  for (const variation of variations) {
    const own = written[variation.id];
    for (const base of bases) {
      if (!isPaired(variation, base, written)) continue;
      if (!own?.entries[base.id] && own?.dropped?.[base.id] === undefined)
        missing.push(combinedId(base.id, variation.id));
    }
  }
  return missing;
}

/**
 * Ids of pairings once listed and since dropped because they did not make sense, each mapped to its base: old links
 * and bookmarks to them are redirected there.
 */
export function droppedPositionRedirects(
  written: Readonly<Record<string, WrittenVariation>> = WRITTEN_VARIATIONS,
): ReadonlyMap<string, string> {
  const redirects = new Map<string, string>();
  for (const [variationId, variation] of Object.entries(written)) {
    for (const baseId of Object.keys(variation.dropped ?? {})) redirects.set(combinedId(baseId, variationId), baseId);
  }
  return redirects;
}

function freezeEntry(entry: CataloguePosition): CataloguePosition {
  Object.freeze(entry.tags);
  Object.freeze(entry.instructions);
  Object.freeze(entry.benefits);
  return Object.freeze(entry);
}

/** The catalogue, built once per process and frozen: shared data must not be mutated by callers. */
export const positionsCatalogue: readonly CataloguePosition[] = Object.freeze(
  buildPositionsCatalogue().map(freezeEntry),
);

const catalogueById: ReadonlyMap<string, CataloguePosition> = new Map(
  positionsCatalogue.map((entry) => [entry.id, entry]),
);

/** Looks an entry up by its stable id. */
export function getCataloguePosition(id: string): CataloguePosition | undefined {
  return catalogueById.get(id);
}

type EditorialFields = Pick<CataloguePosition, "id" | "featured" | "isPopular" | "editorialRank">;

/**
 * The editorial fallback order used until real popularity data exists: featured first, then popular,
 * then by editorialRank (ascending), ties broken by id. Returns a new array; the input is not changed.
 */
export function editorialOrder<T extends EditorialFields>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => {
    if (a.featured !== b.featured) return a.featured ? -1 : 1;
    if (a.isPopular !== b.isPopular) return a.isPopular ? -1 : 1;
    if (a.editorialRank !== b.editorialRank) return a.editorialRank - b.editorialRank;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}
