/** Passion Dice for two phones: the player whose turn it is rolls, both phones watch the same dice land. */
import { z } from "zod";
import { DICE_ACTIONS, passionDiceCandidates, rollPassionDice, type DiceAction, type PassionDiceOptions, type PassionDiceRoll } from "@content/games/dice";
import type { RoomGameRules } from "./rules";
import { pickUnseen } from "./rules";
import { applyDraw, applyFinish, initialTurnState, type TurnState } from "./turns";

export type PassionDiceRoomState = TurnState<PassionDiceRoll> & { options: PassionDiceOptions };

export const passionDiceMoveSchema = z.discriminatedUnion("type", [
  z.object({ game: z.literal("passion-dice"), type: z.literal("roll") }),
  z.object({ game: z.literal("passion-dice"), type: z.literal("finish"), completed: z.boolean() }),
]);
export type PassionDiceMove = z.infer<typeof passionDiceMoveSchema>;

const ROOM_OPTIONS: PassionDiceOptions = { mode: "Romantic", intensity: "Medium", location: "Bedroom", perspective: "Random" };

export function createPassionDiceRules(actions: readonly DiceAction[] = DICE_ACTIONS): RoomGameRules<PassionDiceRoomState, PassionDiceMove, void> {
  return {
    game: "passion-dice",
    moveSchema: passionDiceMoveSchema,
    initial: () => ({ ...initialTurnState(), options: ROOM_OPTIONS }),
    apply(state, seat, move, random) {
      if (move.type === "finish") return applyFinish(state, seat, move.completed);
      return applyDraw(state, seat, () => {
        const { item, seen } = pickUnseen(passionDiceCandidates(actions, state.options), state.seen, random);
        // With one action left, the roll only resolves who leads.
        return { current: rollPassionDice([item], state.options, random), seen };
      });
    },
    view: (state) => state,
  };
}
