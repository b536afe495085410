/**
 * Checks that keep the catalogue's writing individual: no two entries share a run of words long enough to read as
 * a template, and every description says enough to be worth reading.
 */

/** Two entries sharing this many consecutive words read as one template. */
export const SHARED_RUN_WORDS = 10;
/** A description shorter than this cannot say how the pairing differs from its base. */
export const MIN_DESCRIPTION_WORDS = 35;

/** Words that assume a couple's genders: the catalogue says "partner". */
export const GENDERED_WORDS = /\b(he|she|him|his|her|hers|man|woman|boyfriend|girlfriend|husband|wife)\b/i;
/** Anatomical or graphic words: the catalogue stays warm and tasteful (DECISIONS.md, "Content"). */
export const GRAPHIC_WORDS =
  /\b(genital\w*|penetrat\w*|thrust\w*|orgasm\w*|nipple\w*|breast\w*|penis|vagina\w*|clitor\w*|erection)\b/i;

export interface WrittenText {
  id: string;
  description: string;
  steps: readonly string[];
}

export interface SharedRun {
  run: string;
  ids: [string, string];
}

/**
 * The words of a text as a reader counts them: letters and digits, with an apostrophe or hyphen inside a word
 * keeping it whole ("partner's", "don't" and "face-to-face" are one word each), while quote marks and dashes
 * around words are not words of their own.
 */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .replace(/[’‘ʼ′]/g, "'")
      .replace(/[‐‑]/g, "-")
      .match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? []
  );
}

/**
 * Every run of `runLength` consecutive words that appears in two different entries (descriptions and steps
 * alike; a run never spans two steps). Each pair of entries is reported once, with the first run found.
 */
export function findSharedRuns(texts: readonly WrittenText[], runLength = SHARED_RUN_WORDS): SharedRun[] {
  const firstOwner = new Map<string, string>();
  const reported = new Set<string>();
  const runs: SharedRun[] = [];
  for (const text of texts) {
    for (const part of [text.description, ...text.steps]) {
      const words = wordsOf(part);
      for (let start = 0; start + runLength <= words.length; start += 1) {
        const run = words.slice(start, start + runLength).join(" ");
        const owner = firstOwner.get(run);
        if (owner === undefined) {
          firstOwner.set(run, text.id);
        } else if (owner !== text.id) {
          const pair = `${owner}|${text.id}`;
          if (!reported.has(pair)) {
            reported.add(pair);
            runs.push({ run, ids: [owner, text.id] });
          }
        }
      }
    }
  }
  return runs;
}

/** Ids of entries whose description is shorter than the minimum. */
export function findShortDescriptions(texts: readonly WrittenText[], minWords = MIN_DESCRIPTION_WORDS): string[] {
  return texts.filter((text) => wordsOf(text.description).length < minWords).map((text) => text.id);
}
