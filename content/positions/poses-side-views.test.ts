import { describe, expect, it } from "vitest";
import { hiddenFaceShares } from "@domain/positions/poses/checks";
import { headboardAt, headFrame, layoutScene } from "@domain/positions/poses/render";
import { BODY, buildSkeleton, segmentDistance, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import type { FigurePose, PoseDefinition } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * Round 7 of issue #46: six side-lying bases were redrawn from the bedside and shown blind, old beside new, to two
 * fresh readers. Both chose the side view for Spooning only, so Spooning alone is drawn from there; the other five
 * keep their views from above (docs/poses/readers-round7.md). These checks hold what made the side view read: a bed,
 * the nearer head on a pillow, both faces turned to the viewer, the one behind close and drawn higher, an arm over
 * the hip, and knees kept low so it cannot be taken for Lifted Spoon.
 */
const pose = (id: string) => BASE_POSES[id]!;
const spooning = pose("romantic-2");

const skeletons = (definition: PoseDefinition) => ({ a: buildSkeleton(definition.a), b: buildSkeleton(definition.b) });
const part = (skeleton: Skeleton, side: "near" | "far", name: "thigh" | "shin" | "forearm") =>
  skeleton.segments.find((segment) => segment.side === side && segment.name === name)!;
/** How far a knee stands above its own hip, in scene units (side views only: y is up). */
const kneeRise = (skeleton: Skeleton, side: "near" | "far") => part(skeleton, side, "thigh").to[1] - skeleton.pelvis[1];
/** A body on its back seen from the side: a profile whose face turns up to the ceiling. */
const faceUp = (figure: FigurePose, skeleton: Skeleton) =>
  figure.seen === undefined && headFrame(figure, skeleton).face[1] > 0.9;
/** The body nearer the viewer (the one with less depth). */
const nearer = (definition: PoseDefinition): "a" | "b" =>
  (definition.a.depth ?? 0) > (definition.b.depth ?? 0) ? "b" : "a";

describe("Spooning is drawn from the bedside", () => {
  it("is a side view on a bed, not a mattress from above, and its words say so", () => {
    expect(spooning.view ?? "side").toBe("side");
    expect(spooning.props.some((prop) => prop.kind === "bed")).toBe(true);
    expect(spooning.props.some((prop) => prop.kind === "mattress")).toBe(false);
    expect(spooning.description).toMatch(/^Seen from the bedside: /);
  });

  it("rests the nearer body's head on a pillow on the bed, within 4 of its top", () => {
    const head = buildSkeleton(spooning[nearer(spooning)]).headCentre;
    const pillow = spooning.props.find(
      (prop) => prop.kind === "pillow" && prop.x <= head[0] && head[0] <= prop.x + prop.width,
    );
    expect(pillow).toBeDefined();
    const top = (pillow!.base ?? 0) + pillow!.height;
    expect(Math.abs(head[1] - BODY.headRadius - top)).toBeLessThanOrEqual(4);
  });

  it("ends the bed in a headboard past the two heads, which lie the same way", () => {
    const layout = layoutScene(spooning);
    expect(headboardAt(spooning, layout.props, layout.skeletons)).toBeDefined();
  });

  it("leaves both faces clear of the other body", () => {
    const shares = hiddenFaceShares(spooning);
    expect(Math.max(shares.a, shares.b)).toBeLessThan(0.05);
  });

  it("lays both on their sides facing the viewer, the rose partner behind, an arm over the honey partner's hip", () => {
    const s = skeletons(spooning);
    expect([spooning.a.seen, spooning.b.seen]).toEqual(["front", "front"]);
    expect(nearer(spooning)).toBe("b");
    // Close behind: the two pelvises no more than a trunk's width apart along the bed.
    expect(Math.abs(s.a.pelvis[0] - s.b.pelvis[0])).toBeLessThan(2 * THICKNESS.torso);
    // The hand lies on the outline of the front body's trunk or thigh, not in the air above it.
    const hand = part(s.a, "near", "forearm").to;
    const onBody = s.b.segments
      .filter((segment) => segment.name === "torso" || segment.name === "thigh")
      .map((segment) => segmentDistance(hand, hand, segment.from, segment.to) - segment.radius);
    expect(Math.min(...onBody)).toBeLessThan(THICKNESS.forearm + 2);
  });
});

describe("Spooning is told apart from the other spooning-type bases", () => {
  const SIBLINGS = {
    "romantic-4": "Twin Crescents",
    "romantic-11": "Lifted Spoon",
    "romantic-12": "Harbour",
    "romantic-13": "Nestle",
  } as const;

  /** What a reader sees first: the view, how the nearer body is seen, a body face up, the nearer upper knee. */
  function features(id: string) {
    const definition = pose(id);
    const s = skeletons(definition);
    const near = nearer(definition);
    const view = definition.view ?? "side";
    return {
      view,
      nearSeen: definition[near].seen ?? "profile",
      faceUp: (["a", "b"] as const).some((name) => faceUp(definition[name], s[name])),
      // Only a side view has a knee height a reader can see.
      nearKneeRise: view === "side" ? kneeRise(s[near], "near") : Number.NaN,
    };
  }

  it("differs from each sibling in its view, facing, a body face up, or an upper knee 20 higher", () => {
    const own = features("romantic-2");
    for (const [id, name] of Object.entries(SIBLINGS)) {
      const other = features(id);
      const differ =
        own.view !== other.view ||
        own.nearSeen !== other.nearSeen ||
        own.faceUp !== other.faceUp ||
        Math.abs(own.nearKneeRise - other.nearKneeRise) >= 20;
      expect(differ, name).toBe(true);
    }
  });

  it("keeps all four knees softly bent and low, where Lifted Spoon lifts the upper leg", () => {
    const s = skeletons(spooning);
    for (const figure of [s.a, s.b])
      for (const side of ["near", "far"] as const) {
        // Bent: the shin turns at least 20 degrees from the thigh; low: the knee under a thigh's width above the hip.
        const [thigh, shin] = [part(figure, side, "thigh"), part(figure, side, "shin")];
        const heading = (segment: typeof thigh) =>
          Math.atan2(segment.to[1] - segment.from[1], segment.to[0] - segment.from[0]);
        expect(Math.abs(heading(thigh) - heading(shin)) * (180 / Math.PI)).toBeGreaterThanOrEqual(20);
        expect(kneeRise(figure, side)).toBeLessThan(2 * THICKNESS.thigh);
      }
    expect(features("romantic-11").nearKneeRise - features("romantic-2").nearKneeRise).toBeGreaterThanOrEqual(20);
  });
});
