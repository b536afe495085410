import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import type { AnalyticsService } from "../services/seo/analytics";
import { deviceClass, referrerHost } from "../services/seo/analytics";

const NOT_COUNTED =
  /^\/(admin|api|medium-blog-admin|medium-blog-editor|assets|media|healthz|sw\.js|robots\.txt|sitemap\.xml|favicon|icons|manifest)/;

/** The page a request renders: a document request, or React Router's data request for a client navigation. */
/** Marks the service worker's precache requests (see service-worker.ts). */
export const PRECACHE_HEADER = "x-entwine-precache";

export function viewedPath(req: Request): string | null {
  if (req.method !== "GET") return null;
  // The service worker storing pages for offline use is not a visit.
  if (req.get(PRECACHE_HEADER)) return null;
  let path = req.path;
  if (path.endsWith(".data")) {
    path = path.slice(0, -".data".length) || "/";
    if (path === "/_root") path = "/";
    // Revalidation after a form submission re-fetches data without a new page view.
    if (req.query._routes) return null;
  } else if (!(req.get("accept") ?? "").includes("text/html")) {
    return null;
  }
  if (NOT_COUNTED.test(path)) return null;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * Counts page views with no cookie and no address: per day, path, referring host and device class. Bots,
 * admin pages and failed responses are not counted.
 */
export function pageViewCounter(analytics: AnalyticsService, ownHost: (req: Request) => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const path = viewedPath(req);
    if (path) {
      const userAgent = req.get("user-agent") ?? "";
      res.on("finish", () => {
        if (res.statusCode !== 200 || !userAgent || isbot(userAgent) || res.locals.admin) return;
        analytics.recordView({
          path,
          referrerHost: referrerHost(req.get("referer"), ownHost(req)),
          device: deviceClass(userAgent),
        });
      });
    }
    next();
  };
}

/**
 * The same count for a page answered by the cached-page fast path (a visitor's document request, status 200,
 * which never reaches the middleware above).
 */
export function fastPathViewCounter(analytics: AnalyticsService, ownHost: (req: IncomingMessage) => string) {
  return (req: IncomingMessage) => {
    if (req.headers[PRECACHE_HEADER]) return;
    const userAgent = req.headers["user-agent"] ?? "";
    if (!userAgent || isbot(userAgent)) return;
    const raw = (req.url ?? "/").split("?")[0]!;
    if (NOT_COUNTED.test(raw)) return;
    const path = raw.length > 1 ? raw.replace(/\/+$/, "") : raw;
    const referer = req.headers.referer;
    analytics.recordView({
      path,
      referrerHost: referrerHost(typeof referer === "string" ? referer : undefined, ownHost(req)),
      device: deviceClass(userAgent),
    });
  };
}
