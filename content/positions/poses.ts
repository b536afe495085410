import type { PoseDefinition, PoseProp } from "./pose-types";

/**
 * How the two bodies are arranged in every base position (see pose-types.ts for the coordinates). Figure `a` is
 * the rose partner, `b` the honey one. Every variation reuses its base's pose; what a variation adds to the picture
 * is in variation-poses.ts. The sanity checks in domain/positions/poses/checks.ts hold every pose here, and
 * `npm run poses` draws them all on one sheet to look at.
 */

const BED: PoseProp = { kind: "bed", x: 20, width: 360, height: 46 };
const MATTRESS: PoseProp = { kind: "mattress", x: 70, width: 260, base: 12, height: 240 };

export const BASE_POSES: Readonly<Record<string, PoseDefinition>> = {
  "romantic-1": {
    // Both lean back a little in each other's arms, so the two faces meet level in profile, foreheads close, neither
    // hidden: the honey partner's hips sit low in the lap and their arms hold the rose partner's back below the neck.
    props: [BED],
    a: {
      pelvis: [175, 62],
      torso: 91,
      head: 84,
      front: 1,
      nearLeg: { upper: 2, lower: 198, foot: 204 },
      farLeg: { upper: 0, lower: 196, foot: 202 },
      nearArm: { reach: [222, 104] },
      farArm: { reach: [220, 110] },
    },
    b: {
      pelvis: [202, 72],
      torso: 74,
      head: 100,
      front: -1,
      nearLeg: { reach: [154, 52], foot: 180 },
      farLeg: { reach: [160, 52], foot: 180 },
      nearArm: { reach: [172, 100] },
      farArm: { reach: [170, 106] },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "leg"],
      ["arm", "torso"],
      ["torso", "arm"],
      ["leg", "torso"],
      ["torso", "leg"],
      ["head", "arm"],
      ["arm", "arm"],
    ],
    description:
      "Both sit on the bed. The rose partner sits cross-legged; the honey partner sits in their lap facing them, legs around their waist, and each holds the other around the back, both leaning back a little so their faces meet, foreheads almost touching.",
  },
  "romantic-2": {
    // Seen from the bedside, as Lifted Spoon is: from above, readers could not tell who lay which way in the knot,
    // and in round 7 both fresh readers, blind, found this side view the clearer of the two. Both lie on their sides
    // facing the viewer, the same way, so both faces show; the rose partner close behind (drawn higher), an arm laid
    // over the honey partner's hip. Round 16: at a depth of 22 the partner behind hid, and near-straight legs read as
    // lying on the back. Now the body behind is drawn a trunk's width higher, its whole trunk in sight above the
    // other's, both heads on the one pillow, and all four knees bend forward together, the two pairs nested. Low
    // knees and no leg lifted still set it apart from Lifted Spoon; two faces to the viewer from Twin Crescents.
    props: [BED, { kind: "pillow", x: 120, width: 84, base: 46, height: 6 }],
    inFront: "b",
    a: {
      pelvis: [238, 92],
      depth: 28,
      torso: 178,
      head: 182,
      front: -1,
      seen: "front",
      nearLeg: { upper: 341, lower: 32, foot: 22 },
      farLeg: { upper: 341, lower: 28, foot: 18 },
      nearArm: { reach: [232, 77] },
      farArm: { upper: 186, lower: 176 },
    },
    b: {
      pelvis: [230, 64],
      torso: 178,
      head: 184,
      front: -1,
      seen: "front",
      nearLeg: { upper: 341, lower: 38, foot: 28 },
      farLeg: { upper: 340, lower: 34, foot: 24 },
      nearArm: { upper: 354, lower: 344 },
      farArm: { upper: 188, lower: 178 },
    },
    contacts: [
      ["torso", "torso"],
      ["arm", "torso"],
      ["leg", "leg"],
      ["arm", "leg"],
    ],
    description:
      "Seen from the bedside: both lie on their sides facing the same way, towards the viewer, knees softly bent. The rose partner is tucked in close behind the honey partner, an arm laid over their hip.",
  },
  "romantic-3": {
    props: [BED],
    // The near raised knee is drawn over the partner lying above: under their thigh, strangers lost it (round 6).
    nearLegInFront: "a",
    // The honey partner lies low over the rose one, upper arms straight down and forearms flat on the bed beside
    // the rose partner's shoulders (forearms, not hands), their face just above the other's, looking down into it.
    // The rose partner's knees stand high, a peak above the other's thighs: with them lower, strangers took this for
    // Tidal Rock, where both lie long and flush (round 4 and 5).
    a: {
      pelvis: [208, 60],
      torso: 180,
      head: 172,
      front: 1,
      nearLeg: { reach: [238, 52], foot: 0 },
      farLeg: { reach: [234, 52], foot: 0 },
      nearArm: { reach: [200, 78] },
      farArm: { reach: [194, 80] },
    },
    b: {
      pelvis: [216, 65.5],
      torso: 165,
      head: 150,
      front: -1,
      nearLeg: { upper: -14, lower: 0, foot: 358 },
      farLeg: { upper: -11, lower: -1, foot: 358 },
      nearArm: { upper: 270, lower: 180 },
      farArm: { upper: 266, lower: 180 },
    },
    contacts: [
      ["torso", "torso"],
      ["arm", "torso"],
      ["leg", "leg"],
      ["torso", "leg"],
      ["leg", "torso"],
      ["arm", "arm"],
      ["torso", "arm"],
      ["head", "arm"],
    ],
    description:
      "The rose partner lies on their back, knees bent. The honey partner lies low over them face to face, resting on their forearms flat on the bed beside the rose partner's shoulders, faces close.",
  },
  "romantic-4": {
    // Round 10: drawn from the bedside since round 7 (the body in front seen from behind, the one behind facing the
    // viewer), both fresh readers took it for Spooning, heads at one end and bodies stacked, facing each other unseen.
    // From above again, and unlike round 6's drawing from above, with nothing crossing between them: two mirror
    // images curled towards each other like two crescents round a space, profiles nose to nose on the pillows, knees
    // drawn up to meet and hands held between their chests. Symmetry and two faces turned to each other set it apart
    // from Harbour and Nestle, the other side-lying bases drawn from above. Round 17: round 16's readers still saw a
    // knot where the four legs fanned into the middle. Each body's two legs now lie together as one pair, so only
    // two knees meet there; the hips sit furthest out and head and knees curl in, two crescents round a space.
    view: "above",
    props: [MATTRESS],
    inFront: "a",
    a: {
      pelvis: [158, 124],
      torso: 78,
      head: 52,
      front: 1,
      nearLeg: { upper: 334, lower: 250 },
      farLeg: { upper: 330, lower: 246 },
      nearArm: { reach: [196, 140] },
      farArm: { reach: [194, 146] },
    },
    b: {
      pelvis: [242, 124],
      torso: 102,
      head: 128,
      front: -1,
      nearLeg: { upper: 206, lower: 290 },
      farLeg: { upper: 210, lower: 294 },
      nearArm: { reach: [204, 140] },
      farArm: { reach: [206, 146] },
    },
    contacts: [
      ["leg", "leg"],
      ["arm", "arm"],
    ],
    description:
      "Seen from above: both lie on their sides facing each other, heads close on the pillows, knees drawn up to meet between them and hands held between their chests, curled towards each other like two crescent moons.",
  },
  "romantic-5": {
    // Round 12: the honey partner lay squarely over the rose partner, heads stacked, and read as a generic pile; then,
    // shifted up but propped on straight arms, as plain missionary (round 16). Now they lie flush and level along the
    // rose partner, chest to chest, no straight arm holding them up (elbows bent, forearms flat past the rose head), and
    // the whole body has slid a head's length up the bed, so the honey head lies past the rose one, tipped down to it.
    props: [BED],
    a: {
      pelvis: [240, 60],
      torso: 180,
      head: 198,
      front: 1,
      nearLeg: { upper: 2, lower: -1 },
      farLeg: { upper: 1, lower: 0 },
      nearArm: { reach: [200, 82] },
      farArm: { reach: [194, 84] },
    },
    b: {
      pelvis: [202, 86],
      torso: 189,
      head: 212,
      front: -1,
      nearLeg: { upper: -9, lower: -4 },
      farLeg: { upper: -8, lower: -3 },
      nearArm: { upper: 272, lower: 184 },
      farArm: { upper: 270, lower: 182 },
    },
    contacts: [
      ["torso", "torso"],
      ["arm", "torso"],
      ["leg", "leg"],
      ["head", "arm"],
      ["arm", "leg"],
    ],
    description:
      "The rose partner lies on their back, legs long. The honey partner lies flush on top of them, chest to chest and legs along legs, shifted a little higher up the bed so their face comes down to meet the rose partner's, resting on their forearms.",
  },
  "romantic-6": {
    props: [BED],
    a: {
      pelvis: [183, 92],
      torso: 82,
      head: 100,
      front: 1,
      nearLeg: { upper: 272, lower: 180, foot: 180 },
      farLeg: { upper: 268, lower: 178, foot: 178 },
      nearArm: { reach: [223, 128] },
      farArm: { reach: [220, 136] },
    },
    b: {
      pelvis: [217, 92],
      torso: 98,
      head: 80,
      front: -1,
      nearLeg: { upper: 268, lower: 0, foot: 0 },
      farLeg: { upper: 272, lower: 2, foot: 2 },
      nearArm: { reach: [177, 130] },
      farArm: { reach: [180, 122] },
    },
    contacts: [
      ["torso", "torso"],
      ["arm", "torso"],
      ["torso", "arm"],
      ["arm", "arm"],
      ["torso", "head"],
      ["head", "torso"],
    ],
    description:
      "Both kneel upright on the bed, face to face and close, arms wrapped around each other's back and shoulders.",
  },
  "romantic-7": {
    props: [BED, { kind: "wall", x: 20, width: 12, height: 150 }],
    a: {
      pelvis: [60, 58],
      torso: 110,
      head: 100,
      front: 1,
      nearLeg: { upper: -4, lower: -5 },
      farLeg: { upper: -2, lower: -4 },
      nearArm: { reach: [88, 92] },
      farArm: { reach: [92, 86] },
    },
    b: {
      pelvis: [95, 58],
      torso: 116,
      head: 104,
      front: 1,
      nearLeg: { upper: -4, lower: -6 },
      farLeg: { upper: -2, lower: -3 },
      nearArm: { reach: [112, 70] },
      farArm: { reach: [110, 74] },
    },
    contacts: [
      ["torso", "torso"],
      ["arm", "torso"],
      ["leg", "leg"],
      ["leg", "torso"],
      ["arm", "arm"],
    ],
    description:
      "The rose partner sits against the headboard with legs stretched out; the honey partner sits between their legs, facing the same way and leaning back against their chest, held from behind.",
  },
  "romantic-8": {
    props: [{ kind: "chair", x: 140, width: 62, height: 36, back: "left" }],
    a: {
      pelvis: [168, 50],
      torso: 94,
      head: 102,
      front: 1,
      nearLeg: { upper: -6, lower: 270, foot: 0 },
      farLeg: { upper: -8, lower: 272, foot: 2 },
      nearArm: { reach: [201, 104] },
      farArm: { reach: [200, 112] },
    },
    b: {
      pelvis: [194, 66],
      torso: 92,
      head: 96,
      front: -1,
      nearLeg: { reach: [146, 8], foot: 180 },
      farLeg: { reach: [152, 8], foot: 180 },
      nearArm: { reach: [156, 98] },
      farArm: { reach: [154, 106] },
    },
    straddles: ["b"],
    contacts: [
      ["torso", "torso"],
      ["leg", "torso"],
      ["arm", "torso"],
      ["torso", "arm"],
      ["leg", "leg"],
      ["torso", "leg"],
      ["head", "arm"],
      ["arm", "arm"],
    ],
    description:
      "The rose partner sits on an armless chair, feet flat on the floor; the honey partner sits astride their lap facing them, feet down on the floor, and they hold each other close.",
  },
  "passionate-1": {
    props: [BED],
    a: {
      pelvis: [220, 60],
      torso: 180,
      head: 176,
      front: 1,
      nearLeg: { upper: 2, lower: 0 },
      farLeg: { upper: 1, lower: -1 },
      nearArm: { reach: [200, 100] },
      farArm: { reach: [150, 52] },
    },
    b: {
      pelvis: [225, 88],
      torso: 100,
      head: 94,
      front: -1,
      nearLeg: { upper: 240, lower: 0, foot: 0 },
      farLeg: { upper: 244, lower: 2, foot: 2 },
      nearArm: { reach: [203, 102] },
      farArm: { reach: [214, 84] },
    },
    contacts: [
      ["torso", "torso"],
      ["torso", "leg"],
      ["leg", "leg"],
      ["arm", "arm"],
    ],
    description:
      "The rose partner lies on their back. The honey partner kneels astride their hips, sitting upright and facing them, hands on their chest.",
  },
  "passionate-2": {
    props: [BED],
    a: {
      pelvis: [230, 92],
      torso: 180,
      head: 186,
      front: -1,
      nearLeg: { upper: 270, lower: 0, foot: 0 },
      farLeg: { upper: 268, lower: 358, foot: 358 },
      nearArm: { reach: [182, 50] },
      farArm: { reach: [188, 50] },
    },
    b: {
      pelvis: [256, 92],
      torso: 96,
      head: 100,
      front: -1,
      nearLeg: { upper: 268, lower: 0, foot: 0 },
      farLeg: { upper: 272, lower: 2, foot: 2 },
      nearArm: { reach: [232, 100] },
      farArm: { reach: [236, 104] },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "leg"],
      ["torso", "arm"],
      ["leg", "arm"],
    ],
    description:
      "The rose partner is on hands and knees on the bed; the honey partner kneels upright close behind them, hands on their waist.",
  },
  "passionate-3": {
    // Both legs together on the shoulders: the feet show past the kneeling partner's back. The head is raised on a
    // pillow, face turned up to the partner, and the arms lie along the sides: thrown over the head they read as legs.
    props: [BED, { kind: "pillow", x: 128, width: 46, base: 46, height: 9 }],
    a: {
      pelvis: [226, 62],
      torso: 180,
      head: 166,
      front: 1,
      nearLeg: { reach: [261, 133], foot: 72 },
      farLeg: { reach: [257, 134], foot: 76 },
      nearArm: { upper: -18, lower: -10 },
      farArm: { upper: -16, lower: -8 },
    },
    b: {
      pelvis: [262, 88],
      torso: 100,
      head: 104,
      front: -1,
      nearLeg: { upper: 250, lower: 0, foot: 0 },
      farLeg: { upper: 250, lower: 0, foot: 0 },
      nearArm: { reach: [238, 112] },
      farArm: { reach: [242, 106] },
    },
    contacts: [
      ["torso", "leg"],
      ["leg", "torso"],
      ["leg", "arm"],
      ["leg", "head"],
    ],
    description:
      "The rose partner lies on their back with both legs raised, calves resting on the shoulders of the honey partner, who kneels upright facing them.",
  },
  "passionate-4": {
    props: [{ kind: "bed", x: 150, width: 230, height: 58 }],
    a: {
      pelvis: [162, 72],
      torso: 0,
      head: 4,
      front: -1,
      nearLeg: { upper: 150, lower: 260, foot: 250 },
      farLeg: { upper: 148, lower: 262, foot: 252 },
      nearArm: { upper: 178, lower: 160 },
      farArm: { upper: 176, lower: 156 },
    },
    b: {
      pelvis: [134, 82],
      torso: 96,
      head: 92,
      front: 1,
      nearLeg: { upper: 272, lower: 266, foot: 0 },
      farLeg: { upper: 270, lower: 266, foot: 0 },
      nearArm: { reach: [150, 90] },
      farArm: { reach: [154, 90] },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "leg"],
      ["torso", "arm"],
      ["leg", "torso"],
      ["leg", "arm"],
      ["arm", "arm"],
    ],
    description:
      "The rose partner lies back across the edge of the bed, hips at the edge and legs around the honey partner, who stands on the floor facing them and holds their waist.",
  },
  "passionate-5": {
    props: [BED],
    a: {
      pelvis: [200, 60],
      torso: 180,
      head: 176,
      front: 1,
      nearLeg: { upper: 18, lower: -18 },
      farLeg: { upper: 16, lower: -20 },
      nearArm: { reach: [192, 94] },
      farArm: { reach: [108, 54] },
    },
    // Sitting up more than on all fours, face towards the feet, hands on the partner's knees.
    b: {
      pelvis: [205, 88],
      torso: 56,
      head: 44,
      front: 1,
      nearLeg: { upper: 300, lower: 180, foot: 180 },
      farLeg: { upper: 296, lower: 178, foot: 178 },
      nearArm: { reach: [236, 80] },
      farArm: { reach: [239, 79] },
    },
    contacts: [
      ["torso", "torso"],
      ["torso", "leg"],
      ["leg", "leg"],
      ["leg", "arm"],
      ["arm", "torso"],
      ["arm", "leg"],
    ],
    description:
      "The rose partner lies on their back; the honey partner kneels astride their hips facing their feet, leaning forward with hands on their legs.",
  },
  "passionate-6": {
    // The honey partner lies along the rose one like a blanket: chest on their back, hips on their hips, legs along
    // their legs, the weight taken on the forearms and knees on the bed either side. The honey partner's face is at
    // the other's nape, a head's length behind theirs, so the rose partner's face shows past it, turned down to the
    // pillow: that face, not a hidden one, is what says "on their front". It points nearly straight down, the hair
    // on top: turned only half down, strangers still took it for face up (round 6).
    props: [BED, { kind: "pillow", x: 116, width: 46, base: 46, height: 10 }],
    a: {
      pelvis: [222, 60],
      torso: 180,
      head: 162,
      front: -1,
      nearLeg: { upper: 0, lower: 0 },
      farLeg: { upper: 0, lower: 1 },
      nearArm: { upper: 2, lower: 358 },
      farArm: { upper: 184, lower: 179 },
    },
    b: {
      pelvis: [252, 85],
      torso: 181,
      head: 172,
      front: -1,
      nearLeg: { upper: -45, lower: 0, foot: 0 },
      farLeg: { upper: -43, lower: 1, foot: 1 },
      nearArm: { upper: 280, lower: 196 },
      farArm: { upper: 262, lower: 182 },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "leg"],
      ["arm", "arm"],
      ["head", "arm"],
      ["torso", "arm"],
    ],
    description:
      "The rose partner lies on their front, head on a pillow; the honey partner lies along them from shoulders to knees like a blanket, forearms and knees on the bed either side, face at the back of their neck.",
  },
  "passionate-7": {
    // The one at the wall leans in on straight arms; the one behind keeps their head back of theirs, not over it,
    // so the two never read as a face-to-face embrace against the wall.
    props: [{ kind: "wall", x: 300, width: 20, height: 220 }],
    a: {
      pelvis: [252, 85],
      torso: 78,
      head: 80,
      front: 1,
      nearLeg: { upper: 272, lower: 268, foot: 0 },
      farLeg: { upper: 272, lower: 270, foot: 0 },
      nearArm: { reach: [297, 138] },
      farArm: { reach: [297, 130] },
    },
    b: {
      pelvis: [226, 85],
      torso: 84,
      head: 84,
      front: 1,
      nearLeg: { upper: 272, lower: 270, foot: 0 },
      farLeg: { upper: 270, lower: 268, foot: 0 },
      nearArm: { reach: [258, 96] },
      farArm: { reach: [262, 112] },
    },
    contacts: [
      ["torso", "torso"],
      ["torso", "arm"],
      ["arm", "arm"],
      ["leg", "arm"],
    ],
    description:
      "Both stand. The rose partner faces a wall, palms flat on it at shoulder height; the honey partner stands close behind, an arm around their waist.",
  },
  "passionate-8": {
    props: [BED],
    // Round 12: braced on the knees, the hands were lost where the bent legs crossed, and the lean read as slight. Now
    // the rider leans back about 60 degrees, the back resting on the raised knees, arms straight down behind to the
    // mattress (the steps allow either), head tipped forward to look at the partner.
    a: {
      pelvis: [200, 60],
      torso: 0,
      head: 8,
      front: -1,
      nearLeg: { upper: 139, lower: 226, foot: 180 },
      farLeg: { upper: 141, lower: 228, foot: 178 },
      nearArm: { upper: 188, lower: 184 },
      farArm: { upper: 190, lower: 186 },
    },
    b: {
      pelvis: [204, 78],
      torso: 150,
      head: 106,
      front: 1,
      nearLeg: { upper: -20, lower: 198, foot: 202 },
      farLeg: { upper: -18, lower: 196, foot: 200 },
      nearArm: { upper: 266, lower: 272 },
      farArm: { upper: 269, lower: 275 },
    },
    contacts: [
      ["torso", "torso"],
      ["torso", "leg"],
      ["leg", "torso"],
      ["leg", "leg"],
      ["leg", "arm"],
      ["arm", "leg"],
    ],
    description:
      "The rose partner lies on their back with knees bent and raised; the honey partner kneels astride their hips facing them and leans back against those knees, arms straight down behind them, hands braced on the mattress.",
  },
  "adventurous-1": {
    props: [{ kind: "wall", x: 40, width: 16, height: 220 }],
    heldUp: ["b"],
    // The standing partner in front, the lifted one above them against the wall, head higher, legs round their waist.
    inFront: "a",
    a: {
      pelvis: [106, 86],
      torso: 96,
      head: 100,
      front: -1,
      nearLeg: { reach: [114, 8], foot: 180 },
      farLeg: { reach: [108, 8], foot: 180 },
      nearArm: { reach: [92, 100] },
      farArm: { reach: [96, 106] },
    },
    b: {
      pelvis: [72, 106],
      torso: 92,
      head: 84,
      front: 1,
      nearLeg: { upper: 8, lower: 268, foot: 272 },
      farLeg: { upper: 4, lower: 266, foot: 270 },
      nearArm: { reach: [106, 146] },
      farArm: { reach: [108, 150] },
    },
    contacts: [
      ["torso", "torso"],
      ["torso", "leg"],
      ["arm", "leg"],
      ["torso", "arm"],
      ["head", "arm"],
      ["head", "torso"],
      ["arm", "torso"],
      ["leg", "leg"],
      ["arm", "arm"],
    ],
    description:
      "The rose partner stands, holding the honey partner up under the thighs; the honey partner's back rests against a wall, legs wrapped around the rose partner's waist and arms around their neck.",
  },
  "adventurous-2": {
    // A long bed running out of the card on the left, so its edge reads as a bed's and not a stool's. The front
    // partner's shoulders rise over its edge on straight arms planted on the mattress: the arms, the support the
    // position is named for, are long and in plain sight; the trunk tilts up enough that no headboard cuts the bed short.
    props: [
      { kind: "bed", x: 0, width: 158, height: 46 },
      { kind: "pillow", x: 90, width: 38, base: 46, height: 12 },
    ],
    a: {
      pelvis: [196, 74],
      torso: 149,
      head: 160,
      front: -1,
      nearLeg: { reach: [238, 90] },
      farLeg: { reach: [236, 94] },
      nearArm: { reach: [146, 47] },
      farArm: { reach: [142, 48] },
    },
    b: {
      pelvis: [228, 85],
      torso: 92,
      head: 96,
      front: -1,
      nearLeg: { upper: 268, lower: 272, foot: 180 },
      farLeg: { upper: 266, lower: 272, foot: 180 },
      nearArm: { reach: [224, 92] },
      farArm: { reach: [228, 96] },
    },
    contacts: [
      ["leg", "torso"],
      ["leg", "arm"],
      ["leg", "leg"],
    ],
    description:
      "The rose partner holds themselves up on straight arms, hands on the bed near its edge and shoulders raised; the honey partner stands behind, holding their legs at waist height.",
  },
  "adventurous-3": {
    props: [BED],
    // The bridge drawn over the kneeler, so its raised knees and steep shins show: behind the kneeler's thighs they
    // were hidden, and strangers could not tell face up (a bridge) from face down with the hips up (round 5).
    inFront: "a",
    // A clear bridge: shoulders and head on the bed at the left, hips lifted high, knees higher still, shins
    // dropping steeply to the feet planted on the bed; the honey partner kneels just past the feet, holding the waist.
    a: {
      pelvis: [185, 85],
      torso: 213,
      head: 176,
      front: 1,
      nearLeg: { reach: [226, 50], foot: 0 },
      farLeg: { reach: [230, 50], foot: 0 },
      nearArm: { upper: -14, lower: -2 },
      farArm: { upper: -16, lower: -4 },
    },
    b: {
      pelvis: [242, 92],
      torso: 114,
      head: 104,
      front: -1,
      nearLeg: { upper: 262, lower: 0, foot: 0 },
      farLeg: { upper: 266, lower: 2, foot: 2 },
      nearArm: { reach: [196, 90] },
      farArm: { reach: [200, 88] },
    },
    contacts: [
      ["leg", "leg"],
      ["torso", "arm"],
      ["leg", "torso"],
      ["leg", "arm"],
    ],
    description:
      "The rose partner lies on their back and lifts their hips into a high bridge, shoulders and feet on the bed; the honey partner kneels close in front of their feet, holding them at the waist.",
  },
  "adventurous-4": {
    props: [{ kind: "stairs", x: 60, width: 280, height: 26, back: "left", rail: 74 }],
    a: {
      pelvis: [162, 92],
      torso: 122,
      head: 100,
      front: 1,
      nearLeg: { upper: 5, lower: -74, foot: 0 },
      farLeg: { upper: 4, lower: -72, foot: 0 },
      nearArm: { upper: 250, lower: 340 },
      farArm: { upper: 248, lower: 336 },
    },
    b: {
      // Kneeling up, hands on the sitter's thighs, so the one leaning back on the stairs stays in view.
      pelvis: [215, 98],
      torso: 98,
      head: 104,
      front: -1,
      nearLeg: { upper: 270, lower: 0, foot: 0 },
      farLeg: { upper: 268, lower: 2, foot: 2 },
      nearArm: { reach: [192, 100] },
      farArm: { reach: [196, 98] },
    },
    contacts: [
      ["leg", "torso"],
      ["leg", "leg"],
      ["leg", "arm"],
    ],
    description:
      "On a staircase: the rose partner sits a few steps up, leaning back on their elbows; the honey partner kneels on a lower step between their knees, facing them.",
  },
  "adventurous-5": {
    props: [
      { kind: "bed", x: 150, width: 230, height: 46 },
      { kind: "cushions", x: 40, width: 110, height: 26 },
    ],
    a: {
      pelvis: [160, 60],
      torso: 206,
      head: 180,
      front: 1,
      nearLeg: { reach: [222, 52], foot: 0 },
      farLeg: { reach: [218, 52], foot: 0 },
      nearArm: { upper: 192, lower: 192 },
      farArm: { upper: 190, lower: 192 },
    },
    b: {
      pelvis: [178, 90],
      torso: 115,
      head: 118,
      front: -1,
      nearLeg: { upper: 250, lower: 0, foot: 0 },
      farLeg: { upper: 254, lower: 2, foot: 2 },
      nearArm: { reach: [152, 80] },
      farArm: { reach: [156, 80] },
    },
    contacts: [
      ["torso", "leg"],
      ["leg", "leg"],
      ["torso", "arm"],
      ["leg", "torso"],
    ],
    description:
      "The rose partner lies back with head and shoulders slipped off the edge of the bed onto cushions below; the honey partner kneels astride them on the bed, a hand steadying them.",
  },
  "adventurous-6": {
    props: [BED],
    // One leg up on the shoulder, the other stretched long along the bed between the kneeling partner's knees and
    // drawn in front, so the split between them shows. Turned the other way from High Tide.
    a: {
      pelvis: [174, 62],
      torso: 0,
      head: 4,
      front: -1,
      nearLeg: { reach: [140, 130], foot: 110 },
      farLeg: { upper: 182, lower: 183, foot: 100 },
      // Arms along the sides: thrown over the head they read as a second pair of legs.
      nearArm: { upper: 200, lower: 190 },
      farArm: { upper: 198, lower: 188 },
    },
    b: {
      pelvis: [126, 90],
      torso: 76,
      head: 78,
      front: 1,
      nearLeg: { upper: 290, lower: 180, foot: 180 },
      farLeg: { upper: 286, lower: 178, foot: 178 },
      nearArm: { reach: [144, 84] },
      farArm: { reach: [144, 118] },
    },
    straddles: ["b"],
    contacts: [
      ["leg", "leg"],
      ["leg", "torso"],
      ["leg", "arm"],
      ["leg", "head"],
    ],
    description:
      "The rose partner lies on their back, one leg raised to rest on the shoulder of the honey partner, the other stretched along the bed between their knees; the honey partner kneels facing them.",
  },
  "adventurous-7": {
    props: [{ kind: "table", x: 160, width: 200, height: 80 }],
    // Round 10: hands folded up on the chest hid the head and the legs knotted into one lump. Now the arms lie along
    // the sides, the head lifts a little to look at the partner, and each leg makes one clear corner: thigh up to the
    // knee, shin level across to the foot flat on the standing partner's chest.
    a: {
      pelvis: [178, 94],
      torso: 0,
      head: 14,
      front: -1,
      nearLeg: { reach: [151, 128], foot: 96 },
      farLeg: { reach: [152, 120], foot: 98 },
      nearArm: { upper: 188, lower: 182 },
      farArm: { upper: 186, lower: 180 },
    },
    b: {
      pelvis: [136, 84],
      torso: 92,
      head: 88,
      front: 1,
      nearLeg: { upper: 272, lower: 266, foot: 0 },
      farLeg: { upper: 270, lower: 268, foot: 0 },
      nearArm: { reach: [170, 106] },
      farArm: { reach: [172, 102] },
    },
    contacts: [
      ["leg", "torso"],
      ["torso", "arm"],
      ["leg", "arm"],
    ],
    description:
      "The rose partner lies back across the edge of a table, knees drawn up and feet resting on the chest of the honey partner, who stands facing them and holds their thighs.",
  },
  "adventurous-8": {
    props: [BED],
    nearLegInFront: "a",
    // The partner on their side faces the viewer (two eyes, no profile), so they read as lying on their side, not on
    // their back: the lower leg along the bed, the upper one lifted round the kneeler's waist, its foot
    // behind their back. The kneeler stays upright, so the wrapped leg is not lost under a body bent over it. The head
    // rests raised on one hand, as people lie on their side; flat on the bed it still read as lying on the back.
    // The wrapped leg is drawn over the kneeler, its shin across their waist and the foot past their back: hidden
    // behind their body, the leg read as raised straight up, not wrapped round them (round 10).
    // Round 11: lying flat, with the kneeler tall above, the thigh rose near upright and it still read as a leg raised
    // along the kneeler's chest (Side Split). Now the partner on their side reclines, shoulders lifted a third of the
    // way to sitting, head up by the hand; the kneeler sinks back towards the heels, so the thigh climbs gently to
    // their waist and the knee bends there, the shin running round them to the foot past their back.
    a: {
      pelvis: [206, 62],
      torso: 148,
      head: 122,
      front: 1,
      seen: "front",
      nearLeg: { reach: [268, 90], foot: 20 },
      farLeg: { upper: 0, lower: 0 },
      nearArm: { upper: 342, lower: 8 },
      farArm: { reach: [140, 96] },
    },
    b: {
      pelvis: [258, 80],
      torso: 98,
      head: 106,
      front: -1,
      nearLeg: { upper: 224, lower: 0, foot: 0 },
      farLeg: { upper: 226, lower: 1, foot: 1 },
      nearArm: { reach: [234, 94] },
      farArm: { reach: [238, 92] },
    },
    contacts: [
      ["leg", "leg"],
      ["leg", "torso"],
      ["leg", "arm"],
    ],
    description:
      "The rose partner lies on their side, shoulders raised and head propped on one hand; the honey partner kneels astride their lower leg, facing them, while the rose partner's upper leg wraps around the honey partner's waist, knee bent, foot behind their back.",
  },
  "mixed-1": {
    props: [],
    a: {
      pelvis: [185, 85],
      torso: 86,
      head: 100,
      front: 1,
      nearLeg: { upper: 275, lower: 268, foot: 0 },
      farLeg: { upper: 272, lower: 262, foot: 0 },
      nearArm: { reach: [218, 102] },
      farArm: { reach: [215, 110] },
    },
    b: {
      pelvis: [213, 85],
      torso: 94,
      head: 80,
      front: -1,
      nearLeg: { upper: 265, lower: 272, foot: 180 },
      farLeg: { upper: 262, lower: 345, foot: 290 },
      nearArm: { reach: [180, 138] },
      farArm: { reach: [182, 132] },
    },
    contacts: [
      ["torso", "torso"],
      ["arm", "torso"],
      ["torso", "arm"],
      ["leg", "leg"],
      ["arm", "arm"],
    ],
    description:
      "Both stand face to face, close together and swaying, arms around each other's waist and neck as if slow dancing.",
  },
  "mixed-2": {
    view: "above",
    props: [MATTRESS],
    // Hands joined in the open mouth of the V between the two heads, each arm reaching out across the bare sheet from
    // its shoulder so the held hands show at phone size (before, both arms ran up towards the crossing, under the
    // honey partner's body); the other arms rest along the bodies. The honey partner, on their side, faces the rose
    // partner across that V (their profile turned away before, so nothing said whom they lay towards). Both heads lie
    // on the same side of the crossing, and the words say so (they once put the heads at opposite ends, which this X
    // never drew).
    a: {
      pelvis: [200, 140],
      torso: 140,
      head: 140,
      front: 1,
      seen: "front",
      nearLeg: { upper: 310, lower: 314 },
      farLeg: { upper: 330, lower: 334 },
      nearArm: { upper: 250, lower: 252 },
      farArm: { upper: 330, lower: 335 },
    },
    b: {
      pelvis: [206, 112],
      torso: 220,
      head: 220,
      front: 1,
      nearLeg: { upper: 50, lower: 46 },
      farLeg: { upper: 30, lower: 26 },
      nearArm: { reach: [148, 123] },
      farArm: { upper: 20, lower: 30 },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "leg"],
      ["leg", "torso"],
      ["arm", "arm"],
    ],
    description:
      "Seen from above: both lie at an angle to each other, heads at the same side of the bed, a little apart on their own pillows, and their bodies cross in an X at the hips, the honey partner's legs over the rose partner's like open scissors. The rose partner lies on their back and the honey partner on their side, and they hold hands in the space between their heads.",
  },
  "mixed-3": {
    props: [BED],
    a: {
      // Propped on a forearm to watch, the other hand holding the rider's hand on their chest.
      pelvis: [210, 60],
      torso: 160,
      head: 168,
      front: 1,
      nearLeg: { reach: [289, 52], foot: 0 },
      farLeg: { reach: [288, 52], foot: 0 },
      nearArm: { reach: [181, 80] },
      farArm: { upper: 272, lower: 0 },
    },
    b: {
      // Sideways across the hips: seen from the front (face to the viewer, not in profile like Moonrise's rider),
      // both legs folded to one side, leaning the other way onto a straight arm, the hand on the rose partner's chest.
      // Round 12: the tucked legs lay along the rose partner's raised knees and read as one pile; now the rose
      // partner's legs stretch out low along the bed, knees only slightly bent, and the folded legs sit clear above.
      pelvis: [214, 85],
      torso: 118,
      head: 100,
      front: 1,
      seen: "front",
      nearLeg: { upper: 352, lower: 216, foot: 222 },
      farLeg: { upper: 346, lower: 210, foot: 216 },
      nearArm: { upper: 250, lower: 256 },
      farArm: { reach: [230, 92] },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "leg"],
      ["torso", "leg"],
      ["torso", "arm"],
      ["leg", "torso"],
      ["arm", "arm"],
    ],
    description:
      "The rose partner lies on their back, propped on a forearm, knees slightly bent; the honey partner sits sideways across their hips, turned to face across the bed, legs folded to one side, a hand resting on the rose partner's chest, where the rose partner holds it.",
  },
  "mixed-4": {
    props: [BED],
    a: {
      pelvis: [165, 58],
      torso: 122,
      head: 108,
      front: 1,
      nearLeg: { upper: 6, lower: -6 },
      farLeg: { upper: 4, lower: -4 },
      nearArm: { reach: [134, 52] },
      farArm: { reach: [138, 52] },
    },
    b: {
      pelvis: [240, 58],
      torso: 58,
      head: 72,
      front: -1,
      nearLeg: { upper: 174, lower: 186 },
      farLeg: { upper: 176, lower: 184 },
      nearArm: { reach: [272, 52] },
      farArm: { reach: [268, 52] },
    },
    contacts: [
      ["leg", "leg"],
      ["leg", "torso"],
      ["torso", "leg"],
    ],
    description:
      "Both sit on the bed facing each other with legs interlaced, each leaning back on straight arms, hands on the mattress behind them.",
  },
  "mixed-5": {
    props: [{ kind: "sofa", x: 214, width: 126, height: 40, back: "right" }],
    a: {
      // Leaning into the backrest, elbows on its top and forearms folded over it.
      pelvis: [300, 86],
      torso: 65,
      head: 74,
      front: 1,
      nearLeg: { upper: 268, lower: 180, foot: 180 },
      farLeg: { upper: 272, lower: 182, foot: 182 },
      nearArm: { upper: -57, lower: -38 },
      farArm: { upper: -55, lower: -30 },
    },
    b: {
      pelvis: [272, 86],
      torso: 84,
      head: 78,
      front: 1,
      nearLeg: { upper: 268, lower: 180, foot: 180 },
      farLeg: { upper: 272, lower: 178, foot: 178 },
      nearArm: { reach: [302, 98] },
      farArm: { reach: [306, 104] },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "leg"],
      ["torso", "arm"],
      ["leg", "arm"],
    ],
    description:
      "Both kneel on the sofa seat facing its back. The rose partner rests their forearms along the top of the backrest; the honey partner kneels close behind, an arm around their waist.",
  },
  "mixed-6": {
    view: "above",
    props: [MATTRESS],
    inFront: "a",
    // A T: the rose partner lies along the bed on their back (face up, to the viewer), the stem; the honey partner lies
    // on their side straight across the bed below the rose partner's feet, the bar, facing them, and the rose
    // partner's shins lie over those hips and end there. Drawn as a cross (legs running on past each other), readers
    // could not see the T.
    a: {
      pelvis: [200, 152],
      torso: 90,
      head: 90,
      front: 1,
      seen: "front",
      nearLeg: { upper: 276, lower: 268 },
      farLeg: { upper: 264, lower: 272 },
      nearArm: { upper: 278, lower: 284 },
      farArm: { upper: 262, lower: 268 },
    },
    b: {
      pelvis: [206, 82],
      torso: 0,
      head: 2,
      front: -1,
      nearLeg: { upper: 172, lower: 186 },
      farLeg: { upper: 176, lower: 190 },
      nearArm: { reach: [214, 104] },
      farArm: { upper: 192, lower: 186 },
    },
    contacts: [
      ["leg", "torso"],
      ["leg", "leg"],
      ["leg", "arm"],
    ],
    description:
      "Seen from above: the rose partner lies on their back along the bed; the honey partner lies on their side straight across the bed below the rose partner's feet, facing them, and the rose partner's legs drape over the honey partner's hips, making a T.",
  },
  "mixed-7": {
    // Round 19: the frame halfway through (legs wrapped round a partner on straight arms) read as a tangle, and readers
    // could not tell who was on top. Now the card draws the frame the steps name first, plainly: the honey partner
    // lies flat on their back, head on a pillow, legs long; the rose partner hovers right over them, face to face,
    // held up on straight arms with their legs stretched out behind, the honey partner's arms along their sides. The
    // arrows over the couple say that they will roll.
    props: [BED, { kind: "pillow", x: 104, width: 46, base: 46, height: 9 }],
    sequence: "roll",
    a: {
      pelvis: [216, 93],
      torso: 169,
      head: 174,
      front: -1,
      nearLeg: { reach: [286, 64], foot: 290 },
      farLeg: { reach: [284, 64], foot: 292 },
      nearArm: { reach: [176, 50] },
      farArm: { reach: [172, 50] },
    },
    b: {
      pelvis: [210, 60],
      torso: 180,
      head: 172,
      front: 1,
      nearLeg: { upper: -4, lower: -6 },
      farLeg: { upper: -3, lower: -5 },
      nearArm: { upper: 348, lower: 354 },
      farArm: { upper: 350, lower: 356 },
    },
    contacts: [
      ["arm", "torso"],
      ["arm", "arm"],
      ["leg", "leg"],
    ],
    description:
      "The first frame of the sequence: the honey partner lies on their back, head on a pillow; the rose partner hovers over them face to face on straight arms, legs stretched out behind; next they roll so the honey partner is on top, and end in a spoon.",
  },
  "mixed-8": {
    props: [{ kind: "armchair", x: 100, width: 62, height: 36, back: "left" }],
    a: {
      pelvis: [132, 50],
      torso: 100,
      head: 78,
      front: 1,
      nearLeg: { upper: -6, lower: 270, foot: 0 },
      farLeg: { upper: -8, lower: 272, foot: 2 },
      nearArm: { reach: [166, 100] },
      farArm: { reach: [164, 94] },
    },
    b: {
      pelvis: [160, 68],
      torso: 94,
      head: 90,
      front: 1,
      nearLeg: { reach: [206, 8], foot: 0 },
      farLeg: { reach: [200, 8], foot: 0 },
      nearArm: { reach: [176, 68] },
      farArm: { reach: [178, 68] },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "torso"],
      ["arm", "torso"],
      ["leg", "leg"],
      ["arm", "arm"],
    ],
    description:
      "The rose partner sits in an armchair, feet on the floor; the honey partner sits back in their lap facing away, feet on the floor too, held around the front.",
  },
};
