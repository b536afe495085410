import type { BasePosition, PositionVariation, VariationRule } from "./types";
import { POSITION_DIFFICULTIES } from "./types";

/**
 * Named variations that change a base position's setting, pace, props or focus.
 *
 * Ids are permanent (they are part of every combined entry's id): add new variations at the END of the list,
 * never rename or reorder, and never loosen a rule without checking the new combinations read well.
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
    descriptionPattern:
      "A candlelit take on {ref}: every lamp off, a few candles glowing somewhere safe, and the whole evening slows to the pace of the flicker. Everything that defines it — {essence} — glows a little warmer.",
    setupInstruction:
      "Set out a few candles (flameless ones are just as pretty) well away from fabric and elbows, then switch off every other light.",
    extraBenefit: "Soft, warm light is flattering and calming, so self-consciousness melts away.",
    tags: ["candlelight", "ambience", "evening"],
    durationAdjust: { min: 5, max: 5 },
    signature: true,
    // Open flames and a staircase are a poor mix.
    appliesTo: { noneTags: ["stairs"] },
  },
  {
    id: "massage-start",
    kind: "focus",
    namePattern: "{name} after a Massage",
    descriptionPattern:
      "{Ref}, opened with a massage: ten unhurried minutes of warm oil and slow hands come first, so you both arrive relaxed and already tuned in to each other. Then the familiar shape of it — {essence} — takes over.",
    setupInstruction:
      "Warm a little massage oil between your palms and take turns giving a slow back-and-shoulder massage, about five minutes each.",
    extraBenefit: "Melts away the day's tension before anything else begins.",
    tags: ["massage", "touch", "slow", "foreplay"],
    durationAdjust: { min: 10, max: 15 },
    signature: true,
    appliesTo: {},
  },
  {
    id: "slow-motion",
    kind: "pace",
    namePattern: "Slow-Motion {name}",
    descriptionPattern:
      "{Ref}, slowed right down: every movement at half speed, with long pauses just to look at each other, so anticipation does most of the talking. Savour what it is always about — {essence} — one unhurried moment at a time.",
    extraInstruction:
      "Agree on a half-speed rule: whenever one of you speeds up, the other gently slows you back down.",
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
    descriptionPattern:
      "{Ref}, narrated in whispers: you keep up a low, running conversation about what feels good, what you love and what you would like next. It turns the heart of it — {essence} — into something you share out loud.",
    extraInstruction: "Take turns finishing the sentence \"Right now I love…\" in a whisper, as often as you like.",
    extraBenefit: "Makes communication part of the pleasure rather than an interruption.",
    tags: ["communication", "whisper", "connection"],
    durationAdjust: { min: 0, max: 5 },
    appliesTo: { anyTags: ["close", "face-to-face"], noneTags: ["lift"] },
  },
  {
    id: "pillow-lift",
    kind: "prop",
    namePattern: "{name} with a Pillow Lift",
    descriptionPattern:
      "{Ref} with a pillow lift: a firm pillow or wedge under the hips of whoever is lying down shifts the angle just enough to feel new, and takes pressure off the lower back. The essentials are unchanged — {essence} — only better supported.",
    setupInstruction:
      "Fold a firm pillow (or use a wedge cushion) and slide it under the hips of the partner lying down, adjusting until it feels supportive.",
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
    descriptionPattern:
      "{Ref} with both sets of eyes closed: you find each other by touch, breath and sound alone, and the familiar turns new again. Notice how different it all feels — {essence} — when feeling is all you have.",
    extraInstruction:
      "Keep a simple word for \"pause\": either of you can say it, open your eyes and reset at any moment.",
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
    descriptionPattern:
      "{Ref}, the lazy-morning edition: soft daylight through the curtains, warm sheets, no alarm and nowhere to be until breakfast. Sleepy smiles, no plans and the simple pleasure of it — {essence} — before the day begins.",
    setupInstruction: "Leave the alarm off, crack the curtains open a little and keep the phones in another room.",
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
    descriptionPattern:
      "{Ref}, moved under warm water: steam, the hush of falling water and soapy closeness make it feel brand new. Take it slower than usual and keep good footing; the heart of it — {essence} — stays the same.",
    setupInstruction:
      "Put down a non-slip mat, set the water comfortably warm rather than hot, and keep a towel within reach.",
    extraInstruction: "Keep one hand on the wall or a grab rail at all times, and move slowly on wet surfaces.",
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
    descriptionPattern:
      "{Ref} with a silk blindfold: one partner wears a soft scarf over their eyes while the other guides every move with touch and voice. The shape stays the same — {essence} — but with one of you in the dark, trust does the rest.",
    setupInstruction:
      "Agree beforehand who wears the blindfold, how to ask for it off (any time, no questions), and tie it loosely.",
    extraInstruction: "The guiding partner checks in out loud every few minutes and describes each move before it happens.",
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
    descriptionPattern:
      "{Ref}, set to music: build a playlist together and let its tempo set yours, lingering through the ballads and picking up with the beat. It keeps what you love — {essence} — and adds a soundtrack of your own.",
    setupInstruction:
      "Make a playlist together beforehand, a mix of slow songs and a few with more of a beat, and set it playing softly.",
    extraBenefit: "Music takes the thinking out of pacing and sets the mood instantly.",
    tags: ["music", "rhythm", "playlist"],
    durationAdjust: { min: 5, max: 10 },
    appliesTo: {},
  },
  {
    id: "mirror",
    kind: "focus",
    namePattern: "{name} by the Mirror",
    descriptionPattern:
      "{Ref}, within sight of a mirror: set up near a full-length mirror so you can catch each other's expressions. Watching yourselves together — {essence} — is often far more tender than people expect.",
    setupInstruction:
      "Angle a full-length mirror where you can both see it, and dim the lights a little if that feels more comfortable.",
    extraBenefit: "Lets you see each other's reactions and can be a real confidence boost.",
    tags: ["mirror", "visual", "confidence"],
    durationAdjust: { min: 0, max: 0 },
    appliesTo: { anyTags: ["seated", "standing", "kneeling"], noneTags: ["lift", "stairs", "table"] },
  },
  {
    id: "sofa",
    kind: "setting",
    namePattern: "{name} on the Sofa",
    descriptionPattern:
      "{Ref}, relocated to the sofa: the cushions are softer than they look, an armrest makes a fine pillow and the change of room feels pleasantly spontaneous. Nothing essential changes — {essence} — only the furniture.",
    setupInstruction: "Throw a soft blanket over the sofa and move the cushions so there is room for both of you.",
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
    descriptionPattern:
      "{Ref} in a nest of blankets on the floor: every cushion and throw in the house piled into a soft, den-like hideaway. Cosy and a little nostalgic, with all of it — {essence} — wrapped up in a den of your own.",
    setupInstruction:
      "Pile blankets, duvets and cushions on the floor into a thick, soft nest, somewhere warm and private.",
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
    descriptionPattern:
      "{Ref} on a night away: crisp sheets, an unfamiliar room and a do-not-disturb sign make the familiar feel brand new. Leave the to-do list at home and bring only what matters — {essence}.",
    setupInstruction:
      "Book a night somewhere new, hang the do-not-disturb sign, and agree that work and chores stay at home.",
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
    descriptionPattern:
      "{Ref} with deliberate pauses: every few minutes you stop completely for a kiss, a breath or a long look, then begin again. The pauses stretch everything out and make the heart of it — {essence} — land harder each time you return.",
    extraInstruction: "Every few minutes, stop completely for at least three slow breaths or a long kiss before starting again.",
    extraBenefit: "Makes the experience last longer and builds delicious anticipation.",
    tags: ["tease", "anticipation", "pauses"],
    durationAdjust: { min: 5, max: 10 },
    appliesTo: { noneTags: ["lift", "strength"] },
  },
  {
    id: "ice-and-warmth",
    kind: "prop",
    namePattern: "{name} with Ice and Warmth",
    descriptionPattern:
      "{Ref}, with a little temperature play: a glass of ice and a mug of something warm within reach, a cool trail along a shoulder followed by a warm palm. The contrast wakes up every sense while the core of it — {essence} — carries on.",
    setupInstruction:
      "Keep a glass of ice and a warm drink on the bedside table, and agree first whether cold is welcome today.",
    extraInstruction: "Keep the ice moving and never hold it on one spot; a warm hand straight after makes the contrast.",
    extraBenefit: "Contrasting sensations make touch feel new and vivid.",
    tags: ["temperature", "ice", "senses"],
    durationAdjust: { min: 5, max: 5 },
    appliesTo: { styles: ["passionate", "adventurous", "mixed"], noneTags: ["lift", "balance"] },
  },
  {
    id: "feather",
    kind: "prop",
    namePattern: "{name} with a Feather",
    descriptionPattern:
      "{Ref} with a feather in hand: slow, ticklish lines traced along arms, back and neck, before and during. It adds a playful lightness to the familiar — {essence} — and draws the build-up out beautifully.",
    setupInstruction: "Keep a soft feather (or a silk scarf) within reach before you begin.",
    extraBenefit: "Light, teasing touch builds anticipation and usually some laughter.",
    tags: ["feather", "tease", "touch", "playful"],
    durationAdjust: { min: 5, max: 10 },
    appliesTo: { noneTags: ["lift", "strength", "balance"] },
  },
  {
    id: "breath-synced",
    kind: "focus",
    namePattern: "Breath-Synced {name}",
    descriptionPattern:
      "{Ref}, in time with each other's breathing: start completely still and close, and match your breath for a full minute before you move. Then let that shared rhythm set the pace for all of it — {essence}.",
    setupInstruction: "Before moving at all, rest close together and match your breathing for a slow minute.",
    extraBenefit: "Calms nerves and brings you into the same rhythm, literally.",
    tags: ["breath", "mindful", "connection", "tantric"],
    durationAdjust: { min: 5, max: 5 },
    appliesTo: { anyTags: ["close", "face-to-face", "side-by-side"], noneTags: ["lift", "strength"] },
  },
  {
    id: "role-reversed",
    kind: "focus",
    namePattern: "Role-Reversed {name}",
    descriptionPattern:
      "{Ref} with the roles reversed: whoever usually sets the pace here follows, and whoever usually follows decides every move. Same shape — {essence} — seen from the other side.",
    setupInstruction:
      "Swap the usual roles before you begin: wherever the steps below say who sets the pace, the other partner does instead.",
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
    descriptionPattern:
      "{Ref} by moonlight: lamps off, curtains open to a private night sky and just enough silver light to see each other's faces. It keeps everything — {essence} — hushed and a little dreamy.",
    setupInstruction: "Turn off every lamp and open the curtains, where nobody can see in, to let the night light through.",
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
    descriptionPattern:
      "{Ref} in a warm bath: deep water, a few drops of scented oil and the easy weightlessness of being held by the water as well as each other. Keep it warm rather than hot, and let the best of it — {essence} — drift.",
    setupInstruction:
      "Run a deep bath, comfortably warm rather than hot, add a non-slip mat and keep towels and water to drink within reach.",
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
    descriptionPattern:
      "{Ref}, opened with love letters: before anything else, you each read aloud a short note about what you adore in the other. Words first, then the rest — {essence} — with those sentences still ringing in your ears.",
    setupInstruction:
      "Each write a short note (three sentences is plenty) about what you love in the other, and read them aloud to each other first.",
    extraBenefit: "Feeling appreciated out loud is one of the surest ways to feel close.",
    tags: ["words", "affirmation", "connection"],
    durationAdjust: { min: 10, max: 10 },
    appliesTo: {},
  },
  {
    id: "kiss-first",
    kind: "pace",
    namePattern: "Kiss-First {name}",
    descriptionPattern:
      "{Ref}, kisses first: ten whole minutes of nothing but kissing before anything else is allowed, a rule that is lovely to keep and lovelier to break. By the time you settle into it — {essence} — you will both be breathless.",
    setupInstruction:
      "Set a gentle timer for ten minutes and agree that until it rings, kissing is the only thing on the menu.",
    extraBenefit: "Slows everything down and reminds you how good simply kissing can be.",
    tags: ["kissing", "anticipation", "foreplay"],
    durationAdjust: { min: 10, max: 10 },
    appliesTo: { anyTags: ["face-to-face", "close"], noneTags: ["lift"] },
  },
  {
    id: "dressed-up",
    kind: "focus",
    namePattern: "Dressed-Up {name}",
    descriptionPattern:
      "{Ref}, dressed up: you each dress for the other, in a favourite outfit or something silky that makes you feel good, then take your time undressing each other. The slow reveal sets the stage for the familiar — {essence}.",
    setupInstruction:
      "Dress for each other in something that makes you feel wonderful, and agree to undress each other slowly, one piece at a time.",
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

/** Whether combining `variation` with `base` yields a catalogue entry. */
export function variationAppliesTo(variation: PositionVariation, base: BasePosition): boolean {
  if (base.excludeVariations?.includes(variation.id)) return false;
  return ruleAdmits(variation.appliesTo, base);
}
