import { describe, expect, it } from "vitest";
import { buildSkeleton, direction, trunkBow } from "@domain/positions/poses/skeleton";
import { part, pose, SIDES } from "../../tests/support/pose-parts";

/**
 * Round 19, second wave (helper 20a): the arched trunk, used where a straight one leaning back read as bent forward.
 * The Dip is redrawn; Kneeling Arch was tried with the arch and left as it was (its hands on the lower back cross the
 * hollow of the back, and the arch's lifted chest then read as a rounder hunch). Each check holds the cue made big.
 */

describe("The Dip: the dipped back arches towards the partner it faces, its chest drawn over them", () => {
  // Round 17's readers: "the dipped partner looks bent forward, facing away".
  const dip = pose("adventurous-19");
  const [dipping, holding] = [buildSkeleton(dip.a), buildSkeleton(dip.b)];
  const towardsPartner = Math.sign(holding.pelvis[0] - dipping.pelvis[0]);

  it("bows the trunk plainly towards its front, and that front faces the partner, up and towards them", () => {
    expect(dip.a.arch ?? 0).toBeGreaterThanOrEqual(16);
    expect(trunkBow(dip.a, 0.5)).toBeGreaterThanOrEqual(16);
    const front = direction(dip.a.torso - 90 * dip.a.front);
    expect(front[1]).toBeGreaterThan(0.5);
    expect(towardsPartner * front[0]).toBeGreaterThan(0.5);
  });

  it("leans back, away from the partner, between 40 and 60 degrees from upright", () => {
    const lean = Math.abs(dip.a.torso - 90);
    expect(lean).toBeGreaterThanOrEqual(40);
    expect(lean).toBeLessThanOrEqual(60);
    expect(towardsPartner * (dipping.pelvis[0] - dipping.shoulder[0])).toBeGreaterThan(25);
  });

  it("draws the dipped body in front, so its lifted chest shows against the partner, not hidden behind them", () => {
    expect(dip.inFront).toBe("a");
  });

  it("reaches both hands up to the partner's shoulders, above the dipped partner's own shoulders", () => {
    for (const side of SIDES) {
      const hand = part(dipping, side, "forearm").to;
      expect(hand[1]).toBeGreaterThan(dipping.shoulder[1]);
      expect(Math.abs(hand[1] - holding.shoulder[1])).toBeLessThanOrEqual(12);
    }
  });
});
