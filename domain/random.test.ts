import { describe, expect, it } from "vitest";
import { pickIndex, pickOne, shuffle } from "./random";
import { seeded } from "../tests/support/seeded-random";
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

describe("shuffle", () => {
  it("shuffles a copy deterministically with injected randomness, keeping every item", () => {
    const list = ["a", "b", "c", "d", "e", "f"];
    const a = shuffle(list, seeded(3));
    expect(a).toEqual(shuffle(list, seeded(3)));
    expect([...a].sort()).toEqual(list);
    expect(list).toEqual(["a", "b", "c", "d", "e", "f"]);
    // A generator that strays to 1 still lands inside the list.
    expect([...shuffle(list, () => 1)].sort()).toEqual(list);
  });
});
