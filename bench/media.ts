// `npm run bench:media`: upload time of a 4000x3000 JPEG (variants included) and the server's memory while five
// such uploads run at once. Set DATABASE_URL to measure with PostgreSQL instead of the embedded database.
// tests/e2e/media-memory.e2e.ts holds the same figures to their targets in `npm test`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { photoSizedJpeg, residentMb, sampleResidentMemory, uploadJpeg } from "../tests/e2e/support/media-load";
import { signInThroughApi, startServer } from "../tests/e2e/support/server";

const admin = { ADMIN_USERNAME: "bench-admin", ADMIN_PASSWORD: "bench-password-123" };
const env = {
  LOG_LEVEL: "warn",
  ...admin,
  ...(process.env.DATABASE_URL
    ? {
        DATABASE_URL: process.env.DATABASE_URL,
        SITE_SECRET: process.env.SITE_SECRET ?? "bench-media-secret-0123456789-abcdefghijk",
      }
    : {}),
};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-media-bench-"));
const server = await startServer(env, dataDir);
try {
  const cookie = await signInThroughApi(server.url, admin);
  const jpeg = await photoSizedJpeg();
  const upload = async (name: string) => {
    const result = await uploadJpeg(server.url, cookie, jpeg, name);
    if (result.status !== 201) throw new Error(`upload answered ${result.status}: ${result.body.error ?? ""}`);
    return { ms: result.ms, variants: Object.keys(result.body.variants ?? {}).length };
  };
  const pid = server.process.pid!;
  console.log(
    `Database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (embedded)"}; JPEG 4000x3000, ${(jpeg.length / 1024 / 1024).toFixed(1)} MB`,
  );
  console.log(`Server memory before uploads: ${residentMb(pid).toFixed(0)} MB`);
  const single = await upload("single.jpg");
  console.log(`One upload with ${single.variants} variants: ${single.ms.toFixed(0)} ms (target < 2000 ms)`);
  const sampler = sampleResidentMemory(pid);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: 5 }, (_, index) => upload(`parallel-${index}.jpg`)));
  const peak = sampler.stop();
  console.log(
    `Five at once: all done in ${(performance.now() - started).toFixed(0)} ms; slowest ${Math.max(...results.map((result) => result.ms)).toFixed(0)} ms`,
  );
  console.log(`Peak server memory during the five uploads: ${peak.toFixed(0)} MB (target < 300 MB)`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
