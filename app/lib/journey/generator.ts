/**
 * The journey generator of the home page ('Choose Your Journey', spec part 2 §2.2, §4, §5, §9).
 * Pure: randomness is injected (`random()` in [0, 1), like Math.random) so tests can seed it.
 */
import { shuffle } from "@domain/random";

export type JourneyStyle = "romantic" | "passionate" | "adventurous" | "mixed";

export const JOURNEY_STYLES: ReadonlyArray<{ value: JourneyStyle; label: string }> = [
  { value: "romantic", label: "Romantic" },
  { value: "passionate", label: "Passionate" },
  { value: "adventurous", label: "Adventurous" },
  { value: "mixed", label: "Mixed" },
];
export const JOURNEY_COUNTS = [3, 4, 5, 6] as const;
export type JourneyCount = (typeof JOURNEY_COUNTS)[number];
export const DEFAULT_JOURNEY_STYLE: JourneyStyle = "romantic";
export const DEFAULT_JOURNEY_COUNT: JourneyCount = 6;
/** 'Generating...' is shown this long (spec §9). */
export const GENERATE_DELAY_MS = 300;
/** When the style's pool is smaller than the count, this many random positions are added (spec §5). */
export const EXTRA_POOL_SIZE = 60;

export interface JourneyPosition {
  id: string;
  name: string;
  style: string;
}

/** The compact pool as the server sends it: [id, name, style]. */
export type JourneyPoolEntry = readonly [id: string, name: string, style: string];

export function poolFromEntries(entries: readonly JourneyPoolEntry[]): JourneyPosition[] {
  return entries.map(([id, name, style]) => ({ id, name, style }));
}

/**
 * The pool a journey is drawn from: every position of the chosen style; when that is fewer than `count`,
 * EXTRA_POOL_SIZE random positions of other styles are added (fewer if the catalogue has fewer).
 */
export function journeyPool<T extends JourneyPosition>(
  all: readonly T[],
  style: string,
  count: number,
  random: () => number,
): T[] {
  const matching = all.filter((position) => position.style === style);
  if (matching.length >= count) return matching;
  const others = all.filter((position) => position.style !== style);
  return [...matching, ...shuffle(others, random).slice(0, EXTRA_POOL_SIZE)];
}

/** `count` distinct positions in random order (fewer only if the whole catalogue is smaller). */
export function generateJourney<T extends JourneyPosition>(
  all: readonly T[],
  style: string,
  count: number,
  random: () => number,
): T[] {
  return shuffle(journeyPool(all, style, count, random), random).slice(0, count);
}

export function isJourneyStyle(value: string): value is JourneyStyle {
  return JOURNEY_STYLES.some((style) => style.value === value);
}

export function isJourneyCount(value: number): value is JourneyCount {
  return (JOURNEY_COUNTS as readonly number[]).includes(value);
}

/** The planner's form fields, as the address carries them when the form is sent without JavaScript. */
export const JOURNEY_QUERY = { style: "journey-style", count: "journey-count", seed: "journey-seed" } as const;

export interface JourneyRequest {
  style: JourneyStyle;
  count: JourneyCount;
  /** Null when the form was just sent: the server picks one and puts it in the address. */
  seed: number | null;
}

/** The journey asked for in the address (`?journey-style=…&journey-count=…[&journey-seed=…]`), or null. */
export function journeyRequestFrom(params: URLSearchParams): JourneyRequest | null {
  const style = params.get(JOURNEY_QUERY.style) ?? "";
  const count = Number(params.get(JOURNEY_QUERY.count));
  if (!isJourneyStyle(style) || !isJourneyCount(count)) return null;
  const seedText = params.get(JOURNEY_QUERY.seed);
  const seed = seedText !== null && /^\d{1,10}$/.test(seedText) ? Number(seedText) >>> 0 : null;
  return { style, count, seed };
}
