/**
 * Passion Dice for two phones: the player whose turn it is rolls from the room's pack, both phones watch the same
 * dice land. Partner 1 is the phone that opened the room. While nothing is on screen either phone may choose
 * another pack. Every action on screen may be taken softer or kept for later ("Not tonight", not-tonight.ts).
 */
import { z } from "zod";
import {
  type DiceAction,
  type PassionDiceLeader,
  type PassionDiceOptions,
  type PassionDiceRoll,
} from "@content/games/dice";
import { PASSION_DICE_PACK_LIST, type ContentPack } from "@content/games/packs";
import { softerDiceAction } from "@content/games/softer";
import { DEFAULT_PASSION_DICE_OPTIONS, passionDiceCandidates, rollPassionDiceFrom } from "../games/passion-dice";
import type { NotTonightState } from "./not-tonight";
import type { PackTurnState } from "./packs";
import { packTurnRules } from "./turn-moves";

export type PassionDiceRoomState = PackTurnState<PassionDiceRoll, NotTonightState & { options: PassionDiceOptions }>;

/** `softer`: an action's softer version by its id (the content's lookup; tests give their own). */
export function createPassionDiceRules(
  packs: readonly ContentPack<DiceAction>[] = PASSION_DICE_PACK_LIST,
  softer: (id: string) => string | undefined = softerDiceAction,
) {
  return packTurnRules({
    game: "passion-dice",
    packs,
    drawMove: { type: z.literal("roll") },
    initial: () => ({ options: DEFAULT_PASSION_DICE_OPTIONS }),
    draw: (state: PassionDiceRoomState, _move, items, random) => {
      // Turns pass between the phones, so taking turns (the default) means the one who rolls leads: the last roll
      // was the other phone's.
      const recentLeaders: PassionDiceLeader[] = [state.turn === 0 ? "Partner 2" : "Partner 1"];
      const { roll, seen } = rollPassionDiceFrom(items, state.options, state.seen, random, recentLeaders);
      return { current: roll, seen };
    },
    poolOf: (state) => (actions) => passionDiceCandidates(actions, state.options),
    notTonight: {
      applies: () => true,
      // The dice keep their place and time; the action's words are the softer ones.
      soften: (roll: PassionDiceRoll) => {
        const action = softer(roll.id);
        return action === undefined ? undefined : { ...roll, action };
      },
    },
  });
}
