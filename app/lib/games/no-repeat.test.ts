import { describe, expect, it } from "vitest";
import { countUnseen, MAX_SEEN_IDS, pickFresh } from "./no-repeat";
import { pickIndex, pickOne } from "./random";
import { seeded, sequence } from "../../../tests/support/seeded-random";

const id = (value: string) => value;

describe("pickIndex", () => {
  it("maps [0, 1) onto the indices and clamps strays", () => {
    expect(pickIndex(() => 0, 4)).toBe(0);
    expect(pickIndex(() => 0.999, 4)).toBe(3);
    expect(pickIndex(() => 1, 4)).toBe(3);
    expect(pickIndex(() => -3, 4)).toBe(0);
    expect(pickIndex(() => Number.NaN, 4)).toBe(0);
    expect(pickIndex(() => 0.5, 0)).toBe(-1);
    expect(pickOne([], () => 0.5)).toBeUndefined();
    expect(pickOne(["a", "b"], () => 0.6)).toBe("b");
  });
});

describe("pickFresh", () => {
  it("never repeats an item until the pool is exhausted, then says it started over", () => {
    const pool = ["a", "b", "c", "d", "e"];
    const random = seeded(42);
    let seen: string[] = [];
    const shown: string[] = [];
    for (let i = 0; i < pool.length; i++) {
      const pick = pickFresh(pool, seen, id, random)!;
      expect(pick.restarted).toBe(false);
      expect(pick.remaining).toBe(pool.length - i - 1);
      shown.push(pick.item);
      seen = pick.seen;
    }
    expect([...shown].sort()).toEqual(pool);
    const again = pickFresh(pool, seen, id, random)!;
    expect(again.restarted).toBe(true);
    // The item shown last is not shown twice in a row.
    expect(again.item).not.toBe(shown.at(-1));
    expect(again.seen).toEqual([again.item]);
    expect(again.remaining).toBe(4);
  });

  it("keeps the history of other pools when one starts over", () => {
    const pick = pickFresh(["a", "b"], ["x", "a", "y", "b"], id, () => 0)!;
    expect(pick.restarted).toBe(true);
    expect(pick.item).toBe("a");
    expect(pick.seen).toEqual(["x", "y", "a"]);
  });

  it("picks only unseen items, ignoring seen ids from other pools", () => {
    const pick = pickFresh(["a", "b", "c"], ["a", "zzz", "c"], id, sequence(0.99))!;
    expect(pick.item).toBe("b");
    expect(pick.restarted).toBe(false);
    expect(pick.remaining).toBe(0);
  });

  it("repeats the only item of a one-item pool, flagged as a restart", () => {
    expect(pickFresh(["solo"], ["solo"], id, () => 0.3)).toMatchObject({ item: "solo", restarted: true });
    expect(pickFresh([], [], id)).toBeUndefined();
  });

  it("caps the remembered ids", () => {
    const seen = Array.from({ length: MAX_SEEN_IDS + 50 }, (_, i) => `old-${i}`);
    const pick = pickFresh(["new"], seen, id, () => 0)!;
    expect(pick.seen).toHaveLength(MAX_SEEN_IDS);
    expect(pick.seen.at(-1)).toBe("new");
    expect(countUnseen(["a", "b", "c"], ["b"], id)).toBe(2);
  });
});
