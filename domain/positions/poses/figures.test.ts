import { describe, expect, it } from "vitest";
import { BASE_POSITIONS } from "@content/positions/base-positions";
import type { PoseDefinition, PosePropKind } from "@content/positions/pose-types";
import { BASE_POSES } from "@content/positions/all-poses";
import { checkPose, limbsThroughBody, outsideBody } from "./checks";
import {
  CARD,
  drawnLayer,
  EYE_RADIUS,
  layoutScene,
  NOSE_LENGTH,
  OUTLINE_COLOURS,
  renderPoseFigures,
  restsOnPartner,
} from "./render";
import {
  ARMREST_RISE,
  FRONT_ARM_WIDTH,
  railHeightAt,
  sceneGeometry,
  SOFA_ARM_RISE,
  SOFA_ARM_WIDTH,
  sofaArmSpan,
} from "./scene";
import { silhouetteOverlaps } from "./silhouette";
import { buildSkeleton } from "./skeleton";

/**
 * Measured checks on the figures as drawn, over every pose there is (new ones included as they land): no two bases
 * look alike, no limb goes through the other body, props stand where the words put them, the couple fills the card.
 */
const POSES = Object.entries(BASE_POSES);
const textOf = (id: string) => {
  const base = BASE_POSITIONS.find((entry) => entry.id === id);
  return base ? [base.name, base.description, ...base.instructions].join(" ") : "";
};

describe("every base has a figure of its own", () => {
  it("no two bases' drawn silhouettes overlap more than 60% (intersection over union)", () => {
    const pairs = silhouetteOverlaps(BASE_POSES);
    const closest = pairs[0]!;
    console.log(
      `closest pair of ${POSES.length} poses: ${closest.first} and ${closest.second}, IoU ${closest.iou.toFixed(3)}`,
    );
    expect(
      pairs.filter((pair) => pair.iou > 0.6).map((pair) => `${pair.first} ~ ${pair.second}: ${pair.iou.toFixed(2)}`),
    ).toEqual([]);
  });

  it("fills most of the card: the couple spans at least half its width or of its height", () => {
    for (const [id, pose] of POSES) {
      const layout = layoutScene(pose);
      const xs: number[] = [];
      const ys: number[] = [];
      for (const skeleton of [layout.skeletons.a, layout.skeletons.b]) {
        for (const segment of skeleton.segments)
          for (const point of [segment.from, segment.to]) {
            const [x, y] = layout.toCard(point);
            xs.push(x);
            ys.push(y);
          }
      }
      const width = (Math.max(...xs) - Math.min(...xs)) / CARD.width;
      const height = (Math.max(...ys) - Math.min(...ys)) / CARD.height;
      expect(Math.max(width, height), id).toBeGreaterThanOrEqual(0.5);
      // And no part of either body is cut off by the card's edge.
      expect(
        Math.min(...xs) >= 0 && Math.max(...xs) <= CARD.width && Math.min(...ys) >= 0 && Math.max(...ys) <= CARD.height,
        id,
      ).toBe(true);
    }
  });

  it("gives each partner a face in profile and hair of their own, facing the way the body faces", () => {
    for (const [id, pose] of POSES) {
      const svg = renderPoseFigures(pose);
      // A nose (a wedge) and an eye per head in profile, two eyes on a face seen from the front, none on a head seen
      // from behind (all hair), partner b's bun.
      const fromFront = [pose.a, pose.b].filter((figure) => figure.seen === "front").length;
      const inProfile = [pose.a, pose.b].filter((figure) => figure.seen === undefined).length;
      // Both seen from the front (lying on their sides facing the viewer): no nose at all.
      expect(svg.match(/stroke-linejoin="round"\/>/g)?.length ?? 0, id).toBe(inProfile);
      expect(svg.match(new RegExp(`r="${EYE_RADIUS}"`, "g"))?.length ?? 0, id).toBe(inProfile + 2 * fromFront);
      expect(svg.match(/r="5\.4"/g)?.length, id).toBe(1);
    }
  });

  it("shows which way each head faces on a phone card (170 px wide): a nose 4 px out of the head, an eye 2 px across", () => {
    const PHONE_CARD = 170 / CARD.width;
    for (const [id, pose] of POSES) {
      const pixelsPerUnit = layoutScene(pose).scale * PHONE_CARD;
      expect(NOSE_LENGTH * pixelsPerUnit, id).toBeGreaterThanOrEqual(4);
      expect(2 * EYE_RADIUS * pixelsPerUnit, id).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("seen from above, the couple lies on a bed", () => {
  const fromAbove = POSES.filter(([, pose]) => pose.view === "above");

  it("turns the bed a quarter, headboard to the left, so bodies lying full length run across the card", () => {
    expect(fromAbove.length).toBeGreaterThanOrEqual(10);
    for (const [id, pose] of fromAbove) {
      const layout = layoutScene(pose);
      expect(layout.turned, id).toBe(true);
      const bed = layout.bed!;
      // The whole bed is in the card, round both bodies, its head end (and the headboard) on the left.
      const head = layout.toCard([bed.x + bed.width / 2, (bed.base ?? 0) + bed.height]);
      const foot = layout.toCard([bed.x + bed.width / 2, bed.base ?? 0]);
      expect(head[0], id).toBeLessThan(foot[0]);
      expect(head[0] >= 0 && foot[0] <= CARD.width, id).toBe(true);
      for (const skeleton of [layout.skeletons.a, layout.skeletons.b])
        for (const segment of skeleton.segments)
          for (const [x, y] of [segment.from, segment.to]) {
            expect(x >= bed.x && x <= bed.x + bed.width, id).toBe(true);
            expect(y >= (bed.base ?? 0) && y <= (bed.base ?? 0) + bed.height, id).toBe(true);
          }
    }
  });

  it("draws a pillow under each head on the bed (or the pose's own pillow), the duvet turned down and a shadow under the bodies", () => {
    let onPartner = 0;
    for (const [id, pose] of fromAbove) {
      const svg = renderPoseFigures(pose);
      const ownPillows = pose.props.filter((prop) => prop.kind === "pillow").length;
      const headPillows = svg.match(/width="58" height="34"/g)?.length ?? 0;
      // Round 10: a head resting on the partner's chest or shoulder has no pillow (drawn there, it read as a second
      // bed on the partner's body).
      const skeletons = { a: buildSkeleton(pose.a), b: buildSkeleton(pose.b) };
      const resting = (["a", "b"] as const).filter((name) => restsOnPartner(skeletons, name)).length;
      onPartner += resting;
      expect(headPillows + Math.min(ownPillows, 1), id).toBeGreaterThanOrEqual(2 - resting);
      expect(headPillows, id).toBeLessThanOrEqual(2 - resting);
      expect(svg, id).toContain('fill="#dcc3e6"');
      expect(svg, id).toContain('opacity=".35" transform="translate(3 4)"');
    }
    // Heartbeat's cheek on the chest, Sunday Drape's head on the shoulder, Butterfly Wings' cheek beside the cheek.
    expect(onPartner).toBeGreaterThanOrEqual(3);
  });
});

describe("Cradle shows a partner held across the other's lap", () => {
  it("is seen from the front of the armchair: the held partner's head on one side of the sitter, knees over the opposite arm", () => {
    const pose = BASE_POSES["romantic-16"]!;
    const chair = pose.props.find((prop) => prop.kind === "armchair")!;
    expect(chair.seen).toBe("front");
    const held = buildSkeleton(pose.a);
    const sitter = buildSkeleton(pose.b);
    expect(held.headCentre[0]).toBeLessThan(sitter.pelvis[0] - 20);
    const knees = held.segments.filter((segment) => segment.name === "thigh").map((thigh) => thigh.to);
    for (const [x, y] of knees) {
      expect(x).toBeGreaterThanOrEqual(chair.x + chair.width - FRONT_ARM_WIDTH);
      expect(y).toBeGreaterThan(chair.height + ARMREST_RISE);
    }
    // The sitter sits: hips on the seat, feet on the floor, and the seat's front drawn over their thighs.
    expect(Math.abs(sitter.pelvis[1] - 14 - chair.height)).toBeLessThanOrEqual(1);
    expect(renderPoseFigures(pose)).toMatch(/<\/g><rect[^>]*fill="#70406a"/);
  });
});

describe("Over the Arm leans over a sofa's arm", () => {
  it("the sofa has an arm at the end the partner leans over: a surface above the seat, drawn as a block", () => {
    const pose = BASE_POSES["passionate-15"]!;
    const sofa = pose.props.find((prop) => prop.kind === "sofa")!;
    const arm = sofaArmSpan(sofa)!;
    expect(arm).toBeDefined();
    const armTop = sceneGeometry(pose.props).surfaces.find(
      (surface) => surface.x1 === arm.x1 && surface.y === sofa.height + SOFA_ARM_RISE,
    );
    expect(armTop).toBeDefined();
    // Hips folded over the arm (at most just past its outer edge), chest lower, towards the seat.
    const leaner = buildSkeleton(pose.a);
    // Round 8's readers saw "no sofa arm under the hips; the hips hang in the air": the hips sit over the arm itself.
    expect(leaner.pelvis[0]).toBeGreaterThanOrEqual(arm.x1 + 4);
    expect(leaner.pelvis[0]).toBeLessThanOrEqual(arm.x2 - 4);
    expect(leaner.pelvis[1] - (sofa.height + SOFA_ARM_RISE)).toBeLessThan(20);
    const neck = leaner.segments.find((segment) => segment.name === "torso")!.to;
    expect(neck[1]).toBeLessThan(leaner.pelvis[1]);
    // Past the arm's inner edge, over the seat (the sofa may stand either way round: round 10 drew it mirrored).
    if (sofa.arm === "right") expect(neck[0]).toBeLessThan(arm.x1);
    else expect(neck[0]).toBeGreaterThan(arm.x2);
    // The arm block stands in the drawing: as wide as an arm, rising to the arm's top from the floor.
    const svg = renderPoseFigures(pose);
    expect(svg).toContain(`width="${SOFA_ARM_WIDTH}" height="${sofa.height + SOFA_ARM_RISE}"`);
    // A rolled arm that rises well above the seat, deeper than an armchair's, so it shows below the folded body.
    expect(SOFA_ARM_RISE).toBeGreaterThanOrEqual(ARMREST_RISE + 10);
    expect(SOFA_ARM_WIDTH).toBeGreaterThanOrEqual(28);
    // Without the arm, no such block.
    const armless = { ...pose, props: pose.props.map((prop) => (prop === sofa ? { ...prop, arm: undefined } : prop)) };
    expect(renderPoseFigures(armless)).not.toContain(
      `width="${SOFA_ARM_WIDTH}" height="${sofa.height + SOFA_ARM_RISE}"`,
    );
  });
});

describe("side-lying reads as side-lying", () => {
  it("Edge of Sleep and Half Moon: the lying partner is curled on their side, knees drawn up along the bed, not in the air", () => {
    for (const id of ["romantic-24", "passionate-25"]) {
      const pose = BASE_POSES[id]!;
      const skeleton = buildSkeleton(pose.a);
      const knees = skeleton.segments.filter((segment) => segment.name === "thigh").map((thigh) => thigh.to);
      // Knees no higher than the hips (on the back, drawn-up knees point at the ceiling)…
      for (const knee of knees) expect(knee[1], id).toBeLessThanOrEqual(skeleton.pelvis[1]);
      // …and drawn up towards the chest: forward of the hips, on the head's side.
      for (const knee of knees)
        expect(Math.sign(knee[0] - skeleton.pelvis[0]), id).toBe(
          Math.sign(skeleton.headCentre[0] - skeleton.pelvis[0]),
        );
      expect(/on their side/.test(pose.description), id).toBe(true);
    }
  });
});

describe("no limb goes through the other body", () => {
  it.each(POSES.map(([id]) => [id]))(
    "%s: limbs cross the other body only where the pose names a contact, and end on it",
    (id) => {
      const pose = BASE_POSES[id]!;
      const problems = checkPose(pose).filter((problem) =>
        /passes through|out into the air|overlaps/.test(problem.message),
      );
      expect(problems).toEqual([]);
    },
  );

  it("a partner kneeling astride the other on the floor draws both legs behind the other body, not across their torso", () => {
    // Wall Legs drew its kneeler so until round 10, when readers saw them float; it now shows the near leg in front.
    expect(POSES.filter(([, pose]) => pose.astride?.length).length).toBeGreaterThan(0);
    for (const [id, pose] of POSES) {
      for (const name of pose.astride ?? []) {
        const legs = buildSkeleton(pose[name]).segments.filter((segment) => segment.part === "leg");
        expect(
          legs.every((segment) => drawnLayer(segment, true) === "far"),
          id,
        ).toBe(true);
        // Behind the other body means behind the one drawn in front.
        expect(pose.inFront ?? "b", id).not.toBe(name);
      }
    }
  });

  it("catches an arm poking up through the back of the partner above, and one crossing without a named contact", () => {
    const pose = structuredClone(BASE_POSES["romantic-5"]!) as PoseDefinition;
    pose.a = { ...pose.a, nearArm: { reach: [168, 106] } };
    const a = buildSkeleton(pose.a);
    const b = buildSkeleton(pose.b);
    const scene = sceneGeometry(pose.props);
    expect(limbsThroughBody(a, b, scene, false, () => true)).toContainEqual(
      expect.stringMatching(/^near arm goes through the other's torso and \d+ out into the air/),
    );
    expect(limbsThroughBody(a, b, scene, false, () => false)).toContainEqual(
      "near arm passes through the other's torso, where the pose has no contact",
    );
  });
});

/** Furniture a base's words name, and the props that draw it. A headboard is drawn as the wall the bed stands against. */
const FURNITURE: ReadonlyArray<[PosePropKind[], RegExp]> = [
  [["wall"], /\b(wall|headboard)\b/i],
  [["chair", "armchair"], /\b(arm)?chairs?\b/i],
  [["table"], /\b(table|counter|desk)\b/i],
  [["stairs"], /\b(stairs|staircase)\b/i],
  [["sofa"], /\b(sofa|couch)\b/i],
  [["bench"], /\b(bench|ottoman)\b/i],
];

describe("props sit where the words put them", () => {
  it("draws the furniture each base's words name, and no furniture they do not name", () => {
    for (const [id, pose] of POSES) {
      const text = textOf(id);
      if (!text) continue;
      for (const [kinds, words] of FURNITURE) {
        const drawn = pose.props.some((prop) => kinds.includes(prop.kind));
        expect(drawn, `${id}: ${kinds.join("/")} ${drawn ? "drawn but not named" : "named but not drawn"}`).toBe(
          words.test(text),
        );
      }
    }
  });

  it("draws a banister where the words name one, and puts a hand on its rail", () => {
    const named = POSES.filter(([id]) => /\bbanister\b/i.test(textOf(id)));
    expect(named.length).toBeGreaterThanOrEqual(3);
    for (const [id, pose] of POSES) {
      const stairs = pose.props.find((prop) => prop.kind === "stairs");
      const wanted = named.some(([other]) => other === id);
      expect(
        stairs?.rail !== undefined,
        `${id}: banister ${wanted ? "named but not drawn" : "drawn but not named"}`,
      ).toBe(wanted);
      // The hand goes on the rail where the words put it there ("a hand on the rail"), not where a rail is only offered.
      if (!wanted || !/\bhands? on the (rail|banister)\b/i.test(textOf(id))) continue;
      expect(renderPoseFigures(pose)).toContain('stroke-width="5"/></g>');
      const hands = [buildSkeleton(pose.a), buildSkeleton(pose.b)].flatMap((skeleton) =>
        skeleton.segments.filter((segment) => segment.name === "forearm"),
      );
      const onRail = hands.some((forearm) => {
        const rail = railHeightAt(stairs!, forearm.to[0]);
        return rail !== undefined && Math.abs(forearm.to[1] - rail) <= forearm.radius + 3;
      });
      expect(onRail, `${id}: no hand on the rail`).toBe(true);
    }
  });

  it("a bench is a seat on legs, not a bed: drawn with legs, and someone sits or lies on it", () => {
    const benches = POSES.filter(([, pose]) => pose.props.some((prop) => prop.kind === "bench"));
    expect(benches.map(([id]) => id).sort()).toEqual(["adventurous-16", "adventurous-24"]);
    for (const [id, pose] of benches) {
      const bench = pose.props.find((prop) => prop.kind === "bench")!;
      const svg = renderPoseFigures(pose);
      expect(svg, id).toContain('stroke-width="7" stroke-linecap="round"/>');
      const pelvises = [pose.a.pelvis, pose.b.pelvis];
      expect(
        pelvises.some(
          ([x, y]) => x >= bench.x && x <= bench.x + bench.width && y >= bench.height && y <= bench.height + 50,
        ),
        id,
      ).toBe(true);
    }
  });

  it("a wall is a wall: taller than anyone in the picture, standing on the floor, and someone rests against it", () => {
    for (const [id, pose] of POSES) {
      for (const wall of pose.props.filter((prop) => prop.kind === "wall")) {
        const skeletons = [buildSkeleton(pose.a), buildSkeleton(pose.b)];
        const top = Math.max(...skeletons.map((skeleton) => skeleton.headCentre[1] + 11));
        expect(wall.height, id).toBeGreaterThanOrEqual(top + 10);
        const faces = [wall.x, wall.x + wall.width];
        const leans = skeletons.some((skeleton) =>
          skeleton.segments.some((segment) =>
            faces.some((x) =>
              [segment.from, segment.to].some((point) => Math.abs(Math.abs(point[0] - x) - segment.radius) <= 4),
            ),
          ),
        );
        expect(leans, `${id}: nobody rests against the wall`).toBe(true);
      }
    }
  });

  it("stands candles on a side table on the floor, never on or over the bed, and clear of the couple", () => {
    for (const [id, pose] of POSES) {
      const layout = layoutScene(pose, { add: ["candle"], description: "" });
      const candle = layout.additions.find((addition) => addition.kind === "candle")!;
      const table = candle.standsOn!;
      expect(table.kind).toBe("side-table");
      for (const prop of layout.props.filter((item) => ["bed", "mattress", "sofa"].includes(item.kind))) {
        const clear = table.x2 <= prop.x || table.x1 >= prop.x + prop.width;
        expect(clear, `${id}: candles over the ${prop.kind}`).toBe(true);
      }
      for (const skeleton of Object.values(layout.skeletons)) {
        for (const x of [table.x1, table.x2]) expect(outsideBody([x, table.y + 10], skeleton), id).toBeGreaterThan(0);
      }
    }
  });

  it("puts a blindfold over both eyes of a face seen from the front, across the eyes' height", () => {
    const faced = POSES.filter(([, pose]) => pose.b.seen === "front");
    expect(faced.length).toBeGreaterThan(0);
    for (const [id, pose] of faced) {
      const svg = renderPoseFigures(pose, { add: ["blindfold"], description: "" });
      const eyes = [
        ...svg.matchAll(
          new RegExp(`<circle cx="([\\d.-]+)" cy="([\\d.-]+)" r="${EYE_RADIUS}" fill="${OUTLINE_COLOURS.b}"`, "g"),
        ),
      ].map((match) => [Number(match[1]), Number(match[2])] as const);
      expect(eyes, id).toHaveLength(2);
      const band = /<g stroke="#b58ad0"[^>]*><path d="M([\d.-]+) ([\d.-]+)L([\d.-]+) ([\d.-]+)"/.exec(svg);
      expect(band, id).not.toBeNull();
      const [x1, y1, x2, y2] = band!.slice(1).map(Number) as [number, number, number, number];
      const length = Math.hypot(x2 - x1, y2 - y1);
      for (const [ex, ey] of eyes) {
        // Each eye lies on the band (within its half-width of 3) and between its ends.
        const off = Math.abs((x2 - x1) * (y1 - ey) - (x1 - ex) * (y2 - y1)) / length;
        const along = ((ex - x1) * (x2 - x1) + (ey - y1) * (y2 - y1)) / length;
        expect(off, `${id}: eye off the band`).toBeLessThan(1);
        expect(along > 0 && along < length, `${id}: eye past the band's end`).toBe(true);
      }
    }
  });

  it("puts a mirror on the floor beside them, a blindfold on a head, water over the couple in the shower and the bath", () => {
    for (const [id, pose] of POSES) {
      const mirrored = layoutScene(pose, { add: ["mirror"], description: "" });
      const mirror = mirrored.additions[0]!;
      if (pose.view === "above") {
        // Seen from above, the mirror stands on the floor beside the bed, not on it.
        const bed = mirrored.bed!;
        expect(mirror.box.x1 >= bed.x + bed.width || mirror.box.x2 <= bed.x, id).toBe(true);
      } else expect(mirror.box.y1, id).toBe(0);
      const blindfolded = renderPoseFigures(pose, { add: ["blindfold"], description: "" });
      expect(blindfolded).toContain('stroke="#b58ad0"');
      expect(blindfolded).not.toMatch(/stroke="#(000|3a1036)/);
      for (const water of ["shower", "bath"] as const) {
        const layout = layoutScene(pose, { add: [water], description: "" });
        const box = layout.additions[0]!.box;
        for (const skeleton of Object.values(layout.skeletons)) {
          expect(skeleton.headCentre[0] >= box.x1 && skeleton.headCentre[0] <= box.x2, `${id} ${water}`).toBe(true);
        }
      }
    }
  });

  it("seats the couple in the bath, not on it: the rim stands above a hip, and the bed and furniture give way to the tub", () => {
    for (const [id, pose] of POSES) {
      if (pose.view === "above") continue;
      const layout = layoutScene(pose, { add: ["bath"], description: "" });
      const rim = layout.additions[0]!.box.y2;
      const hips = Object.values(layout.skeletons).map((skeleton) => skeleton.pelvis[1]);
      expect(rim, id).toBeGreaterThan(Math.min(...hips));
      expect(
        layout.props.filter((prop) => prop.kind !== "wall").map((prop) => prop.kind),
        id,
      ).toEqual([]);
    }
  });
});
