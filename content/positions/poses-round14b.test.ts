import { describe, expect, it } from "vitest";
import { ARMREST_RISE, BACK_RISE, BACK_THICKNESS } from "@domain/positions/poses/scene";
import { buildSkeleton, segmentDistance, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 14 (helper 14b): Grand Armchair, whose chair fresh readers could not see at 170 px. Each check measures the cue
 * the redraw makes big, so a later change cannot quietly lose it. (Downstream's redraw was taken back: its kneeler on
 * straight arms came to look like Hover's.)
 */
const pose = (id: string) => BASE_POSES[id]!;
const sides = ["near", "far"] as const;
const part = (skeleton: Skeleton, side: "near" | "far" | "centre", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && (segment.side ?? "centre") === side)!;
/** Angle of a segment above (positive) or below level, in degrees, whichever way it points along x. */
const rise = (from: readonly [number, number], to: readonly [number, number]) =>
  (Math.atan2(to[1] - from[1], Math.abs(to[0] - from[0])) * 180) / Math.PI;

describe("Grand Armchair: a tall armchair against the sitter's back, the knees hooked high over its arm", () => {
  // Round 13's readers: "the chair reads as a plain side chair ... the legs stick forward towards the kneeler"; at
  // 170 px the low, deep chair hardly showed.
  const grand = pose("passionate-18");
  const sitter = buildSkeleton(grand.a);
  const chair = grand.props.find((prop) => prop.kind === "armchair")!;
  const armTop = chair.height + ARMREST_RISE;
  const backTop = chair.height * (1 + BACK_RISE.armchair);
  const backFace = chair.back === "left" ? chair.x + BACK_THICKNESS : chair.x + chair.width - BACK_THICKNESS;

  it("draws a big chair whose back rises past the sitter's shoulders and touches their back", () => {
    expect(chair.height).toBeGreaterThanOrEqual(50);
    expect(backTop).toBeGreaterThan(sitter.shoulder[1]);
    const trunk = part(sitter, "centre", "torso");
    const fromBack = segmentDistance(trunk.from, trunk.to, [backFace, chair.height], [backFace, backTop]);
    expect(fromBack).toBeLessThanOrEqual(THICKNESS.torso + 2);
  });

  it("raises each thigh steeply, the knee well above the arm, and hangs the shin near straight down", () => {
    for (const side of sides) {
      const [thigh, shin] = [part(sitter, side, "thigh"), part(sitter, side, "shin")];
      expect(rise(thigh.from, thigh.to)).toBeGreaterThanOrEqual(40);
      expect(thigh.to[1]).toBeGreaterThan(armTop + 15);
      expect(rise(shin.from, shin.to)).toBeLessThan(-78);
    }
  });
});
