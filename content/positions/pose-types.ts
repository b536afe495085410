/**
 * Pose definitions: how the two bodies of a position are arranged, as data. Drawn side-on, in scene units
 * (the illustration is 400 × 300), with y measured UP from the floor, x to the right.
 *
 * Angles are absolute, in degrees, counter-clockwise from the +x axis (0 = pointing right, 90 = up, 180 = left,
 * 270 = down). A segment's angle is the direction from its joint towards its far end: the torso from the pelvis
 * towards the neck, the thigh from the hip towards the knee, the shin from the knee towards the ankle, and so on.
 */

/**
 * The props a pose may stand, sit, kneel or lean on. Each is drawn simply and is a surface figures may rest on. A
 * `bench` is a long padded seat on legs (a piano bench, an ottoman), seen from its side.
 */
export type PosePropKind =
  "bed" | "chair" | "wall" | "stairs" | "table" | "sofa" | "pillow" | "cushions" | "armchair" | "mattress" | "bench";

export interface PoseProp {
  /**
   * `mattress` is a bed seen from above (only in poses viewed from above): `base` is its foot end, `height` its
   * length. The checks keep both bodies on it; the card draws the bed fitted round the couple.
   */
  kind: PosePropKind;
  /** Left edge of the prop, in scene units. */
  x: number;
  /** Width along the floor (for a wall: its thickness). */
  width: number;
  /** Height of the surface people rest on (a wall: its full height; stairs: the height of one step). */
  height: number;
  /** Only for props resting on another surface (a pillow on the bed): the height of what it rests on. */
  base?: number;
  /** Chairs, sofas and armchairs: the side their back is on. Stairs: the side they rise towards. */
  back?: "left" | "right";
  /**
   * Sofas only: a padded arm at this end of the seat, rising above it, for a partner leaning over it (hips on the
   * arm, chest down on the seat). Its top is an edge a body may fold over.
   */
  arm?: "left" | "right";
  /**
   * Armchairs only: seen from the front (the back behind the sitter, an arm on either side), for a partner held
   * sideways across the sitter's lap, which a side view cannot show. The seat and the arms hold people up as edges:
   * legs hang in front of them.
   */
  seen?: "front";
  /**
   * Stairs only: a banister along the flight, its handrail this far above the line of the step edges (the rise of
   * the rail follows the stairs). Drawn behind the couple, so a hand on it reads as holding it.
   */
  rail?: number;
}

/**
 * A limb, given by its two angles, or by where its end (hand or ankle) reaches: the elbow or knee is then placed
 * where the body can bend it (elbows and knees only bend one way), with the limb lengths unchanged.
 */
export type LimbPose = (
  | {
      /** Angle of the upper segment (upper arm or thigh). */
      upper: number;
      /** Angle of the lower segment (forearm or shin). */
      lower: number;
      reach?: undefined;
    }
  | { reach: readonly [number, number]; upper?: undefined; lower?: undefined }
) & {
  /** Legs only: angle of the foot, heel → toes. Defaults to pointing gently forward from the shin. */
  foot?: number;
};

export interface FigurePose {
  /** Position of the pelvis (the hip joint), in scene units, y up from the floor. */
  pelvis: readonly [number, number];
  /** Angle of the torso, pelvis → neck. */
  torso: number;
  /** Angle of the head, neck → crown. Defaults to the torso's. */
  head?: number;
  /**
   * Which way the front of the body points, relative to the torso: 1 = clockwise from it (an upright figure facing
   * right, or lying on the back with the head to the left), -1 = counter-clockwise (facing left).
   */
  front: 1 | -1;
  /**
   * How far behind the other figure this one lies, seen from the side (spooning, lying side by side): it is drawn
   * this much higher, as from a slightly raised eye, and rests on surfaces raised by as much.
   */
  depth?: number;
  /**
   * `front`: this body faces the viewer instead of being seen from the side, for a partner turned at a right angle to
   * the other (kneeling across the bed from them), whose profile a side view cannot show. Its face looks out of the
   * picture (two eyes under the hair, no nose in profile); the pose's angles still place its parts in the picture.
   * `back`: the same body turned the other way, its back to the viewer (lying on its side facing a partner behind it,
   * seen from the bedside): the head shows only hair, so the face it hides reads as turned into the picture.
   */
  seen?: "front" | "back";
  /**
   * `back`: a body on its side whose pelvis has rolled back towards a partner lying behind it, so its upper (near) leg
   * can swing back and rest over them (Hammock). Lifting the leg and rolling the hips carry it much further back than
   * the hip alone extends; seen from above, that shows as a thigh swung back past the profile's limit.
   */
  hipsRolled?: "back";
  /**
   * How far the middle of the trunk bows towards the body's front, in scene units: a back arched (chest lifted, belly
   * forward, the spine hollow behind) rather than held straight. Negative bows it backwards (a rounded, hunched back).
   * The pelvis, neck and limbs stay where the angles put them; only the trunk between them curves. A straight trunk
   * leaning back read, at card size, the same as one leaning forward: the curve says which way the back bends.
   */
  arch?: number;
  /** The limbs nearer the viewer (drawn in front of the body) and further away (drawn behind it). */
  nearArm: LimbPose;
  farArm: LimbPose;
  nearLeg: LimbPose;
  farLeg: LimbPose;
}

/** A named part of a figure, for declaring where the two figures touch. */
export type PosePart = "head" | "torso" | "arm" | "leg";

export interface PoseDefinition {
  /**
   * `side` (the default): seen from the side, the floor at the bottom. `above`: looking down on a bed, for couples
   * lying side by side, whose arrangement a side view hides; the head end of the bed is at the top of the scene. The
   * card draws it turned a quarter (the headboard to the left), as a bed with a pillow under each head, the duvet
   * turned down at the foot and a soft shadow under the bodies, so the couple reads as lying, not standing.
   */
  view?: "side" | "above";
  /** The two partners. Figure `a` is drawn in the first colour, `b` in the second. */
  a: FigurePose;
  b: FigurePose;
  props: readonly PoseProp[];
  /**
   * Where the two bodies are allowed to touch or overlap in the drawing (an arm around the back, a lap, legs
   * woven together): pairs of [part of a, part of b]. Everywhere else they must keep apart.
   */
  contacts: ReadonlyArray<readonly [PosePart, PosePart]>;
  /** Figures held up by the other partner rather than by the floor or a prop (a lift). */
  heldUp?: readonly ("a" | "b")[];
  /**
   * Figures whose legs pass either side of what is between them (astride a chair and its sitter): seen from the
   * side, their legs are drawn across it, not sunk into it.
   */
  straddles?: readonly ("a" | "b")[];
  /**
   * Figures kneeling astride the other's body on the floor (their shins run either side of the other's torso): both
   * legs are drawn behind the other body, so the near shin does not read as lying across it.
   */
  astride?: readonly ("a" | "b")[];
  /** Which body is drawn in front where the two overlap; `b` unless said otherwise. */
  inFront?: "a" | "b";
  /**
   * This figure's near leg is drawn over everything of the other's, though the rest of the body is not: raised knees
   * the position is named for (under a partner lying over them, behind a rider leaning back on them), or a leg wrapped
   * round the other's waist, that the other's near thigh or body would otherwise hide.
   */
  nearLegInFront?: "a" | "b";
  /**
   * `roll`: a sequence rather than one held pose (the couple rolls over together from one frame to the next). The
   * card draws one frame, so two curved arrows chasing round a circle over the couple (the sign for swapping over)
   * say that it turns, where the frame alone read as a sibling pose held still.
   */
  sequence?: "roll";
  /** The arrangement in words, for screen readers and for anyone who prefers reading. */
  description: string;
}

/** What a variation changes in its base's picture: its setting, drawn in the scene beside or around the couple. */
export interface PoseChange {
  /** Props added to the scene (a candle on the floor, a pillow under the hips, a mirror on the wall…). */
  add?: readonly PoseAddition[];
  /** The bed is drawn as this instead (the sofa variation). */
  bedBecomes?: "sofa";
  /**
   * Draw the partners in each other's colours. No variation uses it today: role reversal swaps who sets the pace,
   * not who is where, so its picture keeps the base's colours.
   */
  swapColours?: boolean;
  /** Added to the base's description. */
  description: string;
}

export type PoseAddition =
  "candle" | "hip-pillow" | "blindfold" | "mirror" | "blanket" | "bath" | "shower" | "music" | "moon";
