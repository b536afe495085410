import { describe, expect, it } from "vitest";
import {
  excerptFallback,
  NO_EXCERPT,
  pageNumbers,
  postDescription,
  postKeywords,
  seoTone,
  shareLinks,
  stripHtml,
  tagOverflow,
} from "./text";

describe("stripHtml", () => {
  it("drops tags, scripts and entities and collapses whitespace", () => {
    expect(stripHtml("<h2>Hi</h2><p>you &amp; me&nbsp; <b>now</b></p><script>x()</script>")).toBe("Hi you & me now");
    expect(stripHtml(null)).toBe("");
  });
});

describe("excerptFallback", () => {
  it("prefers the written excerpt", () => {
    expect(excerptFallback("  Written  ", "<p>Content</p>")).toBe("Written");
  });
  it("falls back to the first 100 characters of the stripped content", () => {
    const content = `<p>${"a".repeat(150)}</p>`;
    expect(excerptFallback("", content)).toBe(`${"a".repeat(100)}...`);
    expect(excerptFallback("", content, 150)).toBe("a".repeat(150));
    expect(excerptFallback(null, "<p>Short</p>")).toBe("Short");
  });
  it("says so when there is nothing", () => {
    expect(excerptFallback("", "<p> </p>")).toBe(NO_EXCERPT);
    expect(excerptFallback(undefined, undefined)).toBe("No excerpt available");
  });
});

describe("tagOverflow", () => {
  it("shows the first three and counts the rest", () => {
    expect(tagOverflow(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(tagOverflow(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
    expect(tagOverflow(["a", "b", "c"], 2)).toEqual({ shown: ["a", "b"], more: 1 });
    expect(tagOverflow(null)).toEqual({ shown: [], more: 0 });
  });
});

describe("postDescription and postKeywords", () => {
  it("uses the meta description, else the excerpt, else 160 characters", () => {
    expect(postDescription({ metaDescription: "Meta", excerpt: "Ex" })).toBe("Meta");
    expect(postDescription({ metaDescription: "", excerpt: "Ex" })).toBe("Ex");
    const long = postDescription({ content: `<p>${"word ".repeat(60)}</p>` });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("...")).toBe(true);
  });
  it("uses meta keywords, else tags", () => {
    expect(postKeywords({ metaKeywords: "a, b ,", tags: ["x"] })).toEqual(["a", "b"]);
    expect(postKeywords({ metaKeywords: "", tags: ["x"] })).toEqual(["x"]);
  });
});

describe("seoTone", () => {
  it("is green from 80, yellow from 60, else red", () => {
    expect(seoTone(80)).toBe("success");
    expect(seoTone(79)).toBe("warning");
    expect(seoTone(60)).toBe("warning");
    expect(seoTone(59)).toBe("danger");
    expect(seoTone(null)).toBe("danger");
  });
});

describe("pageNumbers", () => {
  it("lists every page when there are few", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("keeps the ends and the neighbours with gaps between", () => {
    expect(pageNumbers(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, "gap", 10]);
    expect(pageNumbers(10, 10)).toEqual([1, "gap", 9, 10]);
  });
});

describe("shareLinks", () => {
  it("builds three encoded network links", () => {
    const links = shareLinks("https://entwine.test/blog/a b", "Us & you");
    expect(links.map((link) => link.network)).toEqual(["x", "facebook", "linkedin"]);
    expect(links[0]!.href).toBe(
      "https://x.com/intent/post?url=https%3A%2F%2Fentwine.test%2Fblog%2Fa%20b&text=Us%20%26%20you",
    );
    for (const link of links) expect(link.href).toContain(encodeURIComponent("https://entwine.test/blog/a b"));
  });
});

describe("formatDateTime", () => {
  it("formats date and time in UTC", async () => {
    const { formatDateTime } = await import("./text");
    expect(formatDateTime("2026-06-15T14:05:09.000Z")).toBe("15 Jun 2026, 14:05 UTC");
    expect(formatDateTime("nope")).toBe("");
  });
});

describe("the reader's counters", () => {
  it("read as a person would say them", async () => {
    const { likesLabel, viewsLabel } = await import("./text");
    expect([0, 1, 2, 12_345].map(viewsLabel)).toEqual(["New", "New", "2 views", "12,345 views"]);
    expect([0, 1, 2, 1_000].map(likesLabel)).toEqual(["No likes yet", "1 like", "2 likes", "1,000 likes"]);
  });
});
