import { describe, expect, it } from "vitest";
import { checkPose, hiddenFaceShares } from "@domain/positions/poses/checks";
import {
  buildSkeleton,
  jointAngles,
  normaliseAngle,
  segmentDistance,
  THICKNESS,
  type Point,
  type Segment,
  type Skeleton,
} from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 14 (helper 14c): two bases drawn from above that a fresh reader saw as a tangle at 170 px. Each check holds
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

describe("Hammock: a narrow side-lier, a face-up partner at forty-five degrees, one straight leg over the hips", () => {
  const hammock = pose("mixed-11");
  const [side, back] = [buildSkeleton(hammock.a), buildSkeleton(hammock.b)];

  it("still passes the sanity checks, the honey partner's face clear", () => {
    expect(checkPose(hammock)).toEqual([]);
    expect(hiddenFaceShares(hammock).b).toBeLessThan(0.05);
  });

  it("sets the two trunks 40 to 50 degrees apart, the honey partner face up and the rose partner in profile", () => {
    const angle = Math.abs(normaliseAngle(hammock.b.torso - hammock.a.torso));
    expect(angle).toBeGreaterThanOrEqual(40);
    expect(angle).toBeLessThanOrEqual(50);
    expect(hammock.b.seen).toBe("front");
    expect(hammock.a.seen).toBeUndefined();
  });

  it("lays the upper leg over the hips as one straight limb, its foot past the honey partner's far side", () => {
    expect(Math.abs(jointAngles(hammock.a).nearKnee)).toBeLessThan(10);
    const thigh = part(side, "near", "thigh");
    expect(segmentDistance(thigh.from, thigh.to, back.pelvis, back.pelvis)).toBeLessThan(THICKNESS.torso);
    const ankle = part(side, "near", "shin").to;
    const across = Math.hypot(ankle[0] - side.pelvis[0], ankle[1] - side.pelvis[1]);
    expect(across).toBeGreaterThan(Math.hypot(back.pelvis[0] - side.pelvis[0], back.pelvis[1] - side.pelvis[1]) + 40);
  });

  it("runs the honey partner's legs between the rose partner's, crossing neither", () => {
    for (const legSide of ["near", "far"] as const) {
      for (const name of ["thigh", "shin", "foot"] as const) {
        const leg = part(back, legSide, name);
        for (const lower of ["thigh", "shin", "foot"] as const)
          expect(gap(leg, part(side, "far", lower))).toBeGreaterThan(4);
        if (name !== "thigh")
          for (const upper of ["thigh", "shin", "foot"] as const)
            expect(gap(leg, part(side, "near", upper))).toBeGreaterThan(4);
      }
    }
  });

  it("spreads the honey partner's arms to either side of the trunk, one hand on the rose partner's waist", () => {
    const [near, far] = [part(back, "near", "forearm").to, part(back, "far", "forearm").to];
    expect(Math.sign(sideOf(back.pelvis, hammock.b.torso, near))).toBe(
      -Math.sign(sideOf(back.pelvis, hammock.b.torso, far)),
    );
    const trunk = torso(side);
    expect(segmentDistance(near, near, trunk.from, trunk.to)).toBeLessThan(THICKNESS.torso + 5);
  });
});
