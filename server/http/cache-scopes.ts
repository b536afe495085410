/**
 * What a write changes, for the stored pages and API answers (html-cache.ts). A route that writes says which
 * scopes it touched with touches(); the cache then forgets only the stored answers in those scopes, here and on
 * every other instance. A route that says nothing touched nothing if a visitor made it (visitors' writes are
 * drafts, stories in review, rooms, matches, messages and counters, none of which show on a shared page), and
 * everything if the admin did (admin writes are rare, and forgetting too much costs only a render).
 * See docs/decisions/007-cache-invalidation.md.
 */
import type { NextFunction, Request, Response } from "express";

export type CacheScope = "blogs" | "positions" | "site";
export const CACHE_SCOPES: readonly CacheScope[] = ["blogs", "positions", "site"];

/** Pages and API lists that show stories: the lists, the story pages and the home page's latest stories. */
const BLOG_KEYS = /^(api:)?\/($|\?|medium-blogs|medium-blog\/|blog\/|api\/blogs)/;
/** Pages and API lists that show positions, the journey or the games' positions. */
const POSITION_KEYS =
  /^(api:)?\/($|\?|positions|games|desire-match|together|api\/(positions|journey-positions|catalogue))/;

export function touches(res: Response, scopes: readonly CacheScope[]): void {
  res.locals.cacheScopes = scopes;
}

/** Middleware declaring the scopes every write under a path touches (none: rooms, matches, counters, sign-in). */
export function writesTouch(...scopes: CacheScope[]) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    touches(res, scopes);
    next();
  };
}

/** The scopes a finished, successful write touched. */
export function scopesOfWrite(res: Response): readonly CacheScope[] {
  const declared = res.locals.cacheScopes as readonly CacheScope[] | undefined;
  if (declared) return declared;
  return res.locals.admin ? ["site"] : [];
}

/** Whether a stored answer (a page's URL, or "api:" and the API URL) belongs to a scope. */
export function inScope(key: string, scope: CacheScope): boolean {
  if (scope === "site") return true;
  return (scope === "blogs" ? BLOG_KEYS : POSITION_KEYS).test(key);
}

/** The scopes named in a flush notice from another instance; an unknown notice (an older instance's) is "site". */
export function parseScopes(payload: string): readonly CacheScope[] {
  const named = payload
    .split(",")
    .filter((scope): scope is CacheScope => (CACHE_SCOPES as readonly string[]).includes(scope));
  return named.length > 0 ? named : ["site"];
}
