/**
 * "Not tonight": a softer version of each of the dares of the four extra Truth or Dare packs, written for its item and keyed by its id.
 * A softer version keeps the item's idea and its warmth at a lower heat; it is never a forfeit.
 */
export const SOFTER_PACK_DARES: Readonly<Record<string, string>> = {};
