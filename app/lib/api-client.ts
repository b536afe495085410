/**
 * The one road from the browser to the JSON API (same origin; the session cookie and the browser's Origin header go
 * along, which is what the server's CSRF check reads). Request and response types come from `domain/`; each
 * feature's client (`blog/admin-api.ts`, `position-games/admin-api.ts`, `together/api.ts`) is a list of typed calls
 * on top of this one.
 *
 * An answer that is not ok throws an ApiError carrying the server's `error` message (or the caller's fallback when
 * the server gave none), its status and its parsed body (field details, for forms).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * What fetch takes (signal, keepalive, cache pass through), with headers as a plain record so the defaults merge.
 */
export interface ApiRequestInit extends Omit<RequestInit, "body" | "headers"> {
  /** Extra or overriding headers (an edit token, If-None-Match, a text Content-Type). */
  headers?: Record<string, string>;
  /** Sent as JSON (with its Content-Type). */
  json?: unknown;
  /** Sent as is (FormData for uploads). */
  body?: BodyInit | null;
  /** The message when the server's answer names none; "Request failed (status)" unless given. */
  fallbackMessage?: (status: number) => string;
}

const defaultFallback = (status: number) => `Request failed (${status})`;

function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const error = (body as { error?: unknown }).error;
  return typeof error === "string" && error !== "" ? error : undefined;
}

/** One answer with what a caller may need beyond its body: its status and headers (ETag, list versions). */
export interface ApiAnswer<T> {
  data: T;
  status: number;
  headers: Headers;
}

/**
 * Sends one request and returns the parsed JSON answer with its status and headers. A 304 (the caller sent
 * If-None-Match) is not an error: its data is null. Everything else that is not ok throws an ApiError.
 */
export async function apiExchange<T = unknown>(url: string, init: ApiRequestInit = {}): Promise<ApiAnswer<T>> {
  const { json, body, headers, fallbackMessage = defaultFallback, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: {
      Accept: "application/json",
      ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : body,
    credentials: "same-origin",
  });
  const empty = response.status === 204 || response.status === 304;
  const text = empty ? "" : await response.text().catch(() => "");
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok && response.status !== 304)
    throw new ApiError(response.status, serverMessage(data) ?? fallbackMessage(response.status), data);
  return { data: data as T, status: response.status, headers: response.headers };
}

/** Sends one request and returns the parsed JSON answer (null for an empty one, such as a 204). */
export async function apiRequest<T = unknown>(url: string, init: ApiRequestInit = {}): Promise<T> {
  return (await apiExchange<T>(url, init)).data;
}

/** The path segment of an id, escaped. */
export const segment = (value: string) => encodeURIComponent(value);
