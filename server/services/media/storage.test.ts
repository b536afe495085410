import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from "../../../tests/support/s3-server";
import { createS3Storage, type S3MediaStorage } from "./s3-storage";
import { createLocalDiskStorage, type MediaStorage } from "./storage";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-storage-"));
let s3: TestS3Server;
let bucketStorage: S3MediaStorage;

beforeAll(async () => {
  s3 = await startTestS3Server();
  bucketStorage = await createS3Storage(s3.storageOptions(path.join(root, "s3-staging")));
});
afterAll(async () => {
  bucketStorage?.close();
  await s3?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const stores: Array<[string, () => MediaStorage]> = [
  ["local disk", () => createLocalDiskStorage(path.join(root, "disk"))],
  ["S3 bucket", () => bucketStorage],
];

const allKeys = async (storage: MediaStorage) => {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys.sort();
};

describe.each(stores)("%s storage", (_name, makeStorage) => {
  let storage: MediaStorage;
  beforeAll(() => {
    storage = makeStorage();
  });

  it("puts, reads whole and by range, stats, lists and deletes", async () => {
    const stored = await storage.put("a.txt", Readable.from([Buffer.from("0123456789")]));
    expect(stored.bytes).toBe(10);
    expect(await text(await storage.get("a.txt"))).toBe("0123456789");
    expect(await text(await storage.get("a.txt", { start: 2, end: 4 }))).toBe("234");
    expect(await storage.exists("a.txt")).toBe(true);
    expect(await allKeys(storage)).toEqual(["a.txt"]);
    await storage.delete("a.txt");
    expect(await storage.exists("a.txt")).toBe(false);
    expect(await storage.stat("a.txt")).toBeNull();
    await storage.delete("a.txt");
    expect(await allKeys(storage)).toEqual([]);
  });

  it("moves a staged file in", async () => {
    fs.mkdirSync(storage.stagingDir, { recursive: true });
    const staged = path.join(storage.stagingDir, "x.part");
    fs.writeFileSync(staged, "hello");
    await storage.putFile("b.bin", staged);
    expect(fs.existsSync(staged)).toBe(false);
    expect(await storage.stat("b.bin")).toMatchObject({ bytes: 5 });
    await storage.delete("b.bin");
  });

  it("streams a file larger than one multipart part without holding it whole", async () => {
    const size = 11 * 1024 * 1024 + 3;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const body = new Readable({
      read() {
        if (sent >= size) return this.push(null);
        const next = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += next.length;
        this.push(next);
      },
    });
    expect((await storage.put("big.bin", body)).bytes).toBe(size);
    expect(await text(await storage.get("big.bin", { start: size - 3, end: size - 1 }))).toBe("aaa");
    await storage.delete("big.bin");
  });

  it("leaves nothing behind when the stream fails", async () => {
    const failing = new Readable({
      read() {
        this.push("partial");
        this.destroy(new Error("boom"));
      },
    });
    await expect(storage.put("c.bin", failing)).rejects.toThrow("boom");
    expect(await storage.exists("c.bin")).toBe(false);
    expect(await allKeys(storage)).toEqual([]);
  });

  it("refuses keys that could leave the folder or the prefix", async () => {
    for (const key of ["../x", "a/b", ".staging", "", "a\\b"])
      await expect(storage.stat(key)).rejects.toThrow("Invalid storage key");
  });
});

describe("S3 bucket check at start", () => {
  it("passes for a reachable bucket", async () => {
    await expect(bucketStorage.verify()).resolves.toBeUndefined();
  });

  it("names S3_BUCKET when the bucket does not exist", async () => {
    const missing = await createS3Storage({ ...s3.storageOptions(root), bucket: "no-such-bucket" });
    await expect(missing.verify()).rejects.toThrow(/^S3_BUCKET: the bucket "no-such-bucket" does not exist/);
    missing.close();
  });

  it("names the endpoint when nothing answers there", async () => {
    const unreachable = await createS3Storage({
      ...s3.storageOptions(root),
      endpoint: "http://127.0.0.1:9",
      clientConfig: { credentials: TEST_S3_CREDENTIALS, maxAttempts: 1 },
    });
    await expect(unreachable.verify()).rejects.toThrow(
      /^S3_ENDPOINT\/S3_REGION: the bucket "entwine-media" could not be reached/,
    );
    unreachable.close();
  });
});
