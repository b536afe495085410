/** The contract every room game's rules follow; the server applies moves with it, the browser renders its state. */
import type { z } from "zod";
import type { RandomSource } from "../random";
import type { RoomGameId, Seat } from "./protocol";

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

export const addPoint = (scores: readonly [number, number], seat: Seat): [number, number] =>
  seat === 0 ? [scores[0] + 1, scores[1]] : [scores[0], scores[1] + 1];
