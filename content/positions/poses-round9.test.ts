import { describe, expect, it } from "vitest";
import { BODY, buildSkeleton, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 9 of issue #46: poses strangers read "with effort" (round 6's final readers), redrawn so the cue the words
 * name is the one that shows at card size.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const BED_TOP = 46;

describe("Shell: the partner behind wraps their arms round the other's ribs", () => {
  const shell = pose("mixed-25");
  const [behind, folded] = [buildSkeleton(shell.a), buildSkeleton(shell.b)];

  it("rests both hands on the folded partner's flank, clear of the bed (arms to the bed read as all fours)", () => {
    const chest = folded.shoulder;
    for (const side of ["near", "far"] as const) {
      const hand = part(behind, side, "forearm").to;
      expect(hand[1]).toBeGreaterThan(BED_TOP + 2 * BODY.headRadius);
      // Between the folded partner's hips and shoulders, at the height of their back.
      expect(hand[0]).toBeGreaterThan(Math.min(chest[0], folded.pelvis[0]));
      expect(hand[0]).toBeLessThan(Math.max(chest[0], folded.pelvis[0]));
      expect(Math.abs(hand[1] - (chest[1] + folded.pelvis[1]) / 2)).toBeLessThan(16);
    }
  });
});

describe("Leapfrog: the kneeler's raised hips show in front of the partner squatting behind", () => {
  it("draws the kneeling partner over the squatting one", () => {
    const leapfrog = pose("adventurous-26");
    // The kneeler is the lower-hipped one with the chest down; the squatter's folded legs hid their hips (round 6).
    const kneeler = buildSkeleton(leapfrog.a).shoulder[1] < buildSkeleton(leapfrog.b).shoulder[1] ? "a" : "b";
    expect(leapfrog.inFront).toBe(kneeler);
  });
});
