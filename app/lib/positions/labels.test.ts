import { describe, expect, it } from "vitest";
import { difficultyLabel, filtersSearch, parsePositionFilters, styleLabel } from "./labels";

describe("position filters in the URL", () => {
  it("reads known values and ignores unknown ones", () => {
    expect(parsePositionFilters(new URLSearchParams("style=romantic&difficulty=beginner&page=3"))).toEqual({
      style: "romantic",
      difficulty: "beginner",
      page: 3,
    });
    expect(parsePositionFilters(new URLSearchParams("style=wild&difficulty=&page=-2"))).toEqual({
      style: undefined,
      difficulty: undefined,
      page: 1,
    });
    expect(parsePositionFilters(new URLSearchParams("page=abc")).page).toBe(1);
  });

  it("writes a query string without defaults", () => {
    expect(filtersSearch({})).toBe("");
    expect(filtersSearch({ style: "mixed", page: 1 })).toBe("?style=mixed");
    expect(filtersSearch({ style: "mixed", difficulty: "expert", page: 2 })).toBe(
      "?style=mixed&difficulty=expert&page=2",
    );
  });

  it("keeps the body filters, from a link or from the form, in one order", () => {
    expect(parsePositionFilters(new URLSearchParams("body=pregnancy,knees&style=romantic"))).toEqual({
      body: ["knees", "pregnancy"],
      style: "romantic",
      difficulty: undefined,
      page: 1,
    });
    expect(parsePositionFilters(new URLSearchParams("body=arching&body=nope")).body).toEqual(["arching"]);
    // An old "Easy on back" link reads as both back filters.
    expect(parsePositionFilters(new URLSearchParams("body=back")).body).toEqual(["bending", "arching"]);
    expect(parsePositionFilters(new URLSearchParams("body=")).body).toBeUndefined();
    expect(filtersSearch({ q: "spoon", body: ["pregnancy", "knees"], page: 2 })).toBe(
      "?q=spoon&body=knees%2Cpregnancy&page=2",
    );
  });

  it("labels styles and difficulties", () => {
    expect(styleLabel("adventurous")).toBe("Adventurous");
    expect(difficultyLabel("expert")).toBe("Expert");
    expect(styleLabel("other")).toBe("other");
  });
});
