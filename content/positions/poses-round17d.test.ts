import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { BODY, buildSkeleton, segmentDistance, THICKNESS } from "@domain/positions/poses/skeleton";
import { distance, part, pose, SIDES } from "../../tests/support/pose-parts";

/**
 * Round 17 of issue #46 (helper 17d): Harbour, drawn from above, which round 16's fresh reader could not read at 170
 * px. Each check holds the one cue the redraw made big. From above, y runs along the bed (the head end up) and x
 * across it. (Heartbeat and Sunday Drape were redrawn too and taken back: both pair readers preferred Sunday Drape's
 * old drawing, and saw no difference in Heartbeat's, whose cheek had moved down from the chest.)
 */

describe("the redrawn base still passes the sanity checks, seen from above", () => {
  for (const id of ["romantic-12"])
    it(id, () => {
      expect(pose(id).view).toBe("above");
      expect(checkPose(pose(id))).toEqual([]);
    });
});

describe("Harbour: one hitched knee, one long leg, the honey partner curled behind", () => {
  // Round 16: "both rose legs stick up bent like an 'M' ... Honey looks as if lying on the back".
  const harbour = pose("romantic-12");
  const [front, behind] = [buildSkeleton(harbour.a), buildSkeleton(harbour.b)];

  it("keeps the hitched knee the only bent rose limb: arms tucked along the trunk, the lower leg long and straight", () => {
    const trunk = part(front, "centre", "torso");
    for (const side of SIDES) {
      const hand = part(front, side, "forearm").to;
      expect(segmentDistance(hand, hand, trunk.from, trunk.to)).toBeLessThan(THICKNESS.torso);
    }
    const [thigh, shin] = [part(front, "far", "thigh"), part(front, "far", "shin")];
    expect(distance(shin.to, thigh.from)).toBeGreaterThan(0.97 * (BODY.thigh + BODY.shin));
  });

  it("curls both honey knees forward towards the rose partner, the upper one over the rose thigh", () => {
    for (const side of SIDES) expect(part(behind, side, "thigh").to[0]).toBeGreaterThan(behind.pelvis[0]);
    const knee = part(behind, "near", "thigh").to;
    const roseThigh = part(front, "far", "thigh");
    expect(segmentDistance(knee, knee, roseThigh.from, roseThigh.to)).toBeLessThan(THICKNESS.thigh);
  });
});
