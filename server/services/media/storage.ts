import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Inclusive byte range, as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  bytes: number;
  modifiedAt: Date;
}

/**
 * Where media files live. Keys are flat, server-generated names (`{uuid}.jpg`, `{uuid}-editor.webp`).
 * The local-disk store below is the default; `s3-storage.ts` implements the same interface on an S3 bucket.
 */
export interface MediaStorage {
  /** Writes a stream under `key` atomically: readers see the whole object or nothing. */
  put(key: string, body: Readable): Promise<StoredObject>;
  /** Moves a finished local file (from `stagingDir`) into the store; the local file is gone afterwards. */
  putFile(key: string, localPath: string): Promise<StoredObject>;
  /** Reads an object, or the inclusive byte range of it. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes an object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order (for migrations and audits, not for request paths). */
  keys(): AsyncIterable<string>;
  /** A local folder for work in progress (uploads being received and processed). */
  readonly stagingDir: string;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes("..")) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** Files in one folder (`DATA_DIR/media`); work in progress in its `.staging` subfolder (same file system). */
export function createLocalDiskStorage(root: string): MediaStorage {
  const stagingDir = path.join(root, ".staging");
  let ready: Promise<void> | null = null;
  const ensureDirs = () =>
    (ready ??= (async () => {
      await fsp.mkdir(root, { recursive: true });
      await fsp.mkdir(stagingDir, { recursive: true });
    })().catch((error) => {
      ready = null;
      throw error;
    }));
  const fullPath = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };

  async function stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await fsp.stat(fullPath(key));
      return info.isFile() ? { bytes: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async function moveInto(localPath: string, target: string): Promise<void> {
    try {
      await fsp.rename(localPath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      // Another file system: copy next to the target, then rename (still atomic for readers).
      const temp = `${target}.${crypto.randomUUID()}.tmp`;
      try {
        await fsp.copyFile(localPath, temp);
        await fsp.rename(temp, target);
      } finally {
        await fsp.rm(temp, { force: true });
      }
      await fsp.rm(localPath, { force: true });
    }
  }

  return {
    stagingDir,
    async put(key, body) {
      const target = fullPath(key);
      await ensureDirs();
      const temp = path.join(stagingDir, `${crypto.randomUUID()}.part`);
      try {
        await pipeline(body, fs.createWriteStream(temp, { flags: "wx", mode: 0o644 }));
        await moveInto(temp, target);
      } catch (error) {
        await fsp.rm(temp, { force: true });
        throw error;
      }
      return (await stat(key))!;
    },
    async putFile(key, localPath) {
      const target = fullPath(key);
      await ensureDirs();
      await moveInto(localPath, target);
      return (await stat(key))!;
    },
    async get(key, range) {
      const file = fullPath(key);
      const handle = await fsp.open(file, "r");
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    stat,
    async exists(key) {
      return (await stat(key)) !== null;
    },
    async delete(key) {
      await fsp.rm(fullPath(key), { force: true });
    },
    async *keys() {
      const entries = await fsp.readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      for (const entry of entries) if (entry.isFile() && KEY_PATTERN.test(entry.name)) yield entry.name;
    },
  };
}
