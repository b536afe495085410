import { describe, expect, it } from "vitest";
import {
  analyzeSeo,
  autoTags,
  readabilityScore,
  seoBand,
  SEO_WEIGHTS,
  suggestMetaDescription,
  topKeywords,
  type SeoCheckId,
} from "./seo-analysis";

const words = (n: number, word = "closeness") => Array.from({ length: n }, () => word).join(" ");
const points = (result: ReturnType<typeof analyzeSeo>, id: SeoCheckId) =>
  result.checks.find((check) => check.id === id)?.points;

/** A post that meets every rule. */
const perfect = {
  title: "Ten Romantic Date Ideas for Couples at Home", // 43 characters
  metaDescription: "A".repeat(140),
  keywords: ["romantic"],
  content: `<h1>Romantic ideas</h1><h2>Why</h2><p>${words(600, "romantic")}</p><img src="/media/a.webp" alt="Candles"><a href="/games">Games</a>`,
};

describe("weights", () => {
  it("add up to 100", () => {
    expect(Object.values(SEO_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(SEO_WEIGHTS).toEqual({
      title: 20,
      description: 15,
      wordCount: 20,
      keywords: 15,
      headings: 10,
      images: 10,
      internalLinks: 10,
    });
  });
  it("a post meeting every rule scores 100 with no suggestion", () => {
    const result = analyzeSeo(perfect);
    expect(result.score).toBe(100);
    expect(result.band).toBe("good");
    expect(result.suggestions).toEqual([]);
  });
  it("an empty post scores 5 (only the 'no image' half point)", () => {
    const result = analyzeSeo({});
    expect(result.score).toBe(5);
    expect(result.band).toBe("poor");
    expect(result.wordCount).toBe(0);
    expect(result.readingTime).toBe(1);
  });
});

describe("title rule (20)", () => {
  it.each([
    ["", 0],
    ["Short", 5],
    ["x".repeat(20), 10],
    ["x".repeat(29), 10],
    ["x".repeat(30), 20],
    ["x".repeat(60), 20],
    ["x".repeat(61), 10],
    ["x".repeat(70), 10],
    ["x".repeat(71), 5],
  ])("%j → %i", (title, expected) => {
    expect(points(analyzeSeo({ ...perfect, title }), "title")).toBe(expected);
  });
});

describe("description rule (15)", () => {
  it.each([
    [119, 8],
    [120, 15],
    [160, 15],
    [161, 8],
    [200, 8],
    [201, 4],
    [69, 4],
    [70, 8],
  ])("%i characters → %i", (length, expected) => {
    expect(points(analyzeSeo({ ...perfect, metaDescription: "d".repeat(length) }), "description")).toBe(expected);
  });
  it("uses the suggested description when none is set; none at all scores 0", () => {
    expect(points(analyzeSeo({ ...perfect, metaDescription: "", content: "" }), "description")).toBe(0);
    const long = `<p>${"Sentence with several words in it. ".repeat(10)}</p>`;
    expect(points(analyzeSeo({ ...perfect, metaDescription: "", content: long }), "description")).toBe(15);
  });
});

describe("word count rule (20)", () => {
  it.each([
    [0, 0],
    [50, 3],
    [100, 8],
    [299, 8],
    [300, 15],
    [499, 15],
    [500, 20],
    [2000, 20],
    [2001, 15],
  ])("%i words → %i", (count, expected) => {
    const result = analyzeSeo({ ...perfect, content: `<p>${words(count)}</p>` });
    expect(points(result, "wordCount")).toBe(expected);
  });
  it("advises splitting above 2000 words", () => {
    expect(analyzeSeo({ ...perfect, content: `<p>${words(2100)}</p>` }).suggestions.join(" ")).toMatch(/splitting/);
  });
});

describe("keywords rule (15)", () => {
  it("0 without keywords, 8 when unused, 15 when used", () => {
    expect(points(analyzeSeo({ ...perfect, keywords: [] }), "keywords")).toBe(0);
    expect(points(analyzeSeo({ ...perfect, keywords: "zebra, giraffe" }), "keywords")).toBe(8);
    expect(points(analyzeSeo({ ...perfect, keywords: "Zebra, Romantic" }), "keywords")).toBe(15);
  });
});

describe("headings rule (10)", () => {
  it.each([
    ["<h1>a</h1><h2>b</h2>", 10],
    ["<h1>a</h1>", 5],
    ["<h2>b</h2><h2>c</h2>", 5],
    ["<h3>c</h3>", 0],
  ])("%j → %i", (headings, expected) => {
    const result = analyzeSeo({ ...perfect, content: `${headings}<p>${words(600)}</p>` });
    expect(points(result, "headings")).toBe(expected);
  });
  it("counts h1, h2, h3", () => {
    expect(
      analyzeSeo({ content: "<h1>a</h1><h2 id=x>b</h2><h2>c</h2><h3>d</h3><header>no</header>" }).headings,
    ).toEqual({ h1: 1, h2: 2, h3: 1 });
  });
});

describe("images rule (10)", () => {
  it("10 when every image has alt text, a share when some do, 5 with no image", () => {
    const img = (alt: string) => `<img src="/media/a.webp" alt="${alt}">`;
    expect(points(analyzeSeo({ content: img("a") + img("b") }), "images")).toBe(10);
    expect(points(analyzeSeo({ content: img("a") + img("") }), "images")).toBe(5);
    expect(points(analyzeSeo({ content: img("") }), "images")).toBe(0);
    expect(points(analyzeSeo({ content: "<p>none</p>" }), "images")).toBe(5);
  });
  it("counts images, alt texts and optimized ones", () => {
    const result = analyzeSeo({
      content:
        '<img src="/media/a.jpg" alt="a"><img src="https://x.example/b.webp"><img src=\'https://x.example/c.png\' alt=\'c\'>',
    });
    expect(result.images).toEqual({ count: 3, withAlt: 2, optimized: 2 });
  });
});

describe("internal links rule (10)", () => {
  it("needs at least one internal link; counts internal and external", () => {
    const result = analyzeSeo({
      content:
        '<a href="/games">g</a><a href="#top">t</a><a href="https://example.com">e</a><a href="https://entwine.test/faq">own</a><a href="mailto:a@b.c">m</a>',
      origin: "https://entwine.test",
    });
    expect(result.links).toEqual({ internal: 3, external: 1 });
    expect(points(result, "internalLinks")).toBe(10);
    expect(points(analyzeSeo({ content: '<a href="https://example.com">e</a>' }), "internalLinks")).toBe(0);
  });
});

describe("bands", () => {
  it.each([
    [100, "good"],
    [80, "good"],
    [79, "fair"],
    [60, "fair"],
    [59, "poor"],
    [0, "poor"],
  ] as const)("%i → %s", (score, band) => expect(seoBand(score)).toBe(band));
});

describe("suggested meta description", () => {
  it("is the first sentence when it is long enough", () => {
    const first = `${"Long first sentence words ".repeat(6).trim()}.`;
    expect(suggestMetaDescription(`<p>${first} Second one.</p>`)).toBe(first);
  });
  it("grows sentence by sentence to at least 120 characters", () => {
    const result = suggestMetaDescription(`<p>${"Short sentence here. ".repeat(12)}</p>`);
    expect(result.length).toBeGreaterThanOrEqual(120);
    expect(result.length).toBeLessThanOrEqual(160);
  });
  it("cuts at 157 characters plus an ellipsis", () => {
    const result = suggestMetaDescription(`<p>${"word ".repeat(80)}</p>`);
    expect(result).toHaveLength(160);
    expect(result.endsWith("...")).toBe(true);
  });
  it("is empty for empty content", () => expect(suggestMetaDescription("")).toBe(""));
});

describe("keywords and readability", () => {
  it("top keywords: up to 5, most frequent first, no stop words", () => {
    const text = "love love love touch touch trust trust candle music dance the the the and and";
    expect(topKeywords(text)).toEqual(["love", "touch", "trust", "candle", "music"]);
    expect(autoTags("Love notes", "<p>love <b>notes</b> and notes</p>")).toEqual(["notes", "love"]);
  });
  it("readability is 0-100, higher for simple text", () => {
    const simple = readabilityScore("We sat. We ate. We had fun. It was a good day.");
    const hard = readabilityScore(
      "Notwithstanding considerable methodological heterogeneity, investigators characterised physiological responsiveness comprehensively.",
    );
    expect(simple).toBeGreaterThan(hard);
    expect(simple).toBeLessThanOrEqual(100);
    expect(hard).toBeGreaterThanOrEqual(0);
    expect(readabilityScore("")).toBe(0);
  });
  it("reports word count and reading time", () => {
    const result = analyzeSeo({ content: `<p>${words(401)}</p>` });
    expect(result.wordCount).toBe(401);
    expect(result.readingTime).toBe(3);
  });
});
