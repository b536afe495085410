import { sitePages } from "@domain/seo/site-pages";

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
  changefreq?: string;
  priority?: number;
}

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );
}

/** Every public page of the registry plus any extra entries (blog posts). */
export function buildSitemap(origin: string, extra: SitemapEntry[] = []): string {
  const entries: SitemapEntry[] = [
    ...sitePages
      .filter((page) => page.path !== "/medium-blog-editor" && page.indexed !== false)
      .map((page) => ({ path: page.path, changefreq: page.changefreq, priority: page.priority })),
    ...extra,
  ];
  const urls = entries
    .map((entry) => {
      const parts = [`<loc>${escapeXml(new URL(entry.path, origin).toString())}</loc>`];
      if (entry.lastmod) parts.push(`<lastmod>${entry.lastmod.toISOString()}</lastmod>`);
      if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
      if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
      return `  <url>${parts.join("")}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export interface RobotsOptions {
  crawlDelay?: number;
}

/** The robots file of the specification: allow all, crawl-delay, keep crawlers out of admin and API. */
export function buildRobots(origin: string, options: RobotsOptions = {}): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Allow: /positions/",
    "Allow: /blog/",
    "Allow: /games/",
    "Disallow: /admin/",
    "Disallow: /api/",
    "Disallow: /medium-blog-admin",
    `Crawl-delay: ${options.crawlDelay ?? 1}`,
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).toString()}`,
    "",
  ].join("\n");
}
