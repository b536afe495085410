import { describe, expect, it } from "vitest";
import { checkPose, hiddenFaceShares } from "@domain/positions/poses/checks";
import { FIGURE_COLOURS, headFrame, renderPoseFigures } from "@domain/positions/poses/render";
import { buildSkeleton, segmentDistance, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import type { PoseDefinition } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * Round 10a of issue #46: the bases drawn from above, which fresh readers found a knot of limbs at phone size. Each
 * holds the cue that now says who lies where and which way they face: a back turned up (the head all hair), a body
 * on its back (face up), torsos apart or one across the other, legs that lie beside a partner's instead of under them.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far" | "centre", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const torso = (skeleton: Skeleton) => part(skeleton, "centre", "torso");
const torsoGap = (one: Skeleton, other: Skeleton) =>
  segmentDistance(torso(one).from, torso(one).to, torso(other).from, torso(other).to) - 2 * THICKNESS.torso;
const skeletons = (definition: PoseDefinition) => ({ a: buildSkeleton(definition.a), b: buildSkeleton(definition.b) });
/** Which way a body faces, as a unit vector in the scene. */
const facing = (definition: PoseDefinition, name: "a" | "b") =>
  headFrame(definition[name], buildSkeleton(definition[name])).face;
const towards = (from: readonly [number, number], to: readonly [number, number]) => {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  return [(to[0] - from[0]) / length, (to[1] - from[1]) / length] as const;
};
const dot = (u: readonly [number, number], v: readonly [number, number]) => u[0] * v[0] + u[1] * v[1];

describe("every base redrawn in round 10a still passes the sanity checks", () => {
  for (const id of ["romantic-12", "romantic-13", "mixed-10", "mixed-19", "mixed-23"])
    it(id, () => {
      expect(pose(id).view).toBe("above");
      expect(checkPose(pose(id))).toEqual([]);
    });
});

describe("Harbour: rolled onto the front, the upper knee hitched up, the partner close behind", () => {
  const harbour = pose("romantic-12");
  const { a: front, b: behind } = skeletons(harbour);

  it("turns the rose partner's back to the ceiling: the head is all hair, the face in the pillow", () => {
    expect(harbour.a.seen).toBe("back");
  });

  it("hitches the upper knee out to the front, well clear of the lower leg", () => {
    const [knee, lowerKnee] = [part(front, "near", "thigh").to, part(front, "far", "thigh").to];
    expect(Math.abs(knee[0] - front.pelvis[0])).toBeGreaterThan(30);
    expect(Math.hypot(knee[0] - lowerKnee[0], knee[1] - lowerKnee[1])).toBeGreaterThan(40);
  });

  it("lays the honey partner in profile behind them, facing their back, torsos touching but not piled", () => {
    expect(harbour.b.seen).toBeUndefined();
    expect(dot(facing(harbour, "b"), towards(behind.pelvis, front.pelvis))).toBeGreaterThan(0.8);
    expect(torsoGap(front, behind)).toBeLessThanOrEqual(2);
    expect(torsoGap(front, behind)).toBeGreaterThan(-4);
  });
});

describe("Nestle: side by side, not one across the other as in Sunday Drape", () => {
  const nestle = pose("romantic-13");
  const { a: onBack, b: onSide } = skeletons(nestle);

  it("keeps the two torsos apart, so each body's outline is whole", () => {
    expect(torsoGap(onBack, onSide)).toBeGreaterThanOrEqual(10);
    expect(torsoGap(skeletons(pose("romantic-26")).a, skeletons(pose("romantic-26")).b)).toBeLessThan(0);
  });

  it("turns the honey partner's face to the one on their back, and lays the bent knee over their hip", () => {
    expect(nestle.a.seen).toBe("front");
    expect(dot(facing(nestle, "b"), towards(onSide.headCentre, onBack.headCentre))).toBeGreaterThan(0.8);
    const knee = part(onBack, "near", "thigh").to;
    expect(Math.hypot(knee[0] - onSide.pelvis[0], knee[1] - onSide.pelvis[1])).toBeLessThan(THICKNESS.torso);
  });
});

describe("Open Book: both lie on their backs, heads at opposite ends", () => {
  const book = pose("mixed-10");
  const { a: leaning, b: below } = skeletons(book);

  it("shows both faces up to the ceiling (before, the rose partner's profile read as lying on the side)", () => {
    expect(book.a.seen).toBe("front");
    expect(book.b.seen).toBe("front");
    expect(Math.abs(leaning.headCentre[1] - below.headCentre[1])).toBeGreaterThan(120);
  });

  it("opens the rose partner's knees wide of the honey partner's trunk, so that trunk still shows", () => {
    for (const side of ["near", "far"] as const) {
      const knee = part(leaning, side, "thigh").to;
      expect(segmentDistance(knee, knee, torso(below).from, torso(below).to)).toBeGreaterThan(
        THICKNESS.torso + THICKNESS.thigh,
      );
    }
  });
});

describe("Butterfly Wings and Heartbeat do not share a picture", () => {
  const [wings, heartbeat] = [pose("mixed-19"), pose("mixed-23")];
  const lying = (definition: PoseDefinition) => (definition.a.seen === "front" ? "a" : "b");

  it("lays a different partner beneath in each: the colours alone tell them apart", () => {
    expect(lying(wings)).toBe("a");
    expect(lying(heartbeat)).toBe("b");
  });

  it("keeps the faces together in Butterfly Wings, the cheek low on the chest in Heartbeat", () => {
    const w = skeletons(wings);
    const h = skeletons(heartbeat);
    const gap = (one: Skeleton, other: Skeleton) =>
      Math.hypot(one.headCentre[0] - other.headCentre[0], one.headCentre[1] - other.headCentre[1]);
    expect(gap(w.a, w.b)).toBeLessThan(32);
    expect(gap(h.a, h.b)).toBeGreaterThan(40);
    expect(hiddenFaceShares(wings).a).toBeLessThan(0.05);
  });
});

describe("Heartbeat and Butterfly Wings: no arm reaches across the picture", () => {
  it("tucks the arms of the one lying over the other along their own trunk, both faces clear", () => {
    for (const id of ["mixed-19", "mixed-23"]) {
      const definition = pose(id);
      const over = definition.a.seen === "front" ? "b" : "a";
      const skeleton = buildSkeleton(definition[over]);
      const hand = part(skeleton, "far", "forearm").to;
      expect(segmentDistance(hand, hand, torso(skeleton).from, torso(skeleton).to), id).toBeLessThan(THICKNESS.torso);
      expect(hiddenFaceShares(definition).a, id).toBeLessThan(0.05);
      expect(hiddenFaceShares(definition).b, id).toBeLessThan(0.05);
    }
  });

  it("keeps the arms of the one beneath in Butterfly Wings under the body above, so only the knees reach out", () => {
    const wings = pose("mixed-19");
    const [beneath, above] = [buildSkeleton(wings.a), buildSkeleton(wings.b)];
    for (const side of ["near", "far"] as const) {
      const hand = part(beneath, side, "forearm").to;
      expect(segmentDistance(hand, hand, torso(above).from, torso(above).to)).toBeLessThan(
        THICKNESS.torso + THICKNESS.forearm,
      );
    }
  });
});

describe("from above, each body is drawn whole, the one beneath first", () => {
  it("paints every part of the lower body before the upper body's trunk, so no limb of the one beneath lies on top", () => {
    let count = 0;
    for (const [id, definition] of Object.entries(BASE_POSES)) {
      if (definition.view !== "above" || definition.nearLegInFront) continue;
      count++;
      const [lower, upper] = definition.inFront === "a" ? (["b", "a"] as const) : (["a", "b"] as const);
      const svg = renderPoseFigures(definition);
      const upperTorso = svg.indexOf(`<path stroke="${FIGURE_COLOURS[upper]}" stroke-width="28"`);
      expect(upperTorso, id).toBeGreaterThan(0);
      expect(svg.lastIndexOf(`fill="${FIGURE_COLOURS[lower]}"`), id).toBeLessThan(upperTorso);
      expect(svg.lastIndexOf(`stroke="${FIGURE_COLOURS[lower]}"`), id).toBeLessThan(upperTorso);
    }
    expect(count).toBeGreaterThanOrEqual(10);
  });
});
