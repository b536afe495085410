/**
 * Conversation starters for two phones: the player whose turn it is draws a question from the room's pack for both
 * to talk about. While nothing is on screen either phone may choose another pack.
 */
import { z } from "zod";
import type { ConversationQuestion } from "@content/games/conversation";
import { CONVERSATION_PACK_LIST, type ContentPack } from "@content/games/packs";
import { drawConversationFrom } from "../games/conversation";
import { applyPackChoice, packGameView, roomPack, type RoomPack } from "./packs";
import type { RoomGameRules } from "./rules";
import { finishMoveSchema, packMoveSchema } from "./turn-moves";
import { applyDraw, applyFinish, initialTurnState, type TurnState } from "./turns";

export type ConversationRoomState = TurnState<ConversationQuestion> & {
  /** The chosen pack's id (absent in rooms made before packs: the first pack). */
  pack?: string;
};

/** What each phone sees: the state and the packs the room's setup offers. */
export type ConversationRoomView = ConversationRoomState & { packs: RoomPack[] };

export const conversationMoveSchema = z.discriminatedUnion("type", [
  z.object({ game: z.literal("seductive-conversation"), type: z.literal("draw") }),
  finishMoveSchema("seductive-conversation"),
  packMoveSchema("seductive-conversation"),
]);
export type ConversationMove = z.infer<typeof conversationMoveSchema>;

export function createConversationRules(
  packs: readonly ContentPack<ConversationQuestion>[] = CONVERSATION_PACK_LIST,
): RoomGameRules<ConversationRoomState, ConversationMove, void> {
  return {
    game: "seductive-conversation",
    moveSchema: conversationMoveSchema,
    initial: () => ({ ...initialTurnState(), pack: packs[0]!.id }),
    apply(state, seat, move, random) {
      if (move.type === "finish") return applyFinish(state, seat, move.completed);
      if (move.type === "pack") return applyPackChoice(packs, state, move.pack);
      return applyDraw(state, seat, () => {
        const pick = drawConversationFrom(roomPack(packs, state.pack).items, state.seen, random);
        if (!pick) throw new Error("A conversation pack needs at least one question");
        return { current: pick.item, seen: pick.seen };
      });
    },
    view: (state): ConversationRoomView => packGameView(packs, state),
  };
}
