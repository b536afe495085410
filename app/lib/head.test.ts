import { describe, expect, it } from "vitest";
import { buildHead, buildStructuredData, originFromMatches, sitePageHead } from "./head";
import { getSitePage, sitePages } from "@domain/seo/site-pages";

const origin = "https://entwine.example";

function find(tags: ReturnType<typeof buildHead>, predicate: (tag: Record<string, unknown>) => boolean) {
  return tags.find((tag) => predicate(tag as Record<string, unknown>)) as Record<string, unknown> | undefined;
}

describe("buildHead", () => {
  const tags = buildHead({
    title: "Truth or Dare",
    description: "A game",
    path: "/games/truth-or-dare",
    origin,
    keywords: ["a", "b"],
    schemaType: "Game",
  });

  it("gives title, description, keywords, robots and canonical", () => {
    expect(find(tags, (tag) => "title" in tag)?.title).toBe("Truth or Dare");
    expect(find(tags, (tag) => tag.name === "description")?.content).toBe("A game");
    expect(find(tags, (tag) => tag.name === "keywords")?.content).toBe("a, b");
    expect(find(tags, (tag) => tag.name === "robots")?.content).toBe("index, follow");
    expect(find(tags, (tag) => tag.rel === "canonical")?.href).toBe("https://entwine.example/games/truth-or-dare");
  });

  it("gives Open Graph and Twitter tags with absolute URLs", () => {
    expect(find(tags, (tag) => tag.property === "og:url")?.content).toBe("https://entwine.example/games/truth-or-dare");
    expect(find(tags, (tag) => tag.property === "og:image")?.content).toBe("https://entwine.example/og-image.png");
    expect(find(tags, (tag) => tag.name === "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, (tag) => tag.name === "twitter:title")?.content).toBe("Truth or Dare");
  });

  it("gives Game structured data for games", () => {
    const jsonLd = find(tags, (tag) => "script:ld+json" in tag)?.["script:ld+json"] as Record<string, unknown>;
    expect(jsonLd["@type"]).toBe("Game");
    expect(jsonLd.url).toBe("https://entwine.example/games/truth-or-dare");
  });

  it("defaults to WebPage and omits keywords when none", () => {
    const plain = buildHead({ title: "T", description: "D", path: "/x", origin });
    expect(find(plain, (tag) => tag.name === "keywords")).toBeUndefined();
    expect(buildStructuredData({ title: "T", description: "D", path: "/x", origin })["@type"]).toBe("WebPage");
  });

  it("uses WebSite on home and Article with a headline on posts", () => {
    expect(
      buildStructuredData({ title: "T", description: "D", path: "/", origin, schemaType: "WebSite" }),
    ).toMatchObject({
      "@type": "WebSite",
      name: "Entwine",
    });
    const article = buildStructuredData({
      title: "Post",
      description: "D",
      path: "/blog/p",
      origin,
      schemaType: "Article",
    });
    expect(article).toMatchObject({ "@type": "Article", headline: "Post" });
  });

  it("can mark a page noindex", () => {
    const tags2 = buildHead({ title: "T", description: "D", path: "/admin", origin, robots: "noindex, nofollow" });
    expect(find(tags2, (tag) => tag.name === "robots")?.content).toBe("noindex, nofollow");
  });
});

describe("site pages", () => {
  it("has unique paths and page-specific titles and descriptions", () => {
    const paths = sitePages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(sitePages.map((page) => page.title)).size).toBe(sitePages.length);
    expect(new Set(sitePages.map((page) => page.description)).size).toBe(sitePages.length);
  });

  it("takes the origin from the root loader data", () => {
    expect(originFromMatches([{ id: "root", data: { origin } }])).toBe(origin);
    const tags = sitePageHead(getSitePage("/games"), [{ id: "root", loaderData: { origin } }]);
    expect(find(tags, (tag) => tag.rel === "canonical")?.href).toBe("https://entwine.example/games");
  });
});
