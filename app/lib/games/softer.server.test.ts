import { describe, expect, it } from "vitest";
import { DICE_TO_SPICE_PLACES } from "@content/games/dice";
import { softerDiceActionsFor, softerDiceToSpiceTable } from "./softer.server";

// What the game pages send of the softer versions: only what is written, every face on every part it
// may land on. The lookups are made for the test, so it does not depend on which softer versions the content holds.
describe("the softer versions a game page gets in its loader data", () => {
  it("sends each dice action's softer version by id", () => {
    const lookup = (id: string) => (id === "dice2" ? "Gentler dice2." : undefined);
    expect(softerDiceActionsFor([{ items: [{ id: "dice1" }, { id: "dice2" }] }], lookup)).toEqual({
      dice2: "Gentler dice2.",
    });
  });

  it("sends, for each Dice to Spice face, the gentler face on each body part it may land on", () => {
    const table = softerDiceToSpiceTable((face, part) => (face === "Nibble" ? `Nuzzle ${part}` : undefined));
    expect(Object.keys(table)).toEqual(["Nibble"]);
    expect(Object.keys(table.Nibble!).sort()).toEqual([...DICE_TO_SPICE_PLACES.Nibble!].sort());
    expect(table.Nibble!.Ears).toBe("Nuzzle Ears");
    // A face offered as its own softer version is no softer version.
    expect(softerDiceToSpiceTable((face) => face)).toEqual({});
  });
});
