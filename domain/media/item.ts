import type { MediaKind, MediaVariantUrls } from "./presets";

/** A media item as the API answers it (the upload, the library list, an edit, an item added by URL). */
export interface MediaItem {
  id: string;
  /** image, gif or video (both names kept: `type` of the spec's media item, `mediaType` of the upload answer). */
  type: MediaKind;
  mediaType: MediaKind;
  title: string;
  description: string;
  url: string;
  source: "local" | "url";
  originalName: string | null;
  mime: string | null;
  bytes: number | null;
  width: number | null;
  height: number | null;
  /** Variant URLs; null for videos and items added by URL. */
  variants: MediaVariantUrls | null;
  style: string | null;
  difficulty: string | null;
  duration: string | null;
  tags: string[];
  uploadedBy: "admin" | "visitor";
  /** False while a visitor's upload waits for a published story to show it (only its uploader and the admin see it). */
  isPublic: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/media: one page of the library, its total and every tag in use. */
export interface MediaList {
  items: MediaItem[];
  total: number;
  tags: string[];
}
