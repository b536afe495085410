import type { NextFunction, Request, Response } from "express";

/**
 * What a shared cache in front of the instances (nginx's proxy_cache, a CDN) may keep: a signed-out visitor's public
 * page, for a short time, the same for every visitor. README "A shared cache in front", decision 014.
 *
 * Nothing in the app can purge such a cache (no outside calls, and open-source nginx has no purge), so an edit is
 * covered by the short lifetime instead: a shared copy is fresh for SHARED_MAX_AGE_SECONDS, after which the cache
 * serves it at most while one fresh copy is fetched (stale-while-revalidate). The instances' own store forgets an
 * edited page at once, so the refetch gets the edit.
 */
export const SHARED_MAX_AGE_SECONDS = 10;
export const SHARED_STALE_SECONDS = 60;

/** A public page a shared cache may keep; browsers check again on every visit (max-age=0). */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;
/** An address with a query string: it may carry something of the visitor's, so only their own browser keeps it. */
export const PRIVATE_QUERY_CACHE_CONTROL = "private, no-cache";
/** A missing page (or any other error) may exist a moment later: nobody keeps it. */
export const ERROR_PAGE_CACHE_CONTROL = "no-store";
/**
 * A signed-out visitor's route data for a public page, its address without a query: the same for every visitor, so
 * the visitor's own service worker may keep it for offline use, while `no-cache` keeps a shared cache from serving
 * it unchecked (nginx does not store it at all).
 */
export const PUBLIC_DATA_CACHE_CONTROL = "no-cache";
/** Addresses whose route data is never anyone's to keep: the admin's and the editor's. */
const PRIVATE_PAGE_PATHS = /^\/(admin|medium-blog-admin|medium-blog-editor)(\/|\.|$)/;
/** A page rendered for a session (the admin, or one that could not be checked): never stored anywhere. */
export const SIGNED_IN_CACHE_CONTROL = "private, no-store";

/**
 * The signed-out page's headers: only Accept-Encoding changes the bytes. The age answer's cookie changes nothing
 * the server renders, and the theme is applied by the browser, so neither is a Vary (a Vary on Cookie would make
 * every visitor's copy their own and the shared cache useless); a session cookie is kept out by the proxy, which
 * bypasses its cache when the admin's cookie is present (docs/deploy/nginx.conf).
 */
export function publicPageCacheControl(status: number, url: string): string {
  if (status !== 200) return ERROR_PAGE_CACHE_CONTROL;
  return url.includes("?") ? PRIVATE_QUERY_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL;
}

/**
 * For pages rendered outside the visitors' store (the admin's, a session that could not be checked, the admin
 * and editor addresses, loader data): never in a shared cache; the signed-in admin's not even in the browser's.
 */
export function renderedPageCacheControl() {
  return (req: Request, res: Response, next: NextFunction) => {
    const session = Boolean(res.locals.admin || res.locals.sessionUnknown || res.locals.sessionToken);
    const publicData =
      req.path.endsWith(".data") && !req.originalUrl.includes("?") && !PRIVATE_PAGE_PATHS.test(req.path);
    res.setHeader(
      "Cache-Control",
      session ? SIGNED_IN_CACHE_CONTROL : publicData ? PUBLIC_DATA_CACHE_CONTROL : PRIVATE_QUERY_CACHE_CONTROL,
    );
    next();
  };
}
