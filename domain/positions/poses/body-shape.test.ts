import { describe, expect, it } from "vitest";
import { BASE_POSES } from "@content/positions/all-poses";
import { buildSkeleton, THICKNESS } from "./skeleton";
import {
  CALF,
  CARD,
  CAST_SHADOW,
  DEPTH_OPACITY,
  depthBehind,
  GAP_LINE,
  headboardAt,
  layoutScene,
  liesOver,
  LIMB_TAPER,
  limbHalfWidth,
  MATTRESS,
  OUTLINE_COLOURS,
  renderPoseFigures,
  SIDE_HEADBOARD,
  skeletonBox,
} from "./render";

/**
 * Issue 46: strangers read a thigh of one thickness standing upright as a raised leg. Limbs are drawn with body
 * shape: full where they join the body, narrower at the far joint, the calf swelling below the knee. These checks
 * measure the shapes as drawn in every base's markup.
 */
const POSES = Object.entries(BASE_POSES);

interface Shape {
  /** Width across the shape at its first end and at its second, in card units. */
  widths: [number, number];
  radii: [number, number];
}

/** The tapered limb shapes in a picture's markup: `M a l… a r2… l… a r1… z` per shape (see `taper` in render.ts). */
function limbShapes(svg: string): Shape[] {
  const shapes: Shape[] = [];
  for (const [, d] of svg.matchAll(/<path d="([^"]+)"[^>]*paint-order="stroke"/g)) {
    for (const part of d!.split("M").slice(1)) {
      const numbers = part.match(/-?\d*\.?\d+/g)!.map(Number);
      // x y | dx dy | r r 0 large 0 dx dy | dx dy | r r 0 large 0 dx dy
      if (numbers.length !== 20) continue;
      const v = (i: number) => numbers[i]!;
      const a = [v(0), v(1)] as const;
      const b = [a[0] + v(2), a[1] + v(3)] as const;
      const c = [b[0] + v(9), b[1] + v(10)] as const;
      const e = [c[0] + v(11), c[1] + v(12)] as const;
      shapes.push({
        widths: [Math.hypot(a[0] - e[0], a[1] - e[1]), Math.hypot(b[0] - c[0], b[1] - c[1])],
        radii: [v(13), v(4)],
      });
    }
  }
  return shapes;
}

describe("limbs have body shape", () => {
  it("a thigh is full at the hip and narrows to the knee; an upper arm is fuller than the forearm", () => {
    const thigh = LIMB_TAPER.thigh!;
    expect(limbHalfWidth("thigh", 0)! / limbHalfWidth("thigh", 1)!).toBeGreaterThanOrEqual(1.4);
    expect(limbHalfWidth("upperArm", 0)!).toBeGreaterThan(limbHalfWidth("forearm", 0)!);
    expect(limbHalfWidth("upperArm", 0.5)!).toBeGreaterThan(limbHalfWidth("forearm", 0.5)!);
    // The knee is no wider than the thigh above it nor much narrower than the shin below it: a joint, not a notch.
    expect(thigh[1]).toBeGreaterThanOrEqual(LIMB_TAPER.shin![0]);
  });

  it("a calf swells below the knee and narrows to the ankle", () => {
    expect(limbHalfWidth("shin", CALF.at)!).toBeGreaterThan(limbHalfWidth("shin", 0)!);
    expect(limbHalfWidth("shin", CALF.at)!).toBeGreaterThan(1.8 * limbHalfWidth("shin", 1)!);
  });

  for (const [id, pose] of POSES) {
    it(`${id}: every thigh is drawn wider at the hip than at the knee`, () => {
      const [hip, knee] = LIMB_TAPER.thigh!;
      const thighs = limbShapes(renderPoseFigures(pose)).filter(
        (shape) => shape.radii[0] === hip && shape.radii[1] === knee,
      );
      // Four thighs, two per partner (a thigh seen end-on is a single round shape and does not count here).
      expect(thighs.length, id).toBeGreaterThanOrEqual(3);
      for (const thigh of thighs) expect(thigh.widths[0], id).toBeGreaterThan(1.4 * thigh.widths[1]);
    });
  }
});

describe("a body lying behind the other, seen from the bedside, reads as behind it, not on top", () => {
  const behind = POSES.filter(([, pose]) => depthBehind(pose));

  it("applies to Lifted Spoon", () => {
    expect(behind.map(([id]) => id)).toContain("romantic-11");
  });

  for (const [id, pose] of behind) {
    it(`${id}: the body behind is drawn first, higher up, lower in contrast; the front one with a gap line round it`, () => {
      const back = depthBehind(pose)!;
      const front = back === "a" ? "b" : "a";
      const svg = renderPoseFigures(pose);
      const torso = (name: "a" | "b") => svg.indexOf(`<path stroke="${OUTLINE_COLOURS[name]}" stroke-width="31"`);
      const faded = svg.indexOf(`<g opacity="${DEPTH_OPACITY}">`);
      const gap = svg.indexOf(`<g stroke="${GAP_LINE.colour}">`);
      expect(faded, id).toBeGreaterThan(-1);
      expect(faded, id).toBeLessThan(torso(back));
      expect(torso(back), id).toBeLessThan(gap);
      expect(gap, id).toBeLessThan(torso(front));
      // Further from the viewer is higher in the picture, by at least the depth given.
      expect(pose[back].pelvis[1] - pose[front].pelvis[1], id).toBeGreaterThanOrEqual(pose[back].depth! - 1);
      // The bed's top shows as deep as that, for the body behind to rest on.
      expect(svg, id).toContain(`height="${pose[back].depth! + 18}" rx="12"`);
    });
  }
});

describe("props read as what they are", () => {
  const sideBeds = POSES.filter(([, pose]) => pose.view !== "above" && pose.props.some((prop) => prop.kind === "bed"));

  it("a bed seen from the side is a rounded mattress with a piped seam, on a frame", () => {
    expect(sideBeds.length).toBeGreaterThanOrEqual(20);
    for (const [id, pose] of sideBeds) {
      const svg = renderPoseFigures(pose);
      expect(svg, id).toMatch(new RegExp(`rx="10" fill="${MATTRESS.colour}"`));
      expect(svg, id).toContain(`stroke="${MATTRESS.piping}"`);
      expect(svg, id).toContain(`fill="${MATTRESS.frame}"`);
    }
  });

  it("a bed the couple lies on ends in a headboard past their heads, outside every pillow and body", () => {
    let headboards = 0;
    for (const [id, pose] of sideBeds) {
      const layout = layoutScene(pose);
      const head = headboardAt(pose, layout.props, layout.skeletons);
      if (!head) continue;
      headboards++;
      const inner = head.x - head.side * SIDE_HEADBOARD.width;
      const past = (x: number) => (head.side === -1 ? x >= inner : x <= inner);
      for (const skeleton of [layout.skeletons.a, layout.skeletons.b]) {
        const box = skeletonBox(skeleton);
        expect(past(head.side === -1 ? box.x1 : box.x2), id).toBe(true);
      }
      for (const pillow of layout.props.filter((prop) => prop.kind === "pillow"))
        expect(past(pillow.x) && past(pillow.x + pillow.width), id).toBe(true);
      // The mattress stops at the headboard.
      expect(head.side === -1 ? head.cut.x : head.cut.x + head.cut.width, id).toBeCloseTo(inner);
      const left = Math.round(Math.min(head.x, inner) * 10) / 10;
      expect(renderPoseFigures(pose), id).toMatch(new RegExp(`x="${left}" y="[^"]+" width="${SIDE_HEADBOARD.width}"`));
    }
    expect(headboards).toBeGreaterThanOrEqual(20);
  });

  it("a pillow seen from the side is solid and outlined, not a see-through bar", () => {
    const withPillow = POSES.filter(
      ([, pose]) => pose.view !== "above" && pose.props.some((prop) => prop.kind === "pillow"),
    );
    expect(withPillow.length).toBeGreaterThanOrEqual(3);
    for (const [id, pose] of withPillow) {
      const svg = renderPoseFigures(pose);
      expect(svg, id).toContain('stroke="#b995b2"');
      expect(svg, id).not.toContain('fill-opacity=".55"');
    }
  });
});

describe("from above, the body on top is unmistakably on top", () => {
  const fromAbove = POSES.filter(([, pose]) => pose.view === "above");
  const over = fromAbove.filter(([, pose]) => liesOver({ a: buildSkeleton(pose.a), b: buildSkeleton(pose.b) }));

  it("tells one body lying over the other from two lying side by side", () => {
    expect(over.map(([id]) => id)).toEqual(expect.arrayContaining(["mixed-19", "mixed-23"]));
    expect(over.map(([id]) => id)).not.toContain("romantic-2");
  });

  it("where one lies over the other, casts a shadow on it that shows on a phone: 2 px or more offset, 40% dark", () => {
    const shadow = CAST_SHADOW.over;
    const [dx, dy] = shadow.offset.split(" ").map(Number) as [number, number];
    for (const [id, pose] of over) {
      const pixels = Math.hypot(dx, dy) * layoutScene(pose).scale * (170 / CARD.width);
      expect(pixels, id).toBeGreaterThanOrEqual(2);
      expect(renderPoseFigures(pose), id).toContain(
        `opacity="${shadow.opacity}" transform="translate(${shadow.offset})"`,
      );
    }
    expect(Number(shadow.opacity)).toBeGreaterThanOrEqual(0.4);
    // Offset, the shadow reaches past the edge of the trunk casting it, by at least 3 units.
    expect(Math.hypot(dx, dy) + shadow.width / 2).toBeGreaterThanOrEqual(THICKNESS.torso + 1.5 + 3);
  });

  it("where the two lie side by side, keeps the shadow fainter, so they do not read as one on the other", () => {
    expect(Number(CAST_SHADOW.beside.opacity)).toBeLessThan(Number(CAST_SHADOW.over.opacity));
    for (const [id, pose] of fromAbove.filter((entry) => !over.includes(entry)))
      expect(renderPoseFigures(pose), id).toContain(`opacity="${CAST_SHADOW.beside.opacity}"`);
  });
});
