import type { CataloguePosition } from "./types";
import { POSITION_DIFFICULTIES, POSITION_STYLES } from "./types";

/** The catalogue must hold at least this many entries (the site advertises 500+). */
export const CATALOGUE_MIN_SIZE = 500;

export type CatalogueValidation = { ok: true } | { ok: false; error: string };

type FieldCheck = readonly [field: keyof CataloguePosition, isValid: (value: unknown) => boolean];

const isNonEmptyString = (value: unknown): boolean => typeof value === "string" && value.trim().length > 0;
const isNonEmptyStringList = (value: unknown): boolean =>
  Array.isArray(value) && value.length > 0 && value.every(isNonEmptyString);
const isOneOf =
  (allowed: readonly string[]) =>
  (value: unknown): boolean =>
    typeof value === "string" && allowed.includes(value);

/** Required fields, in the order they are reported. */
const REQUIRED_FIELDS: readonly FieldCheck[] = [
  ["name", isNonEmptyString],
  ["description", isNonEmptyString],
  ["instructions", isNonEmptyStringList],
  ["benefits", isNonEmptyStringList],
  ["duration", isNonEmptyString],
  ["category", isNonEmptyString],
  ["style", isOneOf(POSITION_STYLES)],
  ["difficulty", isOneOf(POSITION_DIFFICULTIES)],
];

/**
 * The position database self-check of the specification: ids unique, at least 500 entries, and every
 * entry complete. Returns the first problem found, checked in that order.
 */
export function validateCatalogue(list: ReadonlyArray<Partial<CataloguePosition>>): CatalogueValidation {
  const ids = new Set<string>();
  for (const entry of list) {
    if (typeof entry.id === "string") {
      if (ids.has(entry.id)) return { ok: false, error: "Database validation failed: Duplicate IDs detected" };
      ids.add(entry.id);
    }
  }

  if (list.length < CATALOGUE_MIN_SIZE) {
    return { ok: false, error: `Only ${list.length} positions, need ${CATALOGUE_MIN_SIZE}+` };
  }

  for (const [index, entry] of list.entries()) {
    if (!isNonEmptyString(entry.id)) {
      return { ok: false, error: `Database validation failed: position at index ${index} is missing id` };
    }
    for (const [field, isValid] of REQUIRED_FIELDS) {
      if (!isValid(entry[field])) {
        return { ok: false, error: `Database validation failed: position ${entry.id} is missing ${field}` };
      }
    }
  }

  return { ok: true };
}
