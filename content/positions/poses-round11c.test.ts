import { describe, expect, it } from "vitest";
import { BODY, buildSkeleton, type Skeleton } from "@domain/positions/poses/skeleton";
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

describe("Switchback Flow: one clean frame, one partner flat on the back and the other straight above, face down", () => {
  const flow = pose("mixed-7");
  const [above, below] = [buildSkeleton(flow.a), buildSkeleton(flow.b)];

  it("lays the partner below flat: the trunk within 5 degrees of level, legs long along the bed, knees not raised", () => {
    expect(slope(below.pelvis, below.shoulder)).toBeLessThanOrEqual(5);
    for (const side of ["near", "far"] as const) {
      const knee = part(below, side, "thigh").to;
      // Knees drawn up round the other's back made the tangle readers could not untie (round 11).
      expect(knee[1] - below.pelvis[1]).toBeLessThan(6);
    }
  });

  it("holds the partner above higher at the hips and the shoulders, drawn in front", () => {
    expect(above.pelvis[1] - below.pelvis[1]).toBeGreaterThanOrEqual(20);
    expect(above.shoulder[1] - below.shoulder[1]).toBeGreaterThanOrEqual(30);
    expect(flow.inFront).toBe("a");
  });

  it("props the partner above on braced arms (reaching at least three quarters of their length), hands by the other's shoulders", () => {
    for (const side of ["near", "far"] as const) {
      const hand = part(above, side, "forearm").to;
      const reach = Math.hypot(hand[0] - above.shoulder[0], hand[1] - above.shoulder[1]);
      expect(reach).toBeGreaterThan(0.75 * (BODY.upperArm + BODY.forearm));
      expect(Math.abs(hand[0] - below.shoulder[0])).toBeLessThan(BODY.upperArm);
    }
  });

  it("keeps the roll arrows that say it is a sequence", () => {
    expect(flow.sequence).toBe("roll");
  });
});
