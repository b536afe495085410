import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestListener } from "@server/app";
import { isVariant, type HtmlCache } from "@server/http/html-cache";
import { createTestContext, loadServerBuild, signInAsAdmin, TEST_ORIGIN, type TestContext } from "../support/test-app";
import { saveSeoRecord } from "../support/admin-requests";

let ctx: TestContext;
const host = new URL(TEST_ORIGIN).host;
const page = (path: string) =>
  request(ctx.app).get(path).set("Host", host).set("Accept", "text/html").set("Accept-Encoding", "gzip");

beforeAll(async () => {
  ctx = await createTestContext({ build: await loadServerBuild(), htmlCache: true });
});
afterAll(async () => ctx?.close());

/** The rendered-page cache a test app keeps (on app.locals), to read its counters. */
const cacheOf = (context: TestContext) => context.app.locals.htmlCache as HtmlCache;

/** The signed-in admin publishes a Romance story through the API. */
const publishStory = (cookie: string, title: string, content: string) =>
  request(ctx.app)
    .post("/api/blogs")
    .set("Origin", TEST_ORIGIN)
    .set("Cookie", cookie)
    .send({ title, content, status: "published", category: "Romance" });

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
    const inline = [...second.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (match) => !/\ssrc=/.test(match[1]!),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      const hash = (await import("node:crypto")).createHash("sha256").update(body!).digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it("shows an SEO record change at once", async () => {
    await page("/contact");
    const cookie = await signInAsAdmin(ctx);
    const saved = await saveSeoRecord(ctx, cookie, "/contact", {
      title: "Reach the Entwine team",
      description: "How to reach us.",
      ogType: "website",
      schemaType: "ContactPage",
      category: "other",
    });
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
    const created = await publishStory(
      cookie,
      "A Fresh Story About Slow Mornings",
      "<p>Coffee, light, and no hurry.</p>",
    );
    expect(created.status).toBeLessThan(300);
    expect((await page("/medium-blogs")).text).toContain("A Fresh Story About Slow Mornings");
    const cache = cacheOf(ctx);
    const hitsBefore = cache.stats().hits;
    const like = await request(ctx.app).post(`/api/blogs?id=${created.body.id}&action=like`).set("Origin", TEST_ORIGIN);
    expect(like.status).toBe(200);
    await page("/medium-blogs");
    expect(cache.stats().hits).toBe(hitsBefore + 1);
  });

  it("caches signed-out reads of the public JSON lists and flushes them on writes", async () => {
    const cache = cacheOf(ctx);
    const first = await request(ctx.app).get("/api/positions");
    expect(first.status).toBe(200);
    const hits = cache.stats().hits;
    const second = await request(ctx.app).get("/api/positions");
    expect(second.body).toEqual(first.body);
    expect(cache.stats().hits).toBe(hits + 1);
    const notModified = await request(ctx.app).get("/api/positions").set("If-None-Match", first.headers.etag);
    expect(notModified.status).toBe(304);

    const cookie = await signInAsAdmin(ctx);
    const renamed = first.body.positions
      .slice(0, 3)
      .map((position: { title: string }, index: number) =>
        index === 0 ? { ...position, title: "Renamed Through The API" } : position,
      );
    const put = await request(ctx.app)
      .put("/api/positions")
      .set("Origin", TEST_ORIGIN)
      .set("Cookie", cookie)
      .send(renamed);
    expect(put.status).toBe(200);
    const after = await request(ctx.app).get("/api/positions");
    expect(after.body.positions[0].title).toBe("Renamed Through The API");
    expect(after.body.positions).toHaveLength(3);
  });

  it("never answers a stored list older than the version open pages were told, nor 304 to its old ETag", async () => {
    // An open page hears of a change from the list's notice, sent when the write commits, and asks for the list at
    // once: before the write's answer has finished and forgotten the stored list (on another instance, before the
    // flush notice comes). Writing through the service alone is that moment: nothing has forgotten anything yet.
    const first = await request(ctx.app).get("/api/positions");
    expect(first.status).toBe(200);
    const stored = await request(ctx.app).get("/api/positions");
    expect(stored.headers["x-list-version"]).toBe(first.headers["x-list-version"]);
    const written = await ctx.services.gamePositions.scratch.create({
      title: "Told Before Forgotten",
      image: "https://example.test/told.webp",
      description: "A change the notice names first.",
      mediaType: "image",
      category: "Seated",
      difficulty: "beginner",
      tags: ["close"],
    });
    expect(written.version).toBe(Number(first.headers["x-list-version"]) + 1);
    const asked = await request(ctx.app).get("/api/positions").set("If-None-Match", first.headers.etag);
    expect(asked.status).toBe(200);
    expect(asked.headers["x-list-version"]).toBe(String(written.version));
    expect(asked.body.positions.map((position: { title: string }) => position.title)).toContain(
      "Told Before Forgotten",
    );
    // The fresh answer is stored in its turn, with its version.
    const again = await request(ctx.app).get("/api/positions").set("If-None-Match", asked.headers.etag);
    expect(again.status).toBe(304);
  });

  it("answers a stored page before Express, with the same headers and bytes as the full chain, and counts the visit", async () => {
    const listener = requestListener(ctx.app);
    const cache = cacheOf(ctx);
    const phone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
    const visit = (encoding: string) =>
      request(listener)
        .get("/love-language-explorer")
        .set("Host", host)
        .set("Accept", "text/html")
        .set("Accept-Encoding", encoding)
        .set("User-Agent", phone)
        .set("Referer", "https://search.example/")
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => done(null, Buffer.concat(chunks)));
        });
    /** The visits the analytics have counted for the page so far. */
    const views = async () => {
      await ctx.services.seo.analytics.flush();
      const summary = await ctx.services.seo.analytics.trafficSummary(1);
      return summary.topPages.find((row) => row.path === "/love-language-explorer")?.views ?? 0;
    };
    const viewsBefore = await views();
    const fastBefore = cache.stats().fastHits;
    const throughExpress = await visit("gzip"); // rendered, stored and sent by the full chain
    expect(cache.stats().fastHits).toBe(fastBefore);
    const hits = cache.stats().hits;
    const fast = await visit("gzip"); // answered before Express
    expect(cache.stats()).toMatchObject({ hits: hits + 1, fastHits: fastBefore + 1 });
    expect(fast.status).toBe(200);
    expect(fast.body).toEqual(throughExpress.body);
    const withoutDate = (headers: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(headers).filter(([name]) => !["date", "connection", "keep-alive"].includes(name)),
      );
    expect(withoutDate(fast.headers)).toEqual(withoutDate(throughExpress.headers));
    expect(fast.headers["content-security-policy"]).toContain("'sha256-");
    expect(fast.headers["strict-transport-security"] ?? fast.headers["x-content-type-options"]).toBeDefined();

    const brotli = await visit("gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    // The HTTP client may already have undone the encoding itself.
    const zlib = await import("node:zlib");
    const decoded = (body: Buffer, decode: (input: Buffer) => Buffer) => {
      try {
        return decode(body).toString();
      } catch {
        return body.toString();
      }
    };
    expect(decoded(brotli.body as Buffer, zlib.brotliDecompressSync)).toBe(
      decoded(fast.body as Buffer, zlib.gunzipSync),
    );
    expect(decoded(fast.body as Buffer, zlib.gunzipSync)).toContain("</html>");

    // A request with a cookie (a session, maybe the admin's) always goes through the app.
    const fastHits = cache.stats().fastHits;
    await request(listener)
      .get("/love-language-explorer")
      .set("Host", host)
      .set("Accept", "text/html")
      .set("Cookie", "other=1");
    expect(cache.stats().fastHits).toBe(fastHits);
    // ...except the age answer's session cookie alone (every tab shares it): that is still a plain visitor, served
    // before Express and counted.
    const withAge = await request(listener)
      .get("/love-language-explorer")
      .set("Host", host)
      .set("Accept", "text/html")
      .set("Cookie", "entwine-age=18")
      .set("User-Agent", phone);
    expect(withAge.status).toBe(200);
    expect(cache.stats().fastHits).toBe(fastHits + 1);
    // The age cookie next to any other cookie goes through the app again.
    await request(listener)
      .get("/love-language-explorer")
      .set("Host", host)
      .set("Accept", "text/html")
      .set("Cookie", "entwine-age=18; entwine_admin=x");
    expect(cache.stats().fastHits).toBe(fastHits + 1);
    expect((await views()) - viewsBefore).toBe(4);
  });

  it("answers a stored page without a render whatever the visitor's headers or method", async () => {
    const cache = cacheOf(ctx);
    const listener = requestListener(ctx.app);
    const renders = () => cache.stats().misses;
    const first = await page("/romantic-guides");
    expect(first.status).toBe(200);
    const before = renders();
    // Each through the full chain and through the fast path before Express.
    for (const target of [ctx.app, listener]) {
      const get = () => request(target).get("/romantic-guides").set("Host", host);
      const answers = [
        await get().set("Accept", "*/*"),
        await get().unset("Accept"),
        await get().set("Accept", "application/json"),
        await get().set("Accept", "text/html").set("Cache-Control", "no-cache").set("Pragma", "no-cache"),
        await get().set("Accept", "text/html").set("Range", "bytes=0-10"),
        await get().set("Accept", "text/html").set("If-None-Match", '"made-up"'),
        await get().set("Accept", "text/html").set("Accept-Encoding", "identity"),
        await get().set("Cookie", "not-a-session=1"),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.text).toBe(first.text);
      }
      const head = await request(target).head("/romantic-guides").set("Host", host);
      expect(head.status).toBe(200);
      expect(head.headers["content-type"]).toMatch(/text\/html/);
    }
    expect(renders()).toBe(before);

    // A HEAD for a page nobody asked for yet renders it once, and its GET is then stored.
    await request(listener).head("/together").set("Host", host);
    const afterHead = renders();
    expect((await request(listener).get("/together").set("Host", host)).status).toBe(200);
    expect(renders()).toBe(afterHead);
  });

  it("keeps stored pages stored through visitors' writes: room moves, desire-match steps, contact messages and drafts", async () => {
    const cache = cacheOf(ctx);
    for (const path of ["/faq", "/positions", "/medium-blogs"]) await page(path);
    const post = (path: string, body: object) =>
      request(ctx.app).post(path).set("Origin", TEST_ORIGIN).set("Host", host).send(body);

    const room = await post("/api/rooms", { game: "passion-dice" });
    await post("/api/rooms/join", { code: room.body.code });
    for (const [seq, move] of [{ type: "roll" }, { type: "finish", completed: true }].entries()) {
      const moved = await post("/api/rooms/move", {
        room: room.body.room,
        secret: room.body.secret,
        seq,
        move: { game: "passion-dice", ...move },
      });
      expect(moved.status).toBe(200);
    }
    const match = await post("/api/desire-match", { level: "sweet" });
    expect(match.status).toBe(201);
    const joined = await post(`/api/desire-match/${match.body.id}/join`, { joinToken: match.body.joinToken });
    expect(joined.status).toBe(200);
    const draft = await post("/api/blogs", {
      title: "A Draft Nobody Sees Yet",
      content: "<p>Not yet.</p>",
      status: "draft",
    });
    expect(draft.status).toBe(201);
    const message = await request(ctx.app)
      .post("/contact")
      .set({ Origin: TEST_ORIGIN, Host: host, Accept: "text/html" })
      .type("form")
      .send({ message: "Lovely site, thank you." });
    expect(message.status).toBe(200);

    const before = cache.stats();
    for (const path of ["/faq", "/positions", "/medium-blogs"]) expect((await page(path)).status).toBe(200);
    expect(cache.stats()).toMatchObject({ hits: before.hits + 3, misses: before.misses });
  });

  it("forgets only what an admin's write touched: a story forgets story pages, not the positions", async () => {
    const cache = cacheOf(ctx);
    await page("/positions");
    await page("/medium-blogs");
    const cookie = await signInAsAdmin(ctx);
    const created = await publishStory(cookie, "Evenings Without Screens", "<p>Phones in a drawer, candles lit.</p>");
    expect(created.status).toBe(201);
    const before = cache.stats();
    await page("/positions");
    expect(cache.stats()).toMatchObject({ hits: before.hits + 1, misses: before.misses });
    expect((await page("/medium-blogs")).text).toContain("Evenings Without Screens");
    expect(cache.stats().misses).toBe(before.misses + 1);
  });
});

describe("stale pages", () => {
  let clock = Date.parse("2026-06-15T12:00:00Z");
  let stale: TestContext;
  const stalePage = (path: string) => request(stale.app).get(path).set("Host", host).set("Accept", "text/html");
  beforeAll(async () => {
    stale = await createTestContext({
      build: await loadServerBuild(),
      htmlCache: true,
      htmlCacheTiming: { now: () => clock, ttlMs: 60_000, staleMs: 600_000, maxEntries: 20, maxVariants: 5 },
    });
  });
  afterAll(async () => stale?.close());

  it("serves a page past its time to live at once and renders its fresh copy in the background", async () => {
    const cache = cacheOf(stale);
    await stalePage("/faq");
    clock += 61_000;
    const before = cache.stats();
    expect((await stalePage("/faq")).status).toBe(200);
    expect(cache.stats()).toMatchObject({ hits: before.hits + 1, misses: before.misses });
    await expect.poll(() => cache.stats().revalidations).toBe(before.revalidations + 1);
    // The fresh copy is stored: served without another render.
    expect((await stalePage("/faq")).status).toBe(200);
    expect(cache.stats()).toMatchObject({
      hits: before.hits + 2,
      misses: before.misses,
      revalidations: before.revalidations + 1,
    });
    // Long past its time, a page is rendered for the visitor again.
    clock += 60 * 60_000;
    await stalePage("/faq");
    expect(cache.stats().misses).toBe(before.misses + 1);
  });

  it("keeps the pages used last when a pool is full, however often the newest is asked for", async () => {
    const cache = cacheOf(stale);
    const renders = () => cache.stats().misses;
    const variant = (n: number) => `/faq?lru=${n}`;
    // The variants' pool holds five: 1 to 5 stored, then 1 used again, 6 stored: 2 is the one that goes.
    for (let n = 1; n <= 5; n++) await stalePage(variant(n));
    await stalePage(variant(1));
    await stalePage(variant(6));
    for (let n = 0; n < 3; n++) await stalePage(variant(6));
    await stalePage(variant(7));
    const before = renders();
    for (const n of [1, 4, 5, 6, 7]) await stalePage(variant(n));
    expect(renders()).toBe(before);
    await stalePage(variant(2));
    await stalePage(variant(3));
    expect(renders()).toBe(before + 2);
  });

  it("keeps made-up query strings and spellings in a pool of their own: a flood of them pushes no page out", async () => {
    const cache = cacheOf(stale);
    const listener = requestListener(stale.app);
    const renders = () => cache.stats().misses;
    const own = ["/romantic-guides", "/together", "/contact"];
    for (const path of own) await stalePage(path);
    for (let i = 0; i < 30; i++) {
      await request(listener)
        .get(i % 2 ? `/romantic-guides?utm=${i}` : `/Romantic-Guides${"/".repeat(1 + (i % 3))}`)
        .set("Host", host);
    }
    const afterFlood = renders();
    for (const path of own)
      expect((await request(listener).get(path).set("Host", host).set("Accept", "*/*")).status).toBe(200);
    expect(renders()).toBe(afterFlood);
    expect(isVariant("/romantic-guides")).toBe(false);
    expect(isVariant("/")).toBe(false);
    expect(["/games?x=1", "/Games", "/games/", "/g%61mes", "/games.data", "/games//x"].filter(isVariant)).toHaveLength(
      6,
    );
  });
});
