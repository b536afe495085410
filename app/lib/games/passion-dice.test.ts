import { describe, expect, it } from "vitest";
import { DICE_ACTIONS, PASSION_DICE_INTENSITY_LEVELS, passionDiceCandidates, type PassionDiceOptions } from "@content/games/dice";
import { addToPassionHistory, DEFAULT_PASSION_DICE_OPTIONS, rollPassionDiceFresh, type PassionHistoryEntry } from "./passion-dice";
import { seeded, sequence } from "../../../tests/support/seeded-random";

describe("rollPassionDiceFresh", () => {
  it("maps intensity to the highest spicyLevel: Mild 2, Medium 3, Spicy 5", () => {
    expect(PASSION_DICE_INTENSITY_LEVELS).toEqual({ Mild: 2, Medium: 3, Spicy: 5 });
    for (const intensity of ["Mild", "Medium", "Spicy"] as const) {
      const random = seeded(3);
      let seen: string[] = [];
      for (let i = 0; i < 20; i++) {
        const { roll, seen: next } = rollPassionDiceFresh({ ...DEFAULT_PASSION_DICE_OPTIONS, intensity }, seen, random);
        expect(roll.spicyLevel).toBeLessThanOrEqual(PASSION_DICE_INTENSITY_LEVELS[intensity]);
        seen = next;
      }
    }
  });

  it("does not repeat an action until every allowed one has come up", () => {
    const options: PassionDiceOptions = { mode: "Extreme", intensity: "Medium", location: "Shower", perspective: "His" };
    const allowed = passionDiceCandidates(DICE_ACTIONS, options);
    const random = seeded(11);
    let seen: string[] = [];
    const ids = new Set<string>();
    for (let i = 0; i < allowed.length; i++) {
      const result = rollPassionDiceFresh(options, seen, random);
      expect(result.restarted).toBe(false);
      expect(result.roll.spicyLevel).toBeGreaterThanOrEqual(2);
      expect(result.roll.location).toBe("Shower");
      expect(result.roll.perspective).toBe("His");
      ids.add(result.roll.id);
      seen = result.seen;
    }
    expect(ids.size).toBe(allowed.length);
    expect(rollPassionDiceFresh(options, seen, random).restarted).toBe(true);
  });

  it("resolves a Random perspective with the generator", () => {
    expect(rollPassionDiceFresh(DEFAULT_PASSION_DICE_OPTIONS, [], sequence(0, 0.1)).roll.perspective).toBe("His");
    expect(rollPassionDiceFresh(DEFAULT_PASSION_DICE_OPTIONS, [], sequence(0, 0, 0.9)).roll.perspective).toBe("Hers");
  });
});

describe("addToPassionHistory", () => {
  it("keeps the last 5 rolls, newest first", () => {
    const random = seeded(5);
    let history: PassionHistoryEntry[] = [];
    for (let n = 1; n <= 7; n++) {
      history = addToPassionHistory(history, { n, roll: rollPassionDiceFresh(DEFAULT_PASSION_DICE_OPTIONS, [], random).roll });
    }
    expect(history.map((entry) => entry.n)).toEqual([7, 6, 5, 4, 3]);
  });
});
