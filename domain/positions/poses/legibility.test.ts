import { describe, expect, it } from "vitest";
import { NIGHTS, PLUMS } from "../illustration";
import { BASE_POSES } from "@content/positions/all-poses";
import {
  FIGURE_COLOURS,
  HAIR_COLOURS,
  layoutScene,
  pillowFromAbove,
  renderPoseFigures,
  rollArrowBox,
  skeletonBox,
} from "./render";

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
const contrast = (x: string, y: string) => {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
/** Red minus blue, 0–255: how warm a colour is. */
const warmth = (hex: string) => parseInt(hex.slice(1, 3), 16) - parseInt(hex.slice(5, 7), 16);

/**
 * Readers took the back of a dark-haired head for a face, because the hair vanished into the night sky: the hair must
 * stand apart from every night and plum behind the figures, and from the skin it sits on, and stay warm.
 */
describe("hair colours", () => {
  for (const name of ["a", "b"] as const) {
    const hair = HAIR_COLOURS[name];
    it(`partner ${name}'s hair stands apart from the night sky and the plum glow`, () => {
      for (const background of [...NIGHTS, ...PLUMS]) expect(contrast(hair, background)).toBeGreaterThanOrEqual(2);
    });
    it(`partner ${name}'s hair stands apart from their own skin`, () => {
      expect(contrast(hair, FIGURE_COLOURS[name])).toBeGreaterThanOrEqual(1.6);
    });
    it(`partner ${name}'s hair is warm`, () => {
      expect(warmth(hair)).toBeGreaterThan(80);
    });
  }
  it("the two partners' hair differ in lightness", () => {
    expect(contrast(HAIR_COLOURS.a, HAIR_COLOURS.b)).toBeGreaterThanOrEqual(1.4);
  });
});

describe("pillows seen from above", () => {
  it("are drawn solid and outlined where the pose puts them, not as faint shapes", () => {
    const harbour = BASE_POSES["romantic-12"]!;
    const pillows = harbour.props.filter((prop) => prop.kind === "pillow");
    expect(pillows.length).toBeGreaterThanOrEqual(2);
    const markup = renderPoseFigures(harbour);
    for (const pillow of pillows) {
      const drawn = pillowFromAbove(pillow);
      expect(drawn).toContain('stroke="#b995b2"');
      expect(drawn).not.toContain("opacity");
      expect(markup).toContain(drawn);
    }
  });
});

describe("a rolling sequence", () => {
  const rolling = Object.entries(BASE_POSES).filter(([, pose]) => pose.sequence === "roll");

  it("is marked on Switchback Flow, whose single frame otherwise reads as a pose held still", () => {
    expect(rolling.map(([id]) => id)).toContain("mixed-7");
  });

  it("draws a curved arrow over the couple, inside the card, and only for a sequence", () => {
    for (const [id, pose] of Object.entries(BASE_POSES)) {
      const markup = renderPoseFigures(pose);
      const arrow = /<g stroke="#fde4c4"[^>]*><path d="M[-\d.]+ [-\d.]+A/.test(markup);
      expect(arrow, id).toBe(pose.sequence === "roll");
    }
    for (const [, pose] of rolling) {
      const layout = layoutScene(pose);
      const bodies = [layout.skeletons.a, layout.skeletons.b].map(skeletonBox);
      const top = Math.max(...bodies.map((box) => box.y2));
      const box = rollArrowBox({
        x1: Math.min(...bodies.map((b) => b.x1)),
        y1: Math.min(...bodies.map((b) => b.y1)),
        x2: Math.max(...bodies.map((b) => b.x2)),
        y2: top,
      });
      expect(box.y1).toBeGreaterThan(top);
      for (const corner of [
        [box.x1, box.y1],
        [box.x2, box.y2],
      ] as const) {
        const [x, y] = layout.toCard(corner);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(400);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(300);
      }
    }
  });
});
