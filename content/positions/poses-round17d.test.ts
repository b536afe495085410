import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { BODY, buildSkeleton, segmentDistance, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 17 of issue #46 (helper 17d): three bases drawn from above that round 16's fresh readers could not read at
 * 170 px. Each check holds the one cue the redraw made big. From above, y runs along the bed (the head end up) and x
 * across it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far" | "centre", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const gap = (p: readonly [number, number], q: readonly [number, number]) => Math.hypot(p[0] - q[0], p[1] - q[1]);
const sides = ["near", "far"] as const;

describe("the three redrawn bases still pass the sanity checks, seen from above", () => {
  for (const id of ["mixed-23", "romantic-26", "romantic-12"])
    it(id, () => {
      expect(pose(id).view).toBe("above");
      expect(checkPose(pose(id))).toEqual([]);
    });
});

describe("Heartbeat: the cheek low on the chest, two heads plainly apart along the bed", () => {
  // Round 16: "the rose partner's head is on the pillow over a spread-eagled honey body whose head is hidden".
  const heartbeat = pose("mixed-23");
  const [resting, under] = [buildSkeleton(heartbeat.a), buildSkeleton(heartbeat.b)];

  it("lays the rose head on the honey trunk, below the shoulders, at least two head widths from the honey head", () => {
    const trunk = part(under, "centre", "torso");
    expect(segmentDistance(resting.headCentre, resting.headCentre, trunk.from, trunk.to)).toBeLessThan(1);
    expect(resting.headCentre[1]).toBeLessThan(under.shoulder[1] - 20);
    expect(under.headCentre[1] - resting.headCentre[1]).toBeGreaterThanOrEqual(4 * BODY.headRadius + 6);
  });

  it("opens the honey legs in a wide V and lays the honey arms down the bed, away from both heads", () => {
    const feet = sides.map((side) => part(under, side, "shin").to);
    expect(Math.abs(feet[0]![0] - feet[1]![0])).toBeGreaterThan(80);
    for (const side of sides) expect(part(under, side, "forearm").to[1]).toBeLessThan(under.shoulder[1] - 20);
  });
});

describe("Sunday Drape: side by side, the head on the shoulder below the face, legs alongside", () => {
  // Round 16: "the honey partner's head is hidden under or next to the rose head on the pillow ... nearly the same
  // card as Heartbeat".
  const drape = pose("romantic-26");
  const [side, back] = [buildSkeleton(drape.a), buildSkeleton(drape.b)];

  it("rests the rose head below the honey shoulders, the honey neck showing between the two heads", () => {
    expect(side.headCentre[1]).toBeLessThan(back.shoulder[1] - 10);
    expect(gap(side.headCentre, back.headCentre)).toBeGreaterThan(2 * BODY.headRadius + 14);
  });

  it("lays the two bodies side by side along the bed, the hips a trunk's width apart, legs not between legs", () => {
    expect(Math.abs(drape.a.torso - 90)).toBeLessThanOrEqual(8);
    expect(Math.abs(drape.b.torso - 90)).toBeLessThanOrEqual(10);
    expect(back.pelvis[0] - side.pelvis[0]).toBeGreaterThanOrEqual(THICKNESS.torso + 6);
    // The honey legs run long and together; the long rose leg lies on its own side of them.
    const honeyFeet = sides.map((s) => part(back, s, "shin").to[0]);
    expect(Math.abs(honeyFeet[0]! - honeyFeet[1]!)).toBeLessThan(12);
    expect(part(side, "far", "shin").to[0]).toBeLessThan(Math.min(...honeyFeet) - 12);
  });
});

describe("Harbour: one hitched knee, one long leg, the honey partner curled behind", () => {
  // Round 16: "both rose legs stick up bent like an 'M' ... Honey looks as if lying on the back".
  const harbour = pose("romantic-12");
  const [front, behind] = [buildSkeleton(harbour.a), buildSkeleton(harbour.b)];

  it("keeps the hitched knee the only bent rose limb: arms tucked along the trunk, the lower leg long and straight", () => {
    const trunk = part(front, "centre", "torso");
    for (const side of sides) {
      const hand = part(front, side, "forearm").to;
      expect(segmentDistance(hand, hand, trunk.from, trunk.to)).toBeLessThan(THICKNESS.torso);
    }
    const [thigh, shin] = [part(front, "far", "thigh"), part(front, "far", "shin")];
    expect(gap(shin.to, thigh.from)).toBeGreaterThan(0.97 * (BODY.thigh + BODY.shin));
  });

  it("curls both honey knees forward towards the rose partner, the upper one over the rose thigh", () => {
    for (const side of sides) expect(part(behind, side, "thigh").to[0]).toBeGreaterThan(behind.pelvis[0]);
    const knee = part(behind, "near", "thigh").to;
    const roseThigh = part(front, "far", "thigh");
    expect(segmentDistance(knee, knee, roseThigh.from, roseThigh.to)).toBeLessThan(THICKNESS.thigh);
  });
});
