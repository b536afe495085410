import { describe, expect, it } from "vitest";
import { LONG_DISTANCE_ACTIVITIES } from "@content/guides/long-distance";
import type { FreshPick } from "../games/no-repeat";
import { drawLongDistanceActivity } from "./long-distance";

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pool = [{ id: "a" }, { id: "b" }, { id: "c" }];

describe("drawLongDistanceActivity", () => {
  it("returns undefined for an empty pool", () => {
    expect(drawLongDistanceActivity([], [], Math.random)).toBeUndefined();
  });

  it("draws every item once before any repeat, then says the pool starts over", () => {
    const random = seeded(7);
    let seen: string[] = [];
    let current: string | null = null;
    const drawn: string[] = [];
    for (let i = 0; i < pool.length; i++) {
      const pick: FreshPick<{ id: string }> = drawLongDistanceActivity(pool, seen, random, current)!;
      expect(pick.restarted).toBe(false);
      drawn.push(pick.item.id);
      seen = pick.seen;
      current = pick.item.id;
    }
    expect([...drawn].sort()).toEqual(["a", "b", "c"]);
    const next = drawLongDistanceActivity(pool, seen, random, current)!;
    expect(next.restarted).toBe(true);
    expect(next.item.id).not.toBe(current);
    expect(next.seen).toEqual([next.item.id]);
  });

  it("never repeats over the 20 long-distance activities until all are drawn", () => {
    const random = seeded(42);
    let seen: string[] = [];
    let current: string | null = null;
    const ids = new Set<string>();
    for (let i = 0; i < LONG_DISTANCE_ACTIVITIES.length; i++) {
      const pick: FreshPick<{ id: string }> = drawLongDistanceActivity(
        LONG_DISTANCE_ACTIVITIES,
        seen,
        random,
        current,
      )!;
      ids.add(pick.item.id);
      seen = pick.seen;
      current = pick.item.id;
    }
    expect(ids.size).toBe(20);
  });

  it("uses the injected random and ignores unknown ids in the history", () => {
    expect(drawLongDistanceActivity(pool, ["zz"], () => 0)!.item.id).toBe("a");
    expect(drawLongDistanceActivity(pool, ["a"], () => 0.99)!.item.id).toBe("c");
    expect(drawLongDistanceActivity(pool, ["a", "zz"], () => 0)!.seen).toEqual(["a", "b"]);
  });

  it("returns the only item of a single-item pool", () => {
    const pick = drawLongDistanceActivity([{ id: "solo" }], ["solo"], Math.random, "solo")!;
    expect(pick.item.id).toBe("solo");
  });
});
