import { describe, expect, it } from "vitest";
import { buildSkeleton, segmentDistance, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 12 of issue #46 (helper 12a): Lifted Spoon, where readers could not tell whose knee was raised (the lifted
 * leg lay along the legs behind) and could not see the cradling hand. The checks hold the cue made big.
 */
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;

describe("Lifted Spoon: the front partner's knee stands up as a peak, held by the hand behind", () => {
  const spoon = BASE_POSES["romantic-11"]!;
  const [front, behind] = [buildSkeleton(spoon.a), buildSkeleton(spoon.b)];
  const [thigh, shin] = [part(front, "near", "thigh"), part(front, "near", "shin")];

  it("raises the thigh steeply, at least 65 degrees above level, and drops the shin from the knee", () => {
    const rise = Math.atan2(thigh.to[1] - thigh.from[1], thigh.to[0] - thigh.from[0]) * (180 / Math.PI);
    expect(rise).toBeGreaterThanOrEqual(65);
    // The knee is the top of the leg: the ankle lies lower, so the leg does not run on along the legs behind.
    expect(shin.to[1]).toBeLessThan(shin.from[1] - 8);
  });

  it("puts the raised knee above the partner behind's hip, not along their legs", () => {
    expect(thigh.to[1]).toBeGreaterThan(behind.pelvis[1] + 5);
  });

  it("rests the honey partner's near hand at that knee", () => {
    const hand = part(behind, "near", "forearm").to;
    expect(segmentDistance(hand, hand, thigh.to, thigh.to)).toBeLessThan(THICKNESS.thigh + 6);
  });
});
