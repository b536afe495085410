import { eq } from "drizzle-orm";
import { seoSettingsSchema, type SeoSettings } from "@domain/seo/records";
import type { Db } from "../../db/client";
import { appSettings } from "../../db/schema";
import type { Clock } from "../../base/clock";

export interface PageHealth {
  path: string;
  status: number;
  responseMs: number;
  title: string;
  description: string;
  h1Count: number;
  images: number;
  imagesWithAlt: number;
  canonical: string;
  structuredData: string[];
  internalLinks: number;
  externalLinks: number;
  issues: string[];
}

export interface HealthReport {
  checkedAt: string;
  pages: PageHealth[];
  totals: {
    pages: number;
    ok: number;
    withTitle: number;
    withDescription: number;
    optimized: number;
    images: number;
    imagesWithAlt: number;
    withH1: number;
    withCanonical: number;
    withStructuredData: number;
    internalLinks: number;
    externalLinks: number;
  };
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** Reads the SEO facts of one HTML page. */
export function inspectHtml(
  path: string,
  html: string,
  status: number,
  responseMs: number,
  ownHost: string,
): PageHealth {
  const title = decode(html.match(/<title[^>]*>([^<]*)<\/title>/i)?.[1]?.trim() ?? "");
  const description = decode(html.match(/<meta[^>]+name="description"[^>]+content="([^"]*)"/i)?.[1]?.trim() ?? "");
  const canonical = html.match(/<link[^>]+rel="canonical"[^>]+href="([^"]*)"/i)?.[1] ?? "";
  const h1Count = (html.match(/<h1[\s>]/gi) ?? []).length;
  const imgTags = html.match(/<img\b[^>]*>/gi) ?? [];
  const imagesWithAlt = imgTags.filter((tag) => /\balt="[^"]+"/i.test(tag)).length;
  const structuredData = [...html.matchAll(/<script[^>]+type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => {
      try {
        return String((JSON.parse(match[1]!) as { "@type"?: string })["@type"] ?? "");
      } catch {
        return "invalid";
      }
    })
    .filter(Boolean);
  let internalLinks = 0;
  let externalLinks = 0;
  for (const match of html.matchAll(/<a\b[^>]*href="([^"]+)"/gi)) {
    const href = match[1]!;
    if (href.startsWith("#")) continue;
    if (href.startsWith("/") && !href.startsWith("//")) internalLinks += 1;
    else if (/^https?:\/\//i.test(href)) {
      try {
        if (new URL(href).host === ownHost) internalLinks += 1;
        else externalLinks += 1;
      } catch {
        // ignore malformed links
      }
    }
  }
  const issues: string[] = [];
  if (status !== 200) issues.push(`Answered HTTP ${status}`);
  if (!title) issues.push("Missing title");
  else if (title.length > 60) issues.push(`Title is ${title.length} characters (60 advised)`);
  if (!description) issues.push("Missing meta description");
  else if (description.length > 160) issues.push(`Description is ${description.length} characters (160 advised)`);
  if (h1Count === 0) issues.push("No H1 heading");
  if (h1Count > 1) issues.push(`${h1Count} H1 headings`);
  if (imgTags.length > imagesWithAlt) issues.push(`${imgTags.length - imagesWithAlt} images without alt text`);
  if (!canonical) issues.push("No canonical link");
  if (structuredData.length === 0) issues.push("No structured data");
  if (responseMs > 600) issues.push(`Slow response (${Math.round(responseMs)} ms)`);
  return {
    path,
    status,
    responseMs,
    title,
    description,
    h1Count,
    images: imgTags.length,
    imagesWithAlt,
    canonical,
    structuredData,
    internalLinks,
    externalLinks,
    issues,
  };
}

export function summarise(pages: PageHealth[], checkedAt: Date): HealthReport {
  const count = (predicate: (page: PageHealth) => boolean) => pages.filter(predicate).length;
  const sum = (pick: (page: PageHealth) => number) => pages.reduce((total, page) => total + pick(page), 0);
  return {
    checkedAt: checkedAt.toISOString(),
    pages,
    totals: {
      pages: pages.length,
      ok: count((page) => page.status === 200),
      withTitle: count((page) => page.title.length > 0),
      withDescription: count((page) => page.description.length > 0),
      optimized: count(
        (page) =>
          page.title.length > 0 &&
          page.title.length <= 60 &&
          page.description.length > 0 &&
          page.description.length <= 160,
      ),
      images: sum((page) => page.images),
      imagesWithAlt: sum((page) => page.imagesWithAlt),
      withH1: count((page) => page.h1Count === 1),
      withCanonical: count((page) => page.canonical.length > 0),
      withStructuredData: count((page) => page.structuredData.length > 0),
      internalLinks: sum((page) => page.internalLinks),
      externalLinks: sum((page) => page.externalLinks),
    },
  };
}

export type PageFetcher = (path: string) => Promise<{ status: number; html: string; ms: number }>;

const REPORT_KEY = "seo_health_report";

export function createHealthCheckService(db: Db, clock: Clock) {
  return {
    /** Fetches every page from the site itself (following internal links up to maxDepth) and stores the report. */
    async run(
      paths: string[],
      fetchPage: PageFetcher,
      options: { ownHost: string; maxDepth: number; maxPages?: number },
    ): Promise<HealthReport> {
      const maxPages = options.maxPages ?? 120;
      const seen = new Set<string>();
      const results: PageHealth[] = [];
      let frontier = [...new Set(paths)];
      for (let depth = 1; depth <= options.maxDepth && frontier.length > 0 && results.length < maxPages; depth++) {
        const next: string[] = [];
        for (const path of frontier) {
          if (seen.has(path) || results.length >= maxPages) continue;
          seen.add(path);
          const page = await fetchPage(path).catch(() => ({ status: 0, html: "", ms: 0 }));
          results.push(inspectHtml(path, page.html, page.status, page.ms, options.ownHost));
          if (depth < options.maxDepth) {
            for (const match of page.html.matchAll(/<a\b[^>]*href="(\/[^"#?]*)"/gi)) {
              const link = match[1]!;
              if (!link.startsWith("//") && !/^\/(admin|api|medium-blog-admin|media|assets)/.test(link))
                next.push(link);
            }
          }
        }
        frontier = next;
      }
      const report = summarise(results, clock.now());
      await db
        .insert(appSettings)
        .values({ key: REPORT_KEY, value: report, updatedAt: clock.now() })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: report, updatedAt: clock.now() } });
      return report;
    },

    async lastReport(): Promise<HealthReport | null> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, REPORT_KEY));
      return (row?.value as HealthReport | undefined) ?? null;
    },
  };
}

export { seoSettingsSchema, type SeoSettings } from "@domain/seo/records";

const SETTINGS_KEY = "seo_settings";

export function createSeoSettingsService(db: Db, clock: Clock) {
  return {
    async get(): Promise<SeoSettings> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTINGS_KEY));
      const parsed = seoSettingsSchema.safeParse(row?.value ?? {});
      return parsed.success ? parsed.data : seoSettingsSchema.parse({});
    },
    async save(settings: SeoSettings): Promise<SeoSettings> {
      await db
        .insert(appSettings)
        .values({ key: SETTINGS_KEY, value: settings, updatedAt: clock.now() })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: settings, updatedAt: clock.now() } });
      return settings;
    },
  };
}
