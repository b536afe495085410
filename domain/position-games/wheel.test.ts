import { describe, expect, it } from "vitest";
import { seeded as seededRandom } from "../../tests/support/seeded-random";
import {
  MAX_EXTRA_ROTATION,
  MIN_EXTRA_ROTATION,
  nextRotation,
  normaliseAngle,
  pickWheelItems,
  randomIndex,
  segmentAtRotation,
  slicePath,
} from "./wheel";
import { shuffle } from "../random";

describe("segmentAtRotation", () => {
  it("reads the segment under the top pointer after a clockwise turn", () => {
    expect(segmentAtRotation(0, 12)).toBe(0);
    expect(segmentAtRotation(15, 12)).toBe(11); // segment 11 (330-360) moved under the pointer
    expect(segmentAtRotation(30, 12)).toBe(11);
    expect(segmentAtRotation(31, 12)).toBe(10);
    expect(segmentAtRotation(359, 12)).toBe(0);
    expect(segmentAtRotation(360 * 5 + 90, 12)).toBe(9);
    expect(segmentAtRotation(-30, 12)).toBe(1);
    expect(segmentAtRotation(0, 0)).toBe(-1);
  });

  it("matches the angle for every segment centre", () => {
    for (let index = 0; index < 12; index++) {
      const centre = index * 30 + 15;
      // Turning by (360 - centre) brings that centre to the top.
      expect(segmentAtRotation(360 - centre + 360 * 4, 12)).toBe(index);
    }
  });
});

describe("nextRotation", () => {
  it("adds 1440 to 2880 degrees with injected randomness", () => {
    expect(nextRotation(100, () => 0)).toBe(100 + MIN_EXTRA_ROTATION);
    expect(nextRotation(100, () => 0.999999)).toBeCloseTo(100 + MAX_EXTRA_ROTATION, 2);
    const random = seededRandom(7);
    for (let i = 0; i < 50; i++) {
      const extra = nextRotation(0, random);
      expect(extra).toBeGreaterThanOrEqual(1440);
      expect(extra).toBeLessThanOrEqual(2880);
    }
  });

  it("a seeded spin lands on the segment its final angle says", () => {
    const random = seededRandom(3);
    const target = nextRotation(0, random);
    const index = segmentAtRotation(target, 12);
    const pointer = normaliseAngle(360 - normaliseAngle(target));
    expect(pointer).toBeGreaterThanOrEqual(index * 30);
    expect(pointer).toBeLessThan((index + 1) * 30);
  });
});

describe("shuffle and picks", () => {
  it("shuffles deterministically with injected randomness, keeping every item", () => {
    const list = Array.from({ length: 20 }, (_, i) => i);
    const a = shuffle(list, seededRandom(1));
    const b = shuffle(list, seededRandom(1));
    expect(a).toEqual(b);
    expect([...a].sort((x, y) => x - y)).toEqual(list);
    expect(a).not.toEqual(list);
    expect(list[0]).toBe(0); // input untouched
  });

  it("always fills 12 segments, repeating a short list", () => {
    expect(pickWheelItems([1, 2, 3], 12, seededRandom(2))).toHaveLength(12);
    expect(
      new Set(
        pickWheelItems(
          Array.from({ length: 30 }, (_, i) => i),
          12,
          seededRandom(2),
        ),
      ).size,
    ).toBe(12);
    expect(pickWheelItems([], 12, seededRandom(2))).toEqual([]);
  });

  it("randomIndex avoids the current index when there is a choice", () => {
    for (let i = 0; i < 20; i++) expect(randomIndex(3, () => 0.4, 1)).not.toBe(1);
    expect(randomIndex(1, () => 0.5, 0)).toBe(0);
    expect(randomIndex(0, () => 0.5)).toBe(-1);
  });

  it("draws slice paths", () => {
    expect(slicePath(0, 12, 160, 150)).toMatch(/^M 160.000 160.000 L 160.000 10.000 A 150.000 150.000 0 0 1 /);
  });
});
