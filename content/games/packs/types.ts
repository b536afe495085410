/**
 * A pack: a named set of a game's items that a couple chooses on the game's setup screen. Every game keeps its
 * specification set as the "classic" pack (ids and counts unchanged); the other packs are written for this
 * product, each item distinct (no run of ten words shared with any other item on the site).
 */
export interface ContentPack<T> {
  /** Stable kebab-case id, part of every item id in the pack and of the device's seen-history key. */
  readonly id: string;
  /** Shown on the pack picker, e.g. "First year together". */
  readonly name: string;
  /** One warm line under the name on the picker. */
  readonly description: string;
  readonly items: readonly T[];
}
