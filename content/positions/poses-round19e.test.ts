import { describe, expect, it } from "vitest";
import { buildSkeleton } from "@domain/positions/poses/skeleton";
import { distance, part, pose, segmentAngle, SIDES } from "../../tests/support/pose-parts";

/**
 * Round 19 of issue #46 (helper 19e). Open V: round 17's readers saw one raised leg bend behind the kneeler's head and
 * the other go to their chest, a leg-on-shoulder look, because a side view folds a V that opens sideways into one
 * line. The kneeler now faces the viewer, upright in the gap between the two raised legs, a hand at each ankle.
 */
describe("Open V: the kneeler faces us between the raised legs, which open wide either side of them", () => {
  const openV = pose("adventurous-21");
  const [lying, kneeler] = [buildSkeleton(openV.a), buildSkeleton(openV.b)];
  const ankle = (side: (typeof SIDES)[number]) => part(lying, side, "shin").to;

  it("draws the kneeler facing the viewer, upright, behind the lying partner's hips", () => {
    expect(openV.b.seen).toBe("front");
    expect(Math.abs(openV.b.torso - 90)).toBeLessThanOrEqual(5);
    expect(Math.abs(kneeler.pelvis[0] - lying.pelvis[0])).toBeLessThan(10);
  });

  it("opens the legs at least 50 degrees apart, an ankle well out on each side of the kneeler's trunk", () => {
    const [near, far] = SIDES.map((side) => segmentAngle(part(lying, side, "thigh")));
    expect(Math.abs(near! - far!)).toBeGreaterThanOrEqual(50);
    const spine = (kneeler.pelvis[0] + kneeler.shoulder[0]) / 2;
    const offsets = SIDES.map((side) => ankle(side)[0] - spine).sort((p, q) => p - q);
    // Beyond the trunk's half-width (14) on both sides, so the trunk stands in the open mouth of the V.
    expect(offsets[0]).toBeLessThan(-30);
    expect(offsets[1]).toBeGreaterThan(30);
  });

  it("holds one ankle in each hand", () => {
    const hands = SIDES.map((side) => part(kneeler, side, "forearm").to);
    for (const side of SIDES) expect(Math.min(...hands.map((hand) => distance(hand, ankle(side))))).toBeLessThan(6);
  });
});
