import { describe, expect, it } from "vitest";
import {
  DICE_ACTIONS,
  DICE_LEVEL_NAMES,
  PASSION_DICE_INTENSITIES,
  PASSION_DICE_INTENSITY_LEVELS,
  PASSION_DICE_MODES,
  type DiceAction,
  type PassionDiceLeader,
  type PassionDiceOptions,
} from "@content/games/dice";
import { PASSION_DICE_PACK_LIST } from "@content/games/packs";
import {
  addToPassionHistory,
  softenInPassionHistory,
  DEFAULT_PASSION_DICE_OPTIONS,
  leaderText,
  MAX_RANDOM_LEADS_IN_A_ROW,
  nextLeader,
  passionDiceCandidates,
  passionDiceProgress,
  perspectiveLabel,
  rollPassionDice,
  rollPassionDiceFresh,
  softerPassionAction,
  type PassionHistoryEntry,
} from "./passion-dice";
import { diceActionFace } from "./dice-action-face";
import { seeded, sequence } from "../../tests/support/seeded-random";

describe("rollPassionDice", () => {
  it("rolls deterministically with a seeded random", () => {
    const options: PassionDiceOptions = {
      mode: "Romantic",
      intensity: "Medium",
      location: "Kitchen",
      perspective: "Random",
    };
    /** Twenty rolls from a generator seeded with 42. */
    const twentyRolls = () => {
      const random = seeded(42);
      return Array.from({ length: 20 }, () => rollPassionDice(DICE_ACTIONS, options, random));
    };
    const first = twentyRolls();
    expect(first).toEqual(twentyRolls());
    expect(new Set(first.map((r) => r.id)).size).toBeGreaterThan(1);
    expect(new Set(first.map((r) => r.perspective))).toEqual(new Set(["Partner 1", "Partner 2"]));
    for (const roll of first) {
      const source = DICE_ACTIONS.find((a) => a.id === roll.id);
      expect(source).toBeDefined();
      expect(roll.action).toBe(source!.action);
      expect(roll.bodyPart).toBe(source!.bodyPart);
      expect(roll.location).toBe("Kitchen");
      expect(roll.levelName).toBe(DICE_LEVEL_NAMES[roll.spicyLevel]);
    }
  });

  it("respects the intensity mapping in both modes", () => {
    const random = seeded(7);
    for (const intensity of PASSION_DICE_INTENSITIES) {
      const max = PASSION_DICE_INTENSITY_LEVELS[intensity];
      for (const mode of PASSION_DICE_MODES) {
        const levels = new Set<number>();
        for (let i = 0; i < 300; i++) {
          const roll = rollPassionDice(
            DICE_ACTIONS,
            { mode, intensity, location: "Bedroom", perspective: "Partner 2" },
            random,
          );
          expect(roll.spicyLevel).toBeLessThanOrEqual(max);
          expect(roll.perspective).toBe("Partner 2");
          if (mode === "Extreme") expect(roll.spicyLevel).toBeGreaterThanOrEqual(max - 1);
          levels.add(roll.spicyLevel);
        }
        expect(levels.has(max)).toBe(true);
        if (mode === "Romantic") expect(levels.has(1)).toBe(true);
      }
    }
  });

  it("picks the edges of the candidate list and falls back when nothing fits", () => {
    const mild = DICE_ACTIONS.filter((a) => a.spicyLevel <= 2);
    const opts: PassionDiceOptions = {
      mode: "Romantic",
      intensity: "Mild",
      location: "Shower",
      perspective: "Partner 1",
    };
    expect(rollPassionDice(DICE_ACTIONS, opts, () => 0).id).toBe(mild[0]!.id);
    expect(rollPassionDice(DICE_ACTIONS, opts, () => 0.999999).id).toBe(mild[mild.length - 1]!.id);
    const onlyFire: DiceAction[] = [{ id: "x", action: "X", bodyPart: "Lips", duration: "1 minute", spicyLevel: 5 }];
    expect(rollPassionDice(onlyFire, opts, () => 0.5).id).toBe("x");
    expect(() => rollPassionDice([], opts, () => 0.5)).toThrow();
  });
});

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
    const options: PassionDiceOptions = {
      mode: "Extreme",
      intensity: "Medium",
      location: "Shower",
      perspective: "Partner 1",
    };
    const allowed = passionDiceCandidates(DICE_ACTIONS, options);
    const random = seeded(11);
    let seen: string[] = [];
    const ids = new Set<string>();
    for (let i = 0; i < allowed.length; i++) {
      const result = rollPassionDiceFresh(options, seen, random);
      expect(result.restarted).toBe(false);
      expect(result.roll.spicyLevel).toBeGreaterThanOrEqual(2);
      expect(result.roll.location).toBe("Shower");
      expect(result.roll.perspective).toBe("Partner 1");
      ids.add(result.roll.id);
      seen = result.seen;
    }
    expect(ids.size).toBe(allowed.length);
    expect(rollPassionDiceFresh(options, seen, random).restarted).toBe(true);
  });

  it("resolves a Random perspective with the generator", () => {
    const random = { ...DEFAULT_PASSION_DICE_OPTIONS, perspective: "Random" as const };
    expect(rollPassionDiceFresh(random, [], sequence(0, 0.1)).roll.perspective).toBe("Partner 1");
    expect(rollPassionDiceFresh(random, [], sequence(0, 0, 0.9)).roll.perspective).toBe("Partner 2");
  });
});

describe("addToPassionHistory", () => {
  it("keeps the last 5 rolls, newest first", () => {
    const random = seeded(5);
    let history: PassionHistoryEntry[] = [];
    for (let n = 1; n <= 7; n++) {
      history = addToPassionHistory(history, {
        n,
        roll: rollPassionDiceFresh(DEFAULT_PASSION_DICE_OPTIONS, [], random).roll,
      });
    }
    expect(history.map((entry) => entry.n)).toEqual([7, 6, 5, 4, 3]);
  });

  it("remembers a softened roll as it was played: the softer action, marked, and no other roll changed", () => {
    const random = seeded(9);
    let history: PassionHistoryEntry[] = [];
    for (let n = 1; n <= 3; n++)
      history = addToPassionHistory(history, {
        n,
        roll: rollPassionDiceFresh(DEFAULT_PASSION_DICE_OPTIONS, [], random).roll,
      });
    const before = history.map((entry) => entry.roll.action);
    const softened = softenInPassionHistory(history, 3, "Trace slow circles on their palm.");
    expect(softened[0]!.roll.action).toBe("Trace slow circles on their palm.");
    expect(softened[0]!.softer).toBe(true);
    expect(softened[0]!.roll.bodyPart).toBe(history[0]!.roll.bodyPart);
    expect(softened.slice(1).map((entry) => entry.roll.action)).toEqual(before.slice(1));
    expect(softened.slice(1).every((entry) => !entry.softer)).toBe(true);
    // The history given is left as it was, and an empty action changes nothing.
    expect(history.map((entry) => entry.roll.action)).toEqual(before);
    expect(softenInPassionHistory(history, 3, "  ").map((entry) => entry.roll.action)).toEqual(before);
  });
});

describe("Passion Dice for every couple", () => {
  it("names the leader Partner 1 / Partner 2, or by the couple's nicknames", () => {
    expect(leaderText("Partner 1", ["", ""])).toBe("Partner 1's turn to lead");
    expect(leaderText("Partner 2", ["Sam", "Alex"])).toBe("Alex's turn to lead");
    expect(leaderText("Partner 1", ["Sam", ""])).toBe("Sam's turn to lead");
    expect(perspectiveLabel("Partner 2", ["Sam", ""])).toBe("Partner 2");
    expect(perspectiveLabel("Random", ["Sam", "Alex"])).toBe("Random");
    for (const text of [leaderText("Partner 1", ["", ""]), leaderText("Partner 2", ["", ""])]) {
      expect(text).not.toMatch(/\b(his|hers|her|he|she)\b/i);
    }
  });

  it("counts what is left of a pack for the options and says when it is finished", () => {
    const options = { ...DEFAULT_PASSION_DICE_OPTIONS, intensity: "Mild" } as const;
    const allowed = passionDiceCandidates(DICE_ACTIONS, options);
    expect(passionDiceProgress(DICE_ACTIONS, options, [])).toEqual({
      total: allowed.length,
      left: allowed.length,
      finished: false,
    });
    const all = allowed.map((action) => action.id);
    expect(passionDiceProgress(DICE_ACTIONS, options, all.slice(1))).toMatchObject({ left: 1, finished: false });
    expect(passionDiceProgress(DICE_ACTIONS, options, all)).toMatchObject({ left: 0, finished: true });
  });
});

describe("who leads", () => {
  const never = () => {
    throw new Error("taking turns needs no chance");
  };

  it("taking turns hands the lead across, Partner 1 first", () => {
    expect(nextLeader("Take turns", [], never)).toBe("Partner 1");
    expect(nextLeader("Take turns", ["Partner 1"], never)).toBe("Partner 2");
    expect(nextLeader("Take turns", ["Partner 2", "Partner 2"], never)).toBe("Partner 1");
    expect(DEFAULT_PASSION_DICE_OPTIONS.perspective).toBe("Take turns");
  });

  it("a fixed leader stays", () => {
    expect(nextLeader("Partner 2", ["Partner 2", "Partner 2", "Partner 2"], never)).toBe("Partner 2");
  });

  it(`Random never gives one partner more than ${MAX_RANDOM_LEADS_IN_A_ROW} leads in a row, even when chance would`, () => {
    const alwaysFirst = () => 0;
    const leaders: PassionDiceLeader[] = [];
    for (let i = 0; i < 30; i++) leaders.unshift(nextLeader("Random", leaders, alwaysFirst));
    const runs = leaders.join(",").split(/(?<=Partner 1),(?=Partner 2)|(?<=Partner 2),(?=Partner 1)/);
    expect(Math.max(...runs.map((run) => run.split(",").length))).toBe(MAX_RANDOM_LEADS_IN_A_ROW);
  });

  it("Random over seven rolls with a seeded source stays near even, and each roll resolves a leader", () => {
    const random = seeded(7);
    const options = { ...DEFAULT_PASSION_DICE_OPTIONS, perspective: "Random" as const };
    const leaders: PassionDiceLeader[] = [];
    for (let i = 0; i < 700; i++) leaders.unshift(rollPassionDice(DICE_ACTIONS, options, random, leaders).perspective);
    const first = leaders.filter((leader) => leader === "Partner 1").length;
    expect(first).toBeGreaterThan(300);
    expect(first).toBeLessThan(400);
  });
});

describe("Not tonight in Passion Dice", () => {
  it("offers the softer action written for the roll's action, and none when there is none", () => {
    // A lookup made for the test, so it does not depend on which softer versions the content holds.
    const lookup = (id: string) => ({ dice1: "Hold hands a little longer.", dice2: "Same words." })[id];
    expect(softerPassionAction({ id: "dice1", action: "Kiss slowly." }, lookup)).toBe("Hold hands a little longer.");
    expect(softerPassionAction({ id: "dice2", action: "Same words." }, lookup)).toBeUndefined();
    expect(softerPassionAction({ id: "dice3", action: "Anything." }, lookup)).toBeUndefined();
  });
});

describe("the room's Action die", () => {
  it("shows the action's verb, after any asking lead-in and manner word", () => {
    expect(diceActionFace("Kiss your partner's collarbone slowly.")).toBe("Kiss");
    expect(diceActionFace("With their nod, undo the top few buttons of your partner's shirt.")).toBe("Undo");
    expect(diceActionFace("With their yes, gently hold your partner's wrists.")).toBe("Hold");
    expect(diceActionFace("Ask first, then blindfold your partner with a soft scarf.")).toBe("Blindfold");
    expect(diceActionFace("Agree a safeword, blindfold your partner and brush your lips across their neck.")).toBe(
      "Blindfold",
    );
    expect(diceActionFace("Finger-comb your partner's hair.")).toBe("Finger-comb");
  });

  it("gives every action in the game one short word, never a lead-in", () => {
    const actions = PASSION_DICE_PACK_LIST.flatMap((pack) => pack.items);
    const faces = new Set(actions.map((action) => diceActionFace(action.action)));
    for (const face of faces) {
      expect(face).toMatch(/^[A-Z][a-z-]+$/);
      expect(face.length).toBeLessThanOrEqual(12);
      expect(["With", "Ask", "After", "If", "Once", "When", "First", "Agree"]).not.toContain(face);
    }
  });
});
