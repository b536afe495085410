import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { buildSkeleton, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 12 of the figures (helper 12c): Stargazer, whose bent knees and planted feet fresh readers could not find at
 * 170 px. Each check holds the cue the redraw makes big, so a later change cannot quietly lose it. (Deckchair, Open V
 * and Bench Rider were redrawn too and kept their old drawings: the pair readers preferred them.)
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const sides = ["near", "far"] as const;
const angleOf = (segment: { from: readonly [number, number]; to: readonly [number, number] }) =>
  (Math.atan2(segment.to[1] - segment.from[1], segment.to[0] - segment.from[0]) * 180) / Math.PI;
const surfaceOf = (id: string, kind: string) => pose(id).props.find((prop) => prop.kind === kind)!.height;

describe("the base redrawn in round 12c passes the pose checks", () => {
  for (const id of ["mixed-9"])
    it(id, () => {
      expect(checkPose(pose(id))).toEqual([]);
    });
});

describe("Stargazer: the top partner's knees bend, the feet planted on the bed, lying on the other with no gap", () => {
  // Round 12's readers: the legs lay straight and the top body seemed to float over the one beneath.
  const stargazer = pose("mixed-9");
  const [top, under] = [buildSkeleton(stargazer.a), buildSkeleton(stargazer.b)];
  const bed = surfaceOf("mixed-9", "bed");

  it("folds each knee to at least 60 degrees, the shin dropping nearly straight down to a foot flat on the bed", () => {
    for (const side of sides) {
      const [thigh, shin, foot] = [part(top, side, "thigh"), part(top, side, "shin"), part(top, side, "foot")];
      const bend = Math.abs(((angleOf(shin) - angleOf(thigh) + 540) % 360) - 180);
      expect(bend).toBeGreaterThanOrEqual(60);
      expect(shin.to[1] - THICKNESS.foot - bed).toBeLessThanOrEqual(2);
      expect(Math.abs(foot.to[1] - foot.from[1])).toBeLessThan(2);
    }
  });

  it("rests the top torso on the lower one: their outlines meet, no band of bed showing between them", () => {
    expect(top.pelvis[1] - under.pelvis[1]).toBeLessThanOrEqual(2 * THICKNESS.torso);
  });

  it("lays the lower partner's hands over the top partner's stomach, between their hips and shoulders", () => {
    for (const side of sides) {
      const hand = part(under, side, "forearm").to;
      expect(hand[0]).toBeGreaterThan(top.shoulder[0]);
      expect(hand[0]).toBeLessThan(top.pelvis[0]);
      expect(hand[1]).toBeGreaterThan(under.shoulder[1] + THICKNESS.torso);
    }
  });
});
