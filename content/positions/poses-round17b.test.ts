import { describe, expect, it } from "vitest";
import { BACK_THICKNESS } from "@domain/positions/poses/scene";
import { BODY, buildSkeleton, THICKNESS } from "@domain/positions/poses/skeleton";
import { distance, part, pose, SIDES } from "../../tests/support/pose-parts";

/**
 * Round 17 (helper 17b): three bases in which round 16's fresh readers could not see the cue the steps name. Each check
 * holds the cue the redraw made big, so a later change cannot quietly lose it. (Desk Lean was redrawn too and taken
 * back: both pair readers saw the old drawing's partner half-sitting on the desk, the new one standing against it.)
 */
const armLength = BODY.upperArm + BODY.forearm;

describe("Wheelbarrow Dare: straight arms down to a bed that runs on out of the picture", () => {
  // Round 16: "the 'bed' looks like a small stool or toilet; the front partner's supporting arms can't be seen."
  const dare = pose("adventurous-2");
  const bed = dare.props.find((prop) => prop.kind === "bed")!;
  const front = buildSkeleton(dare.a);

  it("plants both hands on the mattress on nearly straight arms, the shoulders high over them", () => {
    for (const side of SIDES) {
      const hand = part(front, side, "forearm").to;
      expect(Math.abs(hand[1] - bed.height)).toBeLessThanOrEqual(4);
      expect(hand[0]).toBeGreaterThan(bed.x);
      expect(hand[0]).toBeLessThan(bed.x + bed.width);
      expect(distance(front.shoulder, hand)).toBeGreaterThan(armLength * 0.95);
      expect(front.shoulder[1] - hand[1]).toBeGreaterThan(armLength * 0.8);
    }
  });

  it("tilts the trunk up from the hips, so the bed is not cut short by a headboard, and the bed runs on past the head", () => {
    expect(dare.a.torso).toBeGreaterThanOrEqual(120);
    expect(dare.a.torso).toBeLessThanOrEqual(150);
    expect(front.headCentre[0] - bed.x).toBeGreaterThan(100);
    // A pillow on it says bed, not bench or stool.
    expect(dare.props.some((prop) => prop.kind === "pillow" && prop.base === bed.height)).toBe(true);
  });
});

describe("Sofa Tangle: backs on opposite arms, legs long along the seat and passing each other", () => {
  // Round 16: "both sit upright with knees meeting in the middle; it reads as two people sitting face to face."
  const sofa = pose("mixed-24");
  const seat = sofa.props[0]!.height;
  const [left, right] = [buildSkeleton(sofa.a), buildSkeleton(sofa.b)];
  const [leftSofa, rightSofa] = [
    sofa.props.find((p) => p.back === "left")!,
    sofa.props.find((p) => p.back === "right")!,
  ];

  it("leans each trunk well back, away from the partner, against its own end of the sofa", () => {
    expect(sofa.a.torso - 90).toBeGreaterThanOrEqual(25);
    expect(90 - sofa.b.torso).toBeGreaterThanOrEqual(25);
    const leftFace = leftSofa.x + BACK_THICKNESS;
    const rightFace = rightSofa.x + rightSofa.width - BACK_THICKNESS;
    expect(left.shoulder[0] - THICKNESS.torso - leftFace).toBeLessThanOrEqual(4);
    expect(rightFace - (right.shoulder[0] + THICKNESS.torso)).toBeLessThanOrEqual(4);
  });

  it("stretches the legs along the seat, each pair reaching past the other's knees", () => {
    for (const [body, other, towards] of [
      [left, right, 1],
      [right, left, -1],
    ] as const) {
      for (const side of SIDES) {
        const [knee, ankle] = [part(body, side, "thigh").to, part(body, side, "shin").to];
        expect(knee[1] - seat).toBeLessThan(22);
        expect(ankle[1] - seat).toBeLessThan(22);
        expect(towards * (ankle[0] - body.pelvis[0])).toBeGreaterThan((BODY.thigh + BODY.shin) * 0.9);
        for (const otherSide of SIDES)
          expect(towards * (ankle[0] - part(other, otherSide, "thigh").to[0])).toBeGreaterThan(0);
      }
    }
  });
});

describe("Reverse Lotus: the partner behind sits on the cushion, folded legs in sight", () => {
  // Round 16: "the partner behind squats on their toes beside the cushion; the crossed legs can't be seen."
  const lotus = pose("mixed-21");
  const cushion = lotus.props.find((prop) => prop.kind === "pillow")!;
  const behindName = lotus.a.pelvis[1] < lotus.b.pelvis[1] ? "a" : "b";
  const lapName = behindName === "a" ? "b" : "a";
  const [behind, lap] = [buildSkeleton(lotus[behindName]), buildSkeleton(lotus[lapName])];

  it("puts the bottom of the partner behind down on the middle of the cushion", () => {
    const top = (cushion.base ?? 0) + cushion.height;
    expect(behind.pelvis[0]).toBeGreaterThan(cushion.x + 20);
    expect(behind.pelvis[0]).toBeLessThan(cushion.x + cushion.width - 20);
    expect(behind.pelvis[1] - top).toBeLessThanOrEqual(THICKNESS.thigh + 8);
  });

  it("draws their folded near leg over the lap partner, who sits higher and in front", () => {
    expect(lotus.nearLegInFront).toBe(behindName);
    expect(lap.pelvis[1] - behind.pelvis[1]).toBeGreaterThan(6);
    const forwards = Math.sign(part(behind, "near", "thigh").to[0] - behind.pelvis[0]);
    expect(forwards * (lap.pelvis[0] - behind.pelvis[0])).toBeGreaterThan(BODY.thigh / 2);
  });
});
