import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { buildSkeleton, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 14 of issue #46 (helper 14a): Folded Letter, which fresh readers took for High Tide at 170 px (Pretzel Twist's redraw was
 * taken back: both pair readers preferred the old drawing). Each check measures
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
