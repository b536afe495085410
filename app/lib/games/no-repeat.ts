/**
 * No-repeat selection: a picker avoids items it has already shown until every item of the current
 * (filtered) pool has been seen, then starts the pool over and says so. The seen list is a plain
 * array of ids, oldest first, so it can be kept on the device (see history.ts).
 */
import { pickIndex, type RandomSource } from "./random";

/** Most ids remembered per game; the oldest are dropped first. */
export const MAX_SEEN_IDS = 400;

export interface FreshPick<T> {
  readonly item: T;
  /** The updated seen list (oldest first), including the picked item. */
  readonly seen: string[];
  /** True when every item of the pool had been seen, so the pool started over with this pick. */
  readonly restarted: boolean;
  /** Items of the pool not yet seen after this pick. */
  readonly remaining: number;
}

/** How many items of `pool` are not in `seen`. */
export function countUnseen<T>(pool: readonly T[], seen: readonly string[], idOf: (item: T) => string): number {
  const seenIds = new Set(seen);
  return pool.reduce((count, item) => (seenIds.has(idOf(item)) ? count : count + 1), 0);
}

/**
 * Picks an item of `pool` that is not in `seen`. When all have been seen, the pool's ids are
 * forgotten (history from other pools is kept) and the pick starts over, avoiding the item shown
 * last so the same one never appears twice in a row when there is a choice. Returns undefined for
 * an empty pool.
 */
export function pickFresh<T>(
  pool: readonly T[],
  seen: readonly string[],
  idOf: (item: T) => string,
  random: RandomSource = Math.random,
): FreshPick<T> | undefined {
  if (pool.length === 0) return undefined;
  const poolIds = new Set(pool.map(idOf));
  const seenIds = new Set(seen);
  let candidates = pool.filter((item) => !seenIds.has(idOf(item)));
  let history = [...seen];
  let restarted = false;
  if (candidates.length === 0) {
    restarted = true;
    const lastShown = [...seen].reverse().find((id) => poolIds.has(id));
    history = seen.filter((id) => !poolIds.has(id));
    candidates = pool.length > 1 ? pool.filter((item) => idOf(item) !== lastShown) : [...pool];
  }
  const item = candidates[pickIndex(random, candidates.length)]!;
  const id = idOf(item);
  const nextSeen = [...history.filter((entry) => entry !== id), id].slice(-MAX_SEEN_IDS);
  return { item, seen: nextSeen, restarted, remaining: countUnseen(pool, nextSeen, idOf) };
}
