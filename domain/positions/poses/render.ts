import type { FigurePose, PoseAddition, PoseChange, PoseDefinition, PoseProp } from "@content/positions/pose-types";
import { BACK_RISE, BACK_THICKNESS, sceneGeometry, STAIR_STEPS } from "./scene";
import { BODY, buildSkeleton, direction, type Point, type Segment, type Skeleton } from "./skeleton";

/** Height of the floor line in the 400 × 300 picture (SVG y grows downwards; pose y grows upwards). */
export const FLOOR_Y = 262;

/** The partners' colours: the same two in every picture, so a couple can follow "rose" and "honey" across pages. */
export const FIGURE_COLOURS = { a: "#f29bb5", b: "#f5c27d" } as const;
const PROP_COLOUR = "#4a2346";
const PROP_TOP = "#70406a";
const PROP_SOFT = "#e9cfe3";

/** One decimal is plenty at this size and keeps the markup short. */
const n = (value: number) => Math.round(value * 10) / 10;
const X = (point: Point) => n(point[0]);
const Y = (point: Point) => n(FLOOR_Y - point[1]);

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

function stroke(segment: Segment, colour: string): string {
  if (segment.name === "head") {
    return `<circle cx="${X(segment.from)}" cy="${Y(segment.from)}" r="${segment.radius}" fill="${colour}"/>`;
  }
  return `<path stroke="${colour}" stroke-width="${segment.radius * 2}" d="M${X(segment.from)} ${Y(segment.from)}L${X(segment.to)} ${Y(segment.to)}"/>`;
}

/** A soft highlight along the upper-left edge of the larger parts: enough shading to read as rounded. */
function highlight(segment: Segment): string {
  if (segment.name === "head") {
    const [x, y] = [X(segment.from), Y(segment.from)];
    return `<path stroke="#fff" stroke-opacity=".28" stroke-width="3" d="M${n(x - 7)} ${n(y + 1)}A7 7 0 0 1 ${n(x + 1)} ${n(y - 7)}"/>`;
  }
  if (!["torso", "thigh", "upperArm"].includes(segment.name)) return "";
  const width = n(segment.radius * 0.7);
  const offset = segment.radius * 0.4;
  return `<path stroke="#fff" stroke-opacity=".2" stroke-width="${width}" d="M${n(X(segment.from) - offset)} ${n(Y(segment.from) - offset)}L${n(X(segment.to) - offset)} ${n(Y(segment.to) - offset)}"/>`;
}

function drawParts(skeleton: Skeleton, colour: string, pick: (segment: Segment) => boolean, withHighlights: boolean): string {
  let out = "";
  for (const segment of skeleton.segments.filter(pick)) {
    out += stroke(segment, colour);
    if (withHighlights) out += highlight(segment);
  }
  return out;
}

function rect(x: number, yTop: number, width: number, height: number, fill: string, radius = 0, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(FLOOR_Y - yTop)}" width="${n(width)}" height="${n(height)}"${radius ? ` rx="${radius}"` : ""} fill="${fill}"${extra}/>`;
}

function drawProp(prop: PoseProp, asSofa: boolean): string {
  const kind = prop.kind === "bed" && asSofa ? "sofa" : prop.kind;
  const { x, width, height } = prop;
  switch (kind) {
    case "mattress": {
      const base = prop.base ?? 0;
      const top = base + height;
      return (
        rect(x, top, width, height, PROP_COLOUR, 14) +
        rect(x + 8, top - 8, width - 16, height - 16, PROP_TOP, 10) +
        rect(x + 24, top - 14, width / 2 - 36, 30, PROP_SOFT, 12, ` fill-opacity=".35"`) +
        rect(x + width / 2 + 12, top - 14, width / 2 - 36, 30, PROP_SOFT, 12, ` fill-opacity=".35"`)
      );
    }
    case "bed":
      return rect(x, height, width, height, PROP_COLOUR, 6) + rect(x, height, width, 11, PROP_TOP, 5);
    case "table":
      return rect(x, height, width, 9, PROP_TOP, 3) + rect(x + 6, height - 9, 8, height - 9, PROP_COLOUR) + rect(x + width - 14, height - 9, 8, height - 9, PROP_COLOUR);
    case "cushions":
      return `<g fill="${PROP_TOP}"><ellipse cx="${n(x + width * 0.3)}" cy="${n(FLOOR_Y - height / 2)}" rx="${n(width * 0.32)}" ry="${n(height / 2)}"/><ellipse cx="${n(x + width * 0.7)}" cy="${n(FLOOR_Y - height / 2)}" rx="${n(width * 0.32)}" ry="${n(height / 2)}"/></g>`;
    case "pillow":
      return rect(x, (prop.base ?? 0) + height, width, height, PROP_SOFT, height / 2, ` fill-opacity=".55"`);
    case "wall":
      return rect(x, height, width, height, "#341631") + rect(x, height, width, 4, PROP_TOP);
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
      return `<path d="${path}" fill="${PROP_COLOUR}" stroke="${PROP_TOP}" stroke-width="2"/>`;
    }
    default: {
      // chair, armchair, sofa: a seat with a back on one side (a bed drawn as a sofa gets its back on the far side)
      const back = prop.back === "right" ? x + width - BACK_THICKNESS : x;
      const backHeight = height * (1 + BACK_RISE[kind]);
      const seatThickness = kind === "chair" ? 7 : height * 0.55;
      const legs =
        kind === "chair"
          ? rect(x + 2, height - seatThickness, 5, height - seatThickness, PROP_COLOUR) + rect(x + width - 7, height - seatThickness, 5, height - seatThickness, PROP_COLOUR)
          : "";
      const backRect = kind === "sofa" && prop.kind === "bed" ? "" : rect(back, backHeight, BACK_THICKNESS, backHeight - (kind === "chair" ? height - seatThickness : 0), PROP_COLOUR, 4);
      const sofaBack = kind === "sofa" && prop.kind === "bed" ? rect(x, height + 34, width, 34 + height, "#3b1a39", 10) : "";
      return sofaBack + backRect + legs + rect(x, height, width, seatThickness, PROP_TOP, 5);
    }
  }
}

/** The figure lying lowest and flattest: the one a hip pillow goes under. */
function reclinedFigure(pose: PoseDefinition): FigurePose {
  const flatness = (figure: FigurePose) => Math.abs(Math.sin((figure.torso * Math.PI) / 180)) * 100 + figure.pelvis[1];
  return flatness(pose.a) <= flatness(pose.b) ? pose.a : pose.b;
}

/** The highest surface under a point, at or below it. */
function surfaceUnder(pose: PoseDefinition, x: number, y: number): number {
  let best = 0;
  for (const surface of sceneGeometry(pose.props).surfaces) {
    if (x >= surface.x1 && x <= surface.x2 && surface.y <= y && surface.y > best) best = surface.y;
  }
  return best;
}

function freeSide(pose: PoseDefinition): number {
  const xs = [pose.a.pelvis[0], pose.b.pelvis[0]];
  return (xs[0]! + xs[1]!) / 2 > 200 ? 34 : 366;
}

function drawAdditionBehind(addition: PoseAddition, pose: PoseDefinition): string {
  switch (addition) {
    case "candle": {
      const x = freeSide(pose);
      const base = surfaceUnder(pose, x, 200);
      return `<g>${rect(x - 5, base + 24, 10, 24, "#f3e3c8", 2)}<path d="M${x} ${n(FLOOR_Y - base - 40)}C${x + 6} ${n(FLOOR_Y - base - 32)} ${x + 5} ${n(FLOOR_Y - base - 26)} ${x} ${n(FLOOR_Y - base - 25)}C${x - 5} ${n(FLOOR_Y - base - 26)} ${x - 6} ${n(FLOOR_Y - base - 32)} ${x} ${n(FLOOR_Y - base - 40)}Z" fill="#ffc46b"/><circle cx="${x}" cy="${n(FLOOR_Y - base - 31)}" r="16" fill="#ffc46b" opacity=".18"/></g>`;
    }
    case "hip-pillow": {
      const figure = reclinedFigure(pose);
      const [x, y] = figure.pelvis;
      const base = surfaceUnder(pose, x, y);
      return rect(x - 24, base + 12, 48, 12, PROP_SOFT, 6, ` fill-opacity=".8"`);
    }
    case "mirror": {
      const x = freeSide(pose);
      return `<g><ellipse cx="${x}" cy="${FLOOR_Y - 120}" rx="20" ry="42" fill="#2a1230" stroke="${PROP_SOFT}" stroke-width="3"/><path d="M${x - 8} ${FLOOR_Y - 140}L${x + 2} ${FLOOR_Y - 152}" stroke="#fff" stroke-opacity=".4" stroke-width="3"/></g>`;
    }
    case "shower":
      return `<g stroke="#bfe3f2" stroke-width="2" stroke-linecap="round" opacity=".55"><path d="M150 22H250" stroke-width="5"/>${[160, 178, 196, 214, 232, 248].map((x, i) => `<path d="M${x} ${32 + (i % 3) * 8}v10"/>`).join("")}</g>`;
    default:
      return "";
  }
}

function drawAdditionInFront(addition: PoseAddition, pose: PoseDefinition, skeletons: { a: Skeleton; b: Skeleton }): string {
  switch (addition) {
    case "blindfold": {
      // Over the eyes of the partner who receives: figure b, by convention the one being led.
      const head = skeletons.b.headCentre;
      const facing = direction(pose.b.torso - 90 * pose.b.front);
      const across = direction(pose.b.head ?? pose.b.torso);
      const eye: Point = [head[0] + facing[0] * 2 + across[0] * 2, head[1] + facing[1] * 2 + across[1] * 2];
      const from: Point = [eye[0] - facing[0] * 12, eye[1] - facing[1] * 12];
      const to: Point = [eye[0] + facing[0] * 12, eye[1] + facing[1] * 12];
      return `<path stroke="#3a1036" stroke-width="5" d="M${X(from)} ${Y(from)}L${X(to)} ${Y(to)}"/>`;
    }
    case "blanket": {
      const xs = [skeletons.a.pelvis[0], skeletons.b.pelvis[0]];
      const left = Math.max(12, Math.min(...xs) - 90);
      const right = Math.min(388, Math.max(...xs) + 90);
      const top = FLOOR_Y - Math.max(surfaceUnder(pose, (left + right) / 2, 150), 0) - 30;
      return `<path d="M${n(left)} ${FLOOR_Y}V${n(top + 10)}Q${n(left + (right - left) / 4)} ${n(top - 6)} ${n((left + right) / 2)} ${n(top + 6)}T${n(right)} ${n(top)}V${FLOOR_Y}Z" fill="${PROP_SOFT}" fill-opacity=".45"/>`;
    }
    case "bath":
      return `<g><path d="M60 ${FLOOR_Y - 70}H340V${FLOOR_Y - 24}Q340 ${FLOOR_Y} 316 ${FLOOR_Y}H84Q60 ${FLOOR_Y} 60 ${FLOOR_Y - 24}Z" fill="#f3e6ef" fill-opacity=".9"/><path d="M70 ${FLOOR_Y - 62}q15-6 30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0t20 0" stroke="#9fc9e0" stroke-width="2.5" fill="none"/></g>`;
    default:
      return "";
  }
}

/**
 * The two figures and their props as SVG markup for the 400 × 300 picture: clothed-looking mannequins with rounded
 * limbs, no anatomy and no faces, one colour each, soft highlights, the props in plum. Deterministic: the same pose
 * and change always give the same markup.
 */
export function renderPoseFigures(pose: PoseDefinition, change?: PoseChange): string {
  const skeletons = { a: buildSkeleton(pose.a), b: buildSkeleton(pose.b) };
  const colours = change?.swapColours ? { a: FIGURE_COLOURS.b, b: FIGURE_COLOURS.a } : FIGURE_COLOURS;
  const additions = change?.add ?? [];
  const back = ["a", "b"] as const;
  const order = pose.inFront === "a" ? (["b", "a"] as const) : (["a", "b"] as const);
  const ground = pose.view === "above" ? "" : `<ellipse cx="200" cy="${FLOOR_Y + 6}" rx="175" ry="9" fill="#000" opacity=".22"/>`;
  // In the bath the tub takes the bed's place; everywhere else the props stay as the pose has them.
  const shownProps = additions.includes("bath") ? pose.props.filter((prop) => prop.kind !== "bed") : pose.props;
  const props = shownProps.map((prop) => drawProp(prop, change?.bedBecomes === "sofa")).join("");
  const behind = additions.map((addition) => drawAdditionBehind(addition, pose)).join("");
  const far = back.map((name) => drawParts(skeletons[name], shade(colours[name], 0.78), (s) => s.side === "far", false)).join("");
  const bodies = order.map((name) => drawParts(skeletons[name], colours[name], (s) => s.side === "centre", true)).join("");
  const near = order.map((name) => drawParts(skeletons[name], colours[name], (s) => s.side === "near", true)).join("");
  const front = additions.map((addition) => drawAdditionInFront(addition, pose, skeletons)).join("");
  return `${ground}${props}${behind}<g fill="none" stroke-linecap="round">${far}${bodies}${near}${front}</g>`;
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
