import { z } from "zod";

/** Shapes and limits of page SEO records and SEO settings, shared by the SEO admin form and the server. */
export const OG_TYPES = ["website", "article", "game", "profile", "video", "music", "book"] as const;
export const SCHEMA_TYPES = [
  "WebSite",
  "WebPage",
  "Article",
  "Game",
  "Organization",
  "Person",
  "Product",
  "Event",
  "CollectionPage",
  "FAQPage",
  "ContactPage",
] as const;
export const SEO_CATEGORIES = ["main", "games", "admin", "other"] as const;
export const BULK_FIELDS = ["keywords", "ogType", "schemaType", "category", "ogImage"] as const;
export const SEO_REQUIRED_MESSAGE = "Title and description are required";
export const SEO_TITLE_ADVICE = 60;
export const SEO_DESCRIPTION_ADVICE = 160;

const pathOrUrl = (value: string) => value === "" || value.startsWith("/") || /^https?:\/\//.test(value);

export const pageSeoInput = z.object({
  title: z.string().trim().max(300).default(""),
  description: z.string().trim().max(1000).default(""),
  keywords: z.string().trim().max(1000).default(""),
  canonical: z.string().trim().max(500).refine(pathOrUrl, "must be a path or an http(s) URL").default(""),
  ogType: z.enum(OG_TYPES).default("website"),
  schemaType: z.enum(SCHEMA_TYPES).default("WebPage"),
  category: z.enum(SEO_CATEGORIES).default("main"),
  ogTitle: z.string().trim().max(300).nullish(),
  ogDescription: z.string().trim().max(1000).nullish(),
  ogImage: z.string().trim().max(500).refine(pathOrUrl, "must be a path or an http(s) URL").nullish(),
});
export type PageSeoInput = z.infer<typeof pageSeoInput>;

export const seoExportSchema = z.object({
  version: z.literal(1),
  pages: z.array(pageSeoInput.extend({ path: z.string().startsWith("/").max(300) })).max(1000),
});

export const seoSettingsSchema = z.object({
  autoSitemap: z.boolean().default(true),
  crawlDelay: z.coerce.number().int().min(0, "Crawl delay must be 0-10").max(10, "Crawl delay must be 0-10").default(1),
  maxDepth: z.coerce.number().int().min(1, "Max depth must be 1-20").max(20, "Max depth must be 1-20").default(5),
  userAgent: z.string().trim().min(3).max(200).default("EntwineHealthBot/1.0 (+site health check)"),
});
export type SeoSettings = z.infer<typeof seoSettingsSchema>;
