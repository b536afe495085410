/**
 * A story's fingerprint, to refuse the same story sent twice (or sent again with a few words changed).
 *
 * - Normalised text: the title and the text without HTML, accents folded, lower case, every run of punctuation
 *   and white space one space. "Moonlight, Again!" and "moonlight again" are the same words. Each picture or video
 *   the story shows adds one word (a hash of its address).
 * - Shingles: every run of SHINGLE_WORDS consecutive words (a text shorter than that is one shingle).
 * - MinHash: for each of SIGNATURE_SIZE hash functions, the smallest hash of any shingle. The share of positions
 *   where two signatures agree estimates the Jaccard similarity of the two shingle sets (standard error
 *   sqrt(J(1-J)/128): ±0.035 around 0.8).
 * - Bands: the signature cut into BAND_COUNT bands of BAND_ROWS values, each band hashed to a short key. Stories
 *   that share a band key are the only candidates compared (an indexed array overlap in the database), so a
 *   submission never reads every story: two stories with Jaccard 0.8 share a band with probability
 *   1 - (1 - 0.8^4)^32 > 0.9999; two with 0.3, 23%; unrelated stories almost never.
 *
 * Near duplicate: estimated Jaccard >= NEAR_DUPLICATE_SIMILARITY (0.8). Why 0.8: "90% of its shingles are the
 * other's" for both of two stories of similar length is an intersection of 0.9n and a union of 1.1n, a Jaccard
 * of 0.82. Changing one word in twenty of a story moves it below (each changed word changes up to five
 * shingles), so the measure catches a copy with a few words swapped, not a story on the same theme.
 * Pure and deterministic: the same text always gives the same fingerprint, on any machine.
 */
import { stripHtml } from "./text";

export const SHINGLE_WORDS = 5;
export const SIGNATURE_SIZE = 128;
export const BAND_ROWS = 4;
export const BAND_COUNT = SIGNATURE_SIZE / BAND_ROWS;
export const NEAR_DUPLICATE_SIMILARITY = 0.8;
/** Words of a story read for its fingerprint: longer stories are told apart by their first 20,000 words. */
export const FINGERPRINT_MAX_WORDS = 20_000;

export interface StoryFingerprint {
  /** SIGNATURE_SIZE signed 32-bit integers (PostgreSQL's integer). */
  signature: number[];
  /** BAND_COUNT keys such as "7:1a2b3c4d". */
  bands: string[];
  /** How many words the normalised text has. */
  words: number;
}

/** The pictures and videos a story shows, each as one word of its own ("m" and a hash of its address). */
function mediaWords(html: string): string[] {
  const words: string[] = [];
  for (const match of html.matchAll(/<(?:img|video|source)\b[^>]*?\ssrc\s*=\s*["']?([^"'\s>]+)/gi)) {
    words.push(`m${fnv1a(match[1]!).toString(36)}`);
  }
  return words;
}

/**
 * The words of a title and an HTML text, normalised: accents folded, lower case, punctuation dropped; then one word
 * for each picture or video it shows, so two stories with the same caption under different pictures differ.
 */
export function normalisedWords(title: string, html: string): string[] {
  return [...textWords(title, html), ...mediaWords(html)].slice(0, FINGERPRINT_MAX_WORDS);
}

function textWords(title: string, html: string): string[] {
  const text = `${title} ${stripHtml(html)}`
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    // An apostrophe inside a word joins it ("don't" = "dont"); every other non-letter, non-digit separates.
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  if (!text) return [];
  return text.split(" ").slice(0, FINGERPRINT_MAX_WORDS);
}

/** FNV-1a over a string's UTF-16 units: a fast, well-spread 32-bit hash. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finaliser: every input bit moves every output bit. */
function mix(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The hash functions' seeds: fixed, so fingerprints stored months ago still compare. */
const SEEDS = Array.from({ length: SIGNATURE_SIZE }, (_, index) => mix(0x9e3779b9 ^ Math.imul(index + 1, 0x27d4eb2d)));

/** The distinct hashes of a text's shingles. */
export function shingleHashes(words: readonly string[]): Set<number> {
  const hashes = new Set<number>();
  if (words.length === 0) return hashes;
  if (words.length <= SHINGLE_WORDS) {
    hashes.add(fnv1a(words.join(" ")));
    return hashes;
  }
  for (let start = 0; start + SHINGLE_WORDS <= words.length; start += 1) {
    hashes.add(fnv1a(words.slice(start, start + SHINGLE_WORDS).join(" ")));
  }
  return hashes;
}

/** The fingerprint of a story; null when it has no words at all (nothing to compare). */
export function storyFingerprint(title: string, html: string): StoryFingerprint | null {
  const words = normalisedWords(title, html);
  const hashes = shingleHashes(words);
  if (hashes.size === 0) return null;
  const minimums = new Array<number>(SIGNATURE_SIZE).fill(0xffffffff);
  for (const hash of hashes) {
    for (let index = 0; index < SIGNATURE_SIZE; index += 1) {
      const value = mix(hash ^ SEEDS[index]!);
      if (value < minimums[index]!) minimums[index] = value;
    }
  }
  const signature = minimums.map((value) => value | 0);
  const bands: string[] = [];
  for (let band = 0; band < BAND_COUNT; band += 1) {
    const rows = signature.slice(band * BAND_ROWS, band * BAND_ROWS + BAND_ROWS).join(",");
    bands.push(`${band}:${fnv1a(rows).toString(16).padStart(8, "0")}`);
  }
  return { signature, bands, words: words.length };
}

/** The estimated Jaccard similarity of two stories' shingle sets: the share of signature positions that agree. */
export function similarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== SIGNATURE_SIZE || b.length !== SIGNATURE_SIZE) return 0;
  let same = 0;
  for (let index = 0; index < SIGNATURE_SIZE; index += 1) if (a[index] === b[index]) same += 1;
  return same / SIGNATURE_SIZE;
}

/** The exact Jaccard similarity of two texts' shingle sets (for tests and for judging the estimate). */
export function exactSimilarity(a: readonly string[], b: readonly string[]): number {
  const left = shingleHashes(a);
  const right = shingleHashes(b);
  if (left.size === 0 && right.size === 0) return 1;
  let shared = 0;
  for (const hash of left) if (right.has(hash)) shared += 1;
  return shared / (left.size + right.size - shared);
}

export function isNearDuplicate(a: readonly number[], b: readonly number[]): boolean {
  return similarity(a, b) >= NEAR_DUPLICATE_SIMILARITY;
}
