import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { httpsRule } from "../../server/http/security";
import { createTestContext, TEST_ADMIN, type TestContext } from "../support/test-app";

// In production, Secure cookies, HSTS and upgrade-insecure-requests follow the scheme the site is reached by:
// PUBLIC_ORIGIN's when set, otherwise the request's (X-Forwarded-Proto only from a trusted proxy).
const contexts: TestContext[] = [];
afterAll(async () => Promise.all(contexts.map((ctx) => ctx.close())));

async function production(env: Record<string, string>) {
  const ctx = await createTestContext({ env: { NODE_ENV: "production", ...env } });
  contexts.push(ctx);
  return ctx;
}

async function signIn(ctx: TestContext, origin: string, forwardedProto?: string) {
  const call = request(ctx.app).post("/api/auth/login").set("Origin", origin).set("Host", new URL(origin).host);
  if (forwardedProto) call.set("X-Forwarded-Proto", forwardedProto);
  const response = await call.send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
  expect(response.status).toBe(200);
  return response;
}

const cookieOf = (response: request.Response) => String(response.headers["set-cookie"]?.[0] ?? "");
const csp = (response: request.Response) => String(response.headers["content-security-policy"] ?? "");

describe("the HTTPS rule", () => {
  it("is off outside production, PUBLIC_ORIGIN's scheme when set, otherwise the request's", () => {
    expect(httpsRule({ production: false, publicOrigin: "https://entwine.example" })({ protocol: "https" })).toBe(
      false,
    );
    expect(httpsRule({ production: true, publicOrigin: "https://entwine.example" })({ protocol: "http" })).toBe(true);
    expect(httpsRule({ production: true, publicOrigin: "http://192.168.1.20:3000" })({ protocol: "https" })).toBe(
      false,
    );
    expect(httpsRule({ production: true })({ protocol: "https" })).toBe(true);
    expect(httpsRule({ production: true })({ protocol: "http" })).toBe(false);
  });
});

describe("plain HTTP on a home network (PUBLIC_ORIGIN http://…)", () => {
  it("signs in with a cookie the browser keeps, and sends neither HSTS nor upgrade-insecure-requests", async () => {
    const origin = "http://192.168.1.20:3000";
    const ctx = await production({ PUBLIC_ORIGIN: origin });
    const response = await signIn(ctx, origin);
    expect(cookieOf(response)).toMatch(/^entwine_admin=/);
    expect(cookieOf(response)).not.toMatch(/;\s*Secure/i);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(csp(response)).not.toContain("upgrade-insecure-requests");
    expect(csp(response)).toContain("default-src 'self'");
  });
});

describe("HTTPS (PUBLIC_ORIGIN https://…)", () => {
  it("keeps Secure, HSTS and upgrade-insecure-requests, even when the hop from the proxy is plain HTTP", async () => {
    const origin = "https://entwine.example";
    const ctx = await production({ PUBLIC_ORIGIN: origin });
    const response = await signIn(ctx, origin);
    expect(cookieOf(response)).toMatch(/;\s*Secure/i);
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(csp(response)).toContain("upgrade-insecure-requests");
  });
});

describe("without PUBLIC_ORIGIN", () => {
  it("follows X-Forwarded-Proto from a trusted proxy", async () => {
    const ctx = await production({ PUBLIC_ORIGIN: "", TRUST_PROXY: "1" });
    const overHttps = await signIn(ctx, "https://entwine.example", "https");
    expect(cookieOf(overHttps)).toMatch(/;\s*Secure/i);
    expect(overHttps.headers["strict-transport-security"]).toBeDefined();
    expect(csp(overHttps)).toContain("upgrade-insecure-requests");

    const overHttp = await signIn(ctx, "http://entwine.example", "http");
    expect(cookieOf(overHttp)).not.toMatch(/;\s*Secure/i);
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
    expect(csp(overHttp)).not.toContain("upgrade-insecure-requests");
  });

  it("ignores X-Forwarded-Proto when no proxy is trusted", async () => {
    const ctx = await production({ PUBLIC_ORIGIN: "", TRUST_PROXY: "false" });
    const response = await signIn(ctx, "http://192.168.1.20:3000", "https");
    expect(cookieOf(response)).not.toMatch(/;\s*Secure/i);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("outside production", () => {
  it("never marks cookies Secure nor sends HSTS", async () => {
    const ctx = await createTestContext({ env: { PUBLIC_ORIGIN: "https://entwine.example" } });
    contexts.push(ctx);
    const response = await signIn(ctx, "https://entwine.example");
    expect(cookieOf(response)).not.toMatch(/;\s*Secure/i);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});
