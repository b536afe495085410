import type { MetaDescriptor } from "react-router";
import type { PageInfo } from "./page-info";
import { SITE_NAME, type SchemaType } from "@domain/seo/site-name";

export interface HeadInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/games". */
  path: string;
  origin: string;
  keywords?: string[];
  robots?: string;
  ogType?: "website" | "article" | "game" | "profile" | "video" | "music" | "book";
  image?: string;
  schemaType?: SchemaType;
  /** Extra fields merged into the JSON-LD object (e.g. Article author and dates). */
  structuredData?: Record<string, unknown>;
  /** Open Graph / Twitter title and description when they differ from the page's own. */
  socialTitle?: string;
  socialDescription?: string;
}

const DEFAULT_IMAGE = "/og-image.png";

function absolute(origin: string, pathOrUrl: string): string {
  // Without a known origin (only when the root loader failed) links stay relative rather than guess a host.
  if (!origin) return pathOrUrl;
  return new URL(pathOrUrl, origin).toString();
}

export function buildStructuredData(input: HeadInput): Record<string, unknown> {
  const url = absolute(input.origin, input.path);
  const base = {
    "@context": "https://schema.org",
    "@type": input.schemaType ?? "WebPage",
    name: input.title,
    description: input.description,
    url,
  };
  switch (input.schemaType) {
    case "WebSite":
      return { ...base, name: SITE_NAME, alternateName: input.title, inLanguage: "en", ...input.structuredData };
    case "Game":
      return {
        ...base,
        audience: { "@type": "PeopleAudience", suggestedMinAge: 18 },
        numberOfPlayers: { "@type": "QuantitativeValue", value: 2 },
        isPartOf: { "@type": "WebSite", name: SITE_NAME, url: absolute(input.origin, "/") },
        ...input.structuredData,
      };
    case "Article":
      return {
        ...base,
        headline: input.title.slice(0, 110),
        image: absolute(input.origin, input.image ?? DEFAULT_IMAGE),
        mainEntityOfPage: url,
        publisher: { "@type": "Organization", name: SITE_NAME },
        ...input.structuredData,
      };
    default:
      return {
        ...base,
        isPartOf: { "@type": "WebSite", name: SITE_NAME, url: absolute(input.origin, "/") },
        ...input.structuredData,
      };
  }
}

/** Every head tag a page needs, rendered on the server: title, description, canonical, social tags, JSON-LD. */
export function buildHead(input: HeadInput): MetaDescriptor[] {
  const canonical = absolute(input.origin, input.path);
  const image = absolute(input.origin, input.image ?? DEFAULT_IMAGE);
  const ogType = input.ogType ?? (input.schemaType === "Article" ? "article" : "website");
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { name: "robots", content: input.robots ?? "index, follow" },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: input.socialTitle ?? input.title },
    { property: "og:description", content: input.socialDescription ?? input.description },
    { property: "og:type", content: ogType },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.socialTitle ?? input.title },
    { name: "twitter:description", content: input.socialDescription ?? input.description },
    { name: "twitter:image", content: image },
    { "script:ld+json": buildStructuredData(input) },
  ];
  if (input.keywords?.length) tags.splice(2, 0, { name: "keywords", content: input.keywords.join(", ") });
  return tags;
}

/** The admin-edited SEO record of the current page, rendered into the root loader's data. */
export interface SeoOverride {
  path: string;
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  ogType: string;
  schemaType: string;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
}

export interface RootHeadData {
  origin: string;
  seo?: SeoOverride | null;
  /** The registered head data of the current page (see domain/seo/site-pages.ts), looked up on the server. */
  page?: PageInfo | null;
}

type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined;

function rootHeadData(matches: readonly MatchLike[]): Partial<RootHeadData> | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData ?? root?.data) as Partial<RootHeadData> | undefined;
}

/** The site origin, taken from the root loader's data that every meta function can see. */
export function originFromMatches(matches: readonly MatchLike[]): string {
  return rootHeadData(matches)?.origin ?? (typeof window === "undefined" ? "" : window.location.origin);
}

/** Applies the page's SEO record (edited in the SEO admin) over its built-in head data. */
export function applySeoOverride(input: HeadInput, seo: SeoOverride | null | undefined): HeadInput {
  if (!seo || seo.path !== input.path) return input;
  const extra = input.structuredData ?? {};
  return {
    ...input,
    title: seo.title || input.title,
    description: seo.description || input.description,
    keywords: seo.keywords
      ? seo.keywords
          .split(",")
          .map((keyword) => keyword.trim())
          .filter(Boolean)
      : input.keywords,
    path: seo.canonical || input.path,
    ogType: (seo.ogType as HeadInput["ogType"]) || input.ogType,
    schemaType: (seo.schemaType as SchemaType) || input.schemaType,
    image: seo.ogImage || input.image,
    socialTitle: seo.ogTitle || undefined,
    socialDescription: seo.ogDescription || undefined,
    structuredData: extra,
  };
}

/** Head data of a registered site page. */
export function sitePageHead(
  pageOrPath: PageInfo | string,
  matches: readonly MatchLike[],
  extra: Partial<HeadInput> = {},
): MetaDescriptor[] {
  const page: PageInfo =
    typeof pageOrPath === "string"
      ? rootHeadData(matches)?.page?.path === pageOrPath
        ? rootHeadData(matches)!.page!
        : {
            path: pageOrPath,
            title: SITE_NAME,
            heading: SITE_NAME,
            description: SITE_NAME,
            keywords: [],
            schemaType: "WebPage",
          }
      : pageOrPath;
  const input: HeadInput = {
    title: page.title,
    description: page.description,
    path: page.path,
    keywords: page.keywords,
    schemaType: page.schemaType,
    origin: originFromMatches(matches),
    ...extra,
  };
  return buildHead(applySeoOverride(input, rootHeadData(matches)?.seo));
}

export function noIndexHead(title: string, matches: readonly MatchLike[], path: string): MetaDescriptor[] {
  return buildHead({
    title: `${title} | ${SITE_NAME}`,
    description: `${title} – ${SITE_NAME}`,
    path,
    origin: originFromMatches(matches),
    robots: "noindex, nofollow",
  });
}
