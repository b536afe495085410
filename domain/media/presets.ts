/**
 * Media constants and helpers shared by the browser and the server (no Node imports here).
 *
 * The server (`server/services/media`) generates one webp variant per preset below; the API answers their URLs
 * as `variants: { editor, thumbnail, preview, mobile, tablet, desktop }` (null for videos and URL items).
 */

/** Upload maximum for every media upload (spec: 10 MB, 10485760 bytes). */
export const MAX_UPLOAD_BYTES = 10_485_760;

export const MEDIA_KINDS = ["image", "gif", "video"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The file types the server accepts (it checks the file's bytes, not these hints). */
export const ACCEPTED_MEDIA_TYPES = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "video/mp4",
  "video/webm",
] as const;
export type AcceptedMediaType = (typeof ACCEPTED_MEDIA_TYPES)[number];

/** For `<input type="file" accept={MEDIA_ACCEPT_ATTRIBUTE}>`. */
export const MEDIA_ACCEPT_ATTRIBUTE = ".jpg,.jpeg,.png,.gif,.webp,.mp4,.webm," + ACCEPTED_MEDIA_TYPES.join(",");

/** Hint text for upload fields. */
export const MEDIA_UPLOAD_HINT = "Max 10MB · JPG, PNG, GIF, WebP, MP4, WebM";

/** Messages of the specification, shared by forms and the API. */
export const MEDIA_MESSAGES = {
  unsupportedType: "Unsupported file type. Please upload image, GIF, or video files only.",
  tooLarge: "File size too large. Maximum 10MB allowed.",
  noFile: "Please select an image, GIF, or video file",
  titleRequired: "Title is required",
  urlAndTitleRequired: "URL and title are required",
  invalidUrl: "Please enter a valid image URL (must start with http:// or https://)",
  uploadFailed: "Failed to upload media",
  deleteConfirm: "Are you sure you want to delete this media item?",
} as const;

export const MEDIA_STYLES = ["romantic", "passionate", "adventurous", "mixed"] as const;
export const MEDIA_DIFFICULTIES = ["beginner", "intermediate", "advanced", "expert"] as const;
export const MEDIA_DURATIONS = ["quick", "medium", "extended"] as const;
export type MediaStyle = (typeof MEDIA_STYLES)[number];
export type MediaDifficulty = (typeof MEDIA_DIFFICULTIES)[number];
export type MediaDuration = (typeof MEDIA_DURATIONS)[number];

/** Tags of a media item: as many and as long as a scratch position's. */
export const MAX_MEDIA_TAGS = 30;
export const MAX_MEDIA_TAG_LENGTH = 50;

/**
 * Messages for a media item's style, difficulty, duration and tags, worded as the positions forms' (the server's
 * answer names the field, as there).
 */
export const MEDIA_FIELD_MESSAGES = {
  style: `style must be one of ${MEDIA_STYLES.join(", ")}`,
  difficulty: `difficulty must be one of ${MEDIA_DIFFICULTIES.join(", ")}`,
  duration: `duration must be one of ${MEDIA_DURATIONS.join(", ")}`,
  tagTooLong: `tags must be at most ${MAX_MEDIA_TAG_LENGTH} characters`,
  tooManyTags: `at most ${MAX_MEDIA_TAGS} tags`,
} as const;

/** How the Media Manager names the choices. */
export const MEDIA_STYLE_LABELS: Record<MediaStyle, string> = {
  romantic: "Romantic",
  passionate: "Passionate",
  adventurous: "Adventurous",
  mixed: "Mixed",
};
export const MEDIA_DIFFICULTY_LABELS: Record<MediaDifficulty, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  expert: "Expert",
};
export const MEDIA_DURATION_LABELS: Record<MediaDuration, string> = {
  quick: "Quick",
  medium: "Medium",
  extended: "Extended",
};

/** The label of a stored choice, or the value itself when it is not one of the list. */
export function mediaChoiceLabel<T extends string>(labels: Record<T, string>, value: string): string {
  return (labels as Record<string, string>)[value] ?? value;
}

/** A media item's style, difficulty, duration and tags, as the add and edit forms send them. */
export interface MediaDetailsInput {
  style?: MediaStyle | null;
  difficulty?: MediaDifficulty | null;
  duration?: MediaDuration | null;
  tags?: string[];
}

/**
 * The form's check of the tags it is about to send; returns the message to show, or null. The choices come
 * from fixed lists, so only the tags can be wrong.
 */
export function checkMediaTags(tags: readonly string[]): string | null {
  if (tags.length > MAX_MEDIA_TAGS) return MEDIA_FIELD_MESSAGES.tooManyTags;
  if (tags.some((tag) => tag.length > MAX_MEDIA_TAG_LENGTH)) return MEDIA_FIELD_MESSAGES.tagTooLong;
  return null;
}

export interface VariantPreset {
  width: number;
  height: number;
  quality: number;
}

/** Sizes named by the specification: editor insert, featured thumbnail, scratch/position preview, responsive set. */
export const VARIANT_PRESETS = {
  editor: { width: 800, height: 400, quality: 85 },
  thumbnail: { width: 300, height: 200, quality: 80 },
  preview: { width: 400, height: 300, quality: 80 },
  mobile: { width: 300, height: 225, quality: 80 },
  tablet: { width: 400, height: 300, quality: 85 },
  desktop: { width: 500, height: 375, quality: 90 },
} as const satisfies Record<string, VariantPreset>;

export type VariantName = keyof typeof VARIANT_PRESETS;
export const VARIANT_NAMES = Object.keys(VARIANT_PRESETS) as VariantName[];

/** Variant URLs as the API answers them. */
export type MediaVariantUrls = Record<VariantName, string>;

/** The responsive trio used by `srcset` (all 4:3). */
export const RESPONSIVE_VARIANTS = ["mobile", "tablet", "desktop"] as const satisfies readonly VariantName[];

/** Default `sizes` for the responsive trio: full width on small phones, then the preset widths. */
export const DEFAULT_MEDIA_SIZES = "(max-width: 360px) 300px, (max-width: 1024px) 400px, 500px";

export interface MediaLike {
  url: string;
  width?: number | null;
  height?: number | null;
  variants?: Partial<MediaVariantUrls> | null;
}

export interface MediaImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/**
 * `<img>` attributes for a media item: the responsive variants as `srcset` with `w` descriptors, `desktop` as the
 * fallback `src`, and the 4:3 preset size as width/height (so the layout does not shift). Items without variants
 * (external URLs) get their own URL and dimensions.
 */
export function mediaSrcSet(item: MediaLike, sizes: string = DEFAULT_MEDIA_SIZES): MediaImageAttributes {
  const variants = item.variants ?? null;
  const entries = RESPONSIVE_VARIANTS.flatMap((name) => {
    const url = variants?.[name];
    return url ? [`${url} ${VARIANT_PRESETS[name].width}w`] : [];
  });
  if (entries.length === 0) {
    return {
      src: item.url,
      ...(item.width ? { width: item.width } : {}),
      ...(item.height ? { height: item.height } : {}),
    };
  }
  const largest = RESPONSIVE_VARIANTS.filter((name) => variants?.[name]).at(-1) ?? "desktop";
  return {
    src: variants?.[largest] ?? item.url,
    srcSet: entries.join(", "),
    sizes,
    width: VARIANT_PRESETS[largest].width,
    height: VARIANT_PRESETS[largest].height,
  };
}

/** Which kind a browser File is, from its reported type (a hint only; the server checks the bytes). */
export function mediaKindOfType(type: string): MediaKind | null {
  if (type === "image/gif") return "gif";
  if (type === "video/mp4" || type === "video/webm") return "video";
  if (type === "image/jpeg" || type === "image/png" || type === "image/webp") return "image";
  return null;
}

/** Client-side pre-check of a chosen file; returns the message to show, or null when it may be sent. */
export function validateMediaFile(file: { size: number; type: string }): string | null {
  if (!mediaKindOfType(file.type)) return MEDIA_MESSAGES.unsupportedType;
  if (file.size > MAX_UPLOAD_BYTES) return MEDIA_MESSAGES.tooLarge;
  return null;
}

/** True for absolute http(s) URLs (add-by-URL form). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
