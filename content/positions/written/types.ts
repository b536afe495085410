/**
 * One variation's entries, written by hand for each base it suits. A pairing that does not make sense is listed
 * under `dropped` with the reason instead of being written around; its old id redirects to the base.
 */
export interface WrittenVariation {
  /** Base id → the entry written for that exact pairing. */
  entries: Readonly<Record<string, WrittenEntry>>;
  /** Base id → why the pairing was left out. */
  dropped?: Readonly<Record<string, string>>;
}

export interface WrittenEntry {
  /** Only where the variation's usual name reads badly on this base; must still contain the base's name. */
  name?: string;
  /** What changes in the body, the pace and the mood compared with the base, and what it is good for. */
  description: string;
  /** Every step of this pairing, start to finish (the base's own steps are not added). */
  steps: readonly string[];
  /** A note of care for this pairing alone, where the variation has none (e.g. scented oil in a bath). */
  careNote?: string;
}
