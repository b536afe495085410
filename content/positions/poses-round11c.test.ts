import { describe, expect, it } from "vitest";
import { ARMREST_RISE } from "@domain/positions/poses/scene";
import { buildSkeleton, segmentDistance, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 11 of issue #46 (helper 11c): bases fresh readers read only with effort at 170 px, or took for another base,
 * redrawn so the cue they missed shows. Each check measures that cue, so a later change cannot quietly lose it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const slope = (from: readonly [number, number], to: readonly [number, number]) =>
  (Math.atan2(Math.abs(to[1] - from[1]), Math.abs(to[0] - from[0])) * 180) / Math.PI;

describe("Grand Armchair: the knees hooked high over the chair's arm, the shins hanging, not legs stretched to the kneeler", () => {
  const grand = pose("passionate-18");
  const [sitter, kneeler] = [buildSkeleton(grand.a), buildSkeleton(grand.b)];
  const chair = grand.props.find((prop) => prop.kind === "armchair")!;
  const armTop = chair.height + ARMREST_RISE;
  const armFront = chair.x + chair.width;

  it("raises each knee above the arm's top, at its front end", () => {
    for (const side of ["near", "far"] as const) {
      const knee = part(sitter, side, "thigh").to;
      expect(knee[1]).toBeGreaterThan(armTop + 10);
      expect(Math.abs(knee[0] - armFront)).toBeLessThan(20);
    }
  });

  it("hangs each shin within 10 degrees of straight down, the feet off the floor", () => {
    for (const side of ["near", "far"] as const) {
      const shin = part(sitter, side, "shin");
      expect(90 - slope(shin.from, shin.to)).toBeLessThanOrEqual(10);
      expect(shin.to[1]).toBeGreaterThan(20);
    }
  });

  // Round 14 made the chair tall and shallow, its back against the upright sitter's shoulders (the deep chair drawn
  // here before hardly showed at 170 px), so the arm no longer reaches far past the shoulders: the hands still rest on it.
  it("shows the arm as an armrest, the sitter's hands resting on it", () => {
    for (const side of ["near", "far"] as const) {
      const hand = part(sitter, side, "forearm").to;
      expect(hand[0]).toBeGreaterThan(chair.x);
      expect(hand[0]).toBeLessThan(armFront);
      expect(hand[1] - armTop).toBeGreaterThanOrEqual(0);
      expect(hand[1] - armTop).toBeLessThan(14);
    }
  });

  it("leaves the near shin hanging clear of the kneeler's thighs, in view between the chair and them", () => {
    const shin = part(sitter, "near", "shin");
    expect(shin.from[0]).toBeGreaterThan(armFront);
    for (const side of ["near", "far"] as const) {
      const thigh = part(kneeler, side, "thigh");
      expect(segmentDistance(shin.from, shin.to, thigh.from, thigh.to)).toBeGreaterThan(shin.radius + thigh.radius);
    }
  });

  it("keeps the kneeler close, hands on the arm's front end", () => {
    for (const side of ["near", "far"] as const) {
      const hand = part(kneeler, side, "forearm").to;
      expect(Math.abs(hand[0] - armFront)).toBeLessThan(8);
    }
  });
});
