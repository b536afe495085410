import { describe, expect, it } from "vitest";
import { buildSkeleton, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 13 of issue #46 (helper 13a): Crossroads, whose kneeling partner read as standing or floating behind the bed
 * at 170 px. The checks hold the cue the redraw makes big: the kneeling legs in sight, beside the lying body.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const sides = ["near", "far"] as const;
const BED_TOP = 46;

describe("Crossroads: the kneeler's knees and shins show on the bed, beside the lying partner's hips", () => {
  const crossroads = pose("adventurous-22");
  const [kneeler, lying] = [buildSkeleton(crossroads.a), buildSkeleton(crossroads.b)];
  const depth = crossroads.a.depth ?? 0;

  it("kneels a little further back on the mattress, the knees resting on it clear of the lying body", () => {
    expect(depth).toBeGreaterThanOrEqual(10);
    for (const side of sides) {
      const thigh = part(kneeler, side, "thigh");
      expect(thigh.to[1] - thigh.radius - (BED_TOP + depth)).toBeLessThan(4);
      // Beside the hips, past the lying body, not hidden behind it.
      expect(Math.abs(thigh.to[0] - lying.pelvis[0])).toBeGreaterThan(THICKNESS.torso + thigh.radius + 6);
    }
  });

  it("lays both shins along the bed, out past the thighs, so the figure reads as kneeling, not standing", () => {
    for (const side of sides) {
      const shin = part(kneeler, side, "shin");
      expect(Math.abs(shin.to[1] - shin.from[1])).toBeLessThan(5);
    }
    const [near, far] = [part(kneeler, "near", "shin"), part(kneeler, "far", "shin")];
    expect(Math.abs(near.to[0] - far.to[0])).toBeGreaterThan(90);
  });

  it("kneels beside the hips, not over the lying body, faces us, and has the bent knees leaning towards it", () => {
    expect(crossroads.a.seen).toBe("front");
    const towardsKneeler = Math.sign(kneeler.pelvis[0] - lying.pelvis[0]);
    expect(Math.sign(lying.shoulder[0] - lying.pelvis[0])).toBe(-towardsKneeler);
    expect(Math.abs(kneeler.pelvis[0] - lying.pelvis[0])).toBeGreaterThan(40);
    for (const side of sides) {
      const knee = part(lying, side, "thigh").to;
      expect(Math.sign(knee[0] - lying.pelvis[0])).toBe(towardsKneeler);
      expect(knee[1]).toBeGreaterThan(lying.pelvis[1] + 25);
    }
  });
});
