import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { headFrame } from "@domain/positions/poses/render";
import { buildSkeleton, segmentDistance, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import type { FigurePose } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * Round 10e of issue #46: the bases drawn from above that fresh readers still read with effort. Each test holds the
 * cue added this round: which way a body lies (face down, or facing away from the partner) and the leg that crosses
 * the other body, found at a glance instead of after searching.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far" | "centre", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const torso = (skeleton: Skeleton) => part(skeleton, "centre", "torso");
/** Which way a body faces, as a unit vector in the scene. */
const facing = (figure: FigurePose) => headFrame(figure, buildSkeleton(figure)).face;
const dot = (u: readonly [number, number], v: readonly [number, number]) => u[0] * v[0] + u[1] * v[1];
const unit = (from: readonly [number, number], to: readonly [number, number]) => {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  return [(to[0] - from[0]) / length, (to[1] - from[1]) / length] as const;
};

describe("every base redrawn in round 10e is drawn from above and passes the sanity checks", () => {
  for (const id of ["mixed-2"])
    it(id, () => {
      expect(pose(id).view).toBe("above");
      expect(checkPose(pose(id))).toEqual([]);
    });
});

describe("Crossed Paths: an X, hands held between the heads, the one on their side facing the one on their back", () => {
  const crossed = pose("mixed-2");
  const [onBack, onSide] = [buildSkeleton(crossed.a), buildSkeleton(crossed.b)];
  const hands = (skeleton: Skeleton) => (["near", "far"] as const).map((side) => part(skeleton, side, "forearm").to);

  it("joins a hand of each out on the sheet between the heads, clear of both trunks", () => {
    const pairs = hands(onBack).flatMap((one) => hands(onSide).map((other) => [one, other] as const));
    const [one, other] = pairs.reduce((best, pair) =>
      Math.hypot(pair[0][0] - pair[1][0], pair[0][1] - pair[1][1]) <
      Math.hypot(best[0][0] - best[1][0], best[0][1] - best[1][1])
        ? pair
        : best,
    );
    expect(Math.hypot(one[0] - other[0], one[1] - other[1])).toBeLessThan(6);
    for (const body of [onBack, onSide])
      expect(segmentDistance(one, one, torso(body).from, torso(body).to)).toBeGreaterThan(THICKNESS.torso + 8);
    // Between the heads: nearer the line joining them than the crossing of the hips is.
    const between = [
      (onBack.headCentre[0] + onSide.headCentre[0]) / 2,
      (onBack.headCentre[1] + onSide.headCentre[1]) / 2,
    ];
    const hips = [(onBack.pelvis[0] + onSide.pelvis[0]) / 2, (onBack.pelvis[1] + onSide.pelvis[1]) / 2];
    expect(Math.hypot(one[0] - between[0]!, one[1] - between[1]!)).toBeLessThan(
      Math.hypot(one[0] - hips[0]!, one[1] - hips[1]!),
    );
  });

  it("turns the side-lier's face towards the partner on their back, who faces the ceiling", () => {
    expect(crossed.a.seen).toBe("front");
    expect(crossed.b.seen).toBeUndefined();
    expect(dot(facing(crossed.b), unit(onSide.headCentre, onBack.headCentre))).toBeGreaterThan(0.3);
  });
});
