import { describe, expect, it } from "vitest";
import { ARMREST_RISE, BACK_RISE, BACK_THICKNESS } from "@domain/positions/poses/scene";
import { buildSkeleton, segmentDistance, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import type { PoseDefinition } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * Round 14 (helper 14b): two bases fresh readers could not read at 170 px. Each check measures the cue the redraw makes
 * big, so a later change cannot quietly lose it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const sides = ["near", "far"] as const;
const part = (skeleton: Skeleton, side: "near" | "far" | "centre", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && (segment.side ?? "centre") === side)!;
/** Angle of a segment above (positive) or below level, in degrees, whichever way it points along x. */
const rise = (from: readonly [number, number], to: readonly [number, number]) =>
  (Math.atan2(to[1] - from[1], Math.abs(to[0] - from[0])) * 180) / Math.PI;
const lyingFirst = (definition: PoseDefinition): ["a" | "b", "a" | "b"] =>
  definition.a.pelvis[1] < definition.b.pelvis[1] ? ["a", "b"] : ["b", "a"];

describe("Grand Armchair: a tall armchair against the sitter's back, the knees hooked high over its arm", () => {
  // Round 13's readers: "the chair reads as a plain side chair ... the legs stick forward towards the kneeler"; at
  // 170 px the low, deep chair hardly showed.
  const grand = pose("passionate-18");
  const sitter = buildSkeleton(grand.a);
  const chair = grand.props.find((prop) => prop.kind === "armchair")!;
  const armTop = chair.height + ARMREST_RISE;
  const backTop = chair.height * (1 + BACK_RISE.armchair);
  const backFace = chair.back === "left" ? chair.x + BACK_THICKNESS : chair.x + chair.width - BACK_THICKNESS;

  it("draws a big chair whose back rises past the sitter's shoulders and touches their back", () => {
    expect(chair.height).toBeGreaterThanOrEqual(50);
    expect(backTop).toBeGreaterThan(sitter.shoulder[1]);
    const trunk = part(sitter, "centre", "torso");
    const fromBack = segmentDistance(trunk.from, trunk.to, [backFace, chair.height], [backFace, backTop]);
    expect(fromBack).toBeLessThanOrEqual(THICKNESS.torso + 2);
  });

  it("raises each thigh steeply, the knee well above the arm, and hangs the shin near straight down", () => {
    for (const side of sides) {
      const [thigh, shin] = [part(sitter, side, "thigh"), part(sitter, side, "shin")];
      expect(rise(thigh.from, thigh.to)).toBeGreaterThanOrEqual(40);
      expect(thigh.to[1]).toBeGreaterThan(armTop + 15);
      expect(rise(shin.from, shin.to)).toBeLessThan(-78);
    }
  });
});

describe("Downstream: the kneeler on knees and forearms, trunk held clear above straight legs, heads apart", () => {
  // Round 13's readers: "the honey rider reads as a flat log lying along the pink partner ... the legs look bent and
  // raised ... I only sorted out whose head is where after reading the steps."
  const downstream = pose("adventurous-25");
  const [lyingName, kneelerName] = lyingFirst(downstream);
  const [lying, kneeler] = [buildSkeleton(downstream[lyingName]), buildSkeleton(downstream[kneelerName])];

  it("holds the kneeler's trunk level at the kneeling hips' height, on upper arms straight down", () => {
    const trunk = part(kneeler, "centre", "torso");
    expect(Math.abs(rise(trunk.from, trunk.to))).toBeLessThanOrEqual(6);
    for (const side of sides) {
      const upper = part(kneeler, side, "upperArm");
      expect(rise(upper.from, upper.to)).toBeLessThan(-80);
    }
  });

  it("leaves night between the kneeler's trunk and the lying partner's legs", () => {
    const trunk = part(kneeler, "centre", "torso");
    for (const side of sides)
      for (const name of ["thigh", "shin"]) {
        const leg = part(lying, side, name);
        const gap = segmentDistance(trunk.from, trunk.to, leg.from, leg.to) - THICKNESS.torso - leg.radius;
        expect(gap).toBeGreaterThanOrEqual(6);
      }
  });

  it("keeps the lying partner's legs straight and together", () => {
    const angle = (side: "near" | "far", name: string) => {
      const segment = part(lying, side, name);
      return (Math.atan2(segment.to[1] - segment.from[1], segment.to[0] - segment.from[0]) * 180) / Math.PI;
    };
    for (const side of sides) expect(Math.abs(angle(side, "thigh") - angle(side, "shin"))).toBeLessThanOrEqual(4);
    expect(Math.abs(angle("near", "shin") - angle("far", "shin"))).toBeLessThanOrEqual(4);
  });

  it("puts the two heads at opposite ends, far apart", () => {
    expect(Math.abs(lying.headCentre[0] - kneeler.headCentre[0])).toBeGreaterThan(110);
  });
});
