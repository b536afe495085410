import { describe, expect, it } from "vitest";
import { MAX_TAGS, TAG_MAX_LENGTH } from "./constants";
import { addTag, addTags, removeTag } from "./tags";

describe("tag rules", () => {
  it("trims, ignores empty and duplicate tags (case-insensitive)", () => {
    const tags = addTag([], "  date night  ");
    expect(tags).toEqual(["date night"]);
    expect(addTag(tags, "   ")).toBe(tags);
    expect(addTag(tags, "Date  Night")).toBe(tags);
    expect(addTag(tags, "romance")).toEqual(["date night", "romance"]);
  });

  it("caps the length of a tag and the number of tags", () => {
    expect(addTag([], "x".repeat(TAG_MAX_LENGTH + 10))[0]).toHaveLength(TAG_MAX_LENGTH);
    const full = Array.from({ length: MAX_TAGS }, (_, index) => `tag ${index}`);
    expect(addTag(full, "one more")).toBe(full);
  });

  it("adds a comma-separated list and removes a chip", () => {
    const tags = addTags(["a"], "b, c ,, a, d");
    expect(tags).toEqual(["a", "b", "c", "d"]);
    expect(removeTag(tags, "c")).toEqual(["a", "b", "d"]);
  });
});
