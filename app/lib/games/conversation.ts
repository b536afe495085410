/** Conversation starters logic: a random question matching the topic and level. */
import {
  CONVERSATION_QUESTIONS,
  type ConversationCategory,
  type ConversationLevel,
  type ConversationQuestion,
} from "@content/games/conversation";
import { pickFresh, type FreshPick } from "./no-repeat";
import type { RandomSource } from "./random";

export function conversationMatches(
  category: ConversationCategory,
  level: ConversationLevel,
  questions: readonly ConversationQuestion[] = CONVERSATION_QUESTIONS,
): readonly ConversationQuestion[] {
  return questions.filter((question) => question.category === category && question.level === level);
}

/** A question for the topic and level, avoiding ones already seen until that set is exhausted. */
export function getConversationQuestion(
  category: ConversationCategory,
  level: ConversationLevel,
  seen: readonly string[],
  random: RandomSource = Math.random,
  questions: readonly ConversationQuestion[] = CONVERSATION_QUESTIONS,
): FreshPick<ConversationQuestion> | undefined {
  return pickFresh(conversationMatches(category, level, questions), seen, (question) => question.id, random);
}
