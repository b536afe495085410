import { describe, expect, it } from "vitest";
import { initialLikeState, likeReducer, readIdList, writeIdMembership } from "./like";
import { memoryStorage } from "./storage.fixtures";

describe("likeReducer", () => {
  it("toggles optimistically and confirms the server count", () => {
    let state = initialLikeState(4);
    state = likeReducer(state, { type: "toggle" });
    expect(state).toMatchObject({ liked: true, likes: 5, busy: true });
    state = likeReducer(state, { type: "confirm", likes: 7 });
    expect(state).toEqual({ liked: true, likes: 7, busy: false, previous: null });
    state = likeReducer(state, { type: "toggle" });
    expect(state).toMatchObject({ liked: false, likes: 6, busy: true });
  });
  it("reverts to the state before the tap on failure", () => {
    let state = initialLikeState(2, true);
    state = likeReducer(state, { type: "toggle" });
    expect(state).toMatchObject({ liked: false, likes: 1 });
    state = likeReducer(state, { type: "revert" });
    expect(state).toEqual({ liked: true, likes: 2, busy: false, previous: null });
  });
  it("takes a fresh server count unless a tap is in flight", () => {
    expect(likeReducer(initialLikeState(1), { type: "sync", likes: 5 }).likes).toBe(5);
    const busy = likeReducer(initialLikeState(1), { type: "toggle" });
    expect(likeReducer(busy, { type: "sync", likes: 9 })).toBe(busy);
  });
  it("ignores taps while busy and never goes below zero", () => {
    let state = likeReducer(initialLikeState(0, true), { type: "toggle" });
    expect(state.likes).toBe(0);
    expect(likeReducer(state, { type: "toggle" })).toBe(state);
    state = likeReducer(initialLikeState(3), { type: "hydrate", liked: true });
    expect(state.liked).toBe(true);
  });
});

describe("device id lists", () => {
  it("survives bad JSON and non-arrays", () => {
    expect(readIdList(memoryStorage({ k: "{bad" }), "k")).toEqual([]);
    expect(readIdList(memoryStorage({ k: '{"a":1}' }), "k")).toEqual([]);
    expect(readIdList(memoryStorage({ k: '["a",2,"b"]' }), "k")).toEqual(["a", "b"]);
    expect(readIdList(undefined, "k")).toEqual([]);
  });
  it("adds and removes ids without duplicates", () => {
    const storage = memoryStorage();
    writeIdMembership(storage, "k", "a", true);
    writeIdMembership(storage, "k", "a", true);
    expect(writeIdMembership(storage, "k", "b", true)).toEqual(["a", "b"]);
    expect(writeIdMembership(storage, "k", "a", false)).toEqual(["b"]);
    expect(storage.data.get("k")).toBe('["b"]');
  });
  it("ignores a storage that refuses writes", () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("full");
      },
    };
    expect(writeIdMembership(storage, "k", "a", true)).toEqual(["a"]);
  });
});
