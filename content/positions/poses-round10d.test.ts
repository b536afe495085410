import { describe, expect, it } from "vitest";
import { CARD, headFrame, layoutScene } from "@domain/positions/poses/render";
import { sofaArmSpan } from "@domain/positions/poses/scene";
import { BODY, THICKNESS, buildSkeleton, segmentDistance, type Skeleton } from "@domain/positions/poses/skeleton";
import type { PoseDefinition } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * Round 10 of issue #46 (helper 10d): bases two fresh readers read only with effort at 170 px, redrawn so the feature
 * the name depends on shows. Each test measures that feature, not the drawing.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far" | "centre", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const distance = (p: readonly number[], q: readonly number[]) => Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!);
const degreesOf = (from: readonly number[], to: readonly number[]) =>
  (Math.atan2(to[1]! - from[1]!, to[0]! - from[0]!) * 180) / Math.PI;
/** The partner whose pelvis is lower lies; the other kneels, squats or sits over them. */
function lyingFirst(definition: PoseDefinition): ["a" | "b", "a" | "b"] {
  return definition.a.pelvis[1] < definition.b.pelvis[1] ? ["a", "b"] : ["b", "a"];
}
const BED_TOP = 46;

describe("Lily Pad: a squat with feet flat, not a kneeling rider; two pairs of arms meet", () => {
  const lily = pose("passionate-24");
  const [lyingName, riderName] = lyingFirst(lily);
  const [lying, rider] = [buildSkeleton(lily[lyingName]), buildSkeleton(lily[riderName])];

  it("plants the feet on the bed with the knees above the hips, the near shin drawn in front", () => {
    for (const side of ["near", "far"] as const) {
      expect(part(rider, side, "shin").to[1] - THICKNESS.shin - BED_TOP).toBeLessThanOrEqual(3);
      // The foot flat along the bed.
      const foot = part(rider, side, "foot");
      expect(Math.abs(foot.to[1] - foot.from[1])).toBeLessThan(3);
      expect(part(rider, side, "thigh").to[1]).toBeGreaterThan(rider.pelvis[1]);
    }
    expect(lily.nearLegInFront).toBe(riderName);
  });

  it("raises both arms of the partner below straight up into the rider's hands", () => {
    for (const side of ["near", "far"] as const) {
      const hand = part(lying, side, "forearm").to;
      expect(hand[1] - lying.shoulder[1]).toBeGreaterThan(0.85 * (BODY.upperArm + BODY.forearm));
      expect(distance(hand, part(rider, side, "forearm").to)).toBeLessThan(3);
    }
  });
});

describe("Leaning Moon: the rider leans back onto knees that show", () => {
  // Round 12 (12e) redrew this base: the rider kneels with the thighs running forward to the partner's head and leans
  // the trunk well back on straight arms to the mattress, so the round 10 checks (thighs tilted back, hands on the
  // near knee drawn over the rider) no longer apply; these hold what is left of them.
  const moon = pose("passionate-8");
  const [lyingName, riderName] = lyingFirst(moon);
  const [lying, rider] = [buildSkeleton(moon[lyingName]), buildSkeleton(moon[riderName])];

  it("opens the hips: thighs forward towards the partner's head, the trunk back the other way", () => {
    const towardsHead = Math.sign(lying.shoulder[0] - lying.pelvis[0]);
    const thigh = part(rider, "near", "thigh");
    expect(towardsHead * (thigh.to[0] - thigh.from[0])).toBeGreaterThan(0.8 * BODY.thigh);
    expect(towardsHead * (rider.shoulder[0] - rider.pelvis[0])).toBeLessThan(-0.7 * BODY.torso);
  });

  it("raises the lying partner's knees behind the rider's back, touching it", () => {
    const torso = part(rider, "centre", "torso");
    for (const side of ["near", "far"] as const) {
      const knee = part(lying, side, "thigh").to;
      expect(knee[1]).toBeGreaterThan(lying.pelvis[1] + 20);
      expect(segmentDistance(knee, knee, torso.from, torso.to)).toBeLessThanOrEqual(THICKNESS.torso + THICKNESS.thigh);
    }
  });
});

describe("Downstream: lying back on a pillow, the kneeler folded forward and looking to the feet", () => {
  const downstream = pose("adventurous-25");
  const [lyingName, kneelerName] = lyingFirst(downstream);
  const [lying, kneeler] = [buildSkeleton(downstream[lyingName]), buildSkeleton(downstream[kneelerName])];
  const towardsFeet = Math.sign(lying.pelvis[0] - lying.shoulder[0]);

  it("rests the lying partner's head on the pillow (round 10: it floated above it)", () => {
    const pillow = downstream.props.find((prop) => prop.kind === "pillow")!;
    const head = lying.headCentre;
    expect(head[0]).toBeGreaterThan(pillow.x);
    expect(head[0]).toBeLessThan(pillow.x + pillow.width);
    expect(Math.abs(head[1] - BODY.headRadius - (pillow.base! + pillow.height))).toBeLessThanOrEqual(3);
  });

  it("props the kneeler on upper arms straight down and forearms flat, the face turned towards the feet", () => {
    for (const side of ["near", "far"] as const) {
      const upper = part(kneeler, side, "upperArm");
      const forearm = part(kneeler, side, "forearm");
      expect(Math.abs(Math.abs(degreesOf(upper.from, upper.to)) - 90)).toBeLessThanOrEqual(10);
      expect(Math.abs(forearm.to[1] - forearm.from[1])).toBeLessThan(3);
      expect(towardsFeet * (forearm.to[0] - forearm.from[0])).toBeGreaterThan(0);
    }
    const face = headFrame(downstream[kneelerName], kneeler).face;
    expect(towardsFeet * face[0]).toBeGreaterThan(0.5);
  });
});

describe("Butterfly Table: the lying partner's head clear, each leg one corner to the standing chest", () => {
  const table = pose("adventurous-7");
  const [lyingName, standingName] =
    table.a.pelvis[1] > table.b.pelvis[1] ? (["a", "b"] as const) : (["b", "a"] as const);
  const [lying, standing] = [buildSkeleton(table[lyingName]), buildSkeleton(table[standingName])];

  it("keeps both hands down by the hips, away from the head (round 10: they hid it)", () => {
    for (const side of ["near", "far"] as const) {
      const hand = part(lying, side, "forearm").to;
      expect(distance(hand, lying.headCentre)).toBeGreaterThan(4 * BODY.headRadius);
      expect(distance(hand, lying.pelvis)).toBeLessThan(15);
    }
  });

  it("runs each shin within 20 degrees of level to a foot on the standing partner's chest", () => {
    const chest = part(standing, "centre", "torso");
    for (const side of ["near", "far"] as const) {
      const shin = part(lying, side, "shin");
      const slope = Math.abs(degreesOf(shin.to, shin.from));
      expect(Math.min(slope, 180 - slope)).toBeLessThanOrEqual(20);
      expect(segmentDistance(shin.to, shin.to, chest.from, chest.to)).toBeLessThanOrEqual(THICKNESS.torso + 6);
      expect(shin.to[1]).toBeGreaterThan(standing.pelvis[1] + 20);
    }
  });
});

describe("Over the Arm: the hips on the arm's outer edge, the standing partner clear of the card's corner", () => {
  const over = pose("passionate-15");
  const sofa = over.props.find((prop) => prop.kind === "sofa")!;
  const [leanerName, standerName] =
    buildSkeleton(over.a).shoulder[1] < buildSkeleton(over.b).shoulder[1]
      ? (["a", "b"] as const)
      : (["b", "a"] as const);

  it("rests the hips on the outer half of the arm, the legs hanging outside it", () => {
    const leaner = buildSkeleton(over[leanerName]);
    const arm = sofaArmSpan(sofa)!;
    const [inner, outer] = sofa.arm === "right" ? [arm.x1, arm.x2] : [arm.x2, arm.x1];
    const outward = Math.sign(outer - inner);
    expect(outward * (leaner.pelvis[0] - (inner + outer) / 2)).toBeGreaterThan(0);
    for (const side of ["near", "far"] as const)
      expect(outward * (part(leaner, side, "shin").to[0] - outer)).toBeGreaterThan(0);
  });

  it("draws the standing partner's head well away from the card's right edge, where the sparkle sits", () => {
    const layout = layoutScene(over);
    const head = layout.toCard(layout.skeletons[standerName].headCentre);
    expect(CARD.width - head[0]).toBeGreaterThan(CARD.width / 2);
  });
});

describe("Lazy Lap: the partner lying back shows whole, drawn over the sitter's legs", () => {
  const lap = pose("romantic-14");
  const [lyingName] = lyingFirst(lap);
  const lying = buildSkeleton(lap[lyingName]);

  it("draws the lying body in front, its head on a pillow and no hand past the head", () => {
    expect(lap.inFront).toBe(lyingName);
    const pillow = lap.props.find((prop) => prop.kind === "pillow")!;
    expect(lying.headCentre[0]).toBeGreaterThan(pillow.x);
    expect(lying.headCentre[0]).toBeLessThan(pillow.x + pillow.width);
    expect(Math.abs(lying.headCentre[1] - BODY.headRadius - (pillow.base! + pillow.height))).toBeLessThanOrEqual(3);
    const towardsHead = Math.sign(lying.shoulder[0] - lying.pelvis[0]);
    for (const side of ["near", "far"] as const)
      expect(towardsHead * (part(lying, side, "forearm").to[0] - lying.shoulder[0])).toBeLessThan(0);
  });

  it("keeps the lying head well inside the card (round 10: squashed at its edge)", () => {
    const layout = layoutScene(lap);
    const head = layout.toCard(layout.skeletons[lyingName].headCentre);
    expect(Math.min(head[0], CARD.width - head[0])).toBeGreaterThan(CARD.margin + 3 * BODY.headRadius);
  });
});

describe("Folded Letter: the soles flat on the kneeler's chest, knees folded back over the lying chest", () => {
  const letter = pose("passionate-10");
  const [lyingName, kneelerName] = lyingFirst(letter);
  const [lying, kneeler] = [buildSkeleton(letter[lyingName]), buildSkeleton(letter[kneelerName])];
  const towardsHead = Math.sign(lying.shoulder[0] - lying.pelvis[0]);

  it("puts each foot against the kneeler's chest, at chest height, the near one drawn in front", () => {
    const torso = part(kneeler, "centre", "torso");
    for (const side of ["near", "far"] as const) {
      const ankle = part(lying, side, "shin").to;
      expect(segmentDistance(ankle, ankle, torso.from, torso.to)).toBeLessThanOrEqual(THICKNESS.torso + 6);
      expect(ankle[1]).toBeGreaterThan(kneeler.pelvis[1] + 15);
      // Round 10: the soles stopped at the kneeler's hands, and it read as holding the feet.
      for (const hand of ["near", "far"] as const)
        expect(distance(part(kneeler, hand, "forearm").to, ankle)).toBeGreaterThan(12);
    }
    expect(letter.nearLegInFront).toBe(lyingName);
  });

  it("folds the knees back past the hips towards the head (not High Tide's legs straight up)", () => {
    for (const side of ["near", "far"] as const)
      expect(towardsHead * (part(lying, side, "thigh").to[0] - lying.pelvis[0])).toBeGreaterThan(15);
  });
});
