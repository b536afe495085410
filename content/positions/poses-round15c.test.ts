import { describe, expect, it } from "vitest";
import { buildSkeleton, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 15 (helper 15c): Wall Sit's seat, which a fresh reader could not see at 170 px (Lifted Spoon's redraw was taken
 * back: both pair readers preferred the old drawing). Each check holds the one cue the redraw made big.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;

describe("Wall Sit: the sitter leans back on the level thighs, the chests apart", () => {
  // Round 14's readers: "the pink partner looks like they are standing between the knees".
  const wallSit = pose("adventurous-15");
  const [rider, sitter] = [buildSkeleton(wallSit.a), buildSkeleton(wallSit.b)];

  it("leans the rider's trunk back at least 20 degrees, away from the wall-sitter", () => {
    expect(90 - wallSit.a.torso).toBeGreaterThanOrEqual(20);
    expect(rider.shoulder[0] - rider.pelvis[0]).toBeGreaterThan(0);
  });

  it("keeps the shoulders a trunk's width and more apart, the seat past the middle of the thighs", () => {
    expect(rider.shoulder[0] - sitter.shoulder[0]).toBeGreaterThanOrEqual(2 * THICKNESS.torso + 10);
    const thigh = part(sitter, "near", "thigh");
    expect((rider.pelvis[0] - thigh.from[0]) / (thigh.to[0] - thigh.from[0])).toBeGreaterThanOrEqual(0.6);
  });
});
