import { describe, expect, it } from "vitest";
import { BODY, buildSkeleton, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 15 (helper 15c): Lifted Spoon's raised knee and Wall Sit's seat, which fresh readers could not see at 170 px.
 * Each check holds the one cue the redraw made big.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;

describe("Lifted Spoon: the front partner's own knee stands high, the shin sloping down from it", () => {
  // Round 14's readers: "the lifted leg merges with the back partner's leg; I can't tell whose knee is raised".
  const spoon = pose("romantic-11");
  const [front, behind] = [buildSkeleton(spoon.a), buildSkeleton(spoon.b)];
  const [thigh, shin] = [part(front, "near", "thigh"), part(front, "near", "shin")];

  it("raises the thigh steeply (at least 60 degrees), so the knee is the peak of the leg", () => {
    const rise = Math.atan2(thigh.to[1] - thigh.from[1], thigh.to[0] - thigh.from[0]) * (180 / Math.PI);
    expect(rise).toBeGreaterThanOrEqual(60);
    expect(thigh.to[1] - front.pelvis[1]).toBeGreaterThanOrEqual(0.85 * BODY.thigh);
    // The shin falls at least 12 from the knee: it does not lie level along the legs behind.
    expect(shin.from[1] - shin.to[1]).toBeGreaterThanOrEqual(12);
  });

  it("brings the knee up level with the hips behind, the hand behind holding it", () => {
    expect(thigh.to[1]).toBeGreaterThanOrEqual(behind.pelvis[1]);
    const hand = part(behind, "near", "forearm").to;
    expect(Math.hypot(hand[0] - thigh.to[0], hand[1] - thigh.to[1])).toBeLessThan(2 * THICKNESS.thigh);
  });
});

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
