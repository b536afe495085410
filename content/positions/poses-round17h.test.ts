import { describe, expect, it } from "vitest";
import { checkPose, segmentsCross } from "@domain/positions/poses/checks";
import {
  buildSkeleton,
  direction,
  jointAngles,
  segmentDistance,
  type Segment,
  type Skeleton,
} from "@domain/positions/poses/skeleton";
import type { FigurePose } from "./pose-types";
import { part, pose } from "../../tests/support/pose-parts";

/**
 * Round 17 (helper 17h): three bases drawn from above that round 16's fresh readers found "effort" or unreadable at
 * 170 px. Each check measures the one cue the redraw makes big, so a later change cannot quietly lose it. (Hammock was
 * redrawn too, the side-lier's legs scissored open, and taken back: one pair reader found the old drawing plainer.)
 */
const legs = (skeleton: Skeleton, side?: "near" | "far") =>
  skeleton.segments.filter((segment) => segment.part === "leg" && (side === undefined || segment.side === side));
const crossings = (one: readonly Segment[], other: readonly Segment[]) =>
  one.flatMap((x) => other.filter((y) => segmentsCross(x.from, x.to, y.from, y.to)));
/** The angle between two trunks, 0 to 90 degrees, whichever way each points. */
const trunkAngle = (one: FigurePose, other: FigurePose) => {
  const difference = (((one.torso - other.torso) % 180) + 180) % 180;
  return Math.min(difference, 180 - difference);
};

describe("round 17h: every redrawn base passes the sanity checks", () => {
  for (const id of ["romantic-4", "romantic-13", "mixed-17"]) it(id, () => expect(checkPose(pose(id))).toEqual([]));
});

describe("Twin Crescents: two curled profiles, legs meeting at the knees without a knot", () => {
  // Round 16: "the woven legs form a knot, so it isn't obvious that both lie on their sides facing each other."
  const crescents = pose("romantic-4");
  const [a, b] = [buildSkeleton(crescents.a), buildSkeleton(crescents.b)];

  it("crosses no leg of one body with a leg of the other", () => {
    expect(crossings(legs(a), legs(b))).toEqual([]);
  });

  it("draws each body's two legs as one pair, knees well forward", () => {
    for (const figure of [crescents.a, crescents.b]) {
      const joints = jointAngles(figure);
      expect(Math.abs(joints.nearHip - joints.farHip)).toBeLessThanOrEqual(6);
      expect(Math.min(joints.nearHip, joints.farHip)).toBeGreaterThanOrEqual(65);
    }
  });

  it("curls each body like a crescent: head and knees both reach past the hips towards the other body", () => {
    const middle = (a.pelvis[0] + b.pelvis[0]) / 2;
    for (const skeleton of [a, b]) {
      const inwards = Math.sign(middle - skeleton.pelvis[0]);
      const knee = part(skeleton, "near", "thigh").to;
      expect(inwards * (skeleton.headCentre[0] - skeleton.pelvis[0])).toBeGreaterThan(15);
      expect(inwards * (knee[0] - skeleton.pelvis[0])).toBeGreaterThan(30);
    }
  });
});

describe("Nestle: a curled profile facing the partner on their back, the knee draped right over its hip", () => {
  // Round 16: "it's unclear that the honey partner lies on their side facing rose. The draped knee only makes sense
  // after reading the steps."
  const nestle = pose("romantic-13");
  const [onBack, onSide] = [buildSkeleton(nestle.a), buildSkeleton(nestle.b)];

  it("draws the honey partner's knees forward towards the rose partner, curled on their side", () => {
    const joints = jointAngles(nestle.b);
    expect(Math.min(joints.nearHip, joints.farHip)).toBeGreaterThanOrEqual(45);
    const towardsRose = Math.sign(onBack.pelvis[0] - onSide.pelvis[0]);
    for (const side of ["near", "far"] as const)
      expect(towardsRose * (part(onSide, side, "thigh").to[0] - onSide.pelvis[0])).toBeGreaterThan(20);
  });

  it("lays the rose partner's near leg across the honey hip, the foot hanging out past it on the far side", () => {
    const awayFromRose = Math.sign(onSide.pelvis[0] - onBack.pelvis[0]);
    const foot = part(onBack, "near", "shin").to;
    expect(awayFromRose * (foot[0] - onSide.pelvis[0])).toBeGreaterThan(10);
    expect(crossings(legs(onBack, "near"), legs(onSide)).length).toBeGreaterThan(0);
  });
});

describe("Lazy T: face down along the bed, a long profile crosswise with its head at the far end", () => {
  // Round 16: "I can't tell the rose partner is face down or that the honey partner is on their side."
  const lazy = pose("mixed-17");
  const [prone, sideLier] = [buildSkeleton(lazy.a), buildSkeleton(lazy.b)];

  it("turns the rose partner's back up (the head all hair) and keeps the honey partner in profile", () => {
    expect(lazy.a.seen).toBe("back");
    expect(lazy.b.seen).toBeUndefined();
  });

  it("sets the two trunks at a right angle, the honey head a whole body away from the rose trunk", () => {
    expect(trunkAngle(lazy.a, lazy.b)).toBeGreaterThanOrEqual(85);
    const trunk = part(prone, "centre", "torso");
    expect(segmentDistance(trunk.from, trunk.to, sideLier.headCentre, sideLier.headCentre)).toBeGreaterThan(80);
  });

  it("lies long, not sitting: the honey thighs run on from the trunk, the upper one across the rose thighs", () => {
    const joints = jointAngles(lazy.b);
    expect(Math.max(Math.abs(joints.nearHip), Math.abs(joints.farHip))).toBeLessThanOrEqual(45);
    const down = direction(lazy.b.torso + 180);
    // The feet are past the rose body, on the side away from the honey head.
    const across = (point: readonly [number, number]) =>
      (point[0] - prone.pelvis[0]) * down[0] + (point[1] - prone.pelvis[1]) * down[1];
    expect(across(part(sideLier, "near", "shin").to)).toBeGreaterThan(20);
    expect(crossings([part(sideLier, "near", "thigh")], legs(prone)).length).toBeGreaterThan(0);
  });
});
