import { describe, expect, it } from "vitest";
import * as server from "@domain/blogs/types";
import * as client from "./constants";

// The browser copies must match the service's, so filters and sorts offered on the pages are the ones it accepts.
describe("blog constants mirror the service", () => {
  it("has the same categories, statuses, sorts and page size", () => {
    expect(client.PUBLIC_CATEGORIES).toEqual(server.PUBLIC_CATEGORIES);
    expect(client.EDITOR_CATEGORIES).toEqual(server.EDITOR_CATEGORIES);
    expect(client.ADMIN_CATEGORIES).toEqual(server.ADMIN_CATEGORIES);
    expect(client.BLOG_STATUSES).toEqual(server.BLOG_STATUSES);
    expect(client.PUBLIC_SORTS).toEqual(server.PUBLIC_SORTS);
    for (const sort of client.ADMIN_SORT_OPTIONS) expect(server.ADMIN_SORTS).toContain(sort);
    expect(client.BLOG_PAGE_SIZE).toBe(server.BLOG_PAGE_SIZE);
  });
});

describe("categoryOptions", () => {
  it("adds the current category last when the list does not have it", () => {
    expect(client.categoryOptions(["All", "Tips"], "Older")).toEqual(["All", "Tips", "Older"]);
    expect(client.categoryOptions(["All", "Tips"], "Tips")).toEqual(["All", "Tips"]);
    expect(client.categoryOptions(["All", "Tips"], "")).toEqual(["All", "Tips"]);
  });
});
