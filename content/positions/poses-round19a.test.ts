import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { BODY, buildSkeleton } from "@domain/positions/poses/skeleton";
import { fromLevel, part, pose, segmentAngle } from "../../tests/support/pose-parts";

/**
 * Round 19 of issue #46 (helper 19a): Lifted Spoon and Wall Sit, each redrawn so the cue a fresh reader could not see
 * at 170 px is large. Each check holds that cue, so a later change cannot quietly lose it.
 */

describe("Lifted Spoon: the front partner's own near leg lifted high, the shin laid back over the partner", () => {
  // Round 17: "The raised, bent leg is honey-coloured, so the back partner's knee is the one lifted." It was the honey
  // partner's arm, bent over the rose partner's thigh.
  const spoon = pose("romantic-11");
  const front = spoon.inFront ?? "b";
  const behind = front === "a" ? "b" : "a";
  const [lifter, holder] = [buildSkeleton(spoon[front]), buildSkeleton(spoon[behind])];

  it("passes the pose checks, the lifting partner drawn in front and the other lying behind", () => {
    expect(checkPose(spoon)).toEqual([]);
    expect(spoon[front].depth ?? 0).toBeLessThan(spoon[behind].depth ?? 0);
  });

  it("stands the near thigh within 20 degrees of upright, the shin near level and running back towards the feet", () => {
    const thigh = part(lifter, "near", "thigh");
    const shin = part(lifter, "near", "shin");
    expect(90 - fromLevel(thigh)).toBeLessThanOrEqual(20);
    expect(thigh.to[1] - thigh.from[1]).toBeGreaterThan(0.9 * BODY.thigh);
    expect(fromLevel(shin)).toBeLessThanOrEqual(15);
    // Back: away from the head, the way the feet point.
    const towardsFeet = Math.sign(part(lifter, "far", "shin").to[0] - lifter.pelvis[0]);
    expect(towardsFeet * (shin.to[0] - shin.from[0])).toBeGreaterThan(0.9 * BODY.shin);
  });

  it("reaches the partner behind to that knee with a near-straight arm, so it cannot read as a bent leg", () => {
    const upper = part(holder, "near", "upperArm");
    const fore = part(holder, "near", "forearm");
    const bend = Math.abs(((segmentAngle(upper) - segmentAngle(fore) + 540) % 360) - 180);
    expect(bend).toBeLessThanOrEqual(25);
    const knee = part(lifter, "near", "thigh").to;
    expect(Math.hypot(fore.to[0] - knee[0], fore.to[1] - knee[1])).toBeLessThanOrEqual(12);
  });
});
