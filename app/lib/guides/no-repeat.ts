/**
 * Random pick that does not repeat an item until every item of the pool has been drawn (history kept on
 * the device). When the pool is exhausted the history starts over and `restarted` says so.
 */
export interface NoRepeatPick<T> {
  readonly item: T;
  /** The history after this pick, to store. */
  readonly seen: string[];
  /** True when every item had been seen and the history started over. */
  readonly restarted: boolean;
}

export function pickWithoutRepeat<T extends { readonly id: string }>(
  pool: readonly T[],
  seen: readonly string[],
  random: () => number,
  /** Avoided even after a restart (the item on screen), unless it is the only one. */
  currentId?: string | null,
): NoRepeatPick<T> | undefined {
  if (pool.length === 0) return undefined;
  const poolIds = new Set(pool.map((item) => item.id));
  const history = seen.filter((id) => poolIds.has(id));
  const seenSet = new Set(history);
  let candidates = pool.filter((item) => !seenSet.has(item.id) && item.id !== currentId);
  let restarted = false;
  let base = history;
  if (candidates.length === 0) {
    restarted = seenSet.size > 0;
    base = [];
    candidates = pool.filter((item) => item.id !== currentId);
    if (candidates.length === 0) candidates = [...pool];
  }
  const index = Math.min(candidates.length - 1, Math.max(0, Math.floor(random() * candidates.length)));
  const item = candidates[index]!;
  return { item, seen: [...base, item.id], restarted };
}
