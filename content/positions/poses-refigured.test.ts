import { describe, expect, it } from "vitest";
import { BODY, buildSkeleton, direction, type Skeleton } from "@domain/positions/poses/skeleton";
import type { FigurePose } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * Measured checks for adventurous and mixed bases redrawn in the second figure round of issue #46: what each base's
 * words say about a body (half-sitting on a desk, a deep squat, a cheek on the chest, a planted lunge), held against
 * the drawing, so a later change to the pose cannot quietly lose what made the card read.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: "thigh" | "shin" | "forearm") =>
  skeleton.segments.find((segment) => segment.side === side && segment.name === name)!;
const distance = (p: readonly [number, number], q: readonly [number, number]) => Math.hypot(p[0] - q[0], p[1] - q[1]);
/** The direction a face looks, as a unit vector (the front of the head). */
const faceDirection = (figure: FigurePose) => direction((figure.head ?? figure.torso) - 90 * figure.front);

describe("Desk Lean: half-sitting on the desk's edge", () => {
  it("the hips rest on the desk top at its edge, knees well forward of them, both hands back on the desk", () => {
    const desk = pose("mixed-20");
    const table = desk.props.find((prop) => prop.kind === "table")!;
    const leaner = buildSkeleton(desk.a);
    expect(leaner.pelvis[0]).toBeGreaterThanOrEqual(table.x);
    expect(leaner.pelvis[0]).toBeLessThanOrEqual(table.x + table.width);
    expect(leaner.pelvis[1] - table.height).toBeGreaterThan(0);
    expect(leaner.pelvis[1] - table.height).toBeLessThanOrEqual(18);
    // The picture may be mirrored: "back" is the way from the hips towards the middle of the desk.
    const back = Math.sign(table.x + table.width / 2 - leaner.pelvis[0]);
    for (const side of ["near", "far"] as const) {
      expect(-back * (part(leaner, side, "thigh").to[0] - leaner.pelvis[0])).toBeGreaterThan(BODY.thigh / 2);
      const hand = part(leaner, side, "forearm").to;
      expect(back * (hand[0] - leaner.pelvis[0])).toBeGreaterThan(0);
      expect(Math.abs(hand[1] - table.height)).toBeLessThanOrEqual(6);
    }
  });
});

describe("a squat is not a seat", () => {
  for (const [id, who] of [
    ["adventurous-9", "a"],
    ["adventurous-26", "b"],
  ] as const) {
    it(`${id}: the squatting partner's feet are on the surface under the hips, the legs folded deep`, () => {
      const squatter = buildSkeleton(pose(id)[who]);
      for (const side of ["near", "far"] as const) {
        const ankle = part(squatter, side, "shin").to;
        // Folded deep: hip to ankle less than half the leg's length, and the foot drawn in under the body, where a
        // seated leg would put it a whole thigh's length ahead of the hips.
        expect(distance(squatter.pelvis, ankle)).toBeLessThan((BODY.thigh + BODY.shin) / 2);
        expect(Math.abs(ankle[0] - squatter.pelvis[0])).toBeLessThan(BODY.thigh * 0.75);
        expect(squatter.pelvis[1] - ankle[1]).toBeGreaterThan(BODY.shin / 2);
      }
    });
  }

  it("adventurous-26: Leapfrog's squatter has the knees higher than the hips", () => {
    const squatter = buildSkeleton(pose("adventurous-26").b);
    for (const side of ["near", "far"] as const)
      expect(part(squatter, side, "thigh").to[1]).toBeGreaterThan(squatter.pelvis[1]);
  });
});

describe("Heartbeat: a cheek on the chest", () => {
  it("seen from above, the head of the partner on their front lies on the other's chest, both faces in view", () => {
    const heartbeat = pose("mixed-23");
    expect(heartbeat.view).toBe("above");
    expect(heartbeat.b.seen).toBe("front");
    const [resting, under] = [buildSkeleton(heartbeat.a), buildSkeleton(heartbeat.b)];
    // On the torso's line, nearer the shoulders than the hips, and clear of the other's head.
    expect(Math.abs(resting.headCentre[0] - under.pelvis[0])).toBeLessThan(6);
    const along = (resting.headCentre[1] - under.pelvis[1]) / (under.shoulder[1] - under.pelvis[1]);
    expect(along).toBeGreaterThan(0.5);
    expect(along).toBeLessThanOrEqual(1);
    expect(distance(resting.headCentre, under.headCentre)).toBeGreaterThan(2 * BODY.headRadius + 10);
    expect(heartbeat.inFront).toBe("a");
  });
});

describe("Upside-Down Kiss: faces meeting upside down", () => {
  it("the head in the lap faces up, the one above faces down towards it, close but not overlapping", () => {
    const kiss = pose("mixed-22");
    const [lying, sitting] = [buildSkeleton(kiss.a), buildSkeleton(kiss.b)];
    expect(faceDirection(kiss.a)[1]).toBeGreaterThan(0.7);
    expect(faceDirection(kiss.b)[1]).toBeLessThan(-0.7);
    const gap = distance(lying.headCentre, sitting.headCentre);
    expect(gap).toBeGreaterThan(2 * BODY.headRadius);
    expect(gap).toBeLessThan(4 * BODY.headRadius);
    expect(sitting.headCentre[1]).toBeGreaterThan(lying.headCentre[1]);
  });
});

describe("Lunge: one foot planted, one knee down", () => {
  it("the front shin stands near upright over a foot on the bed, the back knee rests on the bed, the torso upright", () => {
    const lunge = pose("mixed-26");
    const front = buildSkeleton(lunge.a);
    const shin = part(front, "near", "shin");
    const shinLean = Math.abs(Math.atan2(shin.to[0] - shin.from[0], shin.from[1] - shin.to[1]) * (180 / Math.PI));
    expect(shinLean).toBeLessThan(15);
    expect(shin.to[1] - 46).toBeLessThan(10);
    expect(part(front, "far", "thigh").to[1] - 46).toBeLessThan(10);
    expect(Math.abs(90 - lunge.a.torso)).toBeLessThanOrEqual(15);
  });
});

describe("heads kept apart so both faces show", () => {
  for (const id of ["mixed-9", "mixed-10", "mixed-25"]) {
    it(`${id}: the two heads do not overlap`, () => {
      const [a, b] = [buildSkeleton(pose(id).a), buildSkeleton(pose(id).b)];
      expect(distance(a.headCentre, b.headCentre)).toBeGreaterThan(2 * BODY.headRadius);
    });
  }
});
