/**
 * Pleasure map: guides for female and male bodies, four regions each, with zones described in
 * terms of touch, pace and communication (spec 2.6, 3, 9). Every body is different; the guides
 * say so, and always defer to the partner's own words.
 */
import type { SpicyLevel } from "./types";

export type ZoneGender = "female" | "male";
export type ZoneCategory = "primary" | "secondary" | "hidden";
export type ZoneRegionId = "head-neck" | "torso" | "intimate" | "hidden-gems";
/** Sensitivity on the same 1-5 scale as other games. */
export type ZoneSensitivity = SpicyLevel;

export interface BodyZone {
  readonly id: string;
  readonly name: string;
  readonly sensitivity: ZoneSensitivity;
  readonly category: ZoneCategory;
  readonly description: string;
  readonly techniques: readonly string[];
  readonly tips: readonly string[];
  readonly duration: string;
}

export interface ZoneRegion {
  readonly id: ZoneRegionId;
  readonly name: string;
  readonly description: string;
  readonly zones: readonly BodyZone[];
}

export interface ErogenousZoneGuide {
  readonly gender: ZoneGender;
  readonly title: string;
  readonly description: string;
  readonly regions: readonly ZoneRegion[];
}

export const SENSITIVITY_LABELS: Readonly<Record<ZoneSensitivity, string>> = {
  1: "Mild",
  2: "Moderate",
  3: "Good",
  4: "High",
  5: "Extreme",
};

export const ZONE_GENDERS: readonly ZoneGender[] = ["female", "male"];

export const ZONE_GENDER_LABELS: Readonly<Record<ZoneGender, string>> = {
  female: "Female",
  male: "Male",
};

export const ZONE_REGION_NAMES: Readonly<Record<ZoneRegionId, string>> = {
  "head-neck": "Head & Neck",
  torso: "Torso",
  intimate: "Intimate Areas",
  "hidden-gems": "Hidden Gems",
};

export const ZONE_CATEGORY_LABELS: Readonly<Record<ZoneCategory, string>> = {
  primary: "Primary",
  secondary: "Secondary",
  hidden: "Hidden",
};

/** General advice shown with either guide. */
export const PLEASURE_MAP_TIPS: readonly string[] = [
  "Every body is different: treat this map as a list of places to ask about, not a set of rules.",
  "Ask, listen and watch: breathing, sighs and how your partner moves towards you are the best guide there is.",
  "Slow down. Anticipation turns ordinary touch into something memorable.",
  "Sensitivity changes with mood, time of day and stress; yesterday's favourite may not be today's.",
  'A "not there" or "not now" is useful information, never a rejection.',
];

function zone(
  id: string,
  name: string,
  sensitivity: ZoneSensitivity,
  category: ZoneCategory,
  duration: string,
  description: string,
  techniques: readonly string[],
  tips: readonly string[],
): BodyZone {
  return { id, name, sensitivity, category, description, techniques, tips, duration };
}

const FEMALE_GUIDE: ErogenousZoneGuide = {
  gender: "female",
  title: "Female Pleasure Map",
  description:
    "A gentle map of places many people with this body enjoy having explored. Use it to start a conversation, and let your partner's answers redraw it.",
  regions: [
    {
      id: "head-neck",
      name: "Head & Neck",
      description: "Where most evenings begin: kisses, whispers and the warmth of breath.",
      zones: [
        zone(
          "f-lips",
          "Lips",
          5,
          "primary",
          "2-5 minutes",
          "Among the most responsive places of all and the natural starting point: the first kiss sets the tone for everything that follows.",
          [
            "Begin with soft, closed-mouth kisses and build intensity only as your partner leans in.",
            "Trace their lower lip with a fingertip before you kiss it.",
            "Let pauses between kisses stretch out so the anticipation grows.",
          ],
          [
            "Match their pace rather than setting your own.",
            "Soft lips and fresh breath matter more than any technique.",
          ],
        ),
        zone(
          "f-neck",
          "Neck & Nape",
          5,
          "primary",
          "3-5 minutes",
          "The side of the neck and the nape are thin-skinned and often deeply responsive, especially to warm breath and slow kisses.",
          [
            "Brush their hair aside and kiss the nape slowly.",
            "Let your breath travel just ahead of your lips.",
            "Kiss from just below the ear down to the shoulder in one unhurried line.",
          ],
          [
            "A tilt of the head usually means more, please.",
            "Be gentle with nibbling, and ask before leaving any marks.",
          ],
        ),
        zone(
          "f-ears",
          "Ears",
          4,
          "secondary",
          "1-3 minutes",
          "Ears respond to sound as much as to touch: a low whisper can do as much as a kiss.",
          [
            "Whisper something honest, slowly and quietly.",
            "Trace the outer edge of the ear with a fingertip.",
            "Kiss the earlobe softly, then the spot just behind it.",
          ],
          ["Never make loud or sudden sounds close to the ear.", "Some people find ears ticklish; ask and adjust."],
        ),
      ],
    },
    {
      id: "torso",
      name: "Torso",
      description: "Wide, warm and varied: a place for palms, massage and slow exploration.",
      zones: [
        zone(
          "f-chest",
          "Chest",
          5,
          "primary",
          "5-10 minutes",
          "Sensitive and personal: how it likes to be touched varies a great deal between people, and even from day to day.",
          [
            "Start around the edges with light strokes rather than heading straight for the centre.",
            "Use warm, flat palms before fingertips.",
            "Let your partner guide your hands to show you the pressure and pace they want.",
          ],
          [
            "Sensitivity can change through the month, so ask rather than assume.",
            "Gentle is nearly always the right place to start.",
          ],
        ),
        zone(
          "f-stomach",
          "Stomach & Waist",
          3,
          "secondary",
          "3-5 minutes",
          "The soft skin of the belly and the curve of the waist respond beautifully to feather-light touch and warm, still palms.",
          [
            "Draw slow circles around the navel with your fingertips.",
            "Kiss a line across the waist from one side to the other.",
            "Rest a warm palm on their belly and breathe together.",
          ],
          [
            "Some people feel self-conscious here; reassure with words as well as touch.",
            "Slow touch almost never tickles.",
          ],
        ),
        zone(
          "f-back",
          "Back & Spine",
          4,
          "secondary",
          "5-15 minutes",
          "A wide canvas that loves massage, where the line of the spine can feel surprisingly electric under a single fingertip.",
          [
            "Trace the spine slowly from the neck down to the lower back.",
            "Alternate firm massage strokes with light fingertip trails.",
            "Kiss the space between the shoulder blades.",
          ],
          [
            "Warm oil makes long strokes feel luxurious; keep it well away from latex condoms, which it weakens.",
            "Work beside the spine, never pressing on it directly.",
          ],
        ),
      ],
    },
    {
      id: "intimate",
      name: "Intimate Areas",
      description: "The most personal places, where trust, comfort and unhurried warm-up matter most.",
      zones: [
        zone(
          "f-inner-thighs",
          "Inner Thighs",
          5,
          "primary",
          "3-5 minutes",
          "Thin, rarely touched skin close to the most intimate places, which makes slow attention here thrilling with anticipation.",
          [
            "Trace slow lines upward, then back down again, letting anticipation build.",
            "Alternate soft kisses with warm breath.",
            "Try a silk scarf or a feather for a change of texture.",
          ],
          [
            "Teasing works best when your partner can tell you are really listening.",
            "Pause and ask before moving any higher.",
          ],
        ),
        zone(
          "f-hips",
          "Hips & Lower Belly",
          4,
          "secondary",
          "2-5 minutes",
          "The hipbones and the soft skin just below the navel form a bridge between tender touch and something more intimate.",
          [
            "Hold their hips with both hands while you kiss them.",
            "Trace along each hipbone with your fingertips.",
            "Kiss just above the waistband and wait to be invited further.",
          ],
          ["A natural place to slow right down and check in.", "Let their hands show you where to go next."],
        ),
        zone(
          "f-most-intimate",
          "Most Intimate Places",
          5,
          "primary",
          "As long as feels good",
          "The most sensitive places of all, where comfort, trust and a long warm-up make all the difference. Everyone is different, so your partner's words and responses are the only map that counts.",
          [
            "Spend plenty of time everywhere else first; anticipation does much of the work.",
            "Begin gently and indirectly, and let your partner guide pressure and rhythm.",
            "Ask what feels good and keep asking, because preferences change from day to day.",
          ],
          [
            "Comfort first: warmth, relaxation and, if you like, a good water-based lubricant, which is safe with condoms.",
            "There is no right way except the one your partner enjoys; curiosity beats technique.",
          ],
        ),
      ],
    },
    {
      id: "hidden-gems",
      name: "Hidden Gems",
      description: "Overlooked places that can be wonderfully sensitive when given slow attention.",
      zones: [
        zone(
          "f-wrists",
          "Inner Wrists & Palms",
          3,
          "hidden",
          "1-2 minutes",
          "The pulse points of the inner wrist and the centre of the palm are surprisingly alive to slow kisses and light strokes.",
          [
            "Kiss the inside of their wrist while holding their gaze.",
            "Trace small circles in the centre of their palm.",
            "Run a fingertip from their wrist up to the elbow.",
          ],
          ["A lovely, discreet way to flirt across a dinner table.", "Slowness is everything here."],
        ),
        zone(
          "f-knees",
          "Behind the Knees",
          3,
          "hidden",
          "1-3 minutes",
          "Rarely touched and thin-skinned, the back of the knee responds to the very lightest caress.",
          [
            "Trace feather-light lines across the back of the knee.",
            "Kiss it softly while massaging their calves.",
            "Breathe warm air across it, without touching at all.",
          ],
          [
            "Very light touch can tickle; a slightly firmer, slower stroke usually settles it.",
            "Pairs beautifully with a leg massage.",
          ],
        ),
        zone(
          "f-feet",
          "Feet & Ankles",
          3,
          "hidden",
          "5-10 minutes",
          "Full of nerve endings and often carrying a whole day of tension, feet can feel deeply relaxing or unexpectedly sensual.",
          [
            "Press your thumbs along the arch from heel to toe.",
            "Circle the ankle bones slowly with your fingertips.",
            "Warm their feet between your hands before anything else.",
          ],
          [
            "Ask first: some people adore it, others really do not.",
            "A foot massage is a generous way to open an evening.",
          ],
        ),
      ],
    },
  ],
};

const MALE_GUIDE: ErogenousZoneGuide = {
  gender: "male",
  title: "Male Pleasure Map",
  description:
    "A guide to places many people with this body enjoy, some of them famously overlooked. Treat it as an invitation to explore together and let your partner's responses lead.",
  regions: [
    {
      id: "head-neck",
      name: "Head & Neck",
      description: "Kissing, whispering and slow hands in the hair: often where the spark first catches.",
      zones: [
        zone(
          "m-lips",
          "Lips",
          5,
          "primary",
          "2-5 minutes",
          "Kissing is where much of an evening is decided; lips are packed with nerve endings and thrive on variety.",
          [
            "Mix slow, lingering kisses with quick, playful ones.",
            "Hold their lower lip softly between yours for a moment.",
            "Cup their jaw while you kiss to draw them closer.",
          ],
          ["Let the kiss breathe: pauses build desire.", "Notice which kisses your partner returns most eagerly."],
        ),
        zone(
          "m-neck",
          "Neck & Throat",
          4,
          "primary",
          "2-5 minutes",
          "Plenty of people rarely receive slow attention here, which makes unhurried kisses along the neck feel like a revelation.",
          [
            "Kiss up the side of their neck towards the ear.",
            "Rest your lips against their pulse and breathe slowly.",
            "Run your fingernails lightly up the back of their neck into their hair.",
          ],
          [
            "Stubble can be sensitive, so lead with lips rather than cheeks.",
            "A change in their breathing is your cue to stay a while.",
          ],
        ),
        zone(
          "m-scalp",
          "Scalp & Hair",
          3,
          "secondary",
          "3-5 minutes",
          "A slow scalp rub melts tension and, for many, sends shivers all the way down the spine.",
          [
            "Massage the scalp with your fingertips in small circles.",
            "Draw your fingers slowly from the forehead back to the nape.",
            "Gently hold a handful of hair, but only if your partner enjoys it.",
          ],
          ["A perfect first touch after a long day.", "Ask about pressure: firmer often feels better than you expect."],
        ),
      ],
    },
    {
      id: "torso",
      name: "Torso",
      description: "Chest, stomach and shoulders: places for both firm massage and the lightest touch.",
      zones: [
        zone(
          "m-chest",
          "Chest",
          4,
          "primary",
          "3-5 minutes",
          "Often overlooked, the chest can be surprisingly sensitive to light touch, warm breath and kisses.",
          [
            "Trace slow lines across their chest with your fingertips.",
            "Kiss a path downward from the collarbone.",
            "Rest your palm over their heart and feel it respond.",
          ],
          [
            "Responsiveness varies widely, so ask whether your partner prefers gentle or firmer touch here.",
            "Alternate warm breath and cool air for contrast.",
          ],
        ),
        zone(
          "m-stomach",
          "Stomach & Navel Line",
          4,
          "secondary",
          "2-5 minutes",
          "The line running down from the navel is charged with anticipation, and slow touch here says more than words.",
          [
            "Trace the centre line of their stomach slowly with one fingertip.",
            "Kiss across their stomach from side to side.",
            "Let your hand rest still for a moment before moving on.",
          ],
          ["Take it slowly and let the anticipation build.", "Check in before you move any lower."],
        ),
        zone(
          "m-shoulders",
          "Shoulders & Upper Back",
          3,
          "secondary",
          "5-10 minutes",
          "Where the stress of the week piles up: a firm massage here relaxes the whole body and opens the way for gentler touch.",
          [
            "Knead the tops of their shoulders firmly with your whole hands.",
            "Work your thumbs along the edges of the shoulder blades.",
            "Finish with kisses across the backs of their shoulders.",
          ],
          [
            "Firm pressure is usually welcome here, but ask.",
            "A little warm oil helps your hands glide (not with latex condoms, though: oil and latex do not mix).",
          ],
        ),
      ],
    },
    {
      id: "intimate",
      name: "Intimate Areas",
      description: "The most sensitive places, best approached slowly, with plenty of talking and listening.",
      zones: [
        zone(
          "m-inner-thighs",
          "Inner Thighs",
          5,
          "primary",
          "3-5 minutes",
          "Close to the centre of things and rarely touched for their own sake, the inner thighs reward slow, patient attention.",
          [
            "Stroke slowly upward and back again, without hurrying.",
            "Kiss a trail from the inside of the knee towards the thigh.",
            "Use light fingernails for a change of sensation.",
          ],
          ["The waiting is part of the pleasure.", "Let their reactions tell you when to move on."],
        ),
        zone(
          "m-hips",
          "Hips & Waistline",
          4,
          "secondary",
          "2-5 minutes",
          "The line where hips meet stomach is sensitive and often forgotten: a natural pause before more intimate touch.",
          [
            "Trace the line of each hip with your thumb.",
            "Kiss slowly along their waistline.",
            "Hold their hips and draw them close.",
          ],
          ["Slow down here and let your partner ask for more.", "A good moment to check in with a look or a word."],
        ),
        zone(
          "m-most-intimate",
          "Most Intimate Places",
          5,
          "primary",
          "As long as feels good",
          "The most sensitive places of all, where trust, warmth and a relaxed pace matter more than any technique. Every body is different, so ask, listen and let your partner guide you.",
          [
            "Build up slowly with touch everywhere else first.",
            "Begin with light, indirect touch and let your partner show you pressure and rhythm.",
            "Ask what your partner likes, and notice how their breathing answers.",
          ],
          [
            "Confidence grows with reassurance, so take your time and stay playful.",
            "What felt wonderful last week may not today; keep talking.",
          ],
        ),
      ],
    },
    {
      id: "hidden-gems",
      name: "Hidden Gems",
      description: "Surprising places that respond beautifully when someone finally pays attention.",
      zones: [
        zone(
          "m-ears",
          "Ears",
          3,
          "hidden",
          "1-3 minutes",
          "Often overlooked, ears respond strongly to warm breath, low whispers and soft kisses.",
          [
            "Whisper something you have been wanting to say all day.",
            "Kiss the lobe and the hollow just behind it.",
            "Trace the outer curve of the ear with a fingertip.",
          ],
          ["Keep your voice low and slow.", "Pair it with a hand on the back of their neck."],
        ),
        zone(
          "m-lower-back",
          "Small of the Back",
          3,
          "hidden",
          "1-3 minutes",
          "The dip at the base of the spine is a quiet hotspot, especially for fingertips and warm palms.",
          [
            "Rest a warm palm there while you hold them.",
            "Trace small circles with your fingertips.",
            "Kiss along the base of the spine during a massage.",
          ],
          ["Lovely during a slow dance or a long hug.", "Combine with a back massage for the full effect."],
        ),
        zone(
          "m-hands",
          "Hands & Fingertips",
          3,
          "hidden",
          "2-5 minutes",
          "Hands do so much of the touching that being touched in return, slowly and deliberately, can feel unexpectedly intimate.",
          [
            "Massage each finger from base to tip.",
            "Kiss their fingertips one by one.",
            "Trace the lines of their palm with your thumb.",
          ],
          [
            "A simple, discreet way to flirt over dinner.",
            "A hand massage with lotion is a lovely way to open an evening.",
          ],
        ),
      ],
    },
  ],
};

export const EROGENOUS_ZONE_GUIDES: Readonly<Record<ZoneGender, ErogenousZoneGuide>> = {
  female: FEMALE_GUIDE,
  male: MALE_GUIDE,
};

/** Every zone of a guide, in region order. */
export function zonesForGender(gender: ZoneGender): readonly BodyZone[] {
  return EROGENOUS_ZONE_GUIDES[gender].regions.flatMap((region) => region.zones);
}
