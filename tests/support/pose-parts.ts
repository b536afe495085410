import { BASE_POSES } from "@content/positions/all-poses";
import { segmentDistance, type Point, type Segment, type Skeleton } from "@domain/positions/poses/skeleton";

/**
 * What the figures' round tests (content/positions/poses-round*.test.ts) measure a drawing with: a base's pose, one
 * of a skeleton's segments, and the angles and distances the checks hold.
 */
export const pose = (id: string) => BASE_POSES[id]!;

export const SIDES = ["near", "far"] as const;

/** The skeleton's segment of that name on that side (limbs are near or far; the trunk, neck and head centre). */
export const part = (skeleton: Skeleton, side: Segment["side"], name: Segment["name"]): Segment =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;

/** The way a segment runs from its start to its end, in degrees (0 along +x, 90 straight up), -180 to 180. */
export const segmentAngle = (segment: { from: Point; to: Point }) =>
  (Math.atan2(segment.to[1] - segment.from[1], segment.to[0] - segment.from[0]) * 180) / Math.PI;

/** How far a segment rises from level, whichever way it runs: 0 is level, 90 upright. */
export const fromLevel = (segment: { from: Point; to: Point }) => {
  const angle = Math.abs(segmentAngle(segment));
  return Math.min(angle, 180 - angle);
};

export const distance = (p: Point, q: Point) => Math.hypot(p[0] - q[0], p[1] - q[1]);

/** The clear space between two segments' outlines (negative where they overlap). */
export const segmentGap = (one: Segment, other: Segment) =>
  segmentDistance(one.from, one.to, other.from, other.to) - one.radius - other.radius;
