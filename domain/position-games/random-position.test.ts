import { describe, expect, it } from "vitest";
import { seeded as seededRandom } from "../../tests/support/seeded-random";
import { planRandomReveal, RANDOM_CYCLES } from "./random-position";
import { buildWheelSegments, DESIRE_CATEGORIES, segmentLabel } from "./wheel-segments";
import type { ServerPosition } from "./types";

const position = (id: string): ServerPosition => ({
  id,
  title: `Title ${id}`,
  image: `/img/${id}.svg`,
  description: "",
  mediaType: "image",
  category: "Seated",
  difficulty: "beginner",
  tags: [],
  isDefault: true,
});

describe("random position", () => {
  it("cycles 8 times, then picks a final one different from the current", () => {
    const plan = planRandomReveal(5, seededRandom(9), 2);
    expect(plan.cycle).toHaveLength(RANDOM_CYCLES);
    expect(plan.final).not.toBe(2);
    expect(plan.final).toBeGreaterThanOrEqual(0);
    expect(planRandomReveal(0, seededRandom(9))).toEqual({ cycle: [], final: -1 });
  });
});

describe("wheel segments", () => {
  it("builds 12 segments with the five desire categories cycling", () => {
    const segments = buildWheelSegments(
      Array.from({ length: 20 }, (_, i) => position(String(i))),
      seededRandom(4),
    );
    expect(segments).toHaveLength(12);
    expect(new Set(segments.map((s) => s.id)).size).toBe(12);
    expect(new Set(segments.map((s) => s.category))).toEqual(new Set(DESIRE_CATEGORIES));
    expect(segments[0]!.category).toBe(segments[5]!.category);
    expect(buildWheelSegments([], seededRandom(4))).toEqual([]);
  });

  it("shortens labels at a word", () => {
    expect(segmentLabel("Lotus")).toBe("Lotus");
    expect(segmentLabel("The Butterfly by Candlelight")).toBe("The Butterfly…");
  });
});

describe("no-shuffle random", () => {
  it("keeps the list order with random() just below 1", async () => {
    const { shuffle } = await import("../random");
    expect(shuffle([1, 2, 3, 4], () => 0.999999)).toEqual([1, 2, 3, 4]);
  });
});
