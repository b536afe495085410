import { describe, expect, it } from "vitest";
import { BASE_POSES } from "@content/positions/all-poses";
import type { FigurePose, PoseDefinition } from "@content/positions/pose-types";
import { checkPose, MAX_ARCH } from "./checks";
import { renderPoseFigures, torsoMarks } from "./render";
import { buildSkeleton, direction, trunkBow, type Point } from "./skeleton";

/**
 * An arched trunk: a body leaning back read the same as one bent forward while its trunk was a straight line, so a
 * pose may bow the trunk. These hold the curve's geometry and that the drawing follows it.
 */
const kneeling: FigurePose = {
  pelvis: [200, 92],
  torso: 130,
  head: 160,
  front: 1,
  nearArm: { upper: 256, lower: 336 },
  farArm: { upper: 252, lower: 332 },
  nearLeg: { upper: 282, lower: 180, foot: 180 },
  farLeg: { upper: 283, lower: 178, foot: 178 },
};
const dot = (u: Point, v: Point) => u[0] * v[0] + u[1] * v[1];
const curveAt = (from: Point, control: Point, to: Point, t: number): Point => [
  (1 - t) ** 2 * from[0] + 2 * t * (1 - t) * control[0] + t * t * to[0],
  (1 - t) ** 2 * from[1] + 2 * t * (1 - t) * control[1] + t * t * to[1],
];

describe("an arched trunk", () => {
  it("bows its middle exactly `arch` towards the body's front, and leaves the ends where the angles put them", () => {
    for (const arch of [9, -6]) {
      const skeleton = buildSkeleton({ ...kneeling, arch });
      const straight = buildSkeleton(kneeling);
      const torso = skeleton.segments.find((segment) => segment.name === "torso")!;
      const plain = straight.segments.find((segment) => segment.name === "torso")!;
      expect(torso.from).toEqual(plain.from);
      expect(torso.to).toEqual(plain.to);
      expect(plain.bend).toBeUndefined();
      const middle = curveAt(torso.from, torso.bend!, torso.to, 0.5);
      const chord: Point = [(torso.from[0] + torso.to[0]) / 2, (torso.from[1] + torso.to[1]) / 2];
      const front = direction(kneeling.torso - 90 * kneeling.front);
      expect(dot([middle[0] - chord[0], middle[1] - chord[1]], front)).toBeCloseTo(arch, 6);
      expect(trunkBow({ ...kneeling, arch }, 0.5)).toBeCloseTo(arch, 6);
      expect(trunkBow({ ...kneeling, arch }, 0)).toBeCloseTo(0, 9);
    }
  });

  it("moves the chest's curve out with the bow, and the seat's a little", () => {
    const arched = { ...kneeling, arch: 10 };
    const front = direction(kneeling.torso - 90);
    const out = (figure: FigurePose, mark: "chest" | "seat") => {
      const marks = torsoMarks(figure, buildSkeleton(figure));
      return dot(marks[mark].centre, front);
    };
    expect(out(arched, "chest") - out(kneeling, "chest")).toBeCloseTo(trunkBow(arched, 0.7), 6);
    expect(out(arched, "seat") - out(kneeling, "seat")).toBeCloseTo(trunkBow(arched, 0.04), 6);
    expect(trunkBow(arched, 0.7)).toBeGreaterThan(8);
  });

  it("is drawn as a curve (its outline, fill and shading), where a straight trunk is a line", () => {
    const base: PoseDefinition = BASE_POSES["adventurous-18"]!;
    const straight = renderPoseFigures(base);
    const arched = renderPoseFigures({ ...base, a: { ...base.a, arch: 9 } });
    const curves = (svg: string) => (svg.match(/d="M[^"]*Q/g) ?? []).length;
    // Outline, fill and the shaded back half follow the curve; the lit front does too.
    expect(curves(arched) - curves(straight)).toBeGreaterThanOrEqual(3);
  });

  it("is held within what the checks between bodies can see", () => {
    const base = BASE_POSES["adventurous-18"]!;
    const problems = (arch: number) =>
      checkPose({ ...base, a: { ...base.a, arch } }).filter((problem) => problem.message.includes("bows"));
    expect(problems(MAX_ARCH)).toEqual([]);
    expect(problems(MAX_ARCH + 1)).toHaveLength(1);
    expect(problems(-MAX_ARCH - 1)).toHaveLength(1);
  });

  it("rests on what is under it along its curve: a trunk on its back bowed down into the bed sinks, bowed up not", () => {
    const lying: PoseDefinition = BASE_POSES["passionate-1"]!;
    const onBack = lying.a.torso > 150 || lying.a.torso < -150 ? "a" : "b";
    const sinking = (arch: number) =>
      checkPose({ ...lying, [onBack]: { ...lying[onBack], arch } }).filter((problem) =>
        problem.message.includes("sinks"),
      ).length;
    expect(sinking(0)).toBe(0);
    expect(sinking(8)).toBe(0);
    expect(sinking(-12)).toBeGreaterThan(0);
  });
});
