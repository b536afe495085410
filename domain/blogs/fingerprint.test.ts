import { describe, expect, it } from "vitest";
import {
  BAND_COUNT,
  exactSimilarity,
  FINGERPRINT_MAX_WORDS,
  isNearDuplicate,
  NEAR_DUPLICATE_SIMILARITY,
  normalisedWords,
  SIGNATURE_SIZE,
  similarity,
  storyFingerprint,
} from "./fingerprint";

/** A deterministic story of `count` words drawn from a small vocabulary with a seeded generator. */
function story(seed: number, count: number): string[] {
  const vocabulary =
    "we walked along the quiet harbour at dusk holding hands and talking about the year ahead while gulls circled over warm stones candles flickered in windows laughter drifted from a small cafe her scarf caught the breeze his coat smelled of rain their plans grew bolder".split(
      " ",
    );
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  };
  return Array.from({ length: count }, () => vocabulary[next() % vocabulary.length]!);
}

const html = (words: string[]) => `<p>${words.join(" ")}</p>`;

describe("normalising a story's words", () => {
  it("folds case, accents, punctuation, apostrophes, markup and white space", () => {
    expect(normalisedWords("Moonlight,  AGAIN!", "<p>Café&nbsp;for <b>two</b>… don't   stop.</p>")).toEqual([
      "moonlight",
      "again",
      "cafe",
      "for",
      "two",
      "dont",
      "stop",
    ]);
    expect(normalisedWords("", "<p> </p>")).toEqual([]);
  });
});

describe("a story's fingerprint", () => {
  it("is the same for the same words however they are dressed, and has its fixed shape", () => {
    const a = storyFingerprint("Harbour Walk", "<p>We walked, hand in hand, along the harbour at dusk.</p>")!;
    const b = storyFingerprint("harbour walk", "<h2>We walked hand in hand</h2><p>ALONG the harbour... at dusk</p>")!;
    expect(a.signature).toHaveLength(SIGNATURE_SIZE);
    expect(a.bands).toHaveLength(BAND_COUNT);
    expect(a.signature.every((value) => Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31)).toBe(true);
    expect(b).toEqual(a);
    expect(similarity(a.signature, b.signature)).toBe(1);
  });

  it("tells apart the same caption under different pictures", () => {
    const a = storyFingerprint("With a photo", '<p>Look</p><img src="/media/one.webp">')!;
    const b = storyFingerprint("With a photo", '<p>Look</p><img src="/media/two.webp">')!;
    const again = storyFingerprint("With a photo", '<p>Look</p><img alt="" src="/media/one.webp">')!;
    expect(isNearDuplicate(a.signature, b.signature)).toBe(false);
    expect(again.signature).toEqual(a.signature);
  });

  it("has nothing to compare for an empty story", () => {
    expect(storyFingerprint("", "<p></p>")).toBeNull();
  });

  it("calls a copy with one word in fifty changed a near duplicate", () => {
    const original = story(7, 400);
    const edited = original.map((word, index) => (index % 50 === 25 ? "velvet" : word));
    const a = storyFingerprint("Title", html(original))!;
    const b = storyFingerprint("Title", html(edited))!;
    expect(exactSimilarity(original, edited)).toBeGreaterThan(0.8);
    expect(isNearDuplicate(a.signature, b.signature)).toBe(true);
    // Sharing a band is what makes it a candidate in the database.
    expect(a.bands.some((band) => b.bands.includes(band))).toBe(true);
  });

  it("calls a copy with a new paragraph added at the end a near duplicate", () => {
    const original = story(11, 500);
    const longer = [...original, ...story(12, 40)];
    const a = storyFingerprint("T", html(original))!;
    const b = storyFingerprint("T", html(longer))!;
    expect(similarity(a.signature, b.signature)).toBeGreaterThanOrEqual(NEAR_DUPLICATE_SIMILARITY);
  });

  it("tells apart a story with one word in ten changed, and unrelated stories on the same words", () => {
    const original = story(21, 400);
    const rewritten = original.map((word, index) => (index % 10 === 5 ? "velvet" : word));
    const a = storyFingerprint("T", html(original))!;
    expect(exactSimilarity(original, rewritten)).toBeLessThan(0.5);
    expect(isNearDuplicate(a.signature, storyFingerprint("T", html(rewritten))!.signature)).toBe(false);
    const other = storyFingerprint("T", html(story(22, 400)))!;
    expect(similarity(a.signature, other.signature)).toBeLessThan(0.1);
    expect(a.bands.filter((band) => other.bands.includes(band))).toEqual([]);
  });

  it("estimates the exact similarity within a few hundredths", () => {
    const original = story(31, 600);
    for (const every of [8, 15, 30, 60]) {
      const edited = original.map((word, index) => (index % every === 3 ? "velvet" : word));
      const estimate = similarity(
        storyFingerprint("", html(original))!.signature,
        storyFingerprint("", html(edited))!.signature,
      );
      expect(Math.abs(estimate - exactSimilarity(original, edited))).toBeLessThan(0.12);
    }
  });

  it("reads at most FINGERPRINT_MAX_WORDS words, so a long story costs a bounded amount of work", () => {
    const long = story(41, FINGERPRINT_MAX_WORDS + 5_000);
    expect(storyFingerprint("", html(long))).toEqual(storyFingerprint("", html(long.slice(0, FINGERPRINT_MAX_WORDS))));
    expect(storyFingerprint("", html(long))!.words).toBe(FINGERPRINT_MAX_WORDS);
  });
});
