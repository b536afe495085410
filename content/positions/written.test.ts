import { describe, expect, it } from "vitest";
import { BASE_POSITIONS } from "./base-positions";
import { combinedId, droppedPositionRedirects, getCataloguePosition, positionsCatalogue } from "./catalogue";
import { CATALOGUE_MIN_SIZE } from "./self-check";
import { VARIATIONS, variationAppliesTo } from "./variations";
import { WRITTEN_VARIATIONS } from "./written";
import { findSharedRuns, findShortDescriptions, MIN_DESCRIPTION_WORDS, SHARED_RUN_WORDS, wordsOf } from "./writing-check";

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

  it("count the words of a description", () => {
    const short = { id: "short", description: "Too brief to say anything.", steps: [] };
    const long = { id: "long", description: Array.from({ length: MIN_DESCRIPTION_WORDS }, (_, i) => `w${i}`).join(" "), steps: [] };
    expect(findShortDescriptions([short, long])).toEqual(["short"]);
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
      for (const reason of Object.values(variation.dropped ?? {})) expect(wordsOf(reason).length).toBeGreaterThanOrEqual(5);
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
