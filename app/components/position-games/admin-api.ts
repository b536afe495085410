import type { MediaDetailsInput } from "@domain/media/presets";
import type { MediaType } from "@domain/positions/games/types";

/** Small fetch helpers for the admin screens (same-origin; the session cookie goes along). */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export async function apiJson<T>(
  url: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ data: T; response: Response }> {
  const { json, headers, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: {
      Accept: "application/json",
      ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
    credentials: "same-origin",
  });
  const text = response.status === 204 ? "" : await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const message =
      body && typeof body === "object" && typeof (body as { error?: unknown }).error === "string"
        ? (body as { error: string }).error
        : `Request failed (${response.status})`;
    throw new ApiError(response.status, message, body);
  }
  return { data: body as T, response };
}

export interface UploadedMedia {
  id: string;
  url: string;
  mediaType: MediaType;
  width?: number | null;
  height?: number | null;
}

/**
 * POST /api/media (multipart field `file`, optional `title`; the admin's Media Manager adds the item's style,
 * difficulty, duration and tags, sent before the file so the server reads them first).
 */
export async function uploadMedia(file: File, title?: string, details?: MediaDetailsInput): Promise<UploadedMedia> {
  const form = new FormData();
  if (title) form.append("title", title);
  if (details?.style) form.append("style", details.style);
  if (details?.difficulty) form.append("difficulty", details.difficulty);
  if (details?.duration) form.append("duration", details.duration);
  if (details?.tags?.length) form.append("tags", details.tags.join(","));
  form.append("file", file);
  const { data } = await apiJson<UploadedMedia>("/api/media", { method: "POST", body: form });
  return data;
}

/** The media library item whose file (or a variant of it) is served at `url`, if any. */
export async function findMediaByUrl(url: string): Promise<{ id: string } | null> {
  const { data } = await apiJson<{
    items: Array<{ id: string; url: string; variants?: Record<string, string> | null }>;
  }>("/api/media?limit=500");
  return data.items.find((item) => item.url === url || Object.values(item.variants ?? {}).includes(url)) ?? null;
}
