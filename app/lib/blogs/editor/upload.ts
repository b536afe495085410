import { MAX_UPLOAD_BYTES, MEDIA_MESSAGES, mediaKindOfType, type MediaVariantUrls } from "@domain/media/presets";
import type { MediaItem } from "@domain/media/item";
import { EDITOR_MESSAGES, unsupportedTypeMessage } from "./constants";

/** Where a file came from: the toolbar's file picker, or a drop / paste onto the editor. */
export type FileSource = "picker" | "drop";

/**
 * Client pre-check of a file for the editor (the server checks the bytes again). The specification accepts types
 * starting image/ or video/; the server stores JPG, PNG, GIF, WebP, MP4 and WebM, so other image or video types
 * are refused here with the same message rather than after the upload.
 */
export function validateEditorFile(file: { type: string; size: number }, source: FileSource): string | null {
  const type = file.type ?? "";
  if (!/^(image|video)\//.test(type) || !mediaKindOfType(type)) {
    return source === "picker" ? EDITOR_MESSAGES.pickerWrongType : unsupportedTypeMessage(type);
  }
  if (file.size > MAX_UPLOAD_BYTES) return MEDIA_MESSAGES.tooLarge;
  return null;
}

/** The answer of POST /api/media: the domain's media item. */
export type UploadedMedia = MediaItem;
/** What the editor reads of an uploaded item (a variant may be missing). */
type MediaSource = Pick<MediaItem, "url" | "mediaType"> & { variants: Partial<MediaVariantUrls> | null };

/** The alert for a failed upload: the server's own 413/415 message, else the specification's generic one. */
export function uploadErrorMessage(status: number, bodyText: string): string {
  if (status === 413 || status === 415 || status === 429 || status === 507) {
    try {
      const body = JSON.parse(bodyText) as { error?: unknown };
      if (typeof body.error === "string" && body.error) return body.error;
    } catch {
      // fall through
    }
    if (status === 413) return MEDIA_MESSAGES.tooLarge;
    if (status === 415) return MEDIA_MESSAGES.unsupportedType;
  }
  return EDITOR_MESSAGES.uploadFailed;
}

/** Upload progress in whole percent; 100 only once the server has answered. */
export function progressPercent(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.min(99, Math.max(0, Math.round((loaded / total) * 100)));
}

export class UploadError extends Error {}

/**
 * Uploads one file to POST /api/media with real progress (XMLHttpRequest upload events). Resolves with the media
 * item; rejects with an UploadError whose message is the alert to show.
 */
export function uploadMedia(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/media");
    xhr.responseType = "text";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(progressPercent(event.loaded, event.total));
    });
    xhr.addEventListener("load", () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const body = JSON.parse(xhr.responseText) as UploadedMedia;
          if (!body || typeof body.url !== "string") throw new Error("no url");
          onProgress(100);
          resolve(body);
        } catch {
          reject(new UploadError(EDITOR_MESSAGES.uploadFailed));
        }
        return;
      }
      reject(new UploadError(uploadErrorMessage(xhr.status, xhr.responseText)));
    });
    xhr.addEventListener("error", () => reject(new UploadError(EDITOR_MESSAGES.uploadFailed)));
    xhr.addEventListener("abort", () => reject(new UploadError(EDITOR_MESSAGES.uploadFailed)));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/** The address to put in the post for an uploaded item: GIFs keep their animation, images use the 800×400 editor variant. */
export function editorMediaSource(item: MediaSource): string {
  if (item.mediaType === "image") return item.variants?.editor ?? item.url;
  return item.url;
}

/** The featured image's thumbnail (300×200 variant) for the side column. */
export function thumbnailSource(item: Omit<MediaSource, "mediaType">): string {
  return item.variants?.thumbnail ?? item.url;
}

/** Alt text from a file name: extension dropped, separators to spaces ("sunset_walk-2.png" → "sunset walk 2"). */
export function altFromFileName(name: string): string {
  return name
    .replace(/\.[a-z0-9]{2,5}$/i, "")
    .replace(/[_\-.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
}

export type MediaUrlCheck = { ok: true; url: string; kind: "image" | "video" } | { ok: false; message: string };

/**
 * Add Media from URL: a non-empty address the server will keep (an https URL or this site's /media/ path; the
 * sanitizer drops anything else). Videos are recognised by their extension.
 */
export function checkMediaUrl(raw: string): MediaUrlCheck {
  const url = raw.trim();
  if (!url) return { ok: false, message: EDITOR_MESSAGES.mediaUrlRequired };
  const sitePath = url.startsWith("/media/") && !url.includes("//") && !url.includes("..") && !/[\s\\<>"']/.test(url);
  let https = false;
  if (!sitePath) {
    try {
      const parsed = new URL(url);
      https = parsed.protocol === "https:" && Boolean(parsed.hostname) && !/[\s<>"']/.test(url);
    } catch {
      https = false;
    }
  }
  if (!sitePath && !https) return { ok: false, message: EDITOR_MESSAGES.mediaUrlInvalid };
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  return { ok: true, url, kind: /\.(mp4|webm|mov|m4v|ogv)$/.test(path) ? "video" : "image" };
}

/** A link target the sanitizer keeps: http(s), mailto, a site path or an #anchor. Bare domains get https://. */
export function normalizeLinkHref(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  if (value.startsWith("//")) return null;
  if (/^(\/|#)/.test(value)) return value;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return value;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    if ((url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".")) return candidate;
  } catch {
    return null;
  }
  return null;
}
