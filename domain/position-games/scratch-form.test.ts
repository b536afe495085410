import { describe, expect, it } from "vitest";
import {
  addTags,
  allTags,
  checkScratchFile,
  deriveScratchId,
  filterScratchPositions,
  linesToList,
  mediaTypeOfFile,
  mediaTypeOfUrl,
  moveItem,
  SCRATCH_FORM_MESSAGES as M,
  titleKey,
  titleTaken,
  typeTagInput,
  validateScratchForm,
} from "./scratch-form";
import { normaliseMediaType } from "./types";

const base = {
  title: "Lotus",
  imageUrl: "https://example.test/a.png",
  file: null,
  mode: "add" as const,
  existing: [],
  now: 1700000000000,
};

describe("scratch form", () => {
  it("derives ids from the title, or custom-{timestamp}", () => {
    expect(deriveScratchId("  Candle-Lit Lotus! ", 1)).toBe("candle-lit-lotus");
    expect(deriveScratchId("!!!", 42)).toBe("custom-42");
  });

  it("gives the specification's messages in order", () => {
    expect(validateScratchForm({ ...base, title: " " })).toEqual({ ok: false, message: M.titleRequired });
    expect(validateScratchForm({ ...base, imageUrl: "" })).toEqual({ ok: false, message: M.mediaRequired });
    expect(validateScratchForm({ ...base, imageUrl: "not a url" })).toEqual({ ok: false, message: M.invalidUrl });
    expect(validateScratchForm({ ...base, imageUrl: "javascript:alert(1)" })).toEqual({
      ok: false,
      message: M.invalidUrl,
    });
    expect(validateScratchForm({ ...base, file: { name: "a.pdf", type: "application/pdf", size: 10 } })).toEqual({
      ok: false,
      message: M.unsupportedType,
    });
    expect(validateScratchForm({ ...base, file: { name: "a.png", type: "image/png", size: 10_485_761 } })).toEqual({
      ok: false,
      message: M.fileTooLarge,
    });
    expect(validateScratchForm({ ...base, existing: [{ id: "lotus", title: "Something else" }] })).toEqual({
      ok: false,
      message: M.duplicate,
    });
    expect(
      validateScratchForm({ ...base, existing: [{ id: "lotus", title: "Lotus" }], mode: "edit", editingId: "lotus" }),
    ).toEqual({ ok: true, id: "lotus" });
    expect(validateScratchForm({ ...base, imageUrl: "/media/x.webp" })).toEqual({ ok: true, id: "lotus" });
    expect(M.titleRequired).toBe("Please enter a title");
    expect(M.invalidUrl).toBe("Please enter a valid image URL (must start with http:// or https://)");
  });

  it("refuses a title another position already has, built-in ones included, ignoring case and spaces", () => {
    const existing = [
      { id: "romantic-1", title: "Lotus" },
      { id: "mixed-1", title: "Last Dance" },
      { id: "mine", title: "My Own" },
    ];
    for (const title of ["Lotus", "  LOTUS ", "lo tus", "last  dance", "LastDance"]) {
      expect(validateScratchForm({ ...base, title, existing })).toEqual({ ok: false, message: M.duplicate });
    }
    expect(validateScratchForm({ ...base, title: "Lotus Bloom", existing })).toEqual({ ok: true, id: "lotus-bloom" });
    // Renaming: to another position's title is refused; keeping its own (in another case) is not a rename.
    expect(validateScratchForm({ ...base, title: "LOTUS", existing, mode: "edit", editingId: "mine" })).toEqual({
      ok: false,
      message: M.duplicate,
    });
    expect(validateScratchForm({ ...base, title: "my  OWN", existing, mode: "edit", editingId: "mine" }).ok).toBe(true);
    expect(titleKey(" Carry Me\tHome ")).toBe("carrymehome");
    expect(titleTaken(existing, "lotus", "romantic-1")).toBe(false);
    expect(titleTaken([...existing, { id: "lotus", title: "lotus" }], "Lotus", "lotus")).toBe(false);
  });

  it("adds tags trimmed, lowercased, without empties or duplicates", () => {
    expect(addTags(["slow"], " Slow , Warm,, warm ,Close")).toEqual(["slow", "warm", "close"]);
  });

  it("adds what comes before a typed or pasted comma and keeps the rest in the box", () => {
    expect(typeTagInput(["slow"], "war")).toEqual({ tags: ["slow"], tagInput: "war" });
    expect(typeTagInput(["slow"], "warm,")).toEqual({ tags: ["slow", "warm"], tagInput: "" });
    expect(typeTagInput(["slow"], " Warm, close ,Sl")).toEqual({ tags: ["slow", "warm", "close"], tagInput: "Sl" });
    expect(typeTagInput([], ",,")).toEqual({ tags: [], tagInput: "" });
  });

  it("knows media types of files and URLs; anything else is an image", () => {
    expect(mediaTypeOfFile({ name: "a.gif", type: "image/gif" })).toBe("gif");
    expect(mediaTypeOfFile({ name: "a.mp4", type: "video/mp4" })).toBe("video");
    expect(mediaTypeOfFile({ name: "a.jpg", type: "image/jpeg" })).toBe("image");
    expect(mediaTypeOfFile({ name: "a.txt", type: "text/plain" })).toBeNull();
    expect(checkScratchFile({ name: "a.webm", type: "video/webm", size: 5 })).toBeNull();
    expect(mediaTypeOfUrl("https://x.test/a.MP4?x=1")).toBe("video");
    expect(mediaTypeOfUrl("https://x.test/a", "gif")).toBe("gif");
    expect(normaliseMediaType("GIF")).toBe("gif");
    expect(normaliseMediaType("audio")).toBe("image");
    expect(normaliseMediaType(undefined)).toBe("image");
  });

  it("searches title, id or tag case-insensitively with a single tag filter", () => {
    const list = [
      { id: "lotus", title: "The Lotus", tags: ["seated", "slow"] },
      { id: "spoon", title: "Spooning", tags: ["lying"] },
    ];
    expect(filterScratchPositions(list, "LOTUS", null).map((p) => p.id)).toEqual(["lotus"]);
    expect(filterScratchPositions(list, "spo", null).map((p) => p.id)).toEqual(["spoon"]);
    expect(filterScratchPositions(list, "LYING", null).map((p) => p.id)).toEqual(["spoon"]);
    expect(filterScratchPositions(list, "", "slow").map((p) => p.id)).toEqual(["lotus"]);
    expect(filterScratchPositions(list, "spoon", "slow")).toEqual([]);
    expect(allTags(list)).toEqual(["lying", "seated", "slow"]);
  });

  it("moves items within bounds and splits lines", () => {
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(linesToList(" one \n\n two\r\n ")).toEqual(["one", "two"]);
  });
});
