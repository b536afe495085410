import { describe, expect, it } from "vitest";
import { ARMREST_RISE } from "@domain/positions/poses/scene";
import { BODY, buildSkeleton, segmentDistance, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 11 of issue #46 (helper 11c): bases fresh readers read only with effort at 170 px, or took for another base,
 * redrawn so the cue they missed shows. Each check measures that cue, so a later change cannot quietly lose it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const slope = (from: readonly [number, number], to: readonly [number, number]) =>
  (Math.atan2(Math.abs(to[1] - from[1]), Math.abs(to[0] - from[0])) * 180) / Math.PI;

describe("Switchback Flow: one clean frame, one partner flat on the back and the other straight above, face down", () => {
  const flow = pose("mixed-7");
  const [above, below] = [buildSkeleton(flow.a), buildSkeleton(flow.b)];

  it("lays the partner below flat: the trunk within 5 degrees of level, legs long along the bed, knees not raised", () => {
    expect(slope(below.pelvis, below.shoulder)).toBeLessThanOrEqual(5);
    for (const side of ["near", "far"] as const) {
      const knee = part(below, side, "thigh").to;
      // Knees drawn up round the other's back made the tangle readers could not untie (round 11).
      expect(knee[1] - below.pelvis[1]).toBeLessThan(6);
    }
  });

  it("holds the partner above higher at the hips and the shoulders, drawn in front", () => {
    expect(above.pelvis[1] - below.pelvis[1]).toBeGreaterThanOrEqual(20);
    expect(above.shoulder[1] - below.shoulder[1]).toBeGreaterThanOrEqual(30);
    expect(flow.inFront).toBe("a");
  });

  it("props the partner above on braced arms (reaching at least three quarters of their length), hands by the other's shoulders", () => {
    for (const side of ["near", "far"] as const) {
      const hand = part(above, side, "forearm").to;
      const reach = Math.hypot(hand[0] - above.shoulder[0], hand[1] - above.shoulder[1]);
      expect(reach).toBeGreaterThan(0.75 * (BODY.upperArm + BODY.forearm));
      expect(Math.abs(hand[0] - below.shoulder[0])).toBeLessThan(BODY.upperArm);
    }
  });

  it("keeps the roll arrows that say it is a sequence", () => {
    expect(flow.sequence).toBe("roll");
  });
});

describe("Grand Armchair: the knees hooked high over the chair's arm, the shins hanging, not legs stretched to the kneeler", () => {
  const grand = pose("passionate-18");
  const [sitter, kneeler] = [buildSkeleton(grand.a), buildSkeleton(grand.b)];
  const chair = grand.props.find((prop) => prop.kind === "armchair")!;
  const armTop = chair.height + ARMREST_RISE;
  const armFront = chair.x + chair.width;

  it("raises each knee above the arm's top, at its front end", () => {
    for (const side of ["near", "far"] as const) {
      const knee = part(sitter, side, "thigh").to;
      expect(knee[1]).toBeGreaterThan(armTop + 10);
      expect(Math.abs(knee[0] - armFront)).toBeLessThan(20);
    }
  });

  it("hangs each shin within 10 degrees of straight down, the feet off the floor", () => {
    for (const side of ["near", "far"] as const) {
      const shin = part(sitter, side, "shin");
      expect(90 - slope(shin.from, shin.to)).toBeLessThanOrEqual(10);
      expect(shin.to[1]).toBeGreaterThan(20);
    }
  });

  it("shows the arm as an armrest: it reaches out from the back past the sitter's shoulders, their hands resting on it", () => {
    expect(sitter.shoulder[0] - chair.x).toBeGreaterThan(40);
    for (const side of ["near", "far"] as const) {
      const hand = part(sitter, side, "forearm").to;
      expect(hand[0]).toBeGreaterThan(chair.x);
      expect(hand[0]).toBeLessThan(armFront);
      expect(hand[1] - armTop).toBeGreaterThanOrEqual(0);
      expect(hand[1] - armTop).toBeLessThan(14);
    }
  });

  it("leaves the near shin hanging clear of the kneeler's thighs, in view between the chair and them", () => {
    const shin = part(sitter, "near", "shin");
    expect(shin.from[0]).toBeGreaterThan(armFront);
    for (const side of ["near", "far"] as const) {
      const thigh = part(kneeler, side, "thigh");
      expect(segmentDistance(shin.from, shin.to, thigh.from, thigh.to)).toBeGreaterThan(shin.radius + thigh.radius);
    }
  });

  it("keeps the kneeler close, hands on the arm's front end", () => {
    for (const side of ["near", "far"] as const) {
      const hand = part(kneeler, side, "forearm").to;
      expect(Math.abs(hand[0] - armFront)).toBeLessThan(8);
    }
  });
});

describe("Heartwood: both kneeling, every knee down, drawn the other way round from Lotus", () => {
  const heartwood = pose("romantic-20");
  const lotus = pose("romantic-1");
  const [onHeels, astride] = [buildSkeleton(heartwood.a), buildSkeleton(heartwood.b)];

  it("sits the rose partner on their heels: thighs within 12 degrees of level, folded over shins as flat", () => {
    for (const side of ["near", "far"] as const) {
      const [thigh, shin] = [part(onHeels, side, "thigh"), part(onHeels, side, "shin")];
      expect(slope(thigh.from, thigh.to)).toBeLessThanOrEqual(12);
      expect(slope(shin.from, shin.to)).toBeLessThanOrEqual(12);
      expect(shin.to[0] - thigh.to[0]).toBeGreaterThan(BODY.shin * 0.9);
    }
  });

  it("keeps every knee of both partners below their hips (Lotus's is raised round the other's back)", () => {
    for (const skeleton of [onHeels, astride])
      for (const side of ["near", "far"] as const)
        expect(part(skeleton, side, "thigh").to[1]).toBeLessThan(skeleton.pelvis[1]);
  });

  it("puts the partner astride on the other side from the one in Lotus's lap, so the two cards are not laid out alike", () => {
    const lotusLapSide = Math.sign(lotus.b.pelvis[0] - lotus.a.pelvis[0]);
    expect(Math.sign(heartwood.b.pelvis[0] - heartwood.a.pelvis[0])).toBe(-lotusLapSide);
  });
});
