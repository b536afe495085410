/**
 * Dice games: the 80 Passion Dice actions (dice1..dice80), the 21 body parts, the Dice to Spice
 * action faces, level names and Passion Dice options (spec 2.6, 3, 4, 5, 9); the roll rules live in
 * domain/games/passion-dice.ts.
 */
import type { SpicyLevel } from "./types";

export const BODY_PARTS = [
  "Lips",
  "Neck",
  "Ears",
  "Cheeks",
  "Jawline",
  "Hair",
  "Shoulders",
  "Collarbone",
  "Arms",
  "Hands",
  "Fingers",
  "Inner Wrists",
  "Chest",
  "Stomach",
  "Back",
  "Lower Back",
  "Hips",
  "Thighs",
  "Back of the Knees",
  "Calves",
  "Feet",
] as const;

export type BodyPart = (typeof BODY_PARTS)[number];

export interface DiceAction {
  readonly id: string;
  readonly action: string;
  readonly bodyPart: BodyPart;
  readonly duration: string;
  readonly spicyLevel: SpicyLevel;
}

/** What a die shows after a roll. */
export interface DiceResult {
  readonly action: string;
  readonly bodyPart: string;
}

export const DICE_LEVEL_NAMES: Readonly<Record<SpicyLevel, string>> = {
  1: "Gentle",
  2: "Sweet",
  3: "Warm",
  4: "Spicy",
  5: "Fire",
};

/** Roll animation lengths and history size (spec section 9). */
export const PASSION_DICE_ROLL_MS = 1200;
export const DICE_TO_SPICE_ROLL_MS = 3000;
export const PASSION_DICE_HISTORY_LIMIT = 5;
/** Copies of each face list stacked in the scrolling reels of Dice to Spice. */
export const DICE_TO_SPICE_REEL_COPIES = 5;

function act(id: string, spicyLevel: SpicyLevel, bodyPart: BodyPart, duration: string, action: string): DiceAction {
  return { id, action, bodyPart, duration, spicyLevel };
}

export const DICE_ACTIONS: readonly DiceAction[] = [
  // Level 1: Gentle
  act("dice1", 1, "Hands", "1 minute", "Hold your partner's hands and slowly trace each knuckle with your thumbs."),
  act(
    "dice2",
    1,
    "Cheeks",
    "1 minute",
    "Cup your partner's face and stroke their cheeks with your thumbs while you tell them something kind.",
  ),
  act(
    "dice3",
    1,
    "Hair",
    "2 minutes",
    "Comb your fingers through your partner's hair from the hairline back, slow and soothing.",
  ),
  act(
    "dice4",
    1,
    "Shoulders",
    "2 minutes",
    "Rest your hands on your partner's shoulders and knead gently, asking which pressure feels best.",
  ),
  act(
    "dice5",
    1,
    "Fingers",
    "30 seconds",
    "Lace your fingers through your partner's and give each one a small squeeze in turn.",
  ),
  act(
    "dice6",
    1,
    "Arms",
    "1 minute",
    "Draw lazy shapes along your partner's forearm and let them guess what you drew.",
  ),
  act(
    "dice7",
    1,
    "Lips",
    "30 seconds",
    "Give your partner one soft, unhurried kiss and stay perfectly still for a slow count of five.",
  ),
  act(
    "dice8",
    1,
    "Feet",
    "2 minutes",
    "Wrap your partner's feet in a warm blanket and press your thumbs slowly along their soles.",
  ),
  act(
    "dice9",
    1,
    "Back",
    "1 minute",
    "Write a compliment on your partner's back with your fingertip, one letter at a time.",
  ),
  act("dice10", 1, "Ears", "1 minute", "Lean in close and whisper your favourite memory of the two of you."),
  act(
    "dice11",
    1,
    "Inner Wrists",
    "1 minute",
    "Turn your partner's hand over and trace tiny circles on the inside of their wrist.",
  ),
  act(
    "dice12",
    1,
    "Jawline",
    "30 seconds",
    "Follow your partner's jawline with one fingertip, from ear to chin, as if sketching it.",
  ),
  act(
    "dice13",
    1,
    "Collarbone",
    "1 minute",
    "Rest your cheek against your partner's collarbone and simply breathe together.",
  ),
  act(
    "dice14",
    1,
    "Calves",
    "2 minutes",
    "Massage your partner's calves with long upward strokes while they lie back and relax.",
  ),
  act(
    "dice15",
    1,
    "Stomach",
    "2 minutes",
    "Lay your head on your partner's stomach and tell them what you loved about today.",
  ),
  act(
    "dice16",
    1,
    "Hands",
    "30 seconds",
    "Press a kiss into the palm of your partner's hand, then fold their fingers over it so they can keep it.",
  ),
  // Level 2: Sweet
  act(
    "dice17",
    2,
    "Neck",
    "1 minute",
    "Place three slow kisses along the side of your partner's neck, pausing between each one.",
  ),
  act(
    "dice18",
    2,
    "Lips",
    "1 minute",
    "Kiss your partner gently, pull back an inch and wait for them to close the gap.",
  ),
  act("dice19", 2, "Ears", "30 seconds", "Trace the edge of your partner's ear with a fingertip, barely touching."),
  act("dice20", 2, "Shoulders", "1 minute", "Trail kisses across your partner's shoulders from one side to the other."),
  act("dice21", 2, "Hair", "30 seconds", "Sweep your partner's hair softly to one side and kiss the skin you reveal."),
  act(
    "dice22",
    2,
    "Back",
    "3 minutes",
    "Massage your partner's back in slow circles, working from the shoulders downward.",
  ),
  act(
    "dice23",
    2,
    "Hips",
    "2 minutes",
    "Rest your hands on your partner's hips and sway together to a song only you two can hear.",
  ),
  act("dice24", 2, "Cheeks", "30 seconds", "Cover your partner's cheeks in butterfly kisses until they laugh."),
  act(
    "dice25",
    2,
    "Fingers",
    "1 minute",
    "Touch your lips to the tip of each of your partner's fingers, one by one, with your eyes on theirs.",
  ),
  act(
    "dice26",
    2,
    "Feet",
    "3 minutes",
    "Give your partner a foot massage with a little lotion, paying attention to every arch.",
  ),
  act("dice27", 2, "Inner Wrists", "30 seconds", "Press a slow kiss to the inside of each of your partner's wrists."),
  act(
    "dice28",
    2,
    "Collarbone",
    "1 minute",
    "Trace the line of your partner's collarbone with your lips, slowly, from one side to the other.",
  ),
  act(
    "dice29",
    2,
    "Arms",
    "1 minute",
    "Run your fingertips from your partner's shoulder down to their hand, as lightly as you can.",
  ),
  act(
    "dice30",
    2,
    "Jawline",
    "1 minute",
    "Leave a row of small kisses along your partner's jawline and finish just below their ear.",
  ),
  act(
    "dice31",
    2,
    "Back of the Knees",
    "30 seconds",
    "Trace feather-soft lines behind your partner's knees and see whether they can keep still.",
  ),
  act(
    "dice32",
    2,
    "Lower Back",
    "2 minutes",
    "Slide a hand to the small of your partner's back and draw them close for a slow dance.",
  ),
  // Level 3: Warm
  act(
    "dice33",
    3,
    "Neck",
    "1 minute",
    "Work slowly from your partner's ear down to where their neck meets their shoulder, one kiss at a time.",
  ),
  act(
    "dice34",
    3,
    "Back",
    "2 minutes",
    "Trace your partner's spine with one fingertip, top to bottom, then follow the same line with kisses.",
  ),
  act(
    "dice35",
    3,
    "Lips",
    "1 minute",
    "Kiss your partner deeply for thirty seconds, then break away and whisper what you would like next.",
  ),
  act(
    "dice36",
    3,
    "Stomach",
    "1 minute",
    "Draw slow circles on your partner's stomach with your fingertips while they keep their eyes closed.",
  ),
  act(
    "dice37",
    3,
    "Thighs",
    "1 minute",
    "Rest your hand on your partner's thigh and trace unhurried lines towards the knee and back.",
  ),
  act(
    "dice38",
    3,
    "Ears",
    "30 seconds",
    "Breathe softly near your partner's ear and confess one thing you have been thinking about all day.",
  ),
  act(
    "dice39",
    3,
    "Shoulders",
    "3 minutes",
    "Massage your partner's shoulders with warm oil, slow and firm, for as long as the current song lasts.",
  ),
  act(
    "dice40",
    3,
    "Lower Back",
    "1 minute",
    "Press your warm palms into your partner's lower back and hold them there while you kiss their shoulders.",
  ),
  act("dice41", 3, "Hips", "1 minute", "Follow the curve of your partner's hips with both hands while you kiss them."),
  act(
    "dice42",
    3,
    "Chest",
    "1 minute",
    "Lay your palm over your partner's heart and feel it quicken while you kiss them slowly.",
  ),
  act(
    "dice43",
    3,
    "Calves",
    "1 minute",
    "Leave a slow path of kisses from your partner's ankle up to the back of their knee.",
  ),
  act(
    "dice44",
    3,
    "Hair",
    "1 minute",
    "Slip your fingers into your partner's hair and cradle their head while you kiss.",
  ),
  act("dice45", 3, "Inner Wrists", "1 minute", "Kiss from your partner's inner wrist up to the crook of their elbow."),
  act(
    "dice46",
    3,
    "Collarbone",
    "1 minute",
    "Glide an ice cube along your partner's collarbone, then warm the same line with your breath.",
  ),
  act(
    "dice47",
    3,
    "Back of the Knees",
    "30 seconds",
    "Find the soft, rarely noticed skin behind each of your partner's knees and kiss it.",
  ),
  act(
    "dice48",
    3,
    "Feet",
    "2 minutes",
    "Kiss your partner's ankles, if they enjoy it, then finish with a slow, firm sole massage.",
  ),
  // Level 4: Spicy
  act(
    "dice49",
    4,
    "Neck",
    "2 minutes",
    "Kiss and gently nibble along your partner's neck, paying attention to what makes them sigh.",
  ),
  act(
    "dice50",
    4,
    "Thighs",
    "3 minutes",
    "Massage your partner's thighs with warm oil in long strokes, stopping just short of anywhere more.",
  ),
  act(
    "dice51",
    4,
    "Chest",
    "2 minutes",
    "Trace slow circles across your partner's chest with your fingertips, then follow with your lips.",
  ),
  act(
    "dice52",
    4,
    "Stomach",
    "1 minute",
    "Trace a slow line of kisses across your partner's stomach, just above the waistband.",
  ),
  act(
    "dice53",
    4,
    "Lips",
    "2 minutes",
    "Kiss your partner with your hands behind your back, and let them decide when you may touch.",
  ),
  act(
    "dice54",
    4,
    "Back",
    "5 minutes",
    "Give your partner a full back massage with oil, then lie along their back and let them feel your warmth.",
  ),
  act(
    "dice55",
    4,
    "Ears",
    "1 minute",
    "Kiss your partner's earlobe and whisper exactly what you would like to do next.",
  ),
  act(
    "dice56",
    4,
    "Hips",
    "1 minute",
    "Brush your lips along your partner's hipbones, slowly, one side and then the other.",
  ),
  act(
    "dice57",
    4,
    "Lower Back",
    "1 minute",
    "Trail kisses across your partner's lower back while your hands rest on their hips.",
  ),
  act(
    "dice58",
    4,
    "Inner Wrists",
    "2 minutes",
    "With their yes, hold your partner's wrists loosely while you kiss your way up their arms.",
  ),
  act(
    "dice59",
    4,
    "Shoulders",
    "2 minutes",
    "Drizzle warm, never hot, massage oil over your partner's shoulders and spread it with palms and kisses.",
  ),
  act(
    "dice60",
    4,
    "Jawline",
    "2 minutes",
    "Kiss along your partner's jawline and down their neck while your hands slide into their hair.",
  ),
  act(
    "dice61",
    4,
    "Calves",
    "3 minutes",
    "Massage your partner's legs with oil from ankles to knees, slow and deliberate.",
  ),
  act(
    "dice62",
    4,
    "Cheeks",
    "2 minutes",
    "With their okay, blindfold your partner, then kiss their cheeks, eyelids and lips in a surprise order.",
  ),
  act(
    "dice63",
    4,
    "Thighs",
    "1 minute",
    "Draw a feather or a silk scarf slowly along your partner's inner thighs and watch how they respond.",
  ),
  act(
    "dice64",
    4,
    "Collarbone",
    "1 minute",
    "Kiss from your partner's collarbone down to the centre of their chest, pausing for a yes before you go on.",
  ),
  // Level 5: Fire
  act(
    "dice65",
    5,
    "Lips",
    "2 minutes",
    "Kiss your partner as if it were the last minute before a long goodbye, hands wherever they invite.",
  ),
  act(
    "dice66",
    5,
    "Thighs",
    "2 minutes",
    "Kiss slowly along your partner's inner thighs, and let them guide how close you come.",
  ),
  act(
    "dice67",
    5,
    "Chest",
    "2 minutes",
    "Alternate an ice cube and your warm lips across your partner's chest, one after the other.",
  ),
  act(
    "dice68",
    5,
    "Stomach",
    "2 minutes",
    "Drizzle a little honey or chocolate sauce on your partner's stomach and kiss every trace of it away.",
  ),
  act("dice69", 5, "Back", "3 minutes", "Undress your partner's back slowly, kissing each newly bare stretch of skin."),
  act(
    "dice70",
    5,
    "Neck",
    "3 minutes",
    "Blindfold your partner and explore their neck and shoulders with lips, breath and fingertips.",
  ),
  act(
    "dice71",
    5,
    "Hips",
    "1 minute",
    "Hold your partner's hips and draw them against you, then let them set the pace for a minute.",
  ),
  act(
    "dice72",
    5,
    "Lower Back",
    "2 minutes",
    "Trace kisses all the way down your partner's spine to the small of their back, and linger there.",
  ),
  act(
    "dice73",
    5,
    "Feet",
    "3 minutes",
    "Start at your partner's feet and kiss your way up to their knees, slowly, checking in with a look halfway.",
  ),
  act(
    "dice74",
    5,
    "Ears",
    "1 minute",
    "Whisper your most daring wish for tonight into your partner's ear, then wait for their answer.",
  ),
  act(
    "dice75",
    5,
    "Back of the Knees",
    "2 minutes",
    "Kiss behind your partner's knees and keep travelling upward, exactly as far as they invite you.",
  ),
  act(
    "dice76",
    5,
    "Hands",
    "3 minutes",
    "Let your partner place your hands where they want them next, then follow their lead.",
  ),
  act(
    "dice77",
    5,
    "Shoulders",
    "2 minutes",
    "Press close against your partner's back and kiss their shoulders while your hands wander.",
  ),
  act(
    "dice78",
    5,
    "Arms",
    "3 minutes",
    "Lace your fingers through your partner's and kiss slowly up each arm, from the inside of the wrist to the shoulder.",
  ),
  act(
    "dice79",
    5,
    "Hair",
    "1 minute",
    "If they love it, gently gather a handful of your partner's hair while you kiss their throat.",
  ),
  act(
    "dice80",
    5,
    "Fingers",
    "2 minutes",
    "Kiss your partner's fingers one at a time, holding their gaze, then hand them the choice of what happens next.",
  ),
];

// ---------------------------------------------------------------------------------------------
// Dice to Spice: two dice, one of actions and one of body parts.

export type DiceToSpiceDifficulty = "Cute" | "Spicy" | "Custom";

export const DICE_TO_SPICE_DIFFICULTIES: readonly DiceToSpiceDifficulty[] = ["Cute", "Spicy", "Custom"];

export const DEFAULT_DICE_TO_SPICE_DIFFICULTY: DiceToSpiceDifficulty = "Spicy";

export const DICE_TO_SPICE_DURATION = "5-15 min";
export const DICE_TO_SPICE_PLAYERS = 2;
/** Points for a completed roll; a skipped roll scores nothing. */
export const DICE_TO_SPICE_POINTS_PER_COMPLETION = 1;

/** Action faces per difficulty; each is read together with a body part ("Kiss" + "Neck"). */
export const DICE_TO_SPICE_ACTIONS: Readonly<Record<DiceToSpiceDifficulty, readonly string[]>> = {
  Cute: ["Kiss", "Nuzzle", "Stroke", "Caress", "Hold", "Compliment", "Massage", "Tickle", "Pat", "Trace a heart on"],
  Spicy: [
    "Kiss slowly",
    "Nibble",
    "Breathe on",
    "Massage warm oil into",
    "Trail kisses along",
    "Whisper against",
    "Blow softly on",
    "Lightly scratch",
    "Squeeze",
    "Tease",
  ],
  Custom: [
    "Ice cube on",
    "Feather over",
    "Silk scarf across",
    "Warm oil on",
    "Your choice on",
    "Blindfolded kiss on",
    "Chocolate kiss on",
    "Slow-motion kiss on",
    "Write a word on",
    "Leave a lip print on",
  ],
};

const EVERYWHERE: readonly BodyPart[] = BODY_PARTS;
const EVERYWHERE_BUT_HAIR: readonly BodyPart[] = BODY_PARTS.filter((part) => part !== "Hair");

/**
 * Where each action face makes sense, so the body-part die only lands where a person would say the sentence
 * ("Squeeze your partner's hands", never their hair; nothing that grips or wraps goes near the neck). Read by the
 * roll in domain/games/dice-to-spice.ts; content-games.test.ts renders every pair.
 */
export const DICE_TO_SPICE_PLACES: Readonly<Record<string, readonly BodyPart[]>> = {
  Kiss: EVERYWHERE,
  Nuzzle: ["Neck", "Ears", "Cheeks", "Jawline", "Hair", "Shoulders", "Collarbone", "Chest", "Stomach", "Back"],
  Stroke: EVERYWHERE,
  Caress: EVERYWHERE,
  Hold: ["Hands", "Fingers", "Cheeks", "Shoulders", "Arms", "Hips", "Lower Back", "Thighs", "Feet"],
  Compliment: EVERYWHERE,
  Massage: [
    "Neck",
    "Ears",
    "Shoulders",
    "Arms",
    "Hands",
    "Fingers",
    "Back",
    "Lower Back",
    "Hips",
    "Thighs",
    "Calves",
    "Feet",
  ],
  Tickle: ["Neck", "Ears", "Arms", "Hands", "Stomach", "Hips", "Thighs", "Back of the Knees", "Feet"],
  Pat: ["Hair", "Cheeks", "Shoulders", "Arms", "Hands", "Back", "Stomach", "Hips", "Thighs"],
  "Trace a heart on": [
    "Cheeks",
    "Shoulders",
    "Collarbone",
    "Arms",
    "Hands",
    "Inner Wrists",
    "Chest",
    "Stomach",
    "Back",
    "Lower Back",
    "Hips",
    "Thighs",
    "Calves",
    "Feet",
  ],
  "Kiss slowly": EVERYWHERE_BUT_HAIR,
  Nibble: [
    "Lips",
    "Neck",
    "Ears",
    "Jawline",
    "Shoulders",
    "Collarbone",
    "Fingers",
    "Inner Wrists",
    "Stomach",
    "Hips",
    "Thighs",
  ],
  "Breathe on": [
    "Lips",
    "Neck",
    "Ears",
    "Cheeks",
    "Jawline",
    "Shoulders",
    "Collarbone",
    "Inner Wrists",
    "Chest",
    "Stomach",
    "Back",
    "Lower Back",
    "Hips",
    "Thighs",
    "Back of the Knees",
  ],
  "Massage warm oil into": [
    "Shoulders",
    "Arms",
    "Hands",
    "Chest",
    "Stomach",
    "Back",
    "Lower Back",
    "Hips",
    "Thighs",
    "Calves",
    "Feet",
  ],
  "Trail kisses along": [
    "Neck",
    "Jawline",
    "Shoulders",
    "Collarbone",
    "Arms",
    "Fingers",
    "Inner Wrists",
    "Chest",
    "Stomach",
    "Back",
    "Lower Back",
    "Hips",
    "Thighs",
    "Calves",
  ],
  "Whisper against": [
    "Lips",
    "Neck",
    "Ears",
    "Cheeks",
    "Jawline",
    "Shoulders",
    "Collarbone",
    "Chest",
    "Stomach",
    "Inner Wrists",
  ],
  "Blow softly on": [
    "Lips",
    "Neck",
    "Ears",
    "Cheeks",
    "Jawline",
    "Shoulders",
    "Collarbone",
    "Fingers",
    "Inner Wrists",
    "Chest",
    "Stomach",
    "Back",
    "Lower Back",
    "Thighs",
    "Back of the Knees",
  ],
  "Lightly scratch": [
    "Shoulders",
    "Arms",
    "Chest",
    "Stomach",
    "Back",
    "Lower Back",
    "Hips",
    "Thighs",
    "Back of the Knees",
    "Calves",
  ],
  Squeeze: ["Shoulders", "Arms", "Hands", "Fingers", "Hips", "Thighs", "Calves", "Feet"],
  Tease: EVERYWHERE_BUT_HAIR,
  "Ice cube on": [
    "Lips",
    "Neck",
    "Shoulders",
    "Collarbone",
    "Arms",
    "Inner Wrists",
    "Chest",
    "Stomach",
    "Back",
    "Lower Back",
    "Hips",
    "Thighs",
    "Back of the Knees",
    "Calves",
  ],
  "Feather over": EVERYWHERE_BUT_HAIR,
  "Silk scarf across": [
    "Cheeks",
    "Shoulders",
    "Collarbone",
    "Arms",
    "Chest",
    "Stomach",
    "Back",
    "Lower Back",
    "Hips",
    "Thighs",
    "Back of the Knees",
    "Calves",
    "Feet",
  ],
  "Warm oil on": [
    "Shoulders",
    "Collarbone",
    "Arms",
    "Hands",
    "Chest",
    "Stomach",
    "Back",
    "Lower Back",
    "Hips",
    "Thighs",
    "Calves",
    "Feet",
  ],
  "Your choice on": EVERYWHERE,
  "Blindfolded kiss on": EVERYWHERE_BUT_HAIR,
  "Chocolate kiss on": [
    "Lips",
    "Neck",
    "Shoulders",
    "Collarbone",
    "Fingers",
    "Inner Wrists",
    "Chest",
    "Stomach",
    "Hips",
    "Thighs",
  ],
  "Slow-motion kiss on": EVERYWHERE_BUT_HAIR,
  "Write a word on": [
    "Shoulders",
    "Arms",
    "Hands",
    "Inner Wrists",
    "Chest",
    "Stomach",
    "Back",
    "Lower Back",
    "Thighs",
    "Calves",
  ],
  "Leave a lip print on": [
    "Cheeks",
    "Neck",
    "Shoulders",
    "Collarbone",
    "Arms",
    "Hands",
    "Inner Wrists",
    "Chest",
    "Stomach",
    "Back",
    "Lower Back",
    "Hips",
    "Thighs",
  ],
};

export const DICE_TO_SPICE_DIFFICULTY_DESCRIPTIONS: Readonly<Record<DiceToSpiceDifficulty, string>> = {
  Cute: "Sweet, giggly and affectionate: a warm-up for any evening.",
  Spicy: "Slower, closer and more sensual; check in as you go, and keep massage oil away from latex condoms.",
  Custom:
    "Props and surprises: ice (keep it moving), silk, feathers, warm oil (never with latex condoms) and your own ideas; a blindfold comes off the moment either of you asks.",
};

// ---------------------------------------------------------------------------------------------
// Passion Dice options.

export type PassionDiceMode = "Romantic" | "Extreme";
export type PassionDiceIntensity = "Mild" | "Medium" | "Spicy";
export type PassionDiceLocation = "Bedroom" | "Shower" | "Kitchen" | "Living Room" | "Outdoors";
/**
 * Who leads: the two take turns, Partner 1 or Partner 2 always (shown with the couple's nicknames when set), or the
 * dice decide.
 */
export type PassionDicePerspective = "Take turns" | "Partner 1" | "Partner 2" | "Random";
export type PassionDiceLeader = Exclude<PassionDicePerspective, "Random" | "Take turns">;

export interface PassionDiceOptions {
  readonly mode: PassionDiceMode;
  readonly intensity: PassionDiceIntensity;
  readonly location: PassionDiceLocation;
  readonly perspective: PassionDicePerspective;
}

export interface PassionDiceRoll extends DiceResult {
  readonly id: string;
  readonly bodyPart: BodyPart;
  readonly duration: string;
  readonly spicyLevel: SpicyLevel;
  readonly levelName: string;
  readonly mode: PassionDiceMode;
  readonly intensity: PassionDiceIntensity;
  readonly location: PassionDiceLocation;
  /** A short note on making the chosen place comfortable. */
  readonly locationTip: string;
  /** Whose turn it is to lead; 'Take turns' and 'Random' are resolved by the roll. */
  readonly perspective: PassionDiceLeader;
}

export const PASSION_DICE_MODES: readonly PassionDiceMode[] = ["Romantic", "Extreme"];
export const PASSION_DICE_INTENSITIES: readonly PassionDiceIntensity[] = ["Mild", "Medium", "Spicy"];
export const PASSION_DICE_LOCATIONS: readonly PassionDiceLocation[] = [
  "Bedroom",
  "Shower",
  "Kitchen",
  "Living Room",
  "Outdoors",
];
export const PASSION_DICE_PERSPECTIVES: readonly PassionDicePerspective[] = [
  "Take turns",
  "Partner 1",
  "Partner 2",
  "Random",
];

/** Highest spicyLevel allowed by each intensity (spec section 5). */
export const PASSION_DICE_INTENSITY_LEVELS: Readonly<Record<PassionDiceIntensity, SpicyLevel>> = {
  Mild: 2,
  Medium: 3,
  Spicy: 5,
};

export const PASSION_DICE_MODE_DESCRIPTIONS: Readonly<Record<PassionDiceMode, string>> = {
  Romantic: "Any action up to your chosen intensity, gentle ones included.",
  Extreme: "Only the boldest actions your chosen intensity allows.",
};

export const PASSION_DICE_LOCATION_TIPS: Readonly<Record<PassionDiceLocation, string>> = {
  Bedroom: "Soft light, fresh sheets and a glass of water within reach.",
  Shower: "Warm water, a non-slip mat and no rushing: steady footing first.",
  Kitchen: "Clear a counter, put something sweet within reach and lock the door.",
  "Living Room": "Pile up the cushions, draw the curtains and pick a slow playlist.",
  Outdoors: "Somewhere truly private, like your own garden or balcony, with a blanket and a watchful eye.",
};

export const PASSION_DICE_RULES: readonly string[] = [
  "Choose a mode, intensity, location and who leads, then roll.",
  "The leader performs the action for the time shown; the other simply enjoys it.",
  "Either of you can re-roll or skip any result, no questions asked.",
  "Swap leaders after every roll, or keep rolling Random and let the dice decide.",
];

export const PASSION_DICE_TIPS: readonly string[] = [
  "Agree on a safe word before you start, even for the gentle levels.",
  "Start on Mild and move up only when you both want to.",
  "Keep massage oil, a blanket and some water close by; oil and latex condoms do not mix.",
  "Say what feels good out loud; it is the best guide your partner has.",
];
