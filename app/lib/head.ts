import type { MetaDescriptor } from "react-router";
import { SITE_NAME, type SchemaType, type SitePage } from "./site-pages";

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
}

const DEFAULT_IMAGE = "/og-image.png";

function absolute(origin: string, pathOrUrl: string): string {
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
      return { ...base, isPartOf: { "@type": "WebSite", name: SITE_NAME, url: absolute(input.origin, "/") }, ...input.structuredData };
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
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: ogType },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { "script:ld+json": buildStructuredData(input) },
  ];
  if (input.keywords?.length) tags.splice(2, 0, { name: "keywords", content: input.keywords.join(", ") });
  return tags;
}

export interface RootHeadData {
  origin: string;
}

type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** The site origin, taken from the root loader's data that every meta function can see. */
export function originFromMatches(matches: readonly MatchLike[]): string {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as Partial<RootHeadData> | undefined;
  return data?.origin ?? "http://localhost:3000";
}

/** Head data of a registered site page. */
export function sitePageHead(page: SitePage, matches: readonly MatchLike[], extra: Partial<HeadInput> = {}): MetaDescriptor[] {
  return buildHead({
    title: page.title,
    description: page.description,
    path: page.path,
    keywords: page.keywords,
    schemaType: page.schemaType,
    origin: originFromMatches(matches),
    ...extra,
  });
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
