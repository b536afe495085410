// `npm run bench:media`: upload time of a 4000x3000 JPEG (variants included) and the server's memory while five
// such uploads run at once. Set DATABASE_URL to measure with PostgreSQL instead of the embedded database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { startServer } from "../tests/e2e/support/server";

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function bigJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  let seed = 3;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    noise[i] = (seed >> 16) & 0xff;
  }
  return sharp(noise, { raw: { width, height, channels: 3 } }).blur(2).jpeg({ quality: 90 }).toBuffer();
}

const env = { LOG_LEVEL: "warn", ADMIN_USERNAME: "bench-admin", ADMIN_PASSWORD: "bench-password-123", ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-media-bench-"));
const server = await startServer(env, dataDir);
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }),
  });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const jpeg = await bigJpeg();
  const upload = async (name: string) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), name);
    const started = performance.now();
    const response = await fetch(`${server.url}/api/media`, { method: "POST", body: form, headers: { Origin: server.url, Cookie: cookie } });
    const body = (await response.json()) as { variants?: Record<string, string> };
    if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
    return { ms: performance.now() - started, variants: Object.keys(body.variants ?? {}).length };
  };
  const pid = server.process.pid!;
  console.log(`Database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (embedded)"}; JPEG 4000x3000, ${(jpeg.length / 1024 / 1024).toFixed(1)} MB`);
  console.log(`Server memory before uploads: ${rssMb(pid).toFixed(0)} MB`);
  const single = await upload("single.jpg");
  console.log(`One upload with ${single.variants} variants: ${single.ms.toFixed(0)} ms (target < 2000 ms)`);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: 5 }, (_, index) => upload(`parallel-${index}.jpg`)));
  clearInterval(sampler);
  console.log(`Five at once: all done in ${(performance.now() - started).toFixed(0)} ms; slowest ${Math.max(...results.map((result) => result.ms)).toFixed(0)} ms`);
  console.log(`Peak server memory during the five uploads: ${peak.toFixed(0)} MB (target < 300 MB)`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
