import type { ErrorRequestHandler, Response } from "express";
import { DomainError, unavailable, type DomainErrorKind } from "../base/errors";
import type { Logger } from "../base/logger";
import { isDatabaseUnavailable, unavailableReason } from "../db/errors";

/** The one mapping from what went wrong to the HTTP status that says so. */
export const STATUS_OF_KIND: Readonly<Record<DomainErrorKind, number>> = {
  "invalid-input": 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-type": 415,
  "work-required": 428,
  "rate-limited": 429,
  unavailable: 503,
  "insufficient-storage": 507,
};

export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: { error: string; details?: unknown };
}

/** Status, headers and JSON body for a domain error (Retry-After in whole seconds, at least 1). */
export function answerFor(error: DomainError): ErrorAnswer {
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) {
    headers["Retry-After"] = String(Math.max(1, Math.ceil(error.retryAfterSeconds)));
  }
  return { status: STATUS_OF_KIND[error.kind], headers, body: { error: error.message, details: error.details } };
}

/** Seconds a client is asked to wait when the database is away: about a reconnect or two. */
export const DATABASE_RETRY_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  "We can't reach our database just now. Please try again in a few seconds: nothing you saved is lost.";

/**
 * The one mapping of a database that is away (refused, cut off, frozen past a timeout) to what the site answers:
 * "unavailable", 503 with Retry-After. Any other error is the caller's to handle (null).
 */
export function databaseAway(error: unknown, logger: Logger): DomainError | null {
  if (error instanceof DomainError || !isDatabaseUnavailable(error)) return null;
  logger.warn({ reason: unavailableReason(error) }, "database unavailable: answered 503");
  return unavailable(DATABASE_UNAVAILABLE_MESSAGE, DATABASE_RETRY_SECONDS);
}

/**
 * Where a page's errors go (the page handler's handleError in app/entry.server.tsx, through the load context):
 * logged, and a database that is away noted on the response so that the page handler answers 503 (pageAnswer).
 */
export function pageFailureRecorder(res: Response, logger: Logger) {
  return (error: unknown) => {
    if (databaseAway(error, logger)) res.locals.databaseUnavailable = true;
    else logger.error({ err: error }, "page error");
  };
}

/**
 * A rendered page's answer: the site's error page answered 500 because the database was away becomes 503 with
 * Retry-After (browsers, proxies and crawlers then know to come back), its body unchanged.
 */
export function pageAnswer(response: globalThis.Response, res: Response): globalThis.Response {
  if (response.status < 500 || !res.locals.databaseUnavailable) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(DATABASE_RETRY_SECONDS));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
}

/**
 * The API's last middleware: a domain error answers its status with `{ error, details }`, and so does a database
 * that is away (503, databaseAway); another error that carries a 4xx status (a body parser's) answers that status;
 * anything else is logged and answers 500.
 */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    const known = error instanceof DomainError ? error : databaseAway(error, req.log ?? logger);
    if (known) {
      const answer = answerFor(known);
      res.set(answer.headers).status(answer.status).json(answer.body);
      return;
    }
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) (req.log ?? logger).error({ err: error }, "unhandled error");
    const message = status === 500 ? "Internal server error" : (error?.expose && error.message) || "Bad request";
    res.status(status).json({ error: message });
  };
}
