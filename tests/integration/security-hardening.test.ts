import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginFailures, rateLimitCounters } from "../../server/db/schema";
import { PAGE_BODY_LIMIT } from "../../server/http/input-guard";
import {
  createTestContext,
  loadServerBuild,
  signInAsAdmin,
  TEST_ADMIN,
  TEST_ORIGIN,
  type TestContext,
} from "../support/test-app";

// Findings of the outside probe (issue 23), one case each; every one of them failed before the fix.
let ctx: TestContext;
let cookie: string;
const host = new URL(TEST_ORIGIN).host;
let server: http.Server;
let port: number;

beforeAll(async () => {
  // One reverse proxy in front, as in production behind a load balancer: X-Forwarded-For's last hop is the client.
  ctx = await createTestContext({ build: await loadServerBuild(), env: { TRUST_PROXY: "1" } });
  cookie = await signInAsAdmin(ctx);
  server = http.createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(loginFailures);
  await ctx.database.db.delete(rateLimitCounters);
});

/** Sends a body declared as `declared` bytes, writing at most `sent`, and resolves with the answer's status. */
function postLarge(
  path: string,
  declared: number,
  sent: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(declared),
        Origin: TEST_ORIGIN,
        ...headers,
      },
    });
    req.on("response", (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", (error) => reject(error));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let written = 0;
    const pump = () => {
      while (written < sent) {
        written += chunk.length;
        if (!req.write(chunk)) return req.once("drain", pump);
      }
    };
    pump();
  });
}

describe("1. bodies sent to pages are bounded", () => {
  it("answers 413 to 50 MB posted to /admin/login from its declared length, without reading it", async () => {
    const before = process.memoryUsage().rss;
    const answer = await postLarge("/admin/login", 50 * 1024 * 1024, 2 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(JSON.parse(answer.body)).toEqual({ error: "Request body too large" });
    expect(process.memoryUsage().rss - before).toBeLessThan(20 * 1024 * 1024);
  });

  it("refuses a chunked body without a length (411) and one just over the limit (413); a real form still signs in", async () => {
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = http.request({
        host: "127.0.0.1",
        port,
        path: "/admin/login",
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Transfer-Encoding": "chunked",
          Origin: TEST_ORIGIN,
        },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.write("username=a&password=b");
    });
    expect(chunked).toBe(411);
    expect((await postLarge("/admin/login", PAGE_BODY_LIMIT + 1, PAGE_BODY_LIMIT + 1)).status).toBe(413);
    const form = await request(ctx.app)
      .post("/admin/login")
      .set({ Origin: TEST_ORIGIN, Host: host })
      .type("form")
      .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(form.status).toBe(302);
    expect(String(form.headers["set-cookie"])).toMatch(/entwine_admin=/);
  });
});

describe("1b. API bodies stop at their cap while they stream", () => {
  /** Streams a chunked body of up to `upTo` bytes until the server answers; resolves with the status and bytes sent. */
  function streamChunked(path: string, upTo: number): Promise<{ status: number; sent: number; ms: number }> {
    return new Promise((resolve) => {
      const started = Date.now();
      let sent = 0;
      let status = 0;
      const req = http.request({
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked", Origin: TEST_ORIGIN },
      });
      const finish = () => resolve({ status, sent, ms: Date.now() - started });
      req.on("response", (res) => {
        status = res.statusCode ?? 0;
        res.resume();
        res.on("end", finish);
      });
      req.on("error", () => (status ? undefined : finish()));
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (sent < upTo && !status) {
          sent += chunk.length;
          if (!req.write(chunk)) return req.once("drain", pump);
        }
        if (!status) req.end();
      };
      req.write("[");
      pump();
    });
  }

  it("answers 413 to a 200 MB chunked story long before it is all sent, and the server carries on", async () => {
    const answer = await streamChunked("/api/blogs", 200 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(32 * 1024 * 1024);
    expect((await request(ctx.app).get("/api/blogs")).status).toBe(200);
  });

  it("refuses a declared length past the cap before reading a byte, on any API route", async () => {
    const answer = await postLarge("/api/blogs", 500 * 1024 * 1024, 1024 * 1024, {
      "Content-Type": "application/json",
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    const room = await streamChunked("/api/rooms/move", 10 * 1024 * 1024);
    expect(room.status).toBe(413);
  });
});

describe("2. strangers cannot lock the admin out", () => {
  const from = (address: string) => ({ "X-Forwarded-For": address, Origin: TEST_ORIGIN });
  const login = (address: string, password: string) =>
    request(ctx.app).post("/api/auth/login").set(from(address)).send({ username: TEST_ADMIN.username, password });

  it("locks the username for the failing address only; the owner's right password from elsewhere gets in, slowed down", async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await login("203.0.113.5", "guess")).status).toBe(401);
    const stranger = await login("203.0.113.5", TEST_ADMIN.password);
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers["retry-after"])).toBeGreaterThan(0);

    const started = Date.now();
    const owner = await login("198.51.100.7", TEST_ADMIN.password);
    expect(owner.status).toBe(200);
    // Three failures on the name: the next attempt waits a second (doubling with every further failure).
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it("gives the form sign-in's 429 a Retry-After too", async () => {
    const form = (password: string) =>
      request(ctx.app)
        .post("/admin/login")
        .set({ ...from("203.0.113.9"), Host: host })
        .type("form")
        .send({ username: TEST_ADMIN.username, password });
    for (let attempt = 0; attempt < 3; attempt++) expect((await form("guess")).status).toBe(401);
    const locked = await form(TEST_ADMIN.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("7. a forged X-Forwarded-For does not start fresh counters", () => {
  it("counts by the address the trusted proxy saw, whatever the client put first", async () => {
    for (const forged of ["1.1.1.1", "2.2.2.2", "3.3.3.3"]) {
      const response = await request(ctx.app)
        .post("/api/auth/login")
        .set({ "X-Forwarded-For": `${forged}, 203.0.113.77`, Origin: TEST_ORIGIN })
        .send({ username: "someone", password: "guess" });
      expect(response.status).toBe(401);
    }
    const fourth = await request(ctx.app)
      .post("/api/auth/login")
      .set({ "X-Forwarded-For": "4.4.4.4, 203.0.113.77", Origin: TEST_ORIGIN })
      .send({ username: "another", password: "guess" });
    expect(fourth.status).toBe(429);
  });
});

describe("4. control characters are refused at the edge with a 400 naming the field", () => {
  const story = { title: "A title", content: "<p>Some words.</p>", status: "draft", category: "Romance" };
  const cases: Array<[string, () => request.Test, string]> = [
    [
      "story title",
      () =>
        request(ctx.app)
          .post("/api/blogs")
          .set("Origin", TEST_ORIGIN)
          .send({ ...story, title: "a\u0000b" }),
      "title",
    ],
    [
      "story content",
      () =>
        request(ctx.app)
          .post("/api/blogs")
          .set("Origin", TEST_ORIGIN)
          .send({ ...story, content: "<p>a\u0000b</p>" }),
      "content",
    ],
    [
      "story tag",
      () =>
        request(ctx.app)
          .post("/api/blogs")
          .set("Origin", TEST_ORIGIN)
          .send({ ...story, tags: ["ok", "b\u0001"] }),
      "tags.1",
    ],
    ["?slug", () => request(ctx.app).get("/api/blogs?slug=a%00b"), "slug"],
    ["?id", () => request(ctx.app).get("/api/blogs?id=a%00b"), "id"],
    ["?category", () => request(ctx.app).get("/api/blogs?category=a%00b&limit=3"), "category"],
    ["?exclude", () => request(ctx.app).get("/api/blogs?category=Romance&exclude=a%00b"), "exclude"],
    ["a story page's path", () => request(ctx.app).get("/medium-blog/a%00b"), "path"],
    [
      "the login username (JSON)",
      () =>
        request(ctx.app)
          .post("/api/auth/login")
          .set("Origin", TEST_ORIGIN)
          .send({ username: "ad\u0000min", password: "x" }),
      "username",
    ],
    [
      "the login username (form)",
      () =>
        request(ctx.app)
          .post("/admin/login")
          .set({ Origin: TEST_ORIGIN, Host: host })
          .type("form")
          .send({ username: "ad\u0000min", password: "x" }),
      "username",
    ],
    [
      "a media URL",
      () =>
        request(ctx.app)
          .post("/api/media/url")
          .set({ Origin: TEST_ORIGIN, Cookie: cookie })
          .send({ url: "https://example.com/a\u0000.jpg", title: "x" }),
      "url",
    ],
    [
      "a media PATCH",
      () =>
        request(ctx.app)
          .patch("/api/media/00000000-0000-4000-8000-000000000000")
          .set({ Origin: TEST_ORIGIN, Cookie: cookie })
          .send({ title: "x\u0000" }),
      "title",
    ],
    [
      "a bulk action",
      () =>
        request(ctx.app)
          .post("/api/blogs/bulk")
          .set({ Origin: TEST_ORIGIN, Cookie: cookie })
          .send({ action: "delete", blogIds: ["a\u0000"] }),
      "blogIds.0",
    ],
  ];

  it.each(cases)("%s", async (_name, send, field) => {
    const response = await send();
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(`Invalid characters in ${field}`);
    expect(response.body.details).toEqual({ [field]: ["Control characters (such as NUL) are not allowed"] });
  });

  it("keeps tabs and line breaks", async () => {
    const response = await request(ctx.app)
      .post("/api/blogs")
      .set("Origin", TEST_ORIGIN)
      .send({ ...story, title: "Line one\tand\ttabs", excerpt: "one\ntwo\r\nthree" });
    expect(response.status).toBeLessThan(300);
  });
});

describe("5. deeply nested JSON", () => {
  const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
  it.each(["/api/positions", "/api/journey-positions"])(
    "is refused on %s with a 400, not a stack overflow",
    async (path) => {
      const response = await request(ctx.app)
        .put(path)
        .set({ Origin: TEST_ORIGIN, Cookie: cookie, "Content-Type": "application/json" })
        .send(nested(5000));
      expect(response.status).toBe(400);
      expect(response.body.error).toMatch(/nested too deeply|Bad request|Unexpected/);
      const object = JSON.stringify(Array.from({ length: 40 }).reduce<unknown>((inner) => ({ a: inner }), "x"));
      const deepObject = await request(ctx.app)
        .put(path)
        .set({ Origin: TEST_ORIGIN, Cookie: cookie, "Content-Type": "application/json" })
        .send(object);
      expect(deepObject.status).toBe(400);
      expect(deepObject.body.error).toBe("The request body is nested too deeply");
    },
  );
});

describe("6. likes and ratings cannot be stuffed from one address", () => {
  it("counts sixty likes from one address as one, and thirty device ids from one address as one rating", async () => {
    const created = await request(ctx.app)
      .post("/api/blogs")
      .set({ Origin: TEST_ORIGIN, Cookie: cookie })
      .send({ title: "Stuffing test", content: "<p>Words</p>", status: "published", category: "Romance" });
    const id = created.body.id ?? created.body.blog?.id;
    let likes = 0;
    for (let i = 0; i < 60; i++) {
      const like = await request(ctx.app)
        .post(`/api/blogs?id=${id}&action=like`)
        .set({ Origin: TEST_ORIGIN, "X-Forwarded-For": "203.0.113.66" });
      if (like.status === 200) likes = like.body.likes;
    }
    expect(likes).toBe(1);

    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const rating = await request(ctx.app)
        .post("/api/catalogue/passionate-2/rating")
        .set({ Origin: TEST_ORIGIN, "X-Forwarded-For": "203.0.113.67" })
        .send({ rating: 1, deviceId: `00000000-0000-4000-8000-${String(700 + i).padStart(12, "0")}` });
      statuses.push(rating.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const detail = await request(ctx.app).get("/api/catalogue/passionate-2");
    expect(detail.body.position.ratingCount).toBe(1);
  });
});

describe("8. one client cannot hold every live-update stream, and a carrier's address is not capped", () => {
  /** Opens a stream from `address`; answers its status and a promise that settles when the server ends it. */
  function streamOpener(atPort: number, open: http.ClientRequest[]) {
    return (address: string) =>
      new Promise<{ status: number; ended: Promise<void> }>((resolve, reject) => {
        const req = http.get(
          { host: "127.0.0.1", port: atPort, path: "/api/positions/events", headers: { "X-Forwarded-For": address } },
          (res) => {
            const ended = new Promise<void>((done) => res.on("end", done).on("close", done));
            res.resume();
            resolve({ status: res.statusCode ?? 0, ended });
          },
        );
        req.on("error", reject);
        open.push(req);
      });
  }

  it("lets one carrier address hold sixty streams (no per-address ceiling)", async () => {
    const open: http.ClientRequest[] = [];
    const openStream = streamOpener(port, open);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await openStream("203.0.113.88")).status);
      expect(statuses.every((status) => status === 200)).toBe(true);
    } finally {
      for (const req of open) req.destroy();
    }
  });

  it("when full, a newcomer takes the place of the fullest address's oldest stream; the fullest is refused", async () => {
    const small = await createTestContext({ env: { TRUST_PROXY: "1", EVENT_STREAMS_MAX: "4" } });
    const smallServer = http.createServer(small.app);
    await new Promise<void>((resolve) => smallServer.listen(0, "127.0.0.1", resolve));
    const open: http.ClientRequest[] = [];
    const openStream = streamOpener((smallServer.address() as AddressInfo).port, open);
    try {
      const flooder = [];
      for (let i = 0; i < 4; i++) flooder.push(await openStream("203.0.113.90"));
      expect(flooder.map((stream) => stream.status)).toEqual([200, 200, 200, 200]);
      // A couple's phone from another address gets in; the flooder's oldest stream is ended to make room.
      const couple = await openStream("198.51.100.20");
      expect(couple.status).toBe(200);
      await flooder[0]!.ended;
      // The flooder, holding the most, is refused rather than pushing anyone out.
      expect((await openStream("203.0.113.90")).status).toBe(503);
      // The couple's second tab still gets in, at the flooder's expense; at an even share nobody gives way.
      expect((await openStream("198.51.100.20")).status).toBe(200);
      await flooder[1]!.ended;
      expect((await openStream("198.51.100.20")).status).toBe(503);
      expect(small.services.gamePositions.subscriberCount()).toBe(4);
      // Closed streams are given back.
      for (const req of open) req.destroy();
      await expect.poll(() => small.services.gamePositions.subscriberCount()).toBe(0);
      expect((await openStream("203.0.113.90")).status).toBe(200);
    } finally {
      for (const req of open) req.destroy();
      smallServer.closeAllConnections();
      await new Promise((resolve) => smallServer.close(resolve));
      await small.close();
    }
  });
});

describe("3. visitor uploads are not anonymous public file hosting", () => {
  const visitor = "203.0.113.120";
  const png = async (shade: number) =>
    (await import("sharp"))
      .default({ create: { width: 32, height: 32, channels: 3, background: { r: shade, g: 40, b: 90 } } })
      .png()
      .toBuffer();
  async function visitorUpload(buffer: Buffer, name: string, address = visitor, uploadsCookie?: string) {
    let call = request(ctx.app).post("/api/media").set({ Origin: TEST_ORIGIN, "X-Forwarded-For": address });
    if (uploadsCookie) call = call.set("Cookie", uploadsCookie);
    return call.attach("file", buffer, { filename: name });
  }
  const cookieOf = (response: request.Response) => String(response.headers["set-cookie"] ?? "").split(";")[0]!;
  const story = (content: string) =>
    request(ctx.app)
      .post("/api/blogs")
      .set({ Origin: TEST_ORIGIN, "X-Forwarded-For": visitor })
      .send({ title: `With a photo ${content.length}`, content, status: "pending", category: "Romance" });

  it("keeps an upload private to its uploader and the admin until a published story shows it", async () => {
    const uploaded = await visitorUpload(await png(10), "ours.png");
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.isPublic).toBe(false);
    const mine = cookieOf(uploaded);
    expect(mine).toMatch(/^entwine_uploads=[\w-]{43}$/);
    expect(String(uploaded.headers["set-cookie"])).toMatch(/HttpOnly; SameSite=Lax/);

    expect((await request(ctx.app).get(uploaded.body.url)).status).toBe(404);
    const own = await request(ctx.app).get(uploaded.body.url).set("Cookie", mine);
    expect(own.status).toBe(200);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect((await request(ctx.app).get(uploaded.body.url).set("Cookie", cookie)).status).toBe(200);

    const pending = await story(`<p>Look</p><img src="${uploaded.body.url}">`);
    expect(pending.status).toBe(201);
    expect((await request(ctx.app).get(uploaded.body.url)).status).toBe(404);
    const approved = await request(ctx.app)
      .patch(`/api/blogs/${pending.body.id}/approve`)
      .set({ Origin: TEST_ORIGIN, Cookie: cookie });
    expect(approved.status).toBe(200);
    const open = await request(ctx.app).get(uploaded.body.url);
    expect(open.status).toBe(200);
    expect(open.headers["cache-control"]).toContain("public");
  });

  it("deletes the upload of a rejected story, and unused uploads after seven days", async () => {
    const first = await visitorUpload(await png(20), "rejected.png", "203.0.113.121");
    const mine = cookieOf(first);
    const unused = await visitorUpload(await png(30), "unused.png", "203.0.113.121", mine);
    const pending = await story(`<p>Look</p><img src="${first.body.url}">`);
    const rejected = await request(ctx.app)
      .patch(`/api/blogs/${pending.body.id}/reject`)
      .set({ Origin: TEST_ORIGIN, Cookie: cookie })
      .send({ rejectionReason: "Not for us" });
    expect(rejected.status).toBe(200);
    expect((await request(ctx.app).get(first.body.url).set("Cookie", mine)).status).toBe(404);
    expect((await request(ctx.app).get(`/api/media/${first.body.id}`).set("Cookie", cookie)).status).toBe(404);

    expect((await request(ctx.app).get(unused.body.url).set("Cookie", mine)).status).toBe(200);
    ctx.clock.advance(8 * 24 * 3_600_000);
    const swept = await ctx.services.media.sweepVisitorUploads();
    expect(swept.deleted).toBeGreaterThanOrEqual(1);
    expect((await request(ctx.app).get(unused.body.url).set("Cookie", mine)).status).toBe(404);
    ctx.clock.set("2026-06-15T12:00:00.000Z");
  });

  it("caps what one address stores in a day", async () => {
    const address = "203.0.113.122";
    const { VISITOR_DAILY_UPLOAD_BYTES, VISITOR_ALLOWANCE_MESSAGE } = await import("../../server/http/api/media");
    await ctx.services.rateLimits.hit(
      VISITOR_DAILY_UPLOAD_BYTES,
      ctx.services.rateLimits.clientKey(address),
      VISITOR_DAILY_UPLOAD_BYTES.limit - 100,
    );
    const refused = await visitorUpload(await png(40), "one-too-many.png", address);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(VISITOR_ALLOWANCE_MESSAGE);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("refuses a video whose container does not hold together (an MP4 header followed by HTML)", async () => {
    const ftyp = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypisom"),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from("isommp41"),
    ]);
    const disguised = Buffer.concat([
      ftyp,
      Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>".repeat(20)),
    ]);
    const response = await visitorUpload(disguised, "clip.mp4", "203.0.113.123");
    expect(response.status).toBe(415);
  });
});

describe("10. smaller findings", () => {
  it("ships no guessed origin such as http://localhost:3000 in the browser's code", async () => {
    const fs = await import("node:fs");
    const path = await import("node:path");
    const assets = path.join(process.cwd(), process.env.BUILD_DIR ?? "build", "client", "assets");
    const scripts = fs.readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    for (const name of scripts)
      expect(fs.readFileSync(path.join(assets, name), "utf8"), name).not.toContain("localhost:3000");
  });

  it("drops right-to-left overrides and isolates from titles", async () => {
    const response = await request(ctx.app).post("/api/blogs").set({ Origin: TEST_ORIGIN, Cookie: cookie }).send({
      title: "Holiday \u202Egpj.exe\u202C photos \u2067x\u2069",
      content: "<p>Words</p>",
      status: "draft",
      category: "Romance",
    });
    expect(response.status).toBeLessThan(300);
    const title = response.body.blog?.title ?? response.body.title;
    expect(title).toBe("Holiday gpj.exe photos x");
  });

  it("refuses a visitor's story that shows pictures from another site, which the CSP would block", async () => {
    const refused = await request(ctx.app)
      .post("/api/blogs")
      .set({ Origin: TEST_ORIGIN, "X-Forwarded-For": "203.0.113.140" })
      .send({
        title: "Linked",
        content: '<p>Hi</p><img src="https://tracker.example/pixel.gif">',
        featuredImage: "https://tracker.example/a.jpg",
        status: "draft",
      });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      "Images and videos must be uploaded to the site: pictures linked from other sites cannot be shown here.",
    );
    expect(Object.keys(refused.body.details).sort()).toEqual(["content", "featuredImage"]);
  });

  it("serves a visitor with a forged session cookie from the page cache, like any signed-out visitor", async () => {
    const cached = await createTestContext({ build: await loadServerBuild(), htmlCache: true });
    try {
      const get = (extra: Record<string, string> = {}) =>
        request(cached.app)
          .get("/games")
          .set({ Accept: "text/html", Host: host, ...extra });
      const cache = cached.app.locals.htmlCache as { stats(): { hits: number } };
      await get();
      const hits = cache.stats().hits;
      const second = await get({ Cookie: "entwine_admin=forged-value-that-is-no-session" });
      expect(second.status).toBe(200);
      expect(cache.stats().hits).toBe(hits + 1);
    } finally {
      await cached.close();
    }
  });
});
