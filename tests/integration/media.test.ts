import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, MEDIA_MESSAGES, VARIANT_PRESETS } from "@domain/media/presets";
import { VISITOR_UPLOAD_RATE_LIMIT } from "../../server/http/api/media";
import { rateLimitCounters } from "../../server/db/schema";
import { buffer as readAll } from "node:stream/consumers";
import { startTestS3Server, type TestS3Server } from "../support/s3-server";
import { adminApi } from "../support/admin-requests";
import { createTestContext, signInAsAdmin, TEST_ORIGIN, type TestContext } from "../support/test-app";

// This suite runs twice: here on the local disk, and from media-s3.test.ts against an S3-compatible server.
const storageKind = process.env.ENTWINE_MEDIA_SUITE_STORAGE === "s3" ? "s3" : "local";

let ctx: TestContext;
let dataDir: string;
let cookie: string;
let s3: TestS3Server | undefined;
/** Requests as the signed-in admin (the site's origin and the session cookie). */
const asAdmin = adminApi(() => ({ ctx, cookie }));

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-media-"));
  if (storageKind === "s3") {
    s3 = await startTestS3Server();
    // The SDK reads credentials from the process environment (its default chain), as in production.
    process.env.AWS_ACCESS_KEY_ID = s3.env.AWS_ACCESS_KEY_ID;
    process.env.AWS_SECRET_ACCESS_KEY = s3.env.AWS_SECRET_ACCESS_KEY;
  }
  ctx = await createTestContext({ env: { DATA_DIR: dataDir, ...s3?.env } });
  cookie = await signInAsAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await ctx.database.db.delete(rateLimitCounters);
});

// ---- fixtures, made here (no binaries in the repository) ----

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 60, b: 90 } } });

/** A JPEG whose EXIF carries a camera make and a GPS position. */
async function jpegWithGps(width = 1200, height = 900) {
  return solid(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: "EntwineTestCam", Model: "Secret Location" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .toBuffer();
}

async function animatedGif(width = 120, height = 90, frames = 3) {
  const raw = Buffer.alloc(width * height * frames * 4);
  for (let frame = 0; frame < frames; frame++) {
    for (let pixel = 0; pixel < width * height; pixel++) {
      const offset = (frame * width * height + pixel) * 4;
      raw[offset] = frame * 90;
      raw[offset + 1] = pixel % 251;
      raw[offset + 2] = 120;
      raw[offset + 3] = 255;
    }
  }
  return sharp(raw, { raw: { width, height: height * frames, channels: 4, pageHeight: height } })
    .gif({ loop: 0, delay: Array(frames).fill(120) })
    .toBuffer();
}

/** Minimal MP4: an `ftyp` box then filler bytes with a recognisable pattern (the server does not decode videos). */
function fakeMp4(size = 4096) {
  // A well-formed box chain: ftyp, an (empty) moov and an mdat filling the rest, exactly `size` bytes.
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isommp41"),
  ]);
  const moov = Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from("moov")]);
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(size - ftyp.length - moov.length, 0);
  mdatHeader.write("mdat", 4, "latin1");
  const body = Buffer.alloc(size - ftyp.length - moov.length - mdatHeader.length);
  for (let index = 0; index < body.length; index++) body[index] = index % 256;
  return Buffer.concat([ftyp, moov, mdatHeader, body]);
}

/** Minimal WebM: an EBML header declaring DocType "webm", then a Segment holding the rest of the file. */
function fakeWebm(size = 2048) {
  const head = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
    0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
  ]);
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0, 0, 0, 0, 0, 0, 0]);
  segment.writeUIntBE(size - head.length - segment.length, 6, 6);
  return Buffer.concat([head, segment, Buffer.alloc(size - head.length - segment.length, 0x11)]);
}

const upload = (
  buffer: Buffer,
  filename: string,
  options: { contentType?: string; title?: string; admin?: boolean } = {},
) => {
  let call = request(ctx.app).post("/api/media").set("Origin", TEST_ORIGIN);
  if (options.admin !== false) call = call.set("Cookie", cookie);
  if (options.title !== undefined) call = call.field("title", options.title);
  return call.attach("file", buffer, { filename, contentType: options.contentType ?? "application/octet-stream" });
};

/** Every key in the store under test (files on disk, or objects in the bucket), sorted. */
const storedKeys = async () => {
  const keys: string[] = [];
  for await (const key of ctx.services.media.storage.keys()) keys.push(key);
  return keys.sort();
};
const stagingFiles = () => {
  const dir = ctx.services.media.storage.stagingDir;
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const keyOf = (url: string) => url.replace(/^\/media\//, "");
const readStored = async (url: string) => readAll(await ctx.services.media.storage.get(keyOf(url)));
const isStored = (url: string) => ctx.services.media.storage.exists(keyOf(url));

async function expectVariants(variants: Record<string, string>, animated = false) {
  expect(Object.keys(variants).sort()).toEqual(Object.keys(VARIANT_PRESETS).sort());
  for (const [name, url] of Object.entries(variants)) {
    const preset = VARIANT_PRESETS[name as keyof typeof VARIANT_PRESETS];
    expect(url).toMatch(new RegExp(`^/media/[0-9a-f-]{36}-${name}\\.webp$`));
    const meta = await sharp(await readStored(url), { animated: true }).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.pageHeight ?? meta.height]).toEqual([preset.width, preset.height]);
    if (animated) expect(meta.pages).toBeGreaterThan(1);
    expect(meta.exif).toBeUndefined();
  }
}

/** True when an EXIF block holds a GPS IFD pointer (tag 0x8825, either byte order). */
const hasGpsPointer = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));

describe("uploads (admin)", () => {
  it("accepts a JPEG: EXIF and GPS stripped from the kept original, six webp variants of the preset sizes", async () => {
    const jpeg = await jpegWithGps();
    expect(hasGpsPointer((await sharp(jpeg).metadata()).exif)).toBe(true);
    const response = await upload(jpeg, "holiday.jpg", { contentType: "image/jpeg", title: "Beach at dusk" });
    expect(response.status).toBe(201);
    const body = response.body;
    expect(body).toMatchObject({
      source: "local",
      mediaType: "image",
      type: "image",
      width: 1200,
      height: 900,
      title: "Beach at dusk",
      mime: "image/jpeg",
      uploadedBy: "admin",
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.url).toBe(`/media/${body.id}.jpg`);
    await expectVariants(body.variants);
    const original = await readStored(body.url);
    const meta = await sharp(original).metadata();
    expect(meta.exif).toBeUndefined();
    expect(original.includes(Buffer.from("EntwineTestCam"))).toBe(false);
    expect([meta.width, meta.height]).toEqual([1200, 900]);
  });

  it("applies the EXIF orientation before dropping it (a portrait photo stays portrait)", async () => {
    const rotated = await solid(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const response = await upload(rotated, "portrait.jpg");
    expect(response.status).toBe(201);
    expect([response.body.width, response.body.height]).toEqual([400, 600]);
    const meta = await sharp(await readStored(response.body.url)).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([400, 600, undefined]);
  });

  it("accepts a PNG and a WebP", async () => {
    const png = await upload(await solid(640, 480).png().toBuffer(), "art.png");
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({ mediaType: "image", mime: "image/png", width: 640, height: 480, title: "art" });
    expect(png.body.url).toMatch(/\.png$/);
    await expectVariants(png.body.variants);
    const webp = await upload(await solid(900, 700).webp().toBuffer(), "pic.webp");
    expect(webp.status).toBe(201);
    expect(webp.body).toMatchObject({ mediaType: "image", mime: "image/webp", width: 900, height: 700 });
    await expectVariants(webp.body.variants);
  });

  it("keeps an animated GIF animated, original and variants", async () => {
    const response = await upload(await animatedGif(), "loop.gif", { contentType: "image/gif" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ mediaType: "gif", mime: "image/gif", width: 120, height: 90 });
    const original = await sharp(await readStored(response.body.url), { animated: true }).metadata();
    expect(original.format).toBe("gif");
    expect(original.pages).toBe(3);
    await expectVariants(response.body.variants, true);
  });

  it("accepts MP4 and WebM by their bytes and stores them unchanged", async () => {
    const mp4 = fakeMp4();
    const video = await upload(mp4, "clip.mp4", { contentType: "video/mp4" });
    expect(video.status).toBe(201);
    expect(video.body).toMatchObject({
      mediaType: "video",
      mime: "video/mp4",
      variants: null,
      width: null,
      height: null,
      bytes: mp4.length,
    });
    expect((await readStored(video.body.url)).equals(mp4)).toBe(true);
    const webm = await upload(fakeWebm(), "clip.webm");
    expect(webm.status).toBe(201);
    expect(webm.body).toMatchObject({ mediaType: "video", mime: "video/webm" });
    expect(webm.body.url).toMatch(/\.webm$/);
  });

  it("takes concurrent uploads without collisions", async () => {
    const before = (await storedKeys()).length;
    const buffers = await Promise.all(
      [0, 1, 2, 3, 4].map((index) =>
        solid(320 + index * 10, 240)
          .png()
          .toBuffer(),
      ),
    );
    const responses = await Promise.all(
      buffers.map((buffer, index) => upload(buffer, "same-name.png", { title: `Concurrent ${index}` })),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(responses.map((response) => response.body.id));
    expect(ids.size).toBe(5);
    responses.forEach((response, index) => expect(response.body.width).toBe(320 + index * 10));
    expect((await storedKeys()).length).toBe(before + 5 * 7);
    expect(stagingFiles()).toEqual([]);
  });
});

describe("refused uploads leave no file behind", () => {
  let before: string[];
  beforeEach(async () => {
    before = await storedKeys();
  });
  const expectNothingLeft = async () => {
    expect(await storedKeys()).toEqual(before);
    expect(stagingFiles()).toEqual([]);
  };

  it("refuses a text file renamed .jpg with 415", async () => {
    const response = await upload(Buffer.from("just some text, honestly\n".repeat(10)), "notes.jpg", {
      contentType: "image/jpeg",
    });
    expect(response.status).toBe(415);
    expect(response.body.error).toBe(MEDIA_MESSAGES.unsupportedType);
    await expectNothingLeft();
  });

  it("refuses HTML sent as image/png, SVG, a polyglot and a PNG renamed .mp4", async () => {
    const html = await upload(Buffer.from("<!doctype html><script>alert(document.cookie)</script>"), "x.png", {
      contentType: "image/png",
    });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), "x.svg", {
      contentType: "image/svg+xml",
    });
    const polyglot = await upload(
      Buffer.concat([Buffer.from("GIF89a"), Buffer.from("<html><script>alert(1)</script></html>".repeat(5))]),
      "x.gif",
      { contentType: "image/gif" },
    );
    const disguised = await upload(await solid(64, 64).png().toBuffer(), "clip.mp4", { contentType: "video/mp4" });
    for (const response of [html, svg, polyglot, disguised]) {
      expect(response.status).toBe(415);
      expect(response.body.error).toBe(MEDIA_MESSAGES.unsupportedType);
    }
    await expectNothingLeft();
  });

  it("keeps a valid image with a payload appended but drops the payload (re-encoded)", async () => {
    const png = Buffer.concat([
      await solid(64, 64).png().toBuffer(),
      Buffer.from("<html><script>alert(1)</script></html>"),
    ]);
    const response = await upload(png, "tricky.png");
    expect(response.status).toBe(201);
    expect((await readStored(response.body.url)).includes(Buffer.from("<script>"))).toBe(false);
  });

  it("refuses 10 MB + 1 byte with 413 while streaming", async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    (await solid(8, 8).jpeg().toBuffer()).copy(big);
    const response = await upload(big, "huge.jpg", { contentType: "image/jpeg" });
    expect(response.status).toBe(413);
    expect(response.body.error).toBe(MEDIA_MESSAGES.tooLarge);
    await expectNothingLeft();
  });

  it("accepts exactly 10 MB by the limit (a video is not decoded)", async () => {
    const response = await upload(fakeMp4(MAX_UPLOAD_BYTES), "exact.mp4");
    expect(response.status).toBe(201);
    expect(response.body.bytes).toBe(MAX_UPLOAD_BYTES);
    before = await storedKeys();
  });

  it("refuses an 11 MB upload at once from its declared length", async () => {
    const response = await upload(fakeMp4(11 * 1024 * 1024), "eleven.mp4").catch((error: Error) => error);
    // The server answers before reading the body and closes the connection; the client may see the reset.
    if (!(response instanceof Error)) {
      expect(response.status).toBe(413);
      expect(response.body.error).toBe(MEDIA_MESSAGES.tooLarge);
      expect(response.headers.connection).toBe("close");
    }
    await expectNothingLeft();
  });

  it("answers 400 without a file", async () => {
    const noFile = await asAdmin.post("/api/media").field("title", "Nothing");
    expect(noFile.status).toBe(400);
    expect(noFile.body.error).toBe(MEDIA_MESSAGES.noFile);
    const empty = await upload(Buffer.alloc(0), "");
    expect(empty.status).toBe(400);
    const json = await asAdmin.post("/api/media").send({ title: "x" });
    expect(json.status).toBe(400);
    await expectNothingLeft();
  });
});

describe("serving files", () => {
  let video: { url: string; bytes: number };
  let image: { url: string; variants: Record<string, string> };
  beforeAll(async () => {
    video = (await upload(fakeMp4(5000), "range.mp4")).body;
    image = (await upload(await solid(500, 400).png().toBuffer(), "serve.png")).body;
  });

  it("serves with the stored type, nosniff, immutable caching, inline disposition and an ETag", async () => {
    const response = await request(ctx.app).get(video.url).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("video/mp4");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-disposition"]).toBe("inline");
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect(response.headers["content-security-policy"]).toContain("sandbox");
    expect(Number(response.headers["content-length"])).toBe(5000);
    const etag = response.headers.etag;
    expect(etag).toBeTruthy();
    const again = await request(ctx.app).get(video.url).set("If-None-Match", etag!);
    expect(again.status).toBe(304);

    const variant = await request(ctx.app).get(image.variants.thumbnail!);
    expect(variant.status).toBe(200);
    expect(variant.headers["content-type"]).toBe("image/webp");
    const original = await request(ctx.app).get(image.url);
    expect(original.headers["content-type"]).toBe("image/png");
  });

  it("answers byte ranges with 206 and the right bytes, 416 when unsatisfiable", async () => {
    const expected = fakeMp4(5000);
    const part = await request(ctx.app).get(video.url).set("Range", "bytes=100-199").buffer(true).parse(binaryParser);
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 100-199/5000");
    expect(part.headers["content-length"]).toBe("100");
    expect(Buffer.compare(part.body as Buffer, expected.subarray(100, 200))).toBe(0);

    const open = await request(ctx.app).get(video.url).set("Range", "bytes=4990-").buffer(true).parse(binaryParser);
    expect(open.status).toBe(206);
    expect(open.headers["content-range"]).toBe("bytes 4990-4999/5000");
    expect(Buffer.compare(open.body as Buffer, expected.subarray(4990))).toBe(0);

    const suffix = await request(ctx.app).get(video.url).set("Range", "bytes=-10").buffer(true).parse(binaryParser);
    expect(suffix.status).toBe(206);
    expect(Buffer.compare(suffix.body as Buffer, expected.subarray(4990))).toBe(0);

    const beyond = await request(ctx.app).get(video.url).set("Range", "bytes=6000-7000");
    expect(beyond.status).toBe(416);
    expect(beyond.headers["content-range"]).toBe("bytes */5000");

    const head = await request(ctx.app).head(video.url).set("Range", "bytes=0-9");
    expect(head.status).toBe(206);
    expect(head.headers["content-length"]).toBe("10");
  });

  it("answers 404 for names the server did not generate or deleted items", async () => {
    for (const url of [
      "/media/nothing.jpg",
      "/media/.staging",
      `/media/${video.url.slice(7, 43)}.html`,
      `/media/${video.url.slice(7, 43)}.jpg`,
    ]) {
      const response = await request(ctx.app).get(url);
      expect(response.status).toBe(404);
      expect(response.headers["content-type"]).not.toMatch(/html/);
    }
  });
});

/** Collects a binary body (supertest's parsers are for text and JSON). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function binaryParser(response: any, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on("data", (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  response.on("end", () => callback(null, Buffer.concat(chunks)));
}

describe("access", () => {
  it("admin calls answer 401 without a session", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await request(ctx.app).get("/api/media")).status).toBe(401);
    expect((await request(ctx.app).get(`/api/media/${id}`)).status).toBe(401);
    expect(
      (await request(ctx.app).patch(`/api/media/${id}`).set("Origin", TEST_ORIGIN).send({ title: "x" })).status,
    ).toBe(401);
    expect((await request(ctx.app).delete(`/api/media/${id}`).set("Origin", TEST_ORIGIN)).status).toBe(401);
    expect(
      (
        await request(ctx.app)
          .post("/api/media/url")
          .set("Origin", TEST_ORIGIN)
          .send({ url: "https://example.com/a.jpg", title: "x" })
      ).status,
    ).toBe(401);
  });

  it("refuses cross-origin writes that carry the session with 403", async () => {
    const evil = "https://evil.example";
    const item = (await upload(await solid(40, 40).png().toBuffer(), "mine.png")).body;
    expect(
      (await request(ctx.app).delete(`/api/media/${item.id}`).set("Origin", evil).set("Cookie", cookie)).status,
    ).toBe(403);
    expect(
      (
        await request(ctx.app)
          .patch(`/api/media/${item.id}`)
          .set("Origin", evil)
          .set("Cookie", cookie)
          .send({ title: "x" })
      ).status,
    ).toBe(403);
    const cross = await request(ctx.app)
      .post("/api/media")
      .set("Origin", evil)
      .set("Cookie", cookie)
      .attach("file", await solid(40, 40).png().toBuffer(), "x.png");
    expect(cross.status).toBe(403);
    expect((await request(ctx.app).get(`/api/media/${item.id}`).set("Cookie", cookie)).status).toBe(200);
  });

  it("lets visitors upload for the blog editor, rate-limited per address", async () => {
    const first = await upload(await solid(50, 50).png().toBuffer(), "visitor.png", { admin: false });
    expect(first.status).toBe(201);
    expect(first.body.uploadedBy).toBe("visitor");
    expect(first.body.variants.editor).toMatch(/-editor\.webp$/);
    for (let index = 1; index < VISITOR_UPLOAD_RATE_LIMIT.limit; index++) {
      const response = await upload(fakeWebm(256), "v.webm", { admin: false });
      expect(response.status).toBe(201);
    }
    const limited = await upload(fakeWebm(256), "v.webm", { admin: false });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Admins are not limited by the visitors' bucket.
    expect((await upload(fakeWebm(256), "v.webm")).status).toBe(201);
    // Visitors cannot list or change the library.
    expect((await request(ctx.app).get("/api/media")).status).toBe(401);
  });
});

describe("library calls", () => {
  it("lists newest first, filters by type and searches title, description and tags", async () => {
    const gif = (await upload(await animatedGif(40, 30, 2), "x.gif", { title: "Slow dance loop" })).body;
    await asAdmin.patch(`/api/media/${gif.id}`).send({ tags: ["Candle", "candle ", " Night"] });
    const all = await request(ctx.app).get("/api/media").set("Cookie", cookie);
    expect(all.status).toBe(200);
    expect(all.body.items.length).toBeGreaterThan(3);
    expect(all.body.total).toBe(all.body.items.length);
    const gifs = await request(ctx.app).get("/api/media?type=gif").set("Cookie", cookie);
    expect(gifs.body.items.every((item: { type: string }) => item.type === "gif")).toBe(true);
    const byTitle = await request(ctx.app).get("/api/media").query({ q: "slow DANCE" }).set("Cookie", cookie);
    expect(byTitle.body.items.map((item: { id: string }) => item.id)).toEqual([gif.id]);
    const byTag = await request(ctx.app).get("/api/media").query({ q: "candle" }).set("Cookie", cookie);
    expect(byTag.body.items.map((item: { id: string }) => item.id)).toEqual([gif.id]);
    expect(byTag.body.items[0].tags).toEqual(["candle", "night"]);
    const wildcard = await request(ctx.app).get("/api/media").query({ q: "%" }).set("Cookie", cookie);
    expect(wildcard.body.items).toEqual([]);
    const bad = await request(ctx.app).get("/api/media?type=pdf").set("Cookie", cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.details.type).toBeTruthy();
    const etag = all.headers.etag!;
    expect((await request(ctx.app).get("/api/media").set("Cookie", cookie).set("If-None-Match", etag)).status).toBe(
      304,
    );
  });

  it("updates details and validates them", async () => {
    const item = (await upload(await solid(40, 40).png().toBuffer(), "edit.png")).body;
    const patch = (body: unknown) => asAdmin.patch(`/api/media/${item.id}`).send(body as object);
    const empty = await patch({ title: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Title is required");
    expect(empty.body.details.title).toBeTruthy();
    const badChoice = await patch({ title: "Ok", difficulty: "impossible" });
    expect(badChoice.status).toBe(400);
    expect(badChoice.body.details.difficulty).toBeTruthy();
    ctx.clock.advance(60_000);
    const ok = await patch({
      title: " Candlelight ",
      description: "Warm light",
      tags: "warm, Light",
      style: "romantic",
      difficulty: "beginner",
      duration: "quick",
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      title: "Candlelight",
      description: "Warm light",
      tags: ["warm", "light"],
      style: "romantic",
      difficulty: "beginner",
      duration: "quick",
    });
    expect(ok.body.updatedAt).not.toBe(item.updatedAt);
    const cleared = await patch({ style: "", difficulty: null });
    expect(cleared.body).toMatchObject({ title: "Candlelight", style: null, difficulty: null, duration: "quick" });
    expect((await asAdmin.patch("/api/media/00000000-0000-4000-8000-000000000000").send({ title: "x" })).status).toBe(
      404,
    );
  });

  it("deletes an item with its files, and refuses while something still uses it", async () => {
    const item = (await upload(await solid(60, 60).png().toBuffer(), "gone.png")).body;
    const files = [item.url, ...Object.values(item.variants as Record<string, string>)];
    expect(await Promise.all(files.map(isStored))).toEqual(files.map(() => true));

    let inUse = true;
    ctx.services.media.registerReferenceCheck(async (candidate) =>
      inUse && candidate.id === item.id ? ["blog post 'Date night'"] : null,
    );
    const refused = await asAdmin.delete(`/api/media/${item.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("blog post 'Date night'");
    inUse = false;

    const response = await asAdmin.delete(`/api/media/${item.id}`);
    expect(response.status).toBe(200);
    expect(await Promise.all(files.map(isStored))).toEqual(files.map(() => false));
    expect((await request(ctx.app).get(`/api/media/${item.id}`).set("Cookie", cookie)).status).toBe(404);
    expect((await request(ctx.app).get(item.url)).status).toBe(404);
    expect((await asAdmin.delete(`/api/media/${item.id}`)).status).toBe(404);
  });

  it("refuses to delete media that a story or a scratch position still shows", async () => {
    const item = (await upload(await solid(80, 60).png().toBuffer(), "used.png")).body;
    const story = await asAdmin.post("/api/blogs").send({
      title: "A Story With A Picture",
      content: `<p>Look:</p><img src="${item.variants.editor}" alt="a warm light">`,
      status: "published",
      category: "Romance",
    });
    expect(story.status).toBeLessThan(300);
    const refused = await asAdmin.delete(`/api/media/${item.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("A Story With A Picture");

    await asAdmin.delete(`/api/blogs?id=${story.body.id}`);
    const added = await asAdmin
      .post("/api/positions")
      .send({ id: "picture-position", title: "Picture Position", image: item.url, mediaType: "image" });
    expect(added.status).toBe(201);
    const stillUsed = await asAdmin.delete(`/api/media/${item.id}`);
    expect(stillUsed.status).toBe(409);
    expect(stillUsed.body.error).toContain("Picture Position");

    await asAdmin.delete("/api/positions/picture-position");
    expect((await asAdmin.delete(`/api/media/${item.id}`)).status).toBe(200);
  });

  it("adds an item by URL without fetching it, http(s) only", async () => {
    const add = (body: unknown) => asAdmin.post("/api/media/url").send(body as object);
    for (const body of [{ url: "https://example.com/a.jpg" }, { title: "No URL" }, { url: " ", title: " " }]) {
      const response = await add(body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe("URL and title are required");
    }
    for (const url of [
      "javascript:alert(1)",
      "ftp://example.com/a.gif",
      "data:image/png;base64,AAAA",
      "https://user:pw@example.com/a.jpg",
      "not a url",
    ]) {
      const response = await add({ url, title: "Bad" });
      expect(response.status).toBe(400);
      expect(response.body.details.url).toBeTruthy();
    }
    const ok = await add({ url: "https://example.com/media/loop.gif", title: "Loop", description: "From elsewhere" });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      source: "url",
      url: "https://example.com/media/loop.gif",
      type: "gif",
      title: "Loop",
      variants: null,
      uploadedBy: "admin",
    });
    const typed = await add({ url: "http://example.com/watch", title: "Clip", type: "video" });
    expect(typed.body.type).toBe("video");
    const fetched = await request(ctx.app).get(`/api/media/${ok.body.id}`).set("Cookie", cookie);
    expect(fetched.body.url).toBe("https://example.com/media/loop.gif");
  });
});

describe("a media item's style, difficulty, duration and tags (issue 36)", () => {
  const admin = {
    ...asAdmin,
    get: (query: Record<string, string>) => request(ctx.app).get("/api/media").query(query).set("Cookie", cookie),
  };
  const ids = (response: request.Response) =>
    (response.body.items as Array<{ id: string }>).map((item) => item.id).sort();

  it("keeps them when added by URL and on upload, and refuses bad ones with the positions forms' messages", async () => {
    const byUrl = await admin.post("/api/media/url").send({
      url: "https://example.com/i36/velvet.jpg",
      title: "I36 Velvet",
      style: "passionate",
      difficulty: "advanced",
      duration: "extended",
      tags: ["I36-Velvet", " i36-velvet ", "I36-Night"],
    });
    expect(byUrl.status).toBe(201);
    expect(byUrl.body).toMatchObject({
      style: "passionate",
      difficulty: "advanced",
      duration: "extended",
      tags: ["i36-velvet", "i36-night"],
    });

    const uploaded = await admin
      .post("/api/media")
      .field("title", "I36 Dawn")
      .field("description", "Soft morning light")
      .field("style", "romantic")
      .field("difficulty", "beginner")
      .field("duration", "quick")
      .field("tags", "I36-Dawn, i36-night")
      .attach("file", await solid(40, 30).png().toBuffer(), { filename: "dawn.png", contentType: "image/png" });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      title: "I36 Dawn",
      description: "Soft morning light",
      style: "romantic",
      difficulty: "beginner",
      duration: "quick",
      tags: ["i36-dawn", "i36-night"],
    });

    const badUrl = await admin
      .post("/api/media/url")
      .send({ url: "https://example.com/i36/x.jpg", title: "Bad", style: "wild", duration: "forever" });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.details.style).toEqual(["style must be one of romantic, passionate, adventurous, mixed"]);
    expect(badUrl.body.details.duration).toEqual(["duration must be one of quick, medium, extended"]);
    const longTag = await admin
      .post("/api/media/url")
      .send({ url: "https://example.com/i36/x.jpg", title: "Bad", tags: ["x".repeat(51)] });
    expect(longTag.status).toBe(400);
    expect(longTag.body.details["tags.0"]).toEqual(["tags must be at most 50 characters"]);
    const tooMany = await admin
      .patch(`/api/media/${byUrl.body.id}`)
      .send({ tags: Array.from({ length: 31 }, (_, i) => `t${i}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details.tags).toEqual(["at most 30 tags"]);
    const badEdit = await admin.patch(`/api/media/${byUrl.body.id}`).send({ difficulty: "impossible" });
    expect(badEdit.body.details.difficulty).toEqual([
      "difficulty must be one of beginner, intermediate, advanced, expert",
    ]);

    const keptFiles = await storedKeys();
    const badUpload = await admin
      .post("/api/media")
      .field("duration", "forever")
      .attach("file", await solid(40, 30).png().toBuffer(), { filename: "bad.png", contentType: "image/png" });
    expect(badUpload.status).toBe(400);
    expect(badUpload.body.details.duration).toEqual(["duration must be one of quick, medium, extended"]);
    // Refused before anything was stored.
    expect(await storedKeys()).toEqual(keptFiles);
    expect((await admin.get({ q: "bad.png" })).body.items).toEqual([]);
  });

  it("filters the library by style, difficulty, duration and tag, and lists every tag", async () => {
    const all = await admin.get({ tag: "i36-night" });
    expect(all.status).toBe(200);
    expect(all.body.items.map((item: { title: string }) => item.title).sort()).toEqual(["I36 Dawn", "I36 Velvet"]);
    expect(all.body.total).toBe(2);
    expect(all.body.tags).toEqual(expect.arrayContaining(["i36-dawn", "i36-night", "i36-velvet"]));
    expect([...all.body.tags].sort((a: string, b: string) => a.localeCompare(b))).toEqual(all.body.tags);

    const velvet = ids(await admin.get({ tag: "i36-velvet" }));
    expect(velvet).toHaveLength(1);
    expect(ids(await admin.get({ tag: " I36-VELVET " }))).toEqual(velvet);
    expect(ids(await admin.get({ style: "passionate", tag: "i36-night" }))).toEqual(velvet);
    expect(ids(await admin.get({ difficulty: "advanced", tag: "i36-night" }))).toEqual(velvet);
    expect(ids(await admin.get({ duration: "extended", tag: "i36-night" }))).toEqual(velvet);
    const dawn = await admin.get({ style: "romantic", difficulty: "beginner", duration: "quick", tag: "i36-night" });
    expect(dawn.body.items.map((item: { title: string }) => item.title)).toEqual(["I36 Dawn"]);
    expect((await admin.get({ style: "mixed", tag: "i36-night" })).body.items).toEqual([]);
    // A part of a tag is not the tag.
    expect((await admin.get({ tag: "i36" })).body.items).toEqual([]);
    // Empty filters are no filters.
    expect((await admin.get({ style: "", difficulty: "", duration: "", tag: "" })).body.total).toBeGreaterThan(2);

    const bad = await admin.get({ style: "wild", duration: "forever" });
    expect(bad.status).toBe(400);
    expect(bad.body.details.style).toEqual(["style must be one of romantic, passionate, adventurous, mixed"]);
    expect(bad.body.details.duration).toEqual(["duration must be one of quick, medium, extended"]);
  });
});

describe.runIf(storageKind === "s3")("in a bucket", () => {
  it("keeps every file in the bucket and none on this instance's disk once an upload is done", async () => {
    const item = (await upload(await solid(48, 48).png().toBuffer(), "bucket.png")).body;
    expect(await storedKeys()).toContain(keyOf(item.url));
    const onDisk = fs.existsSync(ctx.config.mediaDir) ? fs.readdirSync(ctx.config.mediaDir) : [];
    expect(onDisk).toEqual([]);
    expect(stagingFiles()).toEqual([]);
  });
});
