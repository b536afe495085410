/**
 * "Not tonight" costs nothing: every dare and every dice action has a softer version written for it. One lookup per
 * game, so the single-phone screens and the rooms offer the same words.
 */
import { DICE_TO_SPICE_PLACES } from "../dice";
import { SOFTER_DICE_TO_SPICE_FACES } from "./dice-to-spice";
import { SOFTER_DICE_ACTIONS } from "./passion-dice";
import { SOFTER_MORE_DICE_ACTIONS } from "./passion-dice-more";
import { SOFTER_CLASSIC_DARES } from "./truth-or-dare-classic";
import { SOFTER_PACK_DARES } from "./truth-or-dare-packs";

const DARES: Readonly<Record<string, string>> = { ...SOFTER_CLASSIC_DARES, ...SOFTER_PACK_DARES };
const DICE: Readonly<Record<string, string>> = { ...SOFTER_DICE_ACTIONS, ...SOFTER_MORE_DICE_ACTIONS };

/** The softer version of a Truth or Dare dare, by the dare's id. */
export function softerDare(id: string): string | undefined {
  return Object.hasOwn(DARES, id) ? DARES[id] : undefined;
}

/** The softer version of a Passion Dice action, by the action's id. */
export function softerDiceAction(id: string): string | undefined {
  return Object.hasOwn(DICE, id) ? DICE[id] : undefined;
}

/** The gentler face for a Dice to Spice roll: the first one written for the face that suits the same body part. */
export function softerDiceToSpiceFace(face: string, bodyPart: string): string | undefined {
  const choices = Object.hasOwn(SOFTER_DICE_TO_SPICE_FACES, face) ? SOFTER_DICE_TO_SPICE_FACES[face]! : [];
  return choices.find((choice) => (DICE_TO_SPICE_PLACES[choice] ?? []).some((place) => place === bodyPart));
}
