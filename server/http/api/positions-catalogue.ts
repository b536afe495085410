import crypto from "node:crypto";
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { renderPositionIllustration } from "@domain/positions/illustration";
import { POSITION_DIFFICULTIES, POSITION_STYLES } from "@content/positions/types";
import { cleanSearchQuery } from "@domain/positions/search";
import { BODY_FILTERS, parseBodyFilters } from "@domain/positions/body";
import { POSITION_SORTS } from "@domain/positions/popularity";
import type {
  CataloguePoolAnswer,
  PositionAlreadyRatedAnswer,
  PositionDetailAnswer,
  PositionRatingAnswer,
  PositionViewAnswer,
} from "@domain/positions/api";
import { notFound } from "../../base/errors";
import { parseInput } from "../../base/validation";
import type { Services } from "../../services";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PositionDetail } from "../../services/positions";
import { rateLimit } from "../rate-limit";

/**
 * The positions catalogue API, mounted at /api/catalogue (/api/positions belongs to the scratch positions).
 *
 *   GET  /api/catalogue?q&style&difficulty&body&sort&page&limit  list with popularity (q: words of name/description;
 *                                                          body: body filters, e.g. knees,pregnancy), ETag / 304
 *   GET  /api/catalogue/pool                               compact [id, name, style] pool for the journey generator
 *   GET  /api/catalogue/:id[?deviceId]                     one entry with related variations (+ yourRating)
 *   GET  /api/catalogue/:id/illustration.svg               the entry's abstract illustration
 *   POST /api/catalogue/:id/view                           counts a view (rate-limited)
 *   POST /api/catalogue/:id/rating {rating, deviceId}      rates once per device (rate-limited; 409 when rated)
 */

export const VIEW_RATE_LIMIT = { bucket: "catalogue-view", limit: 120, windowMs: 60_000 } as const;
export const RATING_RATE_LIMIT = { bucket: "catalogue-rating", limit: 30, windowMs: 10 * 60_000 } as const;
/**
 * One rating per visitor per position (visitors are known by a daily key of their address, as for views): a device
 * id chosen by the client cannot add more.
 */
export const RATING_ONCE_RULE = { bucket: "catalogue-rating-once", limit: 1, windowMs: 86_400_000 } as const;
export const ALREADY_RATED_MESSAGE = "You have already rated this position on this device.";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const listQuerySchema = z.object({
  style: z.preprocess(emptyToUndefined, z.enum(POSITION_STYLES).optional()),
  difficulty: z.preprocess(emptyToUndefined, z.enum(POSITION_DIFFICULTIES).optional()),
  q: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: "q must be text" })
      .max(200, "q must be at most 200 characters")
      .transform(cleanSearchQuery)
      .optional(),
  ),
  // Unknown body filters are ignored, as on the pages: `body=knees,bending` or `body=knees&body=bending` (an old `back` reads as both back filters).
  body: z.preprocess(
    (value) =>
      typeof value === "string"
        ? parseBodyFilters(value)
        : Array.isArray(value)
          ? parseBodyFilters(value.map(String))
          : value,
    z.array(z.enum(BODY_FILTERS)).optional(),
  ),
  sort: z.preprocess(emptyToUndefined, z.enum(POSITION_SORTS).default("popular")),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
});

const detailQuerySchema = z.object({
  deviceId: z.preprocess(emptyToUndefined, z.uuid().optional()),
});

const ratingSchema = z.object({
  rating: z
    .number({ error: "rating must be a whole number from 1 to 5" })
    .int("rating must be a whole number from 1 to 5")
    .min(1, "rating must be at least 1")
    .max(5, "rating must be at most 5"),
  deviceId: z.uuid({ error: "deviceId must be a UUID" }),
});

/** Sends JSON with a strong ETag of its bytes; answers 304 when the client already has it. */
function sendWithEtag(req: Request, res: Response, body: unknown, cacheControl = "no-cache") {
  const json = JSON.stringify(body);
  const etag = `"${crypto.createHash("sha1").update(json).digest("base64url")}"`;
  res.set({ ETag: etag, "Cache-Control": cacheControl });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type("application/json").send(json);
}

export function positionsCatalogueRoutes(services: Services) {
  const router = Router();
  const positions = services.positions;

  router.get("/", async (req, res) => {
    const query = parseInput(listQuerySchema, req.query, "Invalid query");
    const list = await positions.list(query);
    sendWithEtag(req, res, { ...list, total: list.stats.count });
  });

  router.get("/pool", (req, res) => {
    // Changes only with a new release: cache for an hour, revalidate by ETag.
    sendWithEtag(req, res, { positions: positions.pool() } satisfies CataloguePoolAnswer, "public, max-age=3600");
  });

  router.get("/:id", async (req, res) => {
    const { deviceId } = parseInput(detailQuerySchema, req.query, "Invalid query");
    const position = await positions.get(req.params.id);
    if (!position) {
      const base = positions.movedTo(req.params.id);
      if (base) {
        const query = req.originalUrl.indexOf("?");
        res.redirect(301, `${req.baseUrl}/${base}${query === -1 ? "" : req.originalUrl.slice(query)}`);
        return;
      }
      throw notFound("Position not found");
    }
    const yourRating = deviceId ? await positions.ratingBy(position.id, deviceId) : null;
    sendWithEtag(req, res, { position, yourRating } satisfies PositionDetailAnswer<PositionDetail>);
  });

  router.get("/:id/illustration.svg", (req, res) => {
    const entry = positions.entry(req.params.id);
    if (!entry) throw notFound("Position not found");
    const svg = renderPositionIllustration(entry);
    const etag = `"${crypto.createHash("sha1").update(svg).digest("base64url")}"`;
    res.set({
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=2592000, stale-while-revalidate=86400",
      "X-Content-Type-Options": "nosniff",
      // Opened on its own, the picture may not run or load anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      ETag: etag,
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(svg);
  });

  router.post("/:id/view", rateLimit(services.rateLimits, VIEW_RATE_LIMIT), async (req, res) => {
    const id = String(req.params.id);
    const popularity = await positions.recordView(id);
    if (!popularity) throw notFound("Position not found");
    res.set("Cache-Control", "no-store").json({ id, popularity } satisfies PositionViewAnswer);
  });

  router.post("/:id/rating", rateLimit(services.rateLimits, RATING_RATE_LIMIT), async (req, res) => {
    const id = String(req.params.id);
    if (!positions.exists(id)) throw notFound("Position not found");
    const { rating, deviceId } = parseInput(ratingSchema, req.body, "Invalid rating");
    res.set("Cache-Control", "no-store");
    const once = await services.rateLimits.hit(
      RATING_ONCE_RULE,
      services.rateLimits.visitorItemKey(req.ip ?? "unknown", `rating:${id}`),
    );
    if (!once.allowed) {
      const yourRating = await positions.ratingBy(id, deviceId);
      const current = await positions.get(id);
      res.status(409).json({
        error: ALREADY_RATED_MESSAGE,
        details: { yourRating },
        id,
        yourRating,
        popularity: current ? { views: current.views, rating: current.rating, ratingCount: current.ratingCount } : null,
      } satisfies PositionAlreadyRatedAnswer);
      return;
    }
    const result = await positions.rate(id, deviceId, rating);
    if (result.status === "unknown") throw notFound("Position not found");
    if (result.status === "already-rated") {
      res.status(409).json({
        error: ALREADY_RATED_MESSAGE,
        details: { yourRating: result.rating },
        id,
        yourRating: result.rating,
        popularity: result.popularity,
      } satisfies PositionAlreadyRatedAnswer);
      return;
    }
    res.status(201).json({ id, yourRating: rating, popularity: result.popularity } satisfies PositionRatingAnswer);
  });

  return router;
}
