import { MORE_BODY_NOTES, type BodyNotes } from "./bases-more";

export type { BodyNotes, Demand } from "./bases-more";

/**
 * Body notes for the 32 original bases, judged from each arrangement the same way as MORE_BODY_NOTES: every demand
 * is the most the position asks of either partner (0 none, 1 light, 2 moderate, 3 high).
 *
 * Back pain follows Sidorkewicz and McGill's measurements of lumbar motion during intercourse (Spine 2014;39(20):
 * 1633-9 and Eur Spine J 2015;24(3):513-20). For a back that hurts when bending forward, spooning asked the most
 * flexion of the partner behind and missionary with the knees drawn up the most of the partner lying back, while
 * kneeling from behind with the front partner up on straight arms kept both spines nearest neutral. For a back
 * that hurts when arching, positions with less arching (lying flat rather than propped up, no leaning back) are
 * kinder. `backPain` is true where both partners can keep a neutral, supported spine. General guidance, not
 * medical advice.
 */
export const BODY_NOTES: Readonly<Record<string, BodyNotes>> = {
  "romantic-1": {
    knees: 2, backBending: 1, backArching: 0, neck: 0, wristsShoulders: 0, balance: 1, strength: 1,
    pregnancy: false, limitedMobility: false, heightDifference: true, backPain: false,
    note: "Asks for open hips and easy knees from the sitting partner; a firm cushion underneath keeps their back tall rather than slumped.",
  },
  "romantic-2": {
    knees: 0, backBending: 2, backArching: 0, neck: 0, wristsShoulders: 0, balance: 0, strength: 0,
    pregnancy: true, limitedMobility: true, heightDifference: true, backPain: false,
    note: "Restful and a favourite in pregnancy; the curl rounds the lower back of the partner behind, so straighten out if bending forward hurts.",
  },
  "romantic-3": {
    knees: 1, backBending: 1, backArching: 1, neck: 1, wristsShoulders: 1, balance: 0, strength: 1,
    pregnancy: false, limitedMobility: true, heightDifference: false, backPain: true,
    note: "Easy for the partner lying back; with a sore back, keep their knees low rather than drawn up, and the one above stays on the forearms.",
  },
  "romantic-4": {
    knees: 0, backBending: 1, backArching: 0, neck: 0, wristsShoulders: 0, balance: 0, strength: 0,
    pregnancy: true, limitedMobility: true, heightDifference: true, backPain: false,
    note: "Nobody carries any weight and nobody lies on their back, so it suits slow days and a growing bump alike.",
  },
  "romantic-5": {
    knees: 1, backBending: 1, backArching: 1, neck: 1, wristsShoulders: 1, balance: 0, strength: 1,
    pregnancy: false, limitedMobility: true, heightDifference: false, backPain: true,
    note: "Small rolling movements keep both spines close to neutral, which many sore backs prefer; the partner underneath simply rests.",
  },
  "romantic-6": {
    knees: 2, backBending: 0, backArching: 0, neck: 0, wristsShoulders: 0, balance: 2, strength: 1,
    pregnancy: false, limitedMobility: false, heightDifference: true, backPain: true,
    note: "Tall and neutral for the spine, but you both kneel: a soft mattress or folded blanket under the knees makes all the difference.",
  },
  "romantic-7": {
    knees: 0, backBending: 1, backArching: 0, neck: 0, wristsShoulders: 0, balance: 0, strength: 0,
    pregnancy: true, limitedMobility: true, heightDifference: true, backPain: true,
    note: "Reclined, supported and free of any pressure on the front partner's tummy; a firm stack of pillows keeps the back behind from slumping.",
  },
  "romantic-8": {
    knees: 1, backBending: 1, backArching: 0, neck: 0, wristsShoulders: 0, balance: 1, strength: 1,
    pregnancy: false, limitedMobility: false, heightDifference: true, backPain: true,
    note: "The chair's back supports the sitting partner; the one astride works the thighs a little, pushing from feet on the floor.",
  },
  "passionate-1": {
    knees: 2, backBending: 0, backArching: 1, neck: 0, wristsShoulders: 1, balance: 1, strength: 1,
    pregnancy: true, limitedMobility: true, heightDifference: true, backPain: true,
    note: "The partner lying back barely moves, which suits a sore back or tired body; if one of you is pregnant, they take the top and set the pace.",
  },
  "passionate-2": {
    knees: 2, backBending: 0, backArching: 1, neck: 0, wristsShoulders: 2, balance: 1, strength: 1,
    pregnancy: true, limitedMobility: false, heightDifference: true, backPain: true,
    note: "One of the kinder choices for a back that dislikes bending, with the front partner up on the hands and the one behind moving from the hips; pad the knees.",
  },
  "passionate-3": {
    knees: 1, backBending: 3, backArching: 0, neck: 1, wristsShoulders: 0, balance: 1, strength: 1,
    pregnancy: false, limitedMobility: false, heightDifference: false, backPain: false,
    note: "Raised legs fold the lower partner's hips and round their lower back, so skip it if bending forward hurts; legs against the chest stretch less.",
  },
  "passionate-4": {
    knees: 1, backBending: 1, backArching: 0, neck: 0, wristsShoulders: 0, balance: 0, strength: 1,
    pregnancy: true, limitedMobility: true, heightDifference: true, backPain: true,
    note: "Nobody holds up their own weight; with pillows under the shoulders it suits pregnancy, and the standing partner keeps a tall back.",
  },
  "passionate-5": {
    knees: 2, backBending: 1, backArching: 1, neck: 0, wristsShoulders: 1, balance: 1, strength: 1,
    pregnancy: true, limitedMobility: true, heightDifference: true, backPain: true,
    note: "The partner lying back simply rests; the rider kneels, so soft bedding helps, and staying fairly upright is gentlest on the back.",
  },
  "passionate-6": {
    knees: 1, backBending: 0, backArching: 1, neck: 2, wristsShoulders: 1, balance: 0, strength: 1,
    pregnancy: false, limitedMobility: true, heightDifference: false, backPain: true,
    note: "Lying flat is gentle on a back that dislikes bending, though the lower partner's head turns to one side: swap cheeks on the pillow now and then.",
  },
  "passionate-7": {
    knees: 1, backBending: 0, backArching: 1, neck: 0, wristsShoulders: 1, balance: 2, strength: 1,
    pregnancy: true, limitedMobility: false, heightDifference: false, backPain: true,
    note: "Standing keeps both spines long if the front partner tips from the hips rather than sinking into the lower back; the wall takes the rest.",
  },
  "passionate-8": {
    knees: 3, backBending: 0, backArching: 3, neck: 1, wristsShoulders: 2, balance: 2, strength: 2,
    pregnancy: false, limitedMobility: false, heightDifference: true, backPain: false,
    note: "Leaning back asks a lot of the rider's knees, wrists and lower back; skip it if arching hurts, and come upright often.",
  },
  "adventurous-1": {
    knees: 2, backBending: 1, backArching: 1, neck: 0, wristsShoulders: 2, balance: 3, strength: 3,
    pregnancy: false, limitedMobility: false, heightDifference: true, backPain: false,
    note: "A lift that loads the lifter's back and legs: brief, with the wall taking weight, and not one for a sore back.",
  },
  "adventurous-2": {
    knees: 1, backBending: 1, backArching: 2, neck: 1, wristsShoulders: 3, balance: 3, strength: 3,
    pregnancy: false, limitedMobility: false, heightDifference: false, backPain: false,
    note: "Hard on the front partner's wrists and shoulders and on the lifter's back: a laughing dare for a minute, no more.",
  },
  "adventurous-3": {
    knees: 2, backBending: 0, backArching: 3, neck: 2, wristsShoulders: 1, balance: 1, strength: 2,
    pregnancy: false, limitedMobility: false, heightDifference: false, backPain: false,
    note: "The bridge arches the lower back and presses the shoulders and neck into the bed: lovely for a strong, supple back, best skipped when arching hurts.",
  },
  "adventurous-4": {
    knees: 2, backBending: 1, backArching: 1, neck: 1, wristsShoulders: 2, balance: 1, strength: 1,
    pregnancy: false, limitedMobility: false, heightDifference: true, backPain: false,
    note: "The steps even out any height difference; fold a blanket over their edges, as stairs are hard on knees and elbows.",
  },
  "adventurous-5": {
    knees: 1, backBending: 0, backArching: 2, neck: 3, wristsShoulders: 0, balance: 1, strength: 1,
    pregnancy: false, limitedMobility: false, heightDifference: false, backPain: false,
    note: "With the head below the hips, weight rests on the neck and the blood rushes: a few minutes at most, and not with neck trouble.",
  },
  "adventurous-6": {
    knees: 1, backBending: 2, backArching: 0, neck: 1, wristsShoulders: 0, balance: 1, strength: 1,
    pregnancy: false, limitedMobility: false, heightDifference: false, backPain: false,
    note: "Asks for flexible hamstrings from the partner lying back; one leg at a time keeps it gentler than lifting both.",
  },
  "adventurous-7": {
    knees: 0, backBending: 2, backArching: 0, neck: 1, wristsShoulders: 0, balance: 1, strength: 1,
    pregnancy: false, limitedMobility: false, heightDifference: false, backPain: false,
    note: "The table does the lifting; a folded blanket under the back, and feet resting rather than held up, ease the fold for the one lying down.",
  },
  "adventurous-8": {
    knees: 2, backBending: 1, backArching: 0, neck: 0, wristsShoulders: 0, balance: 1, strength: 1,
    pregnancy: true, limitedMobility: false, heightDifference: true, backPain: false,
    note: "Restful for the partner on their side, which suits pregnancy; the kneeling partner wants soft bedding, and the twist stays small.",
  },
  "mixed-1": {
    knees: 1, backBending: 0, backArching: 1, neck: 0, wristsShoulders: 0, balance: 2, strength: 2,
    pregnancy: false, limitedMobility: false, heightDifference: false, backPain: true,
    note: "Upright and neutral for the spine, but it needs steady legs and balance; a sturdy step evens out heights.",
  },
  "mixed-2": {
    knees: 0, backBending: 1, backArching: 0, neck: 0, wristsShoulders: 0, balance: 0, strength: 0,
    pregnancy: true, limitedMobility: true, heightDifference: true, backPain: true,
    note: "Both of you lie down and nobody carries weight; if one of you is pregnant, they take the side-lying place.",
  },
  "mixed-3": {
    knees: 2, backBending: 1, backArching: 0, neck: 0, wristsShoulders: 2, balance: 2, strength: 1,
    pregnancy: true, limitedMobility: true, heightDifference: true, backPain: false,
    note: "The partner lying back simply rests; the rider's sideways seat twists the hips a little, so lean on a hand and keep it playful.",
  },
  "mixed-4": {
    knees: 1, backBending: 1, backArching: 1, neck: 0, wristsShoulders: 3, balance: 2, strength: 2,
    pregnancy: false, limitedMobility: false, heightDifference: true, backPain: false,
    note: "You both lean back on straight arms, which tires wrists and shoulders quickly; sit up into a hug whenever they ask.",
  },
  "mixed-5": {
    knees: 2, backBending: 0, backArching: 1, neck: 0, wristsShoulders: 0, balance: 1, strength: 1,
    pregnancy: true, limitedMobility: false, heightDifference: true, backPain: true,
    note: "The backrest takes the front partner's weight, keeping the spine neutral and the wrists free; soft cushions spare the knees.",
  },
  "mixed-6": {
    knees: 0, backBending: 1, backArching: 0, neck: 0, wristsShoulders: 0, balance: 0, strength: 0,
    pregnancy: true, limitedMobility: true, heightDifference: true, backPain: true,
    note: "Nobody holds anybody up: restful, easy to chat in, and fine in pregnancy with the pregnant partner on their side.",
  },
  "mixed-7": {
    knees: 1, backBending: 2, backArching: 1, neck: 1, wristsShoulders: 1, balance: 1, strength: 1,
    pregnancy: false, limitedMobility: false, heightDifference: false, backPain: false,
    note: "The rolls take a little coordination and the finish is a spoon, which rounds the back; linger in whichever part feels best.",
  },
  "mixed-8": {
    knees: 1, backBending: 1, backArching: 0, neck: 0, wristsShoulders: 0, balance: 1, strength: 1,
    pregnancy: true, limitedMobility: true, heightDifference: true, backPain: true,
    note: "An armchair's back supports the sitting partner, and the one in front sits upright with feet down, which suits pregnancy.",
  },
};

const ALL_BODY_NOTES: Readonly<Record<string, BodyNotes>> = { ...BODY_NOTES, ...MORE_BODY_NOTES };

/** The body notes of a base position (old or new); every catalogue entry reads them through its `baseId`. */
export function bodyNotesFor(baseId: string): BodyNotes | undefined {
  return Object.hasOwn(ALL_BODY_NOTES, baseId) ? ALL_BODY_NOTES[baseId] : undefined;
}
