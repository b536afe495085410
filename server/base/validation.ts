import type { z } from "zod";
import { invalidInput, type DomainError } from "./errors";

/**
 * Checking input with zod, and saying which fields are wrong, the same way everywhere: the API's routers
 * (`server/http/api/*`) and the services that validate what they are handed both use these.
 */

/** Field → its messages. The field is the dotted path ("tags.2"); a problem with the input as a whole is "body". */
export type FieldErrors = Record<string, string[]>;

/** Each field's messages; with a prefix ("3") the fields of item 3 of a list read "3.title". */
export function fieldErrors(error: z.ZodError, prefix = "", into: FieldErrors = {}): FieldErrors {
  for (const issue of error.issues) {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || "body";
    (into[field] ??= []).push(issue.message);
  }
  return into;
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return Array.isArray(value) ? value[0] : value;
}

/**
 * One message per field (its first), and "Missing" for a required field that is absent or blank: the blog
 * editor shows these beside its fields and lists the missing ones.
 */
export function firstFieldErrors(error: z.ZodError, input: unknown): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "body";
    const value = valueAt(input, issue.path);
    const missing =
      issue.code === "invalid_type" && (value === undefined || (typeof value === "string" && value.trim() === ""));
    details[field] ??= missing ? "Missing" : issue.message;
  }
  return details;
}

/** The usual answer to a bad input: "<message>: field, field", with the fields' messages as details. */
export function invalidFields(message: string, details: Record<string, unknown>): DomainError {
  return invalidInput(`${message}: ${Object.keys(details).join(", ")}`, details);
}

export interface ParseOptions {
  /**
   * What the error's details hold: every message of each field ("all", the default), the first message of each
   * field with "Missing" for absent ones ("first", the blog editor's form), or nothing, for inputs whose one
   * message says it all ("none": the message is then used as it is, without the list of fields).
   */
  details?: "all" | "first" | "none";
}

/**
 * The input, parsed by the schema (an absent input reads as `{}`), or an invalid-input error naming the fields.
 * `message` heads the error ("Invalid query" → "Invalid query: page, limit"); a function of the fields' messages
 * gives the whole message instead.
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  message: string | ((details: FieldErrors) => string),
  options: ParseOptions = {},
): z.output<T> {
  const value = input ?? {};
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const all = fieldErrors(parsed.error);
  if (options.details === "none") throw invalidInput(typeof message === "string" ? message : message(all));
  const details = options.details === "first" ? firstFieldErrors(parsed.error, value) : all;
  throw typeof message === "string" ? invalidFields(message, details) : invalidInput(message(all), details);
}
