import crypto from "node:crypto";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { Router, type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import {
  MAX_MEDIA_TAG_LENGTH,
  MAX_MEDIA_TAGS,
  MEDIA_DIFFICULTIES,
  MEDIA_DURATIONS,
  MEDIA_FIELD_MESSAGES,
  MEDIA_KINDS,
  MEDIA_MESSAGES,
  MEDIA_STYLES,
} from "@domain/media/presets";
import { invalidInput, notFound, rateLimited, tooLarge } from "../../base/errors";
import { parseInput } from "../../base/validation";
import type { Services } from "../../services";
import type { MediaDetails, MediaItem, MediaService, StagedUpload } from "../../services/media";
import { rateLimit } from "../rate-limit";
import { readCookie } from "@domain/auth/session-cookie";
import { requireAdmin } from "../session";

/**
 * The media library API, mounted at /api/media (DECISIONS.md "Media", issue 4).
 *
 *   POST   /api/media        multipart: file in field `file`, optional `title`; the admin may add `description`,
 *                            `style`, `difficulty`, `duration` and `tags` (comma separated) fields. Admin, or a
 *                            visitor of the blog editor (rate-limited). 201 MediaItem { url, source: "local", id,
 *                            width, height, mediaType, variants: { editor, thumbnail, preview, mobile, tablet,
 *                            desktop } | null, ... } 400 no file or a bad field, 413 over 10 MB, 415 not
 *                            JPG/PNG/GIF/WebP/MP4/WebM by its bytes, 429.
 *   GET    /api/media?q&type&style&difficulty&duration&tag&source&uploadedBy&limit&offset
 *                            (admin) { items: MediaItem[], total, tags: string[] } (tags: every tag in the library)
 *   GET    /api/media/:id    (admin) MediaItem
 *   PATCH  /api/media/:id    (admin) { title?, description?, tags?, style?, difficulty?, duration? } -> MediaItem
 *   DELETE /api/media/:id    (admin) { ok: true }; removes the files; 409 while still referenced
 *   POST   /api/media/url    (admin) { url, title, description?, type?, style?, difficulty?, duration?, tags? } -> 201
 *
 * Files are served by `mediaFileRoutes` at /media/:file (outside /api).
 */

/** Visitors upload pictures for their blog posts: 20 files an hour per address. */
export const VISITOR_UPLOAD_RATE_LIMIT = { bucket: "media-upload-visitor", limit: 20, windowMs: 3_600_000 } as const;
/** What one visitor address may store in a day, in bytes (counted on the received files; VISITOR_UPLOAD_BYTES_PER_DAY). */
export const VISITOR_DAILY_UPLOAD_BYTES = {
  bucket: "media-upload-bytes",
  limit: 40 * 1024 * 1024,
  windowMs: 86_400_000,
};
export const VISITOR_ALLOWANCE_MESSAGE = "You have reached today's upload allowance. Please try again tomorrow.";
/** The visitor's private upload cookie: opens their own not-yet-published uploads, nothing else. */
export const UPLOADS_COOKIE = "entwine_uploads";
const UPLOADS_COOKIE_MAX_AGE = 7 * 24 * 3600;

function uploadsCookie(token: string, secure: boolean): string {
  return [
    `${UPLOADS_COOKIE}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${UPLOADS_COOKIE_MAX_AGE}`,
    secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

export function uploaderKeyOf(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

/** The multipart fields besides `file` and `title` that the admin's uploads may carry. */
const DETAIL_FIELDS = new Set(["description", "style", "difficulty", "duration", "tags"]);

/** Multipart framing around the file (boundaries, part headers, a title field). */
const MULTIPART_SLACK = 64 * 1024;

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const emptyToNull = (value: unknown) => (value === "" ? null : value);

const choiceFilter = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(emptyToUndefined, z.enum(values, { error: message }).optional());

const listQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  type: z.preprocess(emptyToUndefined, z.enum([...MEDIA_KINDS, "all"]).optional()),
  style: choiceFilter(MEDIA_STYLES, MEDIA_FIELD_MESSAGES.style),
  difficulty: choiceFilter(MEDIA_DIFFICULTIES, MEDIA_FIELD_MESSAGES.difficulty),
  duration: choiceFilter(MEDIA_DURATIONS, MEDIA_FIELD_MESSAGES.duration),
  tag: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : value),
    z.string().max(MAX_MEDIA_TAG_LENGTH, MEDIA_FIELD_MESSAGES.tagTooLong).optional(),
  ),
  source: z.preprocess(emptyToUndefined, z.enum(["local", "url"]).optional()),
  uploadedBy: z.preprocess(emptyToUndefined, z.enum(["admin", "visitor"]).optional()),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(200)),
  offset: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(0)),
});

const tagsSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",") : value),
  z
    .array(z.string().trim().max(MAX_MEDIA_TAG_LENGTH, MEDIA_FIELD_MESSAGES.tagTooLong))
    .max(MAX_MEDIA_TAGS, MEDIA_FIELD_MESSAGES.tooManyTags),
);

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(emptyToNull, z.enum(values, { error: message }).nullable().optional());

/** The details the admin may send with an upload, as multipart fields (all text). */
const uploadDetailsSchema = z.object({
  description: z.string().max(5000, "Description is at most 5000 characters").optional(),
  tags: tagsSchema.optional(),
  style: optionalChoice(MEDIA_STYLES, MEDIA_FIELD_MESSAGES.style),
  difficulty: optionalChoice(MEDIA_DIFFICULTIES, MEDIA_FIELD_MESSAGES.difficulty),
  duration: optionalChoice(MEDIA_DURATIONS, MEDIA_FIELD_MESSAGES.duration),
});

const updateSchema = z.object({
  title: z
    .string({ error: MEDIA_MESSAGES.titleRequired })
    .trim()
    .min(1, MEDIA_MESSAGES.titleRequired)
    .max(200, "Title is at most 200 characters")
    .optional(),
  // The same details as an upload, after the title (so a refusal names the title first, as before).
  ...uploadDetailsSchema.shape,
});

const urlSchema = z.object({
  url: z.string().max(2048, "URL is at most 2048 characters").optional(),
  title: z.string().max(200, "Title is at most 200 characters").optional(),
  description: z.string().max(5000, "Description is at most 5000 characters").optional(),
  type: z.preprocess(emptyToUndefined, z.enum(MEDIA_KINDS).optional()),
  tags: tagsSchema.optional(),
  style: optionalChoice(MEDIA_STYLES, MEDIA_FIELD_MESSAGES.style),
  difficulty: optionalChoice(MEDIA_DIFFICULTIES, MEDIA_FIELD_MESSAGES.difficulty),
  duration: optionalChoice(MEDIA_DURATIONS, MEDIA_FIELD_MESSAGES.duration),
});

/** Media details name their fields, except that a missing title says just that (the admin's form shows it). */
function parse<T extends z.ZodType>(schema: T, input: unknown, message: string): z.output<T> {
  return parseInput(schema, input, (details) =>
    details.title?.includes(MEDIA_MESSAGES.titleRequired)
      ? MEDIA_MESSAGES.titleRequired
      : `${message}: ${Object.keys(details).join(", ")}`,
  );
}

/** Sends JSON with a strong ETag of its bytes; answers 304 when the client already has it. */
function sendWithEtag(req: Request, res: Response, body: unknown) {
  const json = JSON.stringify(body);
  res.set({
    ETag: `"${crypto.createHash("sha1").update(json).digest("base64url")}"`,
    "Cache-Control": "private, no-cache",
  });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type("application/json").send(json);
}

/**
 * Streams a multipart upload through busboy into the media service. The file goes straight to the staging
 * folder (never whole in memory); on a refusal the rest of the request is drained and the partial file removed.
 */
function receiveUpload(
  req: Request,
  media: MediaService,
  uploadedBy: "admin" | "visitor",
  options: {
    uploaderKey?: string;
    beforeComplete?: (staged: StagedUpload) => Promise<void>;
    /** Reads the item's details from the form's other fields (the admin's uploads); throws a 400 when one is bad. */
    readDetails?: (fields: Record<string, string>) => MediaDetails;
  } = {},
): Promise<MediaItem> {
  if (!/^multipart\/form-data\b/i.test(req.get("content-type") ?? "")) {
    return Promise.reject(
      invalidInput(`${MEDIA_MESSAGES.noFile} (multipart/form-data, field "file")`, { file: ["Required"] }),
    );
  }
  const declared = Number(req.get("content-length"));
  if (Number.isFinite(declared) && declared > media.maxBytes + MULTIPART_SLACK) {
    // Clearly too large: answer at once and close the connection rather than read it all.
    req.res?.set("Connection", "close");
    return Promise.reject(tooLarge(MEDIA_MESSAGES.tooLarge));
  }
  return new Promise<MediaItem>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: media.maxBytes + 1, fields: 10, fieldSize: 8 * 1024, parts: 20, headerPairs: 50 },
      });
    } catch {
      reject(invalidInput(`${MEDIA_MESSAGES.noFile} (multipart/form-data, field "file")`, { file: ["Required"] }));
      return;
    }
    let staging: Promise<StagedUpload> | null = null;
    let title: string | undefined;
    const fields: Record<string, string> = {};
    let settled = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume(); // drain the rest so the client reads our answer
      staging?.then(
        (staged) => media.discard(staged),
        () => undefined,
      );
      reject(error);
    };

    parser.on("field", (name, value) => {
      if (name === "title") title = value.slice(0, 200);
      else if (DETAIL_FIELDS.has(name)) fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || staging || settled) {
        stream.resume();
        return;
      }
      staging = media.stageUpload(stream, { fileName: info.filename, mimeType: info.mimeType });
      staging.catch(fail);
    });
    parser.on("error", () => fail(invalidInput("The upload could not be read. Please try again.")));
    parser.on("close", () => {
      if (settled) return;
      if (!staging) {
        fail(invalidInput(MEDIA_MESSAGES.noFile, { file: ["Required"] }));
        return;
      }
      staging.then(
        async (staged) => {
          if (settled) return media.discard(staged);
          settled = true;
          try {
            const details = options.readDetails?.(fields);
            await options.beforeComplete?.(staged);
            resolve(
              await media.completeUpload(staged, { title, uploadedBy, uploaderKey: options.uploaderKey, details }),
            );
          } catch (error) {
            await media.discard(staged);
            reject(error);
          }
        },
        () => undefined, // handled by fail()
      );
    });
    req.on("close", () => {
      if (!req.complete) fail(invalidInput("The upload was interrupted."));
    });
    req.pipe(parser);
  });
}

export function mediaRoutes(services: Services, options: { secureCookies: (req: Request) => boolean }) {
  const router = Router();
  const media = services.media;
  const visitorLimit = rateLimit(services.rateLimits, VISITOR_UPLOAD_RATE_LIMIT);
  const dailyBytes = { ...VISITOR_DAILY_UPLOAD_BYTES, limit: services.visitorUploadBytesPerDay };
  const limitVisitors = (req: Request, res: Response, next: NextFunction) =>
    res.locals.admin ? next() : visitorLimit(req, res, next);

  router.post("/", limitVisitors, async (req, res) => {
    if (res.locals.admin) {
      const item = await receiveUpload(req, media, "admin", {
        readDetails: (fields) => parse(uploadDetailsSchema, fields, "Invalid media details"),
      });
      res.status(201).location(item.url).json(item);
      return;
    }
    // A visitor's upload stays private to them (their upload cookie) and the admin until a published story shows it.
    let token = readCookie(req.get("cookie"), UPLOADS_COOKIE);
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) {
      token = crypto.randomBytes(32).toString("base64url");
      res.append("Set-Cookie", uploadsCookie(token, options.secureCookies(req)));
    }
    const budgetKey = services.rateLimits.clientKey(req.ip ?? "unknown");
    const item = await receiveUpload(req, media, "visitor", {
      uploaderKey: uploaderKeyOf(token),
      async beforeComplete(staged) {
        const budget = await services.rateLimits.hit(dailyBytes, budgetKey, staged.bytes);
        if (!budget.allowed) throw rateLimited(VISITOR_ALLOWANCE_MESSAGE, budget.retryAfterSeconds);
      },
    });
    res.status(201).location(item.url).json(item);
  });

  router.post("/url", requireAdmin, async (req, res) => {
    const body = parse(urlSchema, req.body, "Invalid media details");
    const item = await media.addUrl({ ...body, url: body.url ?? "", title: body.title ?? "" }, "admin");
    res.status(201).json(item);
  });

  router.get("/", requireAdmin, async (req, res) => {
    const query = parse(listQuerySchema, req.query, "Invalid query");
    const result = await media.list({ ...query, type: query.type === "all" ? undefined : query.type });
    sendWithEtag(req, res, result);
  });

  router.get("/:id", requireAdmin, async (req, res) => {
    const item = await media.get(String(req.params.id));
    if (!item) throw notFound("Media item not found");
    sendWithEtag(req, res, item);
  });

  router.patch("/:id", requireAdmin, async (req, res) => {
    const patch = parse(updateSchema, req.body, "Invalid media details");
    res.json(await media.update(String(req.params.id), patch));
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    await media.remove(String(req.params.id));
    res.json({ ok: true });
  });

  return router;
}

/** Page-level policy of the site does not apply to a file: nothing in it may run, even if opened directly. */
const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** How long a browser may reuse the redirect to MEDIA_PUBLIC_URL: a day, so that changing the CDN takes effect. */
const PUBLIC_URL_REDIRECT_MAX_AGE = 86_400;

/**
 * GET/HEAD /media/:file — stored files under their server-generated names, with the Content-Type of the record
 * (never HTML), nosniff, immutable caching, ETag / 304 and single HTTP byte ranges (206, 416). With a public
 * URL (MEDIA_PUBLIC_URL: a CDN or the bucket's own address) a known file is answered with a redirect there, so the
 * bytes never pass through this server; stored links keep their /media/ form either way.
 */
export function mediaFileRoutes(services: Services, options: { publicUrl?: string } = {}) {
  const router = Router();
  router.get("/:file", async (req, res) => {
    const token = readCookie(req.get("cookie"), UPLOADS_COOKIE);
    const file = await services.media.resolveFile(String(req.params.file), {
      admin: Boolean(res.locals.admin),
      uploaderKey: token ? uploaderKeyOf(token) : null,
    });
    if (!file) {
      res
        .status(404)
        .set({ "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff" })
        .type("text/plain")
        .send("Not found");
      return;
    }
    if (file.isPublic && options.publicUrl) {
      res
        .set("Cache-Control", `public, max-age=${PUBLIC_URL_REDIRECT_MAX_AGE}`)
        .redirect(302, `${options.publicUrl}/${file.key}`);
      return;
    }
    const etag = `"${file.size.toString(16)}-${file.modifiedAt.getTime().toString(16)}"`;
    res.set({
      "Content-Type": file.mime,
      "X-Content-Type-Options": "nosniff",
      // Someone's upload awaiting its story is never kept by a shared cache (nor sent to the CDN above).
      "Cache-Control": file.isPublic ? "public, max-age=31536000, immutable" : "private, no-store",
      "Content-Disposition": "inline",
      "Content-Security-Policy": FILE_CSP,
      "Accept-Ranges": "bytes",
      ETag: etag,
      "Last-Modified": file.modifiedAt.toUTCString(),
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }

    let range: { start: number; end: number } | undefined;
    const ifRange = req.get("if-range");
    if (req.get("range") && (!ifRange || ifRange === etag)) {
      const parsed = req.range(file.size, { combine: true });
      if (parsed === -1) {
        res.status(416).set("Content-Range", `bytes */${file.size}`).type("text/plain").send("Range not satisfiable");
        return;
      }
      // Malformed ranges (-2), other units and several ranges are ignored: the whole file is sent.
      if (Array.isArray(parsed) && parsed.type === "bytes" && parsed.length === 1) range = parsed[0];
    }

    if (range) {
      res.status(206).set({
        "Content-Range": `bytes ${range.start}-${range.end}/${file.size}`,
        "Content-Length": String(range.end - range.start + 1),
      });
    } else {
      res.status(200).set("Content-Length", String(file.size));
    }
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    const stream = await services.media.openFile(file.key, range);
    await pipeline(stream, res).catch(() => undefined); // a client that goes away is not an error
  });
  return router;
}
