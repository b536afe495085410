import { describe, expect, it } from "vitest";
import { baseSlug, countWords, excerptOf, readTimeMinutes, slugify, stripHtml, uniqueSlug } from "./text";

describe("slugify", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["  Ten Romantic   Date Ideas!  ", "ten-romantic-date-ideas"],
    ["What's love -- got to do with it?", "whats-love-got-to-do-with-it"],
    ["--Edge--hyphens--", "edge-hyphens"],
    ["Café crème & croissants", "cafe-creme-croissants"],
    ["Tabs\tand\nnew lines", "tabs-and-new-lines"],
    ["<script>alert(1)</script>", "scriptalert1script"],
    ["!!!", ""],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("caps the length without a trailing hyphen", () => {
    const slug = slugify("word ".repeat(60));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("baseSlug", () => {
  const now = new Date("2026-06-15T12:00:00.000Z");
  it("prefers a non-empty given slug, normalised", () => {
    expect(baseSlug("My Custom Slug", "Title", now)).toBe("my-custom-slug");
  });
  it("falls back to the title", () => {
    expect(baseSlug("", "A Night to Remember", now)).toBe("a-night-to-remember");
    expect(baseSlug("   ", "A Night", now)).toBe("a-night");
  });
  it("falls back to blog-{timestamp}", () => {
    expect(baseSlug("", "", now)).toBe(`blog-${now.getTime()}`);
    expect(baseSlug(null, "???", now)).toBe(`blog-${now.getTime()}`);
  });
});

describe("uniqueSlug", () => {
  it("keeps a free slug", () => expect(uniqueSlug("date-night", [])).toBe("date-night"));
  it("adds -2, -3 on collisions", () => {
    expect(uniqueSlug("date-night", ["date-night"])).toBe("date-night-2");
    expect(uniqueSlug("date-night", ["date-night", "date-night-2"])).toBe("date-night-3");
    expect(uniqueSlug("date-night", ["date-night", "date-night-3"])).toBe("date-night-2");
  });
});

describe("read time", () => {
  const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
  ])("%i words → %i min", (count, minutes) => {
    expect(readTimeMinutes(`<p>${words(count)}</p>`)).toBe(minutes);
  });
  it("counts words of the text, not of the markup", () => {
    expect(countWords('<p class="x">One <strong>two</strong></p><img src="/media/a.webp" alt="three four">')).toBe(2);
  });
});

describe("excerpt", () => {
  it("keeps a given excerpt", () => expect(excerptOf(" Given ", "<p>Content</p>")).toBe("Given"));
  it("falls back to 100 characters of stripped content", () => {
    const content = `<p>${"a".repeat(50)} <em>${"b".repeat(80)}</em></p>`;
    const excerpt = excerptOf("", content);
    expect(excerpt).toBe(`${"a".repeat(50)} ${"b".repeat(49)}`);
    expect(excerpt.length).toBe(100);
    expect(excerptOf(null, content, 150).length).toBeLessThanOrEqual(150);
  });
  it("is empty without content", () => expect(excerptOf("", "")).toBe(""));
});

describe("stripHtml", () => {
  it("drops tags, scripts and styles, decodes entities", () => {
    expect(stripHtml("<p>Tom &amp; Jerry&#39;s <b>date</b></p><script>x()</script><style>p{}</style>")).toBe(
      "Tom & Jerry's date",
    );
  });
});
