import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BASE_POSITIONS } from "./base-positions";
import {
  buildPositionsCatalogue,
  combinedId,
  droppedPositionRedirects,
  getCataloguePosition,
  positionsCatalogue,
  unwrittenPairings,
} from "./catalogue";
import { CATALOGUE_MIN_SIZE } from "./self-check";
import { VARIATIONS, variationAppliesTo } from "./variations";
import { WRITTEN_VARIATIONS } from "./written";
import {
  findSharedRuns,
  findShortDescriptions,
  MIN_DESCRIPTION_WORDS,
  SHARED_RUN_WORDS,
  wordsOf,
} from "./writing-check";

describe("the catalogue's writing checks", () => {
  it("find a run of ten words shared by two entries, in descriptions and steps alike", () => {
    const shared = "you both lie down slowly and hold each other close for a while";
    const runs = findSharedRuns([
      { id: "a", description: `First, ${shared}.`, steps: [] },
      { id: "b", description: "Something else entirely.", steps: ["Begin gently.", `Then ${shared}.`] },
      { id: "c", description: "you both lie down and hold each other close", steps: [] },
    ]);
    expect(runs.map((run) => run.ids)).toEqual([["a", "b"]]);
    expect(wordsOf(runs[0]!.run)).toHaveLength(SHARED_RUN_WORDS);
  });

  it("do not join the end of one step to the start of the next", () => {
    const runs = findSharedRuns([
      { id: "a", description: "", steps: ["one two three four five", "six seven eight nine ten"] },
      { id: "b", description: "one two three four five six seven eight nine ten", steps: [] },
    ]);
    expect(runs).toEqual([]);
  });

  it("count words as a reader does: an apostrophe or hyphen inside a word keeps it whole", () => {
    expect(wordsOf("Hold each other’s hands, face-to-face — don't rush.")).toEqual([
      "hold",
      "each",
      "other's",
      "hands",
      "face-to-face",
      "don't",
      "rush",
    ]);
    expect(wordsOf("The partners' ‘slow’ dance")).toEqual(["the", "partners", "slow", "dance"]);
    // Nine words to a reader, so not a ten-word run, however the apostrophe is typed.
    const runs = findSharedRuns([
      { id: "a", description: "Then stand close with your arms around each other's waists.", steps: [] },
      { id: "b", description: "Now stand close with your arms around each other’s waists.", steps: [] },
    ]);
    expect(runs).toEqual([]);
    const tenWords = "stand close, face-to-face, with your arms around each other's waists and sway";
    expect(
      findSharedRuns([
        { id: "a", description: tenWords, steps: [] },
        { id: "b", description: tenWords.replace("other's", "other’s"), steps: [] },
      ]).map((run) => run.ids),
    ).toEqual([["a", "b"]]);
  });

  it("count the words of a description", () => {
    const short = { id: "short", description: "Too brief to say anything.", steps: [] };
    const long = {
      id: "long",
      description: Array.from({ length: MIN_DESCRIPTION_WORDS }, (_, i) => `w${i}`).join(" "),
      steps: [],
    };
    expect(findShortDescriptions([short, long])).toEqual(["short"]);
    // Hyphenated words count once, as a reader counts them: 34 words here, one short of the floor.
    const hyphens = {
      id: "hyphens",
      description: `${Array.from({ length: MIN_DESCRIPTION_WORDS - 3 }, (_, i) => `w${i}`).join(" ")} partner-on-top side-by-side`,
      steps: [],
    };
    expect(findShortDescriptions([hyphens])).toEqual(["hyphens"]);
  });
});

describe("every entry of the catalogue", () => {
  const texts = positionsCatalogue.map((entry) => ({
    id: entry.id,
    description: entry.description,
    steps: entry.instructions,
  }));

  it("is written by hand: every pairing a variation suits is written or dropped, and no other", () => {
    for (const variation of VARIATIONS) {
      const written = WRITTEN_VARIATIONS[variation.id];
      expect(written, variation.id).toBeDefined();
      for (const base of BASE_POSITIONS) {
        const id = combinedId(base.id, variation.id);
        const entry = written!.entries[base.id];
        const dropped = written!.dropped?.[base.id];
        if (base.pairedByWriting)
          expect(dropped, `${id}: a base paired by writing has nothing to drop`).toBeUndefined();
        if (variationAppliesTo(variation, base))
          expect(entry !== undefined && dropped !== undefined, `${id} is written and dropped`).toBe(false);
        else expect(entry ?? dropped, id).toBeUndefined();
      }
    }
    expect(unwrittenPairings()).toEqual([]);
  });

  it("never falls back to a template: a pairing without its own entry is reported, not listed", () => {
    const variation = VARIATIONS.find((candidate) => candidate.id === "candlelight")!;
    const bases = BASE_POSITIONS.filter((base) => base.id === "romantic-1" || base.id === "romantic-2");
    const lotus = WRITTEN_VARIATIONS.candlelight!.entries["romantic-1"]!;
    const partial = { candlelight: { entries: { "romantic-1": lotus } } };
    expect(unwrittenPairings(bases, [variation], partial)).toEqual(["romantic-2--candlelight"]);
    const ids = buildPositionsCatalogue(bases, [variation], partial).map((entry) => entry.id);
    expect(ids).toEqual(["romantic-1", "romantic-2", "romantic-1--candlelight"]);
    const dropped = {
      candlelight: { entries: { "romantic-1": lotus }, dropped: { "romantic-2": "Only to test the report." } },
    };
    expect(unwrittenPairings(bases, [variation], dropped)).toEqual([]);
  });

  it("shares no run of ten words with any other entry, in descriptions or steps", () => {
    expect(findSharedRuns(texts).map((shared) => `${shared.ids.join(" and ")}: "${shared.run}"`)).toEqual([]);
  });

  it(`has a description of at least ${MIN_DESCRIPTION_WORDS} words`, () => {
    expect(findShortDescriptions(texts)).toEqual([]);
  });

  it("has three to seven steps of its own", () => {
    for (const entry of positionsCatalogue) {
      expect(entry.instructions.length, entry.id).toBeGreaterThanOrEqual(3);
      expect(entry.instructions.length, entry.id).toBeLessThanOrEqual(7);
    }
  });

  // names.txt was read through once, name by name, to see that each makes sense on its base. A name that changes,
  // appears or goes away fails here until the list is updated, and read, again (`npx tsx scripts/check-writing.ts
  // --names` writes the new list).
  it("has the name listed for it in names.txt", () => {
    const listed = readFileSync(new URL("./names.txt", import.meta.url), "utf8")
      .trimEnd()
      .split("\n");
    expect(positionsCatalogue.map((entry) => `${entry.id}\t${entry.name}`)).toEqual(listed);
  });
});

describe("pairings that do not make sense", () => {
  it("are dropped with a reason, their old ids sent to the base, and the catalogue keeps at least 500 entries", () => {
    const redirects = droppedPositionRedirects();
    expect(redirects.get("adventurous-2--dressed-up")).toBe("adventurous-2");
    expect(redirects.get("adventurous-1--dressed-up")).toBe("adventurous-1");
    for (const [id, baseId] of redirects) {
      expect(getCataloguePosition(id)).toBeUndefined();
      expect(getCataloguePosition(baseId)?.variationId).toBeNull();
      expect(id.startsWith(`${baseId}--`)).toBe(true);
    }
    for (const variation of Object.values(WRITTEN_VARIATIONS)) {
      for (const reason of Object.values(variation.dropped ?? {}))
        expect(wordsOf(reason).length).toBeGreaterThanOrEqual(5);
    }
    expect(positionsCatalogue.length).toBeGreaterThanOrEqual(CATALOGUE_MIN_SIZE);
  });

  it("are only ever pairings a variation would otherwise suit", () => {
    for (const variation of VARIATIONS) {
      for (const baseId of Object.keys(WRITTEN_VARIATIONS[variation.id]?.dropped ?? {})) {
        const base = BASE_POSITIONS.find((candidate) => candidate.id === baseId);
        expect(base && variationAppliesTo(variation, base), combinedId(baseId, variation.id)).toBe(true);
      }
    }
  });
});
