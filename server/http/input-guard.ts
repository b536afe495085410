import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type NextFunction, type Request, type Response } from "express";
import { MAX_UPLOAD_BYTES } from "@domain/media/presets";
import { MAX_SNAPSHOT_MESSAGE_BYTES, MAX_SPACE_MESSAGE_BYTES } from "@domain/our-space/protocol";
import { invalidInput, unauthenticated, type DomainError } from "../base/errors";

/**
 * Control characters no field of the site accepts: NUL (PostgreSQL text cannot hold it) and the other C0 controls
 * and DEL. Tab, line feed and carriage return stay allowed: stories and messages have lines.
 */
// Matching control characters is this expression's whole purpose.
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Deepest nesting a JSON body may have: the site's deepest input is two levels; attackers send thousands. */
export const MAX_JSON_DEPTH = 32;

/** Largest body a page (React Router action) accepts: a sign-in or settings form is a few KB. */
export const PAGE_BODY_LIMIT = 64 * 1024;

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function invalidCharacters(field: string): DomainError {
  return invalidInput(`Invalid characters in ${field}`, {
    [field]: ["Control characters (such as NUL) are not allowed"],
  });
}

export interface InputProblem {
  field: string;
  kind: "characters" | "depth";
}

/**
 * Walks a parsed JSON value without recursion (a deeply nested body cannot overflow the stack) and reports the
 * first string or key holding a control character, or the first place nested deeper than MAX_JSON_DEPTH.
 */
export function inspectJson(value: unknown, root = "body"): InputProblem | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    const field = path.length ? path.join(".") : root;
    if (typeof current === "string") {
      if (CONTROL_CHARACTERS.test(current)) return { field, kind: "characters" };
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (path.length >= MAX_JSON_DEPTH) return { field, kind: "depth" };
    for (const [key, child] of Object.entries(current)) {
      if (CONTROL_CHARACTERS.test(key))
        return { field: [...path, key.replace(CONTROL_CHARACTERS, "?")].join("."), kind: "characters" };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

function problemError(problem: InputProblem): DomainError {
  if (problem.kind === "depth") {
    return invalidInput("The request body is nested too deeply", {
      [problem.field]: [`At most ${MAX_JSON_DEPTH} levels of nesting`],
    });
  }
  return invalidCharacters(problem.field);
}

/** Path and query string: a control character anywhere in them is refused before any route sees it. */
export function urlGuard(req: Request, _res: Response, next: NextFunction) {
  const raw = req.originalUrl ?? req.url;
  const queryStart = raw.indexOf("?");
  const pathPart = queryStart === -1 ? raw : raw.slice(0, queryStart);
  let path: string;
  try {
    path = decodeURIComponent(pathPart);
  } catch {
    return next(invalidInput("Malformed address", { path: ["The address is not valid percent-encoding"] }));
  }
  if (CONTROL_CHARACTERS.test(path)) return next(invalidCharacters("path"));
  if (queryStart !== -1) {
    let params: URLSearchParams;
    try {
      params = new URLSearchParams(raw.slice(queryStart + 1));
    } catch {
      return next(invalidInput("Malformed address", { query: ["The query string is not valid"] }));
    }
    for (const [key, value] of params) {
      if (CONTROL_CHARACTERS.test(key) || CONTROL_CHARACTERS.test(value))
        return next(invalidCharacters(CONTROL_CHARACTERS.test(key) ? "query" : key));
    }
  }
  next();
}

/** After express.json: every string and key of a JSON body, once, with the nesting bounded. */
export function jsonBodyGuard(req: Request, _res: Response, next: NextFunction) {
  if (req.body === undefined || typeof req.body !== "object" || req.body === null) return next();
  const problem = inspectJson(req.body);
  next(problem ? problemError(problem) : undefined);
}

function refuse(res: Response, status: 411 | 413, error: string) {
  // Closing the connection means the rest of the body is never read, let alone kept.
  res.status(status).set({ Connection: "close", "Cache-Control": "no-store" }).json({ error });
}

/**
 * Bodies sent to pages (React Router actions such as the sign-in form): at most PAGE_BODY_LIMIT bytes, refused with
 * 413 from the declared length before a byte is read; a body without a length (chunked) is refused with 411. What
 * is accepted is buffered (it is small) and its fields checked like every other input, so actions receive clean
 * values. The buffer is handed to React Router by react-router-handler.ts.
 */
export function pageBodyGuard() {
  const buffer = express.raw({ type: () => true, limit: PAGE_BODY_LIMIT });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!BODY_METHODS.has(req.method)) return next();
    if (req.headers["transfer-encoding"]) return refuse(res, 411, "A request body needs a Content-Length");
    const length = Number(req.headers["content-length"] ?? 0);
    if (!Number.isFinite(length) || length > PAGE_BODY_LIMIT) return refuse(res, 413, "Request body too large");
    buffer(req, res, (error?: unknown) => {
      if (error) return next(error);
      checkFormFields(req)
        .then((problem) => next(problem ? problemError(problem) : undefined))
        .catch(() => next(invalidInput("The form could not be read", { body: ["Malformed form data"] })));
    });
  };
}

async function checkFormFields(req: Request): Promise<InputProblem | null> {
  const body: unknown = req.body;
  if (!Buffer.isBuffer(body) || body.length === 0) return null;
  const type = req.get("content-type") ?? "";
  if (/^application\/json\b/i.test(type)) return inspectJson(JSON.parse(body.toString("utf8")));
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return null;
  const form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  for (const [key, value] of form) {
    if (CONTROL_CHARACTERS.test(key)) return { field: "form", kind: "characters" };
    if (typeof value === "string" && CONTROL_CHARACTERS.test(value)) return { field: key, kind: "characters" };
  }
  return null;
}

/**
 * The most any API body may carry, whatever its route: past it the request is cut off while it streams. Each cap is
 * at least twice its route's own limit, so a body just over that limit still gets the route's own message.
 */
export function apiBodyCap(path: string): number {
  if (path.startsWith("/api/rooms") || path.startsWith("/api/tonight-limit")) return 16 * 1024;
  if (path === "/api/our-space/snapshot") return 2 * MAX_SNAPSHOT_MESSAGE_BYTES;
  if (path.startsWith("/api/our-space")) return 2 * MAX_SPACE_MESSAGE_BYTES;
  if (path.startsWith("/api/desire-match") || path.startsWith("/api/vitals")) return 128 * 1024;
  if (path.startsWith("/api/media")) return 2 * MAX_UPLOAD_BYTES + 1024 * 1024;
  // A reader's report: a reason and a note of at most 280 characters.
  if (/^\/api\/blogs\/[^/]+\/reports\/?$/.test(path)) return 16 * 1024;
  return 4 * 1024 * 1024;
}

/**
 * Stops a body at its route's cap while it streams, chunked or not. The parsers behind it keep their own, smaller
 * limits and messages, but they read a refused body to its end before answering (to keep the connection); this
 * answers 413 as soon as the declared length or the bytes received pass the cap, and closes the connection so the
 * rest is never read. Bytes are counted where the HTTP parser hands them to the request stream (push), so nothing
 * is consumed here and the parser that reads the body later still gets every byte.
 */
export function streamingBodyCap(capFor: (path: string) => number = apiBodyCap) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!BODY_METHODS.has(req.method) || !req.path.startsWith("/api/")) return next();
    const cap = capFor(req.path);
    const declared = req.headers["content-length"];
    if (declared !== undefined && !(Number(declared) <= cap)) return cutOff(req, res);
    let received = 0;
    const push = req.push.bind(req);
    req.push = (chunk: unknown, encoding?: BufferEncoding) => {
      if (chunk && typeof chunk !== "string" && (chunk as Buffer).length) {
        received += (chunk as Buffer).length;
        if (received > cap) {
          cutOff(req, res);
          return false;
        }
      }
      return push(chunk, encoding);
    };
    next();
  };
}

function cutOff(req: Request, res: Response) {
  if (!res.headersSent) refuse(res, 413, "Request body too large");
  // Once the answer is out, the connection goes: the rest of the body is never read.
  if (res.writableFinished) req.socket.destroy();
  else res.once("finish", () => req.socket.destroy());
}

/**
 * What a body answered before it was read may still cost: after the answer, the rest of the body is read and thrown
 * away for at most this many bytes or this long, then the connection is closed. Closing at once would make the
 * operating system answer the unread bytes with a reset, which can wipe out the answer before the client reads it
 * (a client that stops sending within this drain sees a clean close).
 */
export const DRAIN_BYTES = 64 * 1024;
export const DRAIN_MS = 1000;

/**
 * A request answered before its body was read to the end (a foreign origin refused with 403, an admin route without
 * a session with 401, a stored page sent to a GET that came with a body) is answered with `Connection: close`,
 * and its connection is closed after at most DRAIN_BYTES or DRAIN_MS more. Node would otherwise read the rest of
 * the body to keep the connection open: an endless chunked body was read for ever (7.8 GB in 20 s on one
 * connection, and eight of them took a stored page from 28,105 to 618 answers a second). Called first for every
 * request, before the stored pages' fast path; a request without a body costs one header lookup.
 */
export function closeUnreadBodies(req: IncomingMessage, res: ServerResponse) {
  const length = req.headers["content-length"];
  if (req.headers["transfer-encoding"] === undefined && (length === undefined || length === "0")) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (!req.complete && !this.headersSent) {
      this.setHeader("Connection", "close");
      this.once("finish", () => drainThenClose(req));
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}

function drainThenClose(req: IncomingMessage) {
  const socket = req.socket;
  if (req.complete || socket.destroyed) return;
  let drained = 0;
  const close = () => socket.destroy();
  const timer = setTimeout(close, DRAIN_MS);
  socket.once("close", () => clearTimeout(timer));
  // The bytes are counted where the HTTP parser hands them on (as streamingBodyCap does): the socket itself is
  // read by the parser, not through "data" events.
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk && typeof chunk !== "string") drained += (chunk as Buffer).length;
    if (drained > DRAIN_BYTES) {
      close();
      return false;
    }
    return push(chunk, encoding);
  };
}

/**
 * The API writes only the signed-in admin may make, as a method (or "*" for every method with a body) and an
 * address. They are refused with 401 before their body is read, where the routes' own `requireAdmin` would only
 * run after the JSON parser had read up to 2 MB of it. Kept in step with the routes by
 * tests/integration/refused-bodies.test.ts, which reads every `requireAdmin` from server/http/api.
 */
export const ADMIN_ONLY_WRITES: ReadonlyArray<readonly [method: string, path: RegExp]> = [
  ["*", /^\/api\/seo(\/|$)/],
  ["*", /^\/api\/(positions|journey-positions|default-images)(\/|$)/],
  ["*", /^\/api\/media\/[^/]+/],
  ["DELETE", /^\/api\/blogs\/?$/],
  ["POST", /^\/api\/blogs\/bulk\/?$/],
  ["PATCH", /^\/api\/blogs\/[^/]+\/(approve|reject)\/?$/],
  ["POST", /^\/api\/blogs\/[^/]+\/reports\/(keep|unpublish)\/?$/],
];

/** After the session is known: an admin-only write without the admin's session is refused before its body is read. */
export function adminWritesGuard(rules = ADMIN_ONLY_WRITES) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!BODY_METHODS.has(req.method) || res.locals.admin) return next();
    const refused = rules.some(([method, path]) => (method === "*" || method === req.method) && path.test(req.path));
    next(refused ? unauthenticated("Admin sign-in required") : undefined);
  };
}
