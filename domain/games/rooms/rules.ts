/** The contract every room game's rules follow; the server applies moves with it, the browser renders its state. */
import type { z } from "zod";
import { pickFresh } from "../no-repeat";
import type { RoomGameId, Seat } from "./protocol";

/** A number in [0, 1). The server passes a CSPRNG; tests pass a seeded generator. */
export type RandomSource = () => number;

export type MoveResult<S> = { ok: true; state: S } | { ok: false; error: string };

export interface RoomGameRules<S, M extends { game: RoomGameId; type: string }, C = void> {
  readonly game: RoomGameId;
  readonly moveSchema: z.ZodType<M>;
  /** The first state; `setup` carries what the server looked up for this game (e.g. wheel positions). */
  initial(random: RandomSource, setup: C): S;
  apply(state: S, seat: Seat, move: M, random: RandomSource): MoveResult<S>;
  /** What one seat may see (hides the partner's private answers). */
  view(state: S, seat: Seat): unknown;
}

/** Index in [0, length) from one call of random, robust to generators that stray out of range. */
export function pickIndex(random: RandomSource, length: number): number {
  const value = random();
  const index = Math.floor((Number.isFinite(value) ? value : 0) * length);
  return Math.min(Math.max(index, 0), length - 1);
}

/**
 * No repeats: picks among the items whose id is not yet in `seen`; once all were seen the pool starts over
 * (never with the item shown last when there is a choice). The site's one picker (domain/games/no-repeat.ts); the
 * room's history keeps the other pools' ids (truths while drawing a dare, another pack), so switching back does not
 * start them over.
 */
export function pickUnseen<T extends { id: string }>(
  pool: readonly T[],
  seen: readonly string[],
  random: RandomSource,
): { item: T; seen: string[] } {
  const pick = pickFresh(pool, seen, (item) => item.id, random);
  if (!pick) throw new Error("pickUnseen needs at least one item");
  return { item: pick.item, seen: pick.seen };
}

export const addPoint = (scores: readonly [number, number], seat: Seat): [number, number] =>
  seat === 0 ? [scores[0] + 1, scores[1]] : [scores[0], scores[1] + 1];
