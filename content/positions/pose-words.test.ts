import { describe, expect, it } from "vitest";
import { buildSkeleton } from "@domain/positions/poses/skeleton";
import type { PoseDefinition } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * A picture's words (its text alternative, which a screen reader speaks and the readers of issue #46 read beside it)
 * and its drawing say the same thing about who lies underneath: a partner the words put on their back is not drawn
 * above the other. Two bases said the opposite of their drawing (Hover, after its figures were swapped; Closed
 * Petals), and strangers marked both "wrong".
 */
const partnerOnBack = /\bThe (rose|honey) partner lies on their back\b/;
const otherOnBackToo =
  /\b(both lie on their backs|the (rose|honey) partner lies on their back[^.]*\bthe (rose|honey) partner lies on their back)/i;

/** Height of a figure's trunk: the middle of its pelvis and shoulders (pose y grows upwards). */
function trunkHeight(definition: PoseDefinition, name: "a" | "b"): number {
  const skeleton = buildSkeleton(definition[name]);
  return (skeleton.pelvis[1] + skeleton.shoulder[1]) / 2;
}

const sideViews = Object.entries(BASE_POSES).filter(
  ([, definition]) => definition.view !== "above" && !definition.description.startsWith("Seen from above"),
);

describe("a picture's words and its drawing agree on who lies underneath", () => {
  it.each(
    sideViews.filter(
      ([, definition]) => partnerOnBack.test(definition.description) && !otherOnBackToo.test(definition.description),
    ),
  )("%s: the partner the words put on their back is not drawn above the other", (_id, definition) => {
    const colour = partnerOnBack.exec(definition.description)![1];
    const lying = colour === "rose" ? "a" : "b";
    const other = lying === "a" ? "b" : "a";
    expect(trunkHeight(definition, lying)).toBeLessThanOrEqual(trunkHeight(definition, other) + 4);
  });
});

/** Unit vector from a figure's pelvis to its head: the way its body points. */
function headward(definition: PoseDefinition, name: "a" | "b"): readonly [number, number] {
  const skeleton = buildSkeleton(definition[name]);
  const along = [skeleton.headCentre[0] - skeleton.pelvis[0], skeleton.headCentre[1] - skeleton.pelvis[1]] as const;
  const length = Math.hypot(along[0], along[1]);
  return [along[0] / length, along[1] / length];
}

const headsApart = /\bheads (rest |lie )?at opposite ends\b/i;

describe("a picture's words and its drawing agree on where the heads are", () => {
  it.each(Object.entries(BASE_POSES).filter(([, definition]) => headsApart.test(definition.description)))(
    "%s: words that put the heads at opposite ends go with bodies pointing opposite ways",
    (_id, definition) => {
      const [a, b] = [headward(definition, "a"), headward(definition, "b")];
      // Opposite ways: the two bodies at least 120 degrees apart (Open Book's are 180; an X of 80 is not).
      expect(a[0] * b[0] + a[1] * b[1]).toBeLessThan(-0.5);
    },
  );

  it("Crossed Paths: both heads on one side of the crossing, hands joined between them, and the words say so", () => {
    const paths = BASE_POSES["mixed-2"]!;
    const [a, b] = [buildSkeleton(paths.a), buildSkeleton(paths.b)];
    const [towardsA, towardsB] = [headward(paths, "a"), headward(paths, "b")];
    // The way both heads lie from the hips, on average: each head lies that way from its own pelvis and from the
    // other's, so neither lies at the far end.
    const shared = [towardsA[0] + towardsB[0], towardsA[1] + towardsB[1]] as const;
    const beyond = (head: readonly number[], pelvis: readonly number[]) =>
      (head[0]! - pelvis[0]!) * shared[0] + (head[1]! - pelvis[1]!) * shared[1];
    for (const head of [a.headCentre, b.headCentre])
      for (const pelvis of [a.pelvis, b.pelvis]) expect(beyond(head, pelvis)).toBeGreaterThan(20);
    // The bodies cross: the line through each one's head and pelvis separates the other's head from its feet.
    const side = (from: readonly number[], to: readonly number[], point: readonly number[]) =>
      Math.sign((to[0]! - from[0]!) * (point[1]! - from[1]!) - (to[1]! - from[1]!) * (point[0]! - from[0]!));
    const foot = (skeleton: typeof a) =>
      skeleton.segments.find((segment) => segment.side === "near" && segment.name === "shin")!.to;
    expect(side(a.headCentre, a.pelvis, b.headCentre)).toBe(-side(a.headCentre, a.pelvis, foot(b)));
    expect(side(b.headCentre, b.pelvis, a.headCentre)).toBe(-side(b.headCentre, b.pelvis, foot(a)));
    // The joined hands lie between the two heads, nearer them than the hips.
    const hand = (skeleton: typeof a) =>
      skeleton.segments.find((segment) => segment.side === "near" && segment.name === "forearm")!.to;
    const headsMiddle = [(a.headCentre[0] + b.headCentre[0]) / 2, (a.headCentre[1] + b.headCentre[1]) / 2];
    for (const joined of [hand(a), hand(b)]) {
      expect(beyond(joined, a.pelvis)).toBeGreaterThan(0);
      expect(Math.hypot(joined[0] - headsMiddle[0]!, joined[1] - headsMiddle[1]!)).toBeLessThan(
        Math.hypot(a.headCentre[0] - b.headCentre[0], a.headCentre[1] - b.headCentre[1]) / 2,
      );
    }
    expect(paths.description).not.toMatch(headsApart);
    expect(paths.description).toMatch(/\bheads at the same side\b/);
    expect(paths.description).toMatch(/\bcross in an X\b/);
    expect(paths.description).toMatch(/\bhold hands in the space between their heads\b/);
  });
});
