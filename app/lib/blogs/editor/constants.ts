/**
 * Constants of the blog editor (part 1 of the specification: "Blog editor", sections 4, 5, 8 and 9).
 * Browser-safe: no TipTap, no server code, so unit tests and other modules may import them freely.
 */

/** Autosave fires this long after the last change to the title or the content. */
export const AUTOSAVE_DELAY_MS = 3_000;
/** Pause between the files of a multi-file drop. */
export const DROP_INTERVAL_MS = 500;
/** Read time: words per minute (rounded up, at least 1 minute). */
export const WORDS_PER_MINUTE = 200;

/** A new draft starts in this category. */
export const DEFAULT_EDITOR_CATEGORY = "Relationships";

/**
 * localStorage key of the draft this device is writing: JSON `{ id, editToken? }`. The edit token is handed
 * out once by the API when a visitor's draft is created; with it the same device may read and update that draft.
 */
export const DRAFT_STORAGE_KEY = "entwine-editor-draft";

/** Server-side limits the inputs mirror (server/services/blogs: title 200, excerpt 500, 20 tags of 40). */
export const TITLE_MAX_LENGTH = 200;
export const EXCERPT_MAX_LENGTH = 500;
export const SLUG_MAX_LENGTH = 120;
export const TAG_MAX_LENGTH = 40;
export const MAX_TAGS = 20;

/** Messages of the specification (alerts are shown as toasts). */
export const EDITOR_MESSAGES = {
  needTitleAndContent: "Please add a title and content before publishing",
  published: "Blog published successfully!",
  updated: "Blog updated successfully!",
  submitted: "Blog submitted for approval! Admin will review it before publishing.",
  resubmitted: "Blog updated and submitted for approval!",
  submitFailed: "Failed to submit blog. Please try again.",
  submitUnparseable: "Failed to submit blog. Please check your input and try again.",
  uploadFailed: "Failed to upload file. Please try again.",
  pickerWrongType: "Please select an image, GIF, or video file",
  mediaUrlRequired: "Please enter a media URL",
  mediaUrlInvalid: "Please use an https:// address or a /media/ path from this site",
  linkInvalid: "Please enter a web address (https://…), an email (mailto:…) or a site path (/…)",
  loadFailed: "We couldn't open that story for editing.",
} as const;

/** 'File type {type} is not supported. Please use images or videos.' */
export function unsupportedTypeMessage(type: string): string {
  return `File type ${type || "unknown"} is not supported. Please use images or videos.`;
}

/** 'Please fill in the following required fields: {list}' */
export function missingFieldsMessage(fields: readonly string[]): string {
  return `Please fill in the following required fields: ${fields.join(", ")}`;
}

export interface PaletteColour {
  name: string;
  value: string;
}

/** The quick palette: 10 colours. */
export const PALETTE_10: readonly PaletteColour[] = [
  { name: "Rose", value: "#f06b93" },
  { name: "Coral", value: "#ff9a7a" },
  { name: "Gold", value: "#f3c27a" },
  { name: "Crimson", value: "#dc2626" },
  { name: "Plum", value: "#9b4dca" },
  { name: "Violet", value: "#7c3aed" },
  { name: "Ocean", value: "#2563eb" },
  { name: "Teal", value: "#0d9488" },
  { name: "Forest", value: "#16a34a" },
  { name: "Slate", value: "#64748b" },
];

/** The full palette: 16 colours. */
export const PALETTE_16: readonly PaletteColour[] = [
  { name: "Black", value: "#000000" },
  { name: "Charcoal", value: "#374151" },
  { name: "Grey", value: "#9ca3af" },
  { name: "White", value: "#ffffff" },
  { name: "Red", value: "#ef4444" },
  { name: "Orange", value: "#f97316" },
  { name: "Amber", value: "#f59e0b" },
  { name: "Yellow", value: "#eab308" },
  { name: "Lime", value: "#84cc16" },
  { name: "Green", value: "#22c55e" },
  { name: "Cyan", value: "#06b6d4" },
  { name: "Blue", value: "#3b82f6" },
  { name: "Indigo", value: "#6366f1" },
  { name: "Purple", value: "#a855f7" },
  { name: "Pink", value: "#ec4899" },
  { name: "Brown", value: "#92400e" },
];
