/**
 * The admin's position-game writes and the media library, through the JSON API (same origin; the session cookie goes
 * along). Every call throws an ApiError with the server's message when the answer is not ok; the answers' types are
 * the domain's (`ServerPosition`, `JourneyPosition`, `DefaultImage`, `MediaItem`).
 */
import type { MediaItem, MediaList } from "@domain/media/item";
import type { MediaDetailsInput, MediaKind } from "@domain/media/presets";
import type { DefaultImage, DefaultImageCategory } from "@domain/positions/default-images";
import type { JourneyPosition, ServerPosition } from "@domain/position-games/types";
import type { DefaultImagesAnswer } from "@domain/position-games/api";
import { apiRequest, segment } from "~/lib/api-client";

export { ApiError } from "~/lib/api-client";

/** What the scratch form sends (the server adds nothing it is not given). */
export type ScratchPositionInput = Omit<ServerPosition, "id" | "isDefault" | "imageAlt">;
/** What the journey form sends. */
export type JourneyPositionInput = Omit<JourneyPosition, "id" | "imageAlt">;

export const scratchPositionsApi = {
  create: (input: ScratchPositionInput & { id: string }) =>
    apiRequest<{ position: ServerPosition }>("/api/positions", { method: "POST", json: input }),
  update: (id: string, input: ScratchPositionInput & { isDefault: boolean }) =>
    apiRequest<{ position: ServerPosition }>(`/api/positions/${segment(id)}`, { method: "PUT", json: input }),
  remove: (id: string) => apiRequest<null>(`/api/positions/${segment(id)}`, { method: "DELETE" }),
  reorder: (ids: string[]) => apiRequest<{ ok: true }>("/api/positions/reorder", { method: "POST", json: { ids } }),
};

export const journeyPositionsApi = {
  create: (input: JourneyPositionInput) =>
    apiRequest<{ position: JourneyPosition }>("/api/journey-positions", { method: "POST", json: input }),
  update: (id: string, input: JourneyPositionInput) =>
    apiRequest<{ position: JourneyPosition }>(`/api/journey-positions/${segment(id)}`, { method: "PUT", json: input }),
  remove: (id: string) => apiRequest<null>(`/api/journey-positions/${segment(id)}`, { method: "DELETE" }),
};

export const defaultImagesApi = {
  list: () => apiRequest<DefaultImagesAnswer>("/api/default-images"),
  set: (category: DefaultImageCategory, draft: Pick<DefaultImage, "imageUrl" | "mediaType">) =>
    apiRequest<{ image: DefaultImage }>(`/api/default-images/${category}`, { method: "PUT", json: draft }),
  clear: (category: DefaultImageCategory) => apiRequest<null>(`/api/default-images/${category}`, { method: "DELETE" }),
};

/** The media library's filters, as GET /api/media reads them (each left out for all). */
export interface MediaQuery {
  q?: string;
  type?: string;
  style?: string;
  difficulty?: string;
  duration?: string;
  tag?: string;
  limit?: number;
}

export const mediaApi = {
  list: (query: MediaQuery = {}) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
    return apiRequest<MediaList>(`/api/media?${params}`);
  },
  update: (id: string, patch: { title: string; description: string } & MediaDetailsInput) =>
    apiRequest<MediaItem>(`/api/media/${segment(id)}`, { method: "PATCH", json: patch }),
  remove: (id: string) => apiRequest<{ ok: true }>(`/api/media/${segment(id)}`, { method: "DELETE" }),
  addUrl: (input: { url: string; title: string; description?: string; type: MediaKind } & MediaDetailsInput) =>
    apiRequest<MediaItem>("/api/media/url", { method: "POST", json: input }),
  /**
   * POST /api/media (multipart field `file`, optional `title`; the admin's Media Manager adds the item's style,
   * difficulty, duration and tags, sent before the file so the server reads them first).
   */
  upload: (file: File, title?: string, details?: MediaDetailsInput) => {
    const form = new FormData();
    if (title) form.append("title", title);
    if (details?.style) form.append("style", details.style);
    if (details?.difficulty) form.append("difficulty", details.difficulty);
    if (details?.duration) form.append("duration", details.duration);
    if (details?.tags?.length) form.append("tags", details.tags.join(","));
    form.append("file", file);
    return apiRequest<MediaItem>("/api/media", { method: "POST", body: form });
  },
  /** The media library item whose file (or a variant of it) is served at `url`, if any. */
  findByUrl: async (url: string): Promise<MediaItem | null> => {
    const { items } = await mediaApi.list({ limit: 500 });
    return items.find((item) => item.url === url || Object.values(item.variants ?? {}).includes(url)) ?? null;
  },
};
