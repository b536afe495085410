/**
 * Dice to Spice for two phones: two dice (an action and a body part), points for completed rolls. Every roll on
 * screen may be taken softer (a gentler face from the Cute die that suits the same body part) or kept for later
 * ("Not tonight", not-tonight.ts).
 */
import { z } from "zod";
import {
  BODY_PARTS,
  DEFAULT_DICE_TO_SPICE_DIFFICULTY,
  DICE_TO_SPICE_ACTIONS,
  type DiceToSpiceDifficulty,
} from "@content/games/dice";
import { softerDiceToSpiceFace } from "@content/games/softer";
import { rollDiceFaces, type DiceToSpiceResult } from "../games/dice-to-spice";
import {
  applyLater,
  applySofter,
  notTonightOffer,
  type NotTonightRules,
  type NotTonightState,
  type NotTonightView,
} from "./not-tonight";
import type { RoomGameRules } from "./rules";
import { finishMoveSchema, notTonightMoveSchemas } from "./turn-moves";
import { applyDraw, applyFinish, initialTurnState, type TurnState } from "./turns";

/** One roll: the same result as the one-phone game's. */
export type DiceToSpiceRoll = DiceToSpiceResult;
export type DiceToSpiceRoomState = TurnState<DiceToSpiceRoll> &
  NotTonightState & {
    difficulty: DiceToSpiceDifficulty;
    actionFaces: readonly string[];
    bodyPartFaces: readonly string[];
  };

export const diceToSpiceMoveSchema = z.discriminatedUnion("type", [
  z.object({ game: z.literal("dice-to-spice"), type: z.literal("roll") }),
  finishMoveSchema("dice-to-spice"),
  ...notTonightMoveSchemas("dice-to-spice"),
]);
export type DiceToSpiceMove = z.infer<typeof diceToSpiceMoveSchema>;

/** What each phone sees: the state and what "Not tonight" may offer for the roll on screen. */
export type DiceToSpiceRoomView = DiceToSpiceRoomState & NotTonightView;

/**
 * `softer`: the gentler face for an action face on a body part (the content's lookup; tests give their own). The
 * softened roll keeps its body part; its action face is the gentler one (`actionIndex` still names the rolled face:
 * the gentler one may be on another die).
 */
export function createDiceToSpiceRules(
  softer: (face: string, bodyPart: string) => string | undefined = softerDiceToSpiceFace,
): RoomGameRules<DiceToSpiceRoomState, DiceToSpiceMove, void> {
  const notTonight: NotTonightRules<DiceToSpiceRoll> = {
    applies: () => true,
    soften: (roll) => {
      const action = softer(roll.action, roll.bodyPart);
      return action === undefined ? undefined : { ...roll, action };
    },
  };
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
      if (move.type === "softer") return applySofter(state, seat, notTonight);
      if (move.type === "later") return applyLater(state, seat, notTonight);
      return applyDraw(state, seat, () => {
        return { current: rollDiceFaces(state.actionFaces, state.bodyPartFaces, random), seen: [] };
      });
    },
    view: (state): DiceToSpiceRoomView => ({ ...state, notTonightOffer: notTonightOffer(state, notTonight) }),
  };
}
