import type { NextFunction, Request, Response } from "express";
import type { AppLoadContext } from "react-router";
import { readCookie, SESSION_COOKIE } from "@domain/auth/session-cookie";
import type { AuthService } from "../services/auth";
import { unauthenticated } from "../base/errors";
import { isDatabaseUnavailable } from "../db/errors";
import { SESSION_HEADER } from "./service-worker";
import type { AdminIdentity, EntwineLoadContext } from "./load-context";

/**
 * Resolves the admin session cookie into res.locals.admin for every request. When the database is away the session
 * cannot be checked: an API call answers 503 JSON at once (errors.ts), while a page goes on to the page handler with
 * `res.locals.sessionUnknown` holding the error, so that it answers the site's own 503 page, as a visitor's page
 * does (see adminOf), never a JSON body in a browser tab.
 */
export function sessionMiddleware(auth: AuthService) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = readCookie(req.get("cookie"), SESSION_COOKIE);
    res.locals.sessionToken = token;
    // The service worker cannot read an httpOnly cookie: this tells it the answer was given under a session, so it
    // neither stores it nor serves this browser a stored page until an answer comes without it (service-worker.ts).
    if (token) res.setHeader(SESSION_HEADER, "1");
    else markSessionStarted(res);
    try {
      res.locals.admin = token ? await auth.sessionUser(token) : null;
    } catch (error) {
      if (isApiPath(req.path) || !isDatabaseUnavailable(error)) return next(error);
      res.locals.admin = null;
      res.locals.sessionUnknown = error;
    }
    next();
  };
}

/**
 * The sign-in answer itself: its request carried no session, but it sets one, and the page after it must not be a
 * stored signed-out copy. The header goes out with the answer that sets the session cookie.
 */
function markSessionStarted(res: Response) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    const cookies = res.getHeader("set-cookie");
    const list = Array.isArray(cookies) ? cookies : cookies === undefined ? [] : [String(cookies)];
    if (list.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) && !cookie.startsWith(`${SESSION_COOKIE}=;`)))
      res.setHeader(SESSION_HEADER, "1");
    return (writeHead as (...rest: unknown[]) => ReturnType<Response["writeHead"]>).apply(this, args);
  } as Response["writeHead"];
}

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * Defines `admin` on a page's load context: the signed-in admin or null, or, when the session could not be checked
 * (the database away), a getter that throws that error. Every page reads it (the root loader, the admin pages'
 * requireAdminSession), so the page fails as a visitor's does when the database is away (503 and the site's error
 * page), and no loader can take the admin for a signed-out visitor and redirect to the sign-in form.
 */
export function defineAdmin(context: Omit<EntwineLoadContext, "admin">, res: Response): AppLoadContext {
  const unknown: unknown = res.locals.sessionUnknown;
  const loaded: AppLoadContext = { ...context, admin: (res.locals.admin as AdminIdentity | null | undefined) ?? null };
  if (unknown === undefined) return loaded;
  return Object.defineProperty(loaded, "admin", {
    enumerable: true,
    get() {
      throw unknown;
    },
  });
}

/** Admin-only API calls: 401 JSON without a valid session. */
export function requireAdmin(_req: Request, res: Response, next: NextFunction) {
  if (!res.locals.admin) return next(unauthenticated("Admin sign-in required"));
  next();
}
