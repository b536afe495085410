import { describe, expect, it } from "vitest";
import { checkPose } from "@domain/positions/poses/checks";
import { buildSkeleton, segmentDistance, THICKNESS, type Skeleton } from "@domain/positions/poses/skeleton";
import type { PoseDefinition } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * The bases strangers could not read at phone-card size in round 5 of issue #46 (not, or only with effort), redrawn
 * in pose data. Each test holds the one feature the base is named for, so a later redraw cannot quietly lose it.
 */
const pose = (id: string) => BASE_POSES[id]!;
const BED_TOP = 46;
const torso = (skeleton: Skeleton) => skeleton.segments.find((segment) => segment.name === "torso")!;
const parts = (skeleton: Skeleton, name: string) => skeleton.segments.filter((segment) => segment.name === name);
/** The partner whose pelvis is lower lies; the other kneels or sits over them. */
function lyingFirst(definition: PoseDefinition): ["a" | "b", "a" | "b"] {
  return definition.a.pelvis[1] < definition.b.pelvis[1] ? ["a", "b"] : ["b", "a"];
}

describe("every redrawn base passes the pose checks", () => {
  for (const id of ["adventurous-3", "adventurous-25", "mixed-9", "romantic-19"])
    it(id, () => {
      expect(checkPose(pose(id))).toEqual([]);
    });
});

describe("Downstream: kneeling astride facing the feet, chest lowered along the legs (tangled in round 5)", () => {
  const downstream = pose("adventurous-25");
  const [lyingName, kneelingName] = lyingFirst(downstream);
  const [lyingBody, kneelingBody] = [buildSkeleton(downstream[lyingName]), buildSkeleton(downstream[kneelingName])];
  const towardsFeet = Math.sign(lyingBody.pelvis[0] - lyingBody.shoulder[0]);

  it("leans the kneeler's chest towards the lying partner's feet, within 25 degrees of level", () => {
    const { from, to } = torso(kneelingBody);
    expect(Math.sign(to[0] - from[0])).toBe(towardsFeet);
    expect(Math.abs(Math.atan2(to[1] - from[1], Math.abs(to[0] - from[0])) * (180 / Math.PI))).toBeLessThanOrEqual(25);
  });

  it("lays that chest along the legs, touching them, above them rather than tangled through them", () => {
    const chest = torso(kneelingBody);
    const legs = [...parts(lyingBody, "thigh"), ...parts(lyingBody, "shin")];
    const nearest = Math.min(...legs.map((leg) => segmentDistance(chest.from, chest.to, leg.from, leg.to)));
    expect(nearest).toBeLessThanOrEqual(THICKNESS.torso + THICKNESS.thigh + 3);
    expect(chest.to[1]).toBeGreaterThan(Math.max(...legs.map((leg) => leg.to[1])));
  });

  it("draws the lying body in front of the kneeler's, and no kneeling shin along the other's thighs", () => {
    // Round 11: with both kneeling legs drawn behind the lying body, the kneeler read as a log lying along it. The near
    // leg is now drawn in front, its shin running back along the bed towards the lying partner's head, away from the
    // thighs (poses-round11a.test.ts).
    expect(downstream.inFront ?? "b").toBe(lyingName);
    for (const side of ["near", "far"] as const) {
      const shin = parts(kneelingBody, "shin").find((segment) => segment.side === side)!;
      expect(towardsFeet * (shin.to[0] - shin.from[0])).toBeLessThan(0);
    }
  });
});

/** The direction a figure's face points, as a unit vector (y up). */
function faceOf(figure: PoseDefinition["a"]): readonly [number, number] {
  const angle = ((figure.head ?? figure.torso) - 90 * figure.front) * (Math.PI / 180);
  return [Math.cos(angle), Math.sin(angle)];
}

describe("Starbridge: face up with the hips lifted, not face down (strangers could not tell which in round 5)", () => {
  const bridge = pose("adventurous-3");
  const body = buildSkeleton(bridge.a);

  it("turns the face to the ceiling", () => {
    expect(faceOf(bridge.a)[1]).toBeGreaterThan(0.8);
  });

  it("draws the bridge over the kneeler, knees above the hips and feet planted on the bed", () => {
    expect(bridge.inFront).toBe("a");
    for (const thigh of parts(body, "thigh")) expect(thigh.to[1]).toBeGreaterThan(body.pelvis[1]);
    for (const shin of parts(body, "shin")) expect(shin.to[1]).toBeLessThanOrEqual(BED_TOP + 8);
  });
});

describe("Stargazer: the one on top lies face up, chin lifted, feet planted (read as face down in round 5)", () => {
  const stargazer = pose("mixed-9");
  const top = buildSkeleton(stargazer.a);

  it("turns both faces up, the top one's chin lifted off the other's shoulder", () => {
    expect(faceOf(stargazer.a)[1]).toBeGreaterThan(0.8);
    expect(faceOf(stargazer.b)[1]).toBeGreaterThan(0.8);
    expect(top.headCentre[1] - top.shoulder[1]).toBeGreaterThanOrEqual(8);
  });

  it("bends the top partner's knees, the shins sloping down to feet on the bed", () => {
    // Round 10: knees raised high over steep shins read as kneeling on all fours, so the knees now stay about level
    // with the hips and the shins slope down to the bed (round 10b's test holds that the body lies long).
    for (const thigh of parts(top, "thigh")) expect(thigh.to[1]).toBeGreaterThan(top.pelvis[1] - 8);
    for (const shin of parts(top, "shin")) {
      expect(shin.to[1]).toBeLessThanOrEqual(BED_TOP + 8);
      expect(shin.from[1] - shin.to[1]).toBeGreaterThan(20);
    }
  });
});

describe("The Proposal: one knee raised, foot planted, drawn where it shows (read as Kneeling Vow in round 5)", () => {
  const proposal = pose("romantic-19");
  const [a, b] = [buildSkeleton(proposal.a), buildSkeleton(proposal.b)];
  const raised = [a, b].flatMap((body) => parts(body, "thigh")).find((thigh) => thigh.to[1] > thigh.from[1] - 15)!;

  it("raises one thigh within 20 degrees of level, its shin standing down to the foot on the bed", () => {
    const rise = Math.atan2(raised.to[1] - raised.from[1], Math.abs(raised.to[0] - raised.from[0])) * (180 / Math.PI);
    expect(Math.abs(rise)).toBeLessThanOrEqual(20);
    const owner = parts(a, "thigh").includes(raised) ? a : b;
    const shin = parts(owner, "shin").find((segment) => segment.from === raised.to)!;
    expect(shin.from[1] - shin.to[1]).toBeGreaterThan(30);
    expect(shin.to[1]).toBeLessThanOrEqual(BED_TOP + 8);
  });

  it("draws the partner with the raised knee in front, so the kneeling partner's thighs do not hide it", () => {
    const owner = parts(a, "thigh").includes(raised) ? "a" : "b";
    expect(proposal.inFront ?? "b").toBe(owner);
  });
});

describe("Half Moon: kneeling upright behind the hips of a partner curled on their side (read as folded missionary)", () => {
  const moon = pose("passionate-25");
  const [curled, kneeler] = [buildSkeleton(moon.a), buildSkeleton(moon.b)];

  it("keeps the kneeler within 20 degrees of upright, as the words say, not leaning in over the curled body", () => {
    expect(Math.abs(90 - moon.b.torso)).toBeLessThanOrEqual(20);
    expect(kneeler.headCentre[1] - curled.headCentre[1]).toBeGreaterThan(60);
  });

  it("curls the lying partner on their side, face to us, knees drawn up away from the kneeler", () => {
    expect(moon.a.seen).toBe("front");
    const away = Math.sign(curled.pelvis[0] - kneeler.pelvis[0]);
    for (const thigh of parts(curled, "thigh")) expect(away * (thigh.to[0] - thigh.from[0])).toBeGreaterThan(20);
    // The kneeler is at the hips' end of the curl, hands on the upper hip.
    for (const hand of parts(kneeler, "forearm").map((forearm) => forearm.to))
      expect(Math.hypot(hand[0] - curled.pelvis[0], hand[1] - curled.pelvis[1])).toBeLessThan(25);
  });
});

describe("Shell: the partner behind curls over, face bowed down to the other (read as a rider face to face)", () => {
  const shell = pose("mixed-25");
  // The honey partner folds forward in front; the rose partner curls over them from behind.
  const [behind, folded] = [buildSkeleton(shell.a), buildSkeleton(shell.b)];

  it("bows the face of the partner behind down, not ahead to where the other's face is", () => {
    expect(faceOf(shell.a)[1]).toBeLessThan(-0.9);
  });

  it("keeps both facing the same way, the one behind further back", () => {
    const ahead = Math.sign(folded.headCentre[0] - folded.pelvis[0]);
    expect(Math.sign(faceOf(shell.b)[0])).toBe(ahead);
    expect(ahead * (folded.headCentre[0] - behind.headCentre[0])).toBeGreaterThan(0);
  });
});

describe("Sofa Serenade: the sitter leans back in view, faces turned to each other (read as one person on a stool)", () => {
  const serenade = pose("romantic-23");
  const [kneeler, sitter] = [buildSkeleton(serenade.a), buildSkeleton(serenade.b)];
  /** Degrees between where a face points and the line to the other head. */
  const aim = (figure: PoseDefinition["a"], from: Skeleton, to: Skeleton) => {
    const [fx, fy] = faceOf(figure);
    const [dx, dy] = [to.headCentre[0] - from.headCentre[0], to.headCentre[1] - from.headCentre[1]];
    return (Math.acos((fx * dx + fy * dy) / Math.hypot(dx, dy)) * 180) / Math.PI;
  };

  it("reclines the sitter at least 30 degrees against the backrest, head out past the kneeler's shoulders", () => {
    expect(Math.abs(90 - serenade.b.torso)).toBeGreaterThanOrEqual(30);
    const trunk = torso(kneeler);
    const clear = segmentDistance(sitter.headCentre, sitter.headCentre, trunk.from, trunk.to);
    expect(clear).toBeGreaterThan(40);
  });

  it("points each face within 35 degrees of the other's head", () => {
    expect(aim(serenade.a, kneeler, sitter)).toBeLessThanOrEqual(35);
    expect(aim(serenade.b, sitter, kneeler)).toBeLessThanOrEqual(35);
  });
});

describe("Slow Embrace against Tidal Rock: the knees tell them apart (called the same picture in rounds 4 and 5)", () => {
  const kneeRise = (id: string) => {
    const below = buildSkeleton(pose(id).a);
    return Math.min(...parts(below, "thigh").map((thigh) => thigh.to[1] - below.pelvis[1]));
  };

  it("stands the knees of the one below Slow Embrace at least 28 above their hips", () => {
    expect(kneeRise("romantic-3")).toBeGreaterThanOrEqual(28);
  });

  it("keeps Tidal Rock long and flush, the knees of the one below within 8 of their hips", () => {
    expect(Math.abs(kneeRise("romantic-5"))).toBeLessThanOrEqual(8);
  });
});
