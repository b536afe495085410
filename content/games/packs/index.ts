/**
 * Every game's packs, classic first. The classic pack is the specification's set (ids and counts unchanged);
 * the others are written for this product. Pages show them on the setup screen's pack picker; the rooms take a
 * pack id in their setup move.
 */
import { CONVERSATION_QUESTIONS, type ConversationQuestion } from '../conversation';
import { DICE_ACTIONS, type DiceAction } from '../dice';
import { TRUTH_OR_DARE_ITEMS, type TruthOrDareItem } from '../truth-or-dare';
import type { ContentPack } from './types';

export type { ContentPack } from './types';

export const CLASSIC_PACK_ID = 'classic';

export const TRUTH_OR_DARE_CLASSIC_PACK: ContentPack<TruthOrDareItem> = {
  id: CLASSIC_PACK_ID,
  name: 'Classic',
  description: 'The original sixty truths and eighty dares, from sweet to fiery.',
  items: TRUTH_OR_DARE_ITEMS,
};

/** Truth or Dare: classic, then the themed packs. */
export const TRUTH_OR_DARE_PACK_LIST: readonly ContentPack<TruthOrDareItem>[] = [TRUTH_OR_DARE_CLASSIC_PACK];

export const PASSION_DICE_CLASSIC_PACK: ContentPack<DiceAction> = {
  id: CLASSIC_PACK_ID,
  name: 'Classic',
  description: 'The original eighty actions, from a held hand to the boldest kiss.',
  items: DICE_ACTIONS,
};

/** Passion Dice: classic, then the new actions. */
export const PASSION_DICE_PACK_LIST: readonly ContentPack<DiceAction>[] = [PASSION_DICE_CLASSIC_PACK];

export const CONVERSATION_CLASSIC_PACK: ContentPack<ConversationQuestion> = {
  id: CLASSIC_PACK_ID,
  name: 'Classic',
  description: 'The original sixteen starters: one for every topic and level.',
  items: CONVERSATION_QUESTIONS,
};

/** Conversation starters: every starter (ten or more for each topic and level) first, then the classic sixteen. */
export const CONVERSATION_PACK_LIST: readonly ContentPack<ConversationQuestion>[] = [CONVERSATION_CLASSIC_PACK];

/** The pack with this id, or the list's first pack for an unknown id. */
export function packById<T>(packs: readonly ContentPack<T>[], id: string | null | undefined): ContentPack<T> {
  return packs.find((pack) => pack.id === id) ?? packs[0]!;
}

/** The pack after this one, wrapping round (what the "pack finished" screen offers). */
export function nextPack<T>(packs: readonly ContentPack<T>[], id: string): ContentPack<T> {
  const index = packs.findIndex((pack) => pack.id === id);
  return packs[(index + 1) % packs.length]!;
}

/** Ids of every pack in a list, for validating a room's or a page's choice. */
export function packIds<T>(packs: readonly ContentPack<T>[]): string[] {
  return packs.map((pack) => pack.id);
}
