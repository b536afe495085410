import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VARIANT_NAMES } from "@domain/media/presets";
import { photoSizedJpeg, sampleResidentMemory, uploadJpeg } from "./support/media-load";
import { signInThroughApi, startServer, type RunningServer } from "./support/server";

// Issue #4's acceptance figures, held in the test run: the production server on the embedded database (the
// default, and the larger of the two) resizes a photo in time and stays within its memory budget under load.
const MEMORY_BUDGET_MB = 300;
const SINGLE_UPLOAD_BUDGET_MS = 2_000;

const admin = { ADMIN_USERNAME: "memory-admin", ADMIN_PASSWORD: "memory-password-123" };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-media-memory-"));
let server: RunningServer;
let cookie: string;
let jpeg: Buffer;

beforeAll(async () => {
  server = await startServer({ ...admin, LOG_LEVEL: "warn" }, dataDir);
  cookie = await signInThroughApi(server.url, admin);
  jpeg = await photoSizedJpeg();
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("media uploads on the production server", () => {
  it("turns a 4000x3000 JPEG into every preset variant in under 2 s", async () => {
    const upload = await uploadJpeg(server.url, cookie, jpeg, "photo.jpg");
    expect(upload.status).toBe(201);
    expect([upload.body.width, upload.body.height]).toEqual([4000, 3000]);
    expect(Object.keys(upload.body.variants ?? {}).sort()).toEqual([...VARIANT_NAMES].sort());
    expect(upload.ms).toBeLessThan(SINGLE_UPLOAD_BUDGET_MS);
  });

  it(`stays under ${MEMORY_BUDGET_MB} MB of resident memory while five such uploads run at once`, async () => {
    const sampler = sampleResidentMemory(server.process.pid!);
    const uploads = await Promise.all(
      Array.from({ length: 5 }, (_, index) => uploadJpeg(server.url, cookie, jpeg, `parallel-${index}.jpg`)),
    );
    const peakMb = sampler.stop();
    expect(uploads.map((upload) => upload.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(uploads.map((upload) => upload.body.id)).size).toBe(5);
    expect(peakMb).toBeGreaterThan(50); // the sampler really read the server process
    expect(peakMb).toBeLessThan(MEMORY_BUDGET_MB);
  });
});
