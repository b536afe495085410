/**
 * Shapes and constants shared by the position games, their admin screens and the server.
 * Pure data: safe to import on public pages and on the server.
 */

export const MEDIA_TYPES = ["image", "gif", "video"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The specification's rule: image, gif or video; anything else is treated as image. */
export function normaliseMediaType(value: unknown): MediaType {
  return typeof value === "string" && (MEDIA_TYPES as readonly string[]).includes(value.toLowerCase())
    ? (value.toLowerCase() as MediaType)
    : "image";
}

/** "Server position" of the specification (scratch cards, random position, wheels). */
export interface ServerPosition {
  id: string;
  title: string;
  image: string;
  description: string;
  mediaType: MediaType;
  category: string;
  difficulty: string;
  tags: string[];
  /** Seeded from the catalogue (true) or added by the admin (false). */
  isDefault: boolean;
  /** The picture in words, when it is a catalogue illustration (how the two bodies are arranged). */
  imageAlt?: string;
}

export const JOURNEY_STYLES = ["romantic", "passionate", "adventurous", "mixed"] as const;
export type JourneyStyle = (typeof JOURNEY_STYLES)[number];
export const JOURNEY_DIFFICULTIES = ["beginner", "intermediate", "advanced", "expert"] as const;
export type JourneyDifficulty = (typeof JOURNEY_DIFFICULTIES)[number];
/** The admin form offers these three (the specification's journey difficulties). */
export const JOURNEY_FORM_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;

/** "Journey position" of the specification. */
export interface JourneyPosition {
  id: string;
  name: string;
  instructions: string[];
  description: string;
  style: JourneyStyle;
  difficulty: JourneyDifficulty;
  category: string;
  imageUrl: string;
  /** The picture in words, when it is a catalogue illustration (how the two bodies are arranged). */
  imageAlt?: string;
  mediaType: MediaType;
  benefits: string[];
  duration: string;
  views: number;
  rating: number;
  isPopular: boolean;
  featured: boolean;
}

/** Upload limit of the specification (10 MB). */
export const MAX_UPLOAD_BYTES = 10_485_760;

/** Scratch-card constants of the specification. */
export const SCRATCH = {
  initialVisible: 4,
  step: 4,
  /** More than this share of the cover erased reveals the card. */
  threshold: 0.3,
  revealMemoryMs: 86_400_000,
  brush: 20,
  touchBrush: 25,
  fadeMs: 1000,
} as const;

/** Device-kept state (localStorage keys of the specification). */
export const STORAGE_KEYS = {
  revealed: "scratch_positions_revealed_v1",
  visibleCount: "scratch_positions_visibleCount_v1",
} as const;

/** Shipped placeholder art (abstract, inline so it never fails itself), shown when an image or video fails to load. */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#3b1d3a"/><stop offset="1" stop-color="#7a2e4f"/></linearGradient></defs>' +
      '<rect width="400" height="300" fill="url(#g)"/><circle cx="170" cy="150" r="62" fill="#f0708f" fill-opacity=".35"/>' +
      '<circle cx="230" cy="150" r="62" fill="#ff9a76" fill-opacity=".35"/></svg>',
  );

/** A media URL the site accepts: http(s) or a same-site path (never javascript:, data: or protocol-relative). */
export function isAcceptableMediaUrl(value: string): boolean {
  const text = value.trim();
  if (text.startsWith("/")) return !text.startsWith("//") && !/[\s\\]/.test(text);
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
