import type { BasePosition, PositionVariation, VariationRule } from "./types";
import { POSITION_DIFFICULTIES } from "./types";

/**
 * Named variations that change a base position's setting, pace, props or focus.
 *
 * Ids are permanent (they are part of every combined entry's id): add new variations at the END of the list,
 * never rename or reorder, and never loosen a rule without checking the new combinations read well.
 *
 * A variation only says when it applies and what it adds (tags, minutes, difficulty, a benefit). Every pairing's
 * words are written for that pairing alone, in content/positions/written/<variation id>.ts; a new variation or
 * a loosened rule needs those entries written (or the pairing dropped, with its reason) before the content tests
 * pass. `npx tsx scripts/check-writing.ts <variation id>` lists what is missing.
 *
 * Whether a variation applies to a base is decided by data alone: the variation's `appliesTo` rule is checked
 * against the base's tags, style and difficulty, and a base may opt out of single variations with
 * `excludeVariations`. Tags the rules rely on:
 *   posture  lying, seated, kneeling, standing, reclining
 *   place    bed-edge, chair, stairs, table, sofa
 *   shape    face-to-face, side-by-side, close, one-leads (one partner sets the pace), flow (a sequence)
 *   effort   low-effort, balance, strength, flexibility, lift (one partner carries the other)
 */
export const VARIATIONS: readonly PositionVariation[] = [
  {
    id: "candlelight",
    kind: "setting",
    namePattern: "{name} by Candlelight",
    extraBenefit: "Soft, warm light is flattering and calming, so self-consciousness melts away.",
    tags: ["candlelight", "ambience", "evening"],
    durationAdjust: { min: 5, max: 5 },
    signature: true,
    // Open flames and a staircase are a poor mix.
    appliesTo: { noneTags: ["stairs"] },
    careNote:
      "Stand candles on something steady, well away from bedding, curtains and hair, and blow them out before you drift off.",
  },
  {
    id: "massage-start",
    kind: "focus",
    namePattern: "{name} after a Massage",
    extraBenefit: "Melts away the day's tension before anything else begins.",
    tags: ["massage", "touch", "slow", "foreplay"],
    durationAdjust: { min: 10, max: 15 },
    signature: true,
    appliesTo: {},
    careNote:
      "Oil and latex do not mix: massage oil weakens condoms. If you use them, wash the oil from your hands and skin first, and choose a water-based or silicone lube.",
  },
  {
    id: "slow-motion",
    kind: "pace",
    namePattern: "Slow-Motion {name}",
    extraBenefit: "Builds anticipation and lets you notice small reactions you usually miss.",
    tags: ["slow", "mindful", "anticipation"],
    durationAdjust: { min: 5, max: 10 },
    signature: true,
    // Holding a lift in slow motion only strains the partner doing the lifting.
    appliesTo: { noneTags: ["lift"] },
  },
  {
    id: "whispered",
    kind: "focus",
    namePattern: "Whispered {name}",
    extraBenefit: "Makes communication part of the pleasure rather than an interruption.",
    tags: ["communication", "whisper", "connection"],
    durationAdjust: { min: 0, max: 5 },
    appliesTo: { anyTags: ["close", "face-to-face"], noneTags: ["lift"] },
  },
  {
    id: "pillow-lift",
    kind: "prop",
    namePattern: "{name} with a Pillow Lift",
    extraBenefit: "A subtle change of angle that makes the position easier to hold and often more comfortable.",
    tags: ["pillow", "comfort", "support"],
    difficultyShift: -1,
    durationAdjust: { min: 0, max: 0 },
    appliesTo: { anyTags: ["lying"], noneTags: ["side-by-side", "standing", "lift", "flow"] },
  },
  {
    id: "eyes-closed",
    kind: "focus",
    namePattern: "Eyes-Closed {name}",
    extraBenefit: "Heightens touch and sound, and quiets the busy mind.",
    tags: ["eyes-closed", "senses", "mindful"],
    durationAdjust: { min: 0, max: 5 },
    // Closed eyes and balance do not mix, and unfamiliar places need to be seen.
    appliesTo: { noneTags: ["balance", "lift", "strength", "stairs", "table"] },
  },
  {
    id: "lazy-morning",
    kind: "setting",
    namePattern: "Lazy-Morning {name}",
    extraBenefit: "Starts the day connected, relaxed and in a very good mood.",
    tags: ["morning", "daylight", "relaxed"],
    durationAdjust: { min: 5, max: 10 },
    appliesTo: {
      anyTags: ["lying", "seated"],
      noneTags: ["strength", "flexibility", "chair", "stairs", "table", "bed-edge"],
      maxDifficulty: "intermediate",
    },
  },
  {
    id: "shower",
    kind: "setting",
    namePattern: "{name} in the Shower",
    extraBenefit: "Warm water relaxes muscles and makes skin-to-skin contact feel wonderful.",
    tags: ["shower", "water", "steam"],
    difficultyShift: 1,
    durationAdjust: { min: 0, max: 0 },
    appliesTo: { anyTags: ["standing"], noneTags: ["lift", "table"] },
  },
  {
    id: "blindfold",
    kind: "prop",
    namePattern: "Blindfolded {name}",
    extraBenefit: "Builds trust and makes every touch a small surprise.",
    tags: ["blindfold", "trust", "senses"],
    difficultyShift: 1,
    durationAdjust: { min: 5, max: 10 },
    appliesTo: {
      noneTags: ["balance", "lift", "strength", "stairs", "table", "flexibility"],
      maxDifficulty: "intermediate",
    },
  },
  {
    id: "set-to-music",
    kind: "pace",
    namePattern: "{name}, Set to Music",
    extraBenefit: "Music takes the thinking out of pacing and sets the mood instantly.",
    tags: ["music", "rhythm", "playlist"],
    durationAdjust: { min: 5, max: 10 },
    appliesTo: {},
  },
  {
    id: "mirror",
    kind: "focus",
    namePattern: "{name} by the Mirror",
    extraBenefit: "Lets you see each other's reactions and can be a real confidence boost.",
    tags: ["mirror", "visual", "confidence"],
    durationAdjust: { min: 0, max: 0 },
    appliesTo: { anyTags: ["seated", "standing", "kneeling"], noneTags: ["lift", "stairs", "table"] },
  },
  {
    id: "sofa",
    kind: "setting",
    namePattern: "{name} on the Sofa",
    extraBenefit: "A change of room adds a spark of spontaneity without any extra effort.",
    tags: ["sofa", "living-room", "spontaneous"],
    durationAdjust: { min: 0, max: 0 },
    appliesTo: {
      anyTags: ["seated", "lying", "kneeling"],
      noneTags: ["chair", "stairs", "table", "sofa", "bed-edge", "flexibility", "strength", "flow"],
      maxDifficulty: "intermediate",
    },
  },
  {
    id: "blanket-nest",
    kind: "setting",
    namePattern: "{name} in a Blanket Nest",
    extraBenefit: "Playful and cosy: building the nest together is half the fun.",
    tags: ["blanket", "floor", "cosy", "playful"],
    durationAdjust: { min: 5, max: 10 },
    appliesTo: {
      anyTags: ["lying", "seated", "kneeling"],
      noneTags: ["chair", "stairs", "table", "sofa", "bed-edge", "standing"],
    },
  },
  {
    id: "getaway",
    kind: "setting",
    namePattern: "Getaway {name}",
    extraBenefit: "New surroundings make everything feel like a first time again.",
    tags: ["getaway", "travel", "hotel", "special-occasion"],
    durationAdjust: { min: 10, max: 20 },
    // Hotel stairs are shared spaces: the staircase position stays at home.
    appliesTo: { noneTags: ["stairs"] },
  },
  {
    id: "stop-and-start",
    kind: "pace",
    namePattern: "Stop-and-Start {name}",
    extraBenefit: "Makes the experience last longer and builds delicious anticipation.",
    tags: ["tease", "anticipation", "pauses"],
    durationAdjust: { min: 5, max: 10 },
    appliesTo: { noneTags: ["lift", "strength"] },
  },
  {
    id: "ice-and-warmth",
    kind: "prop",
    namePattern: "{name} with Ice and Warmth",
    extraBenefit: "Contrasting sensations make touch feel new and vivid.",
    tags: ["temperature", "ice", "senses"],
    durationAdjust: { min: 5, max: 5 },
    appliesTo: { styles: ["passionate", "adventurous", "mixed"], noneTags: ["lift", "balance"] },
    careNote:
      "Keep ice moving and away from the most delicate skin, and keep the warm drink warm rather than hot: cold held still, or heat, can hurt.",
  },
  {
    id: "feather",
    kind: "prop",
    namePattern: "{name} with a Feather",
    extraBenefit: "Light, teasing touch builds anticipation and usually some laughter.",
    tags: ["feather", "tease", "touch", "playful"],
    durationAdjust: { min: 5, max: 10 },
    appliesTo: { noneTags: ["lift", "strength", "balance"] },
  },
  {
    id: "breath-synced",
    kind: "focus",
    namePattern: "Breath-Synced {name}",
    extraBenefit: "Calms nerves and brings you into the same rhythm, literally.",
    tags: ["breath", "mindful", "connection", "tantric"],
    durationAdjust: { min: 5, max: 5 },
    appliesTo: { anyTags: ["close", "face-to-face", "side-by-side"], noneTags: ["lift", "strength"] },
  },
  {
    id: "role-reversed",
    kind: "focus",
    namePattern: "Role-Reversed {name}",
    extraBenefit: "A fresh perspective for both of you, and a chance to learn how the other likes to lead.",
    tags: ["role-swap", "communication", "playful"],
    difficultyShift: 1,
    durationAdjust: { min: 0, max: 5 },
    // Only where one partner leads; never swap who carries whom.
    appliesTo: { anyTags: ["one-leads"], noneTags: ["lift", "strength"] },
  },
  {
    id: "moonlit",
    kind: "setting",
    namePattern: "Moonlit {name}",
    extraBenefit: "Low, cool light feels calm and private and makes the room feel new.",
    tags: ["moonlight", "night", "ambience"],
    durationAdjust: { min: 0, max: 5 },
    // A dark staircase is a trip hazard.
    appliesTo: { noneTags: ["stairs"] },
  },
  {
    id: "warm-bath",
    kind: "setting",
    namePattern: "{name} in a Warm Bath",
    extraBenefit: "Warm water soothes muscles and makes closeness feel effortless.",
    tags: ["bath", "water", "relaxed"],
    difficultyShift: 1,
    durationAdjust: { min: 5, max: 10 },
    appliesTo: { anyTags: ["seated"], noneTags: ["chair", "stairs", "balance"] },
  },
  {
    id: "love-letter",
    kind: "focus",
    namePattern: "Love-Letter {name}",
    extraBenefit: "Feeling appreciated out loud is one of the surest ways to feel close.",
    tags: ["words", "affirmation", "connection"],
    durationAdjust: { min: 10, max: 10 },
    appliesTo: {},
  },
  {
    id: "kiss-first",
    kind: "pace",
    namePattern: "Kiss-First {name}",
    extraBenefit: "Slows everything down and reminds you how good simply kissing can be.",
    tags: ["kissing", "anticipation", "foreplay"],
    durationAdjust: { min: 10, max: 10 },
    appliesTo: { anyTags: ["face-to-face", "close"], noneTags: ["lift"] },
  },
  {
    id: "dressed-up",
    kind: "focus",
    namePattern: "Dressed-Up {name}",
    extraBenefit: "Feeling admired is a lovely confidence boost, and anticipation does the rest.",
    tags: ["dress-up", "anticipation", "confidence"],
    durationAdjust: { min: 10, max: 15 },
    appliesTo: {},
  },
];

function rank(difficulty: BasePosition["difficulty"]): number {
  return POSITION_DIFFICULTIES.indexOf(difficulty);
}

/** Whether a variation rule admits a base (ignores the base's own exclusions). */
export function ruleAdmits(rule: VariationRule, base: BasePosition): boolean {
  if (rule.anyTags && !rule.anyTags.some((tag) => base.tags.includes(tag))) return false;
  if (rule.noneTags && rule.noneTags.some((tag) => base.tags.includes(tag))) return false;
  if (rule.styles && !rule.styles.includes(base.style)) return false;
  if (rule.maxDifficulty && rank(base.difficulty) > rank(rule.maxDifficulty)) return false;
  return true;
}

/**
 * Whether `variation` may combine with `base`: its rule admits the base and the base does not opt out. A base
 * that is `pairedByWriting` takes it only where the pairing is also written: see `isPaired` in catalogue.ts.
 */
export function variationAppliesTo(variation: PositionVariation, base: BasePosition): boolean {
  if (base.excludeVariations?.includes(variation.id)) return false;
  return ruleAdmits(variation.appliesTo, base);
}
