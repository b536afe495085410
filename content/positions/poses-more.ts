import type { FigurePose, PoseDefinition, PoseProp } from "./pose-types";

/**
 * The poses of the bases in bases-more.ts (issue 32), in the same format as poses.ts (see pose-types.ts for the
 * coordinates): figure `a` is partner A of the writing (rose), `b` partner B (honey). all-poses.ts merges them
 * with the 32 of poses.ts; the merged table is what the pictures, their descriptions and the checks read.
 */

const BED: PoseProp = { kind: "bed", x: 20, width: 360, height: 46 };
const MATTRESS: PoseProp = { kind: "mattress", x: 70, width: 260, base: 12, height: 240 };
/** A bed whose edge is near the middle of the picture, for poses at the bed's side. */
const bedTo = (edge: number): PoseProp => ({ kind: "bed", x: 20, width: edge - 20, height: 46 });

/** Stairs rising to the left with a banister, its handrail at about hip height above the step edges. */
const STAIRS_WITH_RAIL: PoseProp = { kind: "stairs", x: 100, width: 160, height: 26, back: "left", rail: 74 };
const LONG_STAIRS_WITH_RAIL: PoseProp = { kind: "stairs", x: 60, width: 280, height: 26, back: "left", rail: 74 };
/** The height of a staircase's handrail at x (see railHeightAt in the renderer's scene), for a hand to hold it. */
function railAt(stairs: PoseProp, x: number): number {
  const depth = stairs.width / 4;
  const run = stairs.back === "left" ? stairs.x + stairs.width - x : x - stairs.x;
  return Math.round((stairs.rail ?? 0) + stairs.height + (stairs.height * run) / depth);
}

/** The figure seen from the other side, reflected about the vertical line x = axis: left and right swap. */
function mirrorFigure(figure: FigurePose, axis = 200): FigurePose {
  const angle = (value: number) => 180 - value;
  const x = (value: number) => 2 * axis - value;
  const limb = (pose: FigurePose["nearArm"]): FigurePose["nearArm"] =>
    pose.reach
      ? { reach: [x(pose.reach[0]), pose.reach[1]], ...(pose.foot === undefined ? {} : { foot: angle(pose.foot) }) }
      : {
          upper: angle(pose.upper),
          lower: angle(pose.lower),
          ...(pose.foot === undefined ? {} : { foot: angle(pose.foot) }),
        };
  return {
    ...figure,
    pelvis: [x(figure.pelvis[0]), figure.pelvis[1]],
    torso: angle(figure.torso),
    ...(figure.head === undefined ? {} : { head: angle(figure.head) }),
    front: figure.front === 1 ? -1 : 1,
    nearArm: limb(figure.nearArm),
    farArm: limb(figure.farArm),
    nearLeg: limb(figure.nearLeg),
    farLeg: limb(figure.farLeg),
  };
}

function mirrored(pose: PoseDefinition): PoseDefinition {
  return {
    ...pose,
    a: mirrorFigure(pose.a),
    b: mirrorFigure(pose.b),
    props: pose.props.map((prop) =>
      prop.kind === "mattress"
        ? prop
        : {
            ...prop,
            x: 400 - prop.x - prop.width,
            ...(prop.back ? { back: prop.back === "left" ? ("right" as const) : ("left" as const) } : {}),
            ...(prop.arm ? { arm: prop.arm === "left" ? ("right" as const) : ("left" as const) } : {}),
          },
    ),
  };
}

/**
 * The same arrangement with the partners' colours exchanged: the rose figure takes the honey one's place and the other
 * way round, and the words follow. Used where a similar base already shows the same colours in the same places.
 */
function swapped(pose: PoseDefinition): PoseDefinition {
  const other = (name: "a" | "b") => (name === "a" ? "b" : "a");
  return {
    ...pose,
    a: pose.b,
    b: pose.a,
    inFront: pose.inFront === "a" ? "b" : "a",
    ...(pose.heldUp ? { heldUp: pose.heldUp.map(other) } : {}),
    ...(pose.straddles ? { straddles: pose.straddles.map(other) } : {}),
    ...(pose.astride ? { astride: pose.astride.map(other) } : {}),
    ...(pose.nearLegInFront ? { nearLegInFront: other(pose.nearLegInFront) } : {}),
    contacts: pose.contacts.map(([a, b]) => [b, a] as const),
    description: pose.description.replace(/\b(rose|honey)\b/g, (word) => (word === "rose" ? "honey" : "rose")),
  };
}

/** The figure moved by dx along the floor (and dy up): the same posture a little to the side, or on a lower bed. */
function shiftFigure(figure: FigurePose, dx: number, dy = 0): FigurePose {
  const limb = (pose: FigurePose["nearArm"]): FigurePose["nearArm"] =>
    pose.reach ? { ...pose, reach: [pose.reach[0] + dx, pose.reach[1] + dy] } : pose;
  return {
    ...figure,
    pelvis: [figure.pelvis[0] + dx, figure.pelvis[1] + dy],
    nearArm: limb(figure.nearArm),
    farArm: limb(figure.farArm),
    nearLeg: limb(figure.nearLeg),
    farLeg: limb(figure.farLeg),
  };
}

/** The couple moved by dx along the floor and dy up, their props staying where they are. */
function shiftCouple(pose: PoseDefinition, dx: number, dy = 0): PoseDefinition {
  return { ...pose, a: shiftFigure(pose.a, dx, dy), b: shiftFigure(pose.b, dx, dy) };
}

type Facing = "right" | "left";

/** A figure built facing right (or lying head to the left), turned about its own pelvis to face left when asked. */
function facing(direction: Facing, figure: FigurePose): FigurePose {
  return direction === "right" ? figure : mirrorFigure(figure, figure.pelvis[0]);
}

/** Standing upright on the floor, arms hanging. */
const stand = (x: number, direction: Facing): FigurePose =>
  facing(direction, {
    pelvis: [x, 85],
    torso: 90,
    head: 90,
    front: 1,
    nearLeg: { upper: 272, lower: 270, foot: 0 },
    farLeg: { upper: 268, lower: 268, foot: 0 },
    nearArm: { upper: 265, lower: 275 },
    farArm: { upper: 268, lower: 280 },
  });

/** Kneeling upright on a surface of this height, shins flat behind. */
const kneel = (x: number, surface: number, direction: Facing): FigurePose =>
  facing(direction, {
    pelvis: [x, surface + 46],
    torso: 90,
    head: 90,
    front: 1,
    nearLeg: { upper: 272, lower: 180, foot: 180 },
    farLeg: { upper: 268, lower: 178, foot: 178 },
    nearArm: { upper: 265, lower: 275 },
    farArm: { upper: 268, lower: 280 },
  });

/** Lying on the back on a surface of this height, head towards `head`, legs long. */
const onBack = (x: number, surface: number, head: "left" | "right"): FigurePose =>
  facing(head === "left" ? "right" : "left", {
    pelvis: [x, surface + 14],
    torso: 180,
    head: 176,
    front: 1,
    nearLeg: { upper: -4, lower: -6 },
    farLeg: { upper: -3, lower: -5 },
    nearArm: { upper: 356, lower: 358 },
    farArm: { upper: 354, lower: 356 },
  });

/** Lying on the front on a surface of this height, head towards `head`, forearms on the surface ahead. */
const onFront = (x: number, surface: number, head: "left" | "right"): FigurePose =>
  facing(head === "left" ? "right" : "left", {
    pelvis: [x, surface + 14],
    torso: 180,
    head: 184,
    front: -1,
    nearLeg: { upper: 0, lower: 2, foot: 2 },
    farLeg: { upper: 359, lower: 1, foot: 1 },
    nearArm: { upper: 195, lower: 180 },
    farArm: { upper: 193, lower: 178 },
  });

/** Sitting upright on a seat of this height, thighs level, feet down. */
const sit = (x: number, seat: number, direction: Facing): FigurePose =>
  facing(direction, {
    pelvis: [x, seat + 14],
    torso: 92,
    head: 90,
    front: 1,
    nearLeg: { upper: -4, lower: 270, foot: 0 },
    farLeg: { upper: -6, lower: 272, foot: 2 },
    nearArm: { upper: 280, lower: 330 },
    farArm: { upper: 284, lower: 334 },
  });

/**
 * Lying curled on the side on a surface of this height, head to the left on a pillow, knees drawn up under the chest
 * and shins tucked back: folded flat along the bed, where a figure on its back would have its knees in the air. The
 * face turns down towards the knees, the back towards the right.
 */
const curledOnSide = (x: number, surface: number): FigurePose => ({
  pelvis: [x, surface + 19],
  torso: 162,
  head: 170,
  front: -1,
  // Facing the viewer: the face looks out and the hip rises above the waist, where a profile read as face down.
  seen: "front",
  nearLeg: { upper: 196, lower: 1, foot: 0 },
  farLeg: { upper: 198, lower: 3, foot: 2 },
  nearArm: { upper: 345, lower: 330 },
  farArm: { upper: 188, lower: 176 },
});

/** On hands and knees on a surface of this height, head towards `head`. */
const allFours = (x: number, surface: number, head: "left" | "right"): FigurePose =>
  facing(head === "left" ? "right" : "left", {
    pelvis: [x, surface + 46],
    torso: 180,
    head: 184,
    front: -1,
    nearLeg: { upper: 270, lower: 0, foot: 0 },
    farLeg: { upper: 272, lower: 2, foot: 2 },
    nearArm: { reach: [x - 50, surface + 4] },
    farArm: { reach: [x - 54, surface + 4] },
  });

export const MORE_BASE_POSES: Readonly<Record<string, PoseDefinition>> = {
  // ── Romantic ─────────────────────────────────────────────────────────────────────────────
  "romantic-9": swapped(
    mirrored({
      props: [BED],
      a: {
        pelvis: [215, 60],
        torso: 180,
        head: 176,
        front: 1,
        nearLeg: { upper: -4, lower: -6 },
        farLeg: { upper: -3, lower: -5 },
        nearArm: { reach: [210, 86] },
        farArm: { reach: [192, 86] },
      },
      // Long and low, legs stretched out either side of the closed legs under them: the kneeling hump of Heart to
      // Heart (and of this pose's earlier drawing) made the two read as mirror images.
      b: {
        pelvis: [236, 80],
        torso: 186,
        head: 170,
        front: -1,
        nearLeg: { upper: 322, lower: 0, foot: -40 },
        farLeg: { upper: 352, lower: 356, foot: -40 },
        nearArm: { upper: 270, lower: 180 },
        farArm: { upper: 268, lower: 178 },
      },
      contacts: [
        ["torso", "torso"],
        ["arm", "torso"],
        ["leg", "leg"],
        ["head", "arm"],
        ["torso", "arm"],
        ["arm", "arm"],
        ["torso", "head"],
        ["leg", "torso"],
      ],
      description:
        "The rose partner lies on their back, legs straight and together. The honey partner lies over them face to face on their forearms, the far leg stretched out and the near knee down on the bed outside the rose partner's closed legs.",
    }),
  ),
  "romantic-10": {
    props: [BED],
    a: {
      // Kneeling astride, knees sunk in the bed and shins flat behind, chest folded down onto the partner's chest,
      // propped on forearms flat on the bed beside their head; head raised so both faces show, a kiss apart.
      pelvis: [234, 90],
      torso: 194,
      head: 150,
      front: -1,
      nearLeg: { upper: 256, lower: 0, foot: -10 },
      farLeg: { upper: 260, lower: 2, foot: -8 },
      nearArm: { upper: 258, lower: 182 },
      farArm: { upper: 262, lower: 178 },
    },
    b: {
      pelvis: [222, 60],
      torso: 180,
      head: 160,
      front: 1,
      // Knees bent up behind the kneeling partner, feet flat on the bed, as the words have it: where Closed Petals keeps
      // the legs long and together.
      nearLeg: { upper: 36, lower: 302, foot: 0 },
      farLeg: { upper: 32, lower: 308, foot: 0 },
      nearArm: { reach: [212, 93] },
      farArm: { reach: [204, 91] },
    },
    inFront: "a",
    contacts: [
      ["torso", "torso"],
      ["torso", "arm"],
      ["arm", "torso"],
      ["leg", "leg"],
      ["leg", "torso"],
      ["torso", "leg"],
      ["arm", "head"],
      ["arm", "arm"],
    ],
    description:
      "The honey partner lies on their back, knees bent up and feet flat. The rose partner kneels astride their hips and lowers their chest onto the honey partner's, resting on their forearms beside their head.",
  },
  "romantic-11": {
    // Seen from the bedside, both on their sides facing the viewer, the honey partner behind (drawn higher, as from a
    // raised eye): only from here does the rose partner's upper leg show lifted, which from above lay flat across the
    // other and read as a leg thrown over a partner lying beside. Round 10: a thigh lifted near upright with the shin
    // hanging forward read as a knee pushed forward, and at a depth of 22 the body behind hid; now the thigh lifts back
    // and the leg lies long over the other's legs, drawn 28 higher so their head and trunk show. Round 17: the honey
    // partner's arm, bent at the elbow over the rose partner's thigh, read as a honey knee lifted. Round 19: the rose
    // partner's near thigh stands near upright, the shin laid level back over the honey partner's thigh (a pink peak
    // in front of everything), and the honey arm runs near straight from the shoulder to the top of that knee.
    props: [BED, { kind: "pillow", x: 104, width: 62, base: 46, height: 6 }],
    inFront: "a",
    a: {
      pelvis: [230, 60],
      torso: 176,
      head: 180,
      front: -1,
      seen: "front",
      nearLeg: { upper: 74, lower: 8, foot: 358 },
      farLeg: { upper: 358, lower: 0, foot: 0 },
      nearArm: { upper: 350, lower: 340 },
      farArm: { upper: 184, lower: 178 },
    },
    b: {
      pelvis: [244, 88],
      depth: 28,
      torso: 176,
      head: 170,
      front: -1,
      seen: "front",
      nearLeg: { upper: 8, lower: 346, foot: 346 },
      farLeg: { upper: 10, lower: 348, foot: 348 },
      nearArm: { upper: 22, lower: 4 },
      farArm: { upper: 354, lower: 350 },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "leg"],
      ["leg", "arm"],
      ["leg", "torso"],
    ],
    description:
      "Seen from the bedside: both lie on their sides facing the viewer, the honey partner close behind. The rose partner's upper leg is lifted and laid back over the honey partner's thigh, held up under the knee by their arm.",
  },
  "romantic-12": {
    view: "above",
    props: [
      MATTRESS,
      { kind: "pillow", x: 206, width: 52, base: 174, height: 34 },
      { kind: "pillow", x: 244, width: 44, base: 100, height: 44 },
    ],
    // The rose partner half on their front, head on a pillow, the near arm bent forward on the bed and the upper knee
    // hitched forward onto a second pillow (the recovery position); the honey partner lies long on their side close
    // behind, face to the back of their head, an arm over their waist. The rose partner's back is turned up (the head
    // all hair, the face in the pillow): drawn in profile, readers could not see that they had rolled onto the front.
    // Round 17: the rose arm bent out in front stood up beside the hitched knee like a second bent leg (an "M"), and
    // the honey legs ran along the rose one and hid it. Now the rose arms lie tucked under the trunk, so the hitched
    // knee is the one bent rose limb and the lower leg runs long and bare to the foot; the honey partner lies a little
    // lower, knees curled forward as a body on its side does, the upper knee hooked over the rose thigh and the shin
    // folded back, and the whole rose body is drawn over theirs.
    a: {
      pelvis: [222, 120],
      torso: 90,
      head: 80,
      front: 1,
      seen: "back",
      nearLeg: { upper: 6, lower: 268, foot: 0 },
      farLeg: { upper: 282, lower: 280 },
      nearArm: { upper: 272, lower: 274 },
      farArm: { upper: 268, lower: 272 },
    },
    b: {
      pelvis: [192, 110],
      torso: 90,
      head: 100,
      front: 1,
      nearLeg: { upper: 345, lower: 244 },
      farLeg: { upper: 280, lower: 256 },
      nearArm: { reach: [230, 136] },
      farArm: { upper: 276, lower: 280 },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "leg"],
      ["torso", "arm"],
      ["arm", "arm"],
      ["torso", "leg"],
    ],
    description:
      "Seen from above: the rose partner lies rolled towards their front, upper knee bent forward onto a pillow, head on another pillow; the honey partner lies on their side close behind, an arm round their waist.",
  },
  "romantic-13": mirrored({
    view: "above",
    props: [MATTRESS],
    inFront: "a",
    // The rose partner long on their back, face up to the viewer, the near knee bent out sideways and laid over the
    // honey partner's hip; the honey partner on their side beside them, facing them, lower down the bed so their head
    // rests at the rose partner's shoulder, an arm across their chest. The two trunks lie a hand's width apart, so
    // each outline is whole and only the knee and the arm cross: overlapping, they read as Sunday Drape.
    // Round 17: readers could not see that the honey partner lay on their side, nor the draped knee. The honey knees
    // now curl forward towards the rose partner (a side-lier's crescent), and the rose leg crosses the honey hip with
    // the foot hanging out past it, a whole limb over the body instead of a knee resting at its edge.
    a: {
      pelvis: [182, 116],
      torso: 90,
      head: 90,
      front: 1,
      seen: "front",
      nearLeg: { upper: 344, lower: 310 },
      farLeg: { upper: 264, lower: 262 },
      nearArm: { upper: 252, lower: 262 },
      farArm: { upper: 262, lower: 272 },
    },
    b: {
      pelvis: [233, 100],
      torso: 96,
      head: 94,
      front: -1,
      nearLeg: { upper: 222, lower: 282 },
      farLeg: { upper: 230, lower: 290 },
      nearArm: { reach: [186, 152] },
      farArm: { upper: 290, lower: 250 },
    },
    contacts: [
      ["leg", "arm"],
      ["leg", "torso"],
      ["leg", "leg"],
      ["torso", "arm"],
      ["arm", "arm"],
    ],
    description:
      "Seen from above: the rose partner lies on their back; the honey partner lies on their side beside them, facing them, head at their shoulder. The rose partner's near knee drapes over the honey partner's hip.",
  }),
  "romantic-14": mirrored({
    props: [BED, { kind: "pillow", x: 104, width: 46, base: 46, height: 13 }],
    // Closer in, so the knees bend up over the other's thighs, and the near one drawn over them: further off and
    // under them, the legs read as lying flat (round 6). Round 10: with the sitter's legs drawn across the lying body
    // and its arms stretched past the head, the lying partner was a sliver with the head at the card's edge. Now the
    // lying body is drawn over the sitter's outstretched legs (which pass either side of its hips), its head on a
    // pillow and its arms along its sides; the sitter is on the left, clear of the card's corner sparkle.
    inFront: "a",
    nearLegInFront: "a",
    a: {
      ...onBack(198, 46, "left"),
      torso: 172,
      head: 170,
      nearLeg: { reach: [258, 52], foot: 0 },
      farLeg: { reach: [254, 52], foot: 0 },
    },
    b: {
      pelvis: [240, 62],
      torso: 54,
      head: 70,
      front: -1,
      nearLeg: { upper: 180, lower: 180 },
      farLeg: { upper: 182, lower: 182 },
      nearArm: { reach: [286, 52] },
      farArm: { reach: [290, 52] },
    },
    contacts: [
      ["leg", "leg"],
      ["torso", "leg"],
      ["leg", "torso"],
      ["arm", "leg"],
    ],
    description:
      "The rose partner lies on their back, knees bent over the honey partner's thighs; the honey partner sits up facing them, legs stretched out either side of their hips, leaning back on their hands.",
  }),

  "romantic-15": mirrored(
    shiftCouple(
      {
        props: [BED, { kind: "wall", x: 20, width: 12, height: 166 }],
        a: {
          // Sitting back on the sitter's thighs, knees on the bed beside their hips, upright enough that their head
          // clears the sitter's and both faces show.
          pelvis: [94, 76],
          torso: 102,
          head: 94,
          front: -1,
          nearLeg: { upper: 216, lower: 0, foot: 0 },
          farLeg: { upper: 218, lower: 2, foot: 2 },
          nearArm: { reach: [68, 100] },
          farArm: { reach: [38, 146] },
        },
        b: {
          pelvis: [60, 60],
          torso: 98,
          head: 112,
          front: 1,
          nearLeg: { upper: -4, lower: -6 },
          farLeg: { upper: -2, lower: -4 },
          nearArm: { reach: [90, 100] },
          farArm: { reach: [92, 98] },
        },
        contacts: [
          ["torso", "arm"],
          ["leg", "leg"],
          ["torso", "leg"],
          ["leg", "torso"],
          ["arm", "head"],
          ["arm", "torso"],
          ["arm", "arm"],
        ],
        description:
          "The honey partner sits up against the headboard, legs stretched out; the rose partner kneels astride their hips facing them, sitting back on their thighs, one hand on the headboard and one on their chest.",
      },
      -13,
    ),
  ),
  "romantic-16": {
    // Seen from the front of the armchair: only from there does the partner across the lap lie sideways in the picture.
    // The seat's front hides the sitter's thighs, which come towards the viewer, so their knees show at its edge.
    props: [{ kind: "armchair", seen: "front", x: 116, width: 122, height: 68 }],
    heldUp: ["a"],
    inFront: "a",
    a: {
      // Low in the lap, knees on the chair's arm, rather than held up at the sitter's chest.
      pelvis: [194, 92],
      torso: 156,
      head: 150,
      front: 1,
      nearLeg: { upper: 3, lower: 280 },
      farLeg: { upper: 1, lower: 284 },
      nearArm: { reach: [176, 110] },
      farArm: { reach: [186, 128] },
    },
    b: {
      pelvis: [186, 82.5],
      torso: 92,
      // Tilted towards the partner's face.
      head: 114,
      front: -1,
      // Facing us too, knees falling open over the seat's edge: thighs and shins dropped straight read as standing.
      seen: "front",
      nearLeg: { upper: 310, lower: 272, foot: 252 },
      farLeg: { upper: 230, lower: 268, foot: 248 },
      nearArm: { reach: [222, 93] },
      farArm: { reach: [161, 107] },
    },
    contacts: [
      ["torso", "torso"],
      ["torso", "leg"],
      ["leg", "torso"],
      ["leg", "leg"],
      ["arm", "head"],
      ["arm", "torso"],
      ["torso", "arm"],
      ["leg", "arm"],
      ["arm", "arm"],
    ],
    description:
      "Seen from the front of an armchair: the honey partner sits well back in it, facing us, knees falling open and feet down. The rose partner sits sideways across their lap, cradled: back against the honey partner's supporting arm, knees over one arm of the chair with the legs hanging down outside it, the honey partner's other arm under their knees; one of the rose partner's arms round their neck, a hand on their chest.",
  },
  "romantic-17": mirrored({
    // Both lean back together, the one behind a little more, so the two heads stand apart, both facing the same way.
    // The front partner's near arm hangs at their side and the one behind reaches round their waist to a hand on
    // their stomach, in plain view: with the front partner's arm bent back across them, it read as a face-to-face hug.
    // Round 19: leaning back 7 and 14 degrees, the two stood almost upright and read as Kneeling Vow with one partner
    // turned round. Now both trunks lean back a full 24 degrees, one laid along the other (back to chest), so the
    // couple draws as two parallel slanting bodies, both faces tipped up the same way: nothing like two uprights
    // meeting face to face.
    props: [BED],
    a: {
      ...kneel(212, 46, "right"),
      torso: 114,
      head: 104,
      nearArm: { upper: 272, lower: 288 },
      farArm: { upper: 106, lower: 228 },
    },
    b: {
      ...kneel(181, 46, "right"),
      torso: 115,
      head: 110,
      nearArm: { reach: [210, 115] },
      farArm: { reach: [207, 118] },
    },
    inFront: "a",
    contacts: [
      ["torso", "torso"],
      ["arm", "torso"],
      ["torso", "arm"],
      ["arm", "arm"],
      ["leg", "leg"],
      ["arm", "head"],
    ],
    description:
      "Both kneel upright on the bed facing the same way, the honey partner close behind with arms round the rose partner's waist; the rose partner reaches back round their neck.",
  }),
  "romantic-18": swapped(
    mirrored({
      props: [],
      a: {
        ...stand(210, "right"),
        torso: 97,
        head: 92,
        nearLeg: { upper: 284, lower: 278, foot: 10 },
        farLeg: { upper: 286, lower: 280, foot: 12 },
        // Hands laid over the partner's at the waist: raised to link behind a neck, an arm crossed a face.
        nearArm: { reach: [222, 100] },
        farArm: { reach: [220, 104] },
      },
      b: {
        ...stand(180, "right"),
        pelvis: [180, 80],
        torso: 92,
        // Upright behind the shoulder, so both faces show.
        head: 88,
        nearLeg: { upper: 285, lower: 262, foot: 0 },
        farLeg: { upper: 281, lower: 260, foot: 0 },
        nearArm: { reach: [222, 100] },
        farArm: { reach: [220, 106] },
      },
      // The one behind is drawn over the one in front, so their near arm shows across the front partner's waist, over
      // the hands laid on it: drawn under those hands, the embrace from behind hid and it read as a face-to-face hug.
      inFront: "b",
      contacts: [
        ["torso", "torso"],
        ["torso", "arm"],
        ["arm", "torso"],
        ["arm", "arm"],
      ],
      description:
        "Both stand facing the same way, no wall. The rose partner leans back against the honey partner's chest, hands laid over theirs; the honey partner holds them round the waist, knees a little bent.",
    }),
  ),
  "romantic-19": mirrored({
    // Both upright, faces close but apart: leaning in, one head hid the other. The raised leg is drawn over the
    // other's kneeling thighs: behind them, strangers missed the raised knee and read Kneeling Vow (round 5).
    props: [BED],
    inFront: "a",
    a: {
      ...kneel(186, 46, "right"),
      torso: 92,
      head: 88,
      nearLeg: { upper: 0, lower: 270, foot: 0 },
      nearArm: { reach: [227, 130] },
      farArm: { reach: [226, 122] },
    },
    b: {
      ...kneel(216, 46, "left"),
      torso: 88,
      head: 92,
      nearArm: { reach: [179, 126] },
      farArm: { reach: [179, 118] },
    },
    contacts: [
      ["torso", "torso"],
      ["arm", "torso"],
      ["torso", "arm"],
      ["arm", "arm"],
      ["leg", "leg"],
      ["leg", "torso"],
    ],
    description:
      "Both kneel upright on the bed facing each other, close. The rose partner has one knee raised and that foot planted beside the honey partner's hip; arms round each other's backs.",
  }),
  "romantic-20": mirrored({
    // Kneeling, not cross-legged (Lotus): the rose partner sits up on their heels, feet showing behind the seat, and the
    // honey partner's near knee is down on the bed beside their hip with the shin folded back under, drawn in front.
    props: [BED],
    a: {
      pelvis: [212, 68],
      torso: 82,
      head: 92,
      front: -1,
      nearLeg: { upper: 185, lower: -18, foot: -18 },
      farLeg: { upper: 183, lower: -20, foot: -20 },
      nearArm: { reach: [176, 112] },
      farArm: { reach: [178, 108] },
    },
    b: {
      pelvis: [188, 76],
      torso: 100,
      head: 88,
      front: 1,
      nearLeg: { upper: -39, lower: 180, foot: 180 },
      farLeg: { upper: -37, lower: 182, foot: 182 },
      // Round the partner's waist: reaching higher, the near arm crossed their face.
      nearArm: { upper: -68, lower: 8 },
      farArm: { upper: -66, lower: 20 },
    },
    inFront: "b",
    contacts: [
      ["torso", "torso"],
      ["arm", "torso"],
      ["torso", "arm"],
      ["arm", "arm"],
      ["leg", "leg"],
      ["leg", "torso"],
      ["torso", "leg"],
    ],
    description:
      "The honey partner kneels sitting back on their heels; the rose partner sits astride their thighs facing them, knees on the bed either side of their hips, chest to chest and arms round each other.",
  }),
  "romantic-21": mirrored(
    shiftCouple(
      {
        props: [
          { kind: "bed", x: 20, width: 300, height: 46 },
          { kind: "wall", x: 20, width: 12, height: 196 },
          { kind: "pillow", x: 32, width: 62, base: 46, height: 12 },
          { kind: "pillow", x: 32, width: 30, base: 58, height: 12 },
        ],
        a: {
          pelvis: [168, 60],
          torso: 158,
          head: 160,
          front: 1,
          nearLeg: { upper: 49, lower: 283, foot: 0 },
          farLeg: { upper: 53, lower: 286, foot: 2 },
          nearArm: { upper: 350, lower: 0 },
          farArm: { upper: 346, lower: 356 },
        },
        b: {
          ...kneel(224, 46, "left"),
          torso: 92,
          head: 100,
          nearArm: { reach: [198, 98] },
          farArm: { reach: [201, 97] },
        },
        contacts: [
          ["leg", "leg"],
          ["leg", "arm"],
        ],
        description:
          "The rose partner lies back on a wedge of pillows against the headboard that raises their head and shoulders, knees bent and feet flat; the honey partner kneels between their knees facing them, upright, hands on their knees.",
      },
      -56,
    ),
  ),
  "romantic-22": {
    props: [bedTo(170), { kind: "pillow", x: 176, width: 46, base: 0, height: 10 }],
    a: {
      pelvis: [150, 60],
      torso: 122,
      head: 104,
      front: 1,
      nearLeg: { upper: 0, lower: 300 },
      farLeg: { reach: [204, 64] },
      nearArm: { reach: [110, 52] },
      farArm: { reach: [114, 52] },
    },
    b: { ...kneel(198, 10, "left"), torso: 98, nearArm: { reach: [158, 68] }, farArm: { reach: [162, 72] } },
    contacts: [
      ["leg", "torso"],
      ["torso", "arm"],
      ["leg", "arm"],
      ["leg", "leg"],
    ],
    description:
      "The rose partner sits on the edge of the bed leaning back on their hands, legs wrapped round the honey partner, who kneels on a cushion on the floor facing them, hands on their hips.",
  },
  "romantic-23": {
    props: [{ kind: "sofa", x: 60, width: 76, height: 40, back: "left" }],
    // The kneeling partner's legs run along the cushions beside the sitter's thighs: drawn in front, so they read as
    // kneeling on the seat, not standing behind it. The sitter reclines against the backrest, head out past the
    // kneeler's shoulders, and the kneeler's face tips down to theirs: sitting upright behind the kneeler, the sitter
    // was hidden and strangers read one person perched on a stool (round 5).
    inFront: "a",
    a: {
      pelvis: [115, 84],
      torso: 104,
      head: 136,
      front: -1,
      nearLeg: { reach: [138, 47], foot: 0 },
      farLeg: { reach: [141, 48], foot: 0 },
      nearArm: { reach: [70, 100] },
      farArm: { reach: [74, 102] },
    },
    b: {
      ...sit(101, 40, "right"),
      torso: 124,
      head: 116,
      nearLeg: { upper: -4, lower: 270, foot: 0 },
      farLeg: { upper: -6, lower: 272, foot: 2 },
      nearArm: { reach: [121, 80] },
      farArm: { reach: [125, 84] },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "leg"],
      ["leg", "torso"],
      ["arm", "head"],
      ["arm", "torso"],
      ["torso", "arm"],
      ["leg", "arm"],
      ["arm", "arm"],
    ],
    description:
      "The honey partner sits upright on a sofa, back against the backrest and feet on the floor; the rose partner kneels astride them on the cushions, facing them, hands on the backrest beside their head.",
  },
  "romantic-24": {
    props: [bedTo(200), { kind: "pillow", x: 92, width: 50, base: 46, height: 20 }],
    a: curledOnSide(186, 46),
    b: { ...stand(224, "left"), torso: 118, head: 108, nearArm: { reach: [192, 80] }, farArm: { reach: [197, 76] } },
    contacts: [["torso", "arm"]],
    description:
      "The rose partner lies curled on their side along the edge of the bed, hips at the edge and knees drawn up, head on a pillow; the honey partner stands on the floor behind them, hands on their hip.",
  },
  "romantic-25": swapped({
    props: [bedTo(170)],
    a: { ...kneel(150, 46, "right"), nearArm: { reach: [188, 128] }, farArm: { reach: [184, 124] } },
    b: { ...stand(180, "left"), nearArm: { reach: [144, 124] }, farArm: { reach: [148, 118] } },
    contacts: [
      ["torso", "torso"],
      ["arm", "torso"],
      ["torso", "arm"],
      ["arm", "arm"],
      ["arm", "head"],
    ],
    description:
      "The rose partner kneels upright at the edge of the bed, facing out; the honey partner stands on the floor facing them, close, and the bed's height brings them level, arms round each other's backs.",
  }),
  "romantic-26": {
    view: "above",
    props: [MATTRESS],
    // The honey partner long on their back, face up to the viewer; the rose partner on their side against them, head
    // on their shoulder (clear of their face), an arm across their chest and the upper knee drawn right across their
    // hips, drawn over them. The rose partner's chest lies across the honey partner's (their torso drawn over a third
    // of it), which is what sets this apart from Nestle, where the two lie side by side.
    a: {
      pelvis: [194, 98],
      torso: 74,
      head: 84,
      front: 1,
      nearLeg: { upper: 2, lower: 272 },
      farLeg: { upper: 266, lower: 258 },
      nearArm: { reach: [232, 150] },
      farArm: { upper: 250, lower: 296 },
    },
    b: {
      pelvis: [224, 116],
      torso: 90,
      head: 90,
      front: -1,
      seen: "front",
      nearLeg: { upper: 266, lower: 268 },
      farLeg: { upper: 276, lower: 278 },
      nearArm: { upper: 290, lower: 250 },
      farArm: { upper: 300, lower: 270 },
    },
    inFront: "a",
    contacts: [
      ["torso", "torso"],
      ["arm", "torso"],
      ["leg", "leg"],
      ["head", "torso"],
      ["leg", "torso"],
      ["leg", "arm"],
      ["arm", "arm"],
      ["head", "arm"],
    ],
    description:
      "Seen from above: the honey partner lies on their back; the rose partner lies on their side against them, half across their body, head on their shoulder, an arm across their chest and a knee over their hips.",
  },
  // ── Passionate ───────────────────────────────────────────────────────────────────────────
  "passionate-9": swapped({
    props: [BED],
    inFront: "a",
    a: {
      ...onBack(186, 46, "left"),
      // Knees raised high and apart, feet planted beyond the kneeler's knees: the near knee stands in front of them.
      nearLeg: { reach: [230, 50], foot: 0 },
      farLeg: { reach: [226, 50], foot: 0 },
      nearArm: { upper: 348, lower: 352 },
      farArm: { upper: 346, lower: 350 },
    },
    b: {
      ...kneel(220, 46, "left"),
      // Upright between the knees, thighs near upright, knees at the other's seat: kneeling, not astride.
      pelvis: [226, 94],
      torso: 110,
      head: 100,
      nearLeg: { upper: 256, lower: 0, foot: 0 },
      farLeg: { upper: 254, lower: 2, foot: 2 },
      // Hands on the raised knees, holding them open.
      nearArm: { reach: [214, 90] },
      farArm: { reach: [212, 92] },
    },
    contacts: [
      ["leg", "leg"],
      ["leg", "torso"],
      ["leg", "arm"],
    ],
    description:
      "The rose partner lies on their back, knees raised and apart, feet flat; the honey partner kneels upright between their knees, bodies apart, hands resting on the rose partner's knees.",
  }),
  "passionate-10": {
    // Round 10: with the kneeler upright a step away, the soles stopped at her hands, not on her chest, and it read as
    // holding the feet. Now she kneels in close, the soles flat on her chest, her hands round the middle of the
    // shins; the lying partner's head rests on a pillow, arms along the sides (stretched past the head they crowded it
    // against the card's edge).
    // Round 11: the legs still climbed in one slope to the kneeler's chest, and readers saw High Tide's legs on the
    // shoulders. Now a pillow lifts the hips, the knees come back towards the chest and the shins run level across
    // the gap to the kneeler's chest, soles flat against it: a Z of thigh and shin, with open sky under the shins.
    // Round 14: with the trunk flat and the thighs standing near upright, it still read as High Tide. Now the head and
    // shoulders lie back on stacked pillows, so the thighs fold right down over the chest (a narrow wedge between
    // thigh and trunk, the knees just above the chest) and the shins come straight back, level, to the soles on the
    // kneeler's chest: the lying partner is folded small, the kneeler close in over the hips.
    props: [
      BED,
      { kind: "pillow", x: 88, width: 64, base: 46, height: 14 },
      { kind: "pillow", x: 92, width: 48, base: 60, height: 12 },
      { kind: "pillow", x: 154, width: 40, base: 46, height: 14 },
    ],
    nearLegInFront: "a",
    a: {
      pelvis: [178, 74],
      torso: 162,
      head: 150,
      front: 1,
      nearLeg: { upper: 120, lower: 0, foot: 90 },
      farLeg: { upper: 122, lower: 2, foot: 92 },
      nearArm: { upper: 338, lower: 344 },
      farArm: { upper: 336, lower: 342 },
    },
    b: {
      ...kneel(214, 46, "left"),
      pelvis: [214, 90],
      torso: 94,
      head: 98,
      nearLeg: { upper: 254, lower: 0, foot: 0 },
      farLeg: { upper: 256, lower: 1, foot: 1 },
      nearArm: { reach: [180, 105] },
      farArm: { reach: [182, 108] },
    },
    contacts: [
      ["leg", "torso"],
      ["leg", "arm"],
    ],
    description:
      "The rose partner lies back with head and shoulders on pillows and hips on a pillow, knees folded right down towards the chest and shins level, the soles of the feet flat against the chest of the honey partner, who kneels upright close in front and holds their shins.",
  },
  "passionate-11": {
    // The folded knees drawn over the kneeler behind, whose thighs hid them (round 6).
    nearLegInFront: "a",
    props: [
      BED,
      { kind: "pillow", x: 84, width: 80, base: 46, height: 14 },
      { kind: "pillow", x: 90, width: 68, base: 60, height: 12 },
    ],
    a: {
      ...allFours(204, 46, "left"),
      torso: 192,
      head: 176,
      nearArm: { upper: 196, lower: 175 },
      farArm: { upper: 198, lower: 178 },
    },
    b: { ...kneel(238, 46, "left"), nearArm: { reach: [212, 98] }, farArm: { reach: [214, 102] } },
    contacts: [
      ["torso", "arm"],
      ["leg", "leg"],
    ],
    description:
      "The rose partner kneels and folds forward, chest and cheek resting on a stack of pillows that they hug, hips higher than their shoulders; the honey partner kneels upright close behind, hands on their hips.",
  },
  "passionate-12": {
    props: [BED, { kind: "pillow", x: 186, width: 36, base: 46, height: 10 }],
    a: {
      ...onFront(200, 46, "left"),
      pelvis: [200, 70],
      torso: 193,
      head: 190,
      nearLeg: { upper: 346, lower: 354, foot: 354 },
      farLeg: { upper: 344, lower: 352, foot: 352 },
      nearArm: { upper: 196, lower: 181 },
      farArm: { upper: 198, lower: 183 },
    },
    // Round 16's reader saw an upright kneeler with hands on the back (a massage): the hands sank behind the lying
    // body, drawn in front. Now the kneeler is drawn in front: knee on the bed beside the partner's thighs, then thigh,
    // back and head rise in one long diagonal towards the partner's head, and both straight arms run down past the
    // partner's side to hands planted on the bed by the waist.
    b: {
      ...kneel(232, 46, "left"),
      pelvis: [232, 86],
      torso: 162,
      head: 168,
      nearLeg: { upper: 302, lower: 0, foot: 0 },
      farLeg: { upper: 300, lower: 2, foot: 2 },
      nearArm: { reach: [174, 51] },
      farArm: { reach: [178, 51] },
    },
    inFront: "b",
    contacts: [
      ["leg", "leg"],
      ["torso", "arm"],
    ],
    description:
      "The rose partner lies flat on their front over a pillow under the hips, legs together, head on folded arms; the honey partner kneels astride their thighs facing the same way and leans over on straight arms, hands on the bed either side of their waist.",
  },
  "passionate-13": mirrored({
    props: [bedTo(170)],
    a: {
      pelvis: [196, 85],
      torso: 200,
      head: 196,
      front: -1,
      nearLeg: { upper: 270, lower: 270, foot: 180 },
      farLeg: { upper: 268, lower: 268, foot: 178 },
      nearArm: { upper: 215, lower: 185 },
      farArm: { upper: 213, lower: 183 },
    },
    b: { ...stand(226, "left"), nearArm: { reach: [204, 98] }, farArm: { reach: [206, 94] } },
    contacts: [
      ["torso", "arm"],
      ["torso", "torso"],
    ],
    description:
      "The rose partner stands at the foot of the bed and bends forward from the hips, forearms and chest resting on the mattress; the honey partner stands close behind, hands on their hips.",
  }),
  "passionate-14": mirrored({
    props: [bedTo(214)],
    a: allFours(174, 46, "left"),
    b: { ...stand(228, "left"), nearArm: { reach: [190, 98] }, farArm: { reach: [192, 100] } },
    contacts: [
      ["torso", "arm"],
      ["leg", "leg"],
    ],
    description:
      "The rose partner is on hands and knees on the bed, knees near the edge and facing away from it; the honey partner stands on the floor behind them, hands on their hips, the bed bringing their hips level.",
  }),
  "passionate-15": mirrored({
    // Round 10: the arm hid behind the hips folded over it, so the pose read as bending over the end of a seat, and
    // the standing partner stood at the card's edge under its sparkle. Now the hips rest on the arm's outer edge, the
    // chest slopes down over it onto forearms on the seat, and the standing partner is drawn on the left.
    // Round 16's reader still saw no arm at that end: the tall back at the far end read as the sofa's one arm, and the
    // real arm hid under the hips and the chest sloping down over it. Now the seat is lower, so the back at the far
    // end stands barely higher than the arm and the two ends match, like a sofa's two arms; the chest runs out almost
    // level from the hips, clear of the arm's lit top, and the forearms and head rest on a cushion on the seat.
    props: [
      { kind: "sofa", x: 88, width: 140, height: 30, back: "left", arm: "right" },
      { kind: "pillow", x: 124, width: 46, base: 30, height: 23 },
    ],
    a: {
      pelvis: [222, 81],
      torso: 183,
      head: 212,
      front: -1,
      nearLeg: { reach: [250, 10], foot: 200 },
      farLeg: { reach: [247, 10], foot: 198 },
      nearArm: { upper: 227, lower: 182 },
      farArm: { upper: 229, lower: 184 },
    },
    b: {
      ...stand(272, "left"),
      torso: 100,
      head: 96,
      nearArm: { reach: [236, 92] },
      farArm: { reach: [238, 90] },
    },
    contacts: [
      ["torso", "arm"],
      ["leg", "leg"],
    ],
    description:
      "The rose partner leans face down over the padded arm of a sofa, hips on the armrest, forearms and head on a cushion on the seat and toes on the floor; the honey partner stands behind them, hands on their hips.",
  }),

  "passionate-16": mirrored({
    props: [{ kind: "wall", x: 40, width: 16, height: 220 }],
    // The hooked leg is drawn over the partner (the rose figure in front), the knee lifted to the honey partner's
    // hip and the shin wrapping behind it, so the lifted leg reads at card size.
    a: {
      ...stand(72, "right"),
      nearLeg: { reach: [110, 70], foot: 285 },
      nearArm: { reach: [97, 142] },
      farArm: { reach: [104, 136] },
    },
    b: {
      ...stand(100, "left"),
      torso: 95,
      nearArm: { reach: [98, 101] },
      farArm: { reach: [60, 130] },
    },
    inFront: "a",
    contacts: [
      ["torso", "torso"],
      ["leg", "torso"],
      ["leg", "arm"],
      ["arm", "torso"],
      ["arm", "head"],
      ["leg", "leg"],
      ["torso", "arm"],
      ["head", "head"],
      ["arm", "arm"],
    ],
    description:
      "The rose partner stands with their back to a wall, one knee lifted and the leg hooked round the honey partner's hip, arms round their neck; the honey partner faces them, one hand under that knee, the other on the wall.",
  }),
  "passionate-17": mirrored({
    // A counter at hip height, so the two meet face to face: the sitter on its very edge, thighs forward either side of
    // the standing partner's hips and shins hooked round behind their back; arms round their neck, heads apart.
    props: [{ kind: "table", x: 40, width: 130, height: 72 }],
    inFront: "a",
    a: {
      ...sit(156, 72, "right"),
      torso: 98,
      head: 88,
      nearLeg: { upper: 20, lower: 290, foot: 300 },
      farLeg: { upper: 16, lower: 292, foot: 302 },
      nearArm: { reach: [202, 136] },
      farArm: { reach: [199, 136] },
    },
    b: {
      ...stand(199, "left"),
      torso: 94,
      head: 96,
      nearArm: { reach: [166, 92] },
      farArm: { reach: [162, 96] },
    },
    contacts: [
      ["leg", "torso"],
      ["arm", "torso"],
      ["torso", "arm"],
      ["leg", "arm"],
      ["arm", "head"],
      ["leg", "leg"],
      ["arm", "arm"],
    ],
    description:
      "The rose partner sits on the edge of a counter, legs wrapped round the honey partner's waist and arms round their neck; the honey partner stands between their knees, hands on their hips and lower back.",
  }),
  "passionate-18": {
    // Round 13's readers saw almost no chair at 170 px, and legs stretched forward to the kneeler. Now the armchair is
    // tall and shallow: a high back the sitter leans into, rising past their shoulders, a thick seat, and its arm a
    // bar the sitter's forearms rest along. Each thigh rises steeply over the arm's front end, the knee well above it,
    // and the shin hangs straight down in front of the seat (shins hung beside the seat would sink into it as drawn),
    // so the leg reads as hooked over the arm. The kneeler kneels upright on the cushion, hands on the arm's front end.
    props: [
      { kind: "armchair", x: 83, width: 73, height: 56, back: "left" },
      { kind: "pillow", x: 180, width: 56, base: 0, height: 10 },
    ],
    a: {
      pelvis: [133, 68],
      torso: 127,
      head: 104,
      front: 1,
      nearLeg: { upper: 46, lower: 278, foot: 300 },
      farLeg: { upper: 49, lower: 280, foot: 303 },
      nearArm: { upper: 292, lower: 1 },
      farArm: { upper: 289, lower: 358 },
    },
    b: { ...kneel(204, 10, "left"), torso: 100, nearArm: { reach: [160, 88] }, farArm: { reach: [156, 90] } },
    nearLegInFront: "a",
    contacts: [["leg", "arm"]],
    description:
      "The rose partner sits at the front of an armchair leaning back, hands on the arm of the chair, a knee hooked over the front of each armrest with the shins hanging down; the honey partner kneels on a cushion on the floor in front of the chair, close in between their legs, hands on the armrests.",
  },
  "passionate-19": mirrored({
    props: [BED],
    a: {
      // Chest raised high on the forearms (the sphinx), head well ahead of the partner's, who lies lower down
      // over their back with a cheek by their shoulder, so both faces show.
      ...onFront(214, 46, "left"),
      torso: 154,
      head: 165,
      nearLeg: { upper: 0, lower: 2, foot: 2 },
      farLeg: { upper: 350, lower: 30, foot: 30 },
      nearArm: { upper: 262, lower: 180 },
      farArm: { upper: 264, lower: 182 },
    },
    b: {
      pelvis: [258, 82],
      torso: 172,
      head: 186,
      front: -1,
      nearLeg: { upper: -22, lower: -19, foot: -19 },
      farLeg: { upper: -21, lower: -18, foot: -18 },
      nearArm: { reach: [184, 84] },
      farArm: { reach: [186, 82] },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "leg"],
      ["arm", "arm"],
      ["torso", "arm"],
      ["torso", "head"],
    ],
    description:
      "The rose partner lies on their front propped on their forearms, one knee drawn up to the side; the honey partner lies over them from behind, chest just above their back, hands on their shoulders, legs alongside.",
  }),
  "passionate-20": mirrored({
    props: [BED],
    // On the side, head raised on one hand: the way people know lying on one's side (with the head
    // down on an outstretched arm it read as lying back with a leg up). The upper leg rises straight up, foot past
    // the kneeling partner's shoulder, hugged in both arms; the lower leg runs long between the kneeling partner's
    // knees.
    // Seen from the front: the face looks out of the picture and the hip rises above the waist, so the body reads as
    // lying on its side rather than on its back.
    a: {
      ...onBack(184, 46, "left"),
      seen: "front",
      torso: 174,
      head: 140,
      nearLeg: { upper: 88, lower: 86, foot: 92 },
      farLeg: { upper: -3, lower: -4 },
      nearArm: { upper: 340, lower: 4 },
      farArm: { reach: [116, 64] },
    },
    b: {
      ...kneel(212, 46, "left"),
      torso: 94,
      nearArm: { reach: [190, 128] },
      farArm: { reach: [188, 112] },
    },
    contacts: [
      ["leg", "leg"],
      ["leg", "torso"],
      ["leg", "arm"],
    ],
    description:
      "The rose partner lies on their side with the upper leg raised straight up against the shoulder of the honey partner, who kneels upright astride their lower leg and hugs the raised leg to their chest.",
  }),
  "passionate-21": mirrored({
    props: [BED],
    // The rose partner sits upright in the honey partner's lap, back against their chest and knees on the bed in
    // front of theirs, so both faces look the same way; the honey partner's arm crosses the rose partner's waist.
    // The honey partner's head sits well below and behind the other's, so the two never read as one face to face.
    a: {
      pelvis: [198, 78],
      torso: 86,
      head: 84,
      front: 1,
      nearLeg: { upper: 332, lower: 190, foot: 192 },
      farLeg: { upper: 334, lower: 191, foot: 193 },
      nearArm: { reach: [220, 86] },
      farArm: { reach: [221, 86] },
    },
    b: {
      pelvis: [174, 66],
      torso: 122,
      head: 104,
      front: 1,
      nearLeg: { upper: -10, lower: 190, foot: 190 },
      farLeg: { upper: -8, lower: 192, foot: 192 },
      nearArm: { reach: [201, 98] },
      farArm: { reach: [199, 102] },
    },
    inFront: "a",
    contacts: [
      ["torso", "torso"],
      ["torso", "arm"],
      ["leg", "leg"],
      ["torso", "leg"],
      ["arm", "arm"],
      ["leg", "torso"],
    ],
    description:
      "The honey partner kneels sitting back on their heels; the rose partner kneels astride their thighs facing the same way and sits back into their lap, back against their chest, held round the waist.",
  }),
  "passionate-22": {
    props: [bedTo(182)],
    a: {
      // Hips sunk low over the raised thigh, which lies near level on the mattress, knee well in from the edge: with
      // the knee at the bed's corner and the thigh steep, it read as plain bending over the bed, like Counter Lean.
      pelvis: [190, 84],
      torso: 152,
      head: 162,
      front: -1,
      nearLeg: { upper: 214, lower: 358, foot: 330 },
      farLeg: { upper: 264, lower: 278, foot: 180 },
      nearArm: { reach: [136, 56] },
      farArm: { reach: [139, 55] },
    },
    b: { ...stand(218, "left"), nearArm: { reach: [198, 90] }, farArm: { reach: [200, 94] } },
    contacts: [
      ["torso", "arm"],
      ["leg", "leg"],
      ["torso", "torso"],
    ],
    description:
      "The rose partner stands beside the bed with one knee up on the mattress, leaning forward on both hands, the other foot on the floor; the honey partner stands close behind, hands on their hips.",
  },
  "passionate-23": {
    props: [BED, { kind: "pillow", x: 104, width: 70, base: 46, height: 12 }],
    a: {
      pelvis: [208, 82],
      torso: 196,
      head: 172,
      front: 1,
      // Knees up beside the kneeler's waist, shins wrapped round it: the feet show past their back.
      nearLeg: { reach: [250, 82], foot: 306 },
      farLeg: { reach: [248, 86], foot: 308 },
      nearArm: { upper: 326, lower: 6 },
      farArm: { upper: 322, lower: 2 },
    },
    b: facing("left", {
      pelvis: [240, 66],
      torso: 88,
      head: 80,
      front: 1,
      nearLeg: { upper: -10, lower: 190, foot: 190 },
      farLeg: { upper: -8, lower: 192, foot: 192 },
      nearArm: { upper: 290, lower: 340 },
      farArm: { upper: 288, lower: 336 },
    }),
    contacts: [
      ["torso", "leg"],
      ["leg", "torso"],
      ["torso", "arm"],
      ["leg", "arm"],
      ["arm", "leg"],
    ],
    description:
      "The honey partner kneels sitting back on their heels; the rose partner lies on their back in front of them, hips resting on their thighs, shoulders on a pillow and legs wrapped round their waist.",
  },
  "passionate-24": {
    props: [BED],
    // Round 10: with both legs hidden behind the lying body, the squat read as an ordinary kneeling rider, and the
    // clasped hands as one reaching arm. Now the near shin and flat foot show in front of the lying body, knees up at
    // the height of the hips, and the partner below reaches straight up into the rider's hands.
    // Round 16's reader still saw a kneeling rider: the thigh ran level to the knee and the foot hid under the chest
    // below. Now the hips sit low on the partner's, the thigh rises steeply to a knee well above them and the shin
    // drops almost straight down to a flat foot on the bed: a deep squat, knee sharply bent, that a kneel cannot make.
    nearLegInFront: "a",
    a: {
      pelvis: [214, 72],
      torso: 100,
      head: 98,
      front: -1,
      nearLeg: { reach: [186, 50], foot: 180 },
      farLeg: { reach: [190, 50], foot: 182 },
      nearArm: { reach: [157, 110] },
      farArm: { reach: [161, 111] },
    },
    b: { ...onBack(200, 46, "left"), nearArm: { reach: [157, 110] }, farArm: { reach: [161, 111] } },
    contacts: [
      ["arm", "arm"],
      ["leg", "torso"],
      ["torso", "leg"],
      ["torso", "torso"],
    ],
    description:
      "The honey partner lies on their back; the rose partner squats astride their hips facing them, feet flat on the bed and knees wide, and they hold hands for balance.",
  },
  "passionate-25": {
    props: [BED, { kind: "pillow", x: 72, width: 50, base: 46, height: 20 }],
    a: curledOnSide(166, 46),
    b: {
      // Upright, as the words have it: leaning in over the curled body, strangers read a folded missionary (round 5).
      ...kneel(187, 46, "left"),
      torso: 104,
      head: 124,
      nearArm: { reach: [170, 84] },
      farArm: { reach: [174, 86] },
    },
    contacts: [
      ["torso", "arm"],
      ["leg", "leg"],
    ],
    description:
      "The rose partner lies curled on their side, knees drawn up, head on a pillow; the honey partner kneels upright just behind their hips, hands on their upper hip.",
  },
  "passionate-26": {
    props: [{ kind: "bed", x: 20, width: 180, height: 34 }],
    inFront: "a",
    // Round 10: a head tipped up and a trunk leaning 32 degrees forward left readers unsure which way the rider faced,
    // so the head stays level, looking straight out into the room. Round 14's reader still took the face to look back
    // at the bed, and the lying partner's feet hid behind the rider's legs. Now the head, the lean of the trunk, the
    // knees and the toes all point into the room, shins straight down and hands reaching forward to the thighs; the
    // lying partner's near leg is drawn over the rider, knee over the edge and shin straight down to a foot on the
    // floor between the bed and the rider's feet.
    nearLegInFront: "b",
    a: {
      ...sit(206, 50, "right"),
      torso: 58,
      head: 84,
      nearLeg: { upper: -28, lower: 272, foot: 0 },
      farLeg: { upper: -30, lower: 274, foot: 2 },
      nearArm: { reach: [238, 54] },
      farArm: { reach: [241, 54] },
    },
    b: {
      ...onBack(186, 34, "left"),
      head: 160,
      nearLeg: { reach: [216, 6], foot: 0 },
      farLeg: { reach: [212, 6], foot: 2 },
      nearArm: { upper: 344, lower: 24 },
      farArm: { upper: 340, lower: 20 },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "leg"],
      ["torso", "leg"],
    ],
    description:
      "The honey partner lies back across the bed, hips at the edge and feet on the floor; the rose partner stands between their knees facing away and sits back onto their hips, hands on their own knees.",
  },
  // ── Adventurous ──────────────────────────────────────────────────────────────────────────
  "adventurous-9": mirrored({
    props: [BED],
    // The squatting legs drawn over the lying partner's bent legs.
    inFront: "a",
    // A deep squat: feet on the bed by the other's hips, heels drawn in under the hips and the knees folded far
    // forward, leaning forward to the other's knees, so it reads as squatting, not sitting.
    a: {
      pelvis: [186, 84],
      torso: 62,
      head: 56,
      front: 1,
      nearLeg: { reach: [199, 52], foot: 345 },
      farLeg: { reach: [195, 52], foot: 338 },
      nearArm: { reach: [222, 90] },
      farArm: { reach: [224, 88] },
    },
    b: {
      ...onBack(180, 46, "left"),
      nearArm: { upper: 352, lower: 354 },
      nearLeg: { upper: 45, lower: -55, foot: 0 },
      farLeg: { upper: 43, lower: -57, foot: 0 },
    },
    contacts: [
      ["leg", "leg"],
      ["arm", "leg"],
      ["torso", "torso"],
      ["torso", "leg"],
    ],
    description:
      "The honey partner lies on their back, knees bent and feet flat; the rose partner squats astride their hips facing their feet, feet flat on the bed, hands resting on the honey partner's knees.",
  }),
  "adventurous-10": {
    props: [{ kind: "wall", x: 40, width: 16, height: 220 }],
    // The raised leg is drawn over the partner (the rose figure in front), straight from the hip to past their
    // shoulder, so it reads as lifted high at card size.
    a: {
      ...stand(72, "right"),
      nearLeg: { upper: 52, lower: 51, foot: 80 },
      nearArm: { reach: [62, 100] },
      farArm: { reach: [64, 102] },
    },
    b: {
      ...stand(114, "left"),
      torso: 98,
      head: 96,
      nearArm: { reach: [98, 122] },
      farArm: { reach: [87, 100] },
    },
    inFront: "a",
    contacts: [
      ["leg", "torso"],
      ["leg", "arm"],
      ["torso", "arm"],
      ["leg", "head"],
    ],
    description:
      "The rose partner stands with their back to a wall and raises one leg straight up, the calf resting on the shoulder of the honey partner, who faces them, holding the leg and steadying their waist.",
  },
  "adventurous-11": {
    props: [bedTo(200)],
    heldUp: [],
    a: {
      ...onFront(186, 46, "left"),
      torso: 165,
      head: 172,
      nearLeg: { upper: 15, lower: 15, foot: 15 },
      farLeg: { upper: 13, lower: 13, foot: 13 },
      nearArm: { upper: 230, lower: 180 },
      farArm: { upper: 228, lower: 178 },
    },
    b: { ...stand(230, "left"), nearArm: { reach: [218, 80] }, farArm: { reach: [218, 82] } },
    contacts: [
      ["leg", "torso"],
      ["leg", "arm"],
      ["leg", "leg"],
    ],
    description:
      "The rose partner lies face down on the bed with hips at the edge, resting on their forearms; the honey partner stands on the floor behind them and holds their thighs up at hip height, the rose partner's legs either side of their waist.",
  },
  "adventurous-12": {
    props: [STAIRS_WITH_RAIL],
    a: {
      ...stand(204, "left"),
      // Bent forward up the flight to the rail: upright, the two tall figures set the card's height and drew small.
      pelvis: [204, 137],
      torso: 128,
      head: 136,
      nearArm: { reach: [150, railAt(STAIRS_WITH_RAIL, 150)] },
      farArm: { reach: [156, railAt(STAIRS_WITH_RAIL, 156)] },
    },
    b: {
      ...stand(236, "left"),
      pelvis: [236, 111],
      torso: 100,
      head: 104,
      nearArm: { reach: [212, 140] },
      farArm: { reach: [214, 136] },
    },
    contacts: [
      ["torso", "arm"],
      ["leg", "arm"],
    ],
    description:
      "On a carpeted staircase with a banister: the rose partner stands one step up, facing up the stairs, both hands on the handrail; the honey partner stands on the step below, close behind, hands on their hips.",
  },
  // Moved one step down the flight (a step is 70 across and 26 up): the couple sits on the lowest steps, so the
  // card is no taller than the two of them and they fill it, where higher up the flight they drew small.
  "adventurous-13": shiftCouple(
    {
      props: [LONG_STAIRS_WITH_RAIL],
      a: {
        ...sit(190, 98, "right"),
        // Leaning a little forward down the stairs, while the one behind sits back: the head behind stays clear of the
        // front partner's back, so both plainly face down the flight. Round 10: thighs sloping 30 degrees down to the
        // step read as standing; now the seat is in the lap and the thighs lie along the other's, nearly level.
        torso: 84,
        head: 82,
        nearLeg: { upper: -16, lower: 272, foot: 330 },
        farLeg: { upper: -14, lower: 270, foot: 328 },
        nearArm: { reach: [212, 110] },
        farArm: { reach: [226, railAt(LONG_STAIRS_WITH_RAIL, 226)] },
      },
      b: {
        ...sit(170, 78, "right"),
        torso: 106,
        head: 98,
        nearLeg: { upper: 8, lower: 270, foot: 0 },
        farLeg: { upper: 6, lower: 272, foot: 2 },
        nearArm: { reach: [194, 118] },
        farArm: { reach: [196, 122] },
      },
      inFront: "a",
      contacts: [
        ["torso", "torso"],
        ["torso", "leg"],
        ["leg", "leg"],
        ["arm", "leg"],
        ["torso", "arm"],
        ["leg", "arm"],
        ["arm", "arm"],
      ],
      description:
        "On a carpeted staircase: the honey partner sits on a stair, feet on a lower step; the rose partner sits in their lap facing down the stairs, feet on the lower step, a hand on their knee.",
    },
    70,
    -26,
  ),
  "adventurous-14": {
    props: [
      { kind: "wall", x: 300, width: 16, height: 150 },
      { kind: "pillow", x: 184, width: 116, base: 0, height: 8 },
      { kind: "pillow", x: 270, width: 24, base: 8, height: 10 },
    ],
    a: {
      // Legs straight up flat against the wall.
      ...onBack(288, 18, "left"),
      torso: 182,
      head: 178,
      nearLeg: { upper: 88, lower: 88, foot: 180 },
      farLeg: { upper: 89, lower: 89, foot: 181 },
      nearArm: { upper: 356, lower: 8 },
      farArm: { upper: 355, lower: 7 },
    },
    // Kneeling a hand's breadth back from the raised legs, arms straight out past them to the wall: pressed up against
    // the legs, the kneeler read as the thing the legs rested on. Round 10: with both legs drawn behind the body on
    // the mat the kneeler seemed to float; the near leg is now drawn in front, its shin flat on the mat below the
    // face, which the lying partner's flatter trunk (182, not 192) lifts clear of it.
    b: { ...kneel(252, 8, "right"), torso: 84, nearArm: { reach: [298, 126] }, farArm: { reach: [298, 118] } },
    inFront: "a",
    contacts: [
      ["torso", "torso"],
      ["torso", "leg"],
      ["head", "leg"],
      ["arm", "leg"],
      ["leg", "arm"],
    ],
    description:
      "On a mat beside a wall: the rose partner lies face up, a pillow under the hips and both legs straight up the wall; the honey partner kneels astride their hips facing the wall, hands flat on it either side of their legs.",
  },
  "adventurous-15": {
    props: [{ kind: "wall", x: 30, width: 16, height: 220 }],
    // Round 12: the rose partner sat on the honey partner's knees with the legs folded down under them, and read as
    // standing between the knees. Now they sit on the middle of the level thighs, leaning back a little, their legs
    // astride and drawn behind the honey partner, the shins showing under the seat down to the floor. The honey
    // partner's back, head and hips stay flat on the wall. Round 15: still read as standing, chest to chest; the rider
    // now leans well back on the seat, hands to the shoulders, so a gap opens between the chests over the lap.
    // Round 18: the rider's shin stood upright under the seat by the wall and read as the wall-sitter's own leg, down
    // on one knee. The rider's shins now slant forward to the wall-sitter's feet, leaving the space below the hips
    // open, so the chair shape (back on the wall, thighs level, shins upright) shows.
    astride: ["a"],
    a: {
      pelvis: [91, 58],
      torso: 62,
      head: 76,
      front: -1,
      nearLeg: { upper: 222, lower: 320, foot: 206 },
      farLeg: { upper: 224, lower: 322, foot: 208 },
      nearArm: { reach: [70, 98] },
      farArm: { reach: [72, 100] },
    },
    b: {
      pelvis: [60, 45],
      torso: 90,
      head: 90,
      front: 1,
      nearLeg: { upper: 0, lower: 270, foot: 0 },
      farLeg: { upper: 2, lower: 272, foot: 2 },
      nearArm: { reach: [90, 76] },
      farArm: { reach: [92, 80] },
    },
    heldUp: [],
    contacts: [
      ["torso", "leg"],
      ["leg", "leg"],
      ["leg", "torso"],
      ["arm", "torso"],
      ["torso", "arm"],
      ["arm", "arm"],
      ["arm", "head"],
    ],
    description:
      "The honey partner leans their back on a wall and slides down into a wall-sit, thighs level; the rose partner sits on their thighs facing them, feet on the floor, hands on their shoulders.",
  },
  "adventurous-16": {
    props: [{ kind: "bench", x: 120, width: 160, height: 40 }],
    straddles: ["a", "b"],
    a: {
      ...sit(180, 40, "right"),
      // Both lean back from the hips on straight arms, holding forearms between them: leaning in with the heads
      // tipped forward, round 6's readers saw the pair lean towards each other rather than back.
      torso: 118,
      head: 112,
      nearLeg: { reach: [234, 64], foot: 340 },
      farLeg: { reach: [236, 62], foot: 340 },
      nearArm: { reach: [201, 98] },
      farArm: { reach: [205, 96] },
    },
    b: { ...sit(222, 40, "left"), torso: 62, head: 68, nearArm: { reach: [201, 98] }, farArm: { reach: [197, 100] } },
    contacts: [
      ["leg", "leg"],
      ["leg", "torso"],
      ["arm", "arm"],
      ["torso", "leg"],
      ["leg", "arm"],
    ],
    description:
      "Both sit astride a long padded bench facing each other. The rose partner's legs lie over the honey partner's thighs so their hips meet; both lean back a little, holding each other's forearms.",
  },
  "adventurous-17": {
    props: [{ kind: "stairs", x: 100, width: 200, height: 26, back: "left" }],
    a: {
      ...kneel(206, 52, "left"),
      torso: 150,
      head: 160,
      nearArm: { reach: [146, 110] },
      farArm: { reach: [142, 110] },
    },
    b: { ...kneel(262, 26, "left"), nearArm: { reach: [216, 102] }, farArm: { reach: [218, 98] } },
    contacts: [
      ["torso", "arm"],
      ["leg", "leg"],
      ["leg", "torso"],
    ],
    description:
      "On a carpeted staircase: the rose partner kneels on a step facing up the stairs, hands on the step two higher; the honey partner kneels on the step below, close behind, hands on their hips.",
  },
  "adventurous-18": {
    props: [BED],
    a: {
      ...kneel(188, 46, "right"),
      // Round 10: leaning back 50 degrees from thighs bent 21 forward, hands down on the heels, the arch read as a body
      // on all fours (Wild Tide): the arms were its front legs and the back looked rounded. Round 11: with the arms
      // hanging behind, still read as all fours (hands low, the trunk sloping like a back). Now the thighs stand
      // upright, the trunk leans back 40 degrees, too high for hands to reach the bed, the head drops back with the face
      // to the ceiling, and both hands rest on the lower back (the first step), elbows out behind: no arm comes near
      // the bed, so nothing can read as front legs.
      pelvis: [200, 92],
      torso: 130,
      head: 175,
      nearLeg: { upper: 282, lower: 180, foot: 180 },
      farLeg: { upper: 283, lower: 178, foot: 178 },
      nearArm: { upper: 256, lower: 336 },
      farArm: { upper: 252, lower: 332 },
    },
    // Close in front, leaning in a little, both hands round the waist.
    b: {
      ...kneel(227, 46, "left"),
      torso: 104,
      head: 124,
      nearArm: { reach: [190, 104] },
      farArm: { reach: [192, 100] },
    },
    contacts: [
      ["torso", "torso"],
      ["torso", "arm"],
      ["leg", "leg"],
    ],
    description:
      "Both kneel upright on the bed facing each other, close. The rose partner leans back in an arch, head dropped back and hands on their lower back; the honey partner holds them round the waist.",
  },
  "adventurous-19": {
    props: [],
    // Round 17: a body slanted straight from foot to head read as a stiff plank in a backbend, its hand on the floor.
    // Now the dip bends at three places the steps name: the standing knee over a flat foot well clear of the
    // partner's, the hooked knee drawn in front round the partner's hip with the shin behind them, and the head dropped
    // back below the shoulders. Both hands hold on to the partner, none reaches for the floor. Round 19 (20a): still read
    // as bent forward, facing away. Now the back arches (the trunk bows towards the partner, hollow behind), the dipped
    // body is drawn in front so its lifted chest shows against the partner rather than behind them, and both arms reach
    // up to the partner's shoulders; the partner's arm behind the back shows its hand under the shoulder blades.
    nearLegInFront: "a",
    inFront: "a",
    a: {
      pelvis: [204, 78],
      torso: 142,
      head: 187,
      arch: 20,
      front: 1,
      nearLeg: { upper: 4, lower: 282, foot: 310 },
      farLeg: { upper: 293, lower: 250, foot: 0 },
      nearArm: { reach: [216, 120] },
      farArm: { reach: [219, 116] },
    },
    b: {
      pelvis: [238, 80],
      torso: 120,
      head: 150,
      front: -1,
      nearLeg: { reach: [250, 4], foot: 180 },
      farLeg: { reach: [267, 6], foot: 180 },
      nearArm: { reach: [230, 78] },
      farArm: { reach: [172, 94] },
    },
    contacts: [
      ["leg", "torso"],
      ["leg", "leg"],
      ["torso", "arm"],
      ["arm", "torso"],
      ["leg", "arm"],
      ["arm", "arm"],
    ],
    description:
      "Both stand face to face on a clear floor. The rose partner hooks one knee round the honey partner's hip and leans back into their arm, which crosses their back; the honey partner leans over them, feet wide.",
  },
  "adventurous-20": {
    props: [BED],
    a: {
      pelvis: [180, 60],
      torso: 125,
      head: 112,
      front: 1,
      nearLeg: { upper: 60, lower: 60 },
      farLeg: { upper: 57, lower: 57 },
      nearArm: { upper: 245, lower: 247 },
      farArm: { upper: 247, lower: 249 },
    },
    b: {
      ...kneel(230, 46, "left"),
      pelvis: [230, 88],
      nearLeg: { upper: 245, lower: 0, foot: 0 },
      farLeg: { upper: 243, lower: 2, foot: 2 },
      torso: 96,
      nearArm: { reach: [200, 88] },
      farArm: { reach: [202, 90] },
    },
    contacts: [
      ["leg", "torso"],
      ["leg", "arm"],
      ["leg", "head"],
    ],
    description:
      "The rose partner sits on the bed propped up on their hands at about forty-five degrees, legs raised with calves resting on the shoulders of the honey partner, who kneels upright in front of them.",
  },
  "adventurous-21": {
    // Round 19: seen side-on, the V (which opens sideways) folded into one line, one leg behind the kneeler's head and
    // the other at their chest, and read as legs on the shoulders. Now the kneeler faces the viewer, upright just
    // behind the lying partner's hips (drawn higher), and the two straight legs rise either side of them, sixty
    // degrees apart, a hand at each ankle: the kneeler's trunk stands in the open mouth of the V. The legs are drawn
    // over the kneeler, so neither hides behind their body.
    props: [BED, { kind: "pillow", x: 246, width: 44, base: 46, height: 8 }],
    inFront: "a",
    a: {
      ...onBack(196, 46, "right"),
      nearLeg: { upper: 60, lower: 60 },
      farLeg: { upper: 120, lower: 120 },
      // Arms down along the sides: stretched out past the head, an arm on the bed read as a third leg (round 5).
      nearArm: { upper: 190, lower: 186 },
      farArm: { upper: 188, lower: 184 },
    },
    b: {
      pelvis: [196, 112],
      depth: 20,
      torso: 90,
      head: 90,
      front: 1,
      seen: "front",
      // Knees apart, shins out along the mattress either side, as a kneeler seen from the front.
      nearLeg: { upper: 248, lower: 172, foot: 172 },
      farLeg: { upper: 292, lower: 8, foot: 8 },
      nearArm: { reach: [235, 130] },
      farArm: { reach: [155, 127] },
    },
    contacts: [
      ["leg", "arm"],
      ["leg", "leg"],
      ["torso", "leg"],
    ],
    description:
      "The rose partner lies on their back with both legs raised straight and wide apart in a V; the honey partner kneels upright between them, holding one ankle in each hand.",
  },
  "adventurous-22": {
    // The right angle, in a side view: the honey partner lies along the bed, seen from the side; the rose partner
    // kneels across the bed beside their hips, facing us, a little further back on the mattress (drawn higher), knees
    // apart and shins out along the mattress, so the kneeling legs show beside the lying body instead of hiding behind
    // it (round 12's readers saw a figure standing or floating behind the bed). The honey partner's bent knees lean
    // over, together, against the nearer thigh, the shins hanging down in front of it, the hands on the knees.
    props: [BED],
    a: {
      pelvis: [218, 106],
      depth: 14,
      torso: 90,
      head: 90,
      front: 1,
      seen: "front",
      nearLeg: { upper: 250, lower: 180, foot: 180 },
      farLeg: { upper: 290, lower: 0, foot: 0 },
      // Both hands resting on the knees against their thigh.
      nearArm: { reach: [200, 104] },
      farArm: { reach: [204, 103] },
    },
    b: {
      ...onBack(176, 46, "left"),
      nearLeg: { upper: 62, lower: 292 },
      farLeg: { upper: 58, lower: 288 },
    },
    contacts: [
      ["arm", "leg"],
      ["leg", "leg"],
      ["leg", "arm"],
      ["leg", "torso"],
      ["torso", "leg"],
    ],
    description:
      "The honey partner lies on their back along the bed; the rose partner kneels on the bed beside their hips, across it at a right angle to them and facing us, knees apart and shins along the mattress, and the honey partner's bent knees, turned together towards them, rest against their thigh, their hands on the knees.",
  },
  "adventurous-23": {
    props: [bedTo(150), { kind: "pillow", x: 196, width: 44, base: 0, height: 10 }],
    heldUp: ["a"],
    a: {
      pelvis: [168, 72],
      torso: -10,
      head: -4,
      front: 1,
      nearLeg: { reach: [128, 96] },
      farLeg: { reach: [130, 94] },
      nearArm: { upper: 270, lower: 270 },
      farArm: { upper: 268, lower: 268 },
    },
    b: {
      ...sit(140, 46, "right"),
      nearLeg: { upper: -25, lower: 270, foot: 0 },
      farLeg: { upper: -27, lower: 268, foot: 358 },
      nearArm: { reach: [168, 84] },
      farArm: { reach: [172, 82] },
    },
    contacts: [
      ["leg", "leg"],
      ["leg", "torso"],
      ["torso", "arm"],
      ["torso", "leg"],
      ["leg", "arm"],
    ],
    description:
      "The honey partner sits on the edge of the bed, feet on the floor; the rose partner faces away, face down, hands on a cushion on the floor with arms straight, thighs across the honey partner's thighs and legs round their waist.",
  },
  "adventurous-24": {
    props: [{ kind: "bench", x: 92, width: 160, height: 32 }],
    straddles: ["a", "b"],
    inFront: "a",
    // Round 14's readers saw the rider standing over the hips, legs hidden, and only one lying foot on the floor. Now
    // the rider sits down on the hips: thighs forward towards the lying partner's head, knees bent and shins straight
    // down to feet on the floor beside a lower bench, hands reaching to the chest. The lying partner's legs run off the
    // bench's end, knees bent and both feet on the floor clear of the rider's, hands on the rider's waist.
    a: {
      ...sit(228, 51, "left"),
      torso: 114,
      head: 104,
      nearLeg: { upper: 210, lower: 268, foot: 180 },
      farLeg: { upper: 212, lower: 270, foot: 182 },
      nearArm: { reach: [184, 61] },
      farArm: { reach: [188, 60] },
    },
    b: {
      ...onBack(236, 32, "left"),
      nearLeg: { reach: [276, 6], foot: 0 },
      farLeg: { reach: [292, 7], foot: 2 },
      nearArm: { reach: [230, 74] },
      farArm: { reach: [233, 75] },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "torso"],
      ["arm", "torso"],
      ["leg", "arm"],
      ["torso", "arm"],
    ],
    description:
      "The honey partner lies on their back along a padded bench, feet flat on the floor either side; the rose partner sits astride their hips facing them, feet on the floor either side of the bench, hands on their chest.",
  },
  "adventurous-25": mirrored(
    swapped({
      props: [BED, { kind: "pillow", x: 76, width: 32, base: 46, height: 25 }],
      // The one lying down is propped on a pillow, head and shoulders up, hands on the other's lower back: lying flat,
      // head to the other's feet, the two read as a 69. The kneeler's legs are drawn behind the lying body and the
      // chest just over the legs it lies along: drawn in front, a kneeling shin lay along the other's thighs and
      // strangers could not tell who lies and who kneels (round 5). Round 10: the lying partner's head floated above
      // the pillow, torso raised, and the two tangled; now the head rests on a deeper pillow, and the kneeler props the
      // chest on the forearms like a sphinx, upper arms straight down and forearms flat towards the feet, the face
      // lifted to look there. Round 11: with both kneeling legs hidden behind the lying body, strangers saw the kneeler
      // as a flat log lying along the other, and the lying partner's arm, reaching long and steep to the kneeler's
      // back, as a raised leg. Now the kneeler's near leg is drawn in front of everything, the thigh straight down
      // beside the lying hips to the knee on the bed and the shin back along the bed, so the kneel shows; and the
      // lying partner's hands rest on the kneeler's hips, the arms short and bent, level with the body.
      inFront: "b",
      nearLegInFront: "a",
      a: {
        ...kneel(170, 46, "right"),
        torso: -14,
        head: 31,
        nearArm: { upper: 272, lower: 2 },
        farArm: { upper: 268, lower: 358 },
      },
      b: {
        ...onBack(172, 46, "left"),
        torso: 161,
        head: 160,
        // Round 6's final readers found an arm bent short to the hips zig-zagged across the other body; the long arm
        // that replaced it read as a raised leg (round 10's readers). Now bent at the elbow, level with the body, to
        // the hips just above it.
        nearArm: { reach: [160, 95] },
        farArm: { reach: [162, 96] },
      },
      contacts: [
        ["leg", "torso"],
        ["torso", "torso"],
        ["torso", "leg"],
        ["arm", "leg"],
        ["torso", "arm"],
        ["leg", "leg"],
        ["leg", "arm"],
      ],
      description:
        "The honey partner lies on their back, propped on a pillow with legs straight, hands on the other's lower back; the rose partner kneels astride their hips facing their feet and lowers their chest forward along the honey partner's legs, forearms on the bed beside their shins.",
    }),
  ),

  "adventurous-26": {
    props: [BED],
    a: {
      ...kneel(210, 46, "left"),
      torso: 205,
      head: 200,
      nearArm: { upper: 208, lower: 208 },
      farArm: { upper: 207, lower: 207 },
    },
    // A deep squat behind: feet flat on the bed by the kneeler's knees, knees folded high in front, hips hovering
    // clear above the kneeler's shins with air under them, leaning in with hands on the hips.
    b: {
      pelvis: [252, 80],
      torso: 126,
      head: 112,
      front: -1,
      nearLeg: { reach: [226, 52], foot: 180 },
      farLeg: { reach: [230, 52], foot: 182 },
      nearArm: { reach: [208, 98] },
      farArm: { reach: [210, 96] },
    },
    contacts: [
      ["torso", "arm"],
      ["leg", "leg"],
      ["torso", "torso"],
      ["torso", "leg"],
      ["leg", "arm"],
    ],
    description:
      "The rose partner kneels and lowers their chest towards the bed, arms stretched forward, hips raised above the knees; the honey partner squats behind them, feet either side of their knees, hands on their hips.",
  },
  // ── Mixed ────────────────────────────────────────────────────────────────────────────────
  "mixed-9": {
    // The honey partner's head on the pillow; the rose partner lies back along them a little lower down the bed, so
    // their head rests on the honey partner's shoulder, beside the other head, and both faces show.
    props: [BED, { kind: "pillow", x: 100, width: 44, base: 46, height: 8 }],
    inFront: "a",
    a: {
      // Round 12: with the knees barely bent and the feet far off, readers saw straight legs and a body floating over
      // the other. The hips now sit down on the other's, the knees bend into a clear angle and the shins drop almost
      // straight to feet planted flat on the bed; the head rests on the shoulder, chin lifted. Arms long down the sides.
      ...onBack(232, 68, "left"),
      torso: 176,
      head: 144,
      nearLeg: { reach: [274, 50], foot: 0 },
      farLeg: { reach: [270, 50], foot: 0 },
      nearArm: { upper: 352, lower: 356 },
      farArm: { upper: 350, lower: 354 },
    },
    b: {
      ...onBack(204, 46, "left"),
      torso: 174,
      head: 168,
      // Both arms folded over the top partner's stomach, the near one drawn across their body where readers see it.
      nearArm: { reach: [206, 86] },
      farArm: { reach: [200, 84] },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "leg"],
      ["torso", "arm"],
      ["arm", "arm"],
    ],
    description:
      "The honey partner lies on their back; the rose partner lies on their back on top of them, facing up the same way, heads side by side, feet flat on the bed outside the honey partner's legs.",
  },
  "mixed-10": {
    view: "above",
    props: [MATTRESS],
    // Both on their backs, heads at opposite ends, the rose partner's hips on the honey partner's. A fresh reader
    // saw a tangle and no joined hands: the rose partner's leg lay across the honey partner's chest and the honey
    // partner's arms were hidden under it. Now each one's legs open in a wide V round the other's trunk (the rose
    // partner's knees well clear of the honey partner's chest), and one pair of hands joins beside the hips, each arm
    // laid straight along its own trunk. The rose partner's leg on that side is the far one, drawn in the layer under
    // both trunks, so the honey partner's arm (a near limb, drawn after both trunks) lies over it and the two arms meet
    // in sight; `nearLegInFront` is what draws the figures in those layers. The other hands rest under the trunks.
    // Round 16's reader still saw an X: the shins now turn back from the wide knees to run alongside the other's body,
    // so the two lie along one line, head to foot.
    astride: ["b"],
    inFront: "a",
    nearLegInFront: "a",
    a: {
      pelvis: [200, 137],
      torso: 270,
      head: 270,
      front: 1,
      seen: "front",
      nearLeg: { upper: 136, lower: 102 },
      farLeg: { upper: 44, lower: 78 },
      nearArm: { reach: [228, 134] },
      farArm: { reach: [192, 116] },
    },
    b: {
      pelvis: [200, 131],
      torso: 90,
      head: 90,
      front: 1,
      seen: "front",
      nearLeg: { upper: 316, lower: 282 },
      farLeg: { upper: 224, lower: 258 },
      nearArm: { reach: [228, 134] },
      farArm: { reach: [208, 152] },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "torso"],
      ["leg", "leg"],
      ["arm", "arm"],
      ["torso", "leg"],
      ["arm", "leg"],
      ["leg", "arm"],
    ],
    description:
      "Seen from above: the honey partner lies on their back, legs apart; the rose partner sits astride their hips and leans all the way back between their legs, heads at opposite ends of the bed, holding hands across the middle.",
  },
  "mixed-11": {
    view: "above",
    props: [MATTRESS],
    // The rose partner lies long on their side down the bed, the lower leg straight, hips rolled back so the upper leg
    // swings right back across the hips of the honey partner (within the profile's -30 degrees it only brushed them),
    // who lies on their back at an angle behind them, head away towards the corner, legs running under that upper leg. The rose figure is drawn on top, so the draped leg reads.
    a: {
      pelvis: [216, 124],
      torso: 90,
      head: 86,
      front: 1,
      hipsRolled: "back",
      nearLeg: { upper: 202, lower: 180 },
      farLeg: { upper: 272, lower: 268 },
      nearArm: { reach: [240, 150] },
      farArm: { reach: [236, 178] },
    },
    b: {
      pelvis: [188, 116],
      torso: 132,
      head: 132,
      front: 1,
      seen: "front",
      nearLeg: { upper: 306, lower: 296 },
      farLeg: { upper: 318, lower: 310 },
      // One hand resting on the own chest, clear of the leg hooked over the hips, the other (drawn behind) to the
      // side-lier's waist: no arm across the other body or the face.
      nearArm: { upper: 280, lower: 20 },
      farArm: { reach: [208, 142] },
    },
    inFront: "a",
    contacts: [
      ["torso", "torso"],
      ["leg", "torso"],
      ["leg", "leg"],
      ["torso", "arm"],
      ["arm", "arm"],
    ],
    description:
      "Seen from above: the rose partner lies on their side facing away; the honey partner lies on their back behind them at an angle, hips against hips, and the rose partner's upper leg drapes back over their hips.",
  },
  "mixed-12": {
    props: [{ kind: "table", x: 40, width: 130, height: 90 }],
    a: {
      ...stand(196, "left"),
      torso: 135,
      head: 130,
      nearArm: { upper: 240, lower: 180 },
      farArm: { upper: 238, lower: 178 },
    },
    b: { ...stand(222, "left"), nearArm: { reach: [204, 92] }, farArm: { reach: [206, 88] } },
    contacts: [
      ["torso", "arm"],
      ["torso", "torso"],
      ["leg", "leg"],
    ],
    description:
      "The rose partner stands facing a kitchen counter and leans forward onto their forearms on the countertop, torso at about forty-five degrees; the honey partner stands close behind, hands on their hips.",
  },
  "mixed-13": {
    props: [bedTo(170), { kind: "pillow", x: 184, width: 100, base: 0, height: 8 }],
    a: {
      ...kneel(200, 8, "left"),
      torso: 170,
      head: 176,
      nearArm: { upper: 203, lower: 180 },
      farArm: { upper: 201, lower: 178 },
    },
    b: { ...kneel(236, 8, "left"), nearArm: { reach: [212, 62] }, farArm: { reach: [214, 60] } },
    contacts: [
      ["torso", "arm"],
      ["leg", "leg"],
    ],
    description:
      "The rose partner kneels on a cushion on the floor beside the bed, chest and forearms resting on the mattress; the honey partner kneels on the cushion close behind them, hands on their hips.",
  },
  "mixed-14": swapped(
    mirrored({
      props: [BED],
      // Arms locked straight under the shoulders, the chest raised clear of the other's: bent elbows and a level
      // back read as lying on top. The knees below stay low, behind the kneeling thighs, not across the bodies.
      a: {
        ...allFours(214, 46, "left"),
        pelvis: [214, 90],
        torso: 162,
        head: 196,
        nearArm: { upper: 270, lower: 270 },
        farArm: { upper: 268, lower: 268 },
      },
      b: { ...onBack(210, 46, "left"), nearLeg: { reach: [284, 52], foot: 0 }, farLeg: { reach: [280, 52], foot: 0 } },
      // The kneeling partner's near thigh passes outside the other's hips, so it is drawn in front of their legs.
      inFront: "a",
      contacts: [
        ["leg", "leg"],
        ["leg", "torso"],
        ["arm", "torso"],
        ["arm", "arm"],
        ["leg", "arm"],
      ],
      description:
        "The honey partner lies on their back, knees bent; the rose partner is on hands and knees above them, facing them, arms straight beside their shoulders, bodies apart above the hips, looking at each other.",
    }),
  ),
  "mixed-15": {
    props: [{ kind: "sofa", x: 60, width: 190, height: 40, back: "left" }],
    a: {
      pelvis: [122, 54],
      torso: 135,
      head: 120,
      front: 1,
      // One knee raised, clear in front of the partner kneeling between the legs, the other leg along the seat.
      nearLeg: { upper: 62, lower: -62 },
      farLeg: { upper: 10, lower: 8 },
      nearArm: { upper: 290, lower: 350 },
      farArm: { upper: 300, lower: 0 },
    },
    b: { ...kneel(184, 40, "left"), torso: 100, nearArm: { reach: [150, 92] }, farArm: { reach: [154, 90] } },
    contacts: [
      ["leg", "torso"],
      ["leg", "arm"],
      ["leg", "leg"],
    ],
    description:
      "The rose partner reclines in the corner of a sofa, back against the armrest at about forty-five degrees, one leg bent and the other stretched along the seat; the honey partner kneels on the cushions between their legs.",
  },
  "mixed-16": shiftCouple(
    {
      props: [
        { kind: "bed", x: 20, width: 200, height: 30 },
        { kind: "wall", x: 20, width: 12, height: 165 },
      ],
      a: {
        // Sitting back right in the lap, against the sitter's belly, leaning forward with hands down on the sitter's
        // shins: clearly facing the foot of the bed.
        pelvis: [80, 76],
        torso: 60,
        head: 52,
        front: 1,
        nearLeg: { upper: -37, lower: 180, foot: 180 },
        farLeg: { upper: -35, lower: 178, foot: 178 },
        nearArm: { reach: [120, 68] },
        farArm: { reach: [122, 69] },
      },
      b: {
        pelvis: [60, 60],
        torso: 98,
        head: 94,
        front: 1,
        nearLeg: { upper: -4, lower: -6 },
        farLeg: { upper: -2, lower: -4 },
        // Arms round the rose partner's waist.
        nearArm: { reach: [96, 92] },
        farArm: { reach: [98, 94] },
      },
      inFront: "a",
      contacts: [
        ["torso", "torso"],
        // The kneeling shins run either side of the sitter's hips.
        ["leg", "torso"],
        ["torso", "leg"],
        ["leg", "leg"],
        ["arm", "leg"],
        ["torso", "arm"],
      ],
      description:
        "The honey partner sits up against the headboard, legs stretched out; the rose partner kneels astride their hips facing the foot of the bed and sits back into their lap, leaning forward with hands on their shins.",
    },
    -13,
    -16,
  ),
  "mixed-17": {
    view: "above",
    props: [MATTRESS],
    // Round 17: readers could not tell the rose partner was face down or the honey partner on their side (a profile
    // standing upright in the card, legs astride). The rose back is now turned up (the head all hair, an arm folded
    // under it); the honey partner lies long in profile, crosswise, head on a pillow at the far side of the bed and
    // legs running on across the backs of the rose thighs: upside down in the card, a T that can only be lying.
    a: {
      pelvis: [220, 130],
      torso: 90,
      head: 90,
      front: 1,
      seen: "back",
      nearLeg: { upper: 274, lower: 272 },
      farLeg: { upper: 264, lower: 262 },
      nearArm: { upper: 40, lower: 150 },
      farArm: { upper: 85, lower: 175 },
    },
    b: {
      pelvis: [192, 117],
      torso: 180,
      head: 184,
      front: -1,
      nearLeg: { upper: 338, lower: 352 },
      farLeg: { upper: 318, lower: 346 },
      nearArm: { upper: 352, lower: 304 },
      farArm: { upper: 200, lower: 150 },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "leg"],
      ["torso", "leg"],
    ],
    description:
      "Seen from above: the rose partner lies flat on their front, head on folded arms; the honey partner lies on their side at a right angle, hips against their hips, upper leg across the backs of their thighs.",
  },
  "mixed-18": mirrored({
    // Unlike Bed's Edge (legs round the standing partner), the knees stay bent and together, lowered towards the
    // standing partner's hands, the shins folded back under them and the feet braced on the side of the bed. Round 16
    // still saw the two thighs rise in a V to the standing partner: now the hips sit at the mattress edge, the near knee
    // has dropped to hip height with the far one held above it (a side view's sign for knees fallen to one side),
    // and both shins run back down to feet against the bed's side, below the mattress top.
    props: [bedTo(200), { kind: "pillow", x: 96, width: 40, base: 46, height: 8 }],
    a: {
      ...onBack(190, 46, "left"),
      head: 166,
      nearLeg: { upper: 18, lower: 234, foot: 300 },
      farLeg: { upper: 50, lower: 250, foot: 300 },
      nearArm: { upper: 354, lower: 356 },
      farArm: { upper: 352, lower: 354 },
    },
    b: { ...stand(256, "left"), torso: 108, head: 100, nearArm: { reach: [230, 78] }, farArm: { reach: [222, 92] } },
    contacts: [["leg", "arm"]],
    description:
      "The rose partner lies on their back across the bed, hips at the edge, knees together and turned to one side, feet against the bed frame; the honey partner stands facing their hips, hands on their knees.",
  }),
  "mixed-19": {
    // Seen from above, where side-on the open knees are lost behind the partner between them: the knees fall out to
    // either side with the soles together by the hips (the wings), the partner above lies face to face between them
    // on their forearms, cheek beside cheek so both faces show. The partner on their back faces the viewer. The rose
    // partner lies beneath, where Heartbeat has the honey partner: with the same colours the two read as one picture.
    view: "above",
    props: [MATTRESS],
    a: {
      pelvis: [200, 110],
      torso: 90,
      head: 132,
      front: -1,
      seen: "front",
      nearLeg: { upper: 342, lower: 212 },
      farLeg: { upper: 198, lower: 328 },
      // Arms round the other's back, under them, so nothing but the knees reaches out past the body above.
      nearArm: { upper: 284, lower: 278 },
      farArm: { upper: 256, lower: 250 },
    },
    b: {
      pelvis: [200, 102],
      torso: 90,
      head: 32,
      front: 1,
      nearLeg: { upper: 272, lower: 270 },
      farLeg: { upper: 268, lower: 266 },
      nearArm: { upper: 340, lower: 84 },
      farArm: { upper: 262, lower: 266 },
    },
    contacts: [
      ["torso", "torso"],
      ["arm", "torso"],
      ["leg", "leg"],
      ["torso", "arm"],
      ["leg", "torso"],
      ["head", "head"],
      ["arm", "arm"],
      ["arm", "head"],
      ["torso", "head"],
      ["torso", "leg"],
      ["head", "torso"],
      ["leg", "arm"],
    ],
    description:
      "Seen from above: the rose partner lies on their back, knees bent and dropped out to the sides, soles together; the honey partner lies over them face to face on their forearms, legs straight between their knees.",
  },
  // Mirrored, with the desk on the right, so it does not share Counter Lean's outline: there the one in front bends
  // away over a counter at hip height; here they sit back on a desk and look up into the face bent over them. The desk
  // stands at desk height, well above the standing partner's knees (round 16's readers took a low one for a bench).
  "mixed-20": mirrored({
    props: [{ kind: "table", x: 36, width: 136, height: 52 }],
    a: {
      // Leaning back, hips on the desk's edge and hands well back on it, knees forward: half-sitting, not standing.
      pelvis: [166, 64],
      torso: 122,
      head: 86,
      front: 1,
      nearLeg: { upper: 332, lower: 276, foot: 0 },
      farLeg: { upper: 328, lower: 274, foot: 358 },
      nearArm: { reach: [130, 54] },
      farArm: { reach: [134, 54] },
    },
    // Leaning in over them, between their knees, so the two faces meet.
    b: {
      ...stand(222, "left"),
      torso: 116,
      head: 124,
      nearArm: { reach: [172, 90] },
      farArm: { reach: [174, 94] },
    },
    contacts: [
      ["torso", "arm"],
      ["leg", "leg"],
    ],
    inFront: "a",
    description:
      "The rose partner half-sits against the edge of a sturdy desk, hands on the desk behind them, feet on the floor; the honey partner stands face to face with them between their feet, leaning in, hands on their waist.",
  }),
  "mixed-21": swapped({
    // A wide floor cushion under the partner behind, who sits square on it.
    props: [{ kind: "pillow", x: 118, width: 66, base: 0, height: 12 }],
    // Sunk low into the lap, crossed legs resting on the other's crossed shins, not perched above them. The near hand
    // rests forward on the knee, so the arm round the waist passes under it in view.
    a: {
      pelvis: [184, 38],
      torso: 90,
      head: 84,
      front: 1,
      nearLeg: { upper: 0, lower: 196, foot: 196 },
      farLeg: { upper: 2, lower: 198, foot: 198 },
      nearArm: { reach: [222, 51] },
      farArm: { reach: [212, 48] },
    },
    // Leaning back a little more than the one in their lap, head below and behind theirs rather than hidden by it. The
    // near arm reaches round the lap partner's waist to a hand on their stomach, drawn over them: with both hands at
    // the back, only the noses said the one in the lap faces away.
    b: {
      pelvis: [158, 27],
      torso: 106,
      head: 96,
      front: 1,
      // Sitting down on the cushion, not squatting: the thighs run forward at seat height and the shins fold back flat
      // under them, the near leg drawn over the lap partner's so the folded legs show (round 16's readers, seeing the
      // shins steep and the toes down, took them for a squat on the toes).
      nearLeg: { upper: 352, lower: 188, foot: 194 },
      farLeg: { upper: 356, lower: 192, foot: 198 },
      nearArm: { reach: [194, 60] },
      farArm: { reach: [193, 58] },
    },
    heldUp: ["a"],
    nearLegInFront: "b",
    inFront: "a",
    contacts: [
      ["torso", "torso"],
      ["torso", "leg"],
      ["leg", "torso"],
      ["leg", "leg"],
      ["torso", "arm"],
      ["arm", "arm"],
    ],
    description:
      "The honey partner sits cross-legged on a floor cushion; the rose partner sits in their lap facing away, legs loosely crossed in front, back against their chest, while the honey partner's arms circle their waist.",
  }),
  "mixed-22": {
    props: [BED],
    a: {
      // Head resting in the lap just in front of the crossed legs, face up to the one above.
      ...onBack(255, 46, "left"),
      torso: 176,
      head: 172,
      // One hand up to the honey partner's cheek from beyond the faces, the other along their own side: both faces clear.
      nearArm: { reach: [194, 102] },
      farArm: { upper: 340, lower: 352 },
    },
    b: {
      pelvis: [126, 60],
      torso: 50,
      head: 350,
      front: 1,
      nearLeg: { upper: 0, lower: 196, foot: 196 },
      farLeg: { upper: 2, lower: 198, foot: 198 },
      // Hands in the rose partner's hair, behind their head, not across the faces.
      nearArm: { reach: [172, 66] },
      farArm: { reach: [175, 64] },
    },
    contacts: [
      ["head", "leg"],
      ["head", "arm"],
      ["arm", "head"],
    ],
    description:
      "The honey partner sits cross-legged on the bed; the rose partner lies on their back with their head in the honey partner's lap, so their faces meet upside down as the honey partner leans in for a kiss.",
  },
  "mixed-23": {
    // Seen from above, where side-on the two lying bodies were one pile: the honey partner on their back faces the
    // viewer, legs open in a V; the rose partner lies on their front between them, the cheek on the other's chest and
    // the face turned to the side, so both faces show, one above the other.
    view: "above",
    props: [MATTRESS],
    inFront: "a",
    // Both of the lower partner's legs drawn under the one lying between them.
    astride: ["b"],
    a: {
      pelvis: [200, 108],
      torso: 90,
      head: 90,
      front: -1,
      nearLeg: { upper: 270, lower: 272 },
      farLeg: { upper: 268, lower: 270 },
      // Arms tucked round the other's sides, under them, off the faces.
      nearArm: { upper: 284, lower: 280 },
      farArm: { upper: 262, lower: 256 },
    },
    b: {
      pelvis: [200, 150],
      torso: 90,
      head: 90,
      front: -1,
      seen: "front",
      nearLeg: { upper: 304, lower: 306 },
      farLeg: { upper: 236, lower: 234 },
      // Round 20: the arms no longer stick out to the sides (with the open legs they made a star, a tangle at 170 px).
      // One arm curves round the rose partner's head and shoulders, a hand on their upper back, framing the cheek on
      // the chest; the other strokes their back, out of sight beneath them. The rose face turns to the side away
      // from that arm, so it stays in view.
      nearArm: { upper: 325, lower: 240 },
      farArm: { upper: 290, lower: 270 },
    },
    contacts: [
      ["torso", "torso"],
      ["torso", "leg"],
      ["arm", "torso"],
      ["head", "torso"],
      ["arm", "leg"],
      ["head", "arm"],
      ["torso", "arm"],
    ],
    description:
      "Seen from above: the honey partner lies on their back, legs a little apart; the rose partner lies on their front between their legs, cheek on the honey partner's chest over the heart, arms round their sides.",
  },
  "mixed-24": {
    // A long sofa, a padded end at each side. Each partner lies well back against their own end, the trunk leaning a
    // third of the way to lying, so the backs plainly rest on the arms; the legs run long along the seat and pass each
    // other in the middle, the rose partner's flat on the cushions and the honey partner's resting over them.
    props: [
      { kind: "sofa", x: 100, width: 100, height: 40, back: "left" },
      { kind: "sofa", x: 200, width: 100, height: 40, back: "right" },
    ],
    a: {
      pelvis: [146, 52],
      torso: 122,
      head: 100,
      front: 1,
      nearLeg: { upper: 0, lower: -1, foot: 60 },
      farLeg: { upper: 2, lower: 0, foot: 62 },
      nearArm: { reach: [165, 63] },
      farArm: { reach: [162, 60] },
    },
    b: {
      pelvis: [254, 52],
      torso: 58,
      head: 80,
      front: -1,
      nearLeg: { upper: 176, lower: 184, foot: 120 },
      farLeg: { upper: 174, lower: 182, foot: 118 },
      nearArm: { reach: [234, 66] },
      farArm: { reach: [238, 64] },
    },
    contacts: [
      ["leg", "leg"],
      ["arm", "leg"],
      ["leg", "arm"],
    ],
    description:
      "Both sit at opposite ends of a sofa, backs against the armrests and facing each other, legs stretched along the seat and interlaced in the middle, each with a hand on the other's ankle.",
  },
  "mixed-25": swapped({
    props: [BED],
    a: {
      pelvis: [214, 84],
      torso: 195,
      // Head lifted off the forearms, face turned forward, clear under the other's head.
      head: 152,
      front: -1,
      nearLeg: { upper: 228, lower: 0, foot: 0 },
      farLeg: { upper: 229, lower: 2, foot: 2 },
      nearArm: { upper: 218, lower: 180 },
      farArm: { upper: 216, lower: 178 },
    },
    b: {
      // Chest along the back but the head raised above the shoulders, bowed to look down at the partner's head rather
      // than resting on it: level with it, the two heads merged into one at card size; looking ahead past it, the
      // nose pointed where the other's face was and strangers read a rider leaning in face to face (round 5).
      pelvis: [226, 94],
      torso: 160,
      head: 172,
      front: -1,
      nearLeg: { upper: 255, lower: 0, foot: -10 },
      farLeg: { upper: 254, lower: 2, foot: -8 },
      // Arms straight down round the ribs, not folded over the back.
      nearArm: { reach: [188, 66] },
      farArm: { reach: [191, 68] },
    },
    contacts: [
      ["torso", "torso"],
      ["leg", "leg"],
      ["torso", "leg"],
      ["leg", "torso"],
      ["leg", "arm"],
      ["torso", "arm"],
    ],
    description:
      "The rose partner kneels, sits partway back and folds forward onto their forearms; the honey partner kneels behind with knees outside theirs and leans over them, chest to back, arms round their waist, head over their shoulder.",
  }),
  "mixed-26": mirrored({
    props: [BED],
    a: {
      ...kneel(204, 46, "right"),
      // Upright, the front foot planted flat ahead with the shin upright and the back knee down, clear of the
      // partner's knees behind.
      pelvis: [204, 86],
      torso: 84,
      head: 86,
      nearLeg: { upper: 6, lower: 270, foot: 0 },
      farLeg: { upper: 240, lower: 180, foot: 180 },
      nearArm: { reach: [240, 96] },
      farArm: { reach: [238, 98] },
    },
    b: {
      ...kneel(164, 46, "right"),
      torso: 80,
      head: 76,
      nearArm: { reach: [210, 106] },
      farArm: { reach: [208, 110] },
    },
    inFront: "a",
    contacts: [
      ["torso", "arm"],
      ["leg", "leg"],
      ["arm", "arm"],
    ],
    description:
      "The rose partner half-kneels upright on the bed, one knee down and the other foot planted forward, hands on the raised knee; the honey partner kneels close behind, arms round their waist.",
  }),
};
