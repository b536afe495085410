/**
 * Which errors mean "the database is away" (refused, unreachable, cut off, frozen past a timeout, restarting) as
 * opposed to a fault in a query or in the code. The edge answers the first kind with 503 and Retry-After
 * (server/http/errors.ts): the request may well succeed a few seconds later, and nothing about it was wrong.
 */

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that cannot serve right now: class 08 (connection exception), an administrator's or a
 * crash's shutdown (57P01, 57P02), a server still starting (57P03), a statement cancelled by statement_timeout
 * (57014), too many connections (53300) and a lock not granted in time (55P03).
 */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "57014", "53300", "55P03"]);

/** The words node-postgres and its pool use for a connection that timed out or ended under a query. */
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /query read timeout/i,
  /encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /database is not answering/i,
  // client.ts's POOL_BUSY: every connection of the pool stayed taken for the whole wait.
  /all database connections of this instance are busy/i,
];

/** Whether `error` (or what it wraps: Drizzle's query error, Node's AggregateError) says the database is away. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || code.startsWith("08") || UNAVAILABLE_STATES.has(code)))
    return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (cause !== undefined && isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/**
 * The innermost words of an unavailability, for the log: "connect ECONNREFUSED …", "Query read timeout". Never a
 * wrapper's message, which may quote the query's parameters (private data).
 */
export function unavailableReason(error: unknown, depth = 0): string {
  if (depth > 5 || typeof error !== "object" || error === null) return "unknown";
  const { cause, errors, message, code } = error as {
    cause?: unknown;
    errors?: unknown;
    message?: unknown;
    code?: unknown;
  };
  if (cause !== undefined && isDatabaseUnavailable(cause)) return unavailableReason(cause, depth + 1);
  const inner = Array.isArray(errors) ? errors.find((item) => isDatabaseUnavailable(item)) : undefined;
  if (inner !== undefined) return unavailableReason(inner, depth + 1);
  if (typeof message === "string" && message && !message.startsWith("Failed query")) return message;
  return typeof code === "string" ? code : "unknown";
}
