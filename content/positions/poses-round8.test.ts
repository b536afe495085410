import { describe, expect, it } from "vitest";
import { headFrame } from "@domain/positions/poses/render";
import { buildSkeleton, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 8 of issue #46: poses whose point strangers missed at phone size because the part the name depends on was
 * hidden or too slight (docs/poses/round6/final-reader-F1.md, F2.md).
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far" | "centre", name: string) =>
  skeleton.segments.find((segment) => segment.side === side && segment.name === name)!;

describe("Lazy Lap: the knees bend up over the other's thighs, not lying flat", () => {
  const lap = pose("romantic-14");
  const [lying, sitter] = [buildSkeleton(lap.a), buildSkeleton(lap.b)];

  it("raises the near knee at least 20 above the hips, over the sitter's near thigh", () => {
    const knee = part(lying, "near", "thigh").to;
    expect(knee[1] - lying.pelvis[1]).toBeGreaterThanOrEqual(20);
    const thigh = part(sitter, "near", "thigh");
    expect(knee[0]).toBeGreaterThan(Math.min(thigh.from[0], thigh.to[0]));
    expect(knee[0]).toBeLessThan(Math.max(thigh.from[0], thigh.to[0]));
    expect(knee[1]).toBeGreaterThan(Math.max(thigh.from[1], thigh.to[1]));
  });
});

describe("Velvet Press: the face below points down into the pillow, not along the bed", () => {
  it("turns the face of the partner lying on their front within 20 degrees of straight down", () => {
    const press = pose("passionate-6");
    expect(headFrame(press.a, buildSkeleton(press.a)).face[1]).toBeLessThan(-Math.cos((20 * Math.PI) / 180));
  });
});
