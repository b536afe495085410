import { describe, expect, it } from "vitest";
import { BASE_POSES } from "@content/positions/all-poses";
import { renderPoseFigures, SOFA } from "./render";

/**
 * Round 9 of issue #46: the bases readers still read "with effort" after round 8, for reasons a drawing can fix.
 * These checks hold the cue each reader missed.
 */

/** The rectangles drawn in one fill, in card units (through the scene's translate and scale): [x, width, height]. */
const rects = (svg: string, fill: string) => {
  const [, dx, , scale] = /translate\(([\d.-]+)[ ,]([\d.-]+)\) scale\(([\d.]+)\)/.exec(svg)!.map(Number);
  return [
    ...svg.matchAll(
      new RegExp(`<rect x="([\\d.-]+)" y="[\\d.-]+" width="([\\d.-]+)" height="([\\d.-]+)"[^>]*fill="${fill}"`, "g"),
    ),
  ].map((match) => [Number(match[1]) * scale! + dx!, Number(match[2]) * scale!, Number(match[3]) * scale!] as const);
};

describe("a sofa reads as a sofa, not a bed with a post", () => {
  it("Sofa Skyline: a seat as deep as a sofa's and a padded back at least a fifth of it, inside the card", () => {
    const svg = renderPoseFigures(BASE_POSES["mixed-5"]!);
    const [seat] = rects(svg, SOFA.far);
    const [back] = rects(svg, SOFA.back);
    expect(seat && back).toBeTruthy();
    // Round 8's readers: "a long bed with a thin footboard post, not a sofa backrest".
    expect(back![1] / seat![1]).toBeGreaterThan(0.2);
    expect(back![0] + back![1]).toBeLessThanOrEqual(400);
  });

  it("every sofa's back stands inside the card", () => {
    for (const [id, pose] of Object.entries(BASE_POSES).filter(([, pose]) =>
      pose.props.some((prop) => prop.kind === "sofa"),
    ))
      for (const [x, width] of rects(renderPoseFigures(pose), SOFA.back)) {
        expect(x, id).toBeGreaterThanOrEqual(0);
        expect(x + width, id).toBeLessThanOrEqual(400);
      }
  });
});

describe("an armchair seen from the front shows its arms", () => {
  it("draws both arms in the lighter upholstery with lit tops (Cradle's legs drape over one)", () => {
    const svg = renderPoseFigures(BASE_POSES["romantic-16"]!);
    expect(rects(svg, SOFA.back).length).toBeGreaterThanOrEqual(2);
    expect(rects(svg, SOFA.top).length).toBeGreaterThanOrEqual(2);
  });
});
