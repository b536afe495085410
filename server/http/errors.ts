import type { ErrorRequestHandler } from "express";
import { DomainError, type DomainErrorKind } from "../base/errors";
import type { Logger } from "../base/logger";

/** The one mapping from what went wrong to the HTTP status that says so. */
export const STATUS_OF_KIND: Readonly<Record<DomainErrorKind, number>> = {
  "invalid-input": 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-type": 415,
  "rate-limited": 429,
  unavailable: 503,
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

/**
 * The API's last middleware: a domain error answers its status with `{ error, details }`; another error that
 * carries a 4xx status (a body parser's) answers that status; anything else is logged and answers 500.
 */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof DomainError) {
      const answer = answerFor(error);
      res.set(answer.headers).status(answer.status).json(answer.body);
      return;
    }
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) (req.log ?? logger).error({ err: error }, "unhandled error");
    const message = status === 500 ? "Internal server error" : (error?.expose && error.message) || "Bad request";
    res.status(status).json({ error: message });
  };
}
