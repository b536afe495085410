/** Randomness helpers shared by the games. Every picker takes a `random` source so tests can seed it. */

/** Returns a number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** Index in [0, length) from one call of `random`; tolerates generators that stray out of range. */
export function pickIndex(random: RandomSource, length: number): number {
  if (length <= 0) return -1;
  const value = random();
  const index = Math.floor((Number.isFinite(value) ? value : 0) * length);
  return Math.min(Math.max(index, 0), length - 1);
}

/** One item chosen at random, or undefined for an empty list. */
export function pickOne<T>(items: readonly T[], random: RandomSource = Math.random): T | undefined {
  return items.length === 0 ? undefined : items[pickIndex(random, items.length)];
}
