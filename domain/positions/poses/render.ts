import type { FigurePose, PoseAddition, PoseChange, PoseDefinition, PoseProp } from "@content/positions/pose-types";
import {
  ARMREST_RISE,
  BACK_RISE,
  BACK_THICKNESS,
  FRONT_ARM_WIDTH,
  railHeightAt,
  sceneGeometry,
  SOFA_ARM_RISE,
  SOFA_ARM_WIDTH,
  sofaArmSpan,
  STAIR_STEPS,
} from "./scene";
import {
  BODY,
  buildSkeleton,
  direction,
  segmentDistance,
  THICKNESS,
  trunkBow,
  type Point,
  type Segment,
  type Skeleton,
} from "./skeleton";

/** Height of the floor line in the 400 × 300 picture (SVG y grows downwards; pose y grows upwards). */
export const FLOOR_Y = 262;
/** The card the scene is fitted into, and the margin kept clear around the fitted scene. */
export const CARD = { width: 400, height: 300, margin: 16 } as const;
/** However small a pose, it is not blown up more than this. */
export const MAX_SCALE = 2.4;

/** The partners' colours: the same two in every picture, so a couple can follow "rose" and "honey" across pages. */
export const FIGURE_COLOURS = { a: "#f29bb5", b: "#f5c27d" } as const;
/** Each partner's outline: darker than the body, so the two read apart where they overlap. */
export const OUTLINE_COLOURS = { a: "#7d2a4f", b: "#7a4b14" } as const;
/** Hair: a different colour and cut for each partner, light enough to stand apart from the night sky (a dark cap
 * there read as a face), so the way each faces shows at a glance. */
export const HAIR_COLOURS = { a: "#d4553a", b: "#9a4e1a" } as const;
const OUTLINE_WIDTH = 3;
const PROP_COLOUR = "#4a2346";
const PROP_TOP = "#70406a";
const PROP_SOFT = "#e9cfe3";
/** A chair's legs and back, and a sofa's back: lighter than the darkest prop colour, so they show against the night. */
const CHAIR_WOOD = "#7a4873";
const SOFA_BACK = "#5e3359";
/**
 * A sofa of its own (not a bed drawn as one): its back, far arm and own arm a step lighter than the night, the back's
 * top and the arm's top lit, so it reads as a padded sofa. Readers saw the darker one as "a low bar plus a post".
 */
/**
 * How far a sofa's back is padded out behind the face people lean on. Round 8's readers still saw a 20-unit back as "a
 * bed with a thin footboard post"; a deep cushion reads as a backrest.
 */
export const SOFA_BACK_PAD = 24;
export const SOFA = { back: "#7a4873", far: "#5e3359", top: "#a77a9f", arm: "#8a5682" } as const;
const WATER = "#bfe3f2";
/** From above: the mattress's margin round the couple, its frame, the headboard and the turned-down duvet at the foot. */
const BED_MARGIN = 8;
const BED_FRAME = 6;
const HEADBOARD = 16;
const DUVET = 24;
/** From above: how much room a bedside table or a standing mirror takes beside the bed, and the gap to it. */
const BESIDE_BED = 36;
const BED_GAP = 10;
/** The sheet of a bed seen from above: lighter than the night, darker than either body. */
const SHEET = "#7d4c78";
export const PILLOW_FILL = "#f1e1ee";
const PILLOW_EDGE = ` stroke="#b995b2" stroke-width="2"`;

/** One decimal is plenty at this size and keeps the markup short. */
const n = (value: number) => Math.round(value * 10) / 10;
const X = (point: Point) => n(point[0]);
const Y = (point: Point) => n(FLOOR_Y - point[1]);
const at = (point: Point) => `${X(point)} ${Y(point)}`;

/** Darkens (factor < 1) or lightens (factor > 1) a #rrggbb colour. */
export function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const next = factor < 1 ? c * factor : c + (255 - c) * (factor - 1);
    return Math.max(0, Math.min(255, Math.round(next)));
  };
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, "0")}`;
}

/** A box in scene units (y up). */
export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

const grow = (box: Box, other: Box): Box => ({
  x1: Math.min(box.x1, other.x1),
  y1: Math.min(box.y1, other.y1),
  x2: Math.max(box.x2, other.x2),
  y2: Math.max(box.y2, other.y2),
});
const EMPTY: Box = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };

/** The box around a body as drawn: every part with its thickness, the outline and the hair. */
export function skeletonBox(skeleton: Skeleton): Box {
  let box = EMPTY;
  for (const segment of skeleton.segments) {
    const r = segment.radius + (segment.name === "head" ? 3 : 1.5);
    for (const [x, y] of [segment.from, segment.to]) box = grow(box, { x1: x - r, y1: y - r, x2: x + r, y2: y + r });
  }
  return box;
}

// ---------------------------------------------------------------------------------------------------------------
// Faces: a profile (nose, an eye, hair) on each head, turned the way the body's front faces.

export interface HeadFrame {
  centre: Point;
  /** Unit vector from the centre towards the crown. */
  up: Point;
  /** Unit vector from the centre towards the face. */
  face: Point;
  /** SVG arc sweep flag for angles growing from the face towards the crown. */
  sweep: 0 | 1;
}

export function headFrame(figure: FigurePose, skeleton: Skeleton): HeadFrame {
  const angle = figure.head ?? figure.torso;
  return {
    centre: skeleton.headCentre,
    up: direction(angle),
    face: direction(angle - 90 * figure.front),
    sweep: figure.front === 1 ? 0 : 1,
  };
}

/** A point on (or off) the head: `theta` degrees from the face towards the crown, `radius` from the centre. */
function onHead(frame: HeadFrame, theta: number, radius: number): Point {
  const [c, s] = direction(theta);
  return [
    frame.centre[0] + radius * (c * frame.face[0] + s * frame.up[0]),
    frame.centre[1] + radius * (c * frame.face[1] + s * frame.up[1]),
  ];
}

/** How far the nose stands out past the head's outline: at 10 units it was a 2-3 px wedge on a phone card, too small to
 * tell a face from the back of a head; at 14 it is a clear point on the face's side. */
export const NOSE_LENGTH = 14;
/** The eye's radius: a dot that still shows at card size (a third of a pixel would vanish). */
export const EYE_RADIUS = 2.7;

/**
 * The nose, drawn under the head so only its tip shows: a rounded wedge in the body's colour, pointing a little
 * downwards, long enough to show at card size.
 */
function nose(frame: HeadFrame, fill: string, outline: string): string {
  const r = BODY.headRadius;
  return `<path d="M${at(onHead(frame, 34, r - 1))}L${at(onHead(frame, -6, r + NOSE_LENGTH))}L${at(onHead(frame, -50, r - 1))}Z" fill="${fill}" stroke="${outline}" stroke-width="2" stroke-linejoin="round"/>`;
}

/** Where the hair's edge meets the head, in degrees from the face towards the crown: from the brow over the crown and
 * the back of the head down to the nape. The straight hairline between the two ends passes just in front of the
 * head's centre, so the hair is a cap over more than half the head and the face is the light part left over. */
export const HAIR_SPAN = { brow: 52, nape: 256 } as const;

/** The hair's outline as points on the head (for tests: which side of the head the hair is on). */
export function hairOutline(frame: HeadFrame): Point[] {
  const r = BODY.headRadius + 1;
  const points: Point[] = [];
  for (let theta = HAIR_SPAN.brow; theta <= HAIR_SPAN.nape; theta += 12) points.push(onHead(frame, theta, r));
  points.push(onHead(frame, HAIR_SPAN.nape, r));
  return points;
}

/**
 * Hair as a cap over the crown and the back of the head, down to the nape, and a large eye on the face side: on a
 * phone card, where the nose is a couple of pixels, the light face against the dark back of the head is what tells
 * the way a head faces. Partner b also wears a bun at the back.
 */
function hairAndEye(frame: HeadFrame, name: "a" | "b"): string {
  const r = BODY.headRadius + 1;
  const start = onHead(frame, HAIR_SPAN.brow, r);
  const end = onHead(frame, HAIR_SPAN.nape, r);
  // A long arc (over 180 degrees) from the brow over the crown to the nape, closed by the hairline.
  let out = `<path d="M${at(start)}A${r} ${r} 0 1 ${frame.sweep} ${at(end)}Z" fill="${HAIR_COLOURS[name]}"/>`;
  if (name === "b") {
    const bun = onHead(frame, 158, r + 3);
    out += `<circle cx="${X(bun)}" cy="${Y(bun)}" r="5.4" fill="${HAIR_COLOURS.b}"/>`;
  } else {
    // A rounded bob filling out the back of the head: round at the back against the pointed nose at the front, so
    // even a head a few pixels wide shows which end is its face.
    const bob = onHead(frame, 196, r - 3.5);
    out += `<circle cx="${X(bob)}" cy="${Y(bob)}" r="7.6" fill="${HAIR_COLOURS.a}"/>`;
  }
  const eye = onHead(frame, 14, BODY.headRadius * 0.52);
  return out + `<circle cx="${X(eye)}" cy="${Y(eye)}" r="${EYE_RADIUS}" fill="${OUTLINE_COLOURS[name]}"/>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Torsos: which side is the front. Seen from the side, a body shows its front by the curve of the chest and its
// back by the curve of the seat, and light falls on the front: the back half of the torso is a shade darker.

export interface TorsoMarks {
  /** The torso's angle, pelvis to neck. */
  angle: number;
  /** Unit vector from the torso's axis towards its front. */
  front: Point;
  /** A rounded chest standing out on the front, below the shoulders (as round as the torso is thick). */
  chest: { centre: Point; radius: number };
  /** The curve of the seat standing out at the back, at the hips. */
  seat: { centre: Point; radius: number };
}

/** How far the chest and the seat stand out past the torso's straight outline, in scene units. */
export const TORSO_CURVE = 4;

export function torsoMarks(figure: FigurePose, skeleton: Skeleton): TorsoMarks {
  const front = direction(figure.torso - 90 * figure.front);
  const along = direction(figure.torso);
  const length = BODY.torso - BODY.shoulderDrop;
  const point = (t: number, out: number): Point => [
    skeleton.pelvis[0] + along[0] * length * t + front[0] * out,
    skeleton.pelvis[1] + along[1] * length * t + front[1] * out,
  ];
  const radius = THICKNESS.torso;
  const reach = TORSO_CURVE;
  return {
    angle: figure.torso,
    front,
    chest: { centre: point(0.7, reach + trunkBow(figure, 0.7)), radius },
    seat: { centre: point(0.04, -reach + trunkBow(figure, 0.04)), radius },
  };
}

/**
 * A torso seen from the front is wider at the shoulders and the hips than at the waist: on a body lying on its side
 * facing the viewer, the hip rising above the waist is what says "on the side" rather than "on the back".
 */
export function frontTorsoCurves(figure: FigurePose, skeleton: Skeleton): Point[] {
  const across = direction(figure.torso - 90);
  const along = direction(figure.torso);
  const length = BODY.torso - BODY.shoulderDrop;
  const point = (t: number, out: number): Point => [
    skeleton.pelvis[0] + along[0] * length * t + across[0] * out,
    skeleton.pelvis[1] + along[1] * length * t + across[1] * out,
  ];
  return [point(0.04, TORSO_CURVE), point(0.04, -TORSO_CURVE), point(0.88, TORSO_CURVE), point(0.88, -TORSO_CURVE)];
}

/** The back half of the torso in shade. */
function torsoShade(skeleton: Skeleton, marks: TorsoMarks, fill: string): string {
  const torso = skeleton.segments.find((segment) => segment.name === "torso")!;
  return `<path stroke="${shade(fill, 0.84)}" stroke-width="${n(torso.radius * 0.8)}" d="${band(torso, marks.front, -torso.radius * 0.58)}"/>`;
}

/** A segment's line as path data: straight, or along its curve for an arched trunk. */
function segmentPath({ from, to, bend }: Pick<Segment, "from" | "to" | "bend">): string {
  return bend ? `M${at(from)}Q${at(bend)} ${at(to)}` : `M${at(from)}L${at(to)}`;
}

/** A segment moved sideways by `out` along `towards`, as a path (curved as the segment is, for an arched trunk). */
function band(segment: Segment, towards: Point, out: number): string {
  const shift = (point: Point): Point => [point[0] + towards[0] * out, point[1] + towards[1] * out];
  return segmentPath({ from: shift(segment.from), to: shift(segment.to), bend: segment.bend && shift(segment.bend) });
}

/** Segments as one path, joined where one starts where the last ended (an arm, a leg): short markup. */
function chained(segments: readonly Segment[]): string {
  let d = "";
  let last: Point | undefined;
  for (const segment of segments) {
    if (!last || last[0] !== segment.from[0] || last[1] !== segment.from[1]) d += `M${at(segment.from)}`;
    d += `L${at(segment.to)}`;
    last = segment.to;
  }
  return d;
}

/** Round marks of one size as a single path: a dot of the stroke's width at each centre (short, for small markup). */
function dots(centres: readonly Point[]): string {
  return centres.map((centre) => `M${at(centre)}h.1`).join("");
}

// ---------------------------------------------------------------------------------------------------------------
// Bodies: rounded parts with an outline; parts of the same thickness share one path to keep the markup short.

function strokes(segments: readonly Segment[], colour: string, extra: number): string {
  const byName = new Map<string, { width: number; d: string }>();
  for (const segment of segments) {
    if (segment.name === "head") continue;
    const width = n(segment.radius * 2 + extra);
    const entry = byName.get(segment.name) ?? { width, d: "" };
    entry.d += segmentPath(segment);
    byName.set(segment.name, entry);
  }
  return [...byName.values()]
    .map(({ width, d }) => `<path stroke="${colour}" stroke-width="${width}" d="${d}"/>`)
    .join("");
}

/** A soft highlight along the upper-left edge of the larger parts: enough shading to read as rounded. The torso of
 * a body seen from the side is lit down its front instead. */
function highlights(segments: readonly Segment[], torsoFront?: Point): string {
  let d = "";
  for (const segment of segments) {
    if (!["torso", "thigh"].includes(segment.name)) continue;
    // A torso whose front is known is lit down its front instead.
    if (segment.name === "torso" && torsoFront) {
      d += band(segment, torsoFront, segment.radius * 0.42);
      continue;
    }
    const offset = segment.radius * 0.4;
    d += `M${n(X(segment.from) - offset)} ${n(Y(segment.from) - offset)}L${n(X(segment.to) - offset)} ${n(Y(segment.to) - offset)}`;
  }
  return d ? `<path stroke="#fff" stroke-opacity=".2" stroke-width="5" d="${d}"/>` : "";
}

/** The layer a part is drawn in: a figure astride the other body draws its near leg with the far limbs, behind the bodies. */
export function drawnLayer(segment: Segment, astride: boolean): Segment["side"] {
  return astride && segment.part === "leg" && segment.side === "near" ? "far" : segment.side;
}

// ---------------------------------------------------------------------------------------------------------------
// Limbs with body shape: drawn at one thickness, a thigh seen end-on or upright read as a raised leg. Each limb part
// is a tapered shape, full where it joins the body and narrower at the far joint, and the calf swells below the knee.

/** Half-widths of the limb parts at their two ends (body end first), in scene units. */
export const LIMB_TAPER: Partial<Record<Segment["name"], readonly [number, number]>> = {
  thigh: [10.2, 6.6],
  shin: [6.2, 3.8],
  upperArm: [6.4, 4.2],
  forearm: [4.6, 3.2],
};
/** The calf: its fullest point this far down the shin, this half-width, set this much towards the back of the leg. */
export const CALF = { at: 0.28, radius: 7.6, back: 1.8 } as const;

/** The half-width of a limb part at a point a fraction `t` of the way along it (0 at the body end), as drawn. */
export function limbHalfWidth(name: Segment["name"], t: number): number | undefined {
  const taper = LIMB_TAPER[name];
  if (!taper) return undefined;
  if (name === "shin") {
    return t <= CALF.at
      ? taper[0] + ((CALF.radius - taper[0]) * t) / CALF.at
      : CALF.radius + ((taper[1] - CALF.radius) * (t - CALF.at)) / (1 - CALF.at);
  }
  return taper[0] + (taper[1] - taper[0]) * t;
}

/** Numbers as short as SVG path data allows: no leading zero, no space before a minus sign. */
function compact(values: readonly number[]): string {
  return values
    .map((value) => String(value).replace(/^(-?)0\./, "$1."))
    .reduce((out, text, index) => (index === 0 || text.startsWith("-") ? out + text : `${out} ${text}`), "");
}

/**
 * A rounded shape from a circle of radius r1 round one point to a circle of radius r2 round another, joined by their
 * outer tangents, as a path in card units. Every shape winds the same way, so shapes sharing a path fill as one.
 */
function taper(p1: Point, r1: number, p2: Point, r2: number): string {
  const [x1, y1, x2, y2] = [X(p1), Y(p1), X(p2), Y(p2)];
  const d = Math.hypot(x2 - x1, y2 - y1);
  if (d <= Math.abs(r1 - r2) + 0.2) {
    const r = Math.max(r1, r2);
    const [cx, cy] = r1 >= r2 ? [x1, y1] : [x2, y2];
    return `M${n(cx - r)} ${cy}a${r} ${r} 0 1 0 ${n(2 * r)} 0a${r} ${r} 0 1 0 ${n(-2 * r)} 0`;
  }
  const [ux, uy] = [(x2 - x1) / d, (y2 - y1) / d];
  const sin = (r1 - r2) / d;
  const cos = Math.sqrt(1 - sin * sin);
  // The tangent points' directions from each centre, either side of the line between them.
  const side = (sign: 1 | -1): Point => [-uy * cos * sign + ux * sin, ux * cos * sign + uy * sin];
  const [left, right] = [side(1), side(-1)];
  const a = [n(x1 + left[0] * r1), n(y1 + left[1] * r1)] as const;
  const b = [n(x2 + left[0] * r2), n(y2 + left[1] * r2)] as const;
  const c = [n(x2 + right[0] * r2), n(y2 + right[1] * r2)] as const;
  const e = [n(x1 + right[0] * r1), n(y1 + right[1] * r1)] as const;
  const rel = (from: readonly number[], to: readonly number[]) => [n(to[0]! - from[0]!), n(to[1]! - from[1]!)];
  return (
    `M${compact(a)}l${compact(rel(a, b))}a${compact([r2, r2, 0, sin > 0 ? 0 : 1, 0, ...rel(b, c)])}` +
    `l${compact(rel(c, e))}a${compact([r1, r1, 0, sin > 0 ? 1 : 0, 0, ...rel(e, a)])}z`
  );
}

/** The limb parts of a group as one path of tapered shapes. */
function limbShapes(parts: readonly Segment[], all: readonly Segment[], seenFront: boolean): string {
  let d = "";
  for (const segment of parts) {
    const ends = LIMB_TAPER[segment.name];
    if (!ends) continue;
    if (segment.name !== "shin") {
      d += taper(segment.from, ends[0], segment.to, ends[1]);
      continue;
    }
    // The calf swells at the back of the leg, away from the way the foot points (straight down a leg seen from the
    // front, where there is no back to show).
    const foot = all.find((other) => other.name === "foot" && other.side === segment.side);
    const [sx, sy] = [segment.to[0] - segment.from[0], segment.to[1] - segment.from[1]];
    const length = Math.hypot(sx, sy) || 1;
    let [bx, by] = [-sy / length, sx / length];
    if (foot && (foot.to[0] - foot.from[0]) * bx + (foot.to[1] - foot.from[1]) * by > 0) [bx, by] = [-bx, -by];
    const back = seenFront ? 0 : CALF.back;
    const calf: Point = [segment.from[0] + sx * CALF.at + bx * back, segment.from[1] + sy * CALF.at + by * back];
    d += taper(segment.from, ends[0], calf, CALF.radius) + taper(calf, CALF.radius, segment.to, ends[1]);
  }
  return d;
}

function drawGroup(
  skeleton: Skeleton,
  side: Segment["side"],
  fill: string,
  outline: string,
  withHighlights: boolean,
  legsBehind = false,
  torso?: { angle: number; curves: readonly Point[]; front?: Point; shading: string },
  seenFront = false,
): string {
  const parts = skeleton.segments.filter((segment) => drawnLayer(segment, legsBehind) === side);
  // The torso's curves (chest, seat, hips) are short strokes of its own width, set off its axis: they share its path.
  const outlined = [...parts];
  const torsoSegment = parts.find((segment) => segment.name === "torso");
  if (torso && torsoSegment) {
    const along = direction(torso.angle);
    for (const centre of torso.curves)
      outlined.push({
        ...torsoSegment,
        bend: undefined,
        from: centre,
        to: [centre[0] + along[0] * 0.4, centre[1] + along[1] * 0.4],
      });
  }
  const limbs = limbShapes(parts, skeleton.segments, seenFront);
  const rest = outlined.filter((segment) => !LIMB_TAPER[segment.name]);
  let out = "";
  out += strokes(rest, outline, OUTLINE_WIDTH);
  const head = parts.find((segment) => segment.name === "head");
  if (head)
    out += `<circle cx="${X(head.from)}" cy="${Y(head.from)}" r="${head.radius + OUTLINE_WIDTH / 2}" fill="${outline}"/>`;
  // One path for the limbs: its outline painted first and its fill over it, so where parts overlap (at a knee, an
  // elbow) they join without a seam, as the stroked parts do.
  if (limbs)
    out += `<path d="${limbs}" fill="${fill}" stroke="${outline}" stroke-width="${OUTLINE_WIDTH}" stroke-linejoin="round" paint-order="stroke"/>`;
  out += strokes(rest, fill, 0);
  if (torso) out += torso.shading;
  if (head) out += `<circle cx="${X(head.from)}" cy="${Y(head.from)}" r="${head.radius}" fill="${fill}"/>`;
  if (withHighlights) out += highlights(parts, torso?.front);
  return out;
}

/**
 * A head facing the viewer: hair over the crown with a fringe, two eyes below it, partner b's bun on top. Drawn for
 * a body seen from the front, so the face reads as looking out of the picture rather than to one side.
 */
function faceFromFront(frame: HeadFrame, name: "a" | "b"): string {
  const r = BODY.headRadius + 1;
  // Here `face` is only the head's sideways axis: the hair runs from one side over the crown to the other.
  const start = onHead(frame, name === "a" ? 20 : 30, r);
  const end = onHead(frame, name === "a" ? 160 : 150, r);
  const fringe = onHead(frame, 90, r * 0.25);
  let out = `<path d="M${at(start)}A${r} ${r} 0 0 ${frame.sweep} ${at(end)}Q${at(fringe)} ${at(start)}Z" fill="${HAIR_COLOURS[name]}"/>`;
  if (name === "b") {
    const bun = onHead(frame, 90, r + 3);
    out += `<circle cx="${X(bun)}" cy="${Y(bun)}" r="5.4" fill="${HAIR_COLOURS.b}"/>`;
  }
  for (const side of [-1, 1]) {
    const eye = onHead(frame, side === 1 ? -30 : 210, BODY.headRadius * 0.45);
    out += `<circle cx="${X(eye)}" cy="${Y(eye)}" r="${EYE_RADIUS}" fill="${OUTLINE_COLOURS[name]}"/>`;
  }
  return out;
}

/**
 * A head turned away from the viewer: hair over all of it, partner b's bun on top, no face. Drawn for a body lying on
 * its side with its back to the viewer, so the face reads as turned into the picture, towards a partner behind.
 */
function headFromBehind(frame: HeadFrame, name: "a" | "b"): string {
  const r = BODY.headRadius + 1;
  let out = `<circle cx="${X(frame.centre)}" cy="${Y(frame.centre)}" r="${r}" fill="${HAIR_COLOURS[name]}"/>`;
  if (name === "b") {
    const bun = onHead(frame, 90, r + 3);
    out += `<circle cx="${X(bun)}" cy="${Y(bun)}" r="5.4" fill="${HAIR_COLOURS.b}"/>`;
  }
  return out;
}

function drawFigureBody(name: "a" | "b", figure: FigurePose, skeleton: Skeleton, fill: string): string {
  const frame = headFrame(figure, skeleton);
  if (figure.seen !== undefined)
    return (
      drawGroup(skeleton, "centre", fill, OUTLINE_COLOURS[name], true, false, {
        angle: figure.torso,
        curves: frontTorsoCurves(figure, skeleton),
        shading: "",
      }) + (figure.seen === "front" ? faceFromFront(frame, name) : headFromBehind(frame, name))
    );
  const marks = torsoMarks(figure, skeleton);
  return (
    nose(frame, fill, OUTLINE_COLOURS[name]) +
    drawGroup(skeleton, "centre", fill, OUTLINE_COLOURS[name], true, false, {
      angle: figure.torso,
      curves: [marks.chest.centre, marks.seat.centre],
      front: marks.front,
      shading: torsoShade(skeleton, marks, fill),
    }) +
    hairAndEye(frame, name)
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Props.

function rect(x: number, yTop: number, width: number, height: number, fill: string, radius = 0, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(FLOOR_Y - yTop)}" width="${n(width)}" height="${n(height)}"${radius ? ` rx="${radius}"` : ""} fill="${fill}"${extra}/>`;
}

const SOFT_SURFACES = new Set<PoseProp["kind"]>(["bed", "mattress"]);

function drawProp(prop: PoseProp, asSofa: boolean, depth = 0, couple = prop.x + prop.width + 1): string {
  const kind = prop.kind === "bed" && asSofa ? "sofa" : prop.kind;
  const { x, width, height } = prop;
  switch (kind) {
    case "mattress": {
      // A bed seen from above: its frame, the headboard at the head end, a sheet, the duvet turned down at the foot.
      const foot = prop.base ?? 0;
      const head = foot + height;
      const stitches = [0.25, 0.5, 0.75]
        .map((t) => `M${n(x + width * t)} ${n(FLOOR_Y - foot - DUVET + 9)}V${n(FLOOR_Y - foot - 3)}`)
        .join("");
      return (
        rect(x - BED_FRAME, head + BED_FRAME, width + 2 * BED_FRAME, height + 2 * BED_FRAME, PROP_COLOUR, 10) +
        rect(x - BED_FRAME - 5, head + HEADBOARD, width + 2 * BED_FRAME + 10, HEADBOARD - 2, "#8a5a4a", 7) +
        rect(x - BED_FRAME, head + HEADBOARD - 4, width + 2 * BED_FRAME, 4, PROP_TOP, 2) +
        rect(x, head, width, height, SHEET, 8) +
        rect(x, foot + DUVET, width, DUVET, "#b48cc4", 7) +
        rect(x, foot + DUVET, width, 9, "#dcc3e6", 5) +
        `<path d="${stitches}" stroke="#9a72aa" stroke-width="1.5"/>`
      );
    }
    case "bed":
      return bedFromSide(prop, depth);
    case "table":
      return (
        rect(x, height, width, 9, PROP_TOP, 3) +
        rect(x + 6, height - 9, 8, height - 9, PROP_COLOUR) +
        rect(x + width - 14, height - 9, 8, height - 9, PROP_COLOUR)
      );
    case "cushions":
      // Floor cushions as light as the pillows, outlined and overlapping: readers lost small dark ones on the floor.
      return `<g fill="${PILLOW_FILL}"${PILLOW_EDGE}><ellipse cx="${n(x + width * 0.3)}" cy="${n(FLOOR_Y - height / 2)}" rx="${n(width * 0.3)}" ry="${n(height / 2)}"/><ellipse cx="${n(x + width * 0.7)}" cy="${n(FLOOR_Y - height / 2)}" rx="${n(width * 0.32)}" ry="${n(height / 2)}"/></g>`;
    case "pillow":
      return pillowFromSide(prop);
    case "wall":
      return wallPanel(prop, couple);
    case "stairs": {
      const depth = width / STAIR_STEPS;
      const rising = prop.back !== "left";
      let path = `M${n(rising ? x : x + width)} ${FLOOR_Y}`;
      for (let step = 0; step < STAIR_STEPS; step++) {
        const top = FLOOR_Y - height * (step + 1);
        const edge = rising ? x + step * depth : x + width - step * depth;
        const next = rising ? edge + depth : edge - depth;
        path += `L${n(edge)} ${n(top)}L${n(next)} ${n(top)}`;
      }
      path += rising ? `L${n(x + width)} ${FLOOR_Y}Z` : `L${n(x)} ${FLOOR_Y}Z`;
      // Each tread lit along its edge, each riser in shade: steps, not a block with a jagged top.
      let treads = "";
      for (let step = 0; step < STAIR_STEPS; step++) {
        const top = FLOOR_Y - height * (step + 1);
        const edge = rising ? x + step * depth : x + width - step * depth;
        treads += `M${n(edge)} ${n(top + 2)}H${n(rising ? edge + depth : edge - depth)}`;
      }
      return (
        `<path d="${path}" fill="${STAIRS.fill}" stroke="${STAIRS.edge}" stroke-width="2"/>` +
        `<path d="${treads}" stroke="${STAIRS.tread}" stroke-width="4"/>` +
        drawRail(prop)
      );
    }
    case "bench": {
      // A long padded seat on two splayed legs joined by a stretcher: clearly furniture, not a bed.
      const pad = Math.min(12, height * 0.3);
      const legTop = height - pad;
      const leg = (foot: number, top: number) => `M${n(top)} ${n(FLOOR_Y - legTop)}L${n(foot)} ${FLOOR_Y}`;
      const inset = Math.min(14, width * 0.12);
      return (
        `<path d="${leg(x + inset - 4, x + inset + 2)}${leg(x + width - inset + 4, x + width - inset - 2)}" stroke="${PROP_COLOUR}" stroke-width="7" stroke-linecap="round"/>` +
        `<path d="M${n(x + inset)} ${n(FLOOR_Y - legTop * 0.4)}H${n(x + width - inset)}" stroke="${PROP_COLOUR}" stroke-width="4"/>` +
        rect(x, height, width, pad, PROP_TOP, 6) +
        `<path d="M${n(x + 8)} ${n(FLOOR_Y - height + 3)}H${n(x + width - 8)}" stroke="${PROP_SOFT}" stroke-opacity=".35" stroke-width="2" stroke-dasharray="3 7"/>`
      );
    }
    case "armchair":
      if (prop.seen === "front") return armchairFromFront(prop);
      return seatWithBack(prop, kind);
    default:
      return seatWithBack(prop, kind);
  }
}

/** Stairs: lighter than the night and their treads lit, so the flight reads as steps, not faint outlines. */
export const STAIRS = { fill: "#6a3d64", edge: "#a77a9f", tread: "#d6b4cf" } as const;

/** A wall seen from the side: a lit panel, its face towards the couple edged in light, with a skirting board. */
export const WALL = { fill: "#63365d", face: "#c9a3c2", skirting: "#8a5a84", reach: 260 } as const;

/**
 * A wall as the side of the room it is, not a post: the panel runs from its face away from the couple to past the
 * card's edge (the card clips it), in a plum lighter than the night, with its face lit and a skirting board at the
 * floor. Readers took the old thin dark wall for a pole; a lit panel reads as a wall at phone size.
 */
function wallPanel(prop: PoseProp, couple: number): string {
  const { x, width, height } = prop;
  const coupleRight = couple > x + width / 2;
  const face = coupleRight ? x + width : x;
  const left = coupleRight ? face - WALL.reach : face;
  const skirt = 10;
  return (
    rect(left, height, WALL.reach, height, WALL.fill) +
    rect(coupleRight ? face - 14 : face, height, 14, height, shade(WALL.fill, 1.12)) +
    rect(left, skirt, WALL.reach, skirt, WALL.skirting) +
    `<path d="M${n(face)} ${n(FLOOR_Y - height)}V${FLOOR_Y}" stroke="${WALL.face}" stroke-width="3"/>`
  );
}

/** A bed seen from the side: its mattress and the frame under it. */
export const MATTRESS = { depth: 22, colour: "#6b3b65", piping: "#9a6a92", frame: "#3b1a39" } as const;

/**
 * A bed seen from the bedside: a thick mattress with rounded edges and a piped seam along its side, on a darker frame
 * with short legs, so it reads as a bed rather than a block. Where a body lies behind the other (`depth`), the top
 * of the mattress shows as a band as deep as that, seen from a little above, for the body behind to rest on.
 */
function bedFromSide(prop: PoseProp, depth: number): string {
  const { x, width, height } = prop;
  const mattress = Math.min(MATTRESS.depth, height - 8);
  const legs = Math.min(12, height - mattress);
  const seam = (y: number) => `M${n(x + 7)} ${n(FLOOR_Y - y)}H${n(x + width - 7)}`;
  return (
    (depth > 0 ? rect(x + 6, height + depth + 12, width - 12, depth + 18, "#5e3359", 12) : "") +
    rect(x + 10, legs, 9, legs, MATTRESS.frame, 2) +
    rect(x + width - 19, legs, 9, legs, MATTRESS.frame, 2) +
    rect(x, height - mattress + 3, width, height - mattress + 3 - legs, MATTRESS.frame, 4) +
    rect(x, height, width, mattress, MATTRESS.colour, 10) +
    `<path d="${seam(height - 5)}${seam(height - mattress + 5)}" stroke="${MATTRESS.piping}" stroke-width="2"/>`
  );
}

/** A pillow seen from the side: soft, light and outlined, with a seam round its edge, not a translucent bar. */
function pillowFromSide(prop: PoseProp): string {
  const { x, width, height } = prop;
  const top = (prop.base ?? 0) + height;
  // A thin pillow is drawn sunk into what it lies on, so it has the body of a pillow; its top stays where heads rest.
  const drawn = Math.max(height, 12);
  return (
    rect(x, top, width, drawn, PILLOW_FILL, n(drawn / 2), PILLOW_EDGE) +
    `<path d="M${n(x + drawn / 2)} ${n(FLOOR_Y - top + drawn / 2)}H${n(x + width - drawn / 2)}" stroke="#d2b6cc" stroke-width="1.5"/>`
  );
}

/** An armchair seen from the front: its back rising behind the sitter, a padded arm either side, a deep seat. */
function armchairFromFront(prop: PoseProp): string {
  const { x, width, height } = prop;
  const arm = FRONT_ARM_WIDTH;
  const backTop = height * (1 + BACK_RISE.armchair);
  const armTop = height + ARMREST_RISE;
  return (
    rect(x + 6, backTop, width - 12, backTop - height + 10, PROP_COLOUR, 16) +
    rect(x + arm - 4, backTop - 10, width - 2 * arm + 8, backTop - height - 6, "#5a2c55", 12) +
    rect(x + arm, height, width - 2 * arm, height - 8, "#3b1a39", 4) +
    rect(x + arm - 2, height + 4, width - 2 * arm + 4, 14, PROP_TOP, 7) +
    // The arms in the sofa's lighter upholstery with lit tops: a body's legs draped over one read as over an arm only
    // when the arm shows against the night (round 6's readers needed a second look at Cradle's).
    rect(x, armTop, arm, armTop - 8, SOFA.back, 8) +
    rect(x + width - arm, armTop, arm, armTop - 8, SOFA.back, 8) +
    rect(x - 1, armTop + 2, arm + 2, 11, SOFA.top, 6) +
    rect(x + width - arm - 1, armTop + 2, arm + 2, 11, SOFA.top, 6) +
    rect(x + 4, 8, 8, 8, "#2f1330", 2) +
    rect(x + width - 12, 8, 8, 8, "#2f1330", 2)
  );
}

/** How far the front of an armchair's seat, seen from the front, falls below the seat: it hides the sitter's thighs. */
export const SEAT_FRONT = 26;

/**
 * The front of an armchair's seat cushion, drawn over the sitter: their thighs come towards the viewer, so only the
 * knees at the cushion's edge and the shins below show, as they do when someone sits facing you.
 */
function armchairSeatFront(prop: PoseProp): string {
  const arm = FRONT_ARM_WIDTH;
  return (
    rect(prop.x + arm, prop.height, prop.width - 2 * arm, SEAT_FRONT, PROP_TOP, 6) +
    rect(prop.x + arm, prop.height, prop.width - 2 * arm, 5, "#8a5684", 3)
  );
}

/** A chair, an armchair or a sofa seen from the side: a seat with a back on one side. */
function seatWithBack(prop: PoseProp, kind: "chair" | "armchair" | "sofa"): string {
  // A bed drawn as a sofa gets its back on the far side.
  const { x, width, height } = prop;
  const back = prop.back === "right" ? x + width - BACK_THICKNESS : x;
  const backHeight = height * (1 + BACK_RISE[kind]);
  const seatThickness = kind === "chair" ? 7 : height * 0.55;
  // A chair's wood a shade lighter than the night, with a rail between its legs: readers missed a chair drawn in the
  // darkest prop colour.
  const legs =
    kind === "chair"
      ? rect(x + 2, height - seatThickness, 5, height - seatThickness, CHAIR_WOOD, 2) +
        rect(x + width - 7, height - seatThickness, 5, height - seatThickness, CHAIR_WOOD, 2) +
        rect(x + 4, (height - seatThickness) * 0.45, width - 8, 3, CHAIR_WOOD)
      : "";
  const backRect =
    kind === "sofa" && prop.kind === "bed"
      ? ""
      : rect(
          back,
          backHeight,
          BACK_THICKNESS,
          backHeight - (kind === "chair" ? height - seatThickness : 0),
          kind === "chair" ? CHAIR_WOOD : SOFA_BACK,
          4,
        );
  const sofaBack =
    kind === "sofa" && prop.kind === "bed" ? rect(x, height + 34, width, 34 + height, "#3b1a39", 10) : "";
  // An armchair's arm (the far one; the near one would hide the sitter): a padded bar from the back to a front post.
  const arm =
    kind === "armchair"
      ? rect(x, height + ARMREST_RISE, width, 9, PROP_COLOUR, 4) +
        rect(prop.back === "right" ? x : x + width - 10, height + ARMREST_RISE, 10, ARMREST_RISE, PROP_COLOUR, 3)
      : "";
  // A sofa seen from its end: the far arm as a padded block behind the seat, and a deep padded back (thickened away
  // from the seat, so the face people lean on stays where the checks have it).
  const upholstery =
    kind === "sofa" && prop.kind === "sofa"
      ? rect(x, height + 20, width, height + 20, SOFA.far, 10) +
        rect(
          prop.back === "right" ? back : back - SOFA_BACK_PAD,
          backHeight,
          BACK_THICKNESS + SOFA_BACK_PAD,
          backHeight,
          SOFA.back,
          12,
        )
      : "";
  // The top of a back in the lighter upholstery colour: where arms rest on it, it reads as a backrest, not the night.
  const backTop =
    kind === "sofa" && prop.kind === "bed"
      ? ""
      : kind === "sofa"
        ? rect(
            prop.back === "right" ? back - 2 : back - SOFA_BACK_PAD,
            backHeight + 2,
            BACK_THICKNESS + SOFA_BACK_PAD + 2,
            11,
            SOFA.top,
            6,
          )
        : rect(back - 1, backHeight + 1, BACK_THICKNESS + 2, 6, PROP_TOP, 3);
  // A sofa's own arm at one end: a padded block standing above the seat, its top lighter, so a body folded over it
  // reads as leaning over an arm rather than lying on the cushions.
  const sofaArm = sofaArmSpan(prop);
  const sofaArmBlock = sofaArm
    ? rect(sofaArm.x1, height + SOFA_ARM_RISE, SOFA_ARM_WIDTH, height + SOFA_ARM_RISE, SOFA.arm, 8) +
      rect(
        sofaArm.x1 + 4,
        height + SOFA_ARM_RISE - 4,
        SOFA_ARM_WIDTH - 8,
        SOFA_ARM_RISE + seatThickness - 6,
        SOFA.back,
        6,
      ) +
      // The rolled top lit like the back's top, so it shows under the hips folded over it.
      rect(sofaArm.x1 + 1, height + SOFA_ARM_RISE + 2, SOFA_ARM_WIDTH - 2, 11, SOFA.top, 6)
    : "";
  return (
    sofaBack +
    upholstery +
    backRect +
    backTop +
    arm +
    legs +
    rect(x, height, width, seatThickness, PROP_TOP, 5) +
    (kind === "chair"
      ? ""
      : `<path d="M${n(x + 6)} ${n(FLOOR_Y - height + 6)}H${n(x + width - 6)}" stroke="${MATTRESS.piping}" stroke-width="2"/>`) +
    sofaArmBlock
  );
}

/** A staircase's banister: a handrail following the flight, a post on every step and a newel post at the foot. */
function drawRail(prop: PoseProp): string {
  if (prop.rail === undefined) return "";
  const depth = prop.width / STAIR_STEPS;
  const rising = prop.back !== "left";
  const bottom = rising ? prop.x : prop.x + prop.width;
  const top = rising ? prop.x + prop.width : prop.x;
  const railAt = (x: number) => railHeightAt(prop, x)!;
  let posts = "";
  for (let step = 0; step < STAIR_STEPS; step++) {
    const mid = rising ? prop.x + (step + 0.5) * depth : prop.x + prop.width - (step + 0.5) * depth;
    posts += `M${n(mid)} ${n(FLOOR_Y - prop.height * (step + 1))}V${n(FLOOR_Y - railAt(mid))}`;
  }
  const newel = `M${n(bottom)} ${FLOOR_Y}V${n(FLOOR_Y - railAt(bottom) - 8)}`;
  return (
    `<g stroke-linecap="round" fill="none"><path d="${posts}" stroke="${PROP_TOP}" stroke-width="2.5"/><path d="${newel}" stroke="${PROP_TOP}" stroke-width="7"/>` +
    `<path d="M${n(bottom)} ${n(FLOOR_Y - railAt(bottom))}L${n(top)} ${n(FLOOR_Y - railAt(top))}" stroke="${PROP_SOFT}" stroke-opacity=".8" stroke-width="5"/></g>`
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The layout of a scene: what is drawn where, before it is fitted into the card.

/** Where a variation's additions stand in the scene, in scene units (y up). */
export interface PlacedAddition {
  kind: PoseAddition;
  box: Box;
  /** For candles: the top of the side table they stand on. */
  standsOn?: { kind: "side-table"; x1: number; x2: number; y: number };
}

export interface SceneLayout {
  skeletons: { a: Skeleton; b: Skeleton };
  /** Props as drawn: beds and sofas are cut to the stretch the couple uses, so the couple can fill the card. */
  props: PoseProp[];
  additions: PlacedAddition[];
  /** What the card shows, in scene units. */
  frame: Box;
  /** Scene → card: x' = x·scale + dx, y' = (FLOOR_Y − y)·scale + dy, after turning a view from above (see `turned`). */
  scale: number;
  dx: number;
  dy: number;
  /**
   * A view from above is turned a quarter (the head end of the bed to the left), so a couple lying full length
   * fills the wide card instead of standing up in it like a couple on their feet.
   */
  turned: boolean;
  /** Where a scene point lands on the card. */
  toCard: (point: readonly [number, number]) => [number, number];
  /** The SVG transform that does the same to the markup. */
  transform: string;
  /** From above: the bed as drawn, fitted round the couple (a `mattress`, foot end at `base`). */
  bed?: PoseProp;
}

/**
 * The bed a couple lies on, seen from above: fitted round them with a margin and room at the foot for the folded
 * duvet, and at least as wide as the card lets it be, so it reads as a double bed rather than a narrow frame.
 */
function bedFromAbove(bodies: Box, reserve: number): PoseProp {
  const foot = bodies.y1 - DUVET - 4;
  const length = bodies.y2 + BED_MARGIN - foot;
  // Turned a quarter, the bed's length runs across the card and its width up it.
  const across = CARD.width - 2 * CARD.margin;
  const up = CARD.height - 2 * CARD.margin;
  const minWidth = ((length + HEADBOARD + BED_FRAME) * up) / across - 2 * BED_FRAME - reserve;
  const width = Math.max(bodies.x2 - bodies.x1 + 2 * BED_MARGIN, minWidth);
  const centre = (bodies.x1 + bodies.x2) / 2;
  return { kind: "mattress", x: centre - width / 2, width, base: foot, height: length };
}

/** The figure lying lowest and flattest: the one a hip pillow goes under. */
function reclinedFigure(pose: PoseDefinition): FigurePose {
  const flatness = (figure: FigurePose) => Math.abs(Math.sin((figure.torso * Math.PI) / 180)) * 100 + figure.pelvis[1];
  return flatness(pose.a) <= flatness(pose.b) ? pose.a : pose.b;
}

/** The highest surface under a point, at or below it. */
function surfaceUnder(props: readonly PoseProp[], x: number, y: number): number {
  let best = 0;
  for (const surface of sceneGeometry(props).surfaces) {
    if (x >= surface.x1 && x <= surface.x2 && surface.y <= y && surface.y > best) best = surface.y;
  }
  return best;
}

/** Big soft furniture (a bed, a bed drawn as a sofa) is cut to the couple's stretch of it, with room to spare. */
function trimProps(props: readonly PoseProp[], bodies: Box, view: PoseDefinition["view"]): PoseProp[] {
  if (view === "above") return [...props];
  return props.map((prop) => {
    if (prop.kind !== "bed") return prop;
    const x1 = Math.max(prop.x, bodies.x1 - 34);
    const x2 = Math.min(prop.x + prop.width, bodies.x2 + 34);
    return x2 - x1 > 40 ? { ...prop, x: x1, width: x2 - x1 } : prop;
  });
}

/** Which side of the couple has room for a side table or a mirror: away from walls and chair backs. */
function freeSide(pose: PoseDefinition, bodies: Box): "left" | "right" {
  const centre = (bodies.x1 + bodies.x2) / 2;
  const blocked = pose.props.filter((prop) => prop.kind === "wall" || prop.kind === "stairs");
  if (blocked.length) return blocked.every((prop) => prop.x + prop.width / 2 < centre) ? "right" : "left";
  const backs = pose.props.filter((prop) => prop.back && prop.kind !== "stairs");
  if (backs.length) return backs[0]!.back === "left" ? "right" : "left";
  return centre > 200 ? "left" : "right";
}

/** The furthest a prop drawn at this height reaches on one side, so what stands beside it clears it. */
function edgeOnSide(props: readonly PoseProp[], bodies: Box, side: "left" | "right"): number {
  let edge = side === "left" ? bodies.x1 : bodies.x2;
  for (const prop of props) {
    if (prop.kind === "mattress" || prop.kind === "pillow") continue;
    const overlapsCouple = prop.x < bodies.x2 + 10 && prop.x + prop.width > bodies.x1 - 10;
    if (!overlapsCouple) continue;
    edge = side === "left" ? Math.min(edge, prop.x) : Math.max(edge, prop.x + prop.width);
  }
  return edge;
}

const SIDE_TABLE = { width: 34, height: 52 } as const;
const MIRROR = { width: 34, height: 128 } as const;

function placeAdditions(
  pose: PoseDefinition,
  additions: readonly PoseAddition[],
  props: readonly PoseProp[],
  skeletons: { a: Skeleton; b: Skeleton },
  bodies: Box,
): PlacedAddition[] {
  const placed: PlacedAddition[] = [];
  const side = freeSide(pose, bodies);
  let edge = edgeOnSide(props, bodies, side);
  const beside = (width: number) => {
    const x1 = side === "left" ? edge - 10 - width : edge + 10;
    edge = side === "left" ? x1 : x1 + width;
    return x1;
  };
  for (const kind of additions) {
    switch (kind) {
      case "candle": {
        const x1 = beside(SIDE_TABLE.width);
        const top = SIDE_TABLE.height;
        placed.push({
          kind,
          box: { x1, y1: 0, x2: x1 + SIDE_TABLE.width, y2: top + 34 },
          standsOn: { kind: "side-table", x1, x2: x1 + SIDE_TABLE.width, y: top },
        });
        break;
      }
      case "mirror": {
        const x1 = beside(MIRROR.width);
        placed.push({ kind, box: { x1, y1: 0, x2: x1 + MIRROR.width, y2: MIRROR.height } });
        break;
      }
      case "hip-pillow": {
        const [x, y] = reclinedFigure(pose).pelvis;
        const base = surfaceUnder(props, x, y);
        placed.push({ kind, box: { x1: x - 24, y1: base, x2: x + 24, y2: base + 12 } });
        break;
      }
      case "shower": {
        const top = bodies.y2 + 34;
        placed.push({ kind, box: { x1: bodies.x1 - 6, y1: 0, x2: bodies.x2 + 6, y2: top } });
        break;
      }
      case "bath": {
        const seat = Math.max(
          surfaceUnder(props, skeletons.a.pelvis[0], skeletons.a.pelvis[1]),
          surfaceUnder(props, skeletons.b.pelvis[0], skeletons.b.pelvis[1]),
        );
        // The rim stands above the lower of the two hips, so the couple sits in the water rather than on the tub.
        const lowerHip = Math.min(skeletons.a.pelvis[1], skeletons.b.pelvis[1]);
        placed.push({
          kind,
          box: { x1: bodies.x1 - 16, y1: 0, x2: bodies.x2 + 16, y2: Math.max(seat + 36, lowerHip + 30) },
        });
        break;
      }
      case "blanket": {
        const pelvisTop = Math.max(skeletons.a.pelvis[1], skeletons.b.pelvis[1]);
        const base = Math.min(
          surfaceUnder(props, skeletons.a.pelvis[0], skeletons.a.pelvis[1]),
          surfaceUnder(props, skeletons.b.pelvis[0], skeletons.b.pelvis[1]),
        );
        placed.push({ kind, box: { x1: bodies.x1 - 4, y1: base, x2: bodies.x2 + 4, y2: pelvisTop + 18 } });
        break;
      }
      default:
        break;
    }
  }
  return placed;
}

/**
 * A variation's setting around a bed seen from above: candles on a bedside table by the pillows, a standing mirror
 * on the other side, a pillow under the hips, the duvet drawn up to the waist, a bath or a shower instead of the bed.
 */
function placeAdditionsFromAbove(
  pose: PoseDefinition,
  additions: readonly PoseAddition[],
  bed: PoseProp,
  skeletons: { a: Skeleton; b: Skeleton },
  bodies: Box,
): PlacedAddition[] {
  const placed: PlacedAddition[] = [];
  const foot = bed.base ?? 0;
  const head = foot + bed.height;
  const right = bed.x + bed.width + BED_FRAME + BED_GAP;
  const left = bed.x - BED_FRAME - BED_GAP - BESIDE_BED;
  for (const kind of additions) {
    switch (kind) {
      case "candle": {
        const box = { x1: right, y1: head - BESIDE_BED - 4, x2: right + BESIDE_BED, y2: head - 4 };
        placed.push({ kind, box, standsOn: { kind: "side-table", x1: box.x1, x2: box.x2, y: box.y1 + 8 } });
        break;
      }
      case "mirror": {
        const middle = (foot + head) / 2;
        const x1 = additions.includes("candle") ? left : right;
        placed.push({ kind, box: { x1, y1: middle - 60, x2: x1 + BESIDE_BED - 8, y2: middle + 60 } });
        break;
      }
      case "hip-pillow": {
        const [x, y] = reclinedFigure(pose).pelvis;
        placed.push({ kind, box: { x1: x - 36, y1: y - 20, x2: x + 36, y2: y + 20 } });
        break;
      }
      case "blanket": {
        const waist = Math.max(skeletons.a.pelvis[1], skeletons.b.pelvis[1]) + 16;
        placed.push({ kind, box: { x1: bed.x, y1: foot, x2: bed.x + bed.width, y2: waist } });
        break;
      }
      case "bath":
      case "shower":
        placed.push({ kind, box: { x1: bodies.x1 - 14, y1: bodies.y1 - 14, x2: bodies.x2 + 14, y2: bodies.y2 + 14 } });
        break;
      default:
        break;
    }
  }
  return placed;
}

/** Lays the scene out and fits the couple, the props that matter and the variation's additions into the card. */
export function layoutScene(pose: PoseDefinition, change?: PoseChange): SceneLayout {
  const skeletons = { a: buildSkeleton(pose.a), b: buildSkeleton(pose.b) };
  const bodies = grow(skeletonBox(skeletons.a), skeletonBox(skeletons.b));
  const additionsWanted = change?.add ?? [];
  // In the bath the tub replaces the furniture; a wall stays as the bathroom's.
  const shown = additionsWanted.includes("bath") ? pose.props.filter((prop) => prop.kind === "wall") : pose.props;
  // From above, the declared mattress gives way to a bed fitted round the couple (its headboard and pillows drawn),
  // with room beside it for a bedside table or a mirror; in the bath or the shower there is no bed.
  const inWater = additionsWanted.includes("bath") || additionsWanted.includes("shower");
  const beside = additionsWanted.filter((kind) => kind === "candle" || kind === "mirror").length;
  const bed = pose.view === "above" ? bedFromAbove(bodies, beside * (BESIDE_BED + BED_GAP)) : undefined;
  const props = bed
    ? [...(inWater ? [] : [bed]), ...shown.filter((prop) => prop.kind !== "mattress")]
    : trimProps(shown, bodies, pose.view);
  const additions = bed
    ? placeAdditionsFromAbove(pose, additionsWanted, bed, skeletons, bodies)
    : placeAdditions(pose, additionsWanted, props, skeletons, bodies);
  let frame = bodies;
  if (bed && !inWater) {
    const foot = bed.base ?? 0;
    frame = grow(frame, {
      x1: bed.x - BED_FRAME,
      y1: foot - BED_FRAME,
      x2: bed.x + bed.width + BED_FRAME,
      y2: foot + bed.height + HEADBOARD,
    });
  }
  for (const prop of props) {
    if (pose.view === "above" || SOFT_SURFACES.has(prop.kind)) {
      // A bed shows as the surface under the couple: its top edge and a little of its side, not its full length.
      if (prop.kind === "bed")
        frame = grow(frame, { x1: frame.x1, y1: prop.height - 14, x2: frame.x2, y2: prop.height });
      continue;
    }
    const top =
      prop.kind === "stairs"
        ? prop.height * STAIR_STEPS
        : prop.kind === "pillow"
          ? (prop.base ?? 0) + prop.height
          : prop.height;
    const backTop =
      prop.kind === "chair" || prop.kind === "sofa" || prop.kind === "armchair"
        ? prop.height * (1 + BACK_RISE[prop.kind])
        : top;
    // A wall is as tall as the room: the card shows the stretch of it beside the couple.
    const y2 = prop.kind === "wall" ? Math.min(prop.height, bodies.y2 + 12) : backTop;
    // A long flight of stairs shows the steps beside the couple, not all of them.
    const [x1, x2] =
      prop.kind === "stairs"
        ? [Math.max(prop.x, bodies.x1 - 30), Math.min(prop.x + prop.width, bodies.x2 + 30)]
        : prop.kind === "sofa"
          ? // A sofa's padded back stands out past the seat: keep it in the card.
            [
              prop.x - (prop.back === "left" ? SOFA_BACK_PAD : 0),
              prop.x + prop.width + (prop.back === "right" ? SOFA_BACK_PAD : 0),
            ]
          : [prop.x, prop.x + prop.width];
    frame = grow(frame, { x1, y1: 0, x2, y2: prop.kind === "stairs" ? Math.min(y2, bodies.y2) : y2 });
  }
  for (const addition of additions) frame = grow(frame, addition.box);
  if (pose.sequence) frame = grow(frame, rollArrowBox(bodies));
  const turned = pose.view === "above";
  const width = CARD.width - 2 * CARD.margin;
  const height = CARD.height - 2 * CARD.margin;
  const [across, up] = turned ? [frame.y2 - frame.y1, frame.x2 - frame.x1] : [frame.x2 - frame.x1, frame.y2 - frame.y1];
  const scale = Math.min(MAX_SCALE, width / across, height / up);
  const centreX = (frame.x1 + frame.x2) / 2;
  const centreY = FLOOR_Y - (frame.y1 + frame.y2) / 2;
  const dx = CARD.width / 2 - centreX * scale;
  const dy = CARD.height / 2 - centreY * scale;
  // Turning a quarter anticlockwise about the frame's centre: (u, v) → (v, −u) relative to it.
  const toCard = (point: readonly [number, number]): [number, number] => {
    const u = point[0] - centreX;
    const v = FLOOR_Y - point[1] - centreY;
    return turned
      ? [CARD.width / 2 + v * scale, CARD.height / 2 - u * scale]
      : [point[0] * scale + dx, (FLOOR_Y - point[1]) * scale + dy];
  };
  const s = Math.round(scale * 1000) / 1000;
  const transform = turned
    ? `translate(${CARD.width / 2} ${CARD.height / 2}) rotate(-90) scale(${s}) translate(${n(-centreX)} ${n(-centreY)})`
    : `translate(${n(dx)} ${n(dy)}) scale(${s})`;
  return { skeletons, props, additions, frame, scale, dx, dy, turned, toCard, transform, bed };
}

// ---------------------------------------------------------------------------------------------------------------
// A variation's additions, drawn in the scene.

function drawBehind(addition: PlacedAddition): string {
  const { box } = addition;
  switch (addition.kind) {
    case "candle": {
      const table = addition.standsOn!;
      const x = (table.x1 + table.x2) / 2;
      const top = table.y;
      const flame = (cx: number, base: number) =>
        `<path d="M${n(cx)} ${n(FLOOR_Y - base - 15)}C${n(cx + 5)} ${n(FLOOR_Y - base - 8)} ${n(cx + 4)} ${n(FLOOR_Y - base - 2)} ${n(cx)} ${n(FLOOR_Y - base - 1)}C${n(cx - 4)} ${n(FLOOR_Y - base - 2)} ${n(cx - 5)} ${n(FLOOR_Y - base - 8)} ${n(cx)} ${n(FLOOR_Y - base - 15)}Z" fill="#ffc46b"/>`;
      return (
        `<g><circle cx="${n(x)}" cy="${n(FLOOR_Y - top - 22)}" r="30" fill="#ffc46b" opacity=".16"/>` +
        rect(table.x1, top, table.x2 - table.x1, 6, PROP_TOP, 2) +
        rect(table.x1 + 4, top - 6, table.x2 - table.x1 - 8, top - 6, PROP_COLOUR, 2) +
        rect(x - 10, top + 18, 8, 18, "#f3e3c8", 2) +
        flame(x - 6, top + 18) +
        rect(x + 3, top + 12, 8, 12, "#f3e3c8", 2) +
        flame(x + 7, top + 12) +
        `</g>`
      );
    }
    case "mirror": {
      const cx = (box.x1 + box.x2) / 2;
      const glassTop = box.y2 - 4;
      return (
        `<g><path d="M${n(cx - 12)} ${FLOOR_Y}L${n(cx)} ${n(FLOOR_Y - 22)}L${n(cx + 12)} ${FLOOR_Y}" stroke="${PROP_TOP}" stroke-width="3" fill="none"/>` +
        `<rect x="${n(box.x1)}" y="${n(FLOOR_Y - glassTop)}" width="${n(box.x2 - box.x1)}" height="${n(glassTop - 18)}" rx="16" fill="#2c1636" stroke="${PROP_SOFT}" stroke-width="3"/>` +
        `<path d="M${n(box.x1 + 9)} ${n(FLOOR_Y - glassTop + 30)}l10-14M${n(box.x1 + 9)} ${n(FLOOR_Y - glassTop + 46)}l14-20" stroke="#fff" stroke-opacity=".35" stroke-width="3"/></g>`
      );
    }
    case "hip-pillow":
      return rect(box.x1, box.y2, box.x2 - box.x1, box.y2 - box.y1, PROP_SOFT, 6, ` fill-opacity=".8"`);
    case "shower": {
      const cx = (box.x1 + box.x2) / 2;
      const top = FLOOR_Y - box.y2;
      return `<g stroke="${PROP_SOFT}" stroke-width="3" fill="none" stroke-linecap="round"><path d="M${n(box.x2 + 8)} ${FLOOR_Y}V${n(top)}H${n(cx + 6)}"/><path d="M${n(cx - 16)} ${n(top + 9)}H${n(cx + 16)}" stroke-width="6"/></g>`;
    }
    case "bath":
      return rect(box.x1, box.y2, box.x2 - box.x1, box.y2, "#5e3a66", 14);
    default:
      return "";
  }
}

/** The band's colour and widths, the same in every view. */
const BLINDFOLD = { colour: "#b58ad0", band: 6, tail: 3 };

/**
 * A blindfold on a head facing the viewer or turned away. From the front the band runs straight across at the eyes'
 * height (faceFromFront's eyes, at -30 and 210 degrees) and covers both, the knot hidden behind; from behind it runs
 * across at the same height with the knot and its two tails in the middle. The profile's band would cross the face
 * from one eye to the crown.
 */
export function blindfoldSeenFrontOrBack(frame: HeadFrame, r: number, seen: "front" | "back"): string {
  // The eyes' height on the head: sin(-30 degrees) of 0.45 of the head's radius below its centre.
  const height = -BODY.headRadius * 0.225;
  const across = Math.sqrt(r * r - height * height);
  const point = (sideways: number, up: number): Point => [
    frame.centre[0] + sideways * frame.face[0] + up * frame.up[0],
    frame.centre[1] + sideways * frame.face[1] + up * frame.up[1],
  ];
  const band = `<path d="M${at(point(-across, height))}L${at(point(across, height))}" stroke-width="${BLINDFOLD.band}"/>`;
  const knot = point(0, height);
  const tails =
    seen === "back"
      ? `<path d="M${at(knot)}L${at(point(-4, height - r * 0.9))}M${at(knot)}L${at(point(4, height - r * 0.85))}" stroke-width="${BLINDFOLD.tail}"/>`
      : "";
  return `<g stroke="${BLINDFOLD.colour}" stroke-linecap="round" fill="none">${band}${tails}</g>`;
}

function drawInFront(addition: PlacedAddition, pose: PoseDefinition, skeletons: { a: Skeleton; b: Skeleton }): string {
  const { box } = addition;
  switch (addition.kind) {
    case "blindfold": {
      // A soft band tied round the head of figure b (by convention the one being led), over the eyes, knot at the back.
      const frame = headFrame(pose.b, skeletons.b);
      const r = BODY.headRadius + 1.2;
      if (pose.b.seen !== undefined) return blindfoldSeenFrontOrBack(frame, r, pose.b.seen);
      const front = onHead(frame, 24, r);
      const back = onHead(frame, 196, r);
      const bend = onHead(frame, 290, 2.5);
      const tail1 = onHead(frame, 200, r + 8);
      const tail2 = onHead(frame, 222, r + 7);
      return `<g stroke="#b58ad0" stroke-linecap="round" fill="none"><path d="M${at(front)}Q${at(bend)} ${at(back)}" stroke-width="6"/><path d="M${at(back)}L${at(tail1)}M${at(back)}L${at(tail2)}" stroke-width="3"/></g>`;
    }
    case "blanket": {
      const heads = [skeletons.a.headCentre, skeletons.b.headCentre];
      let { x1, x2 } = box;
      // The blanket stops short of any head lying at its height: faces stay uncovered.
      for (const head of heads) {
        if (head[1] - BODY.headRadius > box.y2) continue;
        const centre = (x1 + x2) / 2;
        if (head[0] < centre) x1 = Math.max(x1, head[0] + BODY.headRadius + 6);
        else x2 = Math.min(x2, head[0] - BODY.headRadius - 6);
      }
      const top = FLOOR_Y - box.y2;
      const bottom = FLOOR_Y - box.y1 + 2;
      const w = x2 - x1;
      return (
        `<path d="M${n(x1 - 6)} ${n(bottom)}C${n(x1 - 4)} ${n(top + 14)} ${n(x1 + 4)} ${n(top + 2)} ${n(x1 + w * 0.25)} ${n(top + 4)}S${n(x1 + w * 0.6)} ${n(top - 4)} ${n(x1 + w * 0.75)} ${n(top + 2)}S${n(x2 + 6)} ${n(top + 10)} ${n(x2 + 6)} ${n(bottom)}Z" fill="#d9b8e6" fill-opacity=".92" stroke="#a57bb8" stroke-width="2"/>` +
        `<path d="M${n(x1 + w * 0.3)} ${n(top + 10)}q6 ${n((bottom - top) * 0.4)} 0 ${n((bottom - top) * 0.8)}M${n(x1 + w * 0.65)} ${n(top + 8)}q-6 ${n((bottom - top) * 0.4)} 0 ${n((bottom - top) * 0.8)}" stroke="#a57bb8" stroke-width="1.5" fill="none"/>`
      );
    }
    case "shower": {
      // Water falls from the head over the couple.
      const cx = (box.x1 + box.x2) / 2;
      const top = FLOOR_Y - box.y2 + 12;
      let d = "";
      for (let i = -3; i <= 3; i++)
        d += `M${n(cx + i * 4)} ${n(top + (i % 2 ? 4 : 0))}L${n(cx + i * 14)} ${n(FLOOR_Y - 4)}`;
      return `<path d="${d}" stroke="${WATER}" stroke-width="2" stroke-dasharray="10 8" opacity=".55" fill="none"/>`;
    }
    case "bath": {
      const water = FLOOR_Y - box.y2 + 10;
      return (
        `<path d="M${n(box.x1)} ${n(water)}H${n(box.x2)}V${n(FLOOR_Y - 16)}Q${n(box.x2)} ${FLOOR_Y} ${n(box.x2 - 16)} ${FLOOR_Y}H${n(box.x1 + 16)}Q${n(box.x1)} ${FLOOR_Y} ${n(box.x1)} ${n(FLOOR_Y - 16)}Z" fill="#9fc9e0" fill-opacity=".55"/>` +
        `<path d="M${n(box.x1 - 3)} ${n(FLOOR_Y - box.y2)}H${n(box.x2 + 3)}" stroke="#f3e6ef" stroke-width="7" stroke-linecap="round"/>` +
        `<path d="M${n(box.x1)} ${n(water + 14)}V${n(FLOOR_Y - 16)}Q${n(box.x1)} ${FLOOR_Y} ${n(box.x1 + 16)} ${FLOOR_Y}H${n(box.x2 - 16)}Q${n(box.x2)} ${FLOOR_Y} ${n(box.x2)} ${n(FLOOR_Y - 16)}V${n(water + 14)}Z" fill="#f3e6ef" fill-opacity=".95"/>`
      );
    }
    default:
      return "";
  }
}

/** A variation's setting seen from above, under the couple. */
function drawBehindFromAbove(addition: PlacedAddition): string {
  const { box } = addition;
  const w = box.x2 - box.x1;
  const h = box.y2 - box.y1;
  const cx = (box.x1 + box.x2) / 2;
  const cy = (box.y1 + box.y2) / 2;
  switch (addition.kind) {
    case "candle": {
      const candle = (x: number, y: number, r: number) =>
        `<circle cx="${n(x)}" cy="${n(FLOOR_Y - y)}" r="${r}" fill="#f3e3c8"/><circle cx="${n(x)}" cy="${n(FLOOR_Y - y)}" r="${n(r * 0.45)}" fill="#ffb347"/>`;
      return (
        `<circle cx="${n(cx)}" cy="${n(FLOOR_Y - cy)}" r="${n(w * 0.95)}" fill="#ffc46b" opacity=".16"/>` +
        rect(box.x1, box.y2, w, h, PROP_COLOUR, 6) +
        rect(box.x1 + 3, box.y2 - 3, w - 6, h - 6, PROP_TOP, 4) +
        candle(cx - 7, cy + 5, 7) +
        candle(cx + 8, cy - 6, 5.5)
      );
    }
    case "mirror":
      return (
        rect(box.x1, box.y2, w, h, "#3b1a39", 8) +
        `<rect x="${n(box.x1 + 4)}" y="${n(FLOOR_Y - box.y2 + 4)}" width="${n(w - 8)}" height="${n(h - 8)}" rx="10" fill="#2c1636" stroke="${PROP_SOFT}" stroke-width="3"/>` +
        `<path d="M${n(box.x1 + 8)} ${n(FLOOR_Y - box.y2 + 34)}l12-16M${n(box.x1 + 8)} ${n(FLOOR_Y - box.y2 + 52)}l14-20" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>`
      );
    case "hip-pillow":
      return rect(box.x1, box.y2, w, h, "#f1e1ee", 10, ` stroke="#b995b2" stroke-width="2"`);
    case "bath":
      return rect(box.x1 - 8, box.y2 + 8, w + 16, h + 16, "#f3e6ef", 30) + rect(box.x1, box.y2, w, h, "#5e3a66", 24);
    case "shower": {
      // Square tiles under the couple, the shower head at their heads' end.
      let tiles = "";
      for (let x = box.x1 + 20; x < box.x2; x += 20) tiles += `M${n(x)} ${n(FLOOR_Y - box.y2)}V${n(FLOOR_Y - box.y1)}`;
      for (let y = box.y1 + 20; y < box.y2; y += 20) tiles += `M${n(box.x1)} ${n(FLOOR_Y - y)}H${n(box.x2)}`;
      return (
        rect(box.x1, box.y2, w, h, "#4f3a63", 10) +
        `<path d="${tiles}" stroke="#6d5a82" stroke-width="1.5"/>` +
        `<circle cx="${n(cx)}" cy="${n(FLOOR_Y - box.y2 + 8)}" r="9" fill="${PROP_SOFT}"/>`
      );
    }
    default:
      return "";
  }
}

/** A variation's setting seen from above, over the couple: the duvet drawn up, the bath's water, the shower's spray. */
function drawInFrontFromAbove(addition: PlacedAddition): string {
  const { box } = addition;
  const w = box.x2 - box.x1;
  const h = box.y2 - box.y1;
  switch (addition.kind) {
    case "blanket": {
      const top = FLOOR_Y - box.y2;
      const folds = [0.3, 0.62]
        .map((t) => `M${n(box.x1 + w * t)} ${n(top + 16)}q${t < 0.5 ? 6 : -6} ${n(h * 0.35)} 0 ${n(h * 0.7)}`)
        .join("");
      return (
        rect(box.x1 - 3, box.y2, w + 6, h + 3, "#d9b8e6", 8, ` fill-opacity=".96" stroke="#a57bb8" stroke-width="2"`) +
        rect(box.x1 - 3, box.y2, w + 6, 12, "#f1e1ee", 6, ` stroke="#a57bb8" stroke-width="2"`) +
        `<path d="${folds}" stroke="#a57bb8" stroke-width="1.5" fill="none"/>`
      );
    }
    case "bath":
      return rect(box.x1, box.y2, w, h, "#9fc9e0", 24, ` fill-opacity=".32"`);
    case "shower": {
      const cx = (box.x1 + box.x2) / 2;
      let d = "";
      for (let i = -3; i <= 3; i++)
        d += `M${n(cx + i * 3)} ${n(FLOOR_Y - box.y2 + 14)}L${n(cx + i * 16)} ${n(FLOOR_Y - box.y1 - 4)}`;
      return `<path d="${d}" stroke="${WATER}" stroke-width="2" stroke-dasharray="10 8" opacity=".6" fill="none"/>`;
    }
    default:
      return "";
  }
}

/** A bed drawn as a sofa, seen from above: a long seat with its back along one side and an arm at each end. */
function sofaFromAbove(bed: PoseProp): string {
  const foot = bed.base ?? 0;
  const head = foot + bed.height;
  const { x, width } = bed;
  return (
    rect(x - 12, head + 14, width + 24, bed.height + 28, PROP_COLOUR, 12) +
    rect(x + width - 2, head + 6, 14, bed.height + 12, "#3b1a39", 7) +
    rect(x - 4, head + 14, width + 6, 16, "#3b1a39", 8) +
    rect(x - 4, foot, width + 6, 16, "#3b1a39", 8) +
    rect(x, head, width - 2, bed.height, PROP_TOP, 8) +
    `<path d="M${n(x + 4)} ${n(FLOOR_Y - foot - bed.height / 2)}H${n(x + width - 6)}" stroke="${PROP_COLOUR}" stroke-width="2"/>`
  );
}

/**
 * From above, what says the couple lies on the bed: a pillow under each head (unless the pose puts one there
 * already) and a soft shadow under both bodies, drawn under the figures.
 */
function pillowsAndShadows(
  pose: PoseDefinition,
  props: readonly PoseProp[],
  skeletons: { a: Skeleton; b: Skeleton },
): string {
  let pillows = "";
  // In the bath or the shower (no bed), only the shadows.
  const onBed = props.some((prop) => prop.kind === "mattress");
  for (const name of onBed ? (["a", "b"] as const) : []) {
    const [hx, hy] = skeletons[name].headCentre;
    const onPillow = props.some((prop) => {
      const base = prop.base ?? 0;
      return (
        prop.kind === "pillow" && hx >= prop.x && hx <= prop.x + prop.width && hy >= base && hy <= base + prop.height
      );
    });
    if (onPillow || restsOnPartner(skeletons, name)) continue;
    const angle = pose[name].head ?? pose[name].torso;
    const [ux, uy] = direction(angle);
    const centre: Point = [hx + ux * 7, hy + uy * 7];
    // Long side across the body, the head resting on its lower half.
    pillows += `<rect x="${n(X(centre) - 29)}" y="${n(Y(centre) - 17)}" width="58" height="34" rx="13" transform="rotate(${n(90 - angle)} ${X(centre)} ${Y(centre)})"/>`;
  }
  // The pillows share their colours in one group: every byte counts in the largest pictures.
  const out = pillows ? `<g fill="${PILLOW_FILL}"${PILLOW_EDGE}>${pillows}</g>` : "";
  // The shadow of the trunk, heads and legs is enough to lift the bodies off the sheet (and keeps the markup short:
  // one width for both legs' thighs and shins).
  const bodies = [skeletons.a, skeletons.b];
  const parts = (names: readonly Segment["name"][]) =>
    chained(bodies.flatMap((skeleton) => skeleton.segments.filter((segment) => names.includes(segment.name))));
  const shadow =
    `<path stroke-width="${2 * THICKNESS.torso + OUTLINE_WIDTH + 4}" d="${parts(["torso"])}"/>` +
    `<path stroke-width="${2 * THICKNESS.shin + OUTLINE_WIDTH + 6}" d="${parts(["thigh", "shin"])}"/>` +
    `<path stroke-width="${2 * BODY.headRadius + 6}" d="${dots(bodies.map((skeleton) => skeleton.headCentre))}"/>`;
  return (
    out +
    `<g fill="none" stroke="#1a0818" stroke-linecap="round" opacity=".35" transform="translate(3 4)">${shadow}</g>`
  );
}

/**
 * Seen from above, whether this head rests on the partner's trunk (a cheek on the chest, a head on the shoulder)
 * rather than on the bed: it then has no pillow of its own, which drawn on the partner's chest read as a second bed.
 */
export function restsOnPartner(skeletons: { a: Skeleton; b: Skeleton }, name: "a" | "b"): boolean {
  const head = skeletons[name].headCentre;
  const trunk = skeletons[name === "a" ? "b" : "a"].segments.find((segment) => segment.name === "torso")!;
  return segmentDistance(head, head, trunk.from, trunk.to) < trunk.radius + BODY.headRadius;
}

/**
 * The shadow the upper body casts on the lower one, seen from above. Where one body lies over the other it is dark and
 * offset enough to show at card size; where the two lie side by side and only limbs cross, it stays faint, so side
 * by side does not read as one on top.
 */
export const CAST_SHADOW = {
  over: { opacity: ".42", offset: "5 7", width: 22 },
  beside: { opacity: ".3", offset: "4 5", width: 18 },
} as const;

/** Seen from above, whether one body lies over the other: their trunks overlap by 10 or more. */
export function liesOver(skeletons: { a: Skeleton; b: Skeleton }): boolean {
  const torso = (skeleton: Skeleton) => skeleton.segments.find((segment) => segment.name === "torso")!;
  const [a, b] = [torso(skeletons.a), torso(skeletons.b)];
  return a.radius + b.radius - segmentDistance(a.from, a.to, b.from, b.to) >= 10;
}

/** The parts whose shadow the upper body casts on the lower one, seen from above. */
const SHADOW_PARTS = new Set<Segment["name"]>(["torso", "thigh", "shin", "upperArm", "forearm"]);

/** Where the arrow of a rolling sequence goes: centred over the couple, clear above them. */
export function rollArrowBox(bodies: Box): Box {
  const centre = (bodies.x1 + bodies.x2) / 2;
  return {
    x1: centre - ROLL_ARROW.halfWidth,
    y1: bodies.y2 + 6,
    x2: centre + ROLL_ARROW.halfWidth,
    y2: bodies.y2 + 6 + ROLL_ARROW.rise,
  };
}
const ROLL_ARROW = { halfWidth: 21, rise: 42 } as const;

/**
 * A sequence that rolls over: two curved arrows chasing each other round a circle over the couple (the sign for
 * turning over and swapping places), in the card's cream so it reads as a mark on the picture rather than a thing in
 * the room. A single arc over the couple read as one partner moving across, not as the two rolling over.
 */
function rollArrow(box: Box): string {
  const [cx, cy] = [(box.x1 + box.x2) / 2, FLOOR_Y - (box.y1 + box.y2) / 2];
  const r = Math.min(box.x2 - box.x1, box.y2 - box.y1) / 2 - 3;
  const at = (degrees: number): Point => {
    const t = (degrees * Math.PI) / 180;
    return [cx + r * Math.cos(t), cy + r * Math.sin(t)];
  };
  // Screen angles, clockwise from the right: each arc turns 140 degrees, its head where the other arc's tail waits.
  const arc = (from: number, to: number) => {
    const [start, end] = [at(from), at(to)];
    const t = (to * Math.PI) / 180;
    const along: Point = [-Math.sin(t), Math.cos(t)];
    const barb = (turn: number): Point => {
      const c = Math.cos((turn * Math.PI) / 180);
      const s = Math.sin((turn * Math.PI) / 180);
      return [end[0] - 8 * (along[0] * c - along[1] * s), end[1] - 8 * (along[0] * s + along[1] * c)];
    };
    const [one, two] = [barb(35), barb(-35)];
    return (
      `<path d="M${n(start[0])} ${n(start[1])}A${n(r)} ${n(r)} 0 0 1 ${n(end[0])} ${n(end[1])}"/>` +
      `<path d="M${n(one[0])} ${n(one[1])}L${n(end[0])} ${n(end[1])}L${n(two[0])} ${n(two[1])}"/>`
    );
  };
  return (
    `<g stroke="#fde4c4" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" fill="none" opacity=".85">` +
    arc(190, 330) +
    arc(10, 150) +
    `</g>`
  );
}

/**
 * A pillow seen from above, as solid and outlined as the pillows under the heads: drawn faint, readers took a pillow
 * under a knee for a shadow and missed it under a head.
 */
export function pillowFromAbove(prop: PoseProp): string {
  const base = prop.base ?? 0;
  return rect(prop.x, base + prop.height, prop.width, prop.height, PILLOW_FILL, 12, PILLOW_EDGE);
}

/**
 * Seen from above, the body nearer the ceiling casts a soft shadow on the one under it, just before it is drawn:
 * where the two cross, the shadow says which lies on which, so limbs that cross read as one body over the other
 * rather than a knot.
 */
export function castShadow(skeleton: Skeleton, shadow: (typeof CAST_SHADOW)["over" | "beside"]): string {
  // One width for the head, trunk and limbs keeps the shadow to one path; a shadow need not follow each part's size.
  const d = chained(skeleton.segments.filter((segment) => SHADOW_PARTS.has(segment.name)));
  return `<g stroke="#102" opacity="${shadow.opacity}" transform="translate(${shadow.offset})"><path stroke-width="${shadow.width}" d="${d}${dots([skeleton.headCentre])}"/></g>`;
}

/** The body lying behind the other (see `FigurePose.depth`) is drawn a little see-through: darker against the night,
 * lower in contrast, in its own colours. */
export const DEPTH_OPACITY = 0.78;
/** The thin edge in the night's colour round a body lying in front of the other, where it crosses the one behind. */
export const GAP_LINE = { colour: "#1f0c24", width: 2.5 } as const;

/** The body lying behind the other, seen from the side (the one given a depth), if any. */
export function depthBehind(pose: PoseDefinition): "a" | "b" | undefined {
  if (pose.view === "above") return undefined;
  const [a, b] = [pose.a.depth ?? 0, pose.b.depth ?? 0];
  return a > b ? "a" : b > a ? "b" : undefined;
}

/**
 * The gap line: the body's whole shape, a little larger, in the night's colour, drawn just before the body. Each limb
 * part is one stroke as wide as the part is on average (short markup; the line need not follow every taper).
 */
function gapLine(skeleton: Skeleton): string {
  const grow = OUTLINE_WIDTH + 2 * GAP_LINE.width;
  const parts = skeleton.segments.map((segment) => {
    const ends = LIMB_TAPER[segment.name];
    return ends ? { ...segment, radius: (ends[0] + ends[1]) / 2 } : segment;
  });
  const head = skeleton.segments.find((segment) => segment.name === "head")!;
  return (
    `<g stroke="${GAP_LINE.colour}">${strokes(parts, GAP_LINE.colour, grow).replaceAll(` stroke="${GAP_LINE.colour}"`, "")}` +
    `<circle cx="${X(head.from)}" cy="${Y(head.from)}" r="${n(head.radius + grow / 2)}" fill="${GAP_LINE.colour}"/></g>`
  );
}

/** A headboard seen from the side: how far it rises above the mattress, how thick it is, its gap past the heads. */
export const SIDE_HEADBOARD = { rise: 44, width: 10, clear: 8 } as const;

export interface Headboard {
  /** The bed as laid out, and the same bed cut off at the headboard. */
  bed: PoseProp;
  cut: PoseProp;
  /** The headboard's outer edge, and which way from the couple it stands. */
  x: number;
  side: -1 | 1;
}

/**
 * Seen from the bedside, where the couple lies on a bed with both heads the same way and the bed runs on past them, the
 * bed ends in a headboard just past the heads: with it the block under them reads as a bed, and its head end shows.
 */
export function headboardAt(
  pose: PoseDefinition,
  props: readonly PoseProp[],
  skeletons: { a: Skeleton; b: Skeleton },
): Headboard | undefined {
  if (pose.view === "above") return undefined;
  const bed = props.find((prop) => prop.kind === "bed");
  if (!bed) return undefined;
  const lying = (["a", "b"] as const).filter((name) => {
    const flat = Math.abs(Math.sin((pose[name].torso * Math.PI) / 180)) < 0.5;
    const onBed = skeletons[name].pelvis[1] - bed.height < 60 && skeletons[name].pelvis[1] > bed.height;
    return flat && onBed;
  });
  if (lying.length === 0) return undefined;
  const sides = lying.map((name) => Math.sign(skeletons[name].headCentre[0] - skeletons[name].pelvis[0]));
  if (sides.some((side) => side !== sides[0]) || sides[0] === 0) return undefined;
  const side = sides[0] as -1 | 1;
  // Pillows on the bed stay on it, inside the headboard.
  const box = props
    .filter((prop) => prop.kind === "pillow")
    .reduce(
      (out, pillow) => grow(out, { x1: pillow.x, y1: 0, x2: pillow.x + pillow.width, y2: 0 }),
      grow(skeletonBox(skeletons.a), skeletonBox(skeletons.b)),
    );
  const inner = side === -1 ? box.x1 - SIDE_HEADBOARD.clear : box.x2 + SIDE_HEADBOARD.clear;
  const x = inner + side * SIDE_HEADBOARD.width;
  // The bed must run on past the heads, and no wall stand there already (a wall behind the heads is their headboard).
  if (side === -1 ? bed.x > x : bed.x + bed.width < x) return undefined;
  if (
    props.some(
      (prop) =>
        prop.kind === "wall" && prop.x < Math.max(inner, x) + 40 && prop.x + prop.width > Math.min(inner, x) - 40,
    )
  )
    return undefined;
  const cut = side === -1 ? { ...bed, x: inner, width: bed.x + bed.width - inner } : { ...bed, width: inner - bed.x };
  return { bed, cut, x, side };
}

/** The headboard: a padded board from the floor to above the mattress, its top rounded and lit. */
function drawHeadboard(head: Headboard): string {
  const left = Math.min(head.x, head.x - head.side * SIDE_HEADBOARD.width);
  const top = head.bed.height + SIDE_HEADBOARD.rise;
  return (
    rect(left, top, SIDE_HEADBOARD.width, top, CHAIR_WOOD, 5) +
    rect(left - 2, top + 2, SIDE_HEADBOARD.width + 4, 8, MATTRESS.piping, 4)
  );
}

/**
 * The two figures and their props as SVG markup for the 400 × 300 card: clothed-looking mannequins with rounded
 * limbs and an outline, a face in profile and hair (which way each body faces), no anatomy, one colour each. The
 * couple and what matters around them are fitted into the card. A variation's setting is drawn in the scene:
 * candles on a side table, a mirror beside them, a blanket over them, water, a blindfold on a head.
 * Deterministic: the same pose and change always give the same markup.
 */
export function renderPoseFigures(pose: PoseDefinition, change?: PoseChange): string {
  const layout = layoutScene(pose, change);
  const { skeletons } = layout;
  const colours = change?.swapColours ? { a: FIGURE_COLOURS.b, b: FIGURE_COLOURS.a } : FIGURE_COLOURS;
  const order = pose.inFront === "a" ? (["b", "a"] as const) : (["a", "b"] as const);
  const ground =
    pose.view === "above"
      ? ""
      : `<ellipse cx="${n((layout.frame.x1 + layout.frame.x2) / 2)}" cy="${FLOOR_Y + 5}" rx="${n((layout.frame.x2 - layout.frame.x1) / 2 + 30)}" ry="8" fill="#000" opacity=".22"/>`;
  const fromAbove = layout.bed !== undefined;
  const asSofa = change?.bedBecomes === "sofa";
  const head = asSofa ? undefined : headboardAt(pose, layout.props, skeletons);
  const bodyBox = grow(skeletonBox(skeletons.a), skeletonBox(skeletons.b));
  const coupleX = (bodyBox.x1 + bodyBox.x2) / 2;
  const props =
    layout.props
      .map((prop) =>
        fromAbove && asSofa && prop.kind === "mattress"
          ? sofaFromAbove(prop)
          : fromAbove && prop.kind === "pillow"
            ? pillowFromAbove(prop)
            : prop === head?.bed
              ? drawHeadboard(head) + drawProp(head.cut, asSofa, Math.max(pose.a.depth ?? 0, pose.b.depth ?? 0))
              : drawProp(prop, asSofa, Math.max(pose.a.depth ?? 0, pose.b.depth ?? 0), coupleX),
      )
      .join("") + (fromAbove ? pillowsAndShadows(pose, layout.props, skeletons) : "");
  const behind = layout.additions.map(fromAbove ? drawBehindFromAbove : drawBehind).join("");
  const astride = (name: "a" | "b") => pose.astride?.includes(name) ?? false;
  // A body lying behind the other (seen from the bedside) is drawn a little see-through, as further from the light.
  const back = depthBehind(pose);
  const layer = (name: "a" | "b", side: "far" | "near", skeleton = skeletons[name]) =>
    drawGroup(
      skeleton,
      side,
      side === "far" ? shade(colours[name], 0.78) : colours[name],
      OUTLINE_COLOURS[name],
      side === "near",
      astride(name),
      undefined,
      pose[name].seen !== undefined,
    );
  const additions: PoseAddition[] = [...(change?.add ?? [])];
  const blindfold = additions.includes("blindfold")
    ? drawInFront({ kind: "blindfold", box: EMPTY }, pose, skeletons)
    : "";
  // A blindfold on the body lying behind is behind the body in front too, not drawn across it.
  const blindfoldBehind = back === "b" ? blindfold : "";
  let figures: string;
  if (back) {
    // The body behind first, whole, then the body in front with a gap line round it, so where the two cross the front
    // one reads as nearer, not as lying on top. Only the back body's near arm, reaching round the front one, comes last.
    const front = back === "a" ? "b" : "a";
    const reaching = (segment: Segment) => segment.part === "arm" && segment.side === "near";
    const without = { ...skeletons[back], segments: skeletons[back].segments.filter((s) => !reaching(s)) };
    const arm = { ...skeletons[back], segments: skeletons[back].segments.filter(reaching) };
    figures =
      `<g opacity="${DEPTH_OPACITY}">` +
      layer(back, "far") +
      drawFigureBody(back, pose[back], skeletons[back], colours[back]) +
      layer(back, "near", without) +
      blindfoldBehind +
      `</g>` +
      gapLine(skeletons[front]) +
      layer(front, "far") +
      drawFigureBody(front, pose[front], skeletons[front], colours[front]) +
      layer(front, "near") +
      layer(back, "near", arm);
  } else if (pose.view === "above" && !pose.nearLegInFront) {
    // From above, each body is drawn whole, the one beneath first, then the shadow the upper one casts on it, then
    // the upper one: drawn in layers (both bodies' far limbs, then both trunks, then both near limbs), the lower
    // body's limbs crossed over the upper one and readers saw a knot of limbs, not who lies where. (A leg the pose
    // lifts over everything keeps the layers below.)
    const [lower, upper] = order;
    const whole = (name: "a" | "b") =>
      layer(name, "far") + drawFigureBody(name, pose[name], skeletons[name], colours[name]) + layer(name, "near");
    figures =
      whole(lower) + castShadow(skeletons[upper], CAST_SHADOW[liesOver(skeletons) ? "over" : "beside"]) + whole(upper);
  } else {
    const far = (["a", "b"] as const).map((name) => layer(name, "far")).join("");
    const bodies = order
      .map(
        (name, index) =>
          (pose.view === "above" && index === 1
            ? castShadow(skeletons[name], CAST_SHADOW[liesOver(skeletons) ? "over" : "beside"])
            : "") + drawFigureBody(name, pose[name], skeletons[name], colours[name]),
      )
      .join("");
    // A raised near leg the other body would hide (knees drawn up behind a rider or under a partner lying over them)
    // comes last, over the other's near limbs, so the knee the position's name depends on shows.
    const lifted = (name: "a" | "b") => pose.nearLegInFront === name;
    const nearLeg = (segment: Segment) => segment.part === "leg" && segment.side === "near";
    const near = order
      .map((name) =>
        lifted(name)
          ? layer(name, "near", { ...skeletons[name], segments: skeletons[name].segments.filter((s) => !nearLeg(s)) })
          : layer(name, "near"),
      )
      .join("");
    const last = (["a", "b"] as const)
      .filter(lifted)
      .map((name) => layer(name, "near", { ...skeletons[name], segments: skeletons[name].segments.filter(nearLeg) }))
      .join("");
    figures = far + bodies + near + last;
  }
  const placedFront = layout.additions
    .map((addition) => (fromAbove ? drawInFrontFromAbove(addition) : drawInFront(addition, pose, skeletons)))
    .join("");
  const seatFronts = layout.props
    .filter((prop) => prop.kind === "armchair" && prop.seen === "front")
    .map(armchairSeatFront)
    .join("");
  const roll = pose.sequence ? rollArrow(rollArrowBox(grow(skeletonBox(skeletons.a), skeletonBox(skeletons.b)))) : "";
  return `<g transform="${layout.transform}">${ground}${props}${behind}<g fill="none" stroke-linecap="round">${figures}</g>${seatFronts}${blindfoldBehind ? "" : blindfold}${placedFront}${roll}</g>`;
}

/** The figures' full outline lengths, for tests that hold limb lengths constant. */
export const SEGMENT_LENGTHS: Record<Segment["name"], number> = {
  head: 0,
  torso: BODY.torso - BODY.shoulderDrop,
  neck: BODY.neck,
  upperArm: BODY.upperArm,
  forearm: BODY.forearm,
  thigh: BODY.thigh,
  shin: BODY.shin,
  foot: BODY.foot,
};
