import request from "supertest";
import { describe, expect, it } from "vitest";
import { redirects } from "../../app/lib/redirects";
import { sitePages } from "@domain/seo/site-pages";
import { LEGAL_SECTION_IDS } from "../support/legal-sections";
import { TEST_ORIGIN } from "../support/test-app";
import { expectServed, pagesAppForFile } from "./support/pages-app";

const app = pagesAppForFile();

function headOf(html: string) {
  const pick = (pattern: RegExp) => html.match(pattern)?.[1];
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    jsonLd: pick(/<script type="application\/ld\+json">([^<]*)<\/script>/),
  };
}

describe("health", () => {
  it("answers 200 with the database reachable", async () => {
    const response = await request(app.ctx.app).get("/healthz");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ok: true, database: "reachable" });
  });
});

describe("redirects", () => {
  it.each(Object.entries(redirects))("%s answers 301 to %s", async (from, to) => {
    const response = await request(app.ctx.app).get(from);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(to);
  });
});

describe("pages", () => {
  it("answers an unknown path with 404 and the not-found page", async () => {
    await expectServed(app, "/no-such-page-here", { status: 404, texts: ["Oops! Page not found", "Return to Home"] });
  });

  it.each(["/", "/games", "/medium-blogs"])("%s has page-specific head data rendered on the server", async (path) => {
    const response = await request(app.ctx.app).get(path);
    expect(response.status).toBe(200);
    const page = sitePages.find((candidate) => candidate.path === path)!;
    const head = headOf(response.text);
    expect(head.title).toBe(page.title.replace(/&/g, "&amp;"));
    expect(head.description).toBe(page.description);
    expect(head.canonical).toBe(new URL(path, TEST_ORIGIN).toString());
    expect(JSON.parse(head.jsonLd!)["@type"]).toBe(page.schemaType);
  });

  it("keeps a couple's own pages (indexed: false) out of search engines", async () => {
    const own = sitePages.filter((page) => page.indexed === false);
    expect(own.map((page) => page.path)).toEqual(["/our-space", "/our-space/pair"]);
    for (const page of own) {
      const response = await request(app.ctx.app).get(page.path).expect(200);
      expect(response.text, page.path).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(headOf(response.text).title, page.path).toBe(page.title);
    }
  });

  it("renders every registered public page with 200", async () => {
    for (const page of sitePages) {
      const response = await request(app.ctx.app).get(page.path);
      expect(response.status, page.path).toBe(200);
      expect(response.text, page.path).not.toMatch(/coming soon/i);
    }
  });

  it("sends a nonce-based Content-Security-Policy and security headers", async () => {
    const response = await request(app.ctx.app).get("/");
    const csp = response.headers["content-security-policy"];
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.text).toContain(`nonce="${nonce}"`);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it.each(Object.entries(LEGAL_SECTION_IDS))("/%s shows every section the specification lists", async (slug, ids) => {
    const response = await request(app.ctx.app).get(`/${slug}`);
    for (const id of ids) expect(response.text).toContain(`id="${id}"`);
  });

  it("dates the privacy policy", async () => {
    const privacy = await request(app.ctx.app).get("/privacy-policy");
    expect(privacy.text).toContain("Last updated: 6 December 2026");
  });
});

describe("generated files", () => {
  it("robots.txt keeps crawlers out of admin and API and points at the sitemap", async () => {
    await expectServed(app, "/robots.txt", {
      type: "text/plain",
      texts: ["Disallow: /admin/", "Disallow: /api/", "Crawl-delay: 1", `Sitemap: ${TEST_ORIGIN}/sitemap.xml`],
    });
  });

  it("sitemap.xml lists every public page", async () => {
    const response = await expectServed(app, "/sitemap.xml", { type: "application/xml" });
    for (const page of sitePages.filter((candidate) => candidate.path !== "/medium-blog-editor")) {
      const loc = `<loc>${new URL(page.path, TEST_ORIGIN).toString()}</loc>`;
      if (page.indexed === false) expect(response.text, page.path).not.toContain(loc);
      else expect(response.text).toContain(loc);
    }
    expect(response.text).not.toContain("/admin");
  });

  it("serves a service worker that never caches admin or API requests", async () => {
    await expectServed(app, "/sw.js", { type: "application/javascript", texts: ["/^\\/admin/", "/^\\/api\\//"] });
  });
});

describe("CSRF", () => {
  it("refuses a cross-origin POST that carries a cookie", async () => {
    const response = await request(app.ctx.app)
      .post("/api/anything")
      .set("Origin", "https://evil.example")
      .set("Cookie", "entwine_session=abc");
    expect(response.status).toBe(403);
  });

  it("lets a same-origin POST through to the route", async () => {
    const response = await request(app.ctx.app).post("/api/anything").set("Origin", TEST_ORIGIN).set("Cookie", "x=1");
    expect(response.status).toBe(404);
  });
});
