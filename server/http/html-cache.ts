import crypto from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { onlyAgeCookie } from "@domain/auth/age-cookie";
import type { Database } from "../db/client";
import { pageAnswer } from "./errors";
import { inScope, parseScopes, scopesOfWrite, type CacheScope } from "./cache-scopes";
import { publicPageCacheControl } from "./shared-cache";

interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  raw: Buffer;
  gzip: Buffer;
  /** Made on first use: most browsers take brotli, some clients only gzip. */
  brotli?: Buffer;
  /**
   * Every header the full middleware chain sent with this page the first time it was served from the cache
   * (security headers, policy with this page's script hashes, cache control): the fast path sends the same.
   */
  fastHeaders?: OutgoingHttpHeaders;
  /**
   * The fast path's whole header list per body encoding, flat (name, value, name, value…) and with the body's
   * length, made once per page: spreading the headers into a new object on every request cost about 5 µs of the
   * 40 a stored answer took, a bare server's whole budget for its own logic.
   */
  fastHeadLists?: Partial<Record<"br" | "gzip" | "identity", Array<string | number>>>;
  /** CSP sources allowing exactly this page's inline scripts ('sha256-…'), used instead of a nonce. */
  scriptSources: string[];
  storedAt: number;
  /** A game-positions list's version (its X-List-Version header), for a stored API answer of one. */
  listVersion?: number;
  /** How to render this page again in the background once it is older than the cache's time to live. */
  rerender?: () => Promise<globalThis.Response>;
}

/**
 * The hashes of a page's inline scripts, as CSP sources. A stored page is sent to many visitors, so it cannot carry
 * a nonce (a nonce sent twice is no nonce): its policy lists its own scripts' hashes instead, which only those exact
 * scripts match.
 */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? "")) continue;
    sources.add(
      `'sha256-${crypto
        .createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...sources];
}

export interface HtmlCacheOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
  database: Database;
  now?: () => number;
  ttlMs?: number;
  /** How long past its time to live a page may still be served while its fresh copy renders. */
  staleMs?: number;
  maxEntries?: number;
  /** How many of those may be variants (an address with a query string or an unusual spelling): see isVariant. */
  maxVariants?: number;
}

const CHANNEL = "html_cache_flush";
/** Headers that belong to one response only, never repeated by the fast path. */
const PER_RESPONSE_HEADERS = [
  "content-length",
  "content-encoding",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "set-cookie",
];
/**
 * Whether a stored address is a variant: a query string, capitals, a trailing slash, a dot or a percent sign. Any
 * visitor can make up endless variants (`/games?x=1`, `/Games`), each stored after one render; they are kept in a
 * pool of their own, so a flood of them can never push out the site's own pages, whose addresses are bounded by
 * its content.
 */
export function isVariant(key: string): boolean {
  return !/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(key);
}

/** Pages whose HTML depends on who is asking, or that must always be fresh. */
const NEVER_CACHED = /^\/(admin|medium-blog-admin|medium-blog-editor|api|media|assets|healthz|sw\.js)/;

/**
 * Public pages are the same for every signed-out visitor, so their rendered HTML is kept (raw and gzipped) for a
 * minute and served without rendering (a position page's live counts are fetched by the page itself when it opens). A successful write forgets the stored answers in the
 * scopes it touched (cache-scopes.ts: a story, the positions, or the whole site for other admin writes) here and,
 * through LISTEN/NOTIFY, on every other instance, so edits show at once; visitors' writes (rooms, matches, drafts,
 * messages, counters) forget nothing. A stored page is sent without a nonce: its policy
 * lists the hashes of its own inline scripts instead (see scriptSources above).
 */
/** A stored page's fast-path headers for one encoding of its body, flat, made on first use and kept with the page. */
function fastHeadList(
  page: CachedPage,
  headers: OutgoingHttpHeaders,
  encoding: string | undefined,
  body: Buffer,
): Array<string | number> {
  const key = (encoding ?? "identity") as keyof NonNullable<CachedPage["fastHeadLists"]>;
  const lists = (page.fastHeadLists ??= {});
  let list = lists[key];
  if (!list) {
    list = [];
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) list.push(name, item);
      else list.push(name, value);
    }
    if (encoding) list.push("content-encoding", encoding);
    list.push("content-length", body.length);
    lists[key] = list;
  }
  return list;
}

export function createHtmlCache(options: HtmlCacheOptions) {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? 60_000;
  const staleMs = options.staleMs ?? 10 * 60_000;
  const maxEntries = options.maxEntries ?? 500;
  const maxVariants = Math.min(options.maxVariants ?? 100, maxEntries);
  const pages = new Map<string, CachedPage>();
  const variants = new Map<string, CachedPage>();
  const poolOf = (key: string) => (isVariant(key.startsWith("api:") ? key.slice(4) : key) ? variants : pages);
  /** The key each pool last stored or touched: touching it again would only churn the map. */
  const newest = new Map<Map<string, CachedPage>, string>();
  /** One view over both pools (each kept least-recently-used first). */
  const entries = {
    // A key lives in one pool only, and two lookups cost less than telling its pool by pattern on every hit.
    get: (key: string) => pages.get(key) ?? variants.get(key),
    delete: (key: string) => poolOf(key).delete(key),
    /** Marks a stored page as just used. */
    touch(key: string, page: CachedPage) {
      const pool = pages.get(key) === page ? pages : variants;
      if (newest.get(pool) === key) return;
      pool.delete(key);
      pool.set(key, page);
      newest.set(pool, key);
    },
    keys: () => [...pages.keys(), ...variants.keys()],
    get size() {
      return pages.size + variants.size;
    },
    clear() {
      pages.clear();
      variants.clear();
    },
  };
  const handler = createRequestHandler(options.build, options.mode);
  let hits = 0;
  let misses = 0;
  let fastHits = 0;
  let revalidations = 0;
  const rerendering = new Set<string>();

  const clear = () => entries.clear();
  const forget = (scopes: readonly CacheScope[]) => {
    if (scopes.includes("site")) return clear();
    for (const key of entries.keys()) if (scopes.some((scope) => inScope(key, scope))) entries.delete(key);
  };
  // After the listening connection was lost and came back, this instance cannot know which edits it missed: it
  // forgets every stored page rather than serve one that may be stale for up to a minute.
  void options.database.listen(CHANNEL, (payload) => forget(parseScopes(payload)), clear).catch(() => undefined);

  /** A stored page as it was rendered: raw, gzipped, with its inline scripts' hashes. */
  async function storedPage(
    response: globalThis.Response,
    rerender: () => Promise<globalThis.Response>,
  ): Promise<CachedPage> {
    const raw = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      headers: [...response.headers.entries()].filter(
        ([name]) => !["content-length", "content-encoding", "set-cookie"].includes(name),
      ),
      raw,
      gzip: zlib.gzipSync(raw, { level: 6 }),
      scriptSources: inlineScriptSources(raw.toString("utf8")),
      storedAt: now(),
      rerender,
    };
  }

  function store(key: string, page: CachedPage) {
    const pool = poolOf(key);
    pool.delete(key);
    pool.set(key, page);
    newest.set(pool, key);
    const limit = pool === variants ? maxVariants : maxEntries - Math.min(variants.size, maxVariants);
    while (pool.size > Math.max(1, limit)) pool.delete(pool.keys().next().value!);
  }

  /**
   * Whether a stored page may be served: fresh, or past its time to live but within the stale window, in which
   * case its fresh copy is rendered in the background (once) and replaces it, so no visitor waits for a render.
   */
  function servable(key: string, page: CachedPage): boolean {
    const age = now() - page.storedAt;
    if (age < ttlMs) return true;
    if (age >= ttlMs + staleMs || !page.rerender) return false;
    if (!rerendering.has(key)) {
      rerendering.add(key);
      const rerender = page.rerender;
      setImmediate(() => {
        rerender()
          .then(async (response) => {
            if (entries.get(key) !== page) return; // forgotten or replaced meanwhile
            if (response.status === 200 && !response.headers.has("set-cookie")) {
              store(key, await storedPage(response, rerender));
              revalidations += 1;
            } else entries.delete(key);
          })
          .catch(() => entries.delete(key))
          .finally(() => rerendering.delete(key));
      });
    }
    return true;
  }

  /**
   * Whether the store may answer: a signed-out read of a public page. What the request accepts, its cache
   * directives and byte ranges change nothing a render would send, so none of them may cost a render (a client
   * accepting any type, not naming text/html, used to be rendered for on every request); a HEAD is answered like its GET.
   */
  function cacheable(req: Request, res: Response): boolean {
    // A session that could not be checked (the database away) may be the admin's: never a visitor's stored page.
    if ((req.method !== "GET" && req.method !== "HEAD") || res.locals.admin || res.locals.sessionUnknown) return false;
    if (NEVER_CACHED.test(req.path) || req.path.endsWith(".data")) return false;
    return req.originalUrl.length <= 300;
  }

  /** The stored body for what the client accepts, brotli made once per page on first use. */
  function encodedBody(page: CachedPage, acceptEncoding: string, html: boolean): { encoding?: string; body: Buffer } {
    if (html && /\bbr\b/.test(acceptEncoding)) {
      // A smaller document is a faster first paint on a slow connection.
      page.brotli ??= zlib.brotliCompressSync(page.raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.raw.length },
      });
      return { encoding: "br", body: page.brotli };
    }
    if (/\bgzip\b/.test(acceptEncoding)) return { encoding: "gzip", body: page.gzip };
    return { body: page.raw };
  }

  function send(req: Request, res: Response, page: CachedPage, html = true) {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    if (html) {
      const csp = res.getHeader("Content-Security-Policy");
      if (typeof csp === "string")
        res.setHeader(
          "Content-Security-Policy",
          csp.replace(/'nonce-[^']+'/, page.scriptSources.join(" ") || "'none'"),
        );
      res.setHeader("Vary", "Accept-Encoding");
      // A shared cache in front may keep it too (shared-cache.ts); the fast path repeats what is set here.
      res.setHeader("Cache-Control", publicPageCacheControl(page.status, req.originalUrl));
    }
    res.status(page.status);
    if (html && page.status === 200 && !page.fastHeaders) {
      const headers = res.getHeaders();
      for (const name of PER_RESPONSE_HEADERS) delete headers[name];
      page.fastHeaders = headers;
    }
    const { encoding, body } = encodedBody(page, req.get("accept-encoding") ?? "", html);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.end(body);
  }

  return {
    stats: () => ({ hits, misses, fastHits, revalidations, size: entries.size }),
    clear,
    async flushEverywhere(scopes: readonly CacheScope[] = ["site"]) {
      forget(scopes);
      await options.database.notify(CHANNEL, scopes.join(",")).catch(() => undefined);
    },

    /** After every successful write, forgets what it touched, here and on the other instances. */
    invalidator() {
      return (req: Request, res: Response, next: NextFunction) => {
        if (req.method !== "GET" && req.method !== "HEAD") {
          res.on("finish", () => {
            if (res.statusCode >= 400) return;
            const scopes = scopesOfWrite(res);
            if (scopes.length === 0) return;
            forget(scopes);
            void options.database.notify(CHANNEL, scopes.join(",")).catch(() => undefined);
          });
        }
        next();
      };
    },

    /**
     * The same cache for signed-out visitors' reads of the public JSON lists (blogs, game positions, catalogue):
     * the router renders once, later requests get the stored bytes (or 304 for a matching ETag).
     */
    apiMiddleware(
      options: {
        /**
         * The newest version of a game-positions list this instance has heard of (for /api/positions and
         * /api/journey-positions). A stored answer of an older version is not served: the list's change notice
         * reaches open pages, which then ask for the list, before the write's own answer has finished and forgotten
         * the stored one (and before a flush notice from another instance arrives).
         */
        latestListVersion?: (path: string) => number | undefined;
      } = {},
    ) {
      // Lists only: a single position's answer carries the asking device's own rating, so it is never shared.
      const CACHED_API = /^\/api\/(blogs|positions|journey-positions|catalogue|catalogue\/pool)(\?|$)/;
      return (req: Request, res: Response, next: NextFunction) => {
        if (req.method !== "GET" || res.locals.admin || req.get("x-edit-token")) return next();
        if (!CACHED_API.test(req.originalUrl) || req.path.endsWith("/events") || req.originalUrl.length > 300)
          return next();
        const key = `api:${req.originalUrl}`;
        let hit = entries.get(key);
        if (hit?.listVersion !== undefined && hit.listVersion < (options.latestListVersion?.(req.path) ?? 0)) {
          entries.delete(key);
          hit = undefined;
        }
        if (hit && now() - hit.storedAt < ttlMs) {
          hits += 1;
          const etag = hit.headers.find(([name]) => name === "etag")?.[1];
          if (etag && req.get("if-none-match") === etag) {
            res.setHeader("ETag", etag);
            res.status(304).end();
            return;
          }
          return send(req, res, hit, false);
        }
        misses += 1;
        const chunks: Buffer[] = [];
        const write = res.write.bind(res) as (...args: unknown[]) => boolean;
        const end = res.end.bind(res) as (...args: unknown[]) => Response;
        res.write = ((chunk: unknown, ...rest: unknown[]) => {
          if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
          return write(chunk, ...rest);
        }) as typeof res.write;
        res.end = ((chunk?: unknown, ...rest: unknown[]) => {
          if (chunk && typeof chunk !== "function")
            chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
          if (res.statusCode === 200 && !res.getHeader("set-cookie")) {
            const raw = Buffer.concat(chunks);
            const headers: Array<[string, string]> = [];
            for (const name of ["content-type", "etag", "cache-control", "vary", "x-list-version"]) {
              const value = res.getHeader(name);
              if (value !== undefined) headers.push([name, String(value)]);
            }
            const listVersion = Number(res.getHeader("x-list-version"));
            store(key, {
              status: 200,
              headers,
              raw,
              gzip: zlib.gzipSync(raw, { level: 6 }),
              scriptSources: [],
              storedAt: now(),
              ...(Number.isInteger(listVersion) ? { listVersion } : {}),
            });
          }
          return end(chunk, ...rest);
        }) as typeof res.end;
        next();
      };
    },

    /**
     * Stored pages for visitors, answered before Express sees the request: no cookie (so no session, never the
     * admin), a document request for an address already stored and already served once through the whole chain
     * (whose headers it repeats). Returns false to let the app answer. `served` counts the page view.
     */
    fastPath(served: (req: IncomingMessage) => void) {
      return (req: IncomingMessage, res: ServerResponse): boolean => {
        const url = req.url ?? "";
        // The age answer's cookie alone changes nothing the server renders: such a request is a plain visitor's.
        const cookie = req.headers.cookie;
        if (
          (req.method !== "GET" && req.method !== "HEAD") ||
          (cookie !== undefined && !onlyAgeCookie(cookie)) ||
          url.length > 300
        )
          return false;
        const hit = entries.get(url);
        if (!hit?.fastHeaders || !servable(url, hit)) return false;
        hits += 1;
        fastHits += 1;
        entries.touch(url, hit);
        const { encoding, body } = encodedBody(hit, String(req.headers["accept-encoding"] ?? ""), true);
        res.writeHead(hit.status, fastHeadList(hit, hit.fastHeaders, encoding, body));
        res.end(body);
        // A visit is a browser asking for a document, as the full chain counts it (page-views.ts).
        if (req.method === "GET" && (req.headers.accept ?? "").includes("text/html")) served(req);
        return true;
      };
    },

    /**
     * Stored pages only, early in the middleware chain so a hit skips everything after it; a miss goes on to the
     * site's other routes and, if none answers, to middleware() below.
     */
    hits() {
      return (req: Request, res: Response, next: NextFunction) => {
        if (!cacheable(req, res)) return next();
        const hit = entries.get(req.originalUrl);
        if (!hit || !servable(req.originalUrl, hit)) return next();
        hits += 1;
        entries.touch(req.originalUrl, hit);
        send(req, res, hit);
      };
    },

    middleware() {
      return async (req: Request, res: Response, next: NextFunction) => {
        if (!cacheable(req, res)) return next();
        const key = req.originalUrl;
        const hit = entries.get(key);
        if (hit && servable(key, hit)) {
          hits += 1;
          entries.touch(key, hit);
          return send(req, res, hit);
        }
        misses += 1;
        try {
          const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
          const headers = new Headers();
          for (const [name, value] of Object.entries(req.headers)) {
            if (typeof value === "string") headers.set(name, value);
          }
          // Kept with the page to render it again later: the same address, headers and (signed-out) context.
          const context = options.getLoadContext(req, res);
          const rerender = () => handler(new Request(url, { method: "GET", headers }), context);
          const response = pageAnswer(await rerender(), res);
          const page = await storedPage(response, rerender);
          if (response.status === 200 && !response.headers.has("set-cookie")) store(key, page);
          if (response.status >= 300 && response.status < 400) {
            for (const [name, value] of page.headers) res.setHeader(name, value);
            res.status(response.status).end();
            return;
          }
          send(req, res, page);
        } catch (error) {
          next(error);
        }
      };
    },
  };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;
