import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { BODY, buildSkeleton, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 14 of issue #46 (helper 14a): two bases fresh readers took for another base at 170 px. Each check measures
 * the cue the redraw makes big, so a later change cannot quietly lose it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far" | "centre", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
/** Direction of a segment, in degrees counter-clockwise from +x. */
const heading = (segment: { from: readonly number[]; to: readonly number[] }) =>
  (Math.atan2(segment.to[1]! - segment.from[1]!, segment.to[0]! - segment.from[0]!) * 180) / Math.PI;
/** The smaller angle between two directions, 0 to 180. */
const between = (first: number, second: number) => {
  const turn = Math.abs(first - second) % 360;
  return turn > 180 ? 360 - turn : turn;
};
/** Shortest distance from point p to the segment a–b. */
const toSegment = (p: readonly number[], a: readonly number[], b: readonly number[]) => {
  const [dx, dy] = [b[0]! - a[0]!, b[1]! - a[1]!];
  const t = Math.max(0, Math.min(1, ((p[0]! - a[0]!) * dx + (p[1]! - a[1]!) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p[0]! - (a[0]! + t * dx), p[1]! - (a[1]! + t * dy));
};

describe("Folded Letter: folded small, thighs down over the chest, shins level back to the kneeler's chest", () => {
  // Round 13's readers: "reads as High Tide (legs up on the shoulders)", the thighs standing near upright over a flat
  // trunk. Now the trunk lies back on pillows and the thighs fold down over it.
  const letter = pose("passionate-10");
  const [lying, kneeler] = [buildSkeleton(letter.a), buildSkeleton(letter.b)];

  it("passes the pose checks", () => {
    expect(checkPose(letter)).toEqual([]);
  });

  it("closes thigh and trunk to a wedge of 50 degrees or less, each knee just over the chest", () => {
    const torso = part(lying, "centre", "torso");
    for (const side of ["near", "far"] as const) {
      const thigh = part(lying, side, "thigh");
      expect(between(heading(thigh), heading(torso))).toBeLessThanOrEqual(50);
      const clearance = toSegment(thigh.to, torso.from, torso.to) - THICKNESS.thigh - THICKNESS.torso;
      expect(clearance).toBeGreaterThanOrEqual(0);
      expect(clearance).toBeLessThan(12);
    }
  });

  it("brings the shins back level (within 10 degrees) to soles on the kneeler's upright chest", () => {
    const kneelerTorso = part(kneeler, "centre", "torso");
    expect(between(heading(kneelerTorso), 90)).toBeLessThanOrEqual(8);
    for (const side of ["near", "far"] as const) {
      const shin = part(lying, side, "shin");
      expect(Math.min(between(heading(shin), 0), between(heading(shin), 180))).toBeLessThanOrEqual(10);
      expect(toSegment(shin.to, kneelerTorso.from, kneelerTorso.to)).toBeLessThanOrEqual(THICKNESS.torso + 6);
    }
  });
});

describe("Pretzel Twist: on the side, propped on an elbow with the head on the hand, a leg round the waist", () => {
  // Round 13's readers: "on their back with one leg raised along the kneeling partner's chest, like Side Split
  // mirrored; the head is not raised on a hand". Now the trunk lies low on an elbow, the forearm standing up to the head.
  const pretzel = pose("adventurous-8");
  const [lying, kneeler] = [buildSkeleton(pretzel.a), buildSkeleton(pretzel.b)];
  const bed = pretzel.props.find((prop) => prop.kind === "bed")!;

  it("passes the pose checks", () => {
    expect(checkPose(pretzel)).toEqual([]);
  });

  it("props the trunk on the near elbow on the bed, the forearm standing within 15 degrees of upright to the head", () => {
    const [upperArm, forearm] = [part(lying, "near", "upperArm"), part(lying, "near", "forearm")];
    expect(upperArm.to[1] - THICKNESS.upperArm - bed.height).toBeLessThan(2);
    expect(between(heading(forearm), 90)).toBeLessThanOrEqual(15);
    const hand = forearm.to;
    const gap = Math.hypot(hand[0] - lying.headCentre[0], hand[1] - lying.headCentre[1]);
    expect(gap).toBeLessThan(BODY.headRadius + THICKNESS.forearm + 3);
    expect(hand[1]).toBeLessThan(lying.headCentre[1]);
  });

  it("runs the wrapped shin across the kneeler's waist to a foot past their back", () => {
    const shin = part(lying, "near", "shin");
    const towardsKneeler = Math.sign(kneeler.pelvis[0] - lying.pelvis[0]);
    expect(towardsKneeler * (shin.to[0] - kneeler.pelvis[0])).toBeGreaterThan(THICKNESS.torso);
    expect(towardsKneeler * (shin.from[0] - kneeler.pelvis[0])).toBeLessThan(-THICKNESS.torso);
    expect(Math.abs((shin.from[1] + shin.to[1]) / 2 - kneeler.pelvis[1])).toBeLessThan(12);
  });
});
