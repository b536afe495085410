import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { BODY, buildSkeleton, segmentDistance, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import { BASE_POSES } from "./all-poses";

/**
 * Round 12 of the figures (helper 12c): four bases whose defining cue fresh readers could not find at 170 px. Each
 * check holds the cue the redraw makes big, so a later change cannot quietly lose it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const sides = ["near", "far"] as const;
const angleOf = (segment: { from: readonly [number, number]; to: readonly [number, number] }) =>
  (Math.atan2(segment.to[1] - segment.from[1], segment.to[0] - segment.from[0]) * 180) / Math.PI;
const surfaceOf = (id: string, kind: string) => pose(id).props.find((prop) => prop.kind === kind)!.height;

describe("the bases redrawn in round 12c pass the pose checks", () => {
  for (const id of ["mixed-9", "adventurous-20", "adventurous-21", "adventurous-24"])
    it(id, () => {
      expect(checkPose(pose(id))).toEqual([]);
    });
});

describe("Stargazer: the top partner's knees bend, the feet planted on the bed, lying on the other with no gap", () => {
  // Round 12's readers: the legs lay straight and the top body seemed to float over the one beneath.
  const stargazer = pose("mixed-9");
  const [top, under] = [buildSkeleton(stargazer.a), buildSkeleton(stargazer.b)];
  const bed = surfaceOf("mixed-9", "bed");

  it("folds each knee to at least 60 degrees, the shin dropping nearly straight down to a foot flat on the bed", () => {
    for (const side of sides) {
      const [thigh, shin, foot] = [part(top, side, "thigh"), part(top, side, "shin"), part(top, side, "foot")];
      const bend = Math.abs(((angleOf(shin) - angleOf(thigh) + 540) % 360) - 180);
      expect(bend).toBeGreaterThanOrEqual(60);
      expect(shin.to[1] - THICKNESS.foot - bed).toBeLessThanOrEqual(2);
      expect(Math.abs(foot.to[1] - foot.from[1])).toBeLessThan(2);
    }
  });

  it("rests the top torso on the lower one: their outlines meet, no band of bed showing between them", () => {
    expect(top.pelvis[1] - under.pelvis[1]).toBeLessThanOrEqual(2 * THICKNESS.torso);
  });

  it("lays the lower partner's hands over the top partner's stomach, between their hips and shoulders", () => {
    for (const side of sides) {
      const hand = part(under, side, "forearm").to;
      expect(hand[0]).toBeGreaterThan(top.shoulder[0]);
      expect(hand[0]).toBeLessThan(top.pelvis[0]);
      expect(hand[1]).toBeGreaterThan(under.shoulder[1] + THICKNESS.torso);
    }
  });
});

describe("Deckchair: calves over the kneeling partner's shoulders, the kneeler's hands on the mattress", () => {
  // Round 12's readers could not see the calves on the shoulders, nor the kneeler's hands on the bed.
  const deckchair = pose("adventurous-20");
  const [reclining, kneeling] = [buildSkeleton(deckchair.a), buildSkeleton(deckchair.b)];
  const bed = surfaceOf("adventurous-20", "bed");

  it("runs each shin over the kneeler's shoulder, resting on it, the foot past it", () => {
    for (const side of sides) {
      const shin = part(reclining, side, "shin");
      const shoulder = kneeling.shoulder;
      const t = (shoulder[0] - shin.from[0]) / (shin.to[0] - shin.from[0]);
      expect(t).toBeGreaterThan(0);
      expect(t).toBeLessThan(1);
      const height = shin.from[1] + t * (shin.to[1] - shin.from[1]) - shoulder[1];
      const gap = segmentDistance(shoulder, shoulder, shin.from, shin.to);
      // Above the shoulder joint and within the outline of the shoulders: resting on them.
      expect(height).toBeGreaterThan(0);
      expect(gap).toBeLessThanOrEqual(THICKNESS.torso + THICKNESS.shin);
    }
  });

  it("keeps the raised legs straight (a bent knee read as a planted foot)", () => {
    for (const side of sides) {
      const bend = Math.abs(angleOf(part(reclining, side, "shin")) - angleOf(part(reclining, side, "thigh")));
      expect(bend).toBeLessThan(5);
      expect(angleOf(part(reclining, side, "thigh"))).toBeGreaterThan(45);
    }
  });

  it("plants both of the kneeler's hands on the bed, within a thigh's length of the other's hips", () => {
    for (const side of sides) {
      const hand = part(kneeling, side, "forearm").to;
      expect(hand[1] - THICKNESS.forearm - bed).toBeLessThanOrEqual(3);
      expect(Math.abs(hand[0] - reclining.pelvis[0])).toBeLessThan(BODY.thigh);
    }
  });

  it("props the reclining partner on the forearms: elbows low, forearms along the bed", () => {
    for (const side of sides) {
      const forearm = part(reclining, side, "forearm");
      expect(Math.max(forearm.from[1], forearm.to[1]) - THICKNESS.forearm - bed).toBeLessThanOrEqual(8);
    }
  });
});

describe("Open V: both legs straight up in a wide V either side of the kneeler, an ankle in each hand", () => {
  // Round 12's readers: both legs leaned towards the kneeler's shoulder, no V, much like Bamboo Split.
  const openV = pose("adventurous-21");
  const [lying, kneeler] = [buildSkeleton(openV.a), buildSkeleton(openV.b)];

  it("raises both legs straight, one each side of upright, at least 60 degrees apart", () => {
    const [near, far] = sides.map((side) => angleOf(part(lying, side, "thigh")));
    for (const side of sides)
      expect(Math.abs(angleOf(part(lying, side, "shin")) - angleOf(part(lying, side, "thigh")))).toBeLessThan(3);
    expect(Math.sign(near! - 90)).toBe(-Math.sign(far! - 90));
    expect(Math.abs(near! - far!)).toBeGreaterThanOrEqual(60);
    for (const angle of [near!, far!]) expect(Math.abs(angle - 90)).toBeLessThanOrEqual(45);
  });

  it("puts the kneeler's upper body between the two ankles, a hand on each", () => {
    const ankles = sides.map((side) => part(lying, side, "shin").to);
    const [left, right] = [...ankles].sort((p, q) => p[0] - q[0]);
    expect(kneeler.shoulder[0]).toBeGreaterThan(left![0] + THICKNESS.torso);
    expect(kneeler.shoulder[0]).toBeLessThan(right![0] - THICKNESS.torso);
    for (const ankle of ankles) {
      const nearest = Math.min(
        ...sides.map((side) =>
          Math.hypot(
            ...(([0, 1] as const).map((i) => part(kneeler, side, "forearm").to[i] - ankle[i]) as [number, number]),
          ),
        ),
      );
      expect(nearest).toBeLessThan(4);
    }
  });

  it("keeps the kneeler upright", () => {
    expect(Math.abs(openV.b.torso - 90)).toBeLessThanOrEqual(5);
  });
});

describe("Bench Rider: the rider's legs reach the floor before the hips, the lying partner's two feet beyond", () => {
  // Round 12's readers saw the rider as a torso set on the hips, and only one of the lying partner's feet.
  const rider = pose("adventurous-24");
  const [sitting, lying] = [buildSkeleton(rider.a), buildSkeleton(rider.b)];
  const bench = rider.props.find((prop) => prop.kind === "bench")!;
  const forwards = Math.sign(lying.shoulder[0] - lying.pelvis[0]);

  it("sets the rider's knees forward and bent, both feet on the floor in front of the hips", () => {
    for (const side of sides) {
      const [thigh, shin] = [part(sitting, side, "thigh"), part(sitting, side, "shin")];
      expect(forwards * (thigh.to[0] - sitting.pelvis[0])).toBeGreaterThan(BODY.thigh / 2);
      expect(shin.to[1] - THICKNESS.foot).toBeLessThanOrEqual(2);
      expect(forwards * (shin.to[0] - sitting.pelvis[0])).toBeGreaterThan(10);
    }
  });

  it("puts the lying partner's two feet on the floor behind the hips, far enough apart to see both", () => {
    const feet = sides.map((side) => part(lying, side, "shin").to);
    for (const foot of feet) {
      expect(foot[1] - THICKNESS.foot).toBeLessThanOrEqual(2);
      expect(forwards * (foot[0] - lying.pelvis[0])).toBeLessThan(-BODY.thigh / 2);
    }
    expect(Math.abs(feet[0]![0] - feet[1]![0])).toBeGreaterThanOrEqual(15);
  });

  it("rests the rider's hands on the lying partner's chest, the arms straight down to it", () => {
    for (const side of sides) {
      const hand = part(sitting, side, "forearm").to;
      expect(forwards * (hand[0] - lying.pelvis[0])).toBeGreaterThan(BODY.torso / 3);
      expect(hand[1] - (lying.shoulder[1] + THICKNESS.torso)).toBeLessThanOrEqual(THICKNESS.forearm + 2);
    }
  });

  it("keeps the rider's hips on the lying partner's, over the bench", () => {
    expect(sitting.pelvis[1] - lying.pelvis[1]).toBeLessThanOrEqual(2 * THICKNESS.torso);
    expect(sitting.pelvis[0]).toBeGreaterThan(bench.x);
    expect(sitting.pelvis[0]).toBeLessThan(bench.x + bench.width);
  });
});
