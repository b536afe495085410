import type { FigurePose, LimbPose, PosePart } from "@content/positions/pose-types";

/** Segment lengths of the mannequin, in scene units: one set for both partners, so every pose is to scale. */
export const BODY = {
  torso: 52,
  /** The shoulders sit this far below the top of the torso. */
  shoulderDrop: 6,
  neck: 7,
  headRadius: 11,
  upperArm: 27,
  forearm: 25,
  thigh: 40,
  shin: 39,
  foot: 12,
} as const;

/** Half-thickness of each part, for drawing and for telling whether two bodies touch. */
export const THICKNESS = {
  torso: 14,
  neck: 4.5,
  upperArm: 5.5,
  forearm: 4.5,
  thigh: 8,
  shin: 6,
  foot: 3.5,
} as const;

export type Point = readonly [number, number];

export interface Segment {
  part: PosePart;
  name: "head" | "torso" | "neck" | "upperArm" | "forearm" | "thigh" | "shin" | "foot";
  /** Near limbs are drawn in front of the body, far ones behind it. */
  side: "near" | "far" | "centre";
  from: Point;
  to: Point;
  radius: number;
  /** An arched trunk only: the control point of the quadratic curve it follows from `from` to `to`. */
  bend?: Point;
}

export interface Skeleton {
  pelvis: Point;
  neck: Point;
  shoulder: Point;
  headCentre: Point;
  segments: Segment[];
  /** Every point of the body's outline worth testing against a surface: joints, hands, feet, head. */
  extremities: Point[];
}

const RADIANS = Math.PI / 180;

export function direction(angle: number): Point {
  return [Math.cos(angle * RADIANS), Math.sin(angle * RADIANS)];
}

function move(from: Point, angle: number, length: number): Point {
  const [dx, dy] = direction(angle);
  return [from[0] + dx * length, from[1] + dy * length];
}

const DEGREES = 180 / Math.PI;

export interface SolvedLimb {
  upper: number;
  lower: number;
  foot?: number;
  /** How far the limb's end falls short of its reach target (0 when given by angles). */
  miss: number;
}

/**
 * Two-segment inverse kinematics: the angles that put the limb's end on its target, choosing of the two possible
 * bends the one the joint can make (a knee folds backwards, an elbow forwards, relative to the body's front).
 */
export function solveLimb(
  root: Point,
  limb: LimbPose,
  lengths: readonly [number, number],
  bend: "knee" | "elbow",
  front: 1 | -1,
): SolvedLimb {
  if (limb.reach === undefined) return { upper: limb.upper, lower: limb.lower, foot: limb.foot, miss: 0 };
  const [l1, l2] = lengths;
  const dx = limb.reach[0] - root[0];
  const dy = limb.reach[1] - root[1];
  const distance = Math.hypot(dx, dy);
  const d = Math.min(l1 + l2 - 1e-6, Math.max(Math.abs(l1 - l2) + 1e-6, distance));
  const towards = Math.atan2(dy, dx) * DEGREES;
  const opening = Math.acos(Math.min(1, Math.max(-1, (l1 * l1 + d * d - l2 * l2) / (2 * l1 * d)))) * DEGREES;
  const options = [towards + opening, towards - opening].map((upper) => {
    const [ux, uy] = direction(upper);
    const joint: Point = [root[0] + ux * l1, root[1] + uy * l1];
    const lower = Math.atan2(limb.reach![1] - joint[1], limb.reach![0] - joint[0]) * DEGREES;
    const flexion = (bend === "knee" ? -front : front) * normaliseAngle(lower - upper);
    return { upper, lower, flexion };
  });
  const chosen = options.find((option) => option.flexion >= -1e-6) ?? options[0]!;
  return { upper: chosen.upper, lower: chosen.lower, foot: limb.foot, miss: Math.max(0, distance - (l1 + l2)) };
}

/** The foot's default: turned forward from the shin, toes a little pointed. */
export function defaultFootAngle(figure: FigurePose, leg: { lower: number }): number {
  return leg.lower + figure.front * 80;
}

export interface SolvedFigure {
  nearArm: SolvedLimb;
  farArm: SolvedLimb;
  nearLeg: SolvedLimb;
  farLeg: SolvedLimb;
}

function shoulderOf(figure: FigurePose): Point {
  return move(figure.pelvis, figure.torso, BODY.torso - BODY.shoulderDrop);
}

/** Every limb of the figure as angles (reach targets solved). */
export function solveFigure(figure: FigurePose): SolvedFigure {
  const shoulder = shoulderOf(figure);
  const arm = (limb: LimbPose) => solveLimb(shoulder, limb, [BODY.upperArm, BODY.forearm], "elbow", figure.front);
  const leg = (limb: LimbPose) => solveLimb(figure.pelvis, limb, [BODY.thigh, BODY.shin], "knee", figure.front);
  return {
    nearArm: arm(figure.nearArm),
    farArm: arm(figure.farArm),
    nearLeg: leg(figure.nearLeg),
    farLeg: leg(figure.farLeg),
  };
}

/**
 * Where an arched trunk's curve is pulled: a quadratic from the pelvis to the shoulders whose middle stands `arch`
 * towards the front (the control point twice as far out as the curve's middle).
 */
function trunkBend(figure: FigurePose, shoulder: Point): { bend?: Point } {
  if (!figure.arch) return {};
  const front = direction(figure.torso - 90 * figure.front);
  return {
    bend: [
      (figure.pelvis[0] + shoulder[0]) / 2 + front[0] * 2 * figure.arch,
      (figure.pelvis[1] + shoulder[1]) / 2 + front[1] * 2 * figure.arch,
    ],
  };
}

/** How far an arched trunk stands off its straight line (towards the front) a fraction t of the way up it. */
export function trunkBow(figure: FigurePose, t: number): number {
  return 4 * (figure.arch ?? 0) * t * (1 - t);
}

/** Joint positions from the pose's angles (forward kinematics). Limb lengths are the same in every pose. */
export function buildSkeleton(figure: FigurePose): Skeleton {
  const pelvis = figure.pelvis;
  const neck = move(pelvis, figure.torso, BODY.torso);
  const shoulder = shoulderOf(figure);
  const limbs = solveFigure(figure);
  const headAngle = figure.head ?? figure.torso;
  const headBase = move(neck, headAngle, BODY.neck);
  const headCentre = move(headBase, headAngle, BODY.headRadius);
  const segments: Segment[] = [
    {
      part: "torso",
      name: "torso",
      side: "centre",
      from: pelvis,
      to: shoulder,
      radius: THICKNESS.torso,
      ...trunkBend(figure, shoulder),
    },
    { part: "head", name: "neck", side: "centre", from: neck, to: headBase, radius: THICKNESS.neck },
    { part: "head", name: "head", side: "centre", from: headCentre, to: headCentre, radius: BODY.headRadius },
  ];
  const extremities: Point[] = [pelvis, neck, headCentre];
  for (const side of ["far", "near"] as const) {
    const arm = side === "near" ? limbs.nearArm : limbs.farArm;
    const elbow = move(shoulder, arm.upper, BODY.upperArm);
    const hand = move(elbow, arm.lower, BODY.forearm);
    segments.push(
      { part: "arm", name: "upperArm", side, from: shoulder, to: elbow, radius: THICKNESS.upperArm },
      { part: "arm", name: "forearm", side, from: elbow, to: hand, radius: THICKNESS.forearm },
    );
    const leg = side === "near" ? limbs.nearLeg : limbs.farLeg;
    const knee = move(pelvis, leg.upper, BODY.thigh);
    const ankle = move(knee, leg.lower, BODY.shin);
    const toes = move(ankle, leg.foot ?? defaultFootAngle(figure, leg), BODY.foot);
    segments.push(
      { part: "leg", name: "thigh", side, from: pelvis, to: knee, radius: THICKNESS.thigh },
      { part: "leg", name: "shin", side, from: knee, to: ankle, radius: THICKNESS.shin },
      { part: "leg", name: "foot", side, from: ankle, to: toes, radius: THICKNESS.foot },
    );
    extremities.push(elbow, hand, knee, ankle, toes);
  }
  return { pelvis, neck, shoulder, headCentre, segments, extremities };
}

/** Angle in (-180, 180]. */
export function normaliseAngle(angle: number): number {
  let a = angle % 360;
  if (a <= -180) a += 360;
  if (a > 180) a -= 360;
  return a;
}

export interface JointAngles {
  neck: number;
  nearShoulder: number;
  farShoulder: number;
  nearElbow: number;
  farElbow: number;
  nearHip: number;
  farHip: number;
  nearKnee: number;
  farKnee: number;
  nearAnkle: number;
  farAnkle: number;
}

/**
 * The pose's joints as a body feels them (flexion in degrees, whatever the body's orientation in the room): a hip
 * at 90 is sitting, a knee at 0 is straight, an elbow at 150 is fully bent.
 */
export function jointAngles(figure: FigurePose): JointAngles {
  const f = figure.front;
  const down = figure.torso + 180;
  const limbs = solveFigure(figure);
  const hip = (leg: SolvedLimb) => f * normaliseAngle(leg.upper - down);
  const knee = (leg: SolvedLimb) => -f * normaliseAngle(leg.lower - leg.upper);
  const ankle = (leg: SolvedLimb) => f * normaliseAngle((leg.foot ?? defaultFootAngle(figure, leg)) - leg.lower);
  const shoulder = (arm: SolvedLimb) => f * normaliseAngle(arm.upper - down);
  const elbow = (arm: SolvedLimb) => f * normaliseAngle(arm.lower - arm.upper);
  return {
    neck: -f * normaliseAngle((figure.head ?? figure.torso) - figure.torso),
    nearShoulder: shoulder(limbs.nearArm),
    farShoulder: shoulder(limbs.farArm),
    nearElbow: elbow(limbs.nearArm),
    farElbow: elbow(limbs.farArm),
    nearHip: hip(limbs.nearLeg),
    farHip: hip(limbs.farLeg),
    nearKnee: knee(limbs.nearLeg),
    farKnee: knee(limbs.farLeg),
    nearAnkle: ankle(limbs.nearLeg),
    farAnkle: ankle(limbs.farLeg),
  };
}

/** How far a body can comfortably move, per joint, in degrees (generous: these are sanity limits, not advice). */
export const JOINT_RANGES: Record<keyof JointAngles, readonly [number, number]> = {
  neck: [-45, 60],
  nearShoulder: [-70, 200],
  farShoulder: [-70, 200],
  nearElbow: [0, 155],
  farElbow: [0, 155],
  nearHip: [-30, 150],
  farHip: [-30, 150],
  // A cross-legged or deeply folded knee seen from the side.
  nearKnee: [0, 165],
  farKnee: [0, 165],
  // Foot against shin: 90 is standing flat, 0 fully pointed (kneeling with the feet flat behind), 120 toes drawn up.
  nearAnkle: [0, 120],
  farAnkle: [0, 120],
};

/**
 * A body seen from the front or from behind (facing the viewer or turned away, or on its back seen from above) shows
 * its legs spreading sideways, not folding forward: a thigh may swing out to either side of the body (knees falling
 * open), and a bent knee seen from the front may point its shin to either side. The profile ranges would wrongly
 * forbid knees that fall open.
 */
export const FRONT_VIEW_LEG_RANGES = {
  nearHip: [-80, 150],
  farHip: [-80, 150],
  nearKnee: [-165, 165],
  farKnee: [-165, 165],
} as const satisfies Partial<Record<keyof JointAngles, readonly [number, number]>>;

/**
 * A side-lying body with its hips rolled back lifts its upper leg out to the side as it swings it back, so the thigh,
 * seen from above, lies as far back as 70 degrees past the trunk; the lower leg keeps the profile's range.
 */
export const ROLLED_BACK_NEAR_HIP = [-70, 150] as const;

/** The joint ranges that hold for this figure as drawn. */
export function jointRanges(figure: FigurePose): Record<keyof JointAngles, readonly [number, number]> {
  const ranges = figure.seen !== undefined ? { ...JOINT_RANGES, ...FRONT_VIEW_LEG_RANGES } : JOINT_RANGES;
  return figure.hipsRolled === "back" ? { ...ranges, nearHip: ROLLED_BACK_NEAR_HIP } : ranges;
}

/** Shortest distance between two line segments. */
export function segmentDistance(p1: Point, p2: Point, q1: Point, q2: Point): number {
  const clamp = (value: number) => Math.max(0, Math.min(1, value));
  const d1: Point = [p2[0] - p1[0], p2[1] - p1[1]];
  const d2: Point = [q2[0] - q1[0], q2[1] - q1[1]];
  const r: Point = [p1[0] - q1[0], p1[1] - q1[1]];
  const a = d1[0] * d1[0] + d1[1] * d1[1];
  const e = d2[0] * d2[0] + d2[1] * d2[1];
  const f = d2[0] * r[0] + d2[1] * r[1];
  let s: number;
  let t: number;
  if (a < 1e-9 && e < 1e-9) return Math.hypot(r[0], r[1]);
  if (a < 1e-9) {
    s = 0;
    t = clamp(f / e);
  } else {
    const c = d1[0] * r[0] + d1[1] * r[1];
    if (e < 1e-9) {
      t = 0;
      s = clamp(-c / a);
    } else {
      const b = d1[0] * d2[0] + d1[1] * d2[1];
      const denominator = a * e - b * b;
      s = denominator > 1e-9 ? clamp((b * f - c * e) / denominator) : 0;
      t = (b * s + f) / e;
      if (t < 0) {
        t = 0;
        s = clamp(-c / a);
      } else if (t > 1) {
        t = 1;
        s = clamp((b - c) / a);
      }
    }
  }
  const closest1: Point = [p1[0] + d1[0] * s, p1[1] + d1[1] * s];
  const closest2: Point = [q1[0] + d2[0] * t, q1[1] + d2[1] * t];
  return Math.hypot(closest1[0] - closest2[0], closest1[1] - closest2[1]);
}
