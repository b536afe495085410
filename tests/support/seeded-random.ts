/** A seeded generator for deterministic tests: the site's own (mulberry32), so a test draws what a seed draws. */
export { seededRandom as seeded } from "../../domain/random";

/** Returns the given values in turn, then repeats the last one. */
export function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)]!;
}
