/**
 * "Not tonight": the softer versions a game page needs, looked up on the server and sent in the page's loader data
 * (as the cards themselves are), so the words never weigh on the page's JavaScript. Truth or Dare's, with its prompts,
 * come in a file the page loads after hydrating (app/lib/games/truth-or-dare-words.ts). Each table holds only what the
 * content has written: a card missing from it offers no softer version (only "Save for later").
 */
import { BODY_PARTS, DICE_TO_SPICE_ACTIONS, DICE_TO_SPICE_PLACES } from "@content/games/dice";
import { softerDiceAction, softerDiceToSpiceFace } from "@content/games/softer";

/** The softer version of every card of these packs that has one, by the card's id. */
function softerOf(
  packs: readonly { items: readonly { id: string }[] }[],
  lookup: (id: string) => string | undefined,
): Record<string, string> {
  const table: Record<string, string> = {};
  for (const pack of packs)
    for (const item of pack.items) {
      const softer = lookup(item.id);
      if (softer) table[item.id] = softer;
    }
  return table;
}

/** Passion Dice: each action's softer version, by the action's id. */
export function softerDiceActionsFor(
  packs: readonly { items: readonly { id: string }[] }[],
  lookup: (id: string) => string | undefined = softerDiceAction,
): Record<string, string> {
  return softerOf(packs, lookup);
}

/** Dice to Spice: for each built-in face and each body part it may land on, the gentler face (face → part → face). */
export function softerDiceToSpiceTable(
  lookup: (face: string, bodyPart: string) => string | undefined = softerDiceToSpiceFace,
): Record<string, Record<string, string>> {
  const table: Record<string, Record<string, string>> = {};
  const faces = new Set(Object.values(DICE_TO_SPICE_ACTIONS).flat());
  for (const face of faces) {
    for (const part of DICE_TO_SPICE_PLACES[face] ?? BODY_PARTS) {
      const softer = lookup(face, part);
      if (softer && softer !== face) (table[face] ??= {})[part] = softer;
    }
  }
  return table;
}
