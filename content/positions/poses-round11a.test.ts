import { describe, expect, it } from "vitest";
import { BODY, buildSkeleton, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import type { FigurePose, PoseDefinition } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * Round 11 of issue #46 (helper 11a): three bases fresh readers took for another base, or could not read, at 170 px.
 * Each check measures the one cue the redraw makes big, so a later change cannot quietly lose it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const sides = ["near", "far"] as const;
/** Which way a figure's face points, as a unit vector (y up). */
const faceOf = (figure: FigurePose): readonly [number, number] => {
  const angle = (((figure.head ?? figure.torso) - 90 * figure.front) * Math.PI) / 180;
  return [Math.cos(angle), Math.sin(angle)];
};
/** Shortest distance from point p to the segment a–b. */
const lyingFirst = (definition: PoseDefinition): ["a" | "b", "a" | "b"] =>
  definition.a.pelvis[1] < definition.b.pelvis[1] ? ["a", "b"] : ["b", "a"];

describe("Kneeling Arch: leaning back from upright thighs, face to the ceiling, hands on the lower back", () => {
  // Round 10's readers: "reads as rear entry on all fours (like Wild Tide)"; the arms hanging to the heels were its
  // front legs, in two drawings running.
  const arch = pose("adventurous-18");
  const [arching, holding] = [buildSkeleton(arch.a), buildSkeleton(arch.b)];
  const bed = arch.props.find((prop) => prop.kind === "bed")!;
  const towardsPartner = Math.sign(holding.pelvis[0] - arching.pelvis[0]);

  it("leans the trunk back between 35 and 45 degrees: past upright, too high for the hands to reach the bed", () => {
    const lean = Math.abs(arch.a.torso - 90);
    expect(lean).toBeGreaterThanOrEqual(35);
    expect(lean).toBeLessThanOrEqual(45);
    expect(towardsPartner * (arching.pelvis[0] - arching.shoulder[0])).toBeGreaterThan(0);
  });

  it("turns the face up to the ceiling", () => {
    expect(faceOf(arch.a)[1]).toBeGreaterThan(0.95);
  });

  it("rests both hands on the lower back, near hip height and well above the bed and the knees", () => {
    for (const side of sides) {
      const hand = part(arching, side, "forearm").to;
      expect(Math.abs(hand[1] - arching.pelvis[1])).toBeLessThanOrEqual(BODY.thigh / 2);
      expect(hand[1] - bed.height).toBeGreaterThan(BODY.thigh);
      expect(hand[1] - part(arching, side, "thigh").to[1]).toBeGreaterThan(30);
      // Behind the body, not reaching out to the partner.
      expect(towardsPartner * (arching.pelvis[0] - hand[0])).toBeGreaterThan(5);
    }
  });
});

describe("Downstream: the kneel shows, and the lying partner's arms do not read as raised legs", () => {
  // Round 10's readers: "the honey rider reads as a flat log lying along the partner, with no kneeling astride
  // visible. The partner's legs look bent and raised, not straight and together."
  const downstream = pose("adventurous-25");
  const [lyingName, kneelerName] = lyingFirst(downstream);
  const [lying, kneeler] = [buildSkeleton(downstream[lyingName]), buildSkeleton(downstream[kneelerName])];
  const towardsHead = Math.sign(lying.shoulder[0] - lying.pelvis[0]);

  it("draws the kneeler's near leg over everything, not hidden behind the lying body", () => {
    expect(downstream.nearLegInFront).toBe(kneelerName);
    expect(downstream.astride ?? []).not.toContain(kneelerName);
  });

  it("stands that thigh within 10 degrees of straight down to a knee on the bed, the shin running back level", () => {
    const bed = downstream.props.find((prop) => prop.kind === "bed")!;
    const [thigh, shin] = [part(kneeler, "near", "thigh"), part(kneeler, "near", "shin")];
    const fromVertical = Math.atan2(Math.abs(thigh.to[0] - thigh.from[0]), thigh.from[1] - thigh.to[1]);
    expect((fromVertical * 180) / Math.PI).toBeLessThanOrEqual(10);
    expect(thigh.to[1] - bed.height).toBeLessThanOrEqual(THICKNESS.shin + 2);
    expect(towardsHead * (shin.to[0] - shin.from[0])).toBeGreaterThan(0.9 * BODY.shin);
  });

  it("keeps the lying partner's legs straight and low along the bed", () => {
    for (const side of sides) {
      const [thigh, shin] = [part(lying, side, "thigh"), part(lying, side, "shin")];
      expect(Math.abs(thigh.to[1] - thigh.from[1])).toBeLessThan(8);
      expect(Math.abs(shin.to[1] - shin.from[1])).toBeLessThan(8);
    }
  });

  it("bends the lying partner's arms short, the upper arm level with the shoulder rather than rising steeply", () => {
    for (const side of sides) {
      const [upper, forearm] = [part(lying, side, "upperArm"), part(lying, side, "forearm")];
      expect(Math.abs(upper.to[1] - upper.from[1])).toBeLessThan(8);
      expect(Math.hypot(forearm.to[0] - lying.shoulder[0], forearm.to[1] - lying.shoulder[1])).toBeLessThan(
        0.8 * (BODY.upperArm + BODY.forearm),
      );
      expect(Math.hypot(forearm.to[0] - kneeler.pelvis[0], forearm.to[1] - kneeler.pelvis[1])).toBeLessThan(12);
    }
  });
});
