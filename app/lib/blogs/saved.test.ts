import { describe, expect, it } from "vitest";
import { BLOG_STORAGE_KEYS } from "./constants";
import { readSavedStories, SAVED_DETAILS_KEY, setStorySaved } from "./saved";
import { memoryStorage } from "./storage.fixtures";

describe("saved stories on the device", () => {
  it("keeps what the saved page needs, newest first, and forgets an unsaved story", () => {
    const storage = memoryStorage();
    setStorySaved(
      storage,
      { id: "a", title: "First", excerpt: "One", href: "/blog/first" },
      true,
      new Date("2026-01-01T00:00:00Z"),
    );
    setStorySaved(
      storage,
      { id: "b", title: "Second", excerpt: "Two", href: "/blog/second" },
      true,
      new Date("2026-01-02T00:00:00Z"),
    );
    expect(readSavedStories(storage).map((story) => story.title)).toEqual(["Second", "First"]);
    setStorySaved(
      storage,
      { id: "a", title: "First", excerpt: "One", href: "/blog/first" },
      false,
      new Date("2026-01-03T00:00:00Z"),
    );
    expect(readSavedStories(storage).map((story) => story.id)).toEqual(["b"]);
    expect(JSON.parse(storage.data.get(BLOG_STORAGE_KEYS.saved)!)).toEqual(["b"]);
  });

  it("lists an id saved before details were kept, and ignores details that are not safe links", () => {
    const storage = memoryStorage();
    storage.setItem(BLOG_STORAGE_KEYS.saved, JSON.stringify(["old", "evil"]));
    storage.setItem(
      SAVED_DETAILS_KEY,
      JSON.stringify({ evil: { title: "x", href: "javascript:alert(1)", savedAt: "2026-01-01" } }),
    );
    const stories = readSavedStories(storage);
    expect(stories.map((story) => story.href)).toEqual(["/medium-blogs", "/medium-blogs"]);
  });
});
