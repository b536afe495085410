/**
 * Conversation starters logic: a random question matching the topic and level within the chosen pack, never
 * repeating until that topic and level of the pack is exhausted, and how many are left. The two-phone room draws
 * from its pack with the same `drawConversationFrom`.
 */
import {
  CONVERSATION_CATEGORIES,
  CONVERSATION_LEVELS,
  CONVERSATION_QUESTIONS,
  type ConversationCategory,
  type ConversationLevel,
  type ConversationQuestion,
} from "@content/games/conversation";
import { countUnseen, isExhausted, pickFresh, type FreshPick } from "./no-repeat";
import type { RandomSource } from "../random";

export function conversationMatches(
  category: ConversationCategory,
  level: ConversationLevel,
  questions: readonly ConversationQuestion[] = CONVERSATION_QUESTIONS,
): readonly ConversationQuestion[] {
  return questions.filter((question) => question.category === category && question.level === level);
}

/** A question of `questions` not yet seen, until every one of them has been (then the set starts over). */
export function drawConversationFrom(
  questions: readonly ConversationQuestion[],
  seen: readonly string[],
  random: RandomSource = Math.random,
): FreshPick<ConversationQuestion> | undefined {
  return pickFresh(questions, seen, (question) => question.id, random);
}

/** A question for the topic and level, avoiding ones already seen until that set is exhausted. */
export function getConversationQuestion(
  category: ConversationCategory,
  level: ConversationLevel,
  seen: readonly string[],
  random: RandomSource = Math.random,
  questions: readonly ConversationQuestion[] = CONVERSATION_QUESTIONS,
): FreshPick<ConversationQuestion> | undefined {
  return drawConversationFrom(conversationMatches(category, level, questions), seen, random);
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

/**
 * Where to go once a topic and level of a pack is finished: the next level up at the same topic that still has
 * questions left, else a lower one, else the same level of another topic (in the listed order), else null.
 */
export function nextConversationSetting(
  questions: readonly ConversationQuestion[],
  category: ConversationCategory,
  level: ConversationLevel,
  seen: readonly string[],
): { readonly category: ConversationCategory; readonly level: ConversationLevel } | null {
  const hasLeft = (at: ConversationCategory, of: ConversationLevel) =>
    conversationProgress(questions, at, of, seen).left > 0;
  const levelIndex = CONVERSATION_LEVELS.indexOf(level);
  const levels = [...CONVERSATION_LEVELS.slice(levelIndex + 1), ...CONVERSATION_LEVELS.slice(0, levelIndex).reverse()];
  const sameTopic = levels.find((other) => hasLeft(category, other));
  if (sameTopic) return { category, level: sameTopic };
  const topicIndex = CONVERSATION_CATEGORIES.indexOf(category);
  const topics = [...CONVERSATION_CATEGORIES.slice(topicIndex + 1), ...CONVERSATION_CATEGORIES.slice(0, topicIndex)];
  const sameLevel = topics.find((other) => hasLeft(other, level));
  return sameLevel ? { category: sameLevel, level } : null;
}
