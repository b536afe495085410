import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { adminSessions, loginFailures } from "../../server/db/schema";
import { createTestContext, signInAsAdmin, TEST_ADMIN, TEST_ORIGIN } from "../support/test-app";
import { pagesAppForFile } from "./support/pages-app";

const app = pagesAppForFile();
beforeEach(async () => {
  await app.ctx.database.db.delete(loginFailures);
  await app.ctx.database.db.delete(adminSessions);
  app.ctx.clock.set("2026-06-15T12:00:00.000Z");
});

const login = (body: Record<string, string>) =>
  request(app.ctx.app).post("/api/auth/login").set("Origin", TEST_ORIGIN).send(body);

describe("sign-in", () => {
  it("signs in with the right password and sets an httpOnly, SameSite=Lax session cookie", async () => {
    const response = await login(TEST_ADMIN);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ok: true, username: TEST_ADMIN.username });
    const cookie = String(response.headers["set-cookie"][0]);
    expect(cookie).toMatch(/^entwine_admin=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Max-Age=86400");
    const session = await request(app.ctx.app).get("/api/auth/session").set("Cookie", cookie.split(";")[0]);
    expect(session.body.admin).toEqual({ username: TEST_ADMIN.username });
  });

  it("requires both fields", async () => {
    const response = await login({ username: "", password: "" });
    expect(response.status).toBe(400);
  });

  it("counts down 2, 1, then locks; the right password is refused while locked, until 15 minutes pass", async () => {
    const wrong = { username: TEST_ADMIN.username, password: "nope" };
    const first = await login(wrong);
    expect(first.status).toBe(401);
    expect(first.body.error).toBe("Invalid credentials. 2 attempts remaining.");
    app.ctx.clock.advance(1000);
    const second = await login(wrong);
    expect(second.body.error).toBe("Invalid credentials. 1 attempts remaining.");
    app.ctx.clock.advance(1000);
    const third = await login(wrong);
    expect(third.status).toBe(401);
    expect(third.body.error).toBe("Account locked due to too many failed attempts. Try again in 15 minutes.");
    const locked = await login(TEST_ADMIN);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe("Too many failed attempts. Please try again in 15 minutes.");
    expect(locked.headers["set-cookie"]).toBeUndefined();
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    app.ctx.clock.advance(14 * 60_000);
    expect((await login(TEST_ADMIN)).status).toBe(429);
    app.ctx.clock.advance(60_000);
    const after = await login(TEST_ADMIN);
    expect(after.status).toBe(200);
    // Success clears the lockout record.
    expect(await app.ctx.database.db.select().from(loginFailures)).toEqual([]);
  });

  it("counts failures per client address across usernames", async () => {
    for (const username of ["a-user", "b-user", "c-user"]) await login({ username, password: "x" });
    const response = await login(TEST_ADMIN);
    expect(response.status).toBe(429);
  });

  it("does not reveal whether a username exists through its timing", async () => {
    const timed = await createTestContext({ loginFailureFloorMs: 1000 });
    try {
      const time = async (username: string) => {
        const started = performance.now();
        const response = await request(timed.app)
          .post("/api/auth/login")
          .send({ username, password: "wrong-password" });
        expect(response.status).toBe(401);
        return performance.now() - started;
      };
      const known = await time(TEST_ADMIN.username);
      const unknown = await time("nobody-here");
      expect(known).toBeGreaterThanOrEqual(990);
      expect(unknown).toBeGreaterThanOrEqual(990);
      expect(Math.abs(known - unknown)).toBeLessThan(300);
    } finally {
      await timed.close();
    }
  });
});

describe("sessions", () => {
  it("expire after 24 hours", async () => {
    const cookie = await signInAsAdmin(app.ctx);
    app.ctx.clock.advance(24 * 3_600_000 - 1000);
    expect((await request(app.ctx.app).get("/api/auth/session").set("Cookie", cookie)).body.admin).not.toBeNull();
    app.ctx.clock.advance(2000);
    expect((await request(app.ctx.app).get("/api/auth/session").set("Cookie", cookie)).body.admin).toBeNull();
  });

  it("logout deletes the session on the server", async () => {
    const cookie = await signInAsAdmin(app.ctx);
    const out = await request(app.ctx.app).post("/api/auth/logout").set("Origin", TEST_ORIGIN).set("Cookie", cookie);
    expect(out.status).toBe(200);
    expect((await request(app.ctx.app).get("/api/auth/session").set("Cookie", cookie)).body.admin).toBeNull();
    expect(await app.ctx.database.db.select().from(adminSessions)).toEqual([]);
  });

  it("refuses a cross-origin request that carries the session", async () => {
    const cookie = await signInAsAdmin(app.ctx);
    const response = await request(app.ctx.app)
      .post("/api/auth/logout")
      .set("Origin", "https://evil.example")
      .set("Cookie", cookie);
    expect(response.status).toBe(403);
    expect((await request(app.ctx.app).get("/api/auth/session").set("Cookie", cookie)).body.admin).not.toBeNull();
  });
});

describe("admin pages", () => {
  const adminPaths = [
    "/admin",
    "/admin/dashboard",
    "/admin/blog-approval",
    "/admin/scratch-positions",
    "/admin/journey-positions",
    "/admin/seo",
    "/medium-blog-admin",
  ];

  it.each(adminPaths)("%s shows the login form to a signed-out visitor", async (path) => {
    const response = await request(app.ctx.app).get(path);
    expect([200, 401]).toContain(response.status);
    expect(response.text).toContain("Admin Access");
    expect(response.text).toContain("Enter your credentials to access the admin panel");
    expect(response.text).not.toContain("Signed in as");
  });

  /** The login page's form, as a browser without JavaScript posts it. */
  const postLoginForm = (password: string) =>
    request(app.ctx.app)
      .post("/admin/login")
      .set("Host", new URL(TEST_ORIGIN).host)
      .set("Origin", TEST_ORIGIN)
      .type("form")
      .send({ username: TEST_ADMIN.username, password });

  it("signs in through the login page form without JavaScript", async () => {
    const response = await postLoginForm(TEST_ADMIN.password);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/admin");
    const cookie = String(response.headers["set-cookie"][0]).split(";")[0];
    const dashboard = await request(app.ctx.app).get("/admin/dashboard").set("Cookie", cookie);
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain("Signed in as owner");
    const index = await request(app.ctx.app).get("/admin").set("Cookie", cookie);
    expect(index.status).toBe(302);
    expect(index.headers.location).toBe("/admin/dashboard");
  });

  it("shows the server's message on a failed form sign-in", async () => {
    const response = await postLoginForm("bad");
    expect(response.status).toBe(401);
    expect(response.text).toContain("Invalid credentials. 2 attempts remaining.");
  });

  it("never puts the admin's username, password or hash in a page", async () => {
    const pages = await Promise.all(
      ["/", "/admin/login", "/admin/dashboard"].map((path) => request(app.ctx.app).get(path)),
    );
    for (const page of pages) {
      expect(page.text).not.toContain(TEST_ADMIN.password);
      expect(page.text).not.toContain("$argon2id$");
      expect(page.text).not.toContain(`"${TEST_ADMIN.username}"`);
    }
  });
});
