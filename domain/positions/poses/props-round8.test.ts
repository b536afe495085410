import { describe, expect, it } from "vitest";
import { BASE_POSES } from "@content/positions/all-poses";
import type { PoseDefinition } from "@content/positions/pose-types";
import { NIGHTS, PLUMS } from "../illustration";
import { OUTLINE_COLOURS, PILLOW_FILL, renderPoseFigures, SOFA, STAIRS, WALL } from "./render";
import { buildSkeleton } from "./skeleton";

/**
 * Round 8 of issue #46: readers kept missing props drawn thin or dark on the night sky (a wall read as a pole, floor
 * cushions and stairs as faint shapes, a sofa as "a low bar plus a post"), and raised knees hidden by the other body.
 * These checks hold the props as lit shapes and the raised knees drawn over the other partner.
 */
const POSES = Object.entries(BASE_POSES);

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}
const contrast = (light: string, dark: string) => (luminance(light) + 0.05) / (luminance(dark) + 0.05);
/** The lightest colour a card's night sky takes. */
const SKY = [...NIGHTS, ...PLUMS].sort((x, y) => luminance(y) - luminance(x))[0]!;

const rects = (svg: string, fill: string) =>
  [
    ...svg.matchAll(
      new RegExp(`<rect x="([\\d.-]+)" y="[\\d.-]+" width="([\\d.-]+)" height="[\\d.-]+" fill="${fill}"`, "g"),
    ),
  ].map((match) => ({ x: Number(match[1]), width: Number(match[2]) }));
const coupleCentre = (pose: PoseDefinition) => {
  const xs = [buildSkeleton(pose.a), buildSkeleton(pose.b)].flatMap((skeleton) =>
    skeleton.segments.flatMap((segment) => [segment.from[0], segment.to[0]]),
  );
  return (Math.min(...xs) + Math.max(...xs)) / 2;
};

describe("props that read on the night sky", () => {
  it("draws a wall as a lit panel running from its face away from the couple, not as a post", () => {
    const walled = POSES.filter(([, pose]) => pose.view !== "above" && pose.props.some((prop) => prop.kind === "wall"));
    expect(walled.length).toBeGreaterThanOrEqual(8);
    for (const [id, pose] of walled) {
      const svg = renderPoseFigures(pose);
      for (const wall of pose.props.filter((prop) => prop.kind === "wall")) {
        const coupleRight = coupleCentre(pose) > wall.x + wall.width / 2;
        const face = coupleRight ? wall.x + wall.width : wall.x;
        const panel = rects(svg, WALL.fill).find((rect) =>
          coupleRight ? Math.abs(rect.x + rect.width - face) < 0.2 : Math.abs(rect.x - face) < 0.2,
        );
        expect(panel, `${id}: no panel at the wall's face`).toBeDefined();
        // Many times the wall's own thickness, and on the side away from the couple.
        expect(panel!.width, id).toBeGreaterThanOrEqual(150);
        expect(svg, id).toContain(`M${face} `);
        expect(svg, id).toContain(`stroke="${WALL.face}" stroke-width="3"`);
      }
    }
  });

  it("draws walls, stairs, sofas and floor cushions lighter than the lightest night sky", () => {
    for (const fill of [WALL.fill, STAIRS.fill, SOFA.back, SOFA.far])
      expect(contrast(fill, SKY), fill).toBeGreaterThan(1.2);
    for (const edge of [WALL.face, STAIRS.tread, SOFA.top]) expect(contrast(edge, SKY), edge).toBeGreaterThan(3);
    const cushioned = POSES.filter(([, pose]) => pose.props.some((prop) => prop.kind === "cushions"));
    expect(cushioned.length).toBeGreaterThan(0);
    for (const [id, pose] of cushioned)
      expect(renderPoseFigures(pose), id).toMatch(new RegExp(`<g fill="${PILLOW_FILL}"[^>]*><ellipse`));
    for (const [id, pose] of POSES.filter(([, pose]) => pose.props.some((prop) => prop.kind === "stairs")))
      expect(renderPoseFigures(pose), id).toContain(`fill="${STAIRS.fill}"`);
    for (const [id, pose] of POSES.filter(([, pose]) => pose.props.some((prop) => prop.kind === "sofa")))
      expect(renderPoseFigures(pose), id).toContain(`fill="${SOFA.back}"`);
  });
});

describe("a raised near leg drawn over the other partner", () => {
  const lifted = POSES.filter(([, pose]) => pose.nearLegInFront !== undefined);

  it("is used by the bases whose raised knees readers lost, Pretzel Twist's leg round the waist (round 10), Downstream's kneeling leg and Grand Armchair's hanging shin (round 11)", () => {
    expect(lifted.map(([id]) => id).sort()).toEqual([
      // Round 17: The Dip's knee hooked round the partner's hip.
      "adventurous-19",
      "adventurous-25",
      "adventurous-8",
      // Open Book (round 14): its layers let the honey partner's arm lie over the rose partner's far leg to the joined hands.
      "mixed-10",
      // Reverse Lotus (round 17): the partner behind sits on the cushion, their folded near leg drawn over the lap
      // partner's crossed legs, so the reader sees them sitting cross-legged rather than squatting on their toes.
      "mixed-21",
      "passionate-10",
      "passionate-11",
      "passionate-18",
      "passionate-24",
      // Edge Rider (round 15): the lying partner's near leg, knee over the edge and foot on the floor, drawn over the rider.
      "passionate-26",
      // Leaning Moon (passionate-8) left the list in round 12: its rider's hands moved from the knees to the mattress.
      "romantic-14",
      "romantic-3",
    ]);
  });

  it("comes after everything of the other figure in the drawing", () => {
    for (const [id, pose] of lifted) {
      const svg = renderPoseFigures(pose);
      const name = pose.nearLegInFront!;
      const other = name === "a" ? "b" : "a";
      expect(svg.lastIndexOf(`stroke="${OUTLINE_COLOURS[name]}"`), id).toBeGreaterThan(
        svg.lastIndexOf(`stroke="${OUTLINE_COLOURS[other]}"`),
      );
    }
  });
});
