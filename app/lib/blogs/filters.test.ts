import { describe, expect, it } from "vitest";
import {
  adminFiltersSearch,
  approvalSearch,
  parseAdminFilters,
  parseApprovalFilter,
  parsePublicFilters,
  publicFiltersSearch,
  totalPages,
} from "./filters";

const params = (query: string) => new URLSearchParams(query);

describe("public list filters", () => {
  it("parses the URL with defaults for missing or bad values", () => {
    expect(parsePublicFilters(params(""))).toEqual({ q: "", category: "", sort: "newest", page: 1 });
    expect(parsePublicFilters(params("q=%20love%20&category=Romance&sort=popular&page=3"))).toEqual({
      q: "love",
      category: "Romance",
      sort: "popular",
      page: 3,
    });
    expect(parsePublicFilters(params("category=All&sort=nope&page=-2"))).toEqual({
      q: "",
      category: "",
      sort: "newest",
      page: 1,
    });
    expect(parsePublicFilters(params("page=abc")).page).toBe(1);
    expect(parsePublicFilters(params(`q=${"x".repeat(500)}`)).q).toHaveLength(200);
  });
  it("writes only non-default values and round-trips", () => {
    expect(publicFiltersSearch({ q: "", category: "", sort: "newest", page: 1 })).toBe("");
    const search = publicFiltersSearch({ q: "slow dance", category: "Romance", sort: "trending", page: 2 });
    expect(search).toBe("?q=slow+dance&category=Romance&sort=trending&page=2");
    expect(parsePublicFilters(params(search.slice(1)))).toEqual({
      q: "slow dance",
      category: "Romance",
      sort: "trending",
      page: 2,
    });
  });
});

describe("admin list filters", () => {
  it("parses status, sort and view with defaults", () => {
    expect(parseAdminFilters(params(""))).toEqual({
      q: "",
      status: "all",
      category: "",
      sort: "updated-newest",
      view: "grid",
      page: 1,
    });
    expect(parseAdminFilters(params("status=pending&sort=seo&view=list&category=Tips&q=ann&page=2"))).toEqual({
      q: "ann",
      status: "pending",
      category: "Tips",
      sort: "seo",
      view: "list",
      page: 2,
    });
    expect(parseAdminFilters(params("status=bogus&sort=bogus&view=tiles")).status).toBe("all");
  });
  it("round-trips", () => {
    const filters = parseAdminFilters(params("status=draft&view=list"));
    expect(adminFiltersSearch(filters)).toBe("?status=draft&view=list");
    expect(adminFiltersSearch({ ...filters, status: "all", view: "grid" })).toBe("");
  });
});

describe("approval filter", () => {
  it("defaults to pending and keeps the selected id", () => {
    expect(parseApprovalFilter(params(""))).toEqual({ filter: "pending", id: "" });
    expect(parseApprovalFilter(params("filter=rejected&id=abc"))).toEqual({ filter: "rejected", id: "abc" });
    expect(parseApprovalFilter(params("filter=x")).filter).toBe("pending");
    expect(approvalSearch("pending")).toBe("");
    expect(approvalSearch("all", "a1")).toBe("?filter=all&id=a1");
  });
});

describe("totalPages", () => {
  it("is at least one", () => {
    expect(totalPages(0, 12)).toBe(1);
    expect(totalPages(12, 12)).toBe(1);
    expect(totalPages(13, 12)).toBe(2);
  });
});
