/**
 * "Not tonight" in Dice to Spice: for each action face, the gentler faces (from the Cute die) to offer instead, in
 * order of preference. The roll's body part stays; the first listed face that suits that part (DICE_TO_SPICE_PLACES)
 * is the softer version, so "Nibble" + "Ears" can become "Nuzzle" + "Ears".
 */
export const SOFTER_DICE_TO_SPICE_FACES: Readonly<Record<string, readonly string[]>> = {};
