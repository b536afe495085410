import request from "supertest";
import { describe, expect, it } from "vitest";
import { sitePages } from "@domain/seo/site-pages";
import { TEST_ORIGIN } from "../support/test-app";
import { pagesAppForFile } from "./support/pages-app";

const host = new URL(TEST_ORIGIN).host;

const app = pagesAppForFile({ signedIn: true });

type Method = "post" | "put" | "patch" | "delete";

/** Every state-changing call that needs the admin. */
const adminCalls: Array<[Method, string, unknown?]> = [
  ["put", "/api/positions", []],
  ["post", "/api/positions", { title: "x" }],
  ["post", "/api/positions/reorder", { ids: [] }],
  ["put", "/api/positions/some-id", { title: "x" }],
  ["delete", "/api/positions/some-id"],
  ["put", "/api/journey-positions", []],
  ["post", "/api/journey-positions", { name: "x" }],
  ["put", "/api/journey-positions/some-id", { name: "x" }],
  ["delete", "/api/journey-positions/some-id"],
  ["delete", "/api/blogs?id=some-id"],
  ["post", "/api/blogs/bulk", { action: "delete", blogIds: ["x"] }],
  ["patch", "/api/blogs/some-id/approve", {}],
  ["patch", "/api/blogs/some-id/reject", { rejectionReason: "x" }],
  ["post", "/api/media/url", { url: "https://example.com/a.jpg", title: "x" }],
  ["patch", "/api/media/some-id", { title: "x" }],
  ["delete", "/api/media/some-id"],
  ["post", "/api/seo/import", { version: 1, pages: [] }],
  ["post", "/api/seo/reset"],
  ["post", "/api/seo/health-check"],
];

/** Public writes: open to visitors, but never from another site with a app.cookie. */
const publicWrites: Array<[Method, string, unknown?]> = [
  ["post", "/api/blogs", { title: "t", content: "<p>c</p>", status: "draft" }],
  ["post", "/api/blogs?id=x&action=like"],
  ["post", "/api/catalogue/romantic-1/view"],
  ["post", "/api/catalogue/romantic-1/rating", { rating: 5, deviceId: "00000000-0000-4000-8000-000000000000" }],
  ["post", "/api/vitals", { path: "/", metrics: [{ name: "LCP", value: 1 }] }],
  ["post", "/api/auth/logout"],
  ["post", "/admin/login", { username: "a", password: "b" }],
];

function send(method: Method, path: string, body?: unknown) {
  const call = request(app.ctx.app)[method](path);
  return body === undefined ? call : call.send(body as object);
}

describe("state-changing routes", () => {
  it.each(adminCalls)("%s %s answers 401 without a session", async (method, path, body) => {
    const response = await send(method, path, body).set("Origin", TEST_ORIGIN);
    expect(response.status).toBe(401);
    expect(response.body.error).toBeTruthy();
  });

  it.each([...adminCalls, ...publicWrites])(
    "%s %s answers 403 from another origin with the admin's cookie",
    async (method, path, body) => {
      const response = await send(method, path, body).set("Origin", "https://evil.example").set("Cookie", app.cookie);
      expect(response.status).toBe(403);
    },
  );

  it("also refuses a cross-site Referer when Origin is absent", async () => {
    const response = await request(app.ctx.app)
      .post("/api/seo/reset")
      .set("Referer", "https://evil.example/page")
      .set("Cookie", app.cookie);
    expect(response.status).toBe(403);
  });
});

const xssCorpus = [
  `<script>alert("x")</script>`,
  `<img src=x onerror=alert(1)>`,
  `"><svg onload=alert(1)>`,
  `<a href="javascript:alert(1)">click</a>`,
  `<iframe src="https://evil.example"></iframe>`,
  `</title><script>alert(2)</script>`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
];

describe("XSS", () => {
  it("never renders an active payload from any blog field", async () => {
    for (const [index, payload] of xssCorpus.entries()) {
      const created = await request(app.ctx.app)
        .post("/api/blogs")
        .set("Origin", TEST_ORIGIN)
        .set("Cookie", app.cookie)
        .send({
          title: `Story ${index} ${payload}`,
          content: `<p>Hello</p>${payload}<p>world</p>`,
          excerpt: payload,
          tags: [payload, "safe"],
          author: payload,
          category: "Romance",
          metaDescription: payload,
          status: "published",
        });
      expect(created.status, payload).toBeLessThan(300);
      const slug = created.body.slug ?? created.body.post?.slug;
      const page = await request(app.ctx.app).get(`/blog/${slug}`).set("Host", host);
      expect(page.status).toBe(200);
      const html = page.text;
      expect(html, payload).not.toMatch(/<script>alert/i);
      expect(html, payload).not.toMatch(/<img[^>]+onerror=/i);
      expect(html, payload).not.toMatch(/<svg[^>]+onload=/i);
      expect(html, payload).not.toMatch(/href="javascript:/i);
      expect(html, payload).not.toMatch(/<iframe/i);
      expect(html, payload).not.toMatch(/url\(javascript:/i);
      const list = await request(app.ctx.app).get("/medium-blogs").set("Host", host);
      expect(list.text).not.toMatch(/<script>alert|onerror=alert|onload=alert/i);
    }
  });

  it("escapes an SEO record's title in the served head", async () => {
    const [record] = await app.ctx.services.seo.records.list({ q: "/contact" });
    await app.ctx.services.seo.records.update(record!.id, {
      title: `</title><script>alert(3)</script>`,
      description: `"><script>alert(4)</script>`,
      keywords: "",
      canonical: "/contact",
      ogType: "website",
      schemaType: "ContactPage",
      category: "other",
    });
    const html = (await request(app.ctx.app).get("/contact").set("Host", host)).text;
    expect(html).not.toContain("<script>alert(3)");
    expect(html).not.toContain("<script>alert(4)");
    await app.ctx.services.seo.records.resetAll();
  });
});

describe("hostile query parameters", () => {
  const injections = [
    `' OR '1'='1`,
    `1; DROP TABLE blog_posts;--`,
    `%27%20OR%201=1--`,
    `\\' UNION SELECT password_hash FROM admin_users--`,
    `${"a".repeat(3000)}`,
    `../../etc/passwd`,
    `{"$gt":""}`,
  ];
  const targets = [
    (value: string) => `/api/blogs?q=${encodeURIComponent(value)}&page=1`,
    (value: string) => `/api/blogs?category=${encodeURIComponent(value)}&page=1`,
    (value: string) => `/api/blogs?sort=${encodeURIComponent(value)}&page=1`,
    (value: string) => `/api/blogs?slug=${encodeURIComponent(value)}`,
    (value: string) => `/api/blogs?page=${encodeURIComponent(value)}&pageSize=${encodeURIComponent(value)}`,
    (value: string) =>
      `/api/catalogue?style=${encodeURIComponent(value)}&difficulty=${encodeURIComponent(value)}&sort=${encodeURIComponent(value)}&page=${encodeURIComponent(value)}`,
    (value: string) => `/api/catalogue/${encodeURIComponent(value)}`,
    (value: string) =>
      `/medium-blogs?q=${encodeURIComponent(value)}&category=${encodeURIComponent(value)}&sort=${encodeURIComponent(value)}&page=${encodeURIComponent(value)}`,
    (value: string) =>
      `/positions/most-popular?style=${encodeURIComponent(value)}&difficulty=${encodeURIComponent(value)}`,
    (value: string) => `/blog/${encodeURIComponent(value)}`,
  ];

  it("answers 4xx or a normal result, never 500", async () => {
    for (const target of targets) {
      for (const value of injections) {
        const path = target(value);
        const response = await request(app.ctx.app).get(path).set("Host", host);
        expect(response.status, path).toBeLessThan(500);
      }
    }
    const admin = await request(app.ctx.app)
      .get(`/api/media?q=${encodeURIComponent(injections[0]!)}&type=x`)
      .set("Cookie", app.cookie);
    expect(admin.status).toBeLessThan(500);
    // The table is still there.
    expect((await request(app.ctx.app).get("/api/blogs")).status).toBe(200);
  });
});

describe("oversize bodies", () => {
  it("refuses a JSON body over the limit with 413", async () => {
    const response = await request(app.ctx.app)
      .post("/api/blogs")
      .set("Origin", TEST_ORIGIN)
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ title: "big", content: "x".repeat(3 * 1024 * 1024) }));
    expect(response.status).toBe(413);
  });
});

describe("media paths", () => {
  it.each([
    "/media/..%2F..%2Fetc%2Fpasswd",
    "/media/%2e%2e%2fpackage.json",
    "/media/../../package.json",
    "/media/..\\..\\package.json",
    "/media/.env",
  ])("refuses %s", async (path) => {
    const response = await request(app.ctx.app).get(path);
    expect([400, 403, 404]).toContain(response.status);
    expect(response.text).not.toContain('"name": "entwine"');
  });
});

describe("Content-Security-Policy", () => {
  it("is present on every page, with a nonce and no unsafe-inline script", async () => {
    for (const page of [...sitePages.map((entry) => entry.path), "/admin/login", "/no-such-page"]) {
      const response = await request(app.ctx.app).get(page).set("Host", host);
      const csp = response.headers["content-security-policy"] ?? "";
      expect(csp, page).toMatch(/script-src 'self' 'nonce-[^']+'/);
      expect(csp, page).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp, page).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"], page).toBe("nosniff");
    }
  });
});
