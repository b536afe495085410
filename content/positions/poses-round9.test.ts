import { describe, expect, it } from "vitest";
import { buildSkeleton, type Skeleton } from "@domain/positions/poses/skeleton";
import { ARMREST_RISE, FRONT_ARM_WIDTH } from "@domain/positions/poses/scene";
import { BASE_POSES } from "./all-poses";

/**
 * Round 9 of issue #46: poses strangers read "with effort" (round 6's final readers), redrawn so the cue the words
 * name is the one that shows at card size.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;

describe("Downstream: the partner lying back rests both hands on the kneeler's hips", () => {
  // Round 11: the long, nearly straight arms this pinned rose steeply from the pillow to the kneeler's back and read as
  // a raised leg; the arms are now bent and level with the body (poses-round11a.test.ts).
  it("ends both hands at the kneeler's hips or lower back", () => {
    const downstream = pose("adventurous-25");
    const [one, other] = [buildSkeleton(downstream.a), buildSkeleton(downstream.b)];
    const [lying, kneeling] = one.pelvis[1] < other.pelvis[1] ? [one, other] : [other, one];
    for (const side of ["near", "far"] as const) {
      const hand = part(lying, side, "forearm").to;
      expect(Math.hypot(hand[0] - kneeling.pelvis[0], hand[1] - kneeling.pelvis[1])).toBeLessThan(12);
    }
  });
});

describe("Cradle: the legs drape over the armchair's arm", () => {
  it("rests the held partner's knees on the arm and hangs the shins outside it", () => {
    const cradle = pose("romantic-16");
    const chair = cradle.props.find((prop) => prop.kind === "armchair")!;
    const held = buildSkeleton(cradle.a.seen === "front" ? cradle.b : cradle.a);
    const [armX1, armX2] = [chair.x + chair.width - FRONT_ARM_WIDTH, chair.x + chair.width];
    for (const side of ["near", "far"] as const) {
      const knee = part(held, side, "thigh").to;
      expect(knee[0]).toBeGreaterThan(armX1);
      expect(knee[1]).toBeGreaterThan(chair.height + ARMREST_RISE);
      // Round 6: "legs over the chair arm need a second look" with the shins hanging in front of the arm.
      expect(part(held, side, "shin").to[0]).toBeGreaterThan(armX2);
    }
  });
});

describe("Saddle Bench: both lean back from each other, holding forearms", () => {
  it("leans each torso at least 25° back from upright, away from the partner", () => {
    const bench = pose("adventurous-16");
    const [one, other] = [buildSkeleton(bench.a), buildSkeleton(bench.b)];
    for (const [self, partner] of [
      [one, other],
      [other, one],
    ] as const) {
      const [dx, dy] = [self.shoulder[0] - self.pelvis[0], self.shoulder[1] - self.pelvis[1]];
      // Away from the partner's hips, and far enough to see at card size (round 6: "they lean toward each other").
      expect(Math.sign(dx)).toBe(Math.sign(self.pelvis[0] - partner.pelvis[0]));
      expect((Math.atan2(Math.abs(dx), dy) * 180) / Math.PI).toBeGreaterThanOrEqual(25);
    }
  });
});
