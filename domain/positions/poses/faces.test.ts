import { describe, expect, it } from "vitest";
import { BASE_POSES } from "@content/positions/all-poses";
import { hairOutline, headFrame, type HeadFrame } from "./render";
import { BODY, buildSkeleton, type Point } from "./skeleton";

/**
 * A stranger reads which way a head faces from where its light skin and its hair are, not from a two-pixel nose.
 * Measured on every profile head in every base: the skin left uncovered by the hair is the larger part of the head
 * and lies on the face's side; no hair lies on the face's side.
 */
const inside = (point: Point, polygon: readonly Point[]) => {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
};

/** The uncovered skin of a head, sampled on a grid: its share of the head and its centre's offset towards the face. */
function skin(frame: HeadFrame) {
  const cap = hairOutline(frame, "a");
  const r = BODY.headRadius;
  let total = 0;
  let bare = 0;
  let towardsFace = 0;
  for (let u = -r; u <= r; u += 0.5)
    for (let v = -r; v <= r; v += 0.5) {
      if (u * u + v * v > r * r) continue;
      const point: Point = [frame.centre[0] + u, frame.centre[1] + v];
      total++;
      if (inside(point, cap)) continue;
      bare++;
      towardsFace += u * frame.face[0] + v * frame.face[1];
    }
  return { share: bare / total, offset: towardsFace / bare / r };
}

describe("a face a stranger can read at card size", () => {
  const heads = Object.entries(BASE_POSES).flatMap(([id, pose]) =>
    (["a", "b"] as const)
      .filter((name) => pose[name].seen !== "front")
      .map((name) => ({ id: `${id} ${name}`, frame: headFrame(pose[name], buildSkeleton(pose[name])) })),
  );

  it("leaves more than half of every profile head as skin, centred well on the face's side", () => {
    expect(heads.length).toBeGreaterThan(190);
    for (const { id, frame } of heads) {
      const { share, offset } = skin(frame);
      // The old cap over 204 degrees of the head left 40 % skin; a crescent of face read as the back of a head.
      expect(share, id).toBeGreaterThan(0.5);
      expect(offset, id).toBeGreaterThan(0.3);
    }
  });

  it("puts no hair on the face's side of any profile head, the ponytail included", () => {
    for (const { id, frame } of heads)
      for (const name of ["a", "b"] as const)
        for (const point of hairOutline(frame, name)) {
          const out = [point[0] - frame.centre[0], point[1] - frame.centre[1]] as const;
          expect(out[0] * frame.face[0] + out[1] * frame.face[1], id).toBeLessThan(0.25 * BODY.headRadius);
        }
  });
});
