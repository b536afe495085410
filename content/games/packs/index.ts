/**
 * Every game's packs, the one a couple starts on first: the largest for the default settings, so the end of a pack
 * comes late (Truth or Dare's classic, Passion Dice's every roll, Conversation's every starter). The classic pack is
 * the specification's set (ids and counts unchanged); the others are written for this product. Pack ids never change
 * (devices keep their choice and history under them); only the order does. Pages show them on the setup screen's pack picker; the rooms take a
 * pack id in their setup move.
 */
import { CONVERSATION_QUESTIONS, type ConversationQuestion } from "../conversation";
import { DICE_ACTIONS, type DiceAction } from "../dice";
import type { TruthOrDareItem } from "../truth-or-dare";
import { TRUTH_OR_DARE_ITEMS } from "../truth-or-dare-classic";
import { MORE_CONVERSATION_QUESTIONS } from "./conversation-more";
import { MORE_DICE_ACTIONS } from "./dice-more";
import { TRUTH_OR_DARE_PACKS } from "./truth-or-dare-packs";
import type { ContentPack } from "./types";

export type { ContentPack } from "./types";

import { CLASSIC_PACK_ID } from "./choose";

export { CLASSIC_PACK_ID };

export const TRUTH_OR_DARE_CLASSIC_PACK: ContentPack<TruthOrDareItem> = {
  id: CLASSIC_PACK_ID,
  name: "Classic",
  description: "The original sixty truths and eighty dares, from sweet to fiery.",
  items: TRUTH_OR_DARE_ITEMS,
};

/** Truth or Dare: classic, then the themed packs. */
export const TRUTH_OR_DARE_PACK_LIST: readonly ContentPack<TruthOrDareItem>[] = [
  TRUTH_OR_DARE_CLASSIC_PACK,
  ...TRUTH_OR_DARE_PACKS,
];

export const PASSION_DICE_CLASSIC_PACK: ContentPack<DiceAction> = {
  id: CLASSIC_PACK_ID,
  name: "Classic",
  description: "The original eighty actions, from a held hand to the boldest kiss.",
  items: DICE_ACTIONS,
};

export const PASSION_DICE_FRESH_PACK: ContentPack<DiceAction> = {
  id: "fresh-rolls",
  name: "Fresh rolls",
  description: "A hundred and thirty new actions, the same share at every level.",
  items: MORE_DICE_ACTIONS,
};

export const PASSION_DICE_ALL_PACK: ContentPack<DiceAction> = {
  id: "every-roll",
  name: "Every roll",
  description: "Classic and fresh together: the longest run before anything repeats.",
  items: [...DICE_ACTIONS, ...MORE_DICE_ACTIONS],
};

/**
 * Passion Dice: both sets together first (126 actions at the default settings, where classic has 48), then classic
 * and the new actions on their own.
 */
export const PASSION_DICE_PACK_LIST: readonly ContentPack<DiceAction>[] = [
  PASSION_DICE_ALL_PACK,
  PASSION_DICE_CLASSIC_PACK,
  PASSION_DICE_FRESH_PACK,
];

export const CONVERSATION_CLASSIC_PACK: ContentPack<ConversationQuestion> = {
  id: CLASSIC_PACK_ID,
  name: "Classic",
  description: "The original sixteen starters: one for every topic and level.",
  items: CONVERSATION_QUESTIONS,
};

export const CONVERSATION_ALL_PACK: ContentPack<ConversationQuestion> = {
  id: "every-starter",
  name: "Every starter",
  description: "All 160 starters: ten for every topic and level, each with two follow-ups.",
  items: [...CONVERSATION_QUESTIONS, ...MORE_CONVERSATION_QUESTIONS],
};

/**
 * Conversation starters: every starter (ten or more for each topic and level) first, as "Get Question" draws among
 * them; then the classic sixteen on their own.
 */
export const CONVERSATION_PACK_LIST: readonly ContentPack<ConversationQuestion>[] = [
  CONVERSATION_ALL_PACK,
  CONVERSATION_CLASSIC_PACK,
];

export { nextPack, packById, packIds } from "./choose";
