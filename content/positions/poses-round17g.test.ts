import { describe, expect, it } from "vitest";
import {
  BODY,
  buildSkeleton,
  segmentDistance,
  THICKNESS,
  type Segment,
  type Skeleton,
} from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 17 (helper 17g): four bases whose defining cue round 16's fresh readers could not see at 170 px. Each check
 * measures the cue the redraw makes big, so a later change cannot quietly lose it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: Segment["side"], name: Segment["name"]) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
/** Degrees between a segment and the horizontal (0 = level, 90 = upright). */
const fromLevel = (segment: Segment) => {
  const angle = Math.abs(
    (Math.atan2(segment.to[1] - segment.from[1], segment.to[0] - segment.from[0]) * 180) / Math.PI,
  );
  return Math.min(angle, 180 - angle);
};
const apart = (one: Segment, other: Segment) =>
  segmentDistance(one.from, one.to, other.from, other.to) - one.radius - other.radius;

describe("Carry Me Home: the lifted partner in plain sight, legs round the waist, off the wall's edge", () => {
  // Round 16: "The lifted partner is mostly hidden behind the other and blends into the wall edge. The legs round
  // the waist are barely visible."
  const carry = pose("adventurous-1");
  const [standing, lifted] = [buildSkeleton(carry.a), buildSkeleton(carry.b)];
  const wall = carry.props.find((prop) => prop.kind === "wall")!;
  const face = wall.x + wall.width;

  it("sits the lifted partner high: hips well above the other's, feet far off the floor", () => {
    expect(lifted.pelvis[1] - standing.pelvis[1]).toBeGreaterThanOrEqual(BODY.thigh * 0.6);
    for (const side of ["near", "far"] as const) expect(part(lifted, side, "foot").to[1]).toBeGreaterThan(50);
  });

  it("wraps the near leg, drawn over everything, across the waist to behind the hips", () => {
    expect(carry.nearLegInFront).toBe("b");
    const thigh = part(lifted, "near", "thigh");
    const shin = part(lifted, "near", "shin");
    expect(fromLevel(thigh)).toBeLessThanOrEqual(10);
    // The knee reaches the standing partner's back; the shin hangs down behind their hips.
    expect(thigh.to[0]).toBeGreaterThanOrEqual(standing.pelvis[0]);
    expect(fromLevel(shin)).toBeGreaterThanOrEqual(70);
    expect(shin.to[1]).toBeLessThan(standing.pelvis[1]);
  });

  it("leans back on the wall with the shoulders only, the hips and legs clear of it", () => {
    const torso = part(lifted, "centre", "torso");
    expect(lifted.shoulder[0] - face - torso.radius).toBeLessThanOrEqual(4);
    expect(lifted.pelvis[0] - face - torso.radius).toBeGreaterThanOrEqual(BODY.headRadius);
    expect(lifted.pelvis[0]).toBeGreaterThan(lifted.shoulder[0] + 10);
  });
});

describe("Bamboo Split: one leg on the kneeler's shoulder and the other long on the bed, both in sight", () => {
  // Round 16: "The stretched-out leg on the bed is hidden, so this is just one leg on a shoulder."
  const bamboo = pose("adventurous-6");
  const [lying, kneeler] = [buildSkeleton(bamboo.a), buildSkeleton(bamboo.b)];
  const towardsKneeler = Math.sign(kneeler.pelvis[0] - lying.pelvis[0]);

  it("lays the stretched leg level on the bed, drawn over the kneeler, its foot out past their knees", () => {
    expect(bamboo.nearLegInFront).toBe("a");
    expect(fromLevel(part(lying, "near", "thigh"))).toBeLessThanOrEqual(5);
    expect(fromLevel(part(lying, "near", "shin"))).toBeLessThanOrEqual(5);
    const ankle = part(lying, "near", "shin").to;
    const knees = (["near", "far"] as const).map((side) => part(kneeler, side, "thigh").to[0]);
    for (const knee of knees) expect(towardsKneeler * (ankle[0] - knee)).toBeGreaterThan(BODY.shin / 2);
  });

  it("raises the other leg clear of the kneeler's chest, where it is drawn behind, to the front of their shoulder", () => {
    const torso = part(kneeler, "centre", "torso");
    expect(apart(part(lying, "far", "thigh"), torso)).toBeGreaterThan(0);
    const ankle = part(lying, "far", "shin").to;
    expect(ankle[1]).toBeGreaterThan(kneeler.pelvis[1] + BODY.thigh);
    expect(Math.hypot(ankle[0] - kneeler.shoulder[0], ankle[1] - kneeler.shoulder[1])).toBeLessThanOrEqual(
      THICKNESS.torso + THICKNESS.shin + 3,
    );
  });
});

describe("The Dip: the hooked knee and the flat standing foot, big", () => {
  // Round 16: "Rose is a stiff, slanted plank. The hooked knee and the flat standing foot can't be seen. It looks
  // like a backbend more than a dip."
  const dip = pose("adventurous-19");
  const [dipping, holding] = [buildSkeleton(dip.a), buildSkeleton(dip.b)];
  const towardsPartner = Math.sign(holding.pelvis[0] - dipping.pelvis[0]);

  it("hooks the near knee round the partner's hip, drawn in front: thigh near level, shin hanging behind them", () => {
    expect(dip.nearLegInFront).toBe("a");
    const thigh = part(dipping, "near", "thigh");
    const shin = part(dipping, "near", "shin");
    expect(fromLevel(thigh)).toBeLessThanOrEqual(15);
    expect(towardsPartner * (thigh.to[0] - holding.pelvis[0])).toBeGreaterThanOrEqual(0);
    expect(fromLevel(shin)).toBeGreaterThanOrEqual(60);
    expect(shin.to[1]).toBeLessThan(thigh.to[1]);
  });

  it("stands on a flat foot with the knee bent, clear of both the partner's feet", () => {
    const foot = part(dipping, "far", "foot");
    expect(fromLevel(foot)).toBeLessThanOrEqual(5);
    expect(Math.max(foot.from[1], foot.to[1])).toBeLessThanOrEqual(THICKNESS.foot + 2);
    const knee = part(dipping, "far", "thigh").to;
    // Bent: the knee well forward of the line from hip to ankle.
    expect(towardsPartner * (knee[0] - foot.from[0])).toBeGreaterThan(8);
    for (const side of ["near", "far"] as const) expect(apart(foot, part(holding, side, "foot"))).toBeGreaterThan(4);
  });

  it("drops the head below the shoulders and keeps both hands on the partner, far from the floor", () => {
    expect(dipping.headCentre[1]).toBeLessThanOrEqual(dipping.shoulder[1] + 2);
    for (const side of ["near", "far"] as const)
      expect(part(dipping, side, "forearm").to[1]).toBeGreaterThan(BODY.thigh * 2);
  });
});

describe("Side Split: on the side with the head on a hand, the kneeler astride the lower leg", () => {
  // Round 16: "The lying partner looks face up with head on the pillow, not on their side with head on hand. It reads
  // as a kneeling leg-on-shoulder. I can't see the kneeler astride the lower leg."
  const split = pose("passionate-20");
  const [lying, kneeler] = [buildSkeleton(split.a), buildSkeleton(split.b)];
  const bed = split.props.find((prop) => prop.kind === "bed")!;
  const towardsKneeler = Math.sign(kneeler.pelvis[0] - lying.pelvis[0]);

  it("plants the elbow on the bed with the forearm standing up under the head", () => {
    const upper = part(lying, "near", "upperArm");
    const forearm = part(lying, "near", "forearm");
    expect(upper.to[1] - upper.radius - bed.height).toBeLessThanOrEqual(4);
    expect(fromLevel(forearm)).toBeGreaterThanOrEqual(70);
    expect(lying.headCentre[1] - forearm.to[1]).toBeGreaterThan(BODY.headRadius / 2);
    expect(Math.abs(lying.headCentre[0] - forearm.to[0])).toBeLessThanOrEqual(BODY.headRadius);
  });

  it("runs the lower leg level on the bed, its thigh in sight before the kneeler's knees, which straddle it", () => {
    expect(fromLevel(part(lying, "far", "thigh"))).toBeLessThanOrEqual(5);
    const ankle = part(lying, "far", "shin").to;
    for (const side of ["near", "far"] as const) {
      const knee = part(kneeler, side, "thigh").to;
      expect(towardsKneeler * (knee[0] - lying.pelvis[0])).toBeGreaterThanOrEqual(BODY.thigh);
      expect(towardsKneeler * (ankle[0] - knee[0])).toBeGreaterThan(BODY.shin / 2);
    }
  });

  it("raises the upper leg steeply, clear of the lower one, to the kneeler's shoulder", () => {
    expect(fromLevel(part(lying, "near", "thigh"))).toBeGreaterThanOrEqual(55);
    expect(part(lying, "near", "shin").to[1]).toBeGreaterThanOrEqual(kneeler.shoulder[1]);
  });
});
