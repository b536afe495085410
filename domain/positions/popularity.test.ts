import { describe, expect, it } from "vitest";
import {
  averageRating,
  compareEditorial,
  formatRating,
  formatRatingSummary,
  formatThousands,
  formatTotalViews,
  formatViewCount,
  listStats,
  NO_POPULARITY,
  oneDecimal,
  popularityFrom,
  sortPositions,
} from "./popularity";

const entry = (
  id: string,
  rank: number,
  views = 0,
  rating: number | null = null,
  ratingCount = 0,
  extra: Partial<{ featured: boolean; isPopular: boolean; name: string }> = {},
) => ({
  id,
  name: extra.name ?? id,
  featured: extra.featured ?? false,
  isPopular: extra.isPopular ?? false,
  editorialRank: rank,
  popularity: { views, rating, ratingCount },
});

describe("averages", () => {
  it("rounds to one decimal and is null without ratings", () => {
    expect(oneDecimal(4.25)).toBe(4.3);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(0, 0)).toBeNull();
    expect(popularityFrom(undefined)).toEqual(NO_POPULARITY);
    expect(popularityFrom({ views: 7, ratingSum: 14, ratingCount: 3 })).toEqual({
      views: 7,
      rating: 4.7,
      ratingCount: 3,
    });
  });
});

describe("sortPositions", () => {
  it("falls back to the editorial order while there is no data", () => {
    const list = [
      entry("c", 3),
      entry("a", 1),
      entry("pop", 9, 0, null, 0, { isPopular: true }),
      entry("feat", 10, 0, null, 0, { featured: true }),
    ];
    expect(sortPositions(list, "popular").map((p) => p.id)).toEqual(["feat", "pop", "a", "c"]);
  });

  it("sorts by views descending, then the editorial order", () => {
    const list = [entry("a", 1), entry("b", 2, 5), entry("c", 3, 50), entry("d", 4, 5)];
    expect(sortPositions(list).map((p) => p.id)).toEqual(["c", "b", "d", "a"]);
  });

  it("sorts by rating, count, then editorial, unrated last", () => {
    const list = [entry("a", 1), entry("b", 2, 0, 4.5, 2), entry("c", 3, 0, 4.5, 9), entry("d", 4, 0, 5, 1)];
    expect(sortPositions(list, "rating").map((p) => p.id)).toEqual(["d", "c", "b", "a"]);
  });

  it("sorts by name and by editorial order on request, without changing the input", () => {
    const list = [entry("x", 2, 100, null, 0, { name: "Zebra" }), entry("y", 1, 0, null, 0, { name: "Apple" })];
    expect(sortPositions(list, "name").map((p) => p.id)).toEqual(["y", "x"]);
    expect(sortPositions(list, "editorial").map((p) => p.id)).toEqual(["y", "x"]);
    expect(list.map((p) => p.id)).toEqual(["x", "y"]);
    expect(compareEditorial(list[0]!, list[0]!)).toBe(0);
  });
});

describe("listStats and formatting", () => {
  it("totals views and averages every rating given", () => {
    const stats = listStats([
      { totals: { views: 1200, ratingSum: 9, ratingCount: 2 } },
      { totals: { views: 300, ratingSum: 3, ratingCount: 1 } },
      {},
    ]);
    expect(stats).toEqual({ count: 3, averageRating: 4, ratingCount: 3, totalViews: 1500 });
    expect(listStats([])).toEqual({ count: 0, averageRating: null, ratingCount: 0, totalViews: 0 });
  });

  it("formats thousands and ratings", () => {
    expect(formatThousands(0)).toBe("0.0K");
    expect(formatThousands(1234)).toBe("1.2K");
    expect(formatThousands(25_000)).toBe("25.0K");
    expect(formatRating(null)).toBe("–");
    expect(formatRating(4)).toBe("4.0");
  });
});

describe("counts that mean something", () => {
  it("reads New instead of 0 views, and the count once there is one", () => {
    expect(formatViewCount(0)).toBe("New");
    expect(formatViewCount(1)).toBe("1");
    expect(formatViewCount(12_345)).toBe("12,345");
  });

  it("never shows a dash for a rating", () => {
    expect(formatRatingSummary(null, 0)).toBe("Not rated yet");
    expect(formatRatingSummary(4.5, 0)).toBe("Not rated yet");
    expect(formatRatingSummary(4, 1)).toBe("4.0 (1 rating)");
    expect(formatRatingSummary(4.5, 3)).toBe("4.5 (3 ratings)");
  });

  it("hides total views until there are some, exact under a thousand", () => {
    expect(formatTotalViews(0)).toBeNull();
    expect(formatTotalViews(842)).toBe("842");
    expect(formatTotalViews(1234)).toBe("1.2K");
  });
});
