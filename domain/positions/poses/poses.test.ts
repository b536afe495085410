import { describe, expect, it } from "vitest";
import { BASE_POSITIONS } from "@content/positions/base-positions";
import type { PoseDefinition } from "@content/positions/pose-types";
import { BASE_POSES } from "@content/positions/all-poses";
import { VARIATIONS } from "@content/positions/variations";
import { VARIATION_POSE_CHANGES } from "@content/positions/variation-poses";
import { checkPose, FACE_HIDDEN_LIMIT, hiddenFaceShares } from "./checks";
import { describeIllustration, describePose } from "./describe";
import { layoutScene, renderPoseFigures, SEGMENT_LENGTHS } from "./render";
import { buildSkeleton, jointAngles, solveLimb } from "./skeleton";

const length = (from: readonly number[], to: readonly number[]) => Math.hypot(to[0]! - from[0]!, to[1]! - from[1]!);

describe("the pose of every base position", () => {
  it("exists for all bases, and only for them", () => {
    expect(Object.keys(BASE_POSES).sort()).toEqual(BASE_POSITIONS.map((base) => base.id).sort());
  });

  it.each(BASE_POSITIONS.map((base) => [base.id, base.name]))("%s (%s) passes every sanity check", (id) => {
    expect(checkPose(BASE_POSES[id]!)).toEqual([]);
  });

  it("keeps every limb its length, whatever the angles or reach targets", () => {
    for (const pose of Object.values(BASE_POSES)) {
      for (const figure of [pose.a, pose.b]) {
        for (const segment of buildSkeleton(figure).segments) {
          if (segment.name === "head") continue;
          expect(length(segment.from, segment.to)).toBeCloseTo(SEGMENT_LENGTHS[segment.name], 6);
        }
      }
    }
  });

  it("describes every arrangement in words: who is where, by colour unless both do the same", () => {
    for (const pose of Object.values(BASE_POSES)) {
      expect(pose.description.split(/\s+/).length).toBeGreaterThanOrEqual(12);
      expect(pose.description).toMatch(/rose partner[\s\S]*honey partner|honey partner[\s\S]*rose partner|\bboth\b/i);
    }
  });

  it("draws deterministically, with nothing but shapes (no scripts, links or text)", () => {
    for (const pose of Object.values(BASE_POSES)) {
      const svg = renderPoseFigures(pose);
      expect(renderPoseFigures(pose)).toBe(svg);
      expect(svg).not.toMatch(/<script|<a\b|href|<text|<image|url\(/i);
    }
  });
});

describe("what variations change in the picture", () => {
  it("names only variations that exist, each with words for the change", () => {
    const ids = new Set(VARIATIONS.map((variation) => variation.id));
    for (const [id, change] of Object.entries(VARIATION_POSE_CHANGES)) {
      expect(ids.has(id), id).toBe(true);
      expect(change.description.length).toBeGreaterThan(10);
    }
  });
});

/** A valid pose to break one rule at a time: two partners standing face to face, hugging. */
function hug(): PoseDefinition {
  return structuredClone(BASE_POSES["mixed-1"]!) as PoseDefinition;
}

describe("the sanity checks catch a broken pose", () => {
  it("a knee bent the wrong way", () => {
    const pose = hug();
    pose.a = { ...pose.a, nearLeg: { upper: 262, lower: 290, foot: 0 } };
    expect(jointAngles(pose.a).nearKnee).toBeLessThan(0);
    expect(checkPose(pose).map((problem) => problem.message)).toContainEqual(
      expect.stringMatching(/^nearKnee at -\d+°/),
    );
  });

  it("a body seen from the front may let its knees fall open to the side, but not past what a hip can spread", () => {
    const pose = hug();
    const open = { upper: 214, lower: 326 } as const;
    // In profile a thigh that far behind the body is a broken hip; seen from the front it is a knee fallen open.
    pose.a = { ...pose.a, seen: undefined, nearLeg: open };
    expect(checkPose(pose).map((problem) => problem.message)).toContainEqual(expect.stringMatching(/^nearHip at -/));
    pose.a = { ...pose.a, seen: "front", nearLeg: open };
    expect(checkPose(pose).map((problem) => problem.message)).not.toContainEqual(
      expect.stringMatching(/^near(Hip|Knee)/),
    );
    pose.a = { ...pose.a, seen: "front", nearLeg: { upper: 170, lower: 290 } };
    expect(checkPose(pose).map((problem) => problem.message)).toContainEqual(expect.stringMatching(/^nearHip at -/));
  });

  it("an elbow past its range", () => {
    const pose = hug();
    pose.b = { ...pose.b, farArm: { upper: 260, lower: 80 } };
    expect(checkPose(pose).map((problem) => problem.message)).toContainEqual(expect.stringMatching(/^farElbow at/));
  });

  it("a partner floating in the air", () => {
    const pose = hug();
    pose.a = { ...pose.a, pelvis: [pose.a.pelvis[0], pose.a.pelvis[1] + 40] };
    expect(checkPose(pose)).toContainEqual({ figure: "a", message: "touches neither the floor nor a prop" });
  });

  it("a body sunk into the floor", () => {
    const pose = hug();
    pose.b = { ...pose.b, pelvis: [pose.b.pelvis[0], pose.b.pelvis[1] - 30] };
    expect(
      checkPose(pose).some((problem) => problem.figure === "b" && problem.message.endsWith("sinks into a surface")),
    ).toBe(true);
  });

  it("bodies overlapping where the pose has them apart, and a declared contact that does not touch", () => {
    const overlapping = hug();
    overlapping.contacts = overlapping.contacts.filter(([a, b]) => !(a === "torso" && b === "torso"));
    expect(
      checkPose(overlapping).some((problem) =>
        /overlaps b's centre torso, where the pose has no contact/.test(problem.message),
      ),
    ).toBe(true);

    const apart = hug();
    apart.b = {
      ...apart.b,
      pelvis: [apart.b.pelvis[0] + 120, apart.b.pelvis[1]],
      nearArm: { upper: 250, lower: 260 },
      farArm: { upper: 250, lower: 260 },
    };
    apart.a = { ...apart.a, nearArm: { upper: 290, lower: 280 }, farArm: { upper: 290, lower: 280 } };
    const messages = checkPose(apart).map((problem) => problem.message);
    expect(messages).toContain("declared contact torso/torso does not touch");
    expect(messages).toContain("the two figures do not touch at all");
  });

  it("a hand that cannot reach where the pose puts it", () => {
    const pose = hug();
    pose.a = { ...pose.a, nearArm: { reach: [pose.a.pelvis[0] + 200, 150] } };
    expect(checkPose(pose).map((problem) => problem.message)).toContainEqual(
      expect.stringMatching(/^nearArm falls \d+ short/),
    );
  });

  it("a figure leaving the picture", () => {
    const pose = hug();
    pose.a = { ...pose.a, pelvis: [pose.a.pelvis[0], pose.a.pelvis[1]], head: 90, torso: 90 };
    pose.a = { ...pose.a, nearArm: { upper: 90, lower: 90 } };
    pose.b = { ...pose.b, pelvis: [385, pose.b.pelvis[1]] };
    expect(checkPose(pose).some((problem) => problem.message.endsWith("leaves the picture"))).toBe(true);
  });
});

/** A base's pose to break, and what the checks say about it. */
const broken = (id: string) => structuredClone(BASE_POSES[id]!) as PoseDefinition;
const messages = (pose: PoseDefinition) =>
  checkPose(pose).map((problem) => `${problem.figure ?? ""}: ${problem.message}`);
const lifted = (figure: PoseDefinition["a"], dy: number): PoseDefinition["a"] => {
  const limb = (l: PoseDefinition["a"]["nearArm"]) =>
    l.reach ? { ...l, reach: [l.reach[0], l.reach[1] + dy] as const } : l;
  return {
    ...figure,
    pelvis: [figure.pelvis[0], figure.pelvis[1] + dy],
    nearArm: limb(figure.nearArm),
    farArm: limb(figure.farArm),
    nearLeg: limb(figure.nearLeg),
    farLeg: limb(figure.farLeg),
  };
};

describe("the checks catch what a look at the card finds (issue 46)", () => {
  it("a partner meant to cover the other like a blanket, hovering over them instead (Velvet Press as it was)", () => {
    const pose = broken("passionate-6");
    expect(messages(pose)).toEqual([]);
    pose.b = lifted(pose.b, 14);
    expect(messages(pose)).toContainEqual(
      expect.stringMatching(/^b: lies over the other body but hovers \d+ above it$/),
    );
  });

  it("a body lying level with its shoulders off the bed and nothing under them", () => {
    const pose = broken("passionate-5");
    pose.a = {
      ...pose.a,
      torso: 166,
      head: 166,
      nearArm: { upper: 350, lower: 352 },
      farArm: { upper: 348, lower: 350 },
    };
    expect(messages(pose)).toContainEqual(expect.stringMatching(/^a: lies level but its shoulders hover \d+ above/));
  });

  it("a kneeling body whose shins float just above the bed", () => {
    const pose = broken("romantic-6");
    pose.a = lifted(pose.a, 10);
    expect(messages(pose)).toContainEqual(expect.stringMatching(/^a: kneels but the (near|far) shin hovers 1\d above/));
  });

  it("forearms meant to rest along a backrest, held in the air by it instead", () => {
    const pose = broken("mixed-5");
    expect(messages(pose)).toEqual([]);
    // Elbows in front of the chest, forearms raised towards the top of the backrest but not on it.
    pose.a = { ...pose.a, nearArm: { upper: -100, lower: 28 }, farArm: { upper: -102, lower: 30 } };
    expect(messages(pose)).toEqual(
      expect.arrayContaining([
        "a: near forearm reaches for the furniture but rests on nothing",
        "a: far forearm reaches for the furniture but rests on nothing",
      ]),
    );
  });

  it("one head hiding the other's face (Kneeling Vow with both heads bowed into the kiss)", () => {
    const pose = broken("romantic-6");
    expect(hiddenFaceShares(pose).a).toBeLessThan(FACE_HIDDEN_LIMIT);
    pose.a = { ...pose.a, head: 80 };
    pose.b = { ...pose.b, head: 100 };
    expect(hiddenFaceShares(pose).a).toBeGreaterThan(0.6);
    expect(messages(pose)).toContainEqual(expect.stringMatching(/^a: the other body hides \d+% of the face$/));
  });

  it("a pillow sticking out past the end of the bed as the card draws it (Stargazer as it was)", () => {
    const pose = broken("mixed-9");
    pose.props = [pose.props[0]!, { kind: "pillow", x: 60, width: 80, base: 46, height: 14 }];
    expect(messages(pose)).toContainEqual(
      expect.stringMatching(/^: a pillow sticks out \d+ past the edge of what it lies on$/),
    );
  });

  it("a pillow off the bed seen from above", () => {
    const pose = broken("mixed-6");
    expect(pose.view).toBe("above");
    const bed = layoutScene(pose).bed!;
    pose.props = [...pose.props, { kind: "pillow", x: bed.x - 30, width: 50, base: (bed.base ?? 0) + 40, height: 30 }];
    expect(messages(pose)).toContainEqual(": a pillow sticks out 30 past the edge of the bed");
  });
});

describe("solveLimb", () => {
  it("reaches a reachable target, bending the knee backwards and the elbow forwards", () => {
    const knee = solveLimb([0, 80], { reach: [10, 10] }, [40, 39], "knee", 1);
    expect(knee.miss).toBe(0);
    const kneeJoint = [Math.cos((knee.upper * Math.PI) / 180) * 40, 80 + Math.sin((knee.upper * Math.PI) / 180) * 40];
    expect(kneeJoint[0]).toBeGreaterThan(5); // the knee comes forward (to the front, +x) of the line hip–ankle
    const elbow = solveLimb([0, 130], { reach: [30, 100] }, [27, 25], "elbow", 1);
    expect(elbow.miss).toBe(0);
  });

  it("reports how far an unreachable target is missed", () => {
    expect(solveLimb([0, 0], { reach: [100, 0] }, [27, 25], "elbow", 1).miss).toBeCloseTo(48, 5);
  });
});

describe("describeIllustration", () => {
  it("gives the words for a catalogue illustration's URL, variation included", () => {
    expect(describeIllustration("/api/catalogue/romantic-1/illustration.svg")).toBe(describePose("romantic-1", null));
    expect(describeIllustration("/api/catalogue/romantic-3--pillow-lift/illustration.svg")).toBe(
      describePose("romantic-3", "pillow-lift"),
    );
    expect(describeIllustration("/api/catalogue/romantic-3--pillow-lift/illustration.svg")).toContain("pillow");
  });

  it("is null for the admin's own media, unknown bases and malformed addresses", () => {
    expect(describeIllustration("/media/0f0e2a4c-1111-4222-8333-444455556666.jpg")).toBeNull();
    expect(describeIllustration("/api/catalogue/no-such-base/illustration.svg")).toBeNull();
    expect(describeIllustration("/api/catalogue/%E0%A4%A/illustration.svg")).toBeNull();
    expect(describeIllustration("https://example.com/api/catalogue/romantic-1/illustration.svg")).toBeNull();
  });
});
