import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { BODY, buildSkeleton, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 18 of issue #46 (helper 18b): what round 16's fresh readers could not see at 170 px, redrawn. Each check
 * holds the one cue the redraw made big, so a later change cannot quietly lose it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far" | "centre", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const sides = ["near", "far"] as const;
/** Angle of a segment above level, 0 to 90 degrees, whichever way along the floor it runs. */
const rise = (segment: { from: readonly number[]; to: readonly number[] }) =>
  (Math.atan2(Math.abs(segment.to[1]! - segment.from[1]!), Math.abs(segment.to[0]! - segment.from[0]!)) * 180) /
  Math.PI;

describe("Starbridge: a bridge on the back, nothing under the arch but the bed", () => {
  // Round 16: "head low on the mattress, an arm reaching down and hips high" read as face down with the hips up: the
  // arm reaching down under the body was a front leg on all fours. Now the hands rest on the lifted hips, over the
  // body, which only a body on its back can do; the arch from the shoulders to the feet stands open over the bed, and
  // the shins stand upright on the planted feet.
  const bridgePose = pose("adventurous-3");
  const bridge = buildSkeleton(bridgePose.a);
  const bed = bridgePose.props.find((prop) => prop.kind === "bed")!;

  it("passes the pose checks", () => {
    expect(checkPose(bridgePose)).toEqual([]);
  });

  it("rests both hands on the lifted hips, no arm reaching down to the bed", () => {
    for (const side of sides) {
      const [upperArm, forearm] = [part(bridge, side, "upperArm"), part(bridge, side, "forearm")];
      expect(Math.hypot(forearm.to[0] - bridge.pelvis[0], forearm.to[1] - bridge.pelvis[1])).toBeLessThan(20);
      for (const joint of [upperArm.to, forearm.to]) expect(joint[1] - bed.height).toBeGreaterThan(15);
    }
  });

  it("stands the shins near upright over the feet, the knees the highest point of the legs", () => {
    for (const side of sides) {
      const [thigh, shin] = [part(bridge, side, "thigh"), part(bridge, side, "shin")];
      expect(rise(shin)).toBeGreaterThanOrEqual(80);
      expect(thigh.to[1]).toBeGreaterThan(bridge.pelvis[1]);
    }
  });
});

describe("Wall Sit: the space under the wall-sitter's seat kept clear of the rider's legs", () => {
  // Round 16: "the wall-sitter is down on one knee": the rider's shin stood upright under the seat by the wall and
  // read as the wall-sitter's own kneeling leg. The rider's shins now slant forward to the wall-sitter's feet, so the
  // chair shape (back on the wall, thighs level, shins upright) stands out with open space below the hips.
  const wallSit = pose("adventurous-15");
  const [rider, sitter] = [buildSkeleton(wallSit.a), buildSkeleton(wallSit.b)];

  it("passes the pose checks", () => {
    expect(checkPose(wallSit)).toEqual([]);
  });

  it("slants each rider shin at least 35 degrees from upright, the foot by the wall-sitter's feet", () => {
    const sitterKnee = part(sitter, "near", "thigh").to;
    for (const side of sides) {
      const shin = part(rider, side, "shin");
      expect(90 - rise(shin)).toBeGreaterThanOrEqual(35);
      expect(shin.to[0]).toBeGreaterThan(shin.from[0]);
      expect(sitterKnee[0] - shin.to[0]).toBeLessThan(12);
      expect(shin.to[0] - sitter.pelvis[0]).toBeGreaterThan(25);
    }
  });
});

describe("Pretzel Twist: lying low on the side, the head held up on a hand", () => {
  // Round 16: "no head on hand, and the body seems to float". The body now lies along the bed, the lower elbow on
  // the mattress and that hand under the head.
  const pretzel = pose("adventurous-8");
  const lying = buildSkeleton(pretzel.a);
  const bed = pretzel.props.find((prop) => prop.kind === "bed")!;

  it("passes the pose checks", () => {
    expect(checkPose(pretzel)).toEqual([]);
  });

  it("keeps the trunk within 15 degrees of level, low on the bed", () => {
    expect(rise(part(lying, "centre", "torso"))).toBeLessThanOrEqual(15);
    expect(lying.pelvis[1] - bed.height).toBeLessThan(15);
  });

  it("rests the lower elbow on the bed and the hand at the head", () => {
    const [upperArm, forearm] = [part(lying, "far", "upperArm"), part(lying, "far", "forearm")];
    expect(upperArm.to[1] - upperArm.radius - bed.height).toBeLessThanOrEqual(2);
    const hand = forearm.to;
    expect(Math.hypot(hand[0] - lying.headCentre[0], hand[1] - lying.headCentre[1])).toBeLessThan(BODY.headRadius);
    expect(forearm.to[1] - forearm.from[1]).toBeGreaterThan(15);
  });
});
