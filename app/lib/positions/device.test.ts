import { describe, expect, it } from "vitest";
import { DEVICE_ID_KEY, getDeviceId, markViewed, RATINGS_KEY, storedRating, storeRating, VIEWED_KEY } from "./device";

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe("device-kept state", () => {
  it("creates one device id and keeps it", () => {
    const storage = memoryStorage();
    const id = getDeviceId(storage);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(getDeviceId(storage)).toBe(id);
    storage.setItem(DEVICE_ID_KEY, "not-a-uuid");
    expect(getDeviceId(storage)).not.toBe("not-a-uuid");
  });

  it("remembers ratings and survives bad JSON", () => {
    const storage = memoryStorage();
    expect(storedRating("a", storage)).toBeNull();
    storeRating("a", 4, storage);
    storeRating("b", 2, storage);
    expect(storedRating("a", storage)).toBe(4);
    storage.setItem(RATINGS_KEY, "{oops");
    expect(storedRating("a", storage)).toBeNull();
    storage.setItem(RATINGS_KEY, JSON.stringify({ a: 9 }));
    expect(storedRating("a", storage)).toBeNull();
  });

  it("counts a view once per session and position", () => {
    const storage = memoryStorage();
    expect(markViewed("a", storage)).toBe(true);
    expect(markViewed("a", storage)).toBe(false);
    expect(markViewed("b", storage)).toBe(true);
    storage.setItem(VIEWED_KEY, "nonsense");
    expect(markViewed("a", storage)).toBe(true);
  });
});
