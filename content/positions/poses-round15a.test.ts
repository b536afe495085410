import { describe, expect, it } from "vitest";
import { BODY, buildSkeleton, direction, THICKNESS, type Point, type Skeleton } from "@domain/positions/poses/skeleton";
import type { FigurePose } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * Round 15 (helper 15a): two riders who sit down from standing onto the hips of a partner lying back on furniture.
 * Each check holds the cue the redraw made big, so a later change cannot quietly lose it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const sides = ["near", "far"] as const;
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
/** The x component of the way a figure's face points (the head's axis turned 90 degrees to the front). */
const faceX = (figure: FigurePose) => direction((figure.head ?? figure.torso) - 90 * figure.front)[0];
/** A segment's angle below level, in degrees (0 level, 90 straight down). */
const dropOf = (from: Point, to: Point) => (Math.atan2(from[1] - to[1], Math.abs(to[0] - from[0])) * 180) / Math.PI;
/** Shortest distance from p to the segment a–b. */
const toSegment = (p: Point, a: Point, b: Point) => {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
};

describe("Bench Rider: the rider sits on the hips, knees bent to feet on the floor, hands on the chest", () => {
  // Round 14's reader: "a torso planted on the hips; I can't see the rider's legs or feet reaching the floor".
  const bench = pose("adventurous-24");
  const [rider, lying] = [buildSkeleton(bench.a), buildSkeleton(bench.b)];
  const seat = bench.props.find((prop) => prop.kind === "bench")!;
  const towardsHead = Math.sign(lying.headCentre[0] - lying.pelvis[0]);

  it("sits the rider's pelvis just above the lying hips, thighs within 35 degrees of level towards the head", () => {
    expect(Math.abs(rider.pelvis[0] - lying.pelvis[0])).toBeLessThan(BODY.thigh / 2);
    expect(rider.pelvis[1] - lying.pelvis[1]).toBeGreaterThan(10);
    expect(rider.pelvis[1] - lying.pelvis[1]).toBeLessThan(30);
    for (const side of sides) {
      const thigh = part(rider, side, "thigh");
      expect(towardsHead * (thigh.to[0] - thigh.from[0])).toBeGreaterThan(0.8 * BODY.thigh);
      expect(dropOf(thigh.from, thigh.to)).toBeLessThan(35);
    }
  });

  it("drops the rider's shins straight down to the floor beside the bench, and the lying partner's past its end", () => {
    for (const side of sides) {
      const shin = part(rider, side, "shin");
      expect(dropOf(shin.from, shin.to)).toBeGreaterThan(80);
      expect(shin.to[1]).toBeLessThan(10);
      expect(shin.to[0]).toBeGreaterThan(seat.x);
      expect(shin.to[0]).toBeLessThan(seat.x + seat.width);
      const foot = part(lying, side, "shin").to;
      expect(foot[1]).toBeLessThan(10);
      expect(towardsHead * (seat.x + (towardsHead > 0 ? 0 : seat.width) - foot[0])).toBeGreaterThan(0);
    }
  });

  it("faces the lying partner and rests both hands on their chest, beyond the rider's knees", () => {
    expect(Math.sign(faceX(bench.a))).toBe(towardsHead);
    const chest = [lying.pelvis, lying.shoulder] as const;
    for (const side of sides) {
      const hand = part(rider, side, "forearm").to;
      expect(toSegment(hand, ...chest)).toBeLessThanOrEqual(THICKNESS.torso + THICKNESS.forearm + 1);
      expect(towardsHead * (hand[0] - part(rider, side, "thigh").to[0])).toBeGreaterThan(0);
    }
  });
});

describe("Edge Rider: head, knees and feet all turned into the room; the lying partner's foot in sight", () => {
  // Round 14's reader: "the knees point away into the room, but the face seems to point back towards the lying
  // partner... The lying partner's feet on the floor are hidden."
  const edge = pose("passionate-26");
  const [rider, lying] = [buildSkeleton(edge.a), buildSkeleton(edge.b)];
  const bed = edge.props.find((prop) => prop.kind === "bed")!;
  const intoRoom = Math.sign(rider.pelvis[0] - lying.headCentre[0]);
  const bedEdge = intoRoom > 0 ? bed.x + bed.width : bed.x;

  it("turns the face, the lean of the trunk, the knees and the toes all the same way, into the room", () => {
    expect(Math.sign(faceX(edge.a))).toBe(intoRoom);
    const lean = Math.abs(90 - edge.a.torso);
    expect(lean).toBeGreaterThanOrEqual(20);
    expect(lean).toBeLessThanOrEqual(40);
    expect(intoRoom * (rider.shoulder[0] - rider.pelvis[0])).toBeGreaterThan(0);
    for (const side of sides) {
      const [thigh, shin, foot] = [part(rider, side, "thigh"), part(rider, side, "shin"), part(rider, side, "foot")];
      expect(intoRoom * (thigh.to[0] - thigh.from[0])).toBeGreaterThan(0.8 * BODY.thigh);
      expect(dropOf(shin.from, shin.to)).toBeGreaterThan(80);
      expect(intoRoom * (foot.to[0] - foot.from[0])).toBeGreaterThan(0.9 * BODY.foot);
      // Hands on the own thighs, towards the knees.
      const hand = part(rider, side, "forearm").to;
      expect(toSegment(hand, thigh.from, thigh.to)).toBeLessThanOrEqual(THICKNESS.thigh + THICKNESS.forearm + 2);
      expect(intoRoom * (hand[0] - rider.pelvis[0])).toBeGreaterThan(BODY.thigh / 2);
    }
  });

  it("draws the lying partner's near leg over the rider, its foot on the floor between the bed and the rider's feet", () => {
    expect(edge.nearLegInFront).toBe("b");
    const ankle = part(lying, "near", "shin").to;
    expect(ankle[1]).toBeLessThan(10);
    expect(intoRoom * (ankle[0] - bedEdge)).toBeGreaterThan(THICKNESS.shin);
    for (const side of sides)
      expect(intoRoom * (part(rider, side, "shin").to[0] - ankle[0])).toBeGreaterThan(4 * THICKNESS.shin);
  });
});
