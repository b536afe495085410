import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, type TestS3Server } from "../../../tests/support/s3-server";
import { migrateMedia, type MigrationProgress } from "./migrate";
import { createS3Storage, type S3MediaStorage } from "./s3-storage";
import { createLocalDiskStorage, type MediaStorage } from "./storage";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-migrate-"));
let s3: TestS3Server;
let bucket: S3MediaStorage;
let disk: MediaStorage;

beforeAll(async () => {
  s3 = await startTestS3Server();
  bucket = await createS3Storage(s3.storageOptions(path.join(root, "staging")));
  disk = createLocalDiskStorage(path.join(root, "media"));
  for (const [key, body] of [
    ["a.jpg", "first"],
    ["a-thumbnail.webp", "first thumb"],
    ["b.mp4", "second, a little longer"],
  ]) {
    await disk.put(key, Readable.from([Buffer.from(body)]));
  }
});
afterAll(async () => {
  bucket?.close();
  await s3?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("migrateMedia", () => {
  it("copies every local file into the bucket, reporting progress file by file", async () => {
    const seen: MigrationProgress[] = [];
    const result = await migrateMedia(disk, bucket, (progress) => seen.push(progress));
    expect(result).toEqual({ total: 3, copied: 3, skipped: 0, failed: [] });
    expect(seen.map((progress) => progress.done)).toEqual([1, 2, 3]);
    expect(await text(await bucket.get("b.mp4"))).toBe("second, a little longer");
    expect(fs.readdirSync(path.join(root, "media")).filter((name) => !name.startsWith("."))).toHaveLength(3);
  });

  it("resumes: files already in the bucket with the same size are skipped, a changed or missing one is copied", async () => {
    await bucket.delete("a.jpg");
    await bucket.put("b.mp4", Readable.from([Buffer.from("cut short")]));
    const result = await migrateMedia(disk, bucket);
    expect(result).toEqual({ total: 3, copied: 2, skipped: 1, failed: [] });
    expect(await text(await bucket.get("a.jpg"))).toBe("first");
    expect(await text(await bucket.get("b.mp4"))).toBe("second, a little longer");
  });

  it("reports a file that cannot be copied and carries on with the rest", async () => {
    const failing: MediaStorage = {
      ...bucket,
      stat: bucket.stat,
      async put(key, body) {
        if (key === "a-thumbnail.webp") throw new Error("bucket refused it");
        return bucket.put(key, body);
      },
    };
    await bucket.delete("a-thumbnail.webp");
    await bucket.delete("a.jpg");
    const result = await migrateMedia(disk, failing);
    expect(result.failed).toEqual([{ key: "a-thumbnail.webp", error: "bucket refused it" }]);
    expect(result.copied).toBe(1);
    expect(await bucket.exists("a.jpg")).toBe(true);
  });
});
