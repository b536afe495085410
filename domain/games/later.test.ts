import { describe, expect, it } from "vitest";
import {
  addLater,
  cleanLaterItem,
  coerceLaterList,
  hasLater,
  LATER_LIMITS,
  laterKey,
  removeLater,
  type LaterItem,
} from "./later";

const at = (minute: number) => new Date(Date.UTC(2026, 11, 6, 20, minute)).toISOString();
const card = (ref: string, minute = 0, game: LaterItem["game"] = "truth-or-dare"): LaterItem => ({
  game,
  ref,
  text: `Card ${ref}.`,
  at: at(minute),
});

describe("Later: the cards a couple keeps for another evening", () => {
  it("saves a card first in the list, and the same card only once", () => {
    let list = addLater([], card("d1", 1));
    list = addLater(list, card("d2", 2));
    expect(list.map((item) => item.ref)).toEqual(["d2", "d1"]);
    const again = addLater(list, { ...card("d1", 3), text: "Another wording." });
    expect(again).toEqual(list);
    // The same id in another game is another card.
    expect(addLater(list, card("d1", 4, "passion-dice")).map(laterKey)).toEqual([
      "passion-dice|d1",
      "truth-or-dare|d2",
      "truth-or-dare|d1",
    ]);
  });

  it("removes a card by its key, and says whether one is kept", () => {
    const list = [card("d2", 2), card("d1", 1)];
    expect(hasLater(list, "truth-or-dare|d1")).toBe(true);
    const left = removeLater(list, "truth-or-dare|d1");
    expect(left.map((item) => item.ref)).toEqual(["d2"]);
    expect(hasLater(left, "truth-or-dare|d1")).toBe(false);
    expect(removeLater(left, "truth-or-dare|nope")).toEqual(left);
  });

  it("keeps at most 200 cards: saving one more lets the oldest go", () => {
    let list: LaterItem[] = [];
    for (let index = 0; index < LATER_LIMITS.items; index++) list = addLater(list, card(`c${index}`, index % 60));
    expect(list).toHaveLength(LATER_LIMITS.items);
    const oldest = list.at(-1)!;
    list = addLater(list, card("newest", 59));
    expect(list).toHaveLength(LATER_LIMITS.items);
    expect(list[0]!.ref).toBe("newest");
    expect(hasLater(list, laterKey(oldest))).toBe(false);
  });

  it("refuses a card that is not one: unknown game, empty or overlong words, control characters, a bad time", () => {
    const good = card("d1");
    expect(cleanLaterItem(good)).toEqual(good);
    expect(cleanLaterItem({ ...good, extra: "dropped" })).toEqual(good);
    for (const bad of [
      { ...good, game: "chess" },
      { ...good, ref: "" },
      { ...good, ref: "x".repeat(LATER_LIMITS.refLength + 1) },
      { ...good, text: "   " },
      { ...good, text: "x".repeat(LATER_LIMITS.textLength + 1) },
      { ...good, text: "Line\u0000break" },
      { ...good, at: "yesterday" },
      { ...good, at: 5 },
      null,
      "d1",
      [good],
    ]) {
      expect(cleanLaterItem(bad), JSON.stringify(bad)).toBeNull();
      expect(addLater([], bad as LaterItem)).toEqual([]);
    }
  });

  it("reads a stored list back checked: bad entries dropped, each card once (its newest save), newest first, bounded", () => {
    const stored = [
      card("d1", 1),
      { game: "truth-or-dare", ref: "d9" },
      card("d2", 5),
      card("d1", 7),
      "junk",
      { ...card("d3", 3), text: 42 },
    ];
    expect(coerceLaterList(stored).map((item) => [item.ref, item.at])).toEqual([
      ["d1", at(7)],
      ["d2", at(5)],
    ]);
    expect(coerceLaterList({ items: [] })).toEqual([]);
    expect(coerceLaterList(null)).toEqual([]);
    const many = Array.from({ length: LATER_LIMITS.items + 50 }, (_, index) => card(`m${index}`, index % 60));
    expect(coerceLaterList(many)).toHaveLength(LATER_LIMITS.items);
  });
});
