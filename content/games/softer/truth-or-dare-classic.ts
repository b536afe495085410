/**
 * "Not tonight": a softer version of each of the classic pack's 80 dares (d1..d80), written for its item and keyed by its id.
 * A softer version keeps the item's idea and its warmth at a lower heat; it is never a forfeit.
 */
export const SOFTER_CLASSIC_DARES: Readonly<Record<string, string>> = {};
