import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import {
  buildSkeleton,
  segmentDistance,
  THICKNESS,
  type Point,
  type Segment,
  type Skeleton,
} from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 14 (helper 14c): Open Book, drawn from above, which a fresh reader saw as a tangle at 170 px (Hammock's redraw
 * was taken back: one pair reader preferred the old drawing). Each check holds
 * the cue the redraw makes big, so a later change cannot quietly lose it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: Segment["name"]) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const torso = (skeleton: Skeleton) => skeleton.segments.find((segment) => segment.name === "torso")!;
const gap = (one: Segment, other: Segment) =>
  segmentDistance(one.from, one.to, other.from, other.to) - one.radius - other.radius;
/** Which side of the line from `from` along `angle` a point lies: positive to the left (counter-clockwise). */
const sideOf = (from: Point, angle: number, point: Point) => {
  const [dx, dy] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
  return dx * (point[1] - from[1]) - dy * (point[0] - from[0]);
};

describe("Open Book: the joined hands meet in sight beside the hips, each trunk whole", () => {
  const book = pose("mixed-10");
  const [rose, honey] = [buildSkeleton(book.a), buildSkeleton(book.b)];
  const roseHand = part(rose, "near", "forearm").to;
  const honeyHand = part(honey, "near", "forearm").to;

  it("still passes the sanity checks", () => {
    expect(checkPose(book)).toEqual([]);
  });

  it("joins the near hands at least 26 out from both trunks' line, beside the hips", () => {
    expect(Math.hypot(roseHand[0] - honeyHand[0], roseHand[1] - honeyHand[1])).toBeLessThan(3);
    for (const body of [rose, honey]) expect(Math.abs(sideOf(body.pelvis, book.a.torso, roseHand))).toBeGreaterThan(26);
    expect(Math.abs(roseHand[1] - rose.pelvis[1])).toBeLessThan(8);
  });

  it("lays the honey partner's arm over the rose partner's far leg: that leg on the hands' side, the near one away", () => {
    expect(book.nearLegInFront).toBe("a");
    const handSide = Math.sign(roseHand[0] - rose.pelvis[0]);
    expect(Math.sign(part(rose, "far", "thigh").to[0] - rose.pelvis[0])).toBe(handSide);
    expect(Math.sign(part(rose, "near", "thigh").to[0] - rose.pelvis[0])).toBe(-handSide);
    // The leg drawn over everything does not touch the honey partner's arm to the hands.
    for (const limb of ["upperArm", "forearm"] as const)
      expect(gap(part(honey, "near", limb), part(rose, "near", "thigh"))).toBeGreaterThan(3);
  });

  it("opens the rose partner's knees well wide of the honey partner's trunk, so that trunk reads whole", () => {
    for (const side of ["near", "far"] as const) {
      const knee = part(rose, side, "thigh").to;
      expect(segmentDistance(knee, knee, torso(honey).from, torso(honey).to)).toBeGreaterThan(
        THICKNESS.torso + THICKNESS.thigh + 6,
      );
    }
  });
});
