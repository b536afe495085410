/**
 * The headers that tell a shared cache (nginx's proxy_cache, a CDN) what it may keep: a signed-out public page for a
 * few seconds, the same for every visitor whatever their age answer; never the admin's page, a page whose address
 * carries a query, a missing page or a private API answer. Both through Express and through the stored-page fast
 * path, which repeats the first answer's headers.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestListener } from "@server/app";
import {
  ERROR_PAGE_CACHE_CONTROL,
  PRIVATE_QUERY_CACHE_CONTROL,
  PUBLIC_DATA_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  SIGNED_IN_CACHE_CONTROL,
} from "@server/http/shared-cache";
import { SESSION_HEADER } from "@server/http/service-worker";
import {
  createTestContext,
  loadServerBuild,
  signInAsAdmin,
  TEST_ADMIN,
  TEST_ORIGIN,
  type TestContext,
} from "../support/test-app";

let ctx: TestContext;
let adminCookie: string;
const host = new URL(TEST_ORIGIN).host;

beforeAll(async () => {
  ctx = await createTestContext({ build: await loadServerBuild(), htmlCache: true });
  adminCookie = await signInAsAdmin(ctx);
});
afterAll(async () => ctx?.close());

/** A browser's document request, through Express or through the listener with the fast path in front. */
const visit = (path: string, through: "express" | "fast path" = "express") =>
  request(through === "express" ? ctx.app : requestListener(ctx.app))
    .get(path)
    .set("Host", host)
    .set("Accept", "text/html")
    .set("Accept-Encoding", "gzip");

const varyNames = (response: request.Response) =>
  String(response.headers.vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

describe("headers for a shared cache", () => {
  it("lets a shared cache keep a signed-out public page for seconds, varying by encoding only, on every path", async () => {
    expect(PUBLIC_PAGE_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const rendered = await visit("/faq");
    const stored = await visit("/faq");
    const fast = await visit("/faq", "fast path");
    const withAgeAnswer = await visit("/faq", "fast path").set("Cookie", "entwine-age=18");
    for (const response of [rendered, stored, fast, withAgeAnswer]) {
      expect(response.status).toBe(200);
      expect(response.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(varyNames(response)).toEqual(["accept-encoding"]);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    // The age answer changes nothing in the page, so one shared copy serves visitors with and without it.
    expect(withAgeAnswer.text).toBe(fast.text);
  });

  it("never lets anything but the admin's own browser see the admin's pages, public addresses included", async () => {
    for (const path of ["/faq", "/games", "/admin/dashboard", "/medium-blog-admin"]) {
      const asAdmin = await visit(path).set("Cookie", adminCookie);
      expect(asAdmin.status, path).toBe(200);
      expect(asAdmin.headers["cache-control"], path).toBe(SIGNED_IN_CACHE_CONTROL);
    }
    // The admin's copy of a public page is theirs (it links to the admin), and never reaches the shared copy.
    expect((await visit("/games").set("Cookie", adminCookie)).text).toContain('href="/admin"');
    const visitor = await visit("/games", "fast path");
    expect(visitor.text).not.toContain('href="/admin"');
    expect(visitor.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  it("keeps a page whose address carries a query out of shared caches, stored or not", async () => {
    for (const through of ["express", "express", "fast path"] as const) {
      const response = await visit("/games/scratch-position?intro=1", through);
      expect(response.status).toBe(200);
      expect(response.headers["cache-control"]).toBe(PRIVATE_QUERY_CACHE_CONTROL);
    }
    const search = await visit("/medium-blogs?q=private+words");
    expect(search.headers["cache-control"]).toBe(PRIVATE_QUERY_CACHE_CONTROL);
  });

  it("lets a visitor's own service worker keep signed-out route data, never the admin's, and says when a session answered", async () => {
    for (const path of ["/games.data", "/_root.data"]) {
      const signedOut = await request(ctx.app).get(path).set("Host", host);
      expect(signedOut.status, path).toBe(200);
      expect(signedOut.headers["cache-control"], path).toBe(PUBLIC_DATA_CACHE_CONTROL);
      expect(signedOut.headers[SESSION_HEADER], path).toBeUndefined();
      const asAdmin = await request(ctx.app).get(path).set("Host", host).set("Cookie", adminCookie);
      expect(asAdmin.headers["cache-control"], path).toBe(SIGNED_IN_CACHE_CONTROL);
      expect(asAdmin.headers[SESSION_HEADER], path).toBe("1");
    }
    // Route data with a query, or of the admin's and the editor's addresses, stays private.
    const withQuery = await request(ctx.app).get("/games.data?_routes=root").set("Host", host);
    expect(withQuery.headers["cache-control"]).toBe(PRIVATE_QUERY_CACHE_CONTROL);
    const adminData = await request(ctx.app).get("/admin/login.data").set("Host", host);
    expect(adminData.headers["cache-control"]).toBe(PRIVATE_QUERY_CACHE_CONTROL);
    // The sign-in answer carries it (it sets the session, so the next page must come from the network); a sign-in
    // refused does not.
    const signIn = (password: string) =>
      request(ctx.app)
        .post("/api/auth/login")
        .set("Origin", TEST_ORIGIN)
        .send({ username: TEST_ADMIN.username, password });
    expect((await signIn(TEST_ADMIN.password)).headers[SESSION_HEADER]).toBe("1");
    expect((await signIn("not-the-password")).headers[SESSION_HEADER]).toBeUndefined();
    // A page under the admin's cookie carries the header too; a visitor's never does.
    expect((await visit("/games").set("Cookie", adminCookie)).headers[SESSION_HEADER]).toBe("1");
    expect((await visit("/games", "fast path")).headers[SESSION_HEADER]).toBeUndefined();
  });

  it("lets nobody keep a missing page", async () => {
    for (const through of ["express", "fast path"] as const) {
      const missing = await visit("/no-such-page-here", through);
      expect(missing.status).toBe(404);
      expect(missing.headers["cache-control"]).toBe(ERROR_PAGE_CACHE_CONTROL);
    }
  });

  it("never marks an API answer public when it is a visitor's own or the admin's", async () => {
    const session = await request(ctx.app).get("/api/auth/session").set("Cookie", adminCookie);
    const room = await request(ctx.app).post("/api/rooms").set("Origin", TEST_ORIGIN).send({ game: "passion-dice" });
    expect(room.status).toBe(201);
    for (const response of [session, room]) {
      expect(response.headers["cache-control"] ?? "no-store").not.toMatch(/public|s-maxage/);
    }
    const signedOutList = await request(ctx.app).get("/api/blogs");
    expect(signedOutList.headers["cache-control"]).not.toMatch(/s-maxage/);
  });
});
