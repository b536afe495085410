import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { buildSkeleton } from "@domain/positions/poses/skeleton";
import { fromLevel, part, pose, segmentAngle, segmentGap, SIDES } from "../../tests/support/pose-parts";

/**
 * Round 19 of issue #46 (helper 19c): Switchback Flow, whose card round 17's fresh reader saw as "one still frame of a
 * tangle", unable to tell who was on top. It now draws the frame the steps name first, with nothing wound together.
 * Each check holds that cue, so a later change cannot quietly lose it. (Crossroads was tried and left as it was: in a
 * side view the lying knees, turned away from us towards the kneeler, still read as raised, as in Open Gate.)
 */

describe("Switchback Flow: one partner plainly on their back, the other hovering over them on straight arms", () => {
  const flow = pose("mixed-7");
  const [top, below] = [buildSkeleton(flow.a), buildSkeleton(flow.b)];
  const bedTop = flow.props.find((prop) => prop.kind === "bed")!.height;

  it("passes the pose checks and still carries the sign for rolling over", () => {
    expect(checkPose(flow)).toEqual([]);
    expect(flow.sequence).toBe("roll");
  });

  it("keeps clear space between the two trunks, the top one wholly above, head over head", () => {
    const [topTrunk, lowTrunk] = [part(top, "centre", "torso"), part(below, "centre", "torso")];
    expect(segmentGap(topTrunk, lowTrunk)).toBeGreaterThan(0);
    expect(Math.min(topTrunk.from[1], topTrunk.to[1])).toBeGreaterThan(Math.max(lowTrunk.from[1], lowTrunk.to[1]));
    expect(top.headCentre[1] - below.headCentre[1]).toBeGreaterThan(20);
    expect(Math.abs(top.headCentre[0] - below.headCentre[0])).toBeLessThan(25);
  });

  it("holds the top partner up on both arms straight down to the bed", () => {
    for (const side of SIDES) {
      const [upper, lower] = [part(top, side, "upperArm"), part(top, side, "forearm")];
      expect(fromLevel(upper)).toBeGreaterThan(70);
      expect(Math.abs(segmentAngle(upper) - segmentAngle(lower))).toBeLessThan(15);
      expect(lower.to[1] - lower.radius - bedTop).toBeLessThan(2);
    }
  });

  it("lays the partner below flat, legs long on the bed: no knees raised or wrapped round the other", () => {
    for (const side of SIDES) {
      expect(fromLevel(part(below, side, "thigh"))).toBeLessThan(10);
      expect(fromLevel(part(below, side, "shin"))).toBeLessThan(10);
    }
  });
});
