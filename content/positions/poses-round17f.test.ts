import { describe, expect, it } from "vitest";
import { BODY, buildSkeleton, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import type { PoseDefinition } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * Round 17 of issue #46 (helper 17f): three side-lying bases drawn from the bedside. Round 16's fresh readers could
 * not find Spooning's partner behind, and took the curled lying figure of Edge of Sleep and Half Moon for kneeling
 * folded forward. Each check holds the cue the redraw makes big.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const sides = ["near", "far"] as const;
const heading = (skeleton: Skeleton, side: "near" | "far", name: string) => {
  const segment = part(skeleton, side, name);
  return (Math.atan2(segment.to[1] - segment.from[1], segment.to[0] - segment.from[0]) * 180) / Math.PI;
};
const bedOf = (definition: PoseDefinition) => definition.props.find((prop) => prop.kind === "bed")!;

/** A body lying on its side along the mattress: trunk level, head as low as the hips, knees ahead of the hips. */
function expectLyingCurled(definition: PoseDefinition, name: "a" | "b") {
  const figure = definition[name];
  const body = buildSkeleton(figure);
  const bed = bedOf(definition);
  expect(figure.seen).toBe("front");
  // The trunk lies along the bed, its underside on the mattress, not raised above it on folded legs.
  expect(Math.abs(Math.sin((figure.torso * Math.PI) / 180))).toBeLessThanOrEqual(Math.sin((5 * Math.PI) / 180));
  expect(body.pelvis[1] - THICKNESS.torso - bed.height).toBeLessThanOrEqual(2);
  // The head is down on the pillow, level with the hips, not lifted towards a kneeling height.
  expect(Math.abs(body.headCentre[1] - body.pelvis[1])).toBeLessThanOrEqual(BODY.headRadius / 2);
  const towardsHead = Math.sign(body.headCentre[0] - body.pelvis[0]);
  for (const side of sides) {
    const knee = part(body, side, "thigh").to;
    // Drawn up ahead of the hips towards the chest...
    expect(towardsHead * (knee[0] - body.pelvis[0])).toBeGreaterThan(BODY.thigh / 2);
    // ...at the hips' height or above, in front of the belly: never tucked under the trunk as a kneeler's are.
    expect(knee[1]).toBeGreaterThanOrEqual(body.pelvis[1]);
    expect(knee[1] - body.pelvis[1]).toBeLessThanOrEqual(2 * THICKNESS.torso);
  }
  return body;
}

describe("Spooning: the partner behind in sight, both pairs of knees bent forward together", () => {
  const spooning = pose("romantic-2");
  const [behind, front] = [buildSkeleton(spooning.a), buildSkeleton(spooning.b)];

  it("draws the body behind a whole trunk's width higher, so its trunk shows above the other's", () => {
    expect(spooning.a.depth).toBeGreaterThanOrEqual(2 * THICKNESS.torso);
    expect(behind.pelvis[1] - front.pelvis[1]).toBeGreaterThanOrEqual(2 * THICKNESS.torso);
    // Still tucked in close: the two trunks touch.
    expect(behind.pelvis[1] - THICKNESS.torso - (front.pelvis[1] + THICKNESS.torso)).toBeLessThanOrEqual(1);
  });

  it("lays both heads on the one pillow, one behind the other", () => {
    const pillow = spooning.props.find((prop) => prop.kind === "pillow")!;
    for (const head of [behind.headCentre, front.headCentre])
      expect(head[0] >= pillow.x && head[0] <= pillow.x + pillow.width).toBe(true);
    expect(Math.abs(behind.headCentre[0] - front.headCentre[0])).toBeLessThan(BODY.headRadius * 2);
  });

  it("bends all four knees at least 40 degrees, the two pairs the same way, nested", () => {
    for (const body of [behind, front])
      for (const side of sides) {
        const bend = heading(body, side, "shin") - heading(body, side, "thigh");
        expect(bend).toBeGreaterThanOrEqual(40);
        // The knee forward, towards the viewer: drawn below its own hip.
        expect(part(body, side, "thigh").to[1]).toBeLessThan(body.pelvis[1]);
      }
    const kneeX = (body: Skeleton) => part(body, "near", "thigh").to[0];
    expect(Math.abs(kneeX(behind) - kneeX(front))).toBeLessThan(THICKNESS.thigh * 2);
  });
});

describe("Edge of Sleep: lying curled on the side at the edge, back to the partner standing on the floor", () => {
  const edge = pose("romantic-24");

  it("lays the curled partner flat along the bed, head low on the pillow, knees drawn up ahead of the hips", () => {
    expectLyingCurled(edge, "a");
  });

  it("puts the buttocks at the bed's edge, towards the standing partner, whose feet are on the floor", () => {
    const [curled, standing] = [buildSkeleton(edge.a), buildSkeleton(edge.b)];
    const bed = bedOf(edge);
    const edgeX = bed.x + bed.width;
    expect(Math.abs(curled.pelvis[0] + THICKNESS.torso - edgeX)).toBeLessThanOrEqual(4);
    expect(Math.sign(standing.pelvis[0] - curled.pelvis[0])).toBe(-Math.sign(curled.headCentre[0] - curled.pelvis[0]));
    for (const side of sides) expect(part(standing, side, "shin").to[1]).toBeLessThan(10);
  });
});

describe("Half Moon: lying curled on the side, the other kneeling upright on the bed right behind the hips", () => {
  const moon = pose("passionate-25");

  it("lays the curled partner flat along the bed, head low on the pillow, knees drawn up ahead of the hips", () => {
    expectLyingCurled(moon, "a");
  });

  it("kneels the other on the mattress itself, knees at the buttocks and the bed running on past their feet", () => {
    const [curled, kneeling] = [buildSkeleton(moon.a), buildSkeleton(moon.b)];
    const bed = bedOf(moon);
    const onBed = (x: number, margin: number) => x >= bed.x + margin && x <= bed.x + bed.width - margin;
    for (const side of sides) {
      const knee = part(kneeling, side, "thigh").to;
      expect(Math.abs(knee[1] - THICKNESS.thigh - bed.height)).toBeLessThanOrEqual(4);
      expect(Math.abs(knee[0] - curled.pelvis[0])).toBeLessThan(BODY.thigh);
      // Shins flat on the mattress, the bed running on past the toes: where Edge of Sleep's bed stops at the hips.
      expect(onBed(part(kneeling, side, "foot").to[0], 20)).toBe(true);
    }
    expect(onBed(curled.pelvis[0], 2 * BODY.thigh)).toBe(true);
  });
});
