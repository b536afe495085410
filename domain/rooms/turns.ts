/**
 * The turn cycle the prompt games share: the player whose turn it is draws (a truth, dice, a wheel spin, a question),
 * both phones show it, then that player finishes it (done, +1 point, or skipped) and the turn passes.
 * Imported by the browser too: it holds no content.
 */
import { otherSeat, ROOM_ERRORS, type Seat } from "./protocol";
import { addPoint, type MoveResult } from "./rules";

export interface TurnState<R> {
  turn: Seat;
  scores: [number, number];
  /** The drawn result both phones show; null until the player whose turn it is draws. */
  current: R | null;
  /** Draws so far: a new number starts the animation on both phones. */
  draws: number;
  /** Ids already drawn in this room (no repeats until the pool is used up). */
  seen: string[];
}

export function initialTurnState<R>(): TurnState<R> {
  return { turn: 0, scores: [0, 0], current: null, draws: 0, seen: [] };
}

export function isTurnOf(state: { turn: Seat }, seat: Seat): boolean {
  return state.turn === seat;
}

/** Draw: only by the player whose turn it is, and only while nothing is shown. */
export function applyDraw<S extends TurnState<R>, R>(
  state: S,
  seat: Seat,
  draw: () => { current: R; seen: string[] },
): MoveResult<S> {
  if (state.turn !== seat) return { ok: false, error: ROOM_ERRORS.notYourTurn };
  if (state.current !== null) return { ok: false, error: ROOM_ERRORS.notNow };
  const { current, seen } = draw();
  return { ok: true, state: { ...state, current, seen, draws: state.draws + 1 } };
}

/** Finish: done scores a point for the player; either way the result clears and the turn passes. */
export function applyFinish<S extends TurnState<unknown>>(state: S, seat: Seat, completed: boolean): MoveResult<S> {
  if (state.turn !== seat) return { ok: false, error: ROOM_ERRORS.notYourTurn };
  if (state.current === null) return { ok: false, error: ROOM_ERRORS.notNow };
  return {
    ok: true,
    state: {
      ...state,
      current: null,
      turn: otherSeat(seat),
      scores: completed ? addPoint(state.scores, seat) : state.scores,
    },
  };
}
