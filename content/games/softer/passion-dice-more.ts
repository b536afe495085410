/**
 * "Not tonight": a softer version of each of Passion Dice's 130 extra actions, written for its item and keyed by its id.
 * A softer version keeps the item's idea and its warmth at a lower heat; it is never a forfeit.
 */
export const SOFTER_MORE_DICE_ACTIONS: Readonly<Record<string, string>> = {};
