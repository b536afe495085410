/**
 * The site's one random source and its two helpers. Every rule that draws at random (games, guides, wheels,
 * journeys, rooms) takes a `RandomSource` so tests can seed it: the browser passes Math.random, the server a CSPRNG.
 */

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

/** Fisher-Yates shuffle on a copy: one call of `random` per item after the first, from the end. */
export function shuffle<T>(list: readonly T[], random: RandomSource): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = pickIndex(random, i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * A small seeded generator (mulberry32) in [0, 1): the same seed draws the same sequence, so a journey's address can
 * be shared and tests are deterministic.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
