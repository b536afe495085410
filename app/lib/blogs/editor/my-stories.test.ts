import { describe, expect, it } from "vitest";
import { forgetStory, MY_STORIES_KEY, MY_STORIES_LIMIT, readMyStories, rememberStory, storyState } from "./my-stories";

function memory(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[MY_STORIES_KEY, initial]]);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("my stories on this device", () => {
  it("reads nothing from empty, broken or foreign values", () => {
    expect(readMyStories(null)).toEqual([]);
    expect(readMyStories(memory("not json"))).toEqual([]);
    expect(readMyStories(memory('{"id":"x"}'))).toEqual([]);
    expect(
      readMyStories(
        memory(
          '[{"id":"a","title":"T","submittedAt":"nope"},{"id":"b","title":"T","submittedAt":"2026-11-26T10:00:00Z"}]',
        ),
      ),
    ).toEqual([{ id: "b", title: "T", submittedAt: "2026-11-26T10:00:00Z" }]);
  });

  it("keeps the newest first, moves a re-submitted story to the top and keeps its token", () => {
    const storage = memory();
    rememberStory(storage, { id: "a", editToken: "ta", title: "First", submittedAt: "2026-11-26T10:00:00Z" });
    rememberStory(storage, { id: "b", editToken: "tb", title: "Second", submittedAt: "2026-11-26T11:00:00Z" });
    rememberStory(storage, { id: "a", title: "First, revised", submittedAt: "2026-11-26T12:00:00Z" });
    expect(readMyStories(storage)).toEqual([
      { id: "a", editToken: "ta", title: "First, revised", submittedAt: "2026-11-26T12:00:00Z" },
      { id: "b", editToken: "tb", title: "Second", submittedAt: "2026-11-26T11:00:00Z" },
    ]);
    forgetStory(storage, "a");
    expect(readMyStories(storage).map((story) => story.id)).toEqual(["b"]);
  });

  it("holds at most the limit", () => {
    const storage = memory();
    for (let i = 0; i < MY_STORIES_LIMIT + 5; i += 1)
      rememberStory(storage, { id: `s${i}`, title: "T", submittedAt: "2026-11-26T10:00:00Z" });
    const list = readMyStories(storage);
    expect(list).toHaveLength(MY_STORIES_LIMIT);
    expect(list[0]!.id).toBe(`s${MY_STORIES_LIMIT + 4}`);
  });

  it("names each status", () => {
    expect(storyState("pending")).toBe("in-review");
    expect(storyState("published")).toBe("published");
    expect(storyState("rejected")).toBe("declined");
    expect(storyState(null)).toBe("gone");
  });
});
