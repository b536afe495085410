import { describe, expect, it } from "vitest";
import { BODY, THICKNESS, buildSkeleton, type Point, type Skeleton } from "@domain/positions/poses/skeleton";
import type { FigurePose, PoseDefinition } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * Round 12 of issue #46 (helper 12e): bases fresh readers could not read at 170 px. Each check measures the cue the
 * redraw makes big, so a later change cannot quietly lose it. (Edge Rider was redrawn too and kept its old drawing:
 * a pair reader preferred it.)
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far" | "centre", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const sides = ["near", "far"] as const;
const distance = (p: Point, q: Point) => Math.hypot(p[0] - q[0], p[1] - q[1]);
/** Which way a figure's face points, as a unit vector (y up). */
const faceOf = (figure: FigurePose): Point => {
  const angle = (((figure.head ?? figure.torso) - 90 * figure.front) * Math.PI) / 180;
  return [Math.cos(angle), Math.sin(angle)];
};
/** Angle of a segment from the vertical, in degrees. */
const fromVertical = (from: Point, to: Point) =>
  (Math.atan2(Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1])) * 180) / Math.PI;
const lyingFirst = (definition: PoseDefinition): ["a" | "b", "a" | "b"] =>
  definition.a.pelvis[1] < definition.b.pelvis[1] ? ["a", "b"] : ["b", "a"];
const BED_TOP = 46;

describe("Leaning Moon: leaning well back on straight arms to the mattress, facing the partner", () => {
  // Round 11's readers: "reads first as a plain upright rider; the hands on the knees are lost in the legs".
  const moon = pose("passionate-8");
  const [lyingName, riderName] = lyingFirst(moon);
  const [lying, rider] = [buildSkeleton(moon[lyingName]), buildSkeleton(moon[riderName])];
  const towardsHead = Math.sign(lying.shoulder[0] - lying.pelvis[0]);

  it("leans the trunk 55 to 65 degrees back from upright, away from the partner's head", () => {
    const lean = fromVertical(rider.pelvis, rider.shoulder);
    expect(lean).toBeGreaterThanOrEqual(55);
    expect(lean).toBeLessThanOrEqual(65);
    expect(towardsHead * (rider.shoulder[0] - rider.pelvis[0])).toBeLessThan(0);
  });

  it("stands both arms straight and near vertical from the shoulder to a hand on the mattress", () => {
    for (const side of sides) {
      const [upper, fore] = [part(rider, side, "upperArm"), part(rider, side, "forearm")];
      expect(distance(upper.from, fore.to)).toBeGreaterThan(0.97 * (BODY.upperArm + BODY.forearm));
      expect(fromVertical(upper.from, fore.to)).toBeLessThan(10);
      expect(fore.to[1] - THICKNESS.forearm - BED_TOP).toBeLessThanOrEqual(3);
    }
  });

  it("turns the face towards the partner's head, not up to the ceiling", () => {
    const [x, y] = faceOf(moon[riderName]);
    expect(towardsHead * x).toBeGreaterThan(0.9);
    expect(Math.abs(y)).toBeLessThan(0.4);
  });
});

describe("Wall Sit: back flat on the wall, thighs level, the partner sitting on them", () => {
  // Round 11's readers: "the wall doesn't read as behind the back; the pink partner looks like they stand between the
  // knees rather than sit on level thighs".
  const wallSit = pose("adventurous-15");
  const wall = wallSit.props.find((prop) => prop.kind === "wall")!;
  const face = wall.x + wall.width;
  const [sitterName, riderName] = lyingFirst(wallSit);
  const [sitter, rider] = [buildSkeleton(wallSit[sitterName]), buildSkeleton(wallSit[riderName])];

  it("keeps the wall-sitter's trunk upright and flat on the wall, the head against it too", () => {
    expect(fromVertical(sitter.pelvis, sitter.shoulder)).toBeLessThan(3);
    expect(Math.abs(sitter.pelvis[0] - THICKNESS.torso - face)).toBeLessThanOrEqual(2);
    expect(sitter.headCentre[0] - BODY.headRadius - face).toBeLessThanOrEqual(4);
  });

  it("holds both thighs level, a seat", () => {
    for (const side of sides) {
      const thigh = part(sitter, side, "thigh");
      expect(Math.abs(thigh.to[1] - thigh.from[1])).toBeLessThan(3);
    }
  });

  it("seats the partner on the middle of those thighs, not on the knees, legs astride and down under the seat", () => {
    const thigh = part(sitter, "near", "thigh");
    const along = (rider.pelvis[0] - thigh.from[0]) / (thigh.to[0] - thigh.from[0]);
    expect(along).toBeGreaterThan(0.4);
    expect(along).toBeLessThan(0.8);
    expect(rider.pelvis[1] - thigh.from[1]).toBeLessThanOrEqual(2 * THICKNESS.thigh + 2);
    expect(wallSit.astride).toContain(riderName);
    for (const side of sides) {
      const ankle = part(rider, side, "shin").to;
      expect(ankle[1]).toBeLessThan(THICKNESS.shin + 3);
      expect(ankle[0]).toBeGreaterThan(face);
      expect(ankle[0]).toBeLessThan(thigh.to[0]);
    }
  });
});

describe("Side Saddle: the partner's legs stretch out low, clear of the rider's folded legs", () => {
  // Round 11's readers: "the folded legs merge with the lying partner's body".
  const saddle = pose("mixed-3");
  const [lyingName, riderName] = lyingFirst(saddle);
  const [lying, rider] = [buildSkeleton(saddle[lyingName]), buildSkeleton(saddle[riderName])];

  it("keeps the lying partner's knees low, only slightly bent", () => {
    for (const side of sides) {
      const knee = part(lying, side, "thigh").to;
      expect(knee[1] - lying.pelvis[1]).toBeLessThan(12);
      expect(distance(lying.pelvis, part(lying, side, "shin").to)).toBeGreaterThan(0.93 * (BODY.thigh + BODY.shin));
    }
  });

  it("sits the rider's folded knees above the partner's knees, the partner's feet well past them", () => {
    for (const side of sides) {
      const riderKnee = part(rider, side, "thigh").to;
      const lyingKnee = part(lying, side, "thigh").to;
      expect(riderKnee[1] - lyingKnee[1]).toBeGreaterThan(THICKNESS.thigh);
      expect(part(lying, side, "shin").to[0] - riderKnee[0]).toBeGreaterThan(25);
    }
  });
});
