/**
 * Truth or Dare for two phones: the player whose turn it is picks truth or dare, the server draws it from the
 * room's pack, no repeats. While nothing is on screen either phone may choose another pack.
 */
import { z } from "zod";
import { TRUTH_OR_DARE_PACK_LIST, type ContentPack } from "@content/games/packs";
import type { TruthOrDareItem } from "@content/games/truth-or-dare";
import type { SpicyLevel } from "@content/games/types";
import { drawTruthOrDareFrom, roomTruthOrDareFilter, truthOrDarePoolOf } from "../games/truth-or-dare";
import { applyPackChoice, packGameView, roomPack, type RoomPack } from "./packs";
import type { RoomGameRules } from "./rules";
import { finishMoveSchema, packMoveSchema } from "./turn-moves";
import { applyDraw, applyFinish, initialTurnState, type TurnState } from "./turns";

export type TruthOrDareRoomState = TurnState<
  Pick<TruthOrDareItem, "id" | "type" | "question" | "category" | "spicyLevel">
> & {
  /** Highest intensity drawn from. */
  intensity: SpicyLevel;
  /** The chosen pack's id (absent in rooms made before packs: the classic pack). */
  pack?: string;
};

/** What each phone sees: the state and the packs the room's setup offers. */
export type TruthOrDareRoomView = TruthOrDareRoomState & { packs: RoomPack[] };

export const truthOrDareMoveSchema = z.discriminatedUnion("type", [
  z.object({ game: z.literal("truth-or-dare"), type: z.literal("draw"), choice: z.enum(["truth", "dare"]) }),
  finishMoveSchema("truth-or-dare"),
  packMoveSchema("truth-or-dare"),
]);
export type TruthOrDareMove = z.infer<typeof truthOrDareMoveSchema>;

export function createTruthOrDareRules(
  packs: readonly ContentPack<TruthOrDareItem>[] = TRUTH_OR_DARE_PACK_LIST,
): RoomGameRules<TruthOrDareRoomState, TruthOrDareMove, { intensity?: SpicyLevel }> {
  // Both kinds up to the room's intensity (all of the pack when none is that mild), as the one-phone game filters.
  const withinIntensity = (intensity: SpicyLevel) => (items: readonly TruthOrDareItem[]) =>
    truthOrDarePoolOf(items, roomTruthOrDareFilter("mixed", intensity)).items;
  return {
    game: "truth-or-dare",
    moveSchema: truthOrDareMoveSchema,
    initial: (_random, setup) => ({ ...initialTurnState(), intensity: setup.intensity ?? 3, pack: packs[0]!.id }),
    apply(state, seat, move, random) {
      if (move.type === "finish") return applyFinish(state, seat, move.completed);
      if (move.type === "pack") return applyPackChoice(packs, state, move.pack);
      return applyDraw(state, seat, () => {
        // Drawn among the chosen kind only, so a pack with nothing that mild falls back to that kind, not both.
        const ofType = roomPack(packs, state.pack).items.filter((item) => item.type === move.choice);
        const draw = drawTruthOrDareFrom(
          ofType,
          roomTruthOrDareFilter(move.choice, state.intensity),
          state.seen,
          random,
        );
        if (!draw) throw new Error("A Truth or Dare pack needs at least one prompt of each kind");
        const { id, type, question, category, spicyLevel } = draw.item;
        return { current: { id, type, question, category, spicyLevel }, seen: draw.seen };
      });
    },
    view: (state): TruthOrDareRoomView => packGameView(packs, state, withinIntensity(state.intensity)),
  };
}
