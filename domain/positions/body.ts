/**
 * The catalogue's body filters ("Easy on knees", "Pregnancy-friendly", …): each rule is defined here once, over a
 * base position's body notes (content/positions/body-notes.ts), and read by the server's lists and by the pages.
 * Demands run 0 (none) to 3 (high); "easy" means at most light (≤ 1).
 *
 * Back pain is two filters, as in the studies the notes cite: "Bending forward hurts" and "Arching back hurts". Each
 * needs the base's own judgement (bendingPain, archingPain) and a light level in its direction, so a level and a
 * judgement can never let a position through alone.
 */
import type { BodyNotes, Demand } from "@content/positions/bases-more";

export const BODY_FILTERS = ["knees", "bending", "arching", "neck", "wrists", "low-effort", "pregnancy"] as const;
export type BodyFilter = (typeof BODY_FILTERS)[number];

/** The most an "easy on …" filter lets a position ask. */
export const EASY_DEMAND: Demand = 1;

export const BODY_FILTER_RULES: Readonly<Record<BodyFilter, (notes: BodyNotes) => boolean>> = {
  knees: (notes) => notes.knees <= EASY_DEMAND,
  bending: (notes) => notes.bendingPain && notes.backBending <= EASY_DEMAND,
  arching: (notes) => notes.archingPain && notes.backArching <= EASY_DEMAND,
  neck: (notes) => notes.neck <= EASY_DEMAND,
  wrists: (notes) => notes.wristsShoulders <= EASY_DEMAND,
  "low-effort": (notes) => notes.strength <= EASY_DEMAND && notes.balance <= EASY_DEMAND,
  pregnancy: (notes) => notes.pregnancy,
};

export const BODY_FILTER_LABELS: Readonly<Record<BodyFilter, string>> = {
  knees: "Easy on knees",
  bending: "Bending forward hurts",
  arching: "Arching back hurts",
  neck: "Easy on neck",
  wrists: "Easy on wrists",
  "low-effort": "Low effort",
  pregnancy: "Pregnancy-friendly",
};

/** True when the notes pass every filter given (no filters: always true; no notes: only with no filters). */
export function matchesBodyFilters(notes: BodyNotes | undefined, filters: readonly BodyFilter[]): boolean {
  if (filters.length === 0) return true;
  if (!notes) return false;
  return filters.every((filter) => BODY_FILTER_RULES[filter](notes));
}

export function isBodyFilter(value: string): value is BodyFilter {
  return (BODY_FILTERS as readonly string[]).includes(value);
}

/**
 * Old values still found in saved links: "back" was the single "Easy on back" filter, which meant easy both ways,
 * so it now reads as both back filters.
 */
const OLD_BODY_FILTERS: Readonly<Record<string, readonly BodyFilter[]>> = { back: ["bending", "arching"] };

/**
 * The body filters of a URL value: comma-separated, in any order, repeated or not ("knees,pregnancy"); unknown
 * values are ignored and old ones ("back") read as today's. Always in BODY_FILTERS order without repeats, so one
 * set of filters has one address.
 */
export function parseBodyFilters(values: string | readonly string[] | null | undefined): BodyFilter[] {
  const list = typeof values === "string" ? [values] : (values ?? []);
  const asked = new Set(list.flatMap((value) => value.split(",")).map((value) => value.trim().toLowerCase()));
  for (const value of [...asked]) for (const filter of OLD_BODY_FILTERS[value] ?? []) asked.add(filter);
  return BODY_FILTERS.filter((filter) => asked.has(filter));
}

/** The URL value of a set of body filters ("" when none). */
export function bodyFiltersValue(filters: readonly BodyFilter[]): string {
  return BODY_FILTERS.filter((filter) => filters.includes(filter)).join(",");
}

/** The filters with one switched on or off (for the toggle links). */
export function toggleBodyFilter(filters: readonly BodyFilter[], filter: BodyFilter): BodyFilter[] {
  return filters.includes(filter)
    ? filters.filter((other) => other !== filter)
    : parseBodyFilters([...filters, filter]);
}

export const DEMAND_WORDS: Readonly<Record<Demand, string>> = { 0: "Easy", 1: "A little", 2: "Some", 3: "Demanding" };

/** A demand in words for the position page ("Easy", "A little", "Some", "Demanding"). */
export function demandWord(demand: Demand): string {
  return DEMAND_WORDS[demand];
}
