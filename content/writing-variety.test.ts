/**
 * Writing without templates (issue #46): no collection opens the same way too often, few position descriptions open
 * on their base's name or lean on a stock "who it suits" sentence, and no two sources share a run of ten words.
 */
import { describe, expect, it } from "vitest";
import { CONTENT_COLLECTIONS, type ContentCollection } from "../tests/support/content-collections";
import { BASE_POSITIONS } from "./positions/base-positions";
import { positionsCatalogue } from "./positions/catalogue";
import { VARIATIONS } from "./positions/variations";
import { SHARED_RUN_WORDS, wordsOf } from "./positions/writing-check";
import {
  allowedOpeningCount,
  commonestOpening,
  hasStockSuitsSentence,
  MAX_NAME_OPENING_SHARE,
  MAX_OPENING_SHARE,
  MAX_STOCK_SUITS_SHARE,
  MAX_TWO_WORD_OPENING_SHARE,
  opensWithName,
} from "./writing-variety";

/** Where the first word is the action itself (a die's verb, a dare's), no verb may take more than this share. */
const MAX_IMPERATIVE_VERB_SHARE = 0.15;
const IMPERATIVE_COLLECTIONS = new Set(["dice actions", "dares"]);

const baseNames = new Map(BASE_POSITIONS.map((base) => [base.id, base.name]));
const namedFirst = (entry: (typeof positionsCatalogue)[number]) =>
  opensWithName(entry.description, baseNames.get(entry.baseId)!);

/** Each variation's descriptions are read together on its own list, so each is a collection too. */
const VARIATION_COLLECTIONS: readonly ContentCollection[] = VARIATIONS.map((variation) => {
  const entries = positionsCatalogue.filter((entry) => entry.variationId === variation.id);
  return {
    name: `${variation.id} descriptions`,
    items: entries.map((entry) => ({ id: entry.id, text: entry.description })),
    whole: [],
  };
});

function overOpening(collection: ContentCollection, words: number, share: number): string | null {
  const commonest = commonestOpening(
    collection.items.map((item) => item.text),
    words,
  );
  if (!commonest) return null;
  const allowed = allowedOpeningCount(collection.items.length, share);
  return commonest.count > allowed
    ? `${collection.name}: ${commonest.count} of ${collection.items.length} open "${commonest.opening}…" (at most ${allowed})`
    : null;
}

/** Runs of `length` words that items of two different collections share, each pair of collections once. */
function sharedAcrossSources(collections: readonly ContentCollection[], length = SHARED_RUN_WORDS): string[] {
  const owner = new Map<string, { source: string; id: string }>();
  const found = new Map<string, string>();
  for (const collection of collections) {
    for (const item of collection.whole) {
      for (const part of item.text.split("\n")) {
        const words = wordsOf(part);
        for (let start = 0; start + length <= words.length; start += 1) {
          const run = words.slice(start, start + length).join(" ");
          const first = owner.get(run);
          if (!first) owner.set(run, { source: collection.name, id: item.id });
          else if (first.source !== collection.name) {
            const key = `${first.source}|${first.id}|${collection.name}|${item.id}`;
            if (!found.has(key))
              found.set(key, `${first.source} ${first.id} and ${collection.name} ${item.id}: "${run}"`);
          }
        }
      }
    }
  }
  return [...found.values()];
}

describe("the measures", () => {
  it("finds the base's name at the opening, and only there", () => {
    expect(opensWithName("The Lotus already keeps your faces close.", "Lotus")).toBe(true);
    expect(opensWithName("In the Slow Embrace the partner above rests.", "Slow Embrace")).toBe(true);
    expect(opensWithName("Spooning is the sleepiest shape.", "Spooning")).toBe(true);
    expect(opensWithName("Candlelight turns a face gold, and the Lotus shows it best.", "Lotus")).toBe(false);
    expect(opensWithName("The Lotusflower is not a base.", "Lotus")).toBe(false);
  });

  it("recognises the stock 'who it suits' sentences and their near twins", () => {
    for (const stock of [
      "Sit close. Lovely for an anniversary.",
      "Stay a while. Perfect for a winter evening.",
      "Made to last, and for couples who like things equal.",
      "Rock slowly. A natural choice for a first night.",
      "Hold on. It is a good choice for lazy Sundays.",
      "Breathe. Ideal for making up after a quarrel.",
    ])
      expect(hasStockSuitsSentence(stock), stock).toBe(true);
    for (const fine of [
      "Good morning kisses come first.",
      "The ice is kept moving, and the warmth follows.",
      "Perfectly still, you wait for the next touch.",
    ])
      expect(hasStockSuitsSentence(fine), fine).toBe(false);
  });

  it("counts openings by their first words, with a floor of one per opening", () => {
    expect(commonestOpening(["One partner lies back.", "One partner lies down.", "Both of you sit."], 3)).toEqual({
      opening: "one partner lies",
      count: 2,
      share: 2 / 3,
    });
    expect(allowedOpeningCount(802, MAX_OPENING_SHARE)).toBe(80);
    expect(allowedOpeningCount(4, MAX_OPENING_SHARE)).toBe(1);
  });

  it("finds a ten-word run shared by two sources and ignores one inside a source", () => {
    const run = "keep the ice cube moving and never leave it resting";
    const make = (name: string, ...texts: string[]): ContentCollection => ({
      name,
      items: [],
      whole: texts.map((text, index) => ({ id: String(index), text })),
    });
    expect(sharedAcrossSources([make("ideas", `First ${run} there.`, `Then ${run} here.`)])).toEqual([]);
    expect(sharedAcrossSources([make("ideas", `First ${run}.`), make("dice", `Always ${run} anywhere.`)])).toHaveLength(
      1,
    );
  });
});

describe("writing without templates", () => {
  it("reads every collection", () => {
    expect(CONTENT_COLLECTIONS.length).toBeGreaterThanOrEqual(20);
    for (const collection of CONTENT_COLLECTIONS) expect(collection.items.length, collection.name).toBeGreaterThan(0);
    expect(VARIATION_COLLECTIONS.every((collection) => collection.items.length > 0)).toBe(true);
  });

  it("no first three words open more than a tenth of any collection, nor two words a fifth", () => {
    const over = [...CONTENT_COLLECTIONS, ...VARIATION_COLLECTIONS].flatMap((collection) =>
      [overOpening(collection, 3, MAX_OPENING_SHARE), overOpening(collection, 2, MAX_TWO_WORD_OPENING_SHARE)].filter(
        (line): line is string => line !== null,
      ),
    );
    expect(over).toEqual([]);
  });

  it("no one verb starts too many dice faces or dares", () => {
    const over = CONTENT_COLLECTIONS.filter((collection) => IMPERATIVE_COLLECTIONS.has(collection.name))
      .map((collection) => overOpening(collection, 1, MAX_IMPERATIVE_VERB_SHARE))
      .filter((line): line is string => line !== null);
    expect(over).toEqual([]);
  });

  it(`at most ${MAX_NAME_OPENING_SHARE * 100}% of position descriptions open on their base's name`, () => {
    const opening = positionsCatalogue.filter(namedFirst).length;
    expect(opening / positionsCatalogue.length).toBeLessThanOrEqual(MAX_NAME_OPENING_SHARE);
  });

  it(`at most ${MAX_STOCK_SUITS_SHARE * 100}% of position descriptions carry a stock "who it suits" sentence`, () => {
    const stock = positionsCatalogue.filter((entry) => hasStockSuitsSentence(entry.description)).length;
    expect(stock / positionsCatalogue.length).toBeLessThanOrEqual(MAX_STOCK_SUITS_SHARE);
  });

  it(`no two content sources share a run of ${SHARED_RUN_WORDS} words`, () => {
    expect(sharedAcrossSources(CONTENT_COLLECTIONS)).toEqual([]);
  });
});
