import { describe, expect, it } from "vitest";
import { coerceFavourites, favouritesCount, hasFavourite, mergeFavourites, toggleFavourite } from "./favourites";
import { favouritesFile, FAVOURITES_FILE_FORMAT, parseFavouritesFile } from "./favourites-file";

const known = new Set(["romantic-1", "romantic-1--candlelight", "mixed-3"]);
const knownId = (id: string) => known.has(id);

describe("favourites", () => {
  it("toggles on and off, newest first, and ignores malformed ids", () => {
    let favourites = coerceFavourites(null);
    favourites = toggleFavourite(favourites, "want", "romantic-1");
    favourites = toggleFavourite(favourites, "want", "mixed-3");
    favourites = toggleFavourite(favourites, "loved", "mixed-3");
    expect(favourites).toEqual({ want: ["mixed-3", "romantic-1"], loved: ["mixed-3"] });
    expect(favouritesCount(favourites)).toBe(2);
    favourites = toggleFavourite(favourites, "want", "mixed-3");
    expect(hasFavourite(favourites, "want", "mixed-3")).toBe(false);
    expect(toggleFavourite(favourites, "want", "<script>")).toBe(favourites);
  });

  it("survives whatever storage held", () => {
    expect(coerceFavourites({ want: ["a", "a", 3, "Bad Id"], loved: "x" })).toEqual({ want: ["a"], loved: [] });
    expect(coerceFavourites("nonsense")).toEqual({ want: [], loved: [] });
  });

  it("merges an import without losing what is on the device", () => {
    expect(mergeFavourites({ want: ["a"], loved: [] }, { want: ["b", "a"], loved: ["c"] })).toEqual({
      want: ["a", "b"],
      loved: ["c"],
    });
  });
});

describe("favourites file", () => {
  it("round-trips through export and import", () => {
    const favourites = { want: ["romantic-1"], loved: ["mixed-3", "romantic-1--candlelight"] };
    const text = JSON.stringify(favouritesFile(favourites, "2026-11-24T10:00:00.000Z"));
    expect(parseFavouritesFile(text, knownId)).toEqual({ ok: true, favourites, unknownIds: [] });
  });

  it("drops ids the catalogue no longer has and reports them", () => {
    const text = JSON.stringify({
      format: FAVOURITES_FILE_FORMAT,
      version: 1,
      want: ["romantic-1", "gone-9"],
      loved: [],
    });
    expect(parseFavouritesFile(text, knownId)).toEqual({
      ok: true,
      favourites: { want: ["romantic-1"], loved: [] },
      unknownIds: ["gone-9"],
    });
  });

  it("refuses bad files with one clear sentence", () => {
    expect(parseFavouritesFile("{not json", knownId)).toEqual({
      ok: false,
      message: expect.stringContaining("not valid JSON"),
    });
    expect(parseFavouritesFile(JSON.stringify({ want: [], loved: [] }), knownId)).toEqual({
      ok: false,
      message: "This file cannot be imported: this is not an Entwine favourites file (format).",
    });
    const wrongIds = JSON.stringify({ format: FAVOURITES_FILE_FORMAT, version: 1, want: ["<b>"], loved: [] });
    expect(parseFavouritesFile(wrongIds, knownId)).toEqual({
      ok: false,
      message: "This file cannot be imported: a position id is malformed (want.0).",
    });
    expect(parseFavouritesFile("x".repeat(300_000), knownId)).toEqual({
      ok: false,
      message: expect.stringContaining("too large"),
    });
  });
});
