import { describe, expect, it } from "vitest";
import {
  DEFAULT_TRUTH_OR_DARE_FILTER,
  type TruthOrDareFilter,
  type TruthOrDareItem,
} from "@content/games/truth-or-dare";
import { TRUTH_OR_DARE_ITEMS } from "@content/games/truth-or-dare-classic";
import { seeded } from "../../tests/support/seeded-random";
import {
  drawTruthOrDareFrom,
  INITIAL_TRUTH_OR_DARE_STATE,
  truthOrDarePoolOf,
  truthOrDareReducer,
  truthOrDareProgress,
  softerTruthOrDare,
  truthOrDareTurn,
} from "./truth-or-dare";
import type { RandomSource } from "../random";

const truthOrDarePool = (filter: TruthOrDareFilter, list: readonly TruthOrDareItem[] = TRUTH_OR_DARE_ITEMS) =>
  truthOrDarePoolOf(list, filter);
const drawTruthOrDare = (filter: TruthOrDareFilter, seen: readonly string[], random: RandomSource) =>
  drawTruthOrDareFrom(TRUTH_OR_DARE_ITEMS, filter, seen, random);

const items: TruthOrDareItem[] = [
  { id: "t1", type: "truth", question: "q1", spicyLevel: 1, category: "Romance" },
  { id: "t2", type: "truth", question: "q2", spicyLevel: 4, category: "Kissing" },
  { id: "d1", type: "dare", question: "q3", spicyLevel: 2, category: "Touch" },
  { id: "d2", type: "dare", question: "q4", spicyLevel: 5, category: "Adventure" },
];

describe("truthOrDarePool", () => {
  it("filters by type, category group and spicyLevel <= intensity", () => {
    expect(truthOrDarePool({ type: "mixed", category: "All", intensity: 3 }, items)).toEqual({
      items: [items[0], items[2]],
      fellBack: false,
    });
    expect(truthOrDarePool({ type: "truth", category: "Sensual", intensity: 5 }, items).items).toEqual([items[1]]);
    expect(truthOrDarePool({ type: "dare", category: "Touch", intensity: 5 }, items).items).toEqual([items[2]]);
    expect(truthOrDarePool({ type: "dare", category: "Fantasy", intensity: 5 }, items).items).toEqual([items[3]]);
  });

  it("falls back to the full list when nothing matches, and says so", () => {
    expect(truthOrDarePool({ type: "truth", category: "Intimacy", intensity: 1 }, items)).toEqual({
      items,
      fellBack: true,
    });
    // A filter that matches everything is not a fall-back.
    expect(truthOrDarePool({ type: "mixed", category: "All", intensity: 5 }, items).fellBack).toBe(false);
  });

  it("offers a real set for the default filter", () => {
    const pool = truthOrDarePool(DEFAULT_TRUTH_OR_DARE_FILTER);
    expect(pool.fellBack).toBe(false);
    expect(pool.items.length).toBeGreaterThan(20);
    expect(pool.items.every((item) => item.spicyLevel <= 3)).toBe(true);
  });
});

describe("drawTruthOrDare", () => {
  it("draws every question of the set once before starting over", () => {
    const filter = { type: "truth", category: "All", intensity: 2 } as const;
    const size = truthOrDarePool(filter).items.length;
    const random = seeded(7);
    let seen: string[] = [];
    const ids = new Set<string>();
    for (let i = 0; i < size; i++) {
      const draw = drawTruthOrDare(filter, seen, random)!;
      expect(draw.restarted).toBe(false);
      expect(draw.item.type).toBe("truth");
      expect(draw.item.spicyLevel).toBeLessThanOrEqual(2);
      ids.add(draw.item.id);
      seen = draw.seen;
    }
    expect(ids.size).toBe(size);
    expect(truthOrDareProgress(TRUTH_OR_DARE_ITEMS, filter, seen).left).toBe(0);
    expect(drawTruthOrDare(filter, seen, random)!.restarted).toBe(true);
  });

  it("is deterministic for a seeded random", () => {
    const a = drawTruthOrDare(DEFAULT_TRUTH_OR_DARE_FILTER, [], seeded(1))!;
    const b = drawTruthOrDare(DEFAULT_TRUTH_OR_DARE_FILTER, [], seeded(1))!;
    expect(a.item.id).toBe(b.item.id);
    expect(TRUTH_OR_DARE_ITEMS).toContain(a.item);
  });
});

describe("truthOrDareReducer", () => {
  it("goes setup -> playing and back to setup when the type changes", () => {
    let state = truthOrDareReducer(INITIAL_TRUTH_OR_DARE_STATE, {
      type: "configure",
      filter: { intensity: 5, category: "Fantasy" },
    });
    expect(state.filter).toEqual({ type: "mixed", category: "Fantasy", intensity: 5 });
    state = truthOrDareReducer(state, { type: "show", item: items[0]!, restarted: false });
    expect(state.phase).toBe("playing");
    expect(state.current).toBe(items[0]);
    // Settings are locked while playing.
    expect(truthOrDareReducer(state, { type: "configure", filter: { intensity: 1 } })).toBe(state);
    state = truthOrDareReducer(state, { type: "switch-type", gameType: "dare" });
    expect(state).toEqual({
      phase: "setup",
      filter: { type: "dare", category: "Fantasy", intensity: 5 },
      current: null,
      restarted: false,
      draws: 1,
      softer: null,
    });
  });

  it("starts with the spec's defaults: Mixed, All, intensity 3", () => {
    expect(INITIAL_TRUTH_OR_DARE_STATE.phase).toBe("setup");
    expect(INITIAL_TRUTH_OR_DARE_STATE.filter).toEqual({ type: "mixed", category: "All", intensity: 3 });
    const playing = truthOrDareReducer(INITIAL_TRUTH_OR_DARE_STATE, { type: "show", item: items[1]!, restarted: true });
    expect(truthOrDareReducer(playing, { type: "setup" })).toMatchObject({ phase: "setup", current: null });
  });
});

describe("Truth or Dare packs and turns", () => {
  it("counts what is left of a pack for the settings and says when it is finished", () => {
    const filter = { type: "mixed", category: "All", intensity: 5 } as const;
    expect(truthOrDareProgress(items, filter, [])).toEqual({ total: 4, left: 4, finished: false });
    expect(truthOrDareProgress(items, filter, ["t1", "d1", "x9"])).toEqual({ total: 4, left: 2, finished: false });
    expect(truthOrDareProgress(items, filter, ["t1", "t2", "d1", "d2"])).toEqual({ total: 4, left: 0, finished: true });
  });

  it("passes the turn with every prompt shown, Partner 1 first", () => {
    let state = INITIAL_TRUTH_OR_DARE_STATE;
    expect(truthOrDareTurn(state)).toBe(0);
    const turns: number[] = [];
    for (const item of items) {
      state = truthOrDareReducer(state, { type: "show", item, restarted: false });
      turns.push(truthOrDareTurn(state));
    }
    expect(turns).toEqual([0, 1, 0, 1]);
    // Going back to setup keeps the turn order.
    state = truthOrDareReducer(state, { type: "setup" });
    state = truthOrDareReducer(state, { type: "show", item: items[0]!, restarted: false });
    expect(truthOrDareTurn(state)).toBe(0);
  });
});

describe("Not tonight in Truth or Dare", () => {
  // A lookup made for the test, so it does not depend on which softer versions the content holds.
  const lookup = (id: string) => ({ d1: "A gentler q3.", t1: "Never asked for a truth." })[id];

  it("offers a softer version for a dare that has one, never for a truth", () => {
    expect(softerTruthOrDare(items[2]!, lookup)).toBe("A gentler q3.");
    expect(softerTruthOrDare(items[3]!, lookup)).toBeUndefined();
    expect(softerTruthOrDare(items[0]!, lookup)).toBeUndefined();
  });

  it("shows the softer version in place, counted as playing the card: the turn passes on the next card as always", () => {
    let state = truthOrDareReducer(INITIAL_TRUTH_OR_DARE_STATE, { type: "show", item: items[2]!, restarted: false });
    const plain = truthOrDareReducer(state, { type: "show", item: items[3]!, restarted: false });
    state = truthOrDareReducer(state, { type: "soften", text: "A gentler q3." });
    expect(state).toMatchObject({ current: items[2], softer: "A gentler q3.", draws: 1 });
    expect(truthOrDareTurn(state)).toBe(0);
    // The next card is the partner's, exactly as after a card played as written, and shows as written.
    const next = truthOrDareReducer(state, { type: "show", item: items[3]!, restarted: false });
    expect(next).toEqual(plain);
    expect(truthOrDareTurn(next)).toBe(1);
  });

  it("softens nothing but a dare on screen", () => {
    const truth = truthOrDareReducer(INITIAL_TRUTH_OR_DARE_STATE, { type: "show", item: items[0]!, restarted: false });
    expect(truthOrDareReducer(truth, { type: "soften", text: "Softer." })).toBe(truth);
    expect(truthOrDareReducer(INITIAL_TRUTH_OR_DARE_STATE, { type: "soften", text: "Softer." })).toBe(
      INITIAL_TRUTH_OR_DARE_STATE,
    );
    const dare = truthOrDareReducer(INITIAL_TRUTH_OR_DARE_STATE, { type: "show", item: items[2]!, restarted: false });
    expect(truthOrDareReducer(dare, { type: "soften", text: "  " })).toBe(dare);
    const softened = truthOrDareReducer(dare, { type: "soften", text: "Softer." });
    expect(truthOrDareReducer(softened, { type: "setup" }).softer).toBeNull();
  });
});
