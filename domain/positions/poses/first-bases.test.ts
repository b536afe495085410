import { describe, expect, it } from "vitest";
import { BASE_POSES } from "@content/positions/all-poses";
import { BASE_POSITIONS } from "@content/positions/base-positions";
import type { PoseDefinition } from "@content/positions/pose-types";
import { sceneGeometry } from "./scene";
import { BODY, buildSkeleton, normaliseAngle, segmentDistance, THICKNESS, type Point, type Segment } from "./skeleton";

/**
 * What a reader of the first bases' cards missed (issue 46), measured on the pose: each picture shows what its
 * words say. A test names the words it holds the picture to, so a change of words and picture stays together.
 */
const pose = (id: string) => BASE_POSES[id]!;
const words = (id: string) => {
  const base = BASE_POSITIONS.find((entry) => entry.id === id)!;
  return [base.description, ...base.instructions].join(" ");
};
const parts = (segments: readonly Segment[], name: Segment["name"]) =>
  segments.filter((segment) => segment.name === name);
const angleOf = (segment: Segment) =>
  (Math.atan2(segment.to[1] - segment.from[1], segment.to[0] - segment.from[0]) * 180) / Math.PI;
/** How far a segment runs from level, in degrees (0 = level, 90 = upright), whichever way it points. */
const fromLevel = (segment: Segment) => {
  const angle = Math.abs(normaliseAngle(angleOf(segment)));
  return Math.min(angle, 180 - angle);
};
/** The top of the surface under a point (the highest one at or below it), as the checks see the scene. */
const surfaceUnder = (definition: PoseDefinition, [x, y]: Point) =>
  Math.max(
    0,
    ...sceneGeometry(definition.props)
      .surfaces.filter((surface) => x >= surface.x1 && x <= surface.x2 && surface.y <= y + 1)
      .map((surface) => surface.y),
  );
const touches = (segment: Segment, others: readonly Segment[]) =>
  others.some(
    (other) => segmentDistance(segment.from, segment.to, other.from, other.to) <= segment.radius + other.radius + 3,
  );

describe("the first bases show what their words say", () => {
  it("Slow Embrace: the partner above rests on their forearms, flat on the bed, upper arms below the shoulders", () => {
    expect(words("romantic-3")).toMatch(/forearms/);
    const definition = pose("romantic-3");
    const above = buildSkeleton(definition.b);
    const below = buildSkeleton(definition.a);
    expect(above.pelvis[1]).toBeGreaterThan(below.pelvis[1]);
    for (const forearm of parts(above.segments, "forearm")) {
      expect(fromLevel(forearm)).toBeLessThanOrEqual(15);
      for (const end of [forearm.from, forearm.to])
        expect(Math.abs(end[1] - forearm.radius - surfaceUnder(definition, end))).toBeLessThanOrEqual(3);
    }
    // Propped on the forearms, not on the hands: the upper arms stand steeply under the shoulders.
    for (const upperArm of parts(above.segments, "upperArm")) expect(fromLevel(upperArm)).toBeGreaterThanOrEqual(60);
    // Faces near: the two heads within three head-widths, neither face hidden.
    expect(
      Math.hypot(above.headCentre[0] - below.headCentre[0], above.headCentre[1] - below.headCentre[1]),
    ).toBeLessThan(6 * BODY.headRadius);
  });

  it("Leaning Moon: the rider leans well back from upright, against the other's raised knees, arms braced on them or behind (unlike Moonrise)", () => {
    expect(words("passionate-8")).toMatch(/leans back/);
    // Leaning back: the torso tilts away from the way the rider faces; Moonrise's rider sits near upright.
    const lean = (id: string) => pose(id).b.front * normaliseAngle(pose(id).b.torso - 90);
    expect(lean("passionate-8")).toBeGreaterThanOrEqual(35);
    expect(Math.abs(lean("passionate-1"))).toBeLessThanOrEqual(15);
    const definition = pose("passionate-8");
    const lying = buildSkeleton(definition.a);
    const rider = buildSkeleton(definition.b);
    const knees = parts(lying.segments, "thigh").map((thigh) => thigh.to);
    for (const knee of knees) expect(knee[1]).toBeGreaterThan(lying.pelvis[1] + 25);
    const legs = lying.segments.filter((segment) => segment.part === "leg");
    expect(touches(parts(rider.segments, "torso")[0]!, legs)).toBe(true);
    for (const forearm of parts(rider.segments, "forearm")) expect(touches(forearm, legs)).toBe(true);
  });

  it("Starbridge: the lying partner's hips are lifted in a bridge, shoulders and feet down on the bed", () => {
    expect(words("adventurous-3")).toMatch(/bridge/);
    const definition = pose("adventurous-3");
    const bridge = buildSkeleton(definition.a);
    const bed = surfaceUnder(definition, bridge.shoulder);
    expect(Math.abs(bridge.shoulder[1] - THICKNESS.torso - bed)).toBeLessThanOrEqual(4);
    expect(bridge.pelvis[1] - bridge.shoulder[1]).toBeGreaterThanOrEqual(24);
    for (const knee of parts(bridge.segments, "thigh").map((thigh) => thigh.to))
      expect(knee[1]).toBeGreaterThan(bridge.pelvis[1]);
    for (const shin of parts(bridge.segments, "shin")) expect(fromLevel(shin)).toBeGreaterThanOrEqual(70);
    for (const foot of parts(bridge.segments, "foot"))
      expect(Math.abs(foot.from[1] - foot.radius - surfaceUnder(definition, foot.from))).toBeLessThanOrEqual(4);
    // Held at the waist: the kneeling partner's hands reach the lifted hips.
    const holder = buildSkeleton(definition.b);
    for (const forearm of parts(holder.segments, "forearm"))
      expect(Math.hypot(forearm.to[0] - bridge.pelvis[0], forearm.to[1] - bridge.pelvis[1])).toBeLessThan(30);
  });

  it("Side Saddle: the rider sits turned sideways (seen from the front, not in profile like Moonrise), legs to one side", () => {
    expect(words("mixed-3")).toMatch(/sideways/);
    const definition = pose("mixed-3");
    expect(definition.b.seen).toBe("front");
    expect(pose("passionate-1").b.seen).toBeUndefined();
    const rider = buildSkeleton(definition.b);
    const knees = parts(rider.segments, "thigh").map((thigh) => thigh.to);
    const sides = knees.map((knee) => Math.sign(knee[0] - rider.pelvis[0]));
    expect(new Set(sides).size).toBe(1);
  });

  it("Bamboo Split: the raised leg, on the kneeling partner's shoulder, is the near one, drawn in front of them", () => {
    const definition = pose("adventurous-6");
    const lying = buildSkeleton(definition.a);
    const kneeling = buildSkeleton(definition.b);
    const nearShin = lying.segments.find((segment) => segment.name === "shin" && segment.side === "near")!;
    const farShin = lying.segments.find((segment) => segment.name === "shin" && segment.side === "far")!;
    expect(Math.max(nearShin.from[1], nearShin.to[1])).toBeGreaterThan(kneeling.pelvis[1]);
    expect(Math.abs(nearShin.to[0] - kneeling.shoulder[0])).toBeLessThan(20);
    expect(fromLevel(farShin)).toBeLessThanOrEqual(10);
  });

  it("from above, a partner the words put on their back faces up out of the picture (two eyes), one on their side in profile", () => {
    for (const id of ["mixed-2", "mixed-6"]) {
      const definition = pose(id);
      expect(definition.view, id).toBe("above");
      expect(definition.description, id).toMatch(/rose partner (lies )?on their back/);
      expect(definition.a.seen, id).toBe("front");
      expect(definition.b.seen, id).toBeUndefined();
    }
  });

  // Spooning is drawn from the bedside since round 7 (content/positions/poses-side-views.test.ts); Twin Crescents
  // was too until round 10, and is from above again (content/positions/poses-round10c.test.ts).
});
