import { describe, expect, it } from "vitest";
import { DICE_TO_SPICE_ACTIONS, DICE_TO_SPICE_PLACES, DICE_ACTIONS } from "../dice";
import { MORE_DICE_ACTIONS } from "../packs/dice-more";
import { TRUTH_OR_DARE_PACKS } from "../packs/truth-or-dare-packs";
import { TRUTH_OR_DARE_ITEMS } from "../truth-or-dare-classic";
import { softerDare, softerDiceAction, softerDiceToSpiceFace } from "./index";

const classicDares = TRUTH_OR_DARE_ITEMS.filter((item) => item.type === "dare");
const packDares = TRUTH_OR_DARE_PACKS.flatMap((pack) => pack.items).filter((item) => item.type === "dare");

function checkSofter(items: readonly { id: string; text: string }[], lookup: (id: string) => string | undefined) {
  const missing = items.filter((item) => !lookup(item.id)).map((item) => item.id);
  expect(missing, "items without a softer version").toEqual([]);
  for (const item of items) {
    const softer = lookup(item.id)!;
    expect(softer, item.id).not.toBe(item.text);
    expect(softer.length, `${item.id} is one or two sentences`).toBeLessThanOrEqual(200);
    expect(softer, `${item.id} ends as a sentence`).toMatch(/[.!?]$/);
    expect(softer, `${item.id} starts with a capital`).toMatch(/^[A-Z"'‘“]/);
  }
  const texts = items.map((item) => lookup(item.id)!);
  expect(new Set(texts).size, "each softer version is written for its item").toBe(texts.length);
}

describe("softer versions", () => {
  it("every classic dare has one", () => {
    checkSofter(
      classicDares.map((dare) => ({ id: dare.id, text: dare.question })),
      softerDare,
    );
  });
  it("every pack dare has one", () => {
    checkSofter(
      packDares.map((dare) => ({ id: dare.id, text: dare.question })),
      softerDare,
    );
  });
  it("every classic dice action has one", () => {
    checkSofter(
      DICE_ACTIONS.map((action) => ({ id: action.id, text: action.action })),
      softerDiceAction,
    );
  });
  it("every extra dice action has one", () => {
    checkSofter(
      MORE_DICE_ACTIONS.map((action) => ({ id: action.id, text: action.action })),
      softerDiceAction,
    );
  });
  it("every Dice to Spice face but words alone, on every part it suits, has a gentler Cute face for the same part", () => {
    const cute = new Set(DICE_TO_SPICE_ACTIONS.Cute);
    const faces = [...DICE_TO_SPICE_ACTIONS.Cute, ...DICE_TO_SPICE_ACTIONS.Spicy, ...DICE_TO_SPICE_ACTIONS.Custom];
    for (const part of DICE_TO_SPICE_PLACES.Compliment ?? [])
      expect(softerDiceToSpiceFace("Compliment", part)).toBeUndefined();
    for (const face of faces.filter((face) => face !== "Compliment")) {
      for (const part of DICE_TO_SPICE_PLACES[face] ?? []) {
        const softer = softerDiceToSpiceFace(face, part);
        expect(softer, `${face} + ${part}`).toBeDefined();
        expect(cute.has(softer!), `${face} + ${part} -> ${softer}`).toBe(true);
        expect(softer, `${face} + ${part}`).not.toBe(face);
      }
    }
  });
  it("unknown ids have none", () => {
    expect(softerDare("nope")).toBeUndefined();
    expect(softerDiceAction("__proto__")).toBeUndefined();
    expect(softerDiceToSpiceFace("toString", "Neck")).toBeUndefined();
  });
});
