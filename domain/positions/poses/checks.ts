import type { FigurePose, PoseDefinition, PosePart, PoseProp } from "@content/positions/pose-types";
import { layoutScene } from "./render";
import { sceneGeometry, type SceneGeometry } from "./scene";
import {
  BODY,
  buildSkeleton,
  direction,
  jointRanges,
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

/**
 * How far a trunk may bow either way, in scene units. The checks between the two bodies see the trunk's straight
 * line, so a deeper curve could pass through the other body unseen.
 */
export const MAX_ARCH = 20;

/** Points along a segment, following an arched trunk's curve. */
function samples(segment: Segment): Point[] {
  const points: Point[] = [];
  const control = segment.bend;
  for (let i = 0; i <= SAMPLES; i++) {
    const t = i / SAMPLES;
    if (control) {
      const [a, b, c] = [(1 - t) * (1 - t), 2 * t * (1 - t), t * t];
      points.push([
        a * segment.from[0] + b * control[0] + c * segment.to[0],
        a * segment.from[1] + b * control[1] + c * segment.to[1],
      ]);
      continue;
    }
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
    if (Math.abs(figure.arch ?? 0) > MAX_ARCH)
      problems.push({ figure: name, message: `the trunk bows ${figure.arch}, past ${MAX_ARCH} either way` });
    const angles = jointAngles(figure);
    for (const [joint, [min, max]] of Object.entries(jointRanges(figure)) as Array<
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
  problems.push(...floatingParts(pose));
  const hidden = hiddenFaceShares(pose);
  for (const name of ["a", "b"] as const)
    if (hidden[name] > FACE_HIDDEN_LIMIT)
      problems.push({ figure: name, message: `the other body hides ${Math.round(hidden[name] * 100)}% of the face` });
  for (const message of propsOffFurniture(layoutScene(pose).props, pose.view)) problems.push({ message });
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

// ---------------------------------------------------------------------------------------------------------------
// What a look at the card finds: a body that should rest on something hovering above it, one head hiding the other,
// a prop hanging off the furniture it sits on. Measured on the figures and props as the card draws them.

/** How far above what carries it a part that rests may be drawn before it reads as floating, in scene units. */
export const REST_TOLERANCE = 6;
/** A body lying level rests along its whole torso: no end of it may lift further than this off what carries it. */
export const LYING_GAP = 8;
/** A kneeling shin further off the surface than REST_TOLERANCE but within this reads as floating, not as lifted. */
export const KNEEL_NEAR_MISS = 24;
/** A forearm this close to a piece of furniture is using it (on a backrest, on a table): it must rest on it. */
export const FURNITURE_REACH = 14;
/** The most of a face (the half of the head towards the nose) the other body may hide and the face still read. */
export const FACE_HIDDEN_LIMIT = 0.3;

/** Where the outline of a body part is highest at x (undefined where the part does not reach x). */
function outlineTopAt(segment: Segment, x: number): number | undefined {
  let top: number | undefined;
  const steps = 12;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const px = segment.from[0] + (segment.to[0] - segment.from[0]) * t;
    const py = segment.from[1] + (segment.to[1] - segment.from[1]) * t;
    const dx = Math.abs(x - px);
    if (dx > segment.radius) continue;
    const y = py + Math.sqrt(segment.radius * segment.radius - dx * dx);
    if (top === undefined || y > top) top = y;
  }
  return top;
}

/**
 * How far the part lies above whatever is under it, at its lowest-lying point: a surface directly below (the floor,
 * a seat, the top of a chair back), the other body, or the figure's own limbs (lying on an arm). 0 or less: resting.
 */
export function restGap(segment: Segment, supports: readonly Segment[], scene: SceneGeometry, depth = 0): number {
  let best = Infinity;
  for (const [x, y] of samples(segment)) {
    const bottom = y - segment.radius - depth;
    let highest = -Infinity;
    for (const surface of scene.surfaces)
      if (x >= surface.x1 && x <= surface.x2 && surface.y <= y) highest = Math.max(highest, surface.y);
    for (const support of supports) {
      const top = outlineTopAt(support, x);
      // Only what is under the sample's centre carries it; a part above it does not.
      if (top !== undefined && top < y) highest = Math.max(highest, top - depth);
    }
    best = Math.min(best, bottom - highest);
  }
  return best;
}

const angleOf = (segment: Segment) =>
  (Math.atan2(segment.to[1] - segment.from[1], segment.to[0] - segment.from[0]) * 180) / Math.PI;
/** How far a segment is from lying level, in degrees (0 level, 90 upright). */
const tilt = (segment: Segment) => {
  const a = Math.abs(angleOf(segment)) % 180;
  return Math.min(a, 180 - a);
};

/** How far the part lies above what is under it, at its highest-lying point (the whole part should rest). */
function worstRestGap(segment: Segment, supports: readonly Segment[], scene: SceneGeometry, depth = 0): number {
  return Math.max(
    ...samples(segment).map((point) => restGap({ ...segment, from: point, to: point }, supports, scene, depth)),
  );
}

/**
 * How a level torso is held up by its arms: on a straight arm whose hand is planted below the shoulder (on all
 * fours), or on a forearm resting on something under a steep upper arm (on the elbows).
 */
function armProp(
  skeleton: Skeleton,
  supports: readonly Segment[],
  scene: SceneGeometry,
): "straight" | "forearm" | undefined {
  let found: "straight" | "forearm" | undefined;
  for (const side of ["near", "far"] as const) {
    const upper = skeleton.segments.find((segment) => segment.name === "upperArm" && segment.side === side)!;
    const forearm = skeleton.segments.find((segment) => segment.name === "forearm" && segment.side === side)!;
    const bend = Math.abs(((angleOf(forearm) - angleOf(upper) + 540) % 360) - 180);
    const handBelow = forearm.to[1] < skeleton.shoulder[1] - 15;
    const handRests = restGap({ ...forearm, from: forearm.to }, supports, scene) <= REST_TOLERANCE;
    if (bend < 45 && handBelow && handRests) return "straight";
    if (tilt(upper) >= 45 && handBelow && restGap(forearm, supports, scene) <= REST_TOLERANCE) found = "forearm";
  }
  return found;
}

/** Whether the other body's level torso lies under most of this torso: one body lying over the other. */
function overOtherTorso(torso: Segment, other: Skeleton): boolean {
  const otherTorso = other.segments.find((segment) => segment.name === "torso")!;
  if (tilt(otherTorso) > 30) return false;
  const under = samples(torso).filter(([x, y]) => {
    const top = outlineTopAt(otherTorso, x);
    return top !== undefined && top < y;
  });
  return under.length >= 4;
}

/**
 * Parts that should rest on something and hover instead: a body lying level (its torso) that is not propped up on
 * straight arms, the shins of a kneeling body, a forearm reaching for the furniture (a backrest, a table) that
 * stops short of it or in the air above it. Seen from the side only; from above everything lies on the bed.
 */
export function floatingParts(pose: PoseDefinition): Array<{ figure: "a" | "b"; message: string }> {
  if (pose.view === "above") return [];
  const scene = sceneGeometry(pose.props);
  const furniture = sceneGeometry(pose.props.filter((prop) => prop.kind !== "pillow"));
  furniture.surfaces.shift(); // the floor is everywhere, so nothing reaches for it
  const problems: Array<{ figure: "a" | "b"; message: string }> = [];
  const skeletons = { a: buildSkeleton(pose.a), b: buildSkeleton(pose.b) };
  for (const name of ["a", "b"] as const) {
    if (pose.heldUp?.includes(name)) continue;
    const skeleton = skeletons[name];
    const depth = pose[name].depth ?? 0;
    const other = skeletons[name === "a" ? "b" : "a"];
    const ownLimbs = (part: PosePart) => skeleton.segments.filter((segment) => segment.part !== part);
    const torso = skeleton.segments.find((segment) => segment.name === "torso")!;
    const torsoSupports = [...other.segments, ...ownLimbs("torso")];
    if (tilt(torso) <= 30) {
      const supports = torsoSupports.filter((segment) => segment.part !== "head");
      const prop = armProp(skeleton, supports, scene);
      // Over the other body, only straight arms hold a torso off it (a press-up); on the elbows it lies on them.
      if (overOtherTorso(torso, other)) {
        const gap = worstRestGap(torso, supports, scene, depth);
        if (prop !== "straight" && gap > LYING_GAP)
          problems.push({ figure: name, message: `lies over the other body but hovers ${Math.round(gap)} above it` });
      } else {
        // Elsewhere each end of the torso is carried by its own limbs (hips on kneeling thighs, shoulders on the
        // arms) or lies on what is under it.
        // An end held against the other body beside or under it (hips against a standing partner) is carried too.
        const end = (point: Point) =>
          supports.some(
            (support) =>
              skeleton.segments.every((own) => own !== support) &&
              segmentDistance(point, point, support.from, support.to) - support.radius - torso.radius <=
                TOUCH_TOLERANCE &&
              Math.min(support.from[1], support.to[1]) <= point[1] + torso.radius,
          )
            ? -Infinity
            : restGap({ ...torso, from: point, to: point }, supports, scene, depth);
        const hipsOnKnees = skeleton.segments.some(
          (segment) =>
            segment.name === "thigh" &&
            tilt(segment) >= 45 &&
            segment.to[1] < segment.from[1] &&
            restGap({ ...segment, from: segment.to }, [...other.segments], scene, depth) <= REST_TOLERANCE,
        );
        // A head on a pillow (or on the partner) carries the shoulders with it.
        const head = skeleton.segments.find((segment) => segment.name === "head")!;
        const headRests = restGap(head, supports, scene, depth) <= REST_TOLERANCE;
        const gaps = [
          ["hips", hipsOnKnees ? -Infinity : end(torso.from)],
          ["shoulders", prop || headRests ? -Infinity : end(torso.to)],
        ] as const;
        for (const [which, gap] of gaps)
          if (gap > LYING_GAP)
            problems.push({
              figure: name,
              message: `lies level but its ${which} hover ${Math.round(gap)} above what is under them`,
            });
      }
    }
    for (const side of ["near", "far"] as const) {
      const limb = (part: Segment["name"]) =>
        skeleton.segments.find((segment) => segment.name === part && segment.side === side)!;
      const [thigh, shin] = [limb("thigh"), limb("shin")];
      const kneeling = tilt(thigh) >= 55 && thigh.to[1] < thigh.from[1] && tilt(shin) <= 35;
      if (kneeling) {
        // A shin a little off the surface reads as a kneeling body floating; one well clear is a leg lifted behind.
        const gap = restGap(shin, [...other.segments, ...ownLimbs("leg")], scene, depth);
        if (gap > REST_TOLERANCE && gap <= KNEEL_NEAR_MISS)
          problems.push({
            figure: name,
            message: `kneels but the ${side} shin hovers ${Math.round(gap)} above what is under it`,
          });
      }
      const forearm = limb("forearm");
      if (tilt(forearm) > 35) continue;
      const hand = forearm.to;
      const nearFurniture =
        furniture.surfaces.some(
          (surface) =>
            segmentDistance(hand, hand, [surface.x1, surface.y + depth], [surface.x2, surface.y + depth]) -
              forearm.radius <=
            FURNITURE_REACH,
        ) ||
        furniture.faces.some(
          (face) =>
            segmentDistance(hand, hand, [face.x, face.y1], [face.x, face.y2]) - forearm.radius <= FURNITURE_REACH,
        );
      // A hand holding the partner is busy with them, not with the furniture.
      if (!nearFurniture || outsideBody(hand, other) <= forearm.radius + TOUCH_TOLERANCE) continue;
      const resting = restGap(forearm, [...other.segments, ...ownLimbs("arm")], scene, depth) <= REST_TOLERANCE;
      const against = furniture.faces.some(
        (face) =>
          hand[1] >= face.y1 &&
          hand[1] <= face.y2 &&
          Math.abs(Math.abs(hand[0] - face.x) - forearm.radius) <= TOUCH_TOLERANCE,
      );
      if (!resting && !against)
        problems.push({ figure: name, message: `${side} forearm reaches for the furniture but rests on nothing` });
    }
  }
  return problems;
}

/** The drawing order of the card: far limbs, then the bodies (the one in front last), then the near limbs. */
function drawnOver(pose: PoseDefinition, name: "a" | "b", segment: Segment): boolean {
  if (segment.side === "far") return false;
  if (segment.side === "near") return true;
  return (pose.inFront ?? "b") === name;
}

/**
 * How much of each face the other body hides, as drawn: the share of the face half of the head (towards the nose)
 * under a part of the other figure painted after it (its head and torso if that figure is in front, its near arm and
 * leg always). A face hidden by more than a small share no longer tells who faces where.
 */
export function hiddenFaceShares(pose: PoseDefinition): { a: number; b: number } {
  const skeletons = { a: buildSkeleton(pose.a), b: buildSkeleton(pose.b) };
  const share = (name: "a" | "b") => {
    // A head seen from behind shows no face to hide.
    if (pose[name].seen === "back") return 0;
    const otherName = name === "a" ? "b" : "a";
    const cover = skeletons[otherName].segments.filter((segment) => drawnOver(pose, otherName, segment));
    const figure = pose[name];
    const [fx, fy] = direction((figure.head ?? figure.torso) - 90 * figure.front);
    const [cx, cy] = skeletons[name].headCentre;
    const r = BODY.headRadius;
    let inside = 0;
    let hidden = 0;
    for (let dx = -r; dx <= r; dx += 0.5) {
      for (let dy = -r; dy <= r; dy += 0.5) {
        // A face seen from the front is the whole head.
        if (dx * dx + dy * dy > r * r || (figure.seen !== "front" && dx * fx + dy * fy < 0)) continue;
        inside++;
        const point: Point = [cx + dx, cy + dy];
        if (cover.some((segment) => segmentDistance(point, point, segment.from, segment.to) <= segment.radius + 1.5))
          hidden++;
      }
    }
    return hidden / inside;
  };
  return { a: share("a"), b: share("b") };
}

/**
 * Props that sit on furniture and hang off it as the card draws it (the bed is cut to the couple's stretch, or fitted
 * round them when seen from above): a pillow must lie within the top of what it rests on.
 */
export function propsOffFurniture(props: readonly PoseProp[], view: PoseDefinition["view"] = "side"): string[] {
  const problems: string[] = [];
  const pillows = props.filter((prop) => prop.kind === "pillow");
  if (view === "above") {
    // Seen from above, `base` and `height` place the pillow along the bed: it lies within the mattress's outline.
    const bed = props.find((prop) => prop.kind === "mattress");
    if (!bed) return problems;
    const [x1, x2, y1, y2] = [bed.x, bed.x + bed.width, bed.base ?? 0, (bed.base ?? 0) + bed.height];
    for (const pillow of pillows) {
      const [px1, px2, py1, py2] = [
        pillow.x,
        pillow.x + pillow.width,
        pillow.base ?? 0,
        (pillow.base ?? 0) + pillow.height,
      ];
      const past = Math.max(x1 - px1, px2 - x2, y1 - py1, py2 - y2, 0);
      if (past > 2) problems.push(`a pillow sticks out ${Math.round(past)} past the edge of the bed`);
    }
    return problems;
  }
  for (const prop of pillows) {
    if (!prop.base) continue;
    const under = props.filter((other) => other !== prop && Math.abs(sceneTop(other) - prop.base!) <= 1);
    const past = Math.min(
      ...under.map((other) => Math.max(0, other.x - prop.x) + Math.max(0, prop.x + prop.width - other.x - other.width)),
      prop.width,
    );
    if (past > 2) problems.push(`a pillow sticks out ${Math.round(past)} past the edge of what it lies on`);
  }
  return problems;
}

/** The height of the surface a prop offers on top. */
function sceneTop(prop: PoseProp): number {
  return prop.kind === "pillow" ? (prop.base ?? 0) + prop.height : prop.height;
}
