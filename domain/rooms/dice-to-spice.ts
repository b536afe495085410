/** Dice to Spice for two phones: two dice (an action and a body part), points for completed rolls. */
import { z } from "zod";
import {
  BODY_PARTS,
  DEFAULT_DICE_TO_SPICE_DIFFICULTY,
  DICE_TO_SPICE_ACTIONS,
  type DiceToSpiceDifficulty,
} from "@content/games/dice";
import { rollDiceFaces, type DiceToSpiceResult } from "../games/dice-to-spice";
import type { RoomGameRules } from "./rules";
import { finishMoveSchema } from "./turn-moves";
import { applyDraw, applyFinish, initialTurnState, type TurnState } from "./turns";

/** One roll: the same result as the one-phone game's. */
export type DiceToSpiceRoll = DiceToSpiceResult;
export type DiceToSpiceRoomState = TurnState<DiceToSpiceRoll> & {
  difficulty: DiceToSpiceDifficulty;
  actionFaces: readonly string[];
  bodyPartFaces: readonly string[];
};

export const diceToSpiceMoveSchema = z.discriminatedUnion("type", [
  z.object({ game: z.literal("dice-to-spice"), type: z.literal("roll") }),
  finishMoveSchema("dice-to-spice"),
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
        return { current: rollDiceFaces(state.actionFaces, state.bodyPartFaces, random), seen: [] };
      });
    },
    view: (state) => state,
  };
}
