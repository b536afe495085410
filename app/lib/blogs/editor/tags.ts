import { MAX_TAGS, TAG_MAX_LENGTH } from "./constants";

/**
 * Adds a tag: trimmed (inner whitespace collapsed), added only when non-empty and not already present
 * (case-insensitive, so 'Romance' and 'romance' are one tag). Returns the same array when nothing changes.
 */
export function addTag(tags: readonly string[], raw: string): readonly string[] {
  const tag = raw.replace(/\s+/g, " ").trim().slice(0, TAG_MAX_LENGTH).trim();
  if (!tag) return tags;
  if (tags.length >= MAX_TAGS) return tags;
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return tags;
  return [...tags, tag];
}

/** Adds every comma-separated tag of a pasted list, with the same rules. */
export function addTags(tags: readonly string[], raw: string): readonly string[] {
  return raw.split(",").reduce<readonly string[]>((list, part) => addTag(list, part), tags);
}

export function removeTag(tags: readonly string[], tag: string): readonly string[] {
  return tags.filter((existing) => existing !== tag);
}
