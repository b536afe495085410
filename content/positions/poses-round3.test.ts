import { describe, expect, it } from "vitest";
import { BODY, buildSkeleton, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Measured checks for figures redrawn in the second renderer round of issue #46, where readers saw a sibling pose
 * instead: each holds the detail that tells the base apart, so a later change cannot quietly lose it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: "thigh" | "shin" | "upperArm" | "forearm") =>
  skeleton.segments.find((segment) => segment.side === side && segment.name === name)!;

describe("Butterfly Wings: knees fallen open, soles together (not Heartbeat's straight legs)", () => {
  const wings = pose("mixed-19");
  // The partner on their back is the one seen from the front, face up to the ceiling.
  const lying = wings.a.seen === "front" ? wings.a : wings.b;
  const above = lying === wings.a ? wings.b : wings.a;
  const [body, over] = [buildSkeleton(lying), buildSkeleton(above)];
  const axisX = body.pelvis[0];

  it("lets each knee fall well out to its own side, past the body lying over them", () => {
    const knees = (["near", "far"] as const).map((side) => part(body, side, "thigh").to[0] - axisX);
    expect(Math.min(...knees)).toBeLessThan(-30);
    expect(Math.max(...knees)).toBeGreaterThan(30);
    // Clear of the torso lying over them on both sides, so the wings show round it.
    for (const knee of knees) expect(Math.abs(knee - (over.pelvis[0] - axisX))).toBeGreaterThan(THICKNESS.torso + 16);
  });

  it("brings the feet back together near the middle, below the hips", () => {
    const [near, far] = (["near", "far"] as const).map((side) => part(body, side, "shin").to);
    expect(Math.abs(near![0] - far![0])).toBeLessThan(16);
    expect(Math.abs((near![0] + far![0]) / 2 - axisX)).toBeLessThan(12);
    expect(Math.max(near![1], far![1])).toBeLessThan(body.pelvis[1]);
  });

  it("differs from Heartbeat, whose partner below keeps the legs long", () => {
    const heartbeat = pose("mixed-23");
    const lower = heartbeat.a.seen === "front" ? heartbeat.a : heartbeat.b;
    const skeleton = buildSkeleton(lower);
    const feetApart = Math.abs(part(skeleton, "near", "shin").to[0] - part(skeleton, "far", "shin").to[0]);
    expect(feetApart).toBeGreaterThan(20);
  });
});

describe("Riverbed: the kneeling partner leans over on straight arms, hands beside the waist", () => {
  const riverbed = pose("passionate-12");
  const [lying, kneeling] = [buildSkeleton(riverbed.a), buildSkeleton(riverbed.b)];
  const BED_TOP = 46;

  it("leans well forward over the partner lying flat", () => {
    const [dx, dy] = [kneeling.shoulder[0] - kneeling.pelvis[0], kneeling.shoulder[1] - kneeling.pelvis[1]];
    expect((Math.atan2(Math.abs(dy), Math.abs(dx)) * 180) / Math.PI).toBeLessThan(35);
    expect(Math.sign(dx)).toBe(Math.sign(lying.shoulder[0] - lying.pelvis[0]));
  });

  it("has both hands on the bed between the partner's shoulders and hips, on nearly straight arms", () => {
    const [left, right] = [Math.min(lying.shoulder[0], lying.pelvis[0]), Math.max(lying.shoulder[0], lying.pelvis[0])];
    for (const side of ["near", "far"] as const) {
      const hand = part(kneeling, side, "forearm").to;
      expect(hand[1]).toBeLessThan(BED_TOP + 10);
      expect(hand[0]).toBeGreaterThan(left);
      expect(hand[0]).toBeLessThan(right);
      const reach = Math.hypot(hand[0] - kneeling.shoulder[0], hand[1] - kneeling.shoulder[1]);
      expect(reach).toBeGreaterThan(0.85 * (BODY.upperArm + BODY.forearm));
    }
  });
});

describe("Heart to Heart and Closed Petals tell apart by the legs of the partner below", () => {
  const lowerOf = (id: string) => {
    const { a, b } = pose(id);
    // The partner below is the one whose hips are lower.
    return buildSkeleton(a.pelvis[1] < b.pelvis[1] ? a : b);
  };
  const kneeRise = (skeleton: Skeleton) =>
    Math.max(...(["near", "far"] as const).map((side) => part(skeleton, side, "thigh").to[1] - skeleton.pelvis[1]));

  it("Heart to Heart: knees bent up, feet flat on the bed", () => {
    const below = lowerOf("romantic-10");
    expect(kneeRise(below)).toBeGreaterThan(15);
    for (const side of ["near", "far"] as const) expect(part(below, side, "shin").to[1]).toBeLessThan(46 + 8);
  });

  it("Closed Petals: legs long and together on the bed", () => {
    expect(kneeRise(lowerOf("romantic-9"))).toBeLessThan(6);
  });
});

describe("Compass: a T, not a cross", () => {
  const compass = pose("mixed-6");
  const [lying, across] = [buildSkeleton(compass.a), buildSkeleton(compass.b)];
  const axisX = lying.pelvis[0];

  it("lays the partner across the bed over the line of the one lying along it, as the bar of the T", () => {
    // Round 4 (#46): the bar runs to both sides of the stem; the stem ends at it (see poses-round4-lying.test.ts).
    expect(across.shoulder[0] - axisX).toBeGreaterThan(30);
    for (const side of ["near", "far"] as const) expect(part(across, side, "shin").to[0]).toBeLessThan(axisX - 30);
  });

  it("draws the legs of the one lying along the bed over the other's hips", () => {
    expect(compass.inFront).toBe("a");
  });
});
