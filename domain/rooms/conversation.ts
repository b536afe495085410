/**
 * Conversation starters for two phones: the player whose turn it is draws a question from the room's pack for both
 * to talk about. While nothing is on screen either phone may choose another pack.
 */
import { z } from "zod";
import type { ConversationQuestion } from "@content/games/conversation";
import { CONVERSATION_PACK_LIST, type ContentPack } from "@content/games/packs";
import { drawConversationFrom } from "../games/conversation";
import type { PackTurnState } from "./packs";
import { packTurnRules } from "./turn-moves";

export type ConversationRoomState = PackTurnState<ConversationQuestion>;

export function createConversationRules(packs: readonly ContentPack<ConversationQuestion>[] = CONVERSATION_PACK_LIST) {
  return packTurnRules({
    game: "seductive-conversation",
    packs,
    drawMove: { type: z.literal("draw") },
    draw: (state: ConversationRoomState, _move, items, random) => {
      const pick = drawConversationFrom(items, state.seen, random);
      if (!pick) throw new Error("A conversation pack needs at least one question");
      return { current: pick.item, seen: pick.seen };
    },
  });
}
