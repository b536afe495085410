/** Truth or Dare for two phones: the player whose turn it is picks truth or dare, the server draws it, no repeats. */
import { z } from "zod";
import { TRUTH_OR_DARE_ITEMS, type TruthOrDareItem } from "@content/games/truth-or-dare";
import type { SpicyLevel } from "@content/games/types";
import type { RoomGameRules } from "./rules";
import { pickUnseen } from "./rules";
import { applyDraw, applyFinish, initialTurnState, type TurnState } from "./turns";

export type TruthOrDareRoomState = TurnState<Pick<TruthOrDareItem, "id" | "type" | "question" | "category" | "spicyLevel">> & {
  /** Highest intensity drawn from. */
  intensity: SpicyLevel;
};

export const truthOrDareMoveSchema = z.discriminatedUnion("type", [
  z.object({ game: z.literal("truth-or-dare"), type: z.literal("draw"), choice: z.enum(["truth", "dare"]) }),
  z.object({ game: z.literal("truth-or-dare"), type: z.literal("finish"), completed: z.boolean() }),
]);
export type TruthOrDareMove = z.infer<typeof truthOrDareMoveSchema>;

export function createTruthOrDareRules(items: readonly TruthOrDareItem[] = TRUTH_OR_DARE_ITEMS): RoomGameRules<TruthOrDareRoomState, TruthOrDareMove, { intensity?: SpicyLevel }> {
  return {
    game: "truth-or-dare",
    moveSchema: truthOrDareMoveSchema,
    initial: (_random, setup) => ({ ...initialTurnState(), intensity: setup.intensity ?? 3 }),
    apply(state, seat, move, random) {
      if (move.type === "finish") return applyFinish(state, seat, move.completed);
      return applyDraw(state, seat, () => {
        const ofType = items.filter((item) => item.type === move.choice);
        const mild = ofType.filter((item) => item.spicyLevel <= state.intensity);
        const { item, seen } = pickUnseen(mild.length > 0 ? mild : ofType, state.seen, random);
        const { id, type, question, category, spicyLevel } = item;
        return { current: { id, type, question, category, spicyLevel }, seen };
      });
    },
    view: (state) => state,
  };
}
