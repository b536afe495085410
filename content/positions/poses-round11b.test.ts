import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { buildSkeleton, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 11 of issue #46 (helper 11b): bases fresh readers could not read at 170 px, or took for another base, redrawn
 * so the cue they missed shows. Each check measures that cue, so a later change cannot quietly lose it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far" | "centre", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
/** Angle of a segment above level, 0 to 90 degrees, whichever way along the floor it runs. */
const rise = (segment: { from: readonly number[]; to: readonly number[] }) =>
  (Math.atan2(Math.abs(segment.to[1]! - segment.from[1]!), Math.abs(segment.to[0]! - segment.from[0]!)) * 180) /
  Math.PI;
const heading = (segment: { from: readonly number[]; to: readonly number[] }) =>
  (Math.atan2(segment.to[1]! - segment.from[1]!, segment.to[0]! - segment.from[0]!) * 180) / Math.PI;

describe("Pretzel Twist: reclining on the side, the upper leg bent round the kneeler's waist (not raised up)", () => {
  // Round 11: lying flat under a tall kneeler, the thigh rose near upright: readers saw a leg raised along the
  // kneeler's chest, Side Split mirrored, and no head raised on a hand.
  const pretzel = pose("adventurous-8");
  const [lying, kneeler] = [buildSkeleton(pretzel.a), buildSkeleton(pretzel.b)];
  const bed = pretzel.props.find((prop) => prop.kind === "bed")!;

  it("passes the pose checks", () => {
    expect(checkPose(pretzel)).toEqual([]);
  });

  it("lifts the shoulders 25 to 45 degrees from level, the head well clear of the bed", () => {
    const torso = part(lying, "centre", "torso");
    expect(rise(torso)).toBeGreaterThanOrEqual(25);
    expect(rise(torso)).toBeLessThanOrEqual(45);
    expect(lying.headCentre[1] - bed.height).toBeGreaterThan(45);
  });

  it("climbs the thigh less than 60 degrees (Side Split's leg stands near upright) to the kneeler's waist", () => {
    const thigh = part(lying, "near", "thigh");
    expect(rise(thigh)).toBeLessThan(60);
    const towardsLying = Math.sign(lying.pelvis[0] - kneeler.pelvis[0]);
    expect(towardsLying * (thigh.to[0] - kneeler.pelvis[0])).toBeGreaterThan(THICKNESS.torso);
    expect(Math.abs(thigh.to[1] - (kneeler.pelvis[1] + 10))).toBeLessThan(15);
  });

  it("bends the knee at least 30 degrees there, the shin turning level round the waist", () => {
    const [thigh, shin] = [part(lying, "near", "thigh"), part(lying, "near", "shin")];
    let bend = Math.abs(heading(thigh) - heading(shin)) % 360;
    if (bend > 180) bend = 360 - bend;
    expect(bend).toBeGreaterThanOrEqual(30);
    expect(rise(shin)).toBeLessThan(20);
  });

  it("has the kneeler sink back towards the heels, hips lower than kneeling upright", () => {
    expect(kneeler.pelvis[1] - bed.height).toBeLessThan(40);
  });
});

describe("Folded Letter: knees drawn back, shins level across to the kneeler's chest (a Z, not High Tide's slope)", () => {
  // Round 11: thighs and shins climbed in one slope to the kneeler's chest, and readers saw legs on the shoulders.
  const letter = pose("passionate-10");
  const [lying, kneeler] = [buildSkeleton(letter.a), buildSkeleton(letter.b)];
  const towardsHead = Math.sign(lying.shoulder[0] - lying.pelvis[0]);

  it("passes the pose checks", () => {
    expect(checkPose(letter)).toEqual([]);
  });

  it("raises the hips on a pillow", () => {
    const under = letter.props.filter(
      (prop) => prop.kind === "pillow" && prop.x < lying.pelvis[0] && prop.x + prop.width > lying.pelvis[0],
    );
    expect(under).toHaveLength(1);
  });

  it("brings both knees up at least 30 above the hips and back towards the head", () => {
    for (const side of ["near", "far"] as const) {
      const knee = part(lying, side, "thigh").to;
      expect(knee[1] - lying.pelvis[1]).toBeGreaterThanOrEqual(30);
      expect(towardsHead * (knee[0] - lying.pelvis[0])).toBeGreaterThan(10);
    }
  });

  it("runs both shins within 12 degrees of level, from the knee away from the head to the kneeler", () => {
    for (const side of ["near", "far"] as const) {
      const shin = part(lying, side, "shin");
      expect(rise(shin)).toBeLessThanOrEqual(12);
      expect(-towardsHead * (shin.to[0] - shin.from[0])).toBeGreaterThan(30);
      expect(Math.abs(shin.to[0] - kneeler.pelvis[0])).toBeLessThan(THICKNESS.torso + 8);
    }
  });
});
