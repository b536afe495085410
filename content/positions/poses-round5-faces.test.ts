import { describe, expect, it } from "vitest";
import { headFrame } from "@domain/positions/poses/render";
import { rasteriseSilhouette, silhouetteIoU } from "@domain/positions/poses/silhouette";
import { buildSkeleton, direction, segmentDistance, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import type { FigurePose, PoseDefinition } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * The five side-lying bases a stranger could not tell apart from above (issue #46, fresh readers of round 4):
 * Spooning, Twin Crescents, Harbour, Nestle and Sunday Drape, with Lifted Spoon drawn from the bedside. Each must
 * differ from the others in what a reader sees first: which way the faces turn, who lies on their back (face up,
 * seen from the front), whether one body lies over the other, and whose knees are drawn up. Spooning is drawn from
 * the bedside since round 7 (poses-side-views.test.ts), and Twin Crescents was from round 7 to round 9, when readers
 * took it for Spooning; it is drawn from above again since round 10. The reading from above is held for the four
 * drawn so; all five outlines must stay apart.
 */
const FAMILY = ["romantic-2", "romantic-4", "romantic-12", "romantic-13", "romantic-26"] as const;
const FROM_ABOVE = FAMILY.filter((id) => id !== "romantic-2");
const pose = (id: string) => BASE_POSES[id]!;

const torso = (skeleton: Skeleton) => skeleton.segments.find((segment) => segment.name === "torso")!;
const thighs = (skeleton: Skeleton) => skeleton.segments.filter((segment) => segment.name === "thigh");

/** A thigh drawn up: at least 55 degrees forward of the line running down the trunk (a body lying straight is 0). */
function kneesDrawnUp(figure: FigurePose, skeleton: Skeleton): number {
  const down = direction(figure.torso + 180);
  const front = direction(figure.torso - 90 * figure.front);
  return thighs(skeleton).filter((thigh) => {
    const along = [thigh.to[0] - thigh.from[0], thigh.to[1] - thigh.from[1]] as const;
    const angle = Math.atan2(along[0] * front[0] + along[1] * front[1], along[0] * down[0] + along[1] * down[1]);
    return (angle * 180) / Math.PI >= 55;
  }).length;
}

/** What a reader sees first in a picture of two people lying down. */
function reading(definition: PoseDefinition): string {
  const skeletons = { a: buildSkeleton(definition.a), b: buildSkeleton(definition.b) };
  const onBack = (["a", "b"] as const).filter((name) => definition[name].seen === "front").length;
  let faces = "one face up";
  if (onBack === 0) {
    const [fa, fb] = (["a", "b"] as const).map((name) => headFrame(definition[name], skeletons[name]).face);
    const toB = [
      skeletons.b.headCentre[0] - skeletons.a.headCentre[0],
      skeletons.b.headCentre[1] - skeletons.a.headCentre[1],
    ];
    const same = fa![0] * fb![0] + fa![1] * fb![1] > 0.5;
    faces = same ? "same way" : fa![0] * toB[0]! + fa![1] * toB[1]! > 0 ? "face to face" : "back to back";
  }
  const [ta, tb] = [torso(skeletons.a), torso(skeletons.b)];
  const over =
    2 * THICKNESS.torso - segmentDistance(ta.from, ta.to, tb.from, tb.to) >= 10 ? "one over" : "side by side";
  const knees = kneesDrawnUp(definition.a, skeletons.a) + kneesDrawnUp(definition.b, skeletons.b);
  return `${faces}, ${onBack} on back, ${over}, ${knees} knees up`;
}

describe("the side-lying family reads apart at a glance", () => {
  it("gives each of the four bases drawn from above a reading of its own", () => {
    expect(FROM_ABOVE.every((id) => pose(id).view === "above")).toBe(true);
    const readings = FROM_ABOVE.map((id) => reading(pose(id)));
    expect(new Set(readings).size, readings.join(" | ")).toBe(FROM_ABOVE.length);
  });

  it("keeps the five drawn silhouettes apart: no pair overlaps more than 45% (intersection over union)", () => {
    const masks = FAMILY.map((id) => rasteriseSilhouette(pose(id)));
    for (let i = 0; i < FAMILY.length; i++)
      for (let j = i + 1; j < FAMILY.length; j++)
        expect(silhouetteIoU(masks[i]!, masks[j]!), `${FAMILY[i]} ~ ${FAMILY[j]}`).toBeLessThanOrEqual(0.45);
  });
});

describe("Open Gate: kneeling upright between raised knees, not astride like Moonrise", () => {
  const gate = pose("passionate-9");
  const [kneeler, lying] = [buildSkeleton(gate.a), buildSkeleton(gate.b)];
  const knees = (skeleton: Skeleton) => thighs(skeleton).map((thigh) => thigh.to);

  it("sets the kneeler's knees down past the other's seat, where Moonrise's pass either side of their hips", () => {
    const towardsKneeler = Math.sign(kneeler.pelvis[0] - lying.pelvis[0]);
    for (const knee of knees(kneeler))
      expect(towardsKneeler * (knee[0] - lying.pelvis[0])).toBeGreaterThan(THICKNESS.torso);
  });

  it("raises the lying partner's knees above the kneeler's hips, in front of their body", () => {
    for (const knee of knees(lying)) expect(knee[1]).toBeGreaterThan(kneeler.pelvis[1] - 12);
    expect(gate.inFront).toBe("b");
  });
});
