import { describe, expect, it } from "vitest";
import { BODY, buildSkeleton } from "@domain/positions/poses/skeleton";
import { part, pose, segmentAngle } from "../../tests/support/pose-parts";

/**
 * Round 17 (helper 17c): two bases round 16's fresh readers misread at 170 px, redrawn around the one cue their
 * words name. Each check measures that cue, so a later change cannot quietly lose it.
 */

describe("Tidal Rock: the partner above lies flush and level, a head's length up the bed, no arm holding them up", () => {
  // Round 16: "the top partner is propped on straight arms, not flush, and not shifted higher up".
  const tide = pose("romantic-5");
  const [below, above] = [buildSkeleton(tide.a), buildSkeleton(tide.b)];
  const towardsHead = Math.sign(below.shoulder[0] - below.pelvis[0]);

  it("lays the upper torso within 12 degrees of level, its hips no more than two torso widths above the lower hips", () => {
    expect(Math.abs(Math.sin((tide.b.torso * Math.PI) / 180))).toBeLessThan(Math.sin((12 * Math.PI) / 180));
    expect(above.pelvis[1] - below.pelvis[1]).toBeLessThanOrEqual(28);
  });

  it("bends both upper elbows at least 75 degrees: forearms, not straight arms, under the shoulders", () => {
    for (const side of ["near", "far"] as const) {
      const bend = Math.abs(
        ((segmentAngle(part(above, side, "forearm")) - segmentAngle(part(above, side, "upperArm")) + 540) % 360) - 180,
      );
      expect(bend).toBeGreaterThanOrEqual(75);
    }
    // Low and flush, not held up: the shoulders no more than 36 above the bed (propped up, they were 43).
    const bed = tide.props.find((prop) => prop.kind === "bed")!;
    expect(above.shoulder[1] - bed.height).toBeLessThanOrEqual(36);
  });

  it("puts the upper head a head's length past the lower one", () => {
    expect(towardsHead * (above.headCentre[0] - below.headCentre[0])).toBeGreaterThanOrEqual(2 * BODY.headRadius);
  });
});

describe("Sidelong Edge: hips at the mattress edge, knees bent and together, the feet back against the bed's side", () => {
  // Round 16: "the legs just rise in a V to the standing partner, so it reads as a plain Bed's Edge; no feet on the
  // frame; the hips are not clearly at the mattress edge".
  const edge = pose("mixed-18");
  const lying = buildSkeleton(edge.a);
  const bed = edge.props.find((prop) => prop.kind === "bed")!;
  const bedEdge = bed.x + bed.width / 2 < 200 ? bed.x + bed.width : bed.x;
  const outwards = bed.x + bed.width / 2 < 200 ? 1 : -1;

  it("puts the hips within 16 of the mattress edge, on the bed", () => {
    expect(outwards * (bedEdge - lying.pelvis[0])).toBeGreaterThanOrEqual(0);
    expect(outwards * (bedEdge - lying.pelvis[0])).toBeLessThanOrEqual(16);
  });

  it("bends both knees past 100 degrees, the near knee dropped to within 15 of hip height, below the far one", () => {
    const knee = (side: "near" | "far") => part(lying, side, "thigh").to;
    for (const side of ["near", "far"] as const) {
      const bend = Math.abs(
        ((segmentAngle(part(lying, side, "shin")) - segmentAngle(part(lying, side, "thigh")) + 540) % 360) - 180,
      );
      expect(bend).toBeGreaterThan(100);
    }
    expect(knee("near")[1] - lying.pelvis[1]).toBeLessThanOrEqual(15);
    expect(knee("far")[1] - knee("near")[1]).toBeGreaterThanOrEqual(12);
  });

  it("brings both feet back to the bed's side, no higher than the mattress top and no further out than 8", () => {
    for (const side of ["near", "far"] as const) {
      const ankle = part(lying, side, "shin").to;
      expect(ankle[1]).toBeLessThanOrEqual(bed.height + 10);
      expect(outwards * (ankle[0] - bedEdge)).toBeLessThanOrEqual(8);
    }
  });
});
