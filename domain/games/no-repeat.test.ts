import { describe, expect, it } from "vitest";
import { countUnseen, forgetPool, isExhausted, MAX_SEEN_IDS, pickFresh, pickFreshById, seenInPool } from "./no-repeat";
import { seeded, sequence } from "../../tests/support/seeded-random";

const id = (value: string) => value;

describe("the site's one no-repeat picker", () => {
  it("shows every item of a pack once, in any order, before anything repeats", () => {
    const pack = Array.from({ length: 64 }, (_, i) => `first-year-${i + 1}`);
    const random = seeded(5);
    let seen: string[] = [];
    const shown = new Set<string>();
    for (let i = 0; i < pack.length; i++) {
      expect(isExhausted(pack, seen, id)).toBe(false);
      const pick = pickFresh(pack, seen, id, random)!;
      expect(pick.restarted).toBe(false);
      expect(shown.has(pick.item)).toBe(false);
      shown.add(pick.item);
      seen = pick.seen;
      expect(pick.remaining).toBe(pack.length - shown.size);
    }
    expect(isExhausted(pack, seen, id)).toBe(true);
    // "Start this pack again" forgets only this pack.
    const again = forgetPool(["other-1", ...seen, "other-2"], pack, id);
    expect(again).toEqual(["other-1", "other-2"]);
    expect(countUnseen(pack, again, id)).toBe(64);
  });

  it("avoids the item on screen, even when the pool starts over", () => {
    const pool = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(pickFreshById(pool, [], () => 0, { avoid: "a" })!.item.id).toBe("b");
    const restart = pickFreshById(pool, ["a", "b", "c"], () => 0, { avoid: "a" })!;
    expect(restart).toMatchObject({ restarted: true, item: { id: "b" } });
    // Only the avoided item is left unseen: it is shown rather than starting over.
    expect(pickFreshById(pool, ["b", "c"], () => 0, { avoid: "a" })).toMatchObject({
      restarted: false,
      item: { id: "a" },
    });
    expect(pickFreshById([{ id: "solo" }], ["solo"], () => 0, { avoid: "solo" })!.item.id).toBe("solo");
  });

  it("keeps other pools' history, and can narrow a list to one pool", () => {
    const pick = pickFresh(["a", "b"], ["x", "a"], id, () => 0)!;
    expect(pick.seen).toEqual(["x", "a", "b"]);
    expect(seenInPool(["x", "a", "b"], ["a", "b"], id)).toEqual(["a", "b"]);
    expect(isExhausted([], [], id)).toBe(false);
    expect(pickFresh([], [], id)).toBeUndefined();
  });

  it("remembers at most MAX_SEEN_IDS ids, every pack fitting", () => {
    const seen = Array.from({ length: MAX_SEEN_IDS }, (_, i) => `old-${i}`);
    const pick = pickFresh(["new"], seen, id, () => 0)!;
    expect(pick.seen).toHaveLength(MAX_SEEN_IDS);
    expect(pick.seen.at(-1)).toBe("new");
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
