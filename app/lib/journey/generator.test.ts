import { describe, expect, it } from "vitest";
import { EXTRA_POOL_SIZE, generateJourney, journeyPool, poolFromEntries, type JourneyPosition } from "./generator";
import { seededRandom, shuffle } from "@domain/random";

function catalogue(counts: Record<string, number>): JourneyPosition[] {
  return Object.entries(counts).flatMap(([style, count]) =>
    Array.from({ length: count }, (_, i) => ({ id: `${style}-${i + 1}`, name: `${style} ${i + 1}`, style })),
  );
}

describe("journeyPool", () => {
  it("uses only the chosen style when it has enough positions", () => {
    const all = catalogue({ romantic: 10, passionate: 80, mixed: 80 });
    const pool = journeyPool(all, "romantic", 6, seededRandom(1));
    expect(pool).toHaveLength(10);
    expect(pool.every((position) => position.style === "romantic")).toBe(true);
  });

  it("adds 60 random positions of other styles when the style has fewer than the count", () => {
    const all = catalogue({ romantic: 2, passionate: 80, mixed: 80 });
    const pool = journeyPool(all, "romantic", 6, seededRandom(2));
    expect(pool).toHaveLength(2 + EXTRA_POOL_SIZE);
    expect(pool.slice(0, 2).map((p) => p.id)).toEqual(["romantic-1", "romantic-2"]);
    expect(new Set(pool.map((p) => p.id)).size).toBe(pool.length);
    // Different seeds draw different extras.
    const other = journeyPool(all, "romantic", 6, seededRandom(3));
    expect(other.map((p) => p.id)).not.toEqual(pool.map((p) => p.id));
  });

  it("adds fewer extras when the catalogue holds fewer", () => {
    const all = catalogue({ romantic: 1, mixed: 5 });
    expect(journeyPool(all, "romantic", 3, seededRandom(4))).toHaveLength(6);
  });

  it("treats an exactly large enough pool as enough", () => {
    const all = catalogue({ romantic: 6, mixed: 100 });
    expect(journeyPool(all, "romantic", 6, seededRandom(5))).toHaveLength(6);
  });
});

describe("generateJourney", () => {
  const all = catalogue({ romantic: 40, passionate: 40, adventurous: 3, mixed: 40 });

  it.each([3, 4, 5, 6])("returns %i distinct positions of the style", (count) => {
    const journey = generateJourney(all, "passionate", count, seededRandom(count));
    expect(journey).toHaveLength(count);
    expect(new Set(journey.map((p) => p.id)).size).toBe(count);
    expect(journey.every((p) => p.style === "passionate")).toBe(true);
  });

  it("fills a small style from the extra pool", () => {
    const journey = generateJourney(all, "adventurous", 6, seededRandom(9));
    expect(journey).toHaveLength(6);
    expect(new Set(journey.map((p) => p.id)).size).toBe(6);
  });

  it("is deterministic for a seed and varies between seeds", () => {
    const a = generateJourney(all, "romantic", 6, seededRandom(11)).map((p) => p.id);
    const b = generateJourney(all, "romantic", 6, seededRandom(11)).map((p) => p.id);
    const c = generateJourney(all, "romantic", 6, seededRandom(12)).map((p) => p.id);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it("copes with a random source returning exactly 1 and with an empty catalogue", () => {
    expect(generateJourney(all, "romantic", 4, () => 1)).toHaveLength(4);
    expect(generateJourney([], "romantic", 4, Math.random)).toEqual([]);
  });
});

describe("shuffle and pool entries", () => {
  it("keeps every element and leaves the input alone", () => {
    const input = [1, 2, 3, 4, 5, 6, 7];
    const output = shuffle(input, seededRandom(7));
    expect([...output].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("turns the server's compact tuples into positions", () => {
    expect(poolFromEntries([["romantic-1", "Lotus", "romantic"]])).toEqual([
      { id: "romantic-1", name: "Lotus", style: "romantic" },
    ]);
  });
});

describe("the journey in the address (the planner sent without JavaScript)", () => {
  it("reads style, count and seed, and refuses anything else", async () => {
    const { journeyRequestFrom } = await import("./generator");
    expect(
      journeyRequestFrom(new URLSearchParams("journey-style=passionate&journey-count=4&journey-seed=123")),
    ).toEqual({ style: "passionate", count: 4, seed: 123 });
    expect(journeyRequestFrom(new URLSearchParams("journey-style=passionate&journey-count=4"))).toEqual({
      style: "passionate",
      count: 4,
      seed: null,
    });
    expect(journeyRequestFrom(new URLSearchParams("journey-style=passionate&journey-count=4&journey-seed=-1"))).toEqual(
      { style: "passionate", count: 4, seed: null },
    );
    expect(journeyRequestFrom(new URLSearchParams("journey-style=spicy&journey-count=4"))).toBeNull();
    expect(journeyRequestFrom(new URLSearchParams("journey-style=romantic&journey-count=9"))).toBeNull();
    expect(journeyRequestFrom(new URLSearchParams(""))).toBeNull();
  });

  it("draws the same sequence from the same seed, a different one from another", () => {
    const all = Array.from({ length: 40 }, (_, index) => ({ id: `p${index}`, name: `P${index}`, style: "romantic" }));
    const draw = (seed: number) =>
      generateJourney(all, "romantic", 6, seededRandom(seed)).map((position) => position.id);
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    const random = seededRandom(7);
    for (let i = 0; i < 1000; i++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
