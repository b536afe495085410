import type { FigurePose, PoseDefinition, PosePart } from "@content/positions/pose-types";
import { sceneGeometry, type SceneGeometry } from "./scene";
import {
  buildSkeleton,
  JOINT_RANGES,
  jointAngles,
  segmentDistance,
  solveFigure,
  type Point,
  type Segment,
  type Skeleton,
} from "./skeleton";

/** How close counts as touching, in scene units (a drawing, not a simulation). */
export const TOUCH_TOLERANCE = 3;
/** How far a body may appear to sink into a surface or into the other body before it reads as wrong. */
export const SINK_TOLERANCE = 4;

const SAMPLES = 6;

function samples(segment: Segment): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= SAMPLES; i++) {
    const t = i / SAMPLES;
    points.push([
      segment.from[0] + (segment.to[0] - segment.from[0]) * t,
      segment.from[1] + (segment.to[1] - segment.from[1]) * t,
    ]);
  }
  return points;
}

/** The lowest outline point of each sample, against each surface under it: how far above (+) or below (−) it is. */
function surfaceGaps(
  skeleton: Skeleton,
  scene: SceneGeometry,
  depth: number,
  straddles: boolean,
): { resting: boolean; sunk: string[] } {
  let resting = false;
  const sunk: string[] = [];
  for (const segment of skeleton.segments) {
    const besideProps = straddles && segment.part === "leg" && segment.name !== "foot";
    for (const [x, y] of samples(segment)) {
      const bottom = y - segment.radius - depth;
      for (const surface of scene.surfaces) {
        if (x < surface.x1 || x > surface.x2) continue;
        const gap = bottom - surface.y;
        if (Math.abs(gap) <= TOUCH_TOLERANCE) resting = true;
        // Only what lies just below a surface sinks into it; a leg hanging in front of a bed is far below its top.
        if (!besideProps && surface.solid && gap < -SINK_TOLERANCE && y - depth > surface.y - 25)
          sunk.push(`${segment.side} ${segment.name}`);
      }
      for (const face of scene.faces) {
        if (y < face.y1 || y > face.y2) continue;
        if (Math.abs(Math.abs(x - face.x) - segment.radius) <= TOUCH_TOLERANCE) resting = true;
      }
    }
  }
  return { resting, sunk: [...new Set(sunk)] };
}

function touching(a: Segment, b: Segment, slack: number): boolean {
  return segmentDistance(a.from, a.to, b.from, b.to) <= a.radius + b.radius + slack;
}

export interface PoseProblem {
  figure?: "a" | "b";
  message: string;
}

const pairKey = (a: PosePart, b: PosePart) => `${a}/${b}`;

/**
 * Sanity checks of a pose: joints within a human range, nobody floating or sinking into a surface, the two bodies
 * touching exactly where the pose says they do, everything inside the picture. Limb lengths are those of BODY by
 * construction (see buildSkeleton); the tests measure them too.
 */
export function checkPose(pose: PoseDefinition): PoseProblem[] {
  const problems: PoseProblem[] = [];
  const scene = sceneGeometry(pose.props);
  const figures: Array<["a" | "b", FigurePose, Skeleton]> = [
    ["a", pose.a, buildSkeleton(pose.a)],
    ["b", pose.b, buildSkeleton(pose.b)],
  ];

  for (const [name, figure, skeleton] of figures) {
    const angles = jointAngles(figure);
    for (const [joint, [min, max]] of Object.entries(JOINT_RANGES) as Array<
      [keyof typeof angles, readonly [number, number]]
    >) {
      const value = angles[joint];
      if (value < min - 0.5 || value > max + 0.5)
        problems.push({ figure: name, message: `${joint} at ${Math.round(value)}°, outside ${min}…${max}` });
    }
    const limbs = solveFigure(figure);
    for (const [limb, solved] of Object.entries(limbs)) {
      if (solved.miss > 1)
        problems.push({
          figure: name,
          message: `${limb} falls ${Math.round(solved.miss)} short of where it should reach`,
        });
    }
    if (pose.view === "above") {
      // Looking down on a bed: lying on it means every part of the body is within the mattress.
      const mattress = pose.props.find((prop) => prop.kind === "mattress");
      const inside = (point: Point, radius: number) =>
        Boolean(mattress) &&
        point[0] - radius >= mattress!.x - TOUCH_TOLERANCE &&
        point[0] + radius <= mattress!.x + mattress!.width + TOUCH_TOLERANCE &&
        point[1] - radius >= (mattress!.base ?? 0) - TOUCH_TOLERANCE &&
        point[1] + radius <= (mattress!.base ?? 0) + mattress!.height + TOUCH_TOLERANCE;
      for (const segment of skeleton.segments) {
        if (!inside(segment.from, segment.radius) || !inside(segment.to, segment.radius)) {
          problems.push({ figure: name, message: `${segment.side} ${segment.name} lies off the bed` });
        }
      }
    } else {
      const { resting, sunk } = surfaceGaps(
        skeleton,
        scene,
        figure.depth ?? 0,
        pose.straddles?.includes(name) ?? false,
      );
      if (!resting && !pose.heldUp?.includes(name))
        problems.push({ figure: name, message: "touches neither the floor nor a prop" });
      for (const part of sunk) problems.push({ figure: name, message: `${part} sinks into a surface` });
    }
    for (const segment of skeleton.segments) {
      for (const [x, y] of [segment.from, segment.to]) {
        if (x - segment.radius < 4 || x + segment.radius > 396 || y + segment.radius > 255) {
          problems.push({ figure: name, message: `${segment.side} ${segment.name} leaves the picture` });
        }
      }
    }
  }

  const allowed = new Set(pose.contacts.map(([a, b]) => pairKey(a, b)));
  const touched = new Set<string>();
  const overlapping = new Set<string>();
  const [, , skeletonA] = figures[0]!;
  const [, , skeletonB] = figures[1]!;
  for (const a of skeletonA.segments) {
    for (const b of skeletonB.segments) {
      const key = pairKey(a.part, b.part);
      if (touching(a, b, TOUCH_TOLERANCE)) touched.add(key);
      if (!touching(a, b, -SINK_TOLERANCE)) continue;
      if (!allowed.has(key)) overlapping.add(`a's ${a.side} ${a.name} overlaps b's ${b.side} ${b.name}`);
    }
  }
  for (const message of overlapping) problems.push({ message: `${message}, where the pose has no contact` });
  for (const [name, , skeleton] of figures) {
    const other = name === "a" ? skeletonB : skeletonA;
    for (const problem of limbsThroughBody(skeleton, other, scene, pose.view === "above", (part, otherPart) =>
      allowed.has(name === "a" ? pairKey(part, otherPart) : pairKey(otherPart, part)),
    )) {
      problems.push({ figure: name, message: problem });
    }
  }
  for (const key of allowed)
    if (!touched.has(key)) problems.push({ message: `declared contact ${key} does not touch` });
  if (touched.size === 0) problems.push({ message: "the two figures do not touch at all" });
  return problems;
}

/** Whether two line segments cross (each passes from one side of the other to the other side). */
export function segmentsCross(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const side = (a: Point, b: Point, c: Point) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  const d1 = side(q1, q2, p1);
  const d2 = side(q1, q2, p2);
  const d3 = side(p1, p2, q1);
  const d4 = side(p1, p2, q2);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** How far a point lies outside a body's drawn outline (negative inside). */
export function outsideBody(point: Point, body: Skeleton): number {
  let best = Infinity;
  for (const segment of body.segments)
    best = Math.min(best, segmentDistance(point, point, segment.from, segment.to) - segment.radius);
  return best;
}

/** How far a hand or a foot (its outline) may stand out past the body it reaches round (ankles crossed behind a back). */
export const WRAP_TOLERANCE = { arm: 2, leg: 14 } as const;

/**
 * Limbs that pass through the other body. Seen from the side, an arm round a back or legs round a waist cross the
 * other body's trunk; that is only right where the pose names that contact, and the hand or foot must end on the
 * body it holds (or on a surface), not come out the other side into the air.
 */
export function limbsThroughBody(
  skeleton: Skeleton,
  other: Skeleton,
  scene: SceneGeometry,
  fromAbove: boolean,
  named: (part: PosePart, otherPart: PosePart) => boolean,
): string[] {
  const problems: string[] = [];
  const trunk = other.segments.find((segment) => segment.name === "torso")!;
  const head = other.segments.find((segment) => segment.name === "head")!;
  for (const side of ["near", "far"] as const) {
    for (const part of ["arm", "leg"] as const) {
      const chain = skeleton.segments.filter((segment) => segment.part === part && segment.side === side);
      const crossesTrunk = chain.some((segment) => segmentsCross(segment.from, segment.to, trunk.from, trunk.to));
      const crossesHead = chain.some(
        (segment) => segmentDistance(segment.from, segment.to, head.from, head.from) < head.radius * 0.5,
      );
      if (!crossesTrunk && !crossesHead) continue;
      const through = crossesTrunk ? "torso" : "head";
      const label = `${side} ${part}`;
      if (!named(part, through)) {
        problems.push(`${label} passes through the other's ${through}, where the pose has no contact`);
        continue;
      }
      const end = chain[chain.length - 1]!;
      const tip = end.to;
      const past = outsideBody(tip, other) + end.radius;
      const held = past <= WRAP_TOLERANCE[part];
      const onSurface =
        !fromAbove &&
        (scene.surfaces.some(
          (surface) =>
            tip[0] >= surface.x1 &&
            tip[0] <= surface.x2 &&
            Math.abs(tip[1] - end.radius - surface.y) <= TOUCH_TOLERANCE + 2,
        ) ||
          scene.faces.some(
            (face) =>
              tip[1] >= face.y1 &&
              tip[1] <= face.y2 &&
              Math.abs(Math.abs(tip[0] - face.x) - end.radius) <= TOUCH_TOLERANCE + 2,
          ));
      const onSelf =
        outsideBody(tip, { ...skeleton, segments: skeleton.segments.filter((segment) => segment.part !== part) }) <= 2;
      if (!held && !onSurface && !onSelf)
        problems.push(`${label} goes through the other's ${through} and ${Math.round(past)} out into the air`);
    }
  }
  return problems;
}
