/**
 * What went wrong, in the terms of the site rather than of HTTP. Services, the database layer and the edge throw
 * these; the edge's error middleware (`server/http/errors.ts`) is the one place that turns a kind into a status and
 * answers `{ error, details }`. Nothing here knows about status codes or headers.
 */
export type DomainErrorKind =
  /** The input is wrong; `details` names the fields. */
  | "invalid-input"
  /** Nobody is signed in (or no edit token was given) where someone must be. */
  | "unauthenticated"
  /** Known, but not allowed to do this. */
  | "forbidden"
  | "not-found"
  /** The request clashes with the current state (a full room, a changed list, a duplicate). */
  | "conflict"
  | "too-large"
  /** A file of a kind the site does not take. */
  | "unsupported-type"
  /**
   * This client has done this often lately: the action goes through once the request carries solved work (its
   * `details` is the challenge; docs/decisions/013).
   */
  | "work-required"
  /** Too many attempts from one client; `retryAfterSeconds` says when to try again. */
  | "rate-limited"
  /** The site is too busy right now; `retryAfterSeconds` says when to try again. */
  | "unavailable"
  /** A store visitors write to is full (one item past its size, or the whole store past its cap). */
  | "insufficient-storage";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Field → message(s), or another small JSON value the client shows. */
    readonly details?: unknown,
    /** For rate-limited and unavailable: whole seconds until a retry may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const invalidInput = (message: string, details?: unknown) => new DomainError("invalid-input", message, details);
export const unauthenticated = (message = "Authentication required") => new DomainError("unauthenticated", message);
export const forbidden = (message = "Forbidden") => new DomainError("forbidden", message);
export const notFound = (message = "Not found") => new DomainError("not-found", message);
export const conflict = (message: string, details?: unknown) => new DomainError("conflict", message, details);
export const tooLarge = (message: string) => new DomainError("too-large", message);
export const unsupportedType = (message: string) => new DomainError("unsupported-type", message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new DomainError("rate-limited", message, undefined, retryAfterSeconds);
export const workRequired = (message: string, demand: { challenge: string; bits: number }) =>
  new DomainError("work-required", message, demand);
export const unavailable = (message: string, retryAfterSeconds: number) =>
  new DomainError("unavailable", message, undefined, retryAfterSeconds);
export const insufficientStorage = (message: string) => new DomainError("insufficient-storage", message);
