import { describe, expect, it } from "vitest";
import { cleanNickname, partnerName, partnerNames, turnOf, validateNicknames } from "@domain/games/nicknames";
import { NICKNAMES_KEY, readNicknames, writeNicknames } from "./nicknames";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe("nicknames on the device", () => {
  it("shows Partner 1 / Partner 2 until names are set, then the names", () => {
    expect(partnerNames(["", ""])).toEqual(["Partner 1", "Partner 2"]);
    expect(partnerName(["Sam", ""], 0)).toBe("Sam");
    expect(partnerName(["Sam", "   "], 1)).toBe("Partner 2");
    expect(turnOf(["Sam", "Alex"], 1)).toBe("Alex's turn");
    expect(turnOf(["", ""], 0)).toBe("Partner 1's turn");
  });

  it("cleans what is typed: spaces collapsed, control characters dropped, 24 characters at most", () => {
    expect(cleanNickname("  Sam \n Lee ")).toBe("Sam Lee");
    expect(cleanNickname("A\u0000B")).toBe("AB");
    expect(cleanNickname("x".repeat(40))).toHaveLength(24);
    expect(cleanNickname(42)).toBe("");
    // A name that shows nothing is no name: the game says "Partner 1" instead of an empty space.
    expect(cleanNickname("\u200B")).toBe("");
    expect(partnerName(["\u3164", ""], 0)).toBe("Partner 1");
  });

  it("keeps one setting for every game and ignores anything that is not a pair of names", () => {
    const storage = memoryStorage();
    expect(readNicknames(storage)).toEqual(["", ""]);
    expect(writeNicknames(storage, [" Sam ", "Alex"])).toBe(true);
    expect(storage.map.get(NICKNAMES_KEY)).toBe('["Sam","Alex"]');
    expect(readNicknames(storage)).toEqual(["Sam", "Alex"]);
    storage.setItem(NICKNAMES_KEY, '{"me":"Sam"}');
    expect(readNicknames(storage)).toEqual(["", ""]);
    storage.setItem(NICKNAMES_KEY, "not json");
    expect(readNicknames(storage)).toEqual(["", ""]);
    expect(validateNicknames(["a", 1])).toBeUndefined();
    expect(readNicknames(undefined)).toEqual(["", ""]);
  });
});
