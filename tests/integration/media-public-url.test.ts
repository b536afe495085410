import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signInAsAdmin, TEST_ORIGIN, type TestContext } from "../support/test-app";

const PUBLIC_URL = "https://cdn.entwine.example/media";
let ctx: TestContext;
let dataDir: string;
let cookie: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-media-public-"));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir, MEDIA_PUBLIC_URL: `${PUBLIC_URL}/` } });
  cookie = await signInAsAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("MEDIA_PUBLIC_URL", () => {
  it("redirects a stored file to the public URL and keeps /media/ links in the library", async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#a14" } })
      .png()
      .toBuffer();
    const item = (
      await request(ctx.app)
        .post("/api/media")
        .set("Origin", TEST_ORIGIN)
        .set("Cookie", cookie)
        .attach("file", png, "cdn.png")
    ).body;
    expect(item.url).toBe(`/media/${item.id}.png`);
    const answer = await request(ctx.app).get(item.url);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`${PUBLIC_URL}/${item.id}.png`);
    expect(answer.headers["cache-control"]).toBe("public, max-age=86400");
    const variant = await request(ctx.app).get(item.variants.thumbnail);
    expect(variant.headers.location).toBe(`${PUBLIC_URL}/${item.variants.thumbnail.replace("/media/", "")}`);
  });

  it("still answers 404 for a file it does not know, without redirecting", async () => {
    const answer = await request(ctx.app).get("/media/00000000-0000-4000-8000-000000000000.jpg");
    expect(answer.status).toBe(404);
    expect(answer.headers.location).toBeUndefined();
  });

  it("lets pages load images and videos from the public URL's origin, and nothing else new", async () => {
    const csp = (await request(ctx.app).get("/healthz")).headers["content-security-policy"] as string;
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.entwine\.example;/);
    expect(csp).toMatch(/media-src 'self' blob: https:\/\/cdn\.entwine\.example;/);
    expect(csp).toMatch(/default-src 'self';/);
  });
});
