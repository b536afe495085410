import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./storage";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-storage-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("local disk storage", () => {
  const storage = createLocalDiskStorage(root);

  it("puts, reads whole and by range, stats and deletes", async () => {
    const stored = await storage.put("a.txt", Readable.from([Buffer.from("0123456789")]));
    expect(stored.bytes).toBe(10);
    expect(await text(await storage.get("a.txt"))).toBe("0123456789");
    expect(await text(await storage.get("a.txt", { start: 2, end: 4 }))).toBe("234");
    expect(await storage.exists("a.txt")).toBe(true);
    await storage.delete("a.txt");
    expect(await storage.exists("a.txt")).toBe(false);
    await storage.delete("a.txt");
    expect(fs.readdirSync(storage.stagingDir)).toEqual([]);
  });

  it("moves a staged file in", async () => {
    fs.mkdirSync(storage.stagingDir, { recursive: true });
    const staged = path.join(storage.stagingDir, "x.part");
    fs.writeFileSync(staged, "hello");
    await storage.putFile("b.bin", staged);
    expect(fs.existsSync(staged)).toBe(false);
    expect(await storage.stat("b.bin")).toMatchObject({ bytes: 5 });
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
    expect(fs.readdirSync(storage.stagingDir)).toEqual([]);
  });

  it("refuses keys that could leave the folder", async () => {
    for (const key of ["../x", "a/b", ".staging", "", "a\\b"]) await expect(storage.stat(key)).rejects.toThrow("Invalid storage key");
  });
});
