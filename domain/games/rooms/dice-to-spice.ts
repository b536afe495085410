/** Dice to Spice for two phones: two dice (an action and a body part), points for completed rolls. */
import { z } from "zod";
import {
  BODY_PARTS,
  DEFAULT_DICE_TO_SPICE_DIFFICULTY,
  DICE_TO_SPICE_ACTIONS,
  type DiceToSpiceDifficulty,
} from "@content/games/dice";
import type { RoomGameRules } from "./rules";
import { pickIndex } from "./rules";
import { applyDraw, applyFinish, initialTurnState, type TurnState } from "./turns";

export interface DiceToSpiceRoll {
  action: string;
  bodyPart: string;
  actionIndex: number;
  bodyPartIndex: number;
}
export type DiceToSpiceRoomState = TurnState<DiceToSpiceRoll> & {
  difficulty: DiceToSpiceDifficulty;
  actionFaces: readonly string[];
  bodyPartFaces: readonly string[];
};

export const diceToSpiceMoveSchema = z.discriminatedUnion("type", [
  z.object({ game: z.literal("dice-to-spice"), type: z.literal("roll") }),
  z.object({ game: z.literal("dice-to-spice"), type: z.literal("finish"), completed: z.boolean() }),
]);
export type DiceToSpiceMove = z.infer<typeof diceToSpiceMoveSchema>;

export function createDiceToSpiceRules(): RoomGameRules<DiceToSpiceRoomState, DiceToSpiceMove, void> {
  return {
    game: "dice-to-spice",
    moveSchema: diceToSpiceMoveSchema,
    initial: () => ({
      ...initialTurnState(),
      difficulty: DEFAULT_DICE_TO_SPICE_DIFFICULTY,
      // The faces travel with the state so both phones draw the same reels without bundling the content.
      actionFaces: DICE_TO_SPICE_ACTIONS[DEFAULT_DICE_TO_SPICE_DIFFICULTY],
      bodyPartFaces: BODY_PARTS,
    }),
    apply(state, seat, move, random) {
      if (move.type === "finish") return applyFinish(state, seat, move.completed);
      return applyDraw(state, seat, () => {
        const actionIndex = pickIndex(random, state.actionFaces.length);
        const bodyPartIndex = pickIndex(random, state.bodyPartFaces.length);
        const current = {
          action: state.actionFaces[actionIndex]!,
          bodyPart: state.bodyPartFaces[bodyPartIndex]!,
          actionIndex,
          bodyPartIndex,
        };
        return { current, seen: [] };
      });
    },
    view: (state) => state,
  };
}
