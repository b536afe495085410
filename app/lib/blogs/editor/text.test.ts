import { describe, expect, it } from "vitest";
import {
  countCharacters,
  countWords,
  draftKey,
  editorCounts,
  isBlankContent,
  readTimeOf,
  savedTimeLabel,
} from "./text";

describe("editor counts", () => {
  it("counts words, keeping apostrophes and hyphens inside a word", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  Slow-dance with me, it's   late. ")).toBe(5);
    expect(countWords("Café à deux 2 nights")).toBe(5);
  });

  it("counts characters as perceived, without line breaks", () => {
    expect(countCharacters("abc")).toBe(3);
    expect(countCharacters("a\nb")).toBe(2);
    expect(countCharacters("❤️🔥")).toBe(2);
  });

  it("read time is words / 200 rounded up, at least 1", () => {
    expect(readTimeOf(0)).toBe(1);
    expect(readTimeOf(200)).toBe(1);
    expect(readTimeOf(201)).toBe(2);
    expect(readTimeOf(1000)).toBe(5);
    expect(editorCounts("word ".repeat(401))).toEqual({ words: 401, characters: 2005, readTime: 3 });
  });

  it("knows blank content, where media counts as content", () => {
    expect(isBlankContent("")).toBe(true);
    expect(isBlankContent("<p></p>")).toBe(true);
    expect(isBlankContent("<p> &nbsp; </p><p><br></p>")).toBe(true);
    expect(isBlankContent("<p>Hi</p>")).toBe(false);
    expect(isBlankContent('<img src="/media/a.webp">')).toBe(false);
    expect(isBlankContent('<video src="/media/a.mp4"></video>')).toBe(false);
  });

  it("fingerprints title and content for autosave", () => {
    expect(draftKey("a", "<p>b</p>")).toBe(draftKey("a", "<p>b</p>"));
    expect(draftKey("a", "<p>b</p>")).not.toBe(draftKey("ab", "<p></p>"));
    // A pen name counts as a change (spaces around it do not); none keeps the old fingerprint.
    expect(draftKey("a", "<p>b</p>", "Moss")).not.toBe(draftKey("a", "<p>b</p>"));
    expect(draftKey("a", "<p>b</p>", "  Moss ")).toBe(draftKey("a", "<p>b</p>", "Moss"));
    expect(draftKey("a", "<p>b</p>", " ")).toBe(draftKey("a", "<p>b</p>"));
  });

  it("formats the last-saved time as HH:MM", () => {
    expect(savedTimeLabel(new Date(2026, 0, 2, 9, 5))).toBe("09:05");
    expect(savedTimeLabel(new Date(2026, 0, 2, 23, 59))).toBe("23:59");
  });
});
