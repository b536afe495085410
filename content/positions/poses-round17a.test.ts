import { describe, expect, it } from "vitest";
import { BACK_RISE, SOFA_ARM_RISE, sofaArmSpan } from "@domain/positions/poses/scene";
import { BODY, buildSkeleton, jointAngles, segmentDistance, THICKNESS } from "@domain/positions/poses/skeleton";
import { part, pose, SIDES } from "../../tests/support/pose-parts";

/**
 * Round 17 of the figures (helper 17a): three bases whose defining cue round 16's fresh reader could not see at 170 px.
 * Each check holds the cue the redraw made big, so a later change cannot quietly lose it again. (Sphinx was redrawn
 * too and taken back: both pair readers saw its knee drawn up under the hips as a kneel on all fours.)
 */
const degrees = (dx: number, dy: number) => (Math.atan2(dy, dx) * 180) / Math.PI;
const BED_TOP = 46;

describe("Over the Arm: the sofa's arm shows under the hips, the twin of the sofa's far end", () => {
  // Round 16's reader: "that end of the sofa has no arm drawn. It reads as bending over the seat edge."
  const over = pose("passionate-15");
  const sofa = over.props.find((prop) => prop.kind === "sofa")!;
  const arm = sofaArmSpan(sofa)!;
  const armTop = sofa.height + SOFA_ARM_RISE;
  const leaner = buildSkeleton(over.a);
  const innerEdge = sofa.arm === "right" ? arm.x1 : arm.x2;

  it("keeps the chest high enough over the arm's inner edge that the arm's lit top shows below it", () => {
    const torso = leaner.segments.find((segment) => segment.name === "torso")!;
    const clearance = segmentDistance([innerEdge, armTop], [innerEdge, armTop], torso.from, torso.to);
    expect(clearance).toBeGreaterThanOrEqual(THICKNESS.torso);
    // The hips still rest on the arm.
    expect(leaner.pelvis[1] - armTop).toBeLessThan(20);
  });

  it("makes the back at the far end hardly taller than the arm, so the two ends read as a matching pair", () => {
    const backTop = sofa.height * (1 + BACK_RISE.sofa);
    expect(backTop - armTop).toBeGreaterThanOrEqual(0);
    expect(backTop - armTop).toBeLessThanOrEqual(12);
  });

  it("rests the forearms on a cushion on the seat, clear of the arm", () => {
    const cushion = over.props.find((prop) => prop.kind === "pillow")!;
    const [seatStart, seatEnd] = sofa.arm === "right" ? [sofa.x, arm.x1] : [arm.x2, sofa.x + sofa.width];
    expect(cushion.base).toBe(sofa.height);
    expect(cushion.x).toBeGreaterThanOrEqual(seatStart);
    expect(cushion.x + cushion.width).toBeLessThanOrEqual(seatEnd - 10);
    for (const side of SIDES) {
      const forearm = part(leaner, side, "forearm");
      expect(Math.abs(forearm.to[1] - forearm.from[1])).toBeLessThan(4);
      expect(forearm.to[1] - THICKNESS.forearm - (cushion.height + sofa.height)).toBeLessThanOrEqual(3);
    }
  });
});

describe("Riverbed: the partner behind leans forward onto straight arms, one long diagonal", () => {
  // Round 16's reader: "The top partner kneels upright with hands on the back, not leaning onto straight arms."
  const riverbed = pose("passionate-12");
  const [lying, kneeling] = [buildSkeleton(riverbed.a), buildSkeleton(riverbed.b)];
  const towardsHead = Math.sign(lying.shoulder[0] - lying.pelvis[0]);

  it("runs knee, hips and shoulders up one diagonal towards the lying partner's head", () => {
    const knee = part(kneeling, "near", "thigh").to;
    expect(knee[1] - THICKNESS.shin - BED_TOP).toBeLessThanOrEqual(2);
    const thighRise = degrees(Math.abs(kneeling.pelvis[0] - knee[0]), kneeling.pelvis[1] - knee[1]);
    const torsoRise = degrees(
      Math.abs(kneeling.shoulder[0] - kneeling.pelvis[0]),
      kneeling.shoulder[1] - kneeling.pelvis[1],
    );
    expect(towardsHead * (kneeling.pelvis[0] - knee[0])).toBeGreaterThan(0);
    expect(towardsHead * (kneeling.shoulder[0] - kneeling.pelvis[0])).toBeGreaterThan(35);
    // Neither upright nor lying: the trunk rises gently, the thigh slopes down behind.
    expect(torsoRise).toBeGreaterThan(10);
    expect(torsoRise).toBeLessThan(25);
    expect(thighRise).toBeGreaterThan(torsoRise);
    expect(thighRise).toBeLessThan(70);
  });

  it("draws the kneeler in front, so both straight arms show all the way down to the bed", () => {
    expect(riverbed.inFront).toBe("b");
    for (const side of SIDES) {
      const hand = part(kneeling, side, "forearm").to;
      const reach = Math.hypot(hand[0] - kneeling.shoulder[0], hand[1] - kneeling.shoulder[1]);
      expect(reach).toBeGreaterThan(0.95 * (BODY.upperArm + BODY.forearm));
      expect(hand[1] - BED_TOP).toBeLessThan(THICKNESS.forearm + 2);
    }
  });
});

describe("Lily Pad: a deep squat, knees high and sharply bent over flat feet", () => {
  // Round 16's reader: "There's no squat with flat feet; it reads as an ordinary kneeling rider."
  const lily = pose("passionate-24");
  const rider = buildSkeleton(lily.a);
  const angles = jointAngles(lily.a);

  it("raises the knees well above the hips and bends them sharply", () => {
    for (const side of SIDES) expect(part(rider, side, "thigh").to[1] - rider.pelvis[1]).toBeGreaterThan(12);
    expect(angles.nearKnee).toBeGreaterThan(115);
    expect(angles.farKnee).toBeGreaterThan(115);
    expect(angles.nearHip).toBeGreaterThan(110);
  });

  it("stands the near shin nearly upright, drawn in front, down to a foot flat on the bed", () => {
    const shin = part(rider, "near", "shin");
    const tilt = Math.abs(degrees(shin.to[0] - shin.from[0], shin.to[1] - shin.from[1]) + 90);
    expect(tilt).toBeLessThan(20);
    expect(shin.to[1] - THICKNESS.shin - BED_TOP).toBeLessThanOrEqual(0);
    const foot = part(rider, "near", "foot");
    expect(Math.abs(foot.to[1] - foot.from[1])).toBeLessThan(1);
    expect(lily.nearLegInFront).toBe("a");
  });
});
