import { describe, expect, it } from "vitest";
import {
  clampVisibleCount,
  erasedShare,
  isRevealStillValid,
  isScratchedEnough,
  nextExpiry,
  nextVisibleCount,
  parseReveals,
  revealProgress,
} from "./scratch";
import { SCRATCH } from "./types";

function rgba(pixels: number, erased: number): Uint8ClampedArray {
  const data = new Uint8ClampedArray(pixels * 4).fill(255);
  for (let i = 0; i < erased; i++) data[i * 4 + 3] = 0;
  return data;
}

describe("scratch coverage", () => {
  it("measures the erased share and reveals above 30 %", () => {
    expect(erasedShare(rgba(100, 0), 1)).toBe(0);
    expect(erasedShare(rgba(100, 30), 1)).toBeCloseTo(0.3);
    expect(isScratchedEnough(0.3)).toBe(false);
    expect(isScratchedEnough(0.31)).toBe(true);
    expect(erasedShare(rgba(100, 100), 4)).toBe(1);
    expect(erasedShare(new Uint8ClampedArray(0))).toBe(0);
  });
});

describe("reveal memory (24 h)", () => {
  const now = Date.parse("2026-06-15T12:00:00Z");
  it("keeps reveals younger than 24 h and drops older ones and bad data", () => {
    const raw = JSON.stringify({
      a: now - 1000,
      b: now - SCRATCH.revealMemoryMs,
      c: "x",
      d: now - SCRATCH.revealMemoryMs + 1,
    });
    expect(parseReveals(raw, now)).toEqual({ a: now - 1000, d: now - SCRATCH.revealMemoryMs + 1 });
    expect(parseReveals("{bad json", now)).toEqual({});
    expect(parseReveals("[1,2]", now)).toEqual({});
    expect(parseReveals(null, now)).toEqual({});
  });

  it("a card revealed now is covered again 24 h later", () => {
    expect(isRevealStillValid(now, now + SCRATCH.revealMemoryMs - 1)).toBe(true);
    expect(isRevealStillValid(now, now + SCRATCH.revealMemoryMs)).toBe(false);
    expect(nextExpiry({ a: now - 1000, b: now }, now)).toBe(SCRATCH.revealMemoryMs - 1000);
    expect(nextExpiry({}, now)).toBeNull();
  });

  it("counts progress over the current list only", () => {
    expect(revealProgress(["a", "b", "c", "d"], { a: 1, z: 2 })).toEqual({ revealed: 1, total: 4, percent: 25 });
    expect(revealProgress([], {})).toEqual({ revealed: 0, total: 0, percent: 0 });
  });
});

describe("visible count", () => {
  it("starts at 4, grows by 4 and stays within the total", () => {
    expect(clampVisibleCount(null, 24)).toBe(4);
    expect(clampVisibleCount("12", 24)).toBe(12);
    expect(clampVisibleCount("100", 24)).toBe(24);
    expect(clampVisibleCount("1", 24)).toBe(4);
    expect(clampVisibleCount("nope", 2)).toBe(2);
    expect(nextVisibleCount(4, 24)).toBe(8);
    expect(nextVisibleCount(22, 24)).toBe(24);
  });
});
