import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { renderPoseFigures } from "@domain/positions/poses/render";
import { BODY, buildSkeleton, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import type { FigurePose } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * Round 10b of issue #46: side views fresh readers took for another position at card size, redrawn so the feature the
 * words name is the one that shows. Measured facts about each pose, not snapshots.
 */
const pose = (id: string) => BASE_POSES[id]!;
const part = (skeleton: Skeleton, side: "near" | "far", name: string) =>
  skeleton.segments.find((segment) => segment.name === name && segment.side === side)!;
const torso = (skeleton: Skeleton) => skeleton.segments.find((segment) => segment.name === "torso")!;
/** Which way along the floor the figure faces: +1 right, -1 left (upright bodies). */
const facingX = (figure: FigurePose) =>
  Math.sign(Math.cos(((figure.head ?? figure.torso) - 90 * figure.front) * (Math.PI / 180)));
const degrees = (dx: number, dy: number) => (Math.atan2(dy, dx) * 180) / Math.PI;

describe("every base redrawn in round 10b passes the pose checks", () => {
  for (const id of ["mixed-9", "mixed-21", "romantic-17", "romantic-18", "adventurous-8", "mixed-3"])
    it(id, () => {
      expect(checkPose(pose(id))).toEqual([]);
    });
});

describe("Stargazer: the top partner lies long and level on the other, not kneeling over them", () => {
  const stargazer = pose("mixed-9");
  const [top, under] = [buildSkeleton(stargazer.a), buildSkeleton(stargazer.b)];

  it("keeps the top torso within 8 degrees of level, lying on the other's", () => {
    const { from, to } = torso(top);
    expect(Math.abs(degrees(Math.abs(to[0] - from[0]), to[1] - from[1]))).toBeLessThanOrEqual(8);
    expect(top.pelvis[1] - under.pelvis[1]).toBeLessThanOrEqual(2 * THICKNESS.torso);
  });

  it("keeps the knees within 8 of the hips' height (raised over steep shins they read as all fours)", () => {
    for (const side of ["near", "far"] as const)
      expect(Math.abs(part(top, side, "thigh").to[1] - top.pelvis[1])).toBeLessThanOrEqual(8);
  });
});

describe("Reverse Lotus: the partner behind reaches round the lap partner's waist to their stomach", () => {
  const lotus = pose("mixed-21");
  const [one, other] = [buildSkeleton(lotus.a), buildSkeleton(lotus.b)];
  const [behind, lap] = one.pelvis[1] < other.pelvis[1] ? [one, other] : [other, one];
  const forwards = facingX(lotus.a);

  it("puts the near hand in front of the lap partner's spine, within their body's front half", () => {
    expect(facingX(lotus.b)).toBe(forwards);
    const hand = part(behind, "near", "forearm").to;
    const spine = torso(lap);
    const t = (hand[1] - spine.from[1]) / (spine.to[1] - spine.from[1]);
    const spineX = spine.from[0] + t * (spine.to[0] - spine.from[0]);
    expect(forwards * (hand[0] - spineX)).toBeGreaterThan(THICKNESS.torso / 2);
    expect(hand[1]).toBeGreaterThan(lap.pelvis[1]);
  });

  it("rests the lap partner's near hand on their knee, the arm passing above the hand round their waist", () => {
    const hand = part(behind, "near", "forearm").to;
    const [upper, fore] = [part(lap, "near", "upperArm"), part(lap, "near", "forearm")];
    const knee = part(lap, "near", "thigh").to;
    expect(Math.hypot(fore.to[0] - knee[0], fore.to[1] - knee[1])).toBeLessThan(
      THICKNESS.thigh + THICKNESS.forearm + 3,
    );
    // Where the lap partner's arm crosses the other's hand, it runs above the hand's middle, which stays in view.
    for (const segment of [upper, fore]) {
      const [x1, x2] = [Math.min(segment.from[0], segment.to[0]), Math.max(segment.from[0], segment.to[0])];
      if (hand[0] < x1 || hand[0] > x2) continue;
      const t = (hand[0] - segment.from[0]) / (segment.to[0] - segment.from[0]);
      const y = segment.from[1] + t * (segment.to[1] - segment.from[1]);
      expect(y - hand[1]).toBeGreaterThan(segment.radius + 2);
    }
  });
});

describe("Twin Candles: the arm round the waist shows, the front partner's near arm hangs clear of it", () => {
  const candles = pose("romantic-17");
  const [sa, sb] = [buildSkeleton(candles.a), buildSkeleton(candles.b)];
  const forwards = facingX(candles.a);
  const [front, behind] = forwards * (sa.pelvis[0] - sb.pelvis[0]) > 0 ? [sa, sb] : [sb, sa];

  it("ends the near hand of the partner behind on the front partner's stomach, ahead of their spine", () => {
    const hand = part(behind, "near", "forearm").to;
    const spine = torso(front);
    const t = (hand[1] - spine.from[1]) / (spine.to[1] - spine.from[1]);
    const spineX = spine.from[0] + t * (spine.to[0] - spine.from[0]);
    expect(forwards * (hand[0] - spineX)).toBeGreaterThan(THICKNESS.torso / 2);
  });

  it("hangs the front partner's near arm down their side, the hand no further back than the shoulder", () => {
    const arm = part(front, "near", "forearm");
    expect(arm.to[1]).toBeLessThan(front.shoulder[1] - BODY.upperArm);
    expect(forwards * (arm.to[0] - front.shoulder[0])).toBeGreaterThan(-6);
  });
});

describe("Shelter: the arm round the waist from behind is drawn over the front partner", () => {
  const shelter = pose("romantic-18");
  const [sa, sb] = [buildSkeleton(shelter.a), buildSkeleton(shelter.b)];
  const forwards = facingX(shelter.a);
  const behindName = forwards * (sa.pelvis[0] - sb.pelvis[0]) > 0 ? "b" : "a";
  const [front, behind] = behindName === "b" ? [sa, sb] : [sb, sa];

  it("draws the partner behind in front where the two overlap, so their near arm is not under the other's hands", () => {
    expect(shelter.inFront).toBe(behindName);
  });

  it("ends that near hand on the front partner's stomach, ahead of their spine", () => {
    const hand = part(behind, "near", "forearm").to;
    const spine = torso(front);
    const t = (hand[1] - spine.from[1]) / (spine.to[1] - spine.from[1]);
    const spineX = spine.from[0] + t * (spine.to[0] - spine.from[0]);
    expect(forwards * (hand[0] - spineX)).toBeGreaterThan(THICKNESS.torso / 2);
  });
});

describe("Switchback Flow: the roll is drawn as two arrows turning round a circle, the sign for swapping over", () => {
  it("draws two arcs of the same circle, each with its own arrowhead, over the couple", () => {
    const markup = renderPoseFigures(pose("mixed-7"));
    const group = /<g stroke="#fde4c4"[^>]*>(.*?)<\/g>/.exec(markup)![1]!;
    const arcs = [...group.matchAll(/A([\d.]+) ([\d.]+) 0 0 1/g)];
    expect(arcs).toHaveLength(2);
    // Round circles, one radius: a flat arc over the couple read as one partner moving across them.
    for (const [, rx, ry] of arcs) expect(rx).toBe(ry);
    expect(arcs[0]![1]).toBe(arcs[1]![1]);
    expect([...group.matchAll(/<path d="M[^"A]*L[^"A]*L[^"A]*"/g)]).toHaveLength(2);
  });
});

describe("Pretzel Twist: the upper leg is drawn across the kneeler's waist, round to their back", () => {
  const pretzel = pose("adventurous-8");
  const [lying, kneeler] = [buildSkeleton(pretzel.a), buildSkeleton(pretzel.b)];
  const back = -facingX(pretzel.b);

  it("draws the lying partner's near leg over the kneeler", () => {
    expect(pretzel.nearLegInFront).toBe("a");
  });

  it("runs the shin within 20 degrees of level at the kneeler's waist, from their front to past their spine", () => {
    const shin = part(lying, "near", "shin");
    expect(Math.abs(degrees(Math.abs(shin.to[0] - shin.from[0]), shin.to[1] - shin.from[1]))).toBeLessThan(20);
    const spine = kneeler.pelvis[0];
    expect(back * (spine - shin.from[0])).toBeGreaterThan(THICKNESS.torso / 2);
    expect(back * (shin.to[0] - spine)).toBeGreaterThan(THICKNESS.torso / 2);
    for (const end of [shin.from, shin.to]) {
      expect(end[1]).toBeGreaterThan(kneeler.pelvis[1]);
      expect(end[1]).toBeLessThan(kneeler.pelvis[1] + 25);
    }
  });
});

describe("Side Saddle: the rider leans onto a straight arm, away from the legs tucked to the other side", () => {
  const saddle = pose("mixed-3");
  const [lying, rider] = [buildSkeleton(saddle.a), buildSkeleton(saddle.b)];
  const knees = (["near", "far"] as const).map((side) => part(rider, side, "thigh").to);
  const legsSide = Math.sign(knees[0]![0] - rider.pelvis[0]);

  it("leans the torso at least 20 degrees from upright, to the side away from both knees", () => {
    for (const knee of knees) expect(Math.sign(knee[0] - rider.pelvis[0])).toBe(legsSide);
    const { from, to } = torso(rider);
    expect(Math.sign(to[0] - from[0])).toBe(-legsSide);
    expect(Math.abs(degrees(to[1] - from[1], Math.abs(to[0] - from[0])))).toBeGreaterThanOrEqual(20);
  });

  it("props it on a nearly straight arm, the hand on the lying partner's chest", () => {
    const [upper, fore] = [part(rider, "near", "upperArm"), part(rider, "near", "forearm")];
    const reach = Math.hypot(fore.to[0] - upper.from[0], fore.to[1] - upper.from[1]);
    expect(reach).toBeGreaterThan(0.95 * (BODY.upperArm + BODY.forearm));
    expect(Math.sign(fore.to[0] - rider.pelvis[0])).toBe(-legsSide);
    const chest = torso(lying);
    const t = (fore.to[0] - chest.from[0]) / (chest.to[0] - chest.from[0]);
    expect(t).toBeGreaterThan(0.4);
    expect(Math.abs(fore.to[1] - (chest.from[1] + t * (chest.to[1] - chest.from[1])))).toBeLessThan(THICKNESS.torso);
  });
});
