import { describe, expect, it } from "vitest";
import {
  advanceStep,
  canGoBack,
  clampStep,
  isFinalStep,
  retreatStep,
  stepFromParam,
  stepProgressPercent,
} from "./steps";

describe("step walkthrough", () => {
  it("keeps Previous disabled on the first step and offers Complete on the last", () => {
    expect(canGoBack({ step: 0, total: 4 })).toBe(false);
    expect(canGoBack({ step: 1, total: 4 })).toBe(true);
    expect(isFinalStep({ step: 2, total: 4 })).toBe(false);
    expect(isFinalStep({ step: 3, total: 4 })).toBe(true);
    expect(isFinalStep({ step: 0, total: 0 })).toBe(false);
  });

  it("moves one step within bounds; Next on the last step completes (null)", () => {
    expect(advanceStep({ step: 0, total: 3 })).toBe(1);
    expect(advanceStep({ step: 2, total: 3 })).toBeNull();
    expect(advanceStep({ step: 0, total: 0 })).toBeNull();
    expect(retreatStep({ step: 2, total: 3 })).toBe(1);
    expect(retreatStep({ step: 0, total: 3 })).toBe(0);
  });

  it("clamps steps and reads 1-based URL steps", () => {
    expect(clampStep(-3, 4)).toBe(0);
    expect(clampStep(9, 4)).toBe(3);
    expect(clampStep(Number.NaN, 4)).toBe(0);
    expect(clampStep(2, 0)).toBe(0);
    expect(stepFromParam("2", 4)).toBe(1);
    expect(stepFromParam("99", 4)).toBe(3);
    expect(stepFromParam("abc", 4)).toBe(0);
    expect(stepFromParam(null, 4)).toBe(0);
    expect(stepFromParam("0", 4)).toBe(0);
  });

  it("reports progress including the current step", () => {
    expect(stepProgressPercent({ step: 0, total: 4 })).toBe(25);
    expect(stepProgressPercent({ step: 3, total: 4 })).toBe(100);
    expect(stepProgressPercent({ step: 0, total: 0 })).toBe(0);
  });
});
