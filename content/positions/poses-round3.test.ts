import { describe, expect, it } from "vitest";
import { buildSkeleton, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Measured checks for figures redrawn in the second renderer round of issue #46, where readers saw a sibling pose
 * instead: each holds the detail that tells the base apart, so a later change cannot quietly lose it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: "thigh" | "shin") =>
  skeleton.segments.find((segment) => segment.side === side && segment.name === name)!;

describe("Butterfly Wings: knees fallen open, soles together (not Heartbeat's straight legs)", () => {
  const wings = pose("mixed-19");
  // The partner on their back is the one seen from the front, face up to the ceiling.
  const lying = wings.a.seen === "front" ? wings.a : wings.b;
  const above = lying === wings.a ? wings.b : wings.a;
  const [body, over] = [buildSkeleton(lying), buildSkeleton(above)];
  const axisX = body.pelvis[0];

  it("lets each knee fall well out to its own side, past the body lying over them", () => {
    const knees = (["near", "far"] as const).map((side) => part(body, side, "thigh").to[0] - axisX);
    expect(Math.min(...knees)).toBeLessThan(-30);
    expect(Math.max(...knees)).toBeGreaterThan(30);
    // Clear of the torso lying over them on both sides, so the wings show round it.
    for (const knee of knees) expect(Math.abs(knee - (over.pelvis[0] - axisX))).toBeGreaterThan(THICKNESS.torso + 16);
  });

  it("brings the feet back together near the middle, below the hips", () => {
    const [near, far] = (["near", "far"] as const).map((side) => part(body, side, "shin").to);
    expect(Math.abs(near![0] - far![0])).toBeLessThan(16);
    expect(Math.abs((near![0] + far![0]) / 2 - axisX)).toBeLessThan(12);
    expect(Math.max(near![1], far![1])).toBeLessThan(body.pelvis[1]);
  });

  it("differs from Heartbeat, whose partner below keeps the legs long", () => {
    const heartbeat = pose("mixed-23");
    const lower = heartbeat.a.seen === "front" ? heartbeat.a : heartbeat.b;
    const skeleton = buildSkeleton(lower);
    const feetApart = Math.abs(part(skeleton, "near", "shin").to[0] - part(skeleton, "far", "shin").to[0]);
    expect(feetApart).toBeGreaterThan(20);
  });
});
