import { describe, expect, it } from "vitest";
import { checkPose, hiddenFaceShares } from "@domain/positions/poses/checks";
import { BODY, buildSkeleton, segmentDistance, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 20 of issue #46 (helper 22b): Heartbeat, drawn from above, which fresh readers found a tangle at 170 px. The
 * checks measure the cue the redraw makes big; both pair readers preferred it (docs/poses/readers-round20.md).
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const torso = (skeleton: Skeleton) => skeleton.segments.find((segment) => segment.name === "torso")!;
const gap = (p: readonly [number, number], q: readonly [number, number]) => Math.hypot(p[0] - q[0], p[1] - q[1]);

describe("Heartbeat: no arm sticks out; one arm curves round the head on the chest", () => {
  const heartbeat = pose("mixed-23");
  const [resting, under] = [buildSkeleton(heartbeat.a), buildSkeleton(heartbeat.b)];

  it("draws without problems, both faces in view", () => {
    expect(checkPose(heartbeat)).toEqual([]);
    expect(hiddenFaceShares(heartbeat).a).toBeLessThan(0.05);
  });

  it("brings the near elbow round beside the rose head and the hand onto their upper back", () => {
    const elbow = part(under, "near", "upperArm").to;
    const hand = part(under, "near", "forearm").to;
    expect(gap(elbow, resting.headCentre)).toBeLessThan(BODY.headRadius + THICKNESS.upperArm + 12);
    expect(segmentDistance(hand, hand, torso(resting).from, torso(resting).to)).toBeLessThan(THICKNESS.torso);
    expect(gap(hand, resting.shoulder)).toBeLessThan(20);
  });

  it("keeps the other hand on the rose back, beneath them, not out across the bed", () => {
    const hand = part(under, "far", "forearm").to;
    expect(segmentDistance(hand, hand, torso(resting).from, torso(resting).to)).toBeLessThan(THICKNESS.torso);
  });

  it("opens the honey legs in a wide V, at least 65 degrees apart", () => {
    const spread = Math.abs(heartbeat.b.nearLeg.upper! - heartbeat.b.farLeg.upper!);
    expect(spread).toBeGreaterThanOrEqual(65);
  });
});
