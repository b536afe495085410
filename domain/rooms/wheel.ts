/**
 * Spin for Desire and the Position Wheel for two phones: twelve positions dealt when the room opens (by the
 * single-phone wheel's own dealing, domain/position-games/wheel-segments.ts), the player whose turn it is spins, the
 * server chooses the rotation, and both wheels turn to the same place.
 */
import { z } from "zod";
import { nextRotation, segmentAtRotation } from "../position-games/wheel";
import { buildWheelSegments, type WheelPosition, type WheelSegment } from "../position-games/wheel-segments";
import type { RoomGameRules } from "./rules";
import { finishMoveSchema } from "./turn-moves";
import { applyDraw, applyFinish, initialTurnState, type TurnState } from "./turns";

export interface WheelSpin {
  /** Total clockwise rotation in degrees after this spin. */
  rotation: number;
  index: number;
}

export type WheelRoomState = TurnState<WheelSpin> & { segments: WheelSegment[]; rotation: number };

export function createWheelRules(
  game: "spin-for-desire" | "position-wheel",
): RoomGameRules<WheelRoomState, WheelMove, { positions: readonly WheelPosition[] }> {
  const moveSchema = z.discriminatedUnion("type", [
    z.object({ game: z.literal(game), type: z.literal("spin") }),
    finishMoveSchema(game),
  ]) as unknown as z.ZodType<WheelMove>;
  return {
    game,
    moveSchema,
    initial: (random, setup) => ({
      ...initialTurnState(),
      segments: buildWheelSegments(setup.positions, random),
      rotation: 0,
    }),
    apply(state, seat, move, random) {
      if (move.type === "finish") return applyFinish(state, seat, move.completed);
      if (state.segments.length === 0) return { ok: false, error: "There are no positions on this wheel yet." };
      const next = applyDraw(state, seat, () => {
        // Four to eight whole turns plus a random stop, as on the one-phone wheel.
        const rotation = nextRotation(state.rotation, random);
        return { current: { rotation, index: segmentAtRotation(rotation, state.segments.length) }, seen: [] };
      });
      return next.ok ? { ok: true, state: { ...next.state, rotation: next.state.current!.rotation } } : next;
    },
    view: (state) => state,
  };
}

export type WheelMove =
  | { game: "spin-for-desire" | "position-wheel"; type: "spin" }
  | { game: "spin-for-desire" | "position-wheel"; type: "finish"; completed: boolean };
