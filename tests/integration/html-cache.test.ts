import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, loadServerBuild, signInAsAdmin, TEST_ORIGIN, type TestContext } from "../support/test-app";

let ctx: TestContext;
const host = new URL(TEST_ORIGIN).host;
const page = (path: string) => request(ctx.app).get(path).set("Host", host).set("Accept", "text/html").set("Accept-Encoding", "gzip");

beforeAll(async () => {
  ctx = await createTestContext({ build: await loadServerBuild(), htmlCache: true });
});
afterAll(async () => ctx?.close());

function nonceOf(response: request.Response) {
  return /'nonce-([^']+)'/.exec(response.headers["content-security-policy"])?.[1];
}

describe("rendered-page cache", () => {
  it("serves a public page's second request from the cache, gzipped, its scripts allowed by hash, never by a repeated nonce", async () => {
    const first = await page("/faq");
    const second = await page("/faq");
    const third = await page("/faq");
    expect(second.status).toBe(200);
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(second.text).toBe(first.text);
    for (const response of [first, second, third]) expect(nonceOf(response)).toBeUndefined();
    const scriptSrc = /script-src ([^;]+)/.exec(second.headers["content-security-policy"])![1]!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    const inline = [...second.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !/\ssrc=/.test(match[1]!));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      const hash = (await import("node:crypto")).createHash("sha256").update(body!).digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it("shows an SEO record change at once", async () => {
    await page("/contact");
    const cookie = await signInAsAdmin(ctx);
    const [record] = await ctx.services.seo.records.list({ q: "/contact" });
    const saved = await request(ctx.app)
      .post("/admin/seo")
      .set("Host", host)
      .set("Origin", TEST_ORIGIN)
      .set("Cookie", cookie)
      .type("form")
      .send({ intent: "update-record", id: String(record!.id), title: "Reach the Entwine team", description: "How to reach us.", ogType: "website", schemaType: "ContactPage", category: "other" });
    expect(saved.status).toBe(200);
    expect((await page("/contact")).text).toContain("<title>Reach the Entwine team</title>");
  });

  it("never serves the cached copy to the signed-in admin", async () => {
    await page("/games");
    const cookie = await signInAsAdmin(ctx);
    const asAdmin = await page("/games").set("Cookie", cookie);
    expect(asAdmin.text).toContain('href="/admin"');
    expect((await page("/games")).text).not.toContain('href="/admin"');
  });

  it("shows a newly published post on the list at once, while likes do not flush the cache", async () => {
    const cookie = await signInAsAdmin(ctx);
    await page("/medium-blogs");
    const created = await request(ctx.app)
      .post("/api/blogs")
      .set("Origin", TEST_ORIGIN)
      .set("Cookie", cookie)
      .send({ title: "A Fresh Story About Slow Mornings", content: "<p>Coffee, light, and no hurry.</p>", status: "published", category: "Romance" });
    expect(created.status).toBeLessThan(300);
    expect((await page("/medium-blogs")).text).toContain("A Fresh Story About Slow Mornings");
    const cache = ctx.app.locals.htmlCache as { stats(): { hits: number } };
    const hitsBefore = cache.stats().hits;
    const like = await request(ctx.app).post(`/api/blogs?id=${created.body.id}&action=like`).set("Origin", TEST_ORIGIN);
    expect(like.status).toBe(200);
    await page("/medium-blogs");
    expect(cache.stats().hits).toBe(hitsBefore + 1);
  });

  it("caches signed-out reads of the public JSON lists and flushes them on writes", async () => {
    const cache = ctx.app.locals.htmlCache as { stats(): { hits: number } };
    const first = await request(ctx.app).get("/api/positions");
    expect(first.status).toBe(200);
    const hits = cache.stats().hits;
    const second = await request(ctx.app).get("/api/positions");
    expect(second.body).toEqual(first.body);
    expect(cache.stats().hits).toBe(hits + 1);
    const notModified = await request(ctx.app).get("/api/positions").set("If-None-Match", first.headers.etag);
    expect(notModified.status).toBe(304);

    const cookie = await signInAsAdmin(ctx);
    const renamed = first.body.positions.slice(0, 3).map((position: { title: string }, index: number) => (index === 0 ? { ...position, title: "Renamed Through The API" } : position));
    const put = await request(ctx.app).put("/api/positions").set("Origin", TEST_ORIGIN).set("Cookie", cookie).send(renamed);
    expect(put.status).toBe(200);
    const after = await request(ctx.app).get("/api/positions");
    expect(after.body.positions[0].title).toBe("Renamed Through The API");
    expect(after.body.positions).toHaveLength(3);
  });
});
