import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { precompressAssets } from "../../scripts/precompress.mjs";
import { precompressedAssets } from "./precompressed";

// Under a dot-folder, as a build in .tmp/ is: the files must still be sent.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), ".entwine-assets-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const script = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;
fs.writeFileSync(path.join(dir, "entry-abc123.js"), script);
fs.writeFileSync(path.join(dir, "tiny-1.js"), "export {};\n");
fs.writeFileSync(path.join(dir, "font-1.woff2"), Buffer.alloc(2000, 7));
const compressed = precompressAssets(dir);

const app = express();
app.use(compression());
app.use("/assets", precompressedAssets(dir));
app.use("/assets", express.static(dir, { immutable: true, maxAge: "1y" }));
const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
};
/** The body as text: the HTTP client may already have decoded it (it undoes br and gzip itself). */
function text(body: Buffer, decode: (input: Buffer) => Buffer): string {
  try {
    return decode(body).toString();
  } catch {
    return body.toString();
  }
}
const get = (file: string, encoding: string) =>
  request(app).get(`/assets/${file}`).set("Accept-Encoding", encoding).buffer(true).parse(binary);

describe("precompressed assets", () => {
  it("are made at build time, brotli 11 and gzip 9, only for text large enough to gain", () => {
    expect(compressed).toBe(1);
    expect(fs.existsSync(path.join(dir, "entry-abc123.js.br"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "entry-abc123.js.gz"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "tiny-1.js.br"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "font-1.woff2.br"))).toBe(false);
  });

  it("sends brotli when the browser takes it, else gzip, else the file, with the right headers", async () => {
    const br = await get("entry-abc123.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(text(br.body, zlib.brotliDecompressSync)).toBe(script);

    const gzip = await get("entry-abc123.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(text(gzip.body, zlib.gunzipSync)).toBe(script);

    const plain = await get("entry-abc123.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const refused = await get("entry-abc123.js", "br;q=0, gzip");
    expect(refused.headers["content-encoding"]).toBe("gzip");
  });

  it("leaves other files and unknown names to the static server", async () => {
    expect((await get("font-1.woff2", "br")).headers["content-encoding"]).toBeUndefined();
    expect((await get("missing.js", "br")).status).toBe(404);
    expect((await get("..%2Fsecret.js", "br")).status).toBe(404);
  });
});
