import { describe, expect, it } from "vitest";
import type { SpaceView } from "@domain/our-space/view";
import { groupFavourites, partnerName, ticksOfList } from "./view-groups";

const view: SpaceView = {
  members: [
    { id: "a", name: "Sam" },
    { id: "b", name: "Alex" },
  ],
  favourites: [
    { kind: "want", positionId: "romantic-1", by: ["a", "b"] },
    { kind: "want", positionId: "romantic-2", by: ["a"] },
    { kind: "loved", positionId: "romantic-1", by: ["a", "b"] },
    { kind: "loved", positionId: "playful-3", by: ["b"] },
  ],
  ticks: [
    { list: "honeymoon", item: "sunset", by: "b", at: "2026-11-26T10:00:00.000Z" },
    { list: "honeymoon", item: "picnic", by: "a", at: "2026-11-25T10:00:00.000Z" },
    { list: "first-night", item: "candles", by: "a", at: "2026-11-24T10:00:00.000Z" },
  ],
  journey: null,
  matches: [],
  note: { text: "", at: null, by: null },
  daily: { days: [], skippedTopics: [] },
  later: [],
  plans: { list: [], title: null },
};

describe("the Our space page's arrangement", () => {
  it("puts what both want to try first, then each member's own", () => {
    expect(groupFavourites(view, "a")).toEqual({
      bothWant: ["romantic-1"],
      mine: [
        { kind: "want", positionId: "romantic-2" },
        { kind: "loved", positionId: "romantic-1" },
      ],
      partners: [
        { kind: "loved", positionId: "romantic-1" },
        { kind: "loved", positionId: "playful-3" },
      ],
    });
    expect(groupFavourites(view, "b").mine).toEqual([
      { kind: "loved", positionId: "romantic-1" },
      { kind: "loved", positionId: "playful-3" },
    ]);
  });

  it("lists a list's ticks oldest first with who ticked", () => {
    expect(ticksOfList(view, "honeymoon", "a")).toEqual([
      { item: "picnic", mine: true, at: "2026-11-25T10:00:00.000Z" },
      { item: "sunset", mine: false, at: "2026-11-26T10:00:00.000Z" },
    ]);
    expect(ticksOfList(view, "first-night", "b")).toEqual([
      { item: "candles", mine: false, at: "2026-11-24T10:00:00.000Z" },
    ]);
  });

  it("names the partner by their nickname when there is one", () => {
    expect(partnerName(view, "a")).toBe("Alex");
    expect(partnerName({ ...view, members: [{ id: "a", name: null }] }, "a")).toBeNull();
  });
});
