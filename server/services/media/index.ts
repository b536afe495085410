import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform, type Readable, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, count, desc, eq, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import {
  MAX_MEDIA_TAG_LENGTH,
  MAX_MEDIA_TAGS,
  MAX_UPLOAD_BYTES,
  MEDIA_MESSAGES,
  VARIANT_NAMES,
  type MediaDifficulty,
  type MediaDuration,
  type MediaKind,
  type MediaStyle,
  type MediaVariantUrls,
} from "@domain/media/presets";
import type { MediaItem } from "@domain/media/item";
import type { AppConfig } from "../../base/config";
import type { Db } from "../../db/client";
import { mediaItems, type MediaItemRow, type StoredVariant } from "../../db/schema";
import { conflict, invalidInput, notFound, tooLarge, unsupportedType } from "../../base/errors";
import type { Logger } from "../../base/logger";
import type { StorageQuotas } from "../storage-quotas";
import type { Clock } from "../../base/clock";
import {
  claimedFamily,
  detectMediaType,
  familyOf,
  sanitiseFileName,
  SNIFF_BYTES,
  titleFromFileName,
  type DetectedType,
} from "./detect";
import { stripDirectionalControls } from "../blogs/sanitize";
import { isValidMp4, isValidWebm } from "./container";
import { createLocalDiskStorage, type ByteRange, type MediaStorage } from "./storage";
import { originalFileName, parseMediaFileName, planVariants } from "./variants";

export { createLocalDiskStorage, type MediaStorage } from "./storage";

/** Public URL prefix of stored files (served by `server/http/media-files.ts`). */
export const MEDIA_URL_PREFIX = "/media/";
/** Images above this many pixels are refused (a 10 MB file can still declare a decompression bomb). */
export const MAX_INPUT_PIXELS = 100_000_000;
/** Still images are shrunk to this shortest side before the variants are cut (the largest preset is 800 wide). */
const INTERMEDIATE_MIN_SIDE = 800;
/** Image jobs processed at once; more wait in line, which bounds memory when many uploads arrive together. */
const IMAGE_JOBS = Math.max(1, Math.min(2, os.availableParallelism?.() ?? os.cpus().length));
// libvips keeps decoded images in a cache and runs a thread per core for each image; for a server that resizes
// uploads one by one that only costs memory.
sharp.cache(false);
sharp.concurrency(1);
/** Staged files older than this are leftovers of a crash and are removed. */
const STAGING_MAX_AGE_MS = 60 * 60_000;

const unsupportedFile = () => unsupportedType(MEDIA_MESSAGES.unsupportedType);
const fileTooLarge = () => tooLarge(MEDIA_MESSAGES.tooLarge);

/** A media item as the API answers it (the type lives in domain/, shared with the browser). */
export type { MediaItem } from "@domain/media/item";

/** How stories use a media item, for the visitor uploads' quarantine (see sweepVisitorUploads). */
export type StoryUsage = "published" | "in-review" | "rejected" | "unused";
export type StoryUsageCheck = (item: MediaItem) => Promise<StoryUsage>;

/** An unused visitor upload is deleted this long after it was made. */
export const VISITOR_UPLOAD_TTL_MS = 7 * 24 * 3_600_000;

/** Who asks for a file: the admin sees everything, a visitor's upload cookie opens their own private uploads. */
export interface MediaViewer {
  admin: boolean;
  uploaderKey?: string | null;
}

/** An upload received into the staging folder, checked by its bytes, not yet processed. */
export interface StagedUpload {
  id: string;
  tempPath: string;
  type: DetectedType;
  bytes: number;
  originalName: string;
}

export interface MediaUpdate {
  title?: string;
  description?: string;
  tags?: string[];
  style?: MediaStyle | null;
  difficulty?: MediaDifficulty | null;
  duration?: MediaDuration | null;
}

/** What the admin may give an upload besides its title. */
export interface MediaDetails {
  description?: string;
  style?: MediaStyle | null;
  difficulty?: MediaDifficulty | null;
  duration?: MediaDuration | null;
  tags?: string[];
}

export interface MediaUrlInput {
  url: string;
  title: string;
  description?: string;
  type?: MediaKind;
  style?: MediaStyle | null;
  difficulty?: MediaDifficulty | null;
  duration?: MediaDuration | null;
  tags?: string[];
}

export interface MediaListQuery {
  q?: string;
  type?: MediaKind;
  style?: MediaStyle;
  difficulty?: MediaDifficulty;
  duration?: MediaDuration;
  /** One tag, matched whole (tags are stored lowercased). */
  tag?: string;
  source?: "local" | "url";
  uploadedBy?: "admin" | "visitor";
  limit?: number;
  offset?: number;
}

/**
 * Tells whether a media item is still used somewhere (a blog post, a position...). Returns a short description
 * of the place ("blog post 'Date night ideas'") or null. Deleting a referenced item is refused as a conflict.
 */
export type MediaReferenceCheck = (item: MediaItem) => Promise<string[] | null | undefined>;

export interface MediaServiceDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  config: Pick<AppConfig, "mediaDir">;
  /** Defaults to the local disk under `config.mediaDir`. */
  storage?: MediaStorage;
  maxBytes?: number;
  /** The store of visitors' uploads awaiting a published story: its overall cap and eviction (absent: no cap). */
  quotas?: StorageQuotas;
}

export const VISITOR_UPLOADS_FULL_MESSAGE =
  "Our server has no room for more pictures just now. Please try again later, or publish your story without it.";

/** Counts bytes (refusing past the limit) and checks the leading bytes before anything reaches the disk. */
class UploadGuard extends Transform {
  bytes = 0;
  type: DetectedType | null = null;
  private head: Buffer = Buffer.alloc(0);

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(fileTooLarge());
    if (this.type) return callback(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < SNIFF_BYTES) return callback();
    this.release(callback);
  }

  override _flush(callback: TransformCallback) {
    if (this.type || this.bytes === 0) return callback();
    this.release(callback);
  }

  private release(callback: TransformCallback) {
    this.type = detectMediaType(this.head);
    if (!this.type) return callback(unsupportedFile());
    const head = this.head;
    this.head = Buffer.alloc(0);
    callback(null, head);
  }
}

/** Runs at most `max` tasks at once; the rest wait in order. */
function createLimiter(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

interface ProcessedFile {
  key: string;
  localPath: string;
}

export function createMediaService(deps: MediaServiceDeps) {
  const { db, clock, logger } = deps;
  const storage = deps.storage ?? createLocalDiskStorage(deps.config.mediaDir);
  const maxBytes = deps.maxBytes ?? MAX_UPLOAD_BYTES;
  const referenceChecks: MediaReferenceCheck[] = [];
  let stagingReady: Promise<void> | null = null;
  const imageJobs = createLimiter(IMAGE_JOBS);
  let storyUsageCheck: StoryUsageCheck = async () => "unused";
  const storyUsage = (row: MediaItemRow) => storyUsageCheck(toMediaItem(row));

  /** Creates the staging folder once and removes leftovers of interrupted uploads. */
  function prepareStaging(): Promise<void> {
    return (stagingReady ??= (async () => {
      await fsp.mkdir(storage.stagingDir, { recursive: true });
      const cutoff = Date.now() - STAGING_MAX_AGE_MS;
      for (const entry of await fsp.readdir(storage.stagingDir)) {
        const entryPath = path.join(storage.stagingDir, entry);
        const info = await fsp.stat(entryPath).catch(() => null);
        if (info && info.mtimeMs < cutoff) await fsp.rm(entryPath, { recursive: true, force: true });
      }
    })().catch((error) => {
      stagingReady = null;
      throw error;
    }));
  }

  function fileUrl(key: string): string {
    return `${MEDIA_URL_PREFIX}${key}`;
  }

  function toMediaItem(row: MediaItemRow): MediaItem {
    const hasVariants = row.source === "local" && VARIANT_NAMES.every((name) => row.variants?.[name]);
    return {
      id: row.id,
      type: row.kind,
      mediaType: row.kind,
      title: row.title,
      description: row.description,
      url: row.source === "url" ? (row.url ?? "") : fileUrl(row.storedName ?? ""),
      source: row.source,
      originalName: row.originalName,
      mime: row.mime,
      bytes: row.bytes,
      width: row.width,
      height: row.height,
      variants: hasVariants
        ? (Object.fromEntries(
            VARIANT_NAMES.map((name) => [name, fileUrl(row.variants[name]!.file)]),
          ) as MediaVariantUrls)
        : null,
      style: row.style,
      difficulty: row.difficulty,
      duration: row.duration,
      tags: row.tags ?? [],
      uploadedBy: row.uploadedBy,
      isPublic: row.isPublic,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function findRow(id: string): Promise<MediaItemRow | undefined> {
    if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
    const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id)).limit(1);
    return row;
  }

  /**
   * Re-encodes the original (EXIF and GPS dropped, orientation applied, anything appended to the image data
   * discarded) and renders the webp variants. Input that sharp cannot decode is refused as unsupported.
   */
  async function processImage(staged: StagedUpload, workDir: string) {
    const input = staged.tempPath;
    const open = (animated: boolean) =>
      sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true });
    let metadata: Metadata;
    try {
      metadata = await open(true).metadata();
    } catch {
      throw unsupportedFile();
    }
    const animated = (metadata.pages ?? 1) > 1;
    const base = () => {
      const image = open(animated);
      return animated ? image : image.rotate();
    };

    const originalKey = originalFileName(staged.id, staged.type);
    const originalPath = path.join(workDir, originalKey);
    let original = base().keepIccProfile();
    switch (staged.type.ext) {
      case "jpg":
        // Huffman-table optimisation holds every DCT coefficient of the image until the end (about 150 MB for a
        // 12-megapixel photo); without it the encoder streams strip by strip for a few percent larger files.
        original = original.jpeg({ quality: 90, optimiseCoding: false });
        break;
      case "png":
        original = original.png();
        break;
      case "webp":
        original = original.webp({ quality: 90 });
        break;
      case "gif":
        original = original.gif({ reuse: true });
        break;
      default:
        throw unsupportedFile();
    }
    let info: OutputInfo;
    try {
      info = await original.toFile(originalPath);
    } catch (error) {
      logger.info({ err: error }, "media: image could not be decoded");
      throw unsupportedFile();
    }
    const width = info.width;
    const height = (info as OutputInfo & { pageHeight?: number }).pageHeight ?? metadata.pageHeight ?? info.height;

    const plans = planVariants(staged.id, staged.type, { animated });
    const variants: Record<string, StoredVariant> = {};
    const files: ProcessedFile[] = [{ key: originalKey, localPath: originalPath }];
    // Still images are decoded once more, shrunk (on load, for JPEG) to the smallest size every preset can be
    // cut from, and the variants are cut from that pixel buffer. Animations are resized frame by frame.
    let source: () => Sharp = base;
    if (!animated) {
      const { data, info: raw } = await base()
        .resize(INTERMEDIATE_MIN_SIDE, INTERMEDIATE_MIN_SIDE, { fit: "outside", withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      source = () => sharp(data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
    }
    for (const plan of plans) {
      const localPath = path.join(workDir, plan.file);
      const output = await source()
        .resize(plan.width, plan.height, {
          fit: "cover",
          position: plan.position === "attention" ? sharp.strategy.attention : "centre",
        })
        .webp({ quality: plan.quality })
        .toFile(localPath);
      variants[plan.name] = { file: plan.file, width: plan.width, height: plan.height, bytes: output.size };
      files.push({ key: plan.file, localPath });
    }
    return { width, height, bytes: info.size, variants, files };
  }

  async function removeKeys(keys: string[]) {
    for (const key of keys) {
      await storage.delete(key).catch((error) => logger.warn({ err: error, key }, "media: could not delete file"));
    }
  }

  function keysOf(row: MediaItemRow): string[] {
    const keys = row.storedName ? [row.storedName] : [];
    for (const variant of Object.values(row.variants ?? {})) keys.push(variant.file);
    return keys;
  }

  function likePattern(text: string): string {
    return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  }

  const service = {
    storage,
    maxBytes,
    toMediaItem,
    fileUrl,

    /**
     * Receives an upload stream into the staging folder: refuses anything over the limit (413) or not of an
     * accepted type by its bytes (415) as soon as it shows, and removes the partial file. Nothing is buffered
     * whole in memory.
     */
    async stageUpload(stream: Readable, info: { fileName?: string; mimeType?: string } = {}): Promise<StagedUpload> {
      await prepareStaging();
      const id = crypto.randomUUID();
      const tempPath = path.join(storage.stagingDir, `${id}.upload`);
      const guard = new UploadGuard(maxBytes);
      const file = fs.createWriteStream(tempPath, { flags: "wx", mode: 0o600 });
      try {
        await pipeline(stream, guard, file);
        if (guard.bytes === 0 || !guard.type)
          throw invalidInput(MEDIA_MESSAGES.noFile, { file: ["The file is empty"] });
        const claimed = claimedFamily(info.fileName, info.mimeType);
        if (claimed && claimed !== familyOf(guard.type)) throw unsupportedFile();
        return { id, tempPath, type: guard.type, bytes: guard.bytes, originalName: sanitiseFileName(info.fileName) };
      } catch (error) {
        // A refusal on the first bytes can come before the file has even been opened: wait until the stream has
        // opened and closed, or the file would appear after it was removed and stay behind.
        if (!file.closed) await new Promise<void>((resolve) => file.once("close", () => resolve()));
        await fsp.rm(tempPath, { force: true });
        throw error;
      }
    },

    /** Removes a staged upload that will not be completed. */
    async discard(staged: StagedUpload): Promise<void> {
      await fsp.rm(staged.tempPath, { force: true });
    },

    /** Processes a staged upload (images: clean original + variants), stores its files and records the item. */
    async completeUpload(
      staged: StagedUpload,
      options: { title?: string; uploadedBy: "admin" | "visitor"; uploaderKey?: string; details?: MediaDetails },
    ): Promise<MediaItem> {
      const workDir = path.join(storage.stagingDir, staged.id);
      const stored: string[] = [];
      try {
        let width: number | null = null;
        let height: number | null = null;
        let bytes = staged.bytes;
        let variants: Record<string, StoredVariant> = {};
        const storedName = originalFileName(staged.id, staged.type);
        if (staged.type.kind === "video") {
          // The first bytes looked like a video; the container must also hold together, or it is not kept.
          const valid =
            staged.type.mime === "video/mp4" ? await isValidMp4(staged.tempPath) : await isValidWebm(staged.tempPath);
          if (!valid) throw unsupportedFile();
          await storage.putFile(storedName, staged.tempPath);
          stored.push(storedName);
        } else {
          await fsp.mkdir(workDir, { recursive: true });
          const result = await imageJobs(() => processImage(staged, workDir));
          ({ width, height, bytes, variants } = result);
          for (const file of result.files) {
            await storage.putFile(file.key, file.localPath);
            stored.push(file.key);
          }
        }
        const now = clock.now();
        const title = (
          stripDirectionalControls(options.title ?? "").trim() ||
          titleFromFileName(staged.originalName) ||
          "Untitled"
        ).slice(0, 200);
        const insert = (tx: Db) =>
          tx
            .insert(mediaItems)
            .values({
              id: staged.id,
              kind: staged.type.kind,
              title,
              description: options.details?.description?.trim() ?? "",
              originalName: staged.originalName || null,
              storedName,
              mime: staged.type.mime,
              bytes,
              width,
              height,
              variants,
              source: "local",
              url: null,
              style: options.details?.style ?? null,
              difficulty: options.details?.difficulty ?? null,
              duration: options.details?.duration ?? null,
              tags: normaliseTags(options.details?.tags ?? []),
              uploadedBy: options.uploadedBy,
              isPublic: options.uploadedBy === "admin",
              uploaderKey: options.uploadedBy === "visitor" ? (options.uploaderKey ?? null) : null,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
        // A visitor's upload counts in the store of uploads awaiting review, the admin's does not.
        const [row] =
          options.uploadedBy === "visitor" && deps.quotas
            ? await deps.quotas.write("visitor-uploads", insert, {
                bytes: bytes + Object.values(variants).reduce((sum, variant) => sum + variant.bytes, 0),
                message: VISITOR_UPLOADS_FULL_MESSAGE,
              })
            : await insert(db);
        return toMediaItem(row!);
      } catch (error) {
        await removeKeys(stored);
        throw error;
      } finally {
        await fsp.rm(staged.tempPath, { force: true });
        await fsp.rm(workDir, { recursive: true, force: true });
      }
    },

    /** Stage and complete in one call (uploads from code, seeding). */
    async upload(
      stream: Readable,
      info: { fileName?: string; mimeType?: string; title?: string; uploadedBy: "admin" | "visitor" },
    ): Promise<MediaItem> {
      const staged = await service.stageUpload(stream, info);
      return service.completeUpload(staged, info);
    },

    /** A page of the library, newest first, with the total that matched and every tag in the library (sorted). */
    async list(query: MediaListQuery = {}): Promise<{ items: MediaItem[]; total: number; tags: string[] }> {
      const conditions: SQL[] = [];
      if (query.type) conditions.push(eq(mediaItems.kind, query.type));
      if (query.style) conditions.push(eq(mediaItems.style, query.style));
      if (query.difficulty) conditions.push(eq(mediaItems.difficulty, query.difficulty));
      if (query.duration) conditions.push(eq(mediaItems.duration, query.duration));
      const tag = query.tag?.trim().toLowerCase();
      if (tag) conditions.push(sql`${mediaItems.tags} @> ${JSON.stringify([tag])}::jsonb`);
      if (query.source) conditions.push(eq(mediaItems.source, query.source));
      if (query.uploadedBy) conditions.push(eq(mediaItems.uploadedBy, query.uploadedBy));
      const text = query.q?.trim();
      if (text) {
        const pattern = likePattern(text);
        conditions.push(
          or(
            ilike(mediaItems.title, pattern),
            ilike(mediaItems.description, pattern),
            ilike(mediaItems.originalName, pattern),
            sql`${mediaItems.tags}::text ilike ${pattern}`,
          )!,
        );
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const rows = await db
        .select()
        .from(mediaItems)
        .where(where)
        .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
        .limit(query.limit ?? 200)
        .offset(query.offset ?? 0);
      const [totals] = await db.select({ total: count() }).from(mediaItems).where(where);
      const tagRows = await db
        .selectDistinct({ tag: sql<string>`jsonb_array_elements_text(${mediaItems.tags})` })
        .from(mediaItems);
      const tags = tagRows.map((row) => row.tag).sort((a, b) => a.localeCompare(b));
      return { items: rows.map(toMediaItem), total: Number(totals?.total ?? 0), tags };
    },

    async get(id: string): Promise<MediaItem | null> {
      const row = await findRow(id);
      return row ? toMediaItem(row) : null;
    },

    async update(id: string, patch: MediaUpdate): Promise<MediaItem> {
      const row = await findRow(id);
      if (!row) throw notFound("Media item not found");
      if (patch.title !== undefined) patch = { ...patch, title: stripDirectionalControls(patch.title) };
      if (patch.title !== undefined && !patch.title.trim())
        throw invalidInput(MEDIA_MESSAGES.titleRequired, { title: [MEDIA_MESSAGES.titleRequired] });
      const changes: Partial<typeof mediaItems.$inferInsert> = { updatedAt: clock.now() };
      if (patch.title !== undefined) changes.title = patch.title.trim();
      if (patch.description !== undefined) changes.description = patch.description.trim();
      if (patch.tags !== undefined) changes.tags = normaliseTags(patch.tags);
      if (patch.style !== undefined) changes.style = patch.style;
      if (patch.difficulty !== undefined) changes.difficulty = patch.difficulty;
      if (patch.duration !== undefined) changes.duration = patch.duration;
      const [updated] = await db.update(mediaItems).set(changes).where(eq(mediaItems.id, id)).returning();
      return toMediaItem(updated!);
    },

    /** Deletes the item and its files; refused (409) while something still uses it. */
    async remove(id: string): Promise<void> {
      const row = await findRow(id);
      if (!row) throw notFound("Media item not found");
      const item = toMediaItem(row);
      const uses: string[] = [];
      for (const check of referenceChecks) uses.push(...((await check(item)) ?? []));
      if (uses.length) {
        throw conflict(
          `This media is still used by ${uses.slice(0, 3).join(", ")}${uses.length > 3 ? ` and ${uses.length - 3} more` : ""}. Remove it there first.`,
          { usedBy: uses },
        );
      }
      await db.delete(mediaItems).where(eq(mediaItems.id, id));
      await removeKeys(keysOf(row));
    },

    /** Records an external http(s) URL as a media item. The server never fetches it. */
    async addUrl(input: MediaUrlInput, uploadedBy: "admin" | "visitor" = "admin"): Promise<MediaItem> {
      const title = stripDirectionalControls(input.title ?? "").trim();
      const rawUrl = input.url?.trim() ?? "";
      if (!title || !rawUrl) {
        throw invalidInput(MEDIA_MESSAGES.urlAndTitleRequired, {
          ...(rawUrl ? {} : { url: ["Required"] }),
          ...(title ? {} : { title: ["Required"] }),
        });
      }
      const url = parseExternalUrl(rawUrl);
      if (!url) throw invalidInput(MEDIA_MESSAGES.invalidUrl, { url: [MEDIA_MESSAGES.invalidUrl] });
      const now = clock.now();
      const [row] = await db
        .insert(mediaItems)
        .values({
          id: crypto.randomUUID(),
          kind: input.type ?? guessKindFromUrl(url),
          title: title.slice(0, 200),
          description: input.description?.trim() ?? "",
          source: "url",
          url: url.href,
          style: input.style ?? null,
          difficulty: input.difficulty ?? null,
          duration: input.duration ?? null,
          tags: normaliseTags(input.tags ?? []),
          variants: {},
          uploadedBy,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return toMediaItem(row!);
    },

    /**
     * The stored file behind a public file name (`{id}.ext` or `{id}-{variant}.webp`), with its MIME type from
     * the record. Null for names the server did not generate or items that no longer exist.
     */
    async resolveFile(
      name: string,
      viewer: MediaViewer = { admin: false },
    ): Promise<{ key: string; mime: string; size: number; modifiedAt: Date; isPublic: boolean } | null> {
      const parsed = parseMediaFileName(name);
      if (!parsed) return null;
      let row = await findRow(parsed.id);
      if (!row || row.source !== "local") return null;
      if (!row.isPublic) {
        const own = viewer.admin || (Boolean(viewer.uploaderKey) && row.uploaderKey === viewer.uploaderKey);
        if (!own) {
          // Published meanwhile (approved, or published by the admin)? Then it is public from now on.
          if ((await storyUsage(row)) !== "published") return null;
          row =
            (await db.update(mediaItems).set({ isPublic: true }).where(eq(mediaItems.id, row.id)).returning())[0] ??
            row;
        }
      }
      let mime: string;
      if (parsed.variant) {
        if (row.variants?.[parsed.variant]?.file !== name) return null;
        mime = "image/webp";
      } else {
        if (row.storedName !== name || !row.mime) return null;
        mime = row.mime;
      }
      const info = await storage.stat(name);
      if (!info) return null;
      return { key: name, mime, size: info.bytes, modifiedAt: info.modifiedAt, isPublic: row.isPublic };
    },

    /**
     * The visitor uploads' quarantine: a private upload shown by a published story becomes public; one used by no
     * story for VISITOR_UPLOAD_TTL_MS, or only by rejected stories, is deleted with its files. Runs every hour and
     * after a rejection. Answers what it did.
     */
    async sweepVisitorUploads(): Promise<{ published: number; deleted: number }> {
      const rows = await db.select().from(mediaItems).where(eq(mediaItems.isPublic, false));
      const cutoff = clock.now().getTime() - VISITOR_UPLOAD_TTL_MS;
      let published = 0;
      let deleted = 0;
      for (const row of rows) {
        const usage = await storyUsage(row);
        if (usage === "published") {
          await db.update(mediaItems).set({ isPublic: true }).where(eq(mediaItems.id, row.id));
          published++;
        } else if (usage === "rejected" || (usage === "unused" && row.createdAt.getTime() <= cutoff)) {
          const gone = await db
            .delete(mediaItems)
            .where(and(eq(mediaItems.id, row.id), eq(mediaItems.isPublic, false)))
            .returning();
          if (gone[0]) {
            await removeKeys(keysOf(gone[0]));
            deleted++;
          }
        }
      }
      if (published || deleted) logger.info({ published, deleted }, "media: visitor uploads swept");
      return { published, deleted };
    },

    /**
     * When the store of visitors' uploads is full: private uploads made before `idleBefore`, oldest first, that no
     * story in review uses (a published story's become public and leave the store; unused and declined ones are
     * deleted with their files), until `bytes` are freed. Returns how many left the store.
     */
    async evictUnusedUploads(request: { bytes: number; idleBefore: Date }): Promise<number> {
      const rows = await db
        .select()
        .from(mediaItems)
        .where(
          and(
            eq(mediaItems.isPublic, false),
            eq(mediaItems.uploadedBy, "visitor"),
            lt(mediaItems.createdAt, request.idleBefore),
          ),
        )
        .orderBy(mediaItems.createdAt, mediaItems.id)
        .limit(500);
      let freed = 0;
      let left = 0;
      for (const row of rows) {
        if (freed >= request.bytes) break;
        const usage = await storyUsage(row);
        if (usage === "in-review") continue;
        const weight = (row.bytes ?? 0) + Object.values(row.variants).reduce((sum, variant) => sum + variant.bytes, 0);
        if (usage === "published") {
          await db.update(mediaItems).set({ isPublic: true }).where(eq(mediaItems.id, row.id));
        } else {
          const gone = await db
            .delete(mediaItems)
            .where(and(eq(mediaItems.id, row.id), eq(mediaItems.isPublic, false)))
            .returning();
          if (!gone[0]) continue;
          await removeKeys(keysOf(gone[0]));
        }
        freed += weight;
        left++;
      }
      if (left > 0) logger.info({ left }, "media: visitor uploads evicted, the store being full");
      return left;
    },

    /** Lets the blog tell how stories use an item (for the quarantine of visitor uploads). */
    registerStoryUsage(check: StoryUsageCheck): void {
      storyUsageCheck = check;
    },

    openFile(key: string, range?: ByteRange): Promise<Readable> {
      return storage.get(key, range);
    },

    /** Lets other domains (blog, positions) refuse deletion of media they still use. */
    registerReferenceCheck(check: MediaReferenceCheck): void {
      referenceChecks.push(check);
    },
  };
  return service;
}

export type MediaService = ReturnType<typeof createMediaService>;

/** Tags trimmed and lowercased; empty ones and duplicates dropped; at most 30 of 50 characters. */
export function normaliseTags(tags: string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const clean = tag.trim().toLowerCase().slice(0, MAX_MEDIA_TAG_LENGTH);
    if (clean) seen.add(clean);
  }
  return [...seen].slice(0, MAX_MEDIA_TAGS);
}

/** An absolute http(s) URL without credentials, at most 2048 characters; null otherwise. */
export function parseExternalUrl(value: string): URL | null {
  if (value.length > 2048) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.username || url.password || !url.hostname) return null;
    return url;
  } catch {
    return null;
  }
}

function guessKindFromUrl(url: URL): MediaKind {
  const ext = url.pathname.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (ext === "gif") return "gif";
  if (ext && ["mp4", "webm", "m4v", "mov"].includes(ext)) return "video";
  return "image";
}
