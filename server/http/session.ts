import type { NextFunction, Request, Response } from "express";
import { readCookie, SESSION_COOKIE } from "@domain/auth/session-cookie";
import type { AuthService } from "../services/auth";
import { unauthenticated } from "../base/errors";

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
  if (!res.locals.admin) return next(unauthenticated("Admin sign-in required"));
  next();
}
