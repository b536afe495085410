import { describe, expect, it } from "vitest";
import {
  GAME_HISTORY_KEYS,
  packHistoryKey,
  parseHistory,
  readHistory,
  readPackHistories,
  writeHistory,
} from "./history";
import { MAX_SEEN_IDS } from "@domain/games/no-repeat";

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe("game history on the device", () => {
  it("survives bad JSON and foreign shapes", () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory("")).toEqual([]);
    expect(parseHistory("{not json")).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('"t1"')).toEqual([]);
    expect(parseHistory('["t1", 2, null, "", "d4", {"x":1}]')).toEqual(["t1", "d4"]);
  });

  it("round-trips through storage and ignores storage that throws", () => {
    const storage = new MemoryStorage();
    writeHistory(GAME_HISTORY_KEYS.truthOrDare, ["t1", "d2"], storage);
    expect(readHistory(GAME_HISTORY_KEYS.truthOrDare, storage)).toEqual(["t1", "d2"]);
    expect(readHistory(GAME_HISTORY_KEYS.passionDice, storage)).toEqual([]);
    const broken = {
      getItem() {
        throw new Error("denied");
      },
      setItem() {
        throw new Error("full");
      },
    } as unknown as Storage;
    expect(readHistory("k", broken)).toEqual([]);
    expect(() => writeHistory("k", ["a"], broken)).not.toThrow();
    expect(readHistory("k", undefined)).toEqual([]);
  });

  it("keeps at most the newest MAX_SEEN_IDS ids", () => {
    const ids = Array.from({ length: MAX_SEEN_IDS + 10 }, (_, i) => `x${i}`);
    expect(parseHistory(JSON.stringify(ids))).toEqual(ids.slice(-MAX_SEEN_IDS));
  });

  it("uses one distinct key per game", () => {
    const keys = Object.values(GAME_HISTORY_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("keeps one list per game and pack; the classic pack keeps the game's old key", () => {
    expect(packHistoryKey("truthOrDare", "classic")).toBe(GAME_HISTORY_KEYS.truthOrDare);
    expect(packHistoryKey("truthOrDare", "first-year")).toBe("entwine-games:truth-or-dare:first-year:seen");
    expect(packHistoryKey("passionDice", "first-year")).not.toBe(packHistoryKey("truthOrDare", "first-year"));
    const storage = new MemoryStorage();
    writeHistory(packHistoryKey("truthOrDare", "classic"), ["t1"], storage);
    writeHistory(packHistoryKey("truthOrDare", "first-year"), ["first-year-t3"], storage);
    expect(readPackHistories("truthOrDare", ["classic", "first-year", "silly"], storage)).toEqual({
      classic: ["t1"],
      "first-year": ["first-year-t3"],
      silly: [],
    });
  });
});
