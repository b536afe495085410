/**
 * The site's one no-repeat picker. Every game and guide that draws at random (Truth or Dare, Passion Dice,
 * Conversation starters, Roleplay, Long distance, and the two-phone rooms) draws through `pickFresh`: an item is
 * not shown again until every item of its pool has been seen. The seen list is a plain array of ids, oldest
 * first, so the browser can keep it on the device (app/lib/games/history.ts) and a room in its state.
 * Isomorphic and pure: the random source is injected.
 */
import { pickIndex, type RandomSource } from "../random";

/** Most ids remembered per list; the oldest are dropped first (every pack is smaller than this). */
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

export interface FreshOptions {
  /** An id to avoid even when the pool starts over (the item on screen), unless nothing else is left. */
  readonly avoid?: string | null;
}

/** How many items of `pool` are not in `seen`. */
export function countUnseen<T>(pool: readonly T[], seen: readonly string[], idOf: (item: T) => string): number {
  const seenIds = new Set(seen);
  return pool.reduce((count, item) => (seenIds.has(idOf(item)) ? count : count + 1), 0);
}

/** True when the pool has items and every one of them has been seen: time for the "pack finished" screen. */
export function isExhausted<T>(pool: readonly T[], seen: readonly string[], idOf: (item: T) => string): boolean {
  return pool.length > 0 && countUnseen(pool, seen, idOf) === 0;
}

/** The seen list without the pool's ids ("start this pack again"); history of other pools is kept. */
export function forgetPool<T>(seen: readonly string[], pool: readonly T[], idOf: (item: T) => string): string[] {
  const poolIds = new Set(pool.map(idOf));
  return seen.filter((id) => !poolIds.has(id));
}

/** The seen list reduced to the ids of this pool (for lists that hold one pool only). */
export function seenInPool<T>(seen: readonly string[], pool: readonly T[], idOf: (item: T) => string): string[] {
  const poolIds = new Set(pool.map(idOf));
  return seen.filter((id) => poolIds.has(id));
}

/**
 * Picks an item of `pool` that is not in `seen`. When all have been seen, the pool's ids are forgotten (history
 * of other pools is kept) and the pick starts over, avoiding the item shown last (or `options.avoid`) so the same
 * one never appears twice in a row when there is a choice. Returns undefined for an empty pool.
 */
export function pickFresh<T>(
  pool: readonly T[],
  seen: readonly string[],
  idOf: (item: T) => string,
  random: RandomSource = Math.random,
  options: FreshOptions = {},
): FreshPick<T> | undefined {
  if (pool.length === 0) return undefined;
  const poolIds = new Set(pool.map(idOf));
  const seenIds = new Set(seen);
  const unseen = pool.filter((item) => !seenIds.has(idOf(item)));
  let candidates = unseen.filter((item) => idOf(item) !== options.avoid);
  // Only the avoided item is left unseen: show it rather than start over with items already seen.
  if (candidates.length === 0) candidates = unseen;
  let history = [...seen];
  let restarted = false;
  if (candidates.length === 0) {
    restarted = true;
    const lastShown = options.avoid ?? [...seen].reverse().find((id) => poolIds.has(id));
    history = seen.filter((id) => !poolIds.has(id));
    candidates = pool.length > 1 ? pool.filter((item) => idOf(item) !== lastShown) : [...pool];
    if (candidates.length === 0) candidates = [...pool];
  }
  const item = candidates[pickIndex(random, candidates.length)]!;
  const id = idOf(item);
  const nextSeen = [...history.filter((entry) => entry !== id), id].slice(-MAX_SEEN_IDS);
  return { item, seen: nextSeen, restarted, remaining: countUnseen(pool, nextSeen, idOf) };
}

/** pickFresh for items that carry their own `id`. */
export function pickFreshById<T extends { readonly id: string }>(
  pool: readonly T[],
  seen: readonly string[],
  random: RandomSource = Math.random,
  options: FreshOptions = {},
): FreshPick<T> | undefined {
  return pickFresh(pool, seen, (item) => item.id, random, options);
}
