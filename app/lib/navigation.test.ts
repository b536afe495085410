import { describe, expect, it } from "vitest";
import { activePill, FOOTER_LINKS_PER_COLUMN, footerColumns } from "./navigation";

describe("activePill", () => {
  it.each([
    ["/", "home"],
    ["/games", "games"],
    ["/games/truth-or-dare", "games"],
    ["/medium-blogs", "blog"],
    ["/medium-blog-editor", "blog"],
    ["/medium-blog/some-post", "blog"],
    ["/admin", "admin"],
    ["/admin/seo", "admin"],
    ["/medium-blog-admin", "admin"],
    ["/positions", "positions"],
    ["/positions/most-popular", "positions"],
    ["/blog/some-story", "blog"],
    ["/positionsx", null],
    ["/gamesroom", null],
  ])("%s -> %s", (path, pill) => {
    expect(activePill(path)).toBe(pill);
  });
});

describe("footer", () => {
  it("has the four columns of the specification, each with more than three links", () => {
    expect(footerColumns.map((column) => column.title)).toEqual([
      "Explore",
      "Games & Tools",
      "Learn & Connect",
      "Support",
    ]);
    for (const column of footerColumns) expect(column.links.length).toBeGreaterThan(FOOTER_LINKS_PER_COLUMN);
  });
});
