/**
 * Truth or Dare for two phones: the player whose turn it is picks truth or dare, the server draws it from the
 * room's pack, no repeats. While nothing is on screen either phone may choose another pack. A dare on screen may
 * be taken softer or kept for later ("Not tonight", not-tonight.ts); a truth needs neither.
 */
import { z } from "zod";
import { TRUTH_OR_DARE_PACK_LIST, type ContentPack } from "@content/games/packs";
import type { TruthOrDareItem } from "@content/games/truth-or-dare";
import { softerDare } from "@content/games/softer";
import type { SpicyLevel } from "@content/games/types";
import { drawTruthOrDareFrom, roomTruthOrDareFilter, truthOrDarePoolOf } from "../games/truth-or-dare";
import type { NotTonightState } from "./not-tonight";
import type { PackTurnState } from "./packs";
import { packTurnRules } from "./turn-moves";

export type TruthOrDareCard = Pick<TruthOrDareItem, "id" | "type" | "question" | "category" | "spicyLevel">;

export type TruthOrDareRoomState = PackTurnState<
  TruthOrDareCard,
  NotTonightState & {
    /** Highest intensity drawn from. */
    intensity: SpicyLevel;
  }
>;

/**
 * `softer`: a dare's softer version by its id (the content's lookup; tests give their own). The softened dare keeps its
 * id, kind and category; its words are the softer ones.
 */
export function createTruthOrDareRules(
  packs: readonly ContentPack<TruthOrDareItem>[] = TRUTH_OR_DARE_PACK_LIST,
  softer: (id: string) => string | undefined = softerDare,
) {
  return packTurnRules({
    game: "truth-or-dare",
    packs,
    drawMove: { type: z.literal("draw"), choice: z.enum(["truth", "dare"]) },
    initial: (setup: { intensity?: SpicyLevel }) => ({ intensity: setup.intensity ?? 3 }),
    draw: (state: TruthOrDareRoomState, move, items, random) => {
      // Drawn among the chosen kind only, so a pack with nothing that mild falls back to that kind, not both.
      const ofType = items.filter((item) => item.type === move.choice);
      const draw = drawTruthOrDareFrom(ofType, roomTruthOrDareFilter(move.choice, state.intensity), state.seen, random);
      if (!draw) throw new Error("A Truth or Dare pack needs at least one prompt of each kind");
      const { id, type, question, category, spicyLevel } = draw.item;
      return { current: { id, type, question, category, spicyLevel }, seen: draw.seen };
    },
    // Both kinds up to the room's intensity (all of the pack when none is that mild), as the one-phone game filters.
    poolOf: (state) => (items) => truthOrDarePoolOf(items, roomTruthOrDareFilter("mixed", state.intensity)).items,
    notTonight: {
      applies: (card: TruthOrDareCard) => card.type === "dare",
      soften: (card: TruthOrDareCard) => {
        const question = softer(card.id);
        return question === undefined ? undefined : { ...card, question };
      },
    },
  });
}
