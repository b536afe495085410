import { describe, expect, it } from "vitest";
import { memoryStorage, onDeviceWrite } from "~/lib/device-storage";
import { refusingStorage } from "~/lib/device-storage.fixtures";
import { LATER_KEY, readLaterList, removeFromLater, saveForLater } from "./later-storage";

const card = (ref: string, minute: number) => ({
  game: "passion-dice" as const,
  ref,
  text: `Roll ${ref}.`,
  at: new Date(Date.UTC(2026, 11, 6, 21, minute)).toISOString(),
});

describe("Saved for later on the device", () => {
  it("keeps each saved card once, newest first, and removes one by its key", () => {
    const storage = memoryStorage();
    const written: string[] = [];
    const stop = onDeviceWrite((key) => written.push(key));
    try {
      expect(saveForLater(storage, card("dice1", 1))).toBe(true);
      saveForLater(storage, card("dice2", 2));
      saveForLater(storage, card("dice1", 3));
      expect(readLaterList(storage).map((item) => item.ref)).toEqual(["dice2", "dice1"]);
      removeFromLater(storage, "passion-dice|dice2");
      expect(readLaterList(storage)).toEqual([card("dice1", 1)]);
      // Each write is told, so Our space's bridge can carry it into the shared document.
      expect(written.every((key) => key === LATER_KEY)).toBe(true);
      expect(written).toHaveLength(4);
    } finally {
      stop();
    }
  });

  it("reads what is stored checked: bad JSON, a foreign shape or bad entries never reach the screen", () => {
    expect(readLaterList(memoryStorage({ [LATER_KEY]: "{oops" }))).toEqual([]);
    expect(readLaterList(memoryStorage({ [LATER_KEY]: JSON.stringify({ items: [card("dice1", 1)] }) }))).toEqual([]);
    const mixed = [card("dice1", 1), { ...card("dice2", 2), game: "poker" }, { text: "<b>hi</b>" }];
    expect(readLaterList(memoryStorage({ [LATER_KEY]: JSON.stringify(mixed) }))).toEqual([card("dice1", 1)]);
    expect(readLaterList(undefined)).toEqual([]);
  });

  it("answers false, without throwing, when the browser refuses to store", () => {
    expect(saveForLater(refusingStorage(), card("dice1", 1))).toBe(false);
  });
});
