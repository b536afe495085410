import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { buildSkeleton, type Segment, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 17 (17e): Open Book, from above, which round 16's fresh reader saw as an X ("the bodies cross in an X rather
 * than lying head to foot along one line"). The knees still open wide of the other's trunk (round 14), but the shins
 * now turn back to run alongside the other's body, so the two lie along one line, head to foot.
 */
const book = BASE_POSES["mixed-10"]!;
const shin = (skeleton: Skeleton, side: "near" | "far") =>
  skeleton.segments.find((segment: Segment) => segment.name === "shin" && segment.side === side)!;
/** How far a segment's direction is from the line of the bed (the trunks' axis), in degrees, 0-90. */
const offAxis = (segment: Segment, axis: number) => {
  const angle = (Math.atan2(segment.to[1] - segment.from[1], segment.to[0] - segment.from[0]) * 180) / Math.PI;
  const off = Math.abs((((angle - axis) % 180) + 180) % 180);
  return Math.min(off, 180 - off);
};

describe("Open Book: two bodies along one line, head to foot", () => {
  const [rose, honey] = [buildSkeleton(book.a), buildSkeleton(book.b)];

  it("still passes the sanity checks", () => {
    expect(checkPose(book)).toEqual([]);
  });

  it("lies both trunks on one line", () => {
    expect(Math.abs(((book.a.torso - book.b.torso + 360) % 360) - 180)).toBe(0);
    expect(Math.abs(rose.pelvis[0] - honey.pelvis[0])).toBeLessThan(4);
  });

  it("runs every shin within 15 degrees of that line, alongside the other's body", () => {
    for (const body of [rose, honey])
      for (const side of ["near", "far"] as const) expect(offAxis(shin(body, side), book.a.torso)).toBeLessThan(15);
  });
});
