/** Conversation starters for two phones: the player whose turn it is draws a question for both to talk about. */
import { z } from "zod";
import { CONVERSATION_QUESTIONS, type ConversationQuestion } from "@content/games/conversation";
import type { RoomGameRules } from "./rules";
import { pickUnseen } from "./rules";
import { applyDraw, applyFinish, initialTurnState, type TurnState } from "./turns";

export type ConversationRoomState = TurnState<ConversationQuestion>;

export const conversationMoveSchema = z.discriminatedUnion("type", [
  z.object({ game: z.literal("seductive-conversation"), type: z.literal("draw") }),
  z.object({ game: z.literal("seductive-conversation"), type: z.literal("finish"), completed: z.boolean() }),
]);
export type ConversationMove = z.infer<typeof conversationMoveSchema>;

export function createConversationRules(questions: readonly ConversationQuestion[] = CONVERSATION_QUESTIONS): RoomGameRules<ConversationRoomState, ConversationMove, void> {
  return {
    game: "seductive-conversation",
    moveSchema: conversationMoveSchema,
    initial: () => initialTurnState(),
    apply(state, seat, move, random) {
      if (move.type === "finish") return applyFinish(state, seat, move.completed);
      return applyDraw(state, seat, () => {
        const { item, seen } = pickUnseen(questions, state.seen, random);
        return { current: item, seen };
      });
    },
    view: (state) => state,
  };
}
