import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DICE_ACTIONS } from "./games/dice";
import { MORE_DICE_ACTIONS } from "./games/packs/dice-more";
import { TRUTH_OR_DARE_PACKS } from "./games/packs/truth-or-dare-packs";
import { softerDare, softerDiceAction } from "./games/softer";
import { TRUTH_OR_DARE_ITEMS } from "./games/truth-or-dare-classic";
import { DAILY_QUESTIONS } from "./our-space/daily-questions";

// The README's figures for the ritual of #48 (a question a day, "Not tonight"'s softer versions), counted from the
// data: a question or a dare added without its README line, or a figure typed by hand, fails here.
const README = fs.readFileSync(path.resolve(import.meta.dirname, "../README.md"), "utf8").replace(/\s+/g, " ");

const classicDares = TRUTH_OR_DARE_ITEMS.filter((item) => item.type === "dare");
const packDares = TRUTH_OR_DARE_PACKS.flatMap((pack) => pack.items).filter((item) => item.type === "dare");
const diceActions = [...DICE_ACTIONS, ...MORE_DICE_ACTIONS];

describe("the README's ritual counts come from the data", () => {
  it("a question a day: as many questions as are written", () => {
    expect(README).toContain(`(${DAILY_QUESTIONS.length} written for it,`);
  });

  it("Not tonight: every dare and every Passion Dice action, counted, each with its softer version", () => {
    const dares = [...classicDares, ...packDares];
    expect(dares.filter((dare) => !softerDare(dare.id))).toEqual([]);
    expect(diceActions.filter((action) => !softerDiceAction(action.id))).toEqual([]);
    expect(README).toContain(
      `Every dare (${dares.length}: the classic ${classicDares.length} and the packs' ${packDares.length}) and every Passion Dice action (${diceActions.length}) has a softer version written for it`,
    );
  });
});
