/** Shared primitive types for the games content modules. */

/** Intensity of an item, from 1 (gentlest) to 5 (most heated). */
export type SpicyLevel = 1 | 2 | 3 | 4 | 5;

export const SPICY_LEVELS: readonly SpicyLevel[] = [1, 2, 3, 4, 5];

export function isSpicyLevel(value: unknown): value is SpicyLevel {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5;
}
