/**
 * Wheel logic shared by Spin for Desire and the Position wheel. Segment 0 starts at the pointer (top) and
 * segments follow clockwise; the wheel turns clockwise by `rotation` degrees.
 */
import { pickIndex, shuffle, type RandomSource } from "../random";

export const WHEEL_SEGMENTS = 12;
export const SPIN_MS = 3000;
export const MIN_EXTRA_ROTATION = 1440;
export const MAX_EXTRA_ROTATION = 2880;

/** Normalises an angle to [0, 360). */
export function normaliseAngle(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

/**
 * The segment under the top pointer after the wheel turned clockwise by `rotation` degrees. The point of the
 * wheel now under the pointer was at angle (360 - rotation) before the turn.
 */
export function segmentAtRotation(rotation: number, count: number = WHEEL_SEGMENTS): number {
  if (count <= 0) return -1;
  const size = 360 / count;
  const pointerAngle = normaliseAngle(360 - normaliseAngle(rotation));
  // A tiny epsilon keeps floating-point boundary cases on the segment they visually belong to.
  return Math.min(count - 1, Math.floor((pointerAngle + 1e-9) / size));
}

/** The next rotation: the current one plus 1440..2880 degrees (4 to 8 turns) chosen by `random` in [0, 1). */
export function nextRotation(current: number, random: RandomSource): number {
  const extra = MIN_EXTRA_ROTATION + random() * (MAX_EXTRA_ROTATION - MIN_EXTRA_ROTATION);
  return current + extra;
}

/** Start angle (clockwise from the top) of segment `index`. */
export function segmentStartAngle(index: number, count: number = WHEEL_SEGMENTS): number {
  return (360 / count) * index;
}

/** An SVG path for a pie slice of a circle centred at (c, c) with radius r, clockwise from the top. */
export function slicePath(index: number, count: number, c: number, r: number): string {
  const start = ((segmentStartAngle(index, count) - 90) * Math.PI) / 180;
  const end = ((segmentStartAngle(index + 1, count) - 90) * Math.PI) / 180;
  const x1 = c + r * Math.cos(start);
  const y1 = c + r * Math.sin(start);
  const x2 = c + r * Math.cos(end);
  const y2 = c + r * Math.sin(end);
  const large = 360 / count > 180 ? 1 : 0;
  const f = (n: number) => n.toFixed(3);
  return `M ${f(c)} ${f(c)} L ${f(x1)} ${f(y1)} A ${f(r)} ${f(r)} 0 ${large} 1 ${f(x2)} ${f(y2)} Z`;
}

/** `count` items chosen by shuffle; repeats the list when it holds fewer (a wheel always has its segments). */
export function pickWheelItems<T>(list: readonly T[], count: number, random: RandomSource): T[] {
  if (list.length === 0) return [];
  const out: T[] = [];
  while (out.length < count) out.push(...shuffle(list, random));
  return out.slice(0, count);
}

/** A random index in [0, length), never `avoid` when there is a choice. */
export function randomIndex(length: number, random: RandomSource, avoid = -1): number {
  if (length <= 0) return -1;
  if (length === 1) return 0;
  let index = pickIndex(random, length);
  if (index === avoid) index = (index + 1 + Math.floor(random() * (length - 1))) % length;
  return index;
}
