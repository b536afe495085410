import { describe, expect, it } from "vitest";
import { BASE_POSES } from "@content/positions/all-poses";
import type { FigurePose } from "@content/positions/pose-types";
import {
  CAST_SHADOW,
  FIGURE_COLOURS,
  FLOOR_Y,
  frontTorsoCurves,
  HAIR_COLOURS,
  headFrame,
  liesOver,
  OUTLINE_COLOURS,
  renderPoseFigures,
  TORSO_CURVE,
  torsoMarks,
} from "./render";
import { BODY, buildSkeleton, direction, THICKNESS, trunkBow, type Point } from "./skeleton";

/**
 * Which way each body faces must show at card size without the nose: the hair covers the back of the head, the chest
 * curves out on the front of the torso and the seat at its back, and from above the upper body shades the lower.
 * These read the drawn markup, so a flipped sign or arc flag anywhere fails them.
 */
const POSES = Object.entries(BASE_POSES);
const NAMES = ["a", "b"] as const;
// Seen from the front or from behind (on the side, towards the viewer or turned away), a head is not a profile.
const inProfile = (figure: FigurePose) => figure.seen === undefined;
/** Scene point → the SVG's coordinates inside the card's transform (y down). */
const toSvg = (point: Point): Point => [point[0], FLOOR_Y - point[1]];
const dot = (u: Point, v: Point) => u[0] * v[0] + u[1] * v[1];

/** The centre of an SVG arc of radius r from p1 to p2, from its large-arc and sweep flags (SVG spec, F.6.5). */
function arcCentre(p1: Point, p2: Point, r: number, large: number, sweep: number): Point {
  const hx = (p1[0] - p2[0]) / 2;
  const hy = (p1[1] - p2[1]) / 2;
  const half = hx * hx + hy * hy;
  const coefficient = (large !== sweep ? 1 : -1) * Math.sqrt(Math.max(0, (r * r - half) / half));
  return [coefficient * hy + (p1[0] + p2[0]) / 2, -coefficient * hx + (p1[1] + p2[1]) / 2];
}

function hairPaths(svg: string, name: "a" | "b") {
  const pattern = new RegExp(
    `<path d="M([-\\d.]+) ([-\\d.]+)A([\\d.]+) [\\d.]+ 0 (\\d) (\\d) ([-\\d.]+) ([-\\d.]+)Z" fill="${HAIR_COLOURS[name]}"/>`,
    "g",
  );
  return [...svg.matchAll(pattern)].map((match) => {
    const [x1, y1, r, large, sweep, x2, y2] = match.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    return { start: [x1, y1] as Point, end: [x2, y2] as Point, r, large, sweep };
  });
}

describe("a head carries its hair on the side away from its face", () => {
  it("in every base, each head in profile has one cap of hair round its own centre, its bulk behind the face", () => {
    let heads = 0;
    for (const [id, pose] of POSES) {
      const svg = renderPoseFigures(pose);
      for (const name of NAMES) {
        const figure = pose[name];
        if (!inProfile(figure)) continue;
        heads++;
        const skeleton = buildSkeleton(figure);
        const frame = headFrame(figure, skeleton);
        const [hair] = hairPaths(svg, name);
        expect(hair, `${id} ${name}`).toBeDefined();
        const centre = toSvg(skeleton.headCentre);
        // The arc the flags choose runs round this head (the other choice would be centred outside it)…
        const arc = arcCentre(hair!.start, hair!.end, hair!.r, hair!.large, hair!.sweep);
        expect(Math.hypot(arc[0] - centre[0], arc[1] - centre[1]), `${id} ${name}`).toBeLessThan(0.3);
        // …and it is the long way round, so the hair covers more than half the head…
        expect(hair!.large, `${id} ${name}`).toBe(1);
        // …and its bulk (opposite the chord, through the centre) points away from the face.
        const chordMiddle: Point = [(hair!.start[0] + hair!.end[0]) / 2, (hair!.start[1] + hair!.end[1]) / 2];
        const bulk: Point = [centre[0] - chordMiddle[0], centre[1] - chordMiddle[1]];
        const face: Point = [frame.face[0], -frame.face[1]];
        expect(dot(bulk, face) / Math.hypot(...bulk), `${id} ${name}`).toBeLessThan(-0.8);
      }
    }
    // Spooning's heads, drawn from the bedside since round 7, show a face each, not a profile. Round 10 turned two
    // heads seen from above to face up or down (Open Book, Harbour) and drew Twin Crescents from above again. Round 19
    // turned Open V's kneeler to face the viewer.
    expect(heads).toBeGreaterThan(184);
  });

  it("a head facing right wears its hair on the left, and the same head facing left wears it on the right", () => {
    const upright = BASE_POSES["romantic-6"]!;
    for (const front of [1, -1] as const) {
      const figure: FigurePose = { ...upright.a, torso: 90, head: 90, front };
      const svg = renderPoseFigures({ ...upright, a: figure });
      const [hair] = hairPaths(svg, "a");
      const centre = toSvg(buildSkeleton(figure).headCentre);
      const chordMiddleX = (hair!.start[0] + hair!.end[0]) / 2;
      // Facing right (front 1, upright): the chord sits on the face's side, right of the centre.
      expect(Math.sign(chordMiddleX - centre[0])).toBe(front);
    }
  });
});

describe("a torso in profile shows its front", () => {
  it("the chest stands out on the front and the seat at the back, past the torso's straight outline", () => {
    for (const [id, pose] of POSES) {
      for (const name of NAMES) {
        const figure = pose[name];
        if (!inProfile(figure)) continue;
        const skeleton = buildSkeleton(figure);
        const marks = torsoMarks(figure, skeleton);
        // The front is the face's side when the head is straight: the same rule for the torso as for the head.
        const faceWhenStraight = headFrame({ ...figure, head: figure.torso }, skeleton).face;
        expect(dot(marks.front, faceWhenStraight), `${id} ${name}`).toBeCloseTo(1, 6);
        const offset = (point: Point) =>
          dot([point[0] - skeleton.pelvis[0], point[1] - skeleton.pelvis[1]], marks.front);
        // An arched trunk carries its chest and seat out with the curve, by as much as it bows at their heights.
        expect(offset(marks.chest.centre) + marks.chest.radius, `${id} ${name}`).toBeCloseTo(
          THICKNESS.torso + TORSO_CURVE + trunkBow(figure, 0.7),
          6,
        );
        expect(offset(marks.seat.centre) - marks.seat.radius, `${id} ${name}`).toBeCloseTo(
          -(THICKNESS.torso + TORSO_CURVE) + trunkBow(figure, 0.04),
          6,
        );
        // The chest is up the torso, near the shoulders; the seat at the hips.
        const along = direction(figure.torso);
        const height = (point: Point) => dot([point[0] - skeleton.pelvis[0], point[1] - skeleton.pelvis[1]], along);
        expect(height(marks.chest.centre), `${id} ${name}`).toBeGreaterThan(BODY.torso / 2);
        expect(Math.abs(height(marks.seat.centre)), `${id} ${name}`).toBeLessThan(BODY.torso / 6);
      }
    }
  });

  it("draws the chest and the seat in the torso's own outline and fill", () => {
    for (const [id, pose] of POSES) {
      const svg = renderPoseFigures(pose);
      for (const name of NAMES) {
        const figure = pose[name];
        if (!inProfile(figure)) continue;
        const marks = torsoMarks(figure, buildSkeleton(figure));
        const width = 2 * THICKNESS.torso;
        for (const [colour, stroke] of [
          [OUTLINE_COLOURS[name], width + 3],
          [FIGURE_COLOURS[name], width],
        ] as const) {
          const path = svg.match(new RegExp(`<path stroke="${colour}" stroke-width="${stroke}" d="([^"]+)"`))?.[1];
          for (const mark of [marks.chest.centre, marks.seat.centre]) {
            const [x, y] = toSvg(mark).map((value) => Math.round(value * 10) / 10);
            expect(path, `${id} ${name}`).toContain(`M${x} ${y}L`);
          }
        }
      }
    }
  });

  it("a body facing right has its chest on the right of its spine and its seat on the left", () => {
    const upright = BASE_POSES["romantic-6"]!;
    const figure: FigurePose = { ...upright.a, torso: 90, front: 1 };
    const skeleton = buildSkeleton(figure);
    const marks = torsoMarks(figure, skeleton);
    expect(marks.chest.centre[0]).toBeGreaterThan(skeleton.pelvis[0]);
    expect(marks.seat.centre[0]).toBeLessThan(skeleton.pelvis[0]);
  });
});

describe("a torso seen from the front is wider at the shoulders and hips than at the waist", () => {
  it("draws a curve either side at the hips and at the shoulders, in the torso's own outline, for every body seen from the front", () => {
    let fronts = 0;
    for (const [id, pose] of POSES) {
      const svg = renderPoseFigures(pose);
      for (const name of NAMES) {
        const figure = pose[name];
        if (inProfile(figure)) continue;
        fronts++;
        const skeleton = buildSkeleton(figure);
        const curves = frontTorsoCurves(figure, skeleton);
        const across = direction(figure.torso - 90);
        const side = (point: Point) => dot([point[0] - skeleton.pelvis[0], point[1] - skeleton.pelvis[1]], across);
        // Two on each side of the spine, each as far out as the other.
        expect(
          curves
            .map(side)
            .map((value) => Math.round(value * 1000) / 1000)
            .sort(),
          `${id} ${name}`,
        ).toEqual([-TORSO_CURVE, -TORSO_CURVE, TORSO_CURVE, TORSO_CURVE].sort());
        const path = svg.match(
          new RegExp(`<path stroke="${OUTLINE_COLOURS[name]}" stroke-width="${2 * THICKNESS.torso + 3}" d="([^"]+)"`),
        )?.[1];
        for (const curve of curves) {
          const [x, y] = toSvg(curve).map((value) => Math.round(value * 10) / 10);
          expect(path, `${id} ${name}`).toContain(`M${x} ${y}L`);
        }
      }
    }
    expect(fronts).toBeGreaterThanOrEqual(10);
  });
});

describe("seen from above, the upper body shades the lower one", () => {
  it("casts its shadow after the lower body's torso and before its own, and only from above", () => {
    const shadowOf = (kind: "over" | "beside") =>
      `<g stroke="#102" opacity="${CAST_SHADOW[kind].opacity}" transform="translate(${CAST_SHADOW[kind].offset})">`;
    let above = 0;
    for (const [id, pose] of POSES) {
      const svg = renderPoseFigures(pose);
      const over = pose.view === "above" && liesOver({ a: buildSkeleton(pose.a), b: buildSkeleton(pose.b) });
      const shadow = shadowOf(over ? "over" : "beside");
      if (pose.view !== "above") {
        expect(svg, id).not.toContain(shadow);
        continue;
      }
      above++;
      const [lower, upper] = pose.inFront === "a" ? (["b", "a"] as const) : (["a", "b"] as const);
      const torso = (name: "a" | "b") => svg.indexOf(`<path stroke="${FIGURE_COLOURS[name]}" stroke-width="28"`);
      const at = svg.indexOf(shadow);
      expect(torso(lower), id).toBeLessThan(at);
      expect(at, id).toBeLessThan(torso(upper));
    }
    expect(above).toBeGreaterThanOrEqual(10);
  });
});
