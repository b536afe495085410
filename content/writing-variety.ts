/**
 * Measures of a house style hardening into templates (issue #46): how often a collection's texts open the same way,
 * how many position descriptions open on their base's name, and how many lean on a stock "who it is for" sentence.
 * Pure functions over text, so a test can hold the content to them and a writer can run them on a draft.
 */
import { wordsOf } from "./positions/writing-check";

/** No opening (its first three words) may start more than this share of a collection. */
export const MAX_OPENING_SHARE = 0.1;
/** Nor may the first two words: "One partner…" and "Your partner…" read as one template whatever follows. */
export const MAX_TWO_WORD_OPENING_SHARE = 0.2;
/** At most this share of position descriptions may open with their base's name. */
export const MAX_NAME_OPENING_SHARE = 0.3;
/** At most this share of position descriptions may carry a stock "who it suits" sentence. */
export const MAX_STOCK_SUITS_SHARE = 0.15;
/** A name counts as the opening when it starts within this many words of the start ("In the Lotus, …"). */
const NAME_OPENING_WORDS = 4;

/**
 * A sentence whose whole job is to say who or when a position suits, in the stock forms the review counted:
 * "for couples who…", or a sentence opening "Good/Lovely/Perfect/Ideal for…" and their near twins.
 */
export const STOCK_SUITS_SENTENCE =
  /\bfor couples who\b|(?:^|[.!?;:]\s+)(?:(?:it is |it's |this is )?(?:a |an )?(?:good|lovely|perfect|ideal|great|wonderful|natural|fine|sweet|best)(?: choice| pick| match| fit)? for\b|(?:just right|well suited|made|meant) for\b)/i;

export interface OpeningCount {
  readonly opening: string;
  readonly count: number;
  readonly share: number;
}

/** The first `words` words of a text, lower-cased, as the reader meets them. */
export function openingOf(text: string, words = 3): string {
  return wordsOf(text).slice(0, words).join(" ");
}

/** The most frequent opening of a collection and its share; empty collections report nothing. */
export function commonestOpening(texts: readonly string[], words = 3): OpeningCount | null {
  if (texts.length === 0) return null;
  const counts = new Map<string, number>();
  for (const text of texts) {
    const opening = openingOf(text, words);
    counts.set(opening, (counts.get(opening) ?? 0) + 1);
  }
  let best: [string, number] = ["", 0];
  for (const entry of counts) if (entry[1] > best[1]) best = entry;
  return { opening: best[0], count: best[1], share: best[1] / texts.length };
}

/**
 * The largest count an opening may reach in a collection of `size` under `share`: a share of a small collection
 * rounds down, but any collection may hold one text of each opening.
 */
export function allowedOpeningCount(size: number, share: number): number {
  return Math.max(1, Math.floor(size * share + 1e-9));
}

/** Whether a description opens on the name of the position it describes ("The Lotus…", "In Twin Crescents…"). */
export function opensWithName(description: string, name: string): boolean {
  const nameWords = wordsOf(name).filter((word, index) => !(index === 0 && word === "the"));
  if (nameWords.length === 0) return false;
  const words = wordsOf(description);
  for (let start = 0; start < NAME_OPENING_WORDS && start + nameWords.length <= words.length; start += 1) {
    if (nameWords.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

export function hasStockSuitsSentence(text: string): boolean {
  return STOCK_SUITS_SENTENCE.test(text);
}
