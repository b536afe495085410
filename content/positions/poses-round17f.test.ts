import { describe, expect, it } from "vitest";
import { BODY, buildSkeleton, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import { part, pose, segmentAngle, SIDES } from "../../tests/support/pose-parts";

/**
 * Round 17 of issue #46 (helper 17f): Spooning, drawn from the bedside, whose partner behind round 16's fresh reader
 * could not find. Each check holds the cue the redraw makes big. (Edge of Sleep and Half Moon were redrawn too, lying
 * flat in a tighter curl, and taken back: both pair readers slightly preferred Edge of Sleep's old drawing, with its
 * hand on the hip and the bed's edge plainer, and saw no difference in Half Moon's, which shares its figure.)
 */

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
      for (const side of SIDES) {
        const bend = segmentAngle(part(body, side, "shin")) - segmentAngle(part(body, side, "thigh"));
        expect(bend).toBeGreaterThanOrEqual(40);
        // The knee forward, towards the viewer: drawn below its own hip.
        expect(part(body, side, "thigh").to[1]).toBeLessThan(body.pelvis[1]);
      }
    const kneeX = (body: Skeleton) => part(body, "near", "thigh").to[0];
    expect(Math.abs(kneeX(behind) - kneeX(front))).toBeLessThan(THICKNESS.thigh * 2);
  });
});
