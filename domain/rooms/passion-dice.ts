/**
 * Passion Dice for two phones: the player whose turn it is rolls from the room's pack, both phones watch the same
 * dice land. Partner 1 is the phone that opened the room. While nothing is on screen either phone may choose
 * another pack.
 */
import { z } from "zod";
import { type DiceAction, type PassionDiceOptions, type PassionDiceRoll } from "@content/games/dice";
import { PASSION_DICE_PACK_LIST, type ContentPack } from "@content/games/packs";
import { DEFAULT_PASSION_DICE_OPTIONS, passionDiceCandidates, rollPassionDiceFrom } from "../games/passion-dice";
import { applyPackChoice, packGameView, roomPack, type RoomPack } from "./packs";
import type { RoomGameRules } from "./rules";
import { finishMoveSchema, packMoveSchema } from "./turn-moves";
import { applyDraw, applyFinish, initialTurnState, type TurnState } from "./turns";

export type PassionDiceRoomState = TurnState<PassionDiceRoll> & {
  options: PassionDiceOptions;
  /** The chosen pack's id (absent in rooms made before packs: the classic pack). */
  pack?: string;
};

/** What each phone sees: the state and the packs the room's setup offers. */
export type PassionDiceRoomView = PassionDiceRoomState & { packs: RoomPack[] };

export const passionDiceMoveSchema = z.discriminatedUnion("type", [
  z.object({ game: z.literal("passion-dice"), type: z.literal("roll") }),
  finishMoveSchema("passion-dice"),
  packMoveSchema("passion-dice"),
]);
export type PassionDiceMove = z.infer<typeof passionDiceMoveSchema>;

export function createPassionDiceRules(
  packs: readonly ContentPack<DiceAction>[] = PASSION_DICE_PACK_LIST,
): RoomGameRules<PassionDiceRoomState, PassionDiceMove, void> {
  return {
    game: "passion-dice",
    moveSchema: passionDiceMoveSchema,
    initial: () => ({ ...initialTurnState(), options: DEFAULT_PASSION_DICE_OPTIONS, pack: packs[0]!.id }),
    apply(state, seat, move, random) {
      if (move.type === "finish") return applyFinish(state, seat, move.completed);
      if (move.type === "pack") return applyPackChoice(packs, state, move.pack);
      return applyDraw(state, seat, () => {
        const { roll, seen } = rollPassionDiceFrom(
          roomPack(packs, state.pack).items,
          state.options,
          state.seen,
          random,
        );
        return { current: roll, seen };
      });
    },
    view: (state): PassionDiceRoomView =>
      packGameView(packs, state, (actions) => passionDiceCandidates(actions, state.options)),
  };
}
