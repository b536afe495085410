/**
 * Random pick that does not repeat an item until every item of the pool has been drawn (history kept on
 * the device), for lists that keep one pool per history. A thin wrapper over the site's one picker
 * (domain/games/no-repeat.ts): ids not in the pool are dropped from the history, and `currentId` (the item on
 * screen) is avoided even after a restart.
 */
import { pickFresh, seenInPool } from "@domain/games/no-repeat";

export interface NoRepeatPick<T> {
  readonly item: T;
  /** The history after this pick, to store. */
  readonly seen: string[];
  /** True when every item had been seen and the history started over. */
  readonly restarted: boolean;
  /** Items of the pool not yet drawn after this pick. */
  readonly remaining: number;
}

export function pickWithoutRepeat<T extends { readonly id: string }>(
  pool: readonly T[],
  seen: readonly string[],
  random: () => number,
  /** Avoided even after a restart (the item on screen), unless it is the only one. */
  currentId?: string | null,
): NoRepeatPick<T> | undefined {
  const idOf = (item: T) => item.id;
  return pickFresh(pool, seenInPool(seen, pool, idOf), idOf, random, { avoid: currentId ?? null });
}
