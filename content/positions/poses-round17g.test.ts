import { describe, expect, it } from "vitest";
import { BODY, buildSkeleton, THICKNESS } from "@domain/positions/poses/skeleton";
import { fromLevel, part, pose, segmentGap } from "../../tests/support/pose-parts";

/**
 * Round 17 (helper 17g): The Dip, whose hooked knee and standing foot round 16's fresh reader could not see at 170 px.
 * Each check measures the cue the redraw makes big, so a later change cannot quietly lose it. (Carry Me Home and
 * Bamboo Split were redrawn too and taken back: a pair reader preferred each old drawing, Bamboo Split's raised leg
 * drawn in the far limbs' pale shade having all but vanished. Side Split's redraw read better to both pair readers
 * but drew the same silhouette as Bamboo Split's, 0.67 of their outlines shared, over the 0.6 the figures' test
 * allows: taken back to be drawn apart from it.)
 */

describe("The Dip: the hooked knee and the flat standing foot, big", () => {
  // Round 16: "Rose is a stiff, slanted plank. The hooked knee and the flat standing foot can't be seen. It looks
  // like a backbend more than a dip."
  const dip = pose("adventurous-19");
  const [dipping, holding] = [buildSkeleton(dip.a), buildSkeleton(dip.b)];
  const towardsPartner = Math.sign(holding.pelvis[0] - dipping.pelvis[0]);

  it("hooks the near knee round the partner's hip, drawn in front: thigh near level, shin hanging behind them", () => {
    expect(dip.nearLegInFront).toBe("a");
    const thigh = part(dipping, "near", "thigh");
    const shin = part(dipping, "near", "shin");
    expect(fromLevel(thigh)).toBeLessThanOrEqual(15);
    expect(towardsPartner * (thigh.to[0] - holding.pelvis[0])).toBeGreaterThanOrEqual(0);
    expect(fromLevel(shin)).toBeGreaterThanOrEqual(60);
    expect(shin.to[1]).toBeLessThan(thigh.to[1]);
  });

  it("stands on a flat foot with the knee bent, clear of both the partner's feet", () => {
    const foot = part(dipping, "far", "foot");
    expect(fromLevel(foot)).toBeLessThanOrEqual(5);
    expect(Math.max(foot.from[1], foot.to[1])).toBeLessThanOrEqual(THICKNESS.foot + 2);
    const knee = part(dipping, "far", "thigh").to;
    // Bent: the knee well forward of the line from hip to ankle.
    expect(towardsPartner * (knee[0] - foot.from[0])).toBeGreaterThan(8);
    for (const side of ["near", "far"] as const)
      expect(segmentGap(foot, part(holding, side, "foot"))).toBeGreaterThan(4);
  });

  it("drops the head below the shoulders and keeps both hands on the partner, far from the floor", () => {
    expect(dipping.headCentre[1]).toBeLessThanOrEqual(dipping.shoulder[1] + 2);
    for (const side of ["near", "far"] as const)
      expect(part(dipping, side, "forearm").to[1]).toBeGreaterThan(BODY.thigh * 2);
  });
});
