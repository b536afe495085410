/** Bucket-list ticks: a list of ticked ids kept on the device. */

/** Ticks the id when it is not ticked, unticks it when it is. */
export function toggleTick(ticked: readonly string[], id: string): string[] {
  return ticked.includes(id) ? ticked.filter((entry) => entry !== id) : [...ticked, id];
}

/** Number of items per value of `key`, for the filter chips. */
export function countBy<T, K extends string>(items: readonly T[], key: (item: T) => K): Partial<Record<K, number>> {
  const counts: Partial<Record<K, number>> = {};
  for (const item of items) {
    const value = key(item);
    counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

export function progressPercent(done: number, total: number): number {
  return total <= 0 ? 0 : Math.round((done / total) * 100);
}

/** "Romance" style label from a lower-case or snake_case id. */
export function titleCase(id: string): string {
  return id
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
