import { isAcceptableMediaUrl, MAX_UPLOAD_BYTES, type MediaType, type ServerPosition } from "./types";

/** Messages of the specification (part 2, section 5), word for word. */
export const SCRATCH_FORM_MESSAGES = {
  titleRequired: "Please enter a title",
  mediaRequired: "Please upload a file or enter an image URL",
  fileTooLarge: "File size too large. Maximum 10MB allowed.",
  unsupportedType: "Unsupported file type. Please upload image, GIF, or video files only.",
  invalidUrl: "Please enter a valid image URL (must start with http:// or https://)",
  duplicate: "A position with this title already exists. Please choose a different title.",
  loadFailed: "Failed to load positions. Please refresh the page.",
  saveFailed: "Failed to save positions to server.",
  uploadFailed: "Failed to upload file. Please try again.",
} as const;

/** Message lifetimes: 3 s, 5 s after success. */
export const MESSAGE_MS = { error: 3000, success: 5000 } as const;

/** Id from the title: lowercase, non-alphanumerics to hyphens, trimmed; `custom-{timestamp}` when nothing is left. */
export function deriveScratchId(title: string, now: number): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || `custom-${now}`;
}

export function normaliseTag(tag: string): string {
  return tag.trim().toLowerCase();
}

/** Adds tags typed as "a, b" (comma separated): trimmed, lowercased, empty and duplicates ignored. */
export function addTags(existing: readonly string[], input: string): string[] {
  const out = [...existing];
  for (const part of input.split(",")) {
    const tag = normaliseTag(part);
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}

/**
 * The tags box as its text changes: a typed or pasted comma adds what came before it (see addTags) and leaves what
 * follows the last comma in the box; text without a comma only changes the box.
 */
export function typeTagInput(existing: readonly string[], text: string): { tags: string[]; tagInput: string } {
  if (!text.includes(",")) return { tags: [...existing], tagInput: text };
  const parts = text.split(",");
  const rest = parts.pop() ?? "";
  return { tags: addTags(existing, parts.join(",")), tagInput: rest };
}

export function normaliseTags(tags: readonly string[]): string[] {
  return addTags([], tags.join(","));
}

/** Media type of a chosen file: video, gif or image; null when the file is none of these. */
export function mediaTypeOfFile(file: { type: string; name: string }): MediaType | null {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  if (type === "image/gif" || name.endsWith(".gif")) return "gif";
  if (type.startsWith("video/") || /\.(mp4|webm|mov|m4v|ogv)$/.test(name)) return "video";
  if (type.startsWith("image/") || /\.(jpe?g|png|webp|avif)$/.test(name)) return "image";
  return null;
}

/** Checks a chosen file; returns the specification's message or null. */
export function checkScratchFile(file: { type: string; name: string; size: number }): string | null {
  if (!mediaTypeOfFile(file)) return SCRATCH_FORM_MESSAGES.unsupportedType;
  if (file.size > MAX_UPLOAD_BYTES) return SCRATCH_FORM_MESSAGES.fileTooLarge;
  return null;
}

/**
 * What two titles must share to count as the same position: case and spaces are ignored ("Lotus", " lotus ",
 * "LO TUS" are one title), so a look-alike of a built-in position is not added beside it.
 */
export function titleKey(title: string): string {
  return title.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
}

/**
 * Whether `title` is already taken by another position of the list (built-in ones included). `selfId` is the
 * position being renamed: it does not clash with itself, and keeping its own title (in any case or spacing) is
 * not a rename, so an older look-alike pair stays editable.
 */
export function titleTaken(
  list: readonly Pick<ServerPosition, "id" | "title">[],
  title: string,
  selfId?: string,
): boolean {
  const key = titleKey(title);
  if (!key) return false;
  if (selfId !== undefined) {
    const self = list.find((position) => position.id === selfId);
    if (self && titleKey(self.title) === key) return false;
  }
  return list.some((position) => position.id !== selfId && titleKey(position.title) === key);
}

export interface ScratchFormInput {
  title: string;
  imageUrl: string;
  file: { type: string; name: string; size: number } | null;
  mode: "add" | "edit";
  /** The positions already in the list (duplicate check of the id and the title). */
  existing: readonly Pick<ServerPosition, "id" | "title">[];
  /** The position being edited (edit mode). */
  editingId?: string;
  now: number;
}

export type ScratchFormCheck = { ok: true; id: string } | { ok: false; message: string };

/** The form's checks, in the order the specification lists them. */
export function validateScratchForm(input: ScratchFormInput): ScratchFormCheck {
  if (!input.title.trim()) return { ok: false, message: SCRATCH_FORM_MESSAGES.titleRequired };
  if (!input.file && !input.imageUrl.trim()) return { ok: false, message: SCRATCH_FORM_MESSAGES.mediaRequired };
  if (input.file) {
    const fileMessage = checkScratchFile(input.file);
    if (fileMessage) return { ok: false, message: fileMessage };
  } else if (!isAcceptableMediaUrl(input.imageUrl)) {
    // http(s) URLs, or the site's own paths (uploads and the seeded illustrations).
    return { ok: false, message: SCRATCH_FORM_MESSAGES.invalidUrl };
  }
  const id = deriveScratchId(input.title, input.now);
  if (
    input.mode === "add" &&
    (input.existing.some((position) => position.id === id) || titleTaken(input.existing, input.title))
  ) {
    return { ok: false, message: SCRATCH_FORM_MESSAGES.duplicate };
  }
  if (input.mode === "edit" && titleTaken(input.existing, input.title, input.editingId))
    return { ok: false, message: SCRATCH_FORM_MESSAGES.duplicate };
  return { ok: true, id };
}

/** Search over title, id or any tag (case-insensitive) and an optional single tag filter. */
export function filterScratchPositions<T extends Pick<ServerPosition, "id" | "title" | "tags">>(
  list: readonly T[],
  query: string,
  tag: string | null,
): T[] {
  const q = query.trim().toLowerCase();
  return list.filter((position) => {
    if (tag && !position.tags.includes(tag)) return false;
    if (!q) return true;
    return (
      position.title.toLowerCase().includes(q) ||
      position.id.toLowerCase().includes(q) ||
      position.tags.some((t) => t.toLowerCase().includes(q))
    );
  });
}

/** Every tag in the list, sorted, once. */
export function allTags(list: readonly Pick<ServerPosition, "tags">[]): string[] {
  return [...new Set(list.flatMap((position) => position.tags))].sort();
}

/** Moves the item at `index` one place up (-1) or down (+1); returns a new array (unchanged at the edges). */
export function moveItem<T>(list: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target] as T, copy[index] as T];
  return copy;
}

/** One item per line, trimmed, blank lines dropped (journey form's instructions and benefits). */
export function linesToList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Media type of a typed URL from its file extension; `fallback` (or image) when it names none. */
export function mediaTypeOfUrl(url: string, fallback?: MediaType): MediaType {
  const path = url.trim().toLowerCase().split(/[?#]/)[0] ?? "";
  if (/\.(mp4|webm|mov|m4v|ogv)$/.test(path)) return "video";
  if (path.endsWith(".gif")) return "gif";
  if (/\.(png|jpe?g|webp|avif|svg)$/.test(path)) return "image";
  return fallback ?? "image";
}
