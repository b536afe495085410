import type { NextFunction, Request, Response } from "express";
import { SESSION_COOKIE, SESSION_TTL_MS, type AuthService } from "../services/auth";
import { unauthorized } from "../errors";

export function readCookie(header: string | undefined | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The session cookie: httpOnly, SameSite=Lax, Secure in production; expires with the 24-hour session. */
export function sessionCookie(token: string, options: { secure: boolean; maxAgeMs?: number }): string {
  const maxAge = Math.floor((options.maxAgeMs ?? SESSION_TTL_MS) / 1000);
  return [
    `${SESSION_COOKIE}=${encodeURIComponent(token)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAge}`,
    options.secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie("", { secure, maxAgeMs: 0 });
}

/** Resolves the admin session cookie into res.locals.admin for every request. */
export function sessionMiddleware(auth: AuthService) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token = readCookie(req.get("cookie"), SESSION_COOKIE);
      res.locals.sessionToken = token;
      res.locals.admin = token ? await auth.sessionUser(token) : null;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Admin-only API calls: 401 JSON without a valid session. */
export function requireAdmin(_req: Request, res: Response, next: NextFunction) {
  if (!res.locals.admin) return next(unauthorized("Admin sign-in required"));
  next();
}
