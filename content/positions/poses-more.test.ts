import { describe, expect, it } from "vitest";
import { BODY, buildSkeleton, direction, type Skeleton } from "@domain/positions/poses/skeleton";
import type { FigurePose } from "./pose-types";
import { MORE_BASE_POSES } from "./poses-more";

/**
 * Measured checks for figures of bases-more.ts that a reader found unclear (issue #46): what each base's words say
 * about a body, held against the drawing, so a later change to the pose cannot quietly lose it.
 */
const pose = (id: string) => MORE_BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: "thigh" | "shin" | "forearm" | "upperArm") =>
  skeleton.segments.find((segment) => segment.side === side && segment.name === name)!;
/** The sideways direction a body seen from the side faces: +1 right, -1 left. */
const facingX = (figure: FigurePose) => Math.sign(direction(figure.torso - 90 * figure.front)[0]);
/** How far the torso leans from upright, in degrees. */
const lean = (figure: FigurePose) => Math.abs(90 - (((figure.torso % 360) + 360) % 360));

describe("a lifted leg reads as lifted", () => {
  it("Wall Tango: the knee of the partner at the wall is raised above their hip, at the other's hip, drawn over them", () => {
    const wallTango = pose("passionate-16");
    const [atWall, other] = [buildSkeleton(wallTango.a), buildSkeleton(wallTango.b)];
    const knee = part(atWall, "near", "thigh").to;
    expect(knee[1]).toBeGreaterThan(atWall.pelvis[1] + 10);
    expect(Math.hypot(knee[0] - other.pelvis[0], knee[1] - other.pelvis[1])).toBeLessThan(BODY.thigh);
    expect(wallTango.inFront).toBe("a");
  });

  it("Standing Split: the raised leg runs straight up past the partner's shoulder, drawn over them", () => {
    const split = pose("adventurous-10");
    const [raised, other] = [buildSkeleton(split.a), buildSkeleton(split.b)];
    const [thigh, shin] = [part(raised, "near", "thigh"), part(raised, "near", "shin")];
    expect(shin.to[1]).toBeGreaterThan(other.shoulder[1]);
    const bend = Math.abs(
      Math.atan2(shin.to[1] - shin.from[1], shin.to[0] - shin.from[0]) -
        Math.atan2(thigh.to[1] - thigh.from[1], thigh.to[0] - thigh.from[0]),
    );
    expect((bend * 180) / Math.PI).toBeLessThan(15);
    expect(split.inFront).toBe("a");
  });
});

describe("who faces where", () => {
  it("Kneeling Lap: both face the same way, the one in the lap in front, seated on the kneeler's thighs", () => {
    const lap = pose("passionate-21");
    expect(facingX(lap.a)).toBe(facingX(lap.b));
    const [sitter, kneeler] = [buildSkeleton(lap.a), buildSkeleton(lap.b)];
    const ahead = facingX(lap.a);
    expect((sitter.pelvis[0] - kneeler.pelvis[0]) * ahead).toBeGreaterThan(0);
    const thigh = part(kneeler, "near", "thigh");
    expect(sitter.pelvis[1]).toBeGreaterThan(Math.max(thigh.from[1], thigh.to[1]));
    expect(sitter.pelvis[1] - Math.max(thigh.from[1], thigh.to[1])).toBeLessThan(25);
  });

  it("Sphinx: the head of the partner propped on their forearms is clear of the head of the partner over them", () => {
    const sphinx = pose("passionate-19");
    const [front, behind] = [buildSkeleton(sphinx.a), buildSkeleton(sphinx.b)];
    const gap = Math.hypot(front.headCentre[0] - behind.headCentre[0], front.headCentre[1] - behind.headCentre[1]);
    expect(gap).toBeGreaterThan(2 * BODY.headRadius);
    // Propped up: the chest well above the hips, the upper arms near upright under the shoulders.
    expect(front.shoulder[1] - front.pelvis[1]).toBeGreaterThan(15);
  });
});

describe("kneeling upright is not on all fours", () => {
  for (const [id, who] of [["romantic-21", "b"]] as const) {
    it(`${id}: the kneeling partner's torso is within 30° of upright and no hand is planted on the bed`, () => {
      const figure = pose(id)[who];
      expect(lean(figure)).toBeLessThanOrEqual(30);
      const skeleton = buildSkeleton(figure);
      for (const side of ["near", "far"] as const)
        expect(part(skeleton, side, "forearm").to[1]).toBeGreaterThan(46 + 20);
    });
  }
});

describe("Butterfly Wings: the knees open to either side", () => {
  it("seen from above, one knee of the partner on their back lies each side of the other's legs", () => {
    const butterfly = pose("mixed-19");
    expect(butterfly.view).toBe("above");
    // The one on their back is seen from the front (the rose partner since round 10, so that the card does not
    // share Heartbeat's colours: there the honey partner lies beneath).
    const [onBack, over] = butterfly.a.seen === "front" ? [butterfly.a, butterfly.b] : [butterfly.b, butterfly.a];
    const [lying, between] = [buildSkeleton(onBack), buildSkeleton(over)];
    const legs = between.segments.filter((segment) => segment.name === "thigh" || segment.name === "shin");
    const xs = legs.flatMap((segment) => [segment.from[0], segment.to[0]]);
    const knees = (["near", "far"] as const).map((side) => part(lying, side, "thigh").to[0]).sort((x, y) => x - y);
    expect(knees[0]!).toBeLessThan(Math.min(...xs) - 10);
    expect(knees[1]!).toBeGreaterThan(Math.max(...xs) + 10);
  });
});
