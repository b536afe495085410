/**
 * The content tests' check that written texts are real and not repeated (content/games, content/guides,
 * content/ideas): every text is a non-empty, trimmed string, no two are equal ignoring case, and none matches the
 * list's filler pattern when one is given.
 */
import { expect } from "vitest";

export interface DistinctTextsOptions {
  /** Names the list in a failure message. */
  label?: string;
  /** Placeholder wording that must not appear in any text. */
  filler?: RegExp;
}

export function expectDistinctTexts(texts: readonly string[], { label, filler }: DistinctTextsOptions = {}): void {
  const name = label ?? "texts";
  for (const text of texts) {
    expect(typeof text, name).toBe("string");
    expect(text.trim().length, `${name}: empty text`).toBeGreaterThan(0);
    expect(text, `${name}: untrimmed text`).toBe(text.trim());
    if (filler) expect(text, `${name}: filler`).not.toMatch(filler);
  }
  const normalized = texts.map((text) => text.toLowerCase());
  const duplicates = normalized.filter((text, index) => normalized.indexOf(text) !== index);
  expect(duplicates, `${name}: duplicates`).toEqual([]);
}

/** The fields of T that always hold a text or a list of texts. */
type TextField<T> = { [K in keyof T]-?: T[K] extends string | readonly string[] ? K : never }[keyof T];

/**
 * The same check for each named field, over all the items together (a list field's texts all count), labelled
 * "<label> <field>" (or the field alone).
 */
export function expectDistinctFields<T>(
  items: readonly T[],
  fields: readonly TextField<T>[],
  { label, filler }: DistinctTextsOptions = {},
): void {
  for (const field of fields) {
    const texts = items.flatMap((item) => item[field] as string | readonly string[]);
    expectDistinctTexts(texts, { label: label ? `${label} ${String(field)}` : String(field), filler });
  }
}
