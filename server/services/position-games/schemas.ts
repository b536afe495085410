import { stripDirectionalControls } from "../blogs/sanitize";
import { z } from "zod";
import { fieldErrors } from "../../base/validation";
import {
  isAcceptableMediaUrl,
  JOURNEY_DIFFICULTIES,
  JOURNEY_STYLES,
  normaliseMediaType,
  type JourneyPosition,
  type ServerPosition,
} from "@domain/position-games/types";
import { normaliseTags } from "@domain/position-games/scratch-form";

/** Validation of scratch and journey positions written through the API (whole lists and single items). */

export const MAX_LIST_ITEMS = 2000;

const numberToString = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? String(value) : value;
const idText = z
  .string({ error: "id is required" })
  .trim()
  .min(1, "id is required")
  .max(120, "id must be at most 120 characters")
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, "id may hold only letters, digits, '-', '_', '.' and ':'");
const idSchema = z.preprocess(numberToString, idText);
/** For new items: left out (or empty), the server chooses the id. */
const optionalIdSchema = z.preprocess(
  (value) => (value == null || value === "" ? undefined : numberToString(value)),
  idText.optional(),
);

const mediaUrl = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(2048, `${field} must be at most 2048 characters`)
    .refine(isAcceptableMediaUrl, `${field} must be an http(s) URL or a path on this site`);

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value == null ? "" : value),
    z.string().trim().max(max, `must be at most ${max} characters`),
  );

const textList = z.preprocess(
  (value) => (value == null ? [] : value),
  z
    .array(z.string().max(1000, "items must be at most 1000 characters"))
    .max(50, "at most 50 items")
    .transform((items) => items.map((item) => item.trim()).filter(Boolean)),
);

const flag = z.preprocess((value) => (value == null ? false : value), z.boolean());

export const scratchItemSchema = z.object({
  id: idSchema,
  title: z
    .string({ error: "title is required" })
    .transform(stripDirectionalControls)
    .pipe(z.string().trim().min(1, "title is required").max(200, "title must be at most 200 characters")),
  image: mediaUrl("image"),
  description: optionalText(2000),
  mediaType: z.unknown().optional().transform(normaliseMediaType),
  category: optionalText(100),
  difficulty: optionalText(50),
  tags: z.preprocess(
    (value) => (value == null ? [] : value),
    z
      .array(z.string().max(50, "tags must be at most 50 characters"))
      .max(30, "at most 30 tags")
      .transform(normaliseTags),
  ),
  isDefault: flag,
}) satisfies z.ZodType<ServerPosition, unknown>;

/** A new scratch position: the id may be left out (derived from the title). */
export const scratchCreateSchema = scratchItemSchema.extend({ id: optionalIdSchema });
/** An update: the id comes from the path. */
export const scratchUpdateSchema = scratchItemSchema.omit({ id: true });

const lowercase = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : value);

export const journeyItemSchema = z.object({
  id: idSchema,
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, "name is required")
    .max(200, "name must be at most 200 characters"),
  instructions: textList,
  description: optionalText(4000),
  style: z.preprocess(
    (value) => lowercase(value ?? "romantic"),
    z.enum(JOURNEY_STYLES, { error: `style must be one of ${JOURNEY_STYLES.join(", ")}` }),
  ),
  difficulty: z.preprocess(
    (value) => lowercase(value ?? "beginner"),
    z.enum(JOURNEY_DIFFICULTIES, { error: `difficulty must be one of ${JOURNEY_DIFFICULTIES.join(", ")}` }),
  ),
  category: optionalText(100),
  // Empty: the position has no media of its own; visitors see the admin's default image or a catalogue illustration.
  imageUrl: z.preprocess((value) => (value == null ? "" : value), z.union([z.literal(""), mediaUrl("imageUrl")])),
  mediaType: z.unknown().optional().transform(normaliseMediaType),
  benefits: textList,
  duration: optionalText(100),
  views: z.preprocess(
    (value) => (value == null ? 0 : value),
    z.number().int("views must be a whole number").min(0).max(1_000_000_000),
  ),
  rating: z.preprocess(
    (value) => (value == null ? 0 : value),
    z
      .number()
      .min(0, "rating must be 0 to 5")
      .max(5, "rating must be 0 to 5")
      .transform((n) => Math.round(n * 10) / 10),
  ),
  isPopular: flag,
  featured: flag,
}) satisfies z.ZodType<JourneyPosition, unknown>;

/** A new journey position: the id may be left out (the current timestamp, as the specification says). */
export const journeyCreateSchema = journeyItemSchema.extend({ id: optionalIdSchema });
export const journeyUpdateSchema = journeyItemSchema.omit({ id: true });

export const reorderSchema = z.object({
  ids: z.array(z.string().min(1)).max(MAX_LIST_ITEMS),
});

export interface ValidationFailure {
  message: string;
  details: Record<string, string[]>;
}

/** Validates one item; the failure names each field. */
export function validateItem<T>(
  schema: z.ZodType<T>,
  input: unknown,
): { ok: true; value: T } | { ok: false; failure: ValidationFailure } {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const details = fieldErrors(parsed.error);
  return { ok: false, failure: { message: `Invalid position: ${Object.keys(details).join(", ")}`, details } };
}

/**
 * Validates a whole list (the body is the array itself; `{ positions: [...] }` is accepted too). Every item is
 * checked, ids must be unique; the failure names each item's index and field ("3.title").
 */
export function validateList<T extends { id: string }>(
  schema: z.ZodType<T>,
  body: unknown,
): { ok: true; value: T[] } | { ok: false; failure: ValidationFailure } {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === "object" && Array.isArray((body as { positions?: unknown }).positions)
      ? (body as { positions: unknown[] }).positions
      : null;
  if (!list) {
    return {
      ok: false,
      failure: {
        message: "The body must be an array of positions",
        details: { body: ["expected an array of positions"] },
      },
    };
  }
  if (list.length > MAX_LIST_ITEMS) {
    return {
      ok: false,
      failure: {
        message: `At most ${MAX_LIST_ITEMS} positions`,
        details: { body: [`at most ${MAX_LIST_ITEMS} positions`] },
      },
    };
  }
  const details: Record<string, string[]> = {};
  const out: T[] = [];
  const seen = new Map<string, number>();
  list.forEach((item, index) => {
    const parsed = schema.safeParse(item ?? {});
    if (!parsed.success) {
      fieldErrors(parsed.error, String(index), details);
      return;
    }
    const first = seen.get(parsed.data.id);
    if (first !== undefined) (details[`${index}.id`] ??= []).push(`duplicate id (same as item ${first})`);
    else seen.set(parsed.data.id, index);
    out.push(parsed.data);
  });
  const fields = Object.keys(details);
  if (fields.length > 0) {
    const [index, ...field] = (fields[0] ?? "").split(".");
    return {
      ok: false,
      failure: { message: `Invalid position at index ${index}: ${field.join(".") || "item"}`, details },
    };
  }
  return { ok: true, value: out };
}
