import fs from "node:fs";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import v8 from "node:v8";
import compression from "compression";
import express, { type Request } from "express";
import { pinoHttp } from "pino-http";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { AppConfig } from "./base/config";
import { positionsCatalogueRoutes } from "./http/api/positions-catalogue";
import { defaultImagesRoutes } from "./http/api/default-images";
import { journeyPositionsRoutes, scratchPositionsRoutes } from "./http/api/position-games";
import { touches, writesTouch } from "./http/cache-scopes";
import { createHtmlCache, type HtmlCacheOptions } from "./http/html-cache";
import {
  adminWritesGuard,
  closeUnreadBodies,
  jsonBodyGuard,
  pageBodyGuard,
  streamingBodyCap,
  urlGuard,
} from "./http/input-guard";
import { reactRouterHandler } from "./http/react-router-handler";
import { assetHeaders, cspNonce, httpsRule, sameOriginGuard, securityHeaders } from "./http/security";
import { renderedPageCacheControl } from "./http/shared-cache";
import { siteRoutes } from "./http/site-routes";
import { errorMiddleware, pageFailureRecorder } from "./http/errors";
import { defineAdmin, sessionMiddleware } from "./http/session";
import { authRoutes } from "./http/api/auth";
import { blogRoutes } from "./http/api/blogs";
import { desireMatchRoutes } from "./http/api/desire-match";
import { tonightLimitRoutes } from "./http/api/tonight-limit";
import { roomRoutes } from "./http/api/rooms";
import { ourSpaceRoutes } from "./http/api/our-space";
import { mediaFileRoutes, mediaRoutes } from "./http/api/media";
import { seoRoutes } from "./http/api/seo";
import { vitalsRoutes } from "./http/api/vitals";
import { fastPathViewCounter, pageViewCounter } from "./http/page-views";
import { precompressedAssets } from "./http/precompressed";
import { serviceWorkerRoute } from "./http/service-worker";
import { errorWithoutValues, type Logger } from "./base/logger";
import type { Services } from "./services";
import { storedPagesThatFit } from "./services/memory-budget";

export interface CreateAppOptions {
  config: AppConfig;
  logger: Logger;
  services: Services;
  /** The React Router server build; absent in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built browser assets (build/client). */
  clientDir?: string;
  /** Express middleware of the Vite dev server (development only). */
  devMiddleware?: express.RequestHandler;
  /** Serve signed-out visitors' public pages from rendered HTML (default: in production). */
  htmlCache?: boolean;
  /** The stored pages' clock, lifetimes and sizes (tests). */
  htmlCacheTiming?: Pick<HtmlCacheOptions, "now" | "ttlMs" | "staleMs" | "maxEntries" | "maxVariants">;
}

/** Paths whose query string the request log never keeps (see the request serializer below). */
const PRIVATE_QUERY_PATHS = ["/api/rooms", "/api/our-space", "/api/desire-match", "/api/tonight-limit", "/__manifest"];

export function createApp(options: CreateAppOptions) {
  const { config, logger, services } = options;
  const production = config.NODE_ENV === "production";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  // Secure cookies, HSTS and upgrade-insecure-requests only where the site is reached over HTTPS (security.ts).
  const https = httpsRule({ production, publicOrigin: config.PUBLIC_ORIGIN });
  const originOf = (req: Request) => config.PUBLIC_ORIGIN ?? `${req.protocol}://${req.get("host")}`;

  // Control characters in the address are refused once, here, before any route reads it.
  app.use(urlGuard, streamingBodyCap());
  const servesBuild = !options.devMiddleware && options.clientDir !== undefined && fs.existsSync(options.clientDir);
  if (servesBuild) {
    // Hashed build assets, first and lean: no request log, no session, and none of a document's headers (a
    // policy on a script or font does nothing, and a kilobyte of headers on each of a page's files adds up).
    const assetsDir = path.join(options.clientDir!, "assets");
    app.use(
      "/assets",
      assetHeaders,
      precompressedAssets(assetsDir),
      express.static(assetsDir, { immutable: true, maxAge: "1y", index: false }),
    );
  }

  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => (req.headers["x-request-id"] as string | undefined) ?? crypto.randomUUID(),
      customLogLevel: (req, res, err) => {
        // 503 and 429 are limits refusing on purpose (a busy server, a greedy client): warnings, not errors.
        if (res.statusCode === 503 || res.statusCode === 429) return "warn";
        if (err || res.statusCode >= 500) return "error";
        if (req.url?.startsWith("/assets/") || req.url === "/healthz") return "debug";
        return "info";
      },
      serializers: {
        // A line holds the method and the path, never a header (the live lines' credentials travel in headers).
        // The query string of the private features' calls is dropped too: this version puts nothing private
        // there, but a phone still running an older one (kept by its service worker) sends its event stream's
        // credentials, or its page's links to /__manifest, in the query for a while after an update.
        req: (req) => ({
          method: req.method,
          url: PRIVATE_QUERY_PATHS.some((prefix) => req.url?.startsWith(prefix)) ? req.url!.split("?")[0] : req.url,
        }),
        res: (res) => ({ statusCode: res.statusCode }),
        err: errorWithoutValues,
      },
    }),
  );
  app.use(cspNonce);
  app.use(
    securityHeaders({
      production,
      dev: Boolean(options.devMiddleware),
      mediaPublicUrl: config.MEDIA_PUBLIC_URL,
      https,
    }),
  );
  // Responses made per request (pages rendered anew, API JSON): brotli at quality 4 (the package's default) for
  // browsers, gzip at level 3 for other clients, about half the CPU of level 6 for 8% more bytes. Stored pages and
  // built assets skip this: they are compressed once, at the highest levels.
  app.use(compression({ level: 3 }));
  app.use(sameOriginGuard((req) => [originOf(req)]));

  app.use(sessionMiddleware(services.auth));
  app.use(adminWritesGuard());
  const getLoadContext = (req: Request, res: express.Response): AppLoadContext =>
    defineAdmin(
      {
        services,
        logger: req.log ?? logger,
        nonce: res.locals.cspNonce as string,
        origin: originOf(req),
        clientAddress: req.ip ?? "unknown",
        secureCookies: https(req),
        socialProfileUrl: config.SOCIAL_PROFILE_URL ?? null,
        pageFailed: pageFailureRecorder(res, req.log ?? logger),
        touchCache: (scopes) => touches(res, scopes),
      },
      res,
    );
  const htmlCache =
    options.build && (options.htmlCache ?? production)
      ? createHtmlCache({
          build: options.build,
          mode: production ? "production" : "development",
          getLoadContext,
          database: services.database,
          // The store takes what the heap has left once every live connection is open (memory-budget.ts).
          maxEntries: storedPagesThatFit(v8.getHeapStatistics().heap_size_limit),
          ...options.htmlCacheTiming,
        })
      : null;
  if (htmlCache) {
    app.locals.htmlCache = htmlCache;
    app.use(htmlCache.invalidator());
  }
  app.use(pageViewCounter(services.seo.analytics, (req) => new URL(originOf(req)).host));
  if (htmlCache) app.use(htmlCache.hits());
  app.use(siteRoutes(services, originOf));
  app.use(serviceWorkerRoute(options.clientDir, options.build));

  // Uploaded media under server-generated names: immutable, byte ranges, never HTML.
  app.use("/media", mediaFileRoutes(services, { publicUrl: config.MEDIA_PUBLIC_URL }));

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else if (servesBuild) {
    // Hashed assets (above) never change and are kept a year; everything else in public/ for an hour.
    // Every file in public/ has an extension; pages never do, so rendering a page costs no file-system lookup.
    const publicFiles = express.static(options.clientDir!, { maxAge: "1h", index: false });
    app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  app.use("/api/vitals", writesTouch(), vitalsRoutes(services));
  if (htmlCache)
    app.use(
      htmlCache.apiMiddleware({
        latestListVersion: (path) =>
          path === "/api/positions"
            ? services.gamePositions.latestVersion("scratch")
            : path === "/api/journey-positions"
              ? services.gamePositions.latestVersion("journey")
              : undefined,
      }),
    );
  // Before the general body parser: room messages have their own 4 KB limit.
  app.use("/api/rooms", writesTouch(), roomRoutes(services));
  app.use("/api/desire-match", writesTouch(), desireMatchRoutes(services));
  app.use("/api/tonight-limit", writesTouch(), tonightLimitRoutes(services));
  // Its own parsers too: a message up to an update's size, a snapshot's route up to a whole space's.
  app.use("/api/our-space", writesTouch(), ourSpaceRoutes(services));
  app.use("/api", express.json({ limit: "2mb" }), jsonBodyGuard);
  app.use("/api/seo", seoRoutes(services));
  app.use("/api/auth", writesTouch(), authRoutes(services, { secureCookies: https }));

  // The catalogue's writes are views and ratings: counters, fetched live by the pages.
  app.use("/api/catalogue", writesTouch(), positionsCatalogueRoutes(services));

  app.use("/api/positions", writesTouch("positions"), scratchPositionsRoutes(services));
  app.use("/api/journey-positions", writesTouch("positions"), journeyPositionsRoutes(services));
  app.use("/api/default-images", defaultImagesRoutes(services));

  app.use("/api/media", mediaRoutes(services, { secureCookies: https }));

  app.use("/api/blogs", blogRoutes(services));

  app.use("/api", (_req, res) => {
    res.status(404).json({ error: "Not found" });
  });

  if (options.build) {
    if (htmlCache) app.use(htmlCache.middleware());
    app.all(
      "/{*splat}",
      renderedPageCacheControl(),
      pageBodyGuard(),
      reactRouterHandler({ build: options.build, mode: production ? "production" : "development", getLoadContext }),
    );
  }

  if (htmlCache) {
    const ownHost = (req: IncomingMessage) =>
      config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).host : String(req.headers.host ?? "");
    app.locals.fastPath = htmlCache.fastPath(fastPathViewCounter(services.seo.analytics, ownHost));
  }

  app.use(errorMiddleware(logger));
  return app;
}

/**
 * The app as a Node request listener, with stored visitors' pages answered before Express (see
 * HtmlCache.fastPath): their cost comes close to a bare server's.
 */
export function requestListener(
  app: ReturnType<typeof createApp>,
  /** True once the server is shutting down: every answer then closes its connection. */
  closing: () => boolean = () => false,
): RequestListener {
  const fastPath = app.locals.fastPath as ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
  // One listener does it all: a second "request" listener costs every request, stored pages included, a copy of
  // the listener list.
  return (req, res) => {
    if (closing()) res.setHeader("Connection", "close");
    closeUnreadBodies(req, res);
    try {
      if (fastPath?.(req, res)) return;
    } catch {
      if (res.headersSent) return;
    }
    app(req, res);
  };
}
