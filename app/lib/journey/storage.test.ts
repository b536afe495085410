import { describe, expect, it } from "vitest";
import { addDays, reveal, startJourney, type Journey, type PoolPosition } from "./journey";
import { DEFAULT_POSTER_SETTINGS, normalisePosterSettings, posterTitle } from "./settings";
import {
  isSafeMediaUrl,
  JOURNEY_STORAGE_KEYS,
  loadJourney,
  loadPosterSettings,
  readPool,
  restoreJourney,
  saveJourney,
  savePosterSettings,
  type KeyValueStore,
} from "./storage";

class MemoryStore implements KeyValueStore {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const pool: PoolPosition[] = Array.from({ length: 10 }, (_, index) => ({
  id: `p-${index}`,
  title: `Position ${index}`,
  image: `/img/${index}.svg`,
  description: "Close and slow.",
  mediaType: "image",
  category: "romantic",
  difficulty: "beginner",
  tags: ["slow"],
}));
const random = () => 0.42;
const TODAY = "2025-06-01";

function revealed(journey: Journey, today: string): Journey {
  const result = reveal(journey, today);
  if (!result.ok) throw new Error(result.reason);
  return result.journey;
}

describe("journey storage", () => {
  it("round-trips a journey under the documented keys", () => {
    const store = new MemoryStore();
    const journey = revealed(startJourney(pool, TODAY, random), TODAY);
    expect(saveJourney(store, journey)).toBe(true);
    expect([...store.data.keys()].sort()).toEqual(["journey_progress", "journey_slots"]);
    expect(loadJourney(store)).toEqual({ status: "ok", journey });
  });

  it("reports a first visit as missing", () => {
    expect(loadJourney(new MemoryStore())).toEqual({ status: "missing", journey: null });
  });

  const corruptions: Array<[string, (store: MemoryStore, journey: Journey) => void]> = [
    ["bad JSON", (store) => store.setItem(JOURNEY_STORAGE_KEYS.progress, "{not json")],
    ["slots missing", (store) => store.removeItem(JOURNEY_STORAGE_KEYS.slots)],
    ["a number", (store) => store.setItem(JOURNEY_STORAGE_KEYS.slots, "42")],
    ["six slots", (store, j) => store.setItem(JOURNEY_STORAGE_KEYS.slots, JSON.stringify(j.slots.slice(0, 6)))],
    [
      "day 0",
      (store, j) => store.setItem(JOURNEY_STORAGE_KEYS.progress, JSON.stringify({ ...j.state, currentDay: 0 })),
    ],
    [
      "day 9",
      (store, j) => store.setItem(JOURNEY_STORAGE_KEYS.progress, JSON.stringify({ ...j.state, currentDay: 9 })),
    ],
    [
      "bad start date",
      (store, j) =>
        store.setItem(JOURNEY_STORAGE_KEYS.progress, JSON.stringify({ ...j.state, startDate: "yesterday" })),
    ],
    [
      "duplicate completed days",
      (store, j) => store.setItem(JOURNEY_STORAGE_KEYS.progress, JSON.stringify({ ...j.state, completedDays: [1, 1] })),
    ],
    [
      "completed days that disagree with the slots",
      (store, j) =>
        store.setItem(
          JOURNEY_STORAGE_KEYS.progress,
          JSON.stringify({ ...j.state, completedDays: [1, 2], currentDay: 3 }),
        ),
    ],
    [
      "a revealed slot without its position",
      (store, j) =>
        store.setItem(JOURNEY_STORAGE_KEYS.slots, JSON.stringify(j.slots.map((slot) => ({ ...slot, position: null })))),
    ],
    [
      "a script URL as image",
      (store, j) =>
        store.setItem(
          JOURNEY_STORAGE_KEYS.slots,
          JSON.stringify(
            j.slots.map((slot) =>
              slot.position ? { ...slot, position: { ...slot.position, image: "javascript:alert(1)" } } : slot,
            ),
          ),
        ),
    ],
    [
      "slots out of order",
      (store, j) => store.setItem(JOURNEY_STORAGE_KEYS.slots, JSON.stringify([...j.slots].reverse())),
    ],
  ];

  for (const [name, corrupt] of corruptions) {
    it(`treats ${name} as corrupt and restores a clean new journey`, () => {
      const store = new MemoryStore();
      const journey = revealed(startJourney(pool, "2025-05-30", random), "2025-05-30");
      saveJourney(store, journey);
      corrupt(store, journey);
      expect(loadJourney(store).status).toBe("corrupt");
      const restored = restoreJourney(store, pool, TODAY, random);
      expect(restored.status).toBe("corrupt");
      expect(restored.journey.state).toEqual({
        currentDay: 1,
        completedDays: [],
        startDate: TODAY,
        lastRevealDate: "",
      });
      expect(restored.journey.slots.every((slot) => slot.scratchPosition !== null && !slot.isRevealed)).toBe(true);
      // The clean state is saved back.
      expect(loadJourney(store)).toEqual({ status: "ok", journey: restored.journey });
    });
  }

  it("restores a saved journey as it was and fills slots left empty by an empty pool", () => {
    const store = new MemoryStore();
    const first = restoreJourney(store, [], TODAY, random);
    expect(first.status).toBe("missing");
    expect(first.journey.slots.every((slot) => slot.scratchPosition === null)).toBe(true);
    const second = restoreJourney(store, pool, addDays(TODAY, 1), random);
    expect(second.status).toBe("ok");
    expect(second.journey.state.startDate).toBe(TODAY);
    expect(second.journey.slots.every((slot) => slot.scratchPosition !== null)).toBe(true);
    expect(loadJourney(store).journey).toEqual(second.journey);
  });

  it("survives a storage that throws", () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => undefined,
    };
    expect(loadJourney(broken).status).toBe("missing");
    expect(saveJourney(broken, startJourney(pool, TODAY, random))).toBe(false);
    expect(restoreJourney(broken, pool, TODAY, random).journey.state.currentDay).toBe(1);
    expect(loadPosterSettings(broken)).toEqual(DEFAULT_POSTER_SETTINGS);
    expect(savePosterSettings(broken, DEFAULT_POSTER_SETTINGS)).toBe(false);
  });
});

describe("poster settings", () => {
  it("round-trips and falls back to defaults on bad input", () => {
    const store = new MemoryStore();
    expect(loadPosterSettings(store)).toEqual(DEFAULT_POSTER_SETTINGS);
    savePosterSettings(store, { title: "Us", subtitle: "Seven slow days", theme: "blue" });
    expect(JSON.parse(store.getItem("poster_settings")!)).toEqual({
      title: "Us",
      subtitle: "Seven slow days",
      theme: "blue",
    });
    expect(loadPosterSettings(store)).toEqual({ title: "Us", subtitle: "Seven slow days", theme: "blue" });
    store.setItem("poster_settings", "{oops");
    expect(loadPosterSettings(store)).toEqual(DEFAULT_POSTER_SETTINGS);
    store.setItem("poster_settings", JSON.stringify({ title: 5, theme: "green", extra: true }));
    expect(loadPosterSettings(store)).toEqual(DEFAULT_POSTER_SETTINGS);
  });

  it("caps lengths and uses the default title when blank", () => {
    const settings = normalisePosterSettings({ title: "x".repeat(200), subtitle: "y".repeat(300), theme: "red" });
    expect(settings.title).toHaveLength(60);
    expect(settings.subtitle).toHaveLength(100);
    expect(posterTitle({ ...settings, title: "   " })).toBe(DEFAULT_POSTER_SETTINGS.title);
  });
});

describe("the positions pool", () => {
  it("reads the API answer, skipping invalid or duplicate entries and unsafe media", () => {
    // A whole entry comes back as it was sent, but for the tag that is not text.
    const whole = {
      id: "a",
      title: "A",
      image: "/a.svg",
      description: "d",
      mediaType: "video",
      category: "c",
      difficulty: "x",
      tags: ["t"],
    };
    const answer = {
      positions: [
        { ...whole, tags: ["t", 3] },
        { id: "a", title: "A again", image: "/a.svg" },
        { id: "b", title: "B", image: "javascript:alert(1)" },
        { id: "c", title: "C", image: "//evil.example/c.png" },
        { id: "d", title: "D", image: "https://cdn.example/d.png", mediaType: "weird" },
        null,
        "text",
      ],
    };
    const result = readPool(answer);
    expect(result.map((p) => p.id)).toEqual(["a", "d"]);
    expect(result[0]).toEqual(whole);
    expect(result[1].mediaType).toBe("image");
    expect(readPool(null)).toEqual([]);
    expect(readPool({ positions: "nope" })).toEqual([]);
    expect(readPool([{ id: "z", title: "Z", image: "/z.png" }])).toHaveLength(1);
  });

  it("accepts only same-site paths and http(s) URLs as media", () => {
    expect(isSafeMediaUrl("/media/x.webp")).toBe(true);
    expect(isSafeMediaUrl("https://example.com/x.png")).toBe(true);
    expect(isSafeMediaUrl("data:image/png;base64,AAAA")).toBe(false);
    expect(isSafeMediaUrl("//host/x.png")).toBe(false);
    expect(isSafeMediaUrl("")).toBe(false);
  });
});
