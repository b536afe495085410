/**
 * Conversation starters logic: a random question matching the topic and level within the chosen pack, never
 * repeating until that topic and level of the pack is exhausted, and how many are left.
 */
import {
  CONVERSATION_QUESTIONS,
  type ConversationCategory,
  type ConversationLevel,
  type ConversationQuestion,
} from "@content/games/conversation";
import { countUnseen, isExhausted, pickFresh, type FreshPick } from "./no-repeat";
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

/** The topic and level within a pack: how many questions and how many not yet asked on this device. */
export function conversationProgress(
  questions: readonly ConversationQuestion[],
  category: ConversationCategory,
  level: ConversationLevel,
  seen: readonly string[],
): { readonly total: number; readonly left: number; readonly finished: boolean } {
  const pool = conversationMatches(category, level, questions);
  const idOf = (question: ConversationQuestion) => question.id;
  return { total: pool.length, left: countUnseen(pool, seen, idOf), finished: isExhausted(pool, seen, idOf) };
}
