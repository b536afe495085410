/**
 * Types for the positions catalogue: hand-written base positions, named variations,
 * and the combined entries the site lists.
 */

export const POSITION_STYLES = ["romantic", "passionate", "adventurous", "mixed"] as const;
export type PositionStyle = (typeof POSITION_STYLES)[number];

/** Ordered from easiest to hardest; the order matters for difficulty shifts. */
export const POSITION_DIFFICULTIES = ["beginner", "intermediate", "advanced", "expert"] as const;
export type PositionDifficulty = (typeof POSITION_DIFFICULTIES)[number];

/** What a base position and a catalogue entry (a base, or a base with a variation) both say of themselves. */
interface PositionFacts {
  name: string;
  description: string;
  style: PositionStyle;
  difficulty: PositionDifficulty;
  /** Free text, e.g. "Face to Face". */
  category: string;
  isPopular: boolean;
  featured: boolean;
}

/** One entry of the public catalogue: either a base position or a base combined with a variation. */
export interface CataloguePosition extends PositionFacts {
  /** Stable id: the base id (`romantic-1`) or `${baseId}--${variationId}`. */
  id: string;
  tags: string[];
  instructions: string[];
  benefits: string[];
  /** Range text, e.g. '15-20 minutes'. */
  duration: string;
  /** Id of the base position this entry is (or varies). Equals `id` for bases. */
  baseId: string;
  /** Id of the variation applied, or null for a base position. */
  variationId: string | null;
  /** Lower comes first in the editorial fallback order (used until real popularity data exists). */
  editorialRank: number;
  /** A note of care shown on its own line under the description (oil and latex, candles, ice), when it needs one. */
  careNote?: string;
}

/** A range of minutes, shown as "min-max minutes". */
export interface MinuteRange {
  min: number;
  max: number;
}

/** A hand-written base position. */
export interface BasePosition extends PositionFacts {
  /** Stable id such as `romantic-1`; never renumber. */
  id: string;
  /**
   * Descriptive tags. Some double as facts used by variation applicability rules
   * (see POSTURE_TAGS in variations.ts), e.g. 'lying', 'standing', 'lift', 'one-leads'.
   */
  tags: readonly string[];
  instructions: readonly string[];
  benefits: readonly string[];
  minutes: MinuteRange;
  /** Unique across bases; lower comes first. */
  editorialRank: number;
  /** Variation ids that never combine with this base, beyond what the variation rules already exclude. */
  excludeVariations?: readonly string[];
  /**
   * Set on the bases added after the first 32: such a base takes a variation only where that pairing has been
   * written (content/positions/written/<variation id>.ts) and the variation's rule admits it. Writing the entry
   * is the decision that the variation truly fits; there is nothing to drop.
   */
  pairedByWriting?: true;
}

export type VariationKind = "setting" | "pace" | "prop" | "focus";

/** Data-driven rule deciding whether a variation makes sense for a base. All given conditions must hold. */
export interface VariationRule {
  /** The base must carry at least one of these tags. */
  anyTags?: readonly string[];
  /** The base must carry none of these tags. */
  noneTags?: readonly string[];
  /** The base's style must be one of these. */
  styles?: readonly PositionStyle[];
  /** The base's difficulty must be at most this. */
  maxDifficulty?: PositionDifficulty;
}

/** A named, meaningful way of changing a base position (setting, pace, prop or focus). */
export interface PositionVariation {
  /** Stable slug; combined ids are `${baseId}--${id}`. Never rename. */
  id: string;
  kind: VariationKind;
  /** Name template; `{name}` is replaced by the base's name, e.g. "{name} by Candlelight". */
  namePattern: string;
  /** Optional benefit added to the base's benefits. */
  extraBenefit?: string;
  tags: readonly string[];
  /** Steps along POSITION_DIFFICULTIES (clamped), e.g. +1 for the shower. Default 0. */
  difficultyShift?: number;
  /** Minutes added to the base range. */
  durationAdjust: MinuteRange;
  /** Combinations of this variation with a popular base are marked popular too. */
  signature?: boolean;
  appliesTo: VariationRule;
  /** The note of care every pairing of this variation carries (e.g. oil and latex for a massage first). */
  careNote?: string;
}
