import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { buildSkeleton } from "@domain/positions/poses/skeleton";
import { fromLevel, part, pose, SIDES } from "../../tests/support/pose-parts";

/**
 * Round 18 of issue #46 (helper 18b): Wall Sit, whose wall-sitter round 16's fresh reader saw down on one knee, redrawn
 * so the chair shape under the seat stays clear. Each check holds the cue the redraw made, so a later change cannot
 * quietly lose it. (Starbridge and Pretzel Twist were redrawn too and taken back: the pair readers preferred their old
 * drawings.)
 */

describe("Wall Sit: the space under the wall-sitter's seat kept clear of the rider's legs", () => {
  // Round 16: "the wall-sitter is down on one knee": the rider's shin stood upright under the seat by the wall and
  // read as the wall-sitter's own kneeling leg. The rider's shins now slant forward to the wall-sitter's feet, so the
  // chair shape (back on the wall, thighs level, shins upright) stands out with open space below the hips.
  const wallSit = pose("adventurous-15");
  const [rider, sitter] = [buildSkeleton(wallSit.a), buildSkeleton(wallSit.b)];

  it("passes the pose checks", () => {
    expect(checkPose(wallSit)).toEqual([]);
  });

  it("slants each rider shin at least 35 degrees from upright, the foot by the wall-sitter's feet", () => {
    const sitterKnee = part(sitter, "near", "thigh").to;
    for (const side of SIDES) {
      const shin = part(rider, side, "shin");
      expect(90 - fromLevel(shin)).toBeGreaterThanOrEqual(35);
      expect(shin.to[0]).toBeGreaterThan(shin.from[0]);
      expect(sitterKnee[0] - shin.to[0]).toBeLessThan(12);
      expect(shin.to[0] - sitter.pelvis[0]).toBeGreaterThan(25);
    }
  });
});
