import { randomIndex } from "./wheel";

/** Random Position timing of the specification: 8 cycles at 100 ms, the final one 300 ms later. */
export const RANDOM_CYCLES = 8;
export const RANDOM_CYCLE_MS = 100;
export const RANDOM_FINAL_DELAY_MS = 300;

/** The indices the image cycles through, then the final pick (different from the current one when possible). */
export function planRandomReveal(
  length: number,
  random: () => number,
  current = -1,
): { cycle: number[]; final: number } {
  if (length <= 0) return { cycle: [], final: -1 };
  const cycle = Array.from({ length: RANDOM_CYCLES }, () => randomIndex(length, random));
  return { cycle, final: randomIndex(length, random, current) };
}
