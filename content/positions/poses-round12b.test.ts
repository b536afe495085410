import { describe, expect, it } from "vitest";
import { BODY, THICKNESS, buildSkeleton, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 12 (helper 12b): Tidal Rock and Closed Petals read as a generic lying-on-top pile at 170 px. These measure the
 * cue each was redrawn around: Tidal Rock's partner above shifted up the bed so both heads show; Closed Petals' closed
 * legs showing whole between the knees of the partner above.
 */
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const BED_TOP = 46;
describe("Tidal Rock: the partner above has shifted up the bed, both heads in sight", () => {
  const tide = BASE_POSES["romantic-5"]!;
  const [below, above] = [buildSkeleton(tide.a), buildSkeleton(tide.b)];
  const towardsHead = Math.sign(below.shoulder[0] - below.pelvis[0]);

  it("puts the upper head at least a head's width further up the bed than the lower one, not stacked on it", () => {
    expect(towardsHead * (above.headCentre[0] - below.headCentre[0])).toBeGreaterThanOrEqual(2 * BODY.headRadius);
    expect(above.headCentre[1]).toBeGreaterThan(below.headCentre[1]);
  });

  it("leaves the lower partner's feet showing past the upper partner's", () => {
    const feet = (skeleton: Skeleton) =>
      skeleton.segments.filter((segment) => segment.name === "shin").map((shin) => -towardsHead * shin.to[0]);
    expect(Math.min(...feet(below)) - Math.max(...feet(above))).toBeGreaterThanOrEqual(15);
  });
});

describe("Closed Petals: straight, closed legs between the knees of the partner above", () => {
  const petals = BASE_POSES["romantic-9"]!;
  const [lowerPose, upperPose] = petals.a.pelvis[1] < petals.b.pelvis[1] ? [petals.a, petals.b] : [petals.b, petals.a];
  const [lower, upper] = [buildSkeleton(lowerPose), buildSkeleton(upperPose)];

  it("keeps the lower partner's legs straight and together, ankles side by side", () => {
    const [near, far] = [part(lower, "near", "shin").to, part(lower, "far", "shin").to];
    expect(Math.hypot(near[0] - far[0], near[1] - far[1])).toBeLessThan(THICKNESS.shin);
    for (const side of ["near", "far"] as const) {
      const ankle = part(lower, side, "shin").to;
      const reach = Math.hypot(ankle[0] - lower.pelvis[0], ankle[1] - lower.pelvis[1]);
      expect(reach).toBeGreaterThan(0.97 * (BODY.thigh + BODY.shin));
    }
  });

  it("sets both upper knees down on the bed and lifts the calves clear above the closed legs", () => {
    for (const side of ["near", "far"] as const) {
      const knee = part(upper, side, "thigh").to;
      expect(knee[1] - THICKNESS.thigh - BED_TOP).toBeLessThanOrEqual(3);
      // The calf rises from the knee, so the closed legs beyond it are not covered by a shin lying along them.
      const ankle = part(upper, side, "shin").to;
      const lowerShin = part(lower, side, "shin");
      expect(ankle[1] - Math.max(lowerShin.from[1], lowerShin.to[1])).toBeGreaterThan(THICKNESS.shin + THICKNESS.thigh);
    }
  });
});
