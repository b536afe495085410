import { describe, expect, it } from "vitest";
import { BODY, buildSkeleton, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 12 (helper 12b): Tidal Rock read as a generic lying-on-top pile at 170 px. These measure the cue it was
 * redrawn around: the partner above shifted up the bed so both heads show. (Closed Petals was redrawn too and kept
 * its old drawing: the pair readers split.)
 */
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
