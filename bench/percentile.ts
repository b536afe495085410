/** The value at percentile `p` (0 to 100) of numbers sorted ascending; NaN when there are none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
