import { describe, expect, it } from "vitest";
import { BODY, buildSkeleton, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import type { PoseDefinition } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * Round 15 (helper 15b): Deckchair and Closed Petals, which fresh readers could not read at 170 px. Each check holds
 * the one cue the redraw makes big, so a later change cannot quietly lose it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const sides = ["near", "far"] as const;
/** The partner whose hips are lower first, then the other. */
const lowerFirst = (definition: PoseDefinition): [Skeleton, Skeleton] => {
  const [a, b] = [buildSkeleton(definition.a), buildSkeleton(definition.b)];
  return a.pelvis[1] < b.pelvis[1] ? [a, b] : [b, a];
};
const bedTop = (definition: PoseDefinition) => definition.props.find((prop) => prop.kind === "bed")!.height;
/** Degrees a segment rises above level, whichever way it runs. */
const rise = (from: readonly number[], to: readonly number[]) =>
  (Math.atan2(to[1]! - from[1]!, Math.abs(to[0]! - from[0]!)) * 180) / Math.PI;

describe("Deckchair: half raised on the forearms, both legs straight up to the kneeler's shoulders", () => {
  // Round 14's readers: "calves on both shoulders not visible; the raised limb could be an arm or a leg".
  const deckchair = pose("adventurous-20");
  const [reclining, kneeling] = lowerFirst(deckchair);
  const towardsKneeler = Math.sign(kneeling.pelvis[0] - reclining.pelvis[0]);

  it("props the trunk 15 to 35 degrees off the bed on forearms lying flat on it", () => {
    const trunk = rise(reclining.pelvis, reclining.shoulder);
    expect(trunk).toBeGreaterThanOrEqual(15);
    expect(trunk).toBeLessThanOrEqual(35);
    for (const side of sides) {
      const forearm = part(reclining, side, "forearm");
      for (const end of [forearm.from, forearm.to])
        expect(end[1] - THICKNESS.forearm - bedTop(deckchair)).toBeLessThanOrEqual(6);
    }
  });

  it("lifts both legs straight, steeper than 50 degrees, ankles up at the kneeler's shoulders", () => {
    for (const side of sides) {
      const [thigh, shin] = [part(reclining, side, "thigh"), part(reclining, side, "shin")];
      expect(Math.abs(rise(thigh.from, thigh.to) - rise(shin.from, shin.to))).toBeLessThanOrEqual(5);
      expect(rise(thigh.from, thigh.to)).toBeGreaterThan(50);
      expect(Math.abs(shin.to[1] - kneeling.shoulder[1])).toBeLessThanOrEqual(BODY.headRadius);
    }
  });

  it("puts the near foot out past the kneeler's back, so the leg ends in a foot, not at the chest", () => {
    const toes = part(reclining, "near", "foot").to;
    expect(towardsKneeler * (toes[0] - kneeling.shoulder[0])).toBeGreaterThan(THICKNESS.torso);
  });

  it("keeps the kneeler upright, trunk within 10 degrees of vertical", () => {
    expect(rise(kneeling.pelvis, kneeling.shoulder)).toBeGreaterThanOrEqual(80);
  });
});

describe("Closed Petals: knees down outside the closed legs, which run on past them to the feet", () => {
  // Round 14's readers: "a generic lying-on-top position; I can't see the closed legs inside the top partner's knees".
  const petals = pose("romantic-9");
  const [lower, upper] = lowerFirst(petals);
  const towardsFeet = Math.sign(lower.pelvis[0] - lower.shoulder[0]);

  it("keeps the lower partner's legs straight and together", () => {
    for (const side of sides) expect(part(lower, side, "thigh").to[1] - lower.pelvis[1]).toBeLessThan(6);
    const [near, far] = sides.map((side) => part(lower, side, "shin").to);
    expect(Math.hypot(near![0] - far![0], near![1] - far![1])).toBeLessThanOrEqual(6);
  });

  it("plants both of the upper partner's knees on the bed alongside the lower partner's thighs", () => {
    const lowerKnee = part(lower, "near", "thigh").to;
    for (const side of sides) {
      const knee = part(upper, side, "thigh").to;
      expect(knee[1] - THICKNESS.thigh - bedTop(petals)).toBeLessThanOrEqual(3);
      expect(towardsFeet * (knee[0] - lower.pelvis[0])).toBeGreaterThan(0);
      expect(towardsFeet * (lowerKnee[0] - knee[0])).toBeGreaterThan(0);
    }
  });

  it("leaves the closed legs clear for a shin's length past the knees, the upper partner's feet raised off them", () => {
    const feet = part(lower, "near", "shin").to;
    for (const side of sides) {
      const [thigh, shin] = [part(upper, side, "thigh"), part(upper, side, "shin")];
      expect(towardsFeet * (feet[0] - thigh.to[0])).toBeGreaterThan(0.8 * BODY.shin);
      expect(shin.to[1] - shin.from[1]).toBeGreaterThan(25);
    }
  });

  it("holds the upper partner up on forearms flat on the bed", () => {
    for (const side of sides) {
      const forearm = part(upper, side, "forearm");
      expect(Math.abs(rise(forearm.from, forearm.to))).toBeLessThanOrEqual(10);
      expect(forearm.from[1] - THICKNESS.forearm - bedTop(petals)).toBeLessThanOrEqual(6);
    }
  });
});
