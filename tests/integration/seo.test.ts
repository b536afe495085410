import request from "supertest";
import { describe, expect, it } from "vitest";
import { pageViews, vitalsReports } from "../../server/db/schema";
import { inspectHtml } from "../../server/services/seo/health-check";
import { TEST_ORIGIN } from "../support/test-app";
import { pagesAppForFile } from "./support/pages-app";
import { postAdminForm, saveSeoRecord } from "../support/admin-requests";

const host = new URL(TEST_ORIGIN).host;
const browserUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const phoneUA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

const app = pagesAppForFile({ signedIn: true });

const page = (path: string, userAgent = browserUA) =>
  request(app.ctx.app).get(path).set("Host", host).set("Accept", "text/html").set("User-Agent", userAgent);

async function viewsOf(path: string) {
  await app.ctx.services.seo.analytics.flush();
  const rows = await app.ctx.database.db.select().from(pageViews);
  return rows.filter((row) => row.path === path);
}

describe("first-party page views", () => {
  it("counts a page view once per request, with device and referring host, and no address or cookie", async () => {
    await page("/games");
    await page("/games").set("Referer", "https://search.example/?q=couples");
    await page("/games", phoneUA);
    const rows = await viewsOf("/games");
    expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(3);
    expect(rows.find((row) => row.referrerHost === "search.example")?.views).toBe(1);
    expect(rows.find((row) => row.device === "mobile")?.views).toBe(1);
    expect(Object.keys(rows[0]!)).toEqual(["day", "path", "referrerHost", "device", "views"]);
    const response = await page("/games");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("does not count bots, admin pages, API calls, assets or missing pages", async () => {
    await page("/faq", "Googlebot/2.1 (+http://www.google.com/bot.html)");
    await page("/admin/seo").set("Cookie", app.cookie);
    await page("/no-such-page");
    await request(app.ctx.app).get("/api/auth/session").set("User-Agent", browserUA);
    expect(await viewsOf("/faq")).toEqual([]);
    expect(await viewsOf("/admin/seo")).toEqual([]);
    expect(await viewsOf("/no-such-page")).toEqual([]);
  });

  it("counts a client-side navigation's data request as a view of the page", async () => {
    await request(app.ctx.app).get("/contact.data").set("User-Agent", browserUA);
    expect((await viewsOf("/contact"))[0]?.views).toBe(1);
  });

  it("prunes data older than the retention period", async () => {
    await app.ctx.database.db
      .insert(pageViews)
      .values({ day: "2025-01-01", path: "/old", referrerHost: "", device: "desktop", views: 5 });
    await app.ctx.services.seo.analytics.prune();
    expect(await viewsOf("/old")).toEqual([]);
  });
});

describe("Core Web Vitals beacons", () => {
  const send = (body: unknown) =>
    request(app.ctx.app)
      .post("/api/vitals")
      .set("User-Agent", browserUA)
      .set("Content-Type", "text/plain")
      .send(JSON.stringify(body));

  it("stores valid reports and computes p75 in SQL", async () => {
    for (const value of [1000, 2000, 3000, 4000, 5000]) {
      expect((await send({ path: "/", metrics: [{ name: "LCP", value }] })).status).toBe(204);
    }
    await send({
      path: "/",
      device: "mobile",
      metrics: [
        { name: "LCP", value: 6000 },
        { name: "CLS", value: 0.05 },
      ],
    });
    const summary = await app.ctx.services.seo.analytics.vitalsSummary();
    // percentile_cont(0.75) over 1000..5000 = 4000; with 6000 added: 4750.
    expect(summary.desktop.LCP).toEqual({ p75: 4000, samples: 5 });
    expect(summary.all.LCP).toEqual({ p75: 4750, samples: 6 });
    expect(summary.mobile.CLS?.p75).toBeCloseTo(0.05);
  });

  it.each([
    [{}],
    [{ path: "no-slash", metrics: [{ name: "LCP", value: 1 }] }],
    [{ path: "/", metrics: [] }],
    [{ path: "/", metrics: [{ name: "XYZ", value: 1 }] }],
    [{ path: "/", metrics: [{ name: "LCP", value: -5 }] }],
  ])("refuses an invalid report with 400: %j", async (body) => {
    expect((await send(body)).status).toBe(400);
  });

  it("refuses an oversized report with 413", async () => {
    const response = await send({ path: `/${"x".repeat(5000)}`, metrics: [{ name: "LCP", value: 1 }] });
    expect(response.status).toBe(413);
  });

  it("ignores reports from bots", async () => {
    const before = (await app.ctx.database.db.select().from(vitalsReports)).length;
    await request(app.ctx.app)
      .post("/api/vitals")
      .set("User-Agent", "Googlebot/2.1")
      .send({ path: "/", metrics: [{ name: "LCP", value: 1 }] });
    expect((await app.ctx.database.db.select().from(vitalsReports)).length).toBe(before);
  });
});

describe("page SEO records", () => {
  it("seeds a record for every public page", async () => {
    const response = await request(app.ctx.app).get("/api/seo/pages").set("Cookie", app.cookie);
    expect(response.status).toBe(200);
    expect(response.body.pages.map((record: { path: string }) => record.path)).toContain("/games/truth-or-dare");
  });

  it("a saved record immediately changes the page's server-rendered head", async () => {
    const response = await saveSeoRecord(app.ctx, app.cookie, "/faq", {
      title: "Answers for Couples",
      description: "Everything about Entwine, answered.",
      keywords: "help, answers",
      canonical: "/faq",
      ogType: "website",
      schemaType: "FAQPage",
      category: "other",
      ogTitle: "Entwine FAQ",
    });
    expect(response.status).toBe(200);
    const html = (await page("/faq")).text;
    expect(html).toContain("<title>Answers for Couples</title>");
    expect(html).toContain('<meta name="description" content="Everything about Entwine, answered."');
    expect(html).toContain('<meta name="keywords" content="help, answers"');
    expect(html).toContain('<meta property="og:title" content="Entwine FAQ"');
  });

  it("refuses a record without title or description", async () => {
    const response = await saveSeoRecord(app.ctx, app.cookie, "/contact", {
      title: "",
      description: "",
    });
    expect(response.status).toBe(400);
  });

  it("export, reset and import round-trip", async () => {
    const [record] = await app.ctx.services.seo.records.list({ q: "/romantic-guides" });
    await app.ctx.services.seo.records.update(record!.id, {
      ...record!,
      title: "Guides, Edited",
      ogType: "website",
      schemaType: "CollectionPage",
      category: "main",
    } as never);
    const exported = await request(app.ctx.app).get("/api/seo/export").set("Cookie", app.cookie);
    expect(exported.status).toBe(200);
    expect(exported.body.pages.find((entry: { path: string }) => entry.path === "/romantic-guides").title).toBe(
      "Guides, Edited",
    );

    const reset = await request(app.ctx.app)
      .post("/api/seo/reset")
      .set("Origin", TEST_ORIGIN)
      .set("Cookie", app.cookie);
    expect(reset.status).toBe(200);
    expect((await app.ctx.services.seo.records.forPath("/romantic-guides"))!.title).not.toBe("Guides, Edited");

    const imported = await request(app.ctx.app)
      .post("/api/seo/import")
      .set("Origin", TEST_ORIGIN)
      .set("Cookie", app.cookie)
      .send(exported.body);
    expect(imported.status).toBe(200);
    expect((await app.ctx.services.seo.records.forPath("/romantic-guides"))!.title).toBe("Guides, Edited");
  });

  it("refuses an import that is not an export", async () => {
    const response = await request(app.ctx.app)
      .post("/api/seo/import")
      .set("Origin", TEST_ORIGIN)
      .set("Cookie", app.cookie)
      .send({ pages: "nope" });
    expect(response.status).toBe(400);
  });

  it("bulk-updates a field across selected pages", async () => {
    const records = await app.ctx.services.seo.records.list({ category: "games" });
    const ids = records.slice(0, 3).map((record) => String(record.id));
    const response = await postAdminForm(
      app.ctx,
      app.cookie,
      "/admin/seo",
      `intent=bulk-update&field=keywords&value=couples%20games&${ids.map((id) => `ids=${id}`).join("&")}`,
    );
    expect(response.status).toBe(200);
    const after = await app.ctx.services.seo.records.list({ category: "games" });
    expect(after.filter((record) => record.keywords === "couples games")).toHaveLength(3);
  });
});

describe("health check and settings", () => {
  it("reports a page missing its description", () => {
    const report = inspectHtml(
      "/x",
      "<html><head><title>Hello</title></head><body><h1>Hi</h1><img src=a.png></body></html>",
      200,
      12,
      "site",
    );
    expect(report.issues).toContain("Missing meta description");
    expect(report.issues).toContain("1 images without alt text");
    expect(report.issues).toContain("No canonical link");
  });

  it("fetches the site's own pages and stores the report", async () => {
    const response = await request(app.ctx.app)
      .post("/api/seo/health-check?depth=1")
      .set("Origin", TEST_ORIGIN)
      .set("Cookie", app.cookie)
      .set("Host", host);
    expect(response.status).toBe(200);
    const home = response.body.pages.find((entry: { path: string }) => entry.path === "/");
    expect(home).toMatchObject({ status: 200, h1Count: 1 });
    expect(home.title).toContain("Entwine");
    expect(home.structuredData).toContain("WebSite");
    expect(response.body.totals.pages).toBeGreaterThan(20);
    const last = await request(app.ctx.app).get("/api/seo/health-check").set("Cookie", app.cookie);
    expect(last.body.checkedAt).toBe(response.body.checkedAt);
    // The health check's own visits are not page views.
    expect(await viewsOf("/positions")).toEqual([]);
  });

  it("uses the saved crawl delay in robots.txt and validates settings", async () => {
    const save = (crawlDelay: string) =>
      postAdminForm(app.ctx, app.cookie, "/admin/seo", {
        intent: "save-settings",
        autoSitemap: "on",
        crawlDelay,
        maxDepth: "3",
        userAgent: "EntwineHealthBot/1.0",
      });
    expect((await save("11")).status).toBe(400);
    expect((await save("4")).status).toBe(200);
    expect((await request(app.ctx.app).get("/robots.txt")).text).toContain("Crawl-delay: 4");
  });

  it.each([
    ["get", "/api/seo/pages"],
    ["get", "/api/seo/export"],
    ["post", "/api/seo/import"],
    ["post", "/api/seo/reset"],
    ["post", "/api/seo/health-check"],
    ["get", "/api/seo/health-check"],
    ["get", "/api/seo/analytics"],
  ] as const)("%s %s needs an admin session", async (method, path) => {
    expect((await request(app.ctx.app)[method](path)).status).toBe(401);
  });

  it("answers the analytics call with real counts and 'not connected' outside sources", async () => {
    const response = await request(app.ctx.app).get("/api/seo/analytics").set("Cookie", app.cookie);
    expect(response.status).toBe(200);
    expect(response.body.traffic.totalViews).toBeGreaterThan(0);
    expect(response.body.notConnected).toEqual(["keywords", "backlinks", "domainAuthority", "socialShares"]);
  });
});
