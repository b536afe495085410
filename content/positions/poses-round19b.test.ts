import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { buildSkeleton, THICKNESS } from "@domain/positions/poses/skeleton";
import { part, pose, segmentAngle, segmentGap } from "../../tests/support/pose-parts";

/**
 * Round 19 of issue #46 (helper 19b): Twin Candles, which round 17's fresh reader took for Kneeling Vow with one
 * partner turned round, redrawn so the two trunks slant back together, one laid along the other. Each check holds that
 * cue, so a later change cannot quietly lose it. (Kneeling Arch was tried with a deeper lean and left as it was: every
 * deeper lean read as a body bent forward on all fours.)
 */

describe("Twin Candles: both trunks lean back together, one laid along the other", () => {
  // Round 17: "very close to Kneeling Vow in silhouette; only the direction pink faces differs". Almost upright (7 and
  // 14 degrees back), the two bodies stood like the two uprights of a face-to-face embrace.
  const candles = pose("romantic-17");
  const [sa, sb] = [buildSkeleton(candles.a), buildSkeleton(candles.b)];
  const backFromUpright = (skeleton: typeof sa) => {
    const trunk = part(skeleton, "centre", "torso");
    return Math.abs(90 - Math.abs(segmentAngle(trunk)));
  };

  it("passes the pose checks", () => {
    expect(checkPose(candles)).toEqual([]);
  });

  it("leans each trunk back at least 20 degrees from upright, both the same way and within 5 degrees of parallel", () => {
    expect(backFromUpright(sa)).toBeGreaterThanOrEqual(20);
    expect(backFromUpright(sb)).toBeGreaterThanOrEqual(20);
    const [ta, tb] = [part(sa, "centre", "torso"), part(sb, "centre", "torso")];
    expect(Math.sign(ta.to[0] - ta.from[0])).toBe(Math.sign(tb.to[0] - tb.from[0]));
    expect(Math.abs(segmentAngle(ta) - segmentAngle(tb))).toBeLessThanOrEqual(5);
  });

  it("lays the front partner's back along the other's chest, touching but not sunk into it", () => {
    const gap = segmentGap(part(sa, "centre", "torso"), part(sb, "centre", "torso"));
    expect(gap).toBeLessThanOrEqual(2);
    expect(gap).toBeGreaterThan(-THICKNESS.torso / 2);
  });
});
