import { illustrationStandIn, pickDefaultImage, type DefaultImage } from "@domain/positions/default-images";
import type { SourcedPosition } from "@domain/journey/sources";

// The planner loads this module when it is first used, so these rules stay off the home page's first load.
export { drawJourney, refreshJourney } from "@domain/journey/sources";
import type { JourneyPosition, MediaType } from "@domain/position-games/types";
import type { DefaultImagesAnswer, PositionListAnswer } from "@domain/position-games/api";
import type { CataloguePoolAnswer } from "@domain/positions/api";
import { apiRequest } from "~/lib/api-client";
import { followEventStream } from "~/lib/reopening-event-source";
import { poolFromEntries, type JourneyPoolEntry } from "~/lib/journey/generator";

/** A position as the planner shows it: where it came from, its media and (for catalogue entries) its page. */
export interface PlannerPosition extends SourcedPosition {
  imageUrl: string;
  mediaType: MediaType;
  /** The catalogue page, when the position is a catalogue entry. */
  link: string | null;
}

export interface PlannerSources {
  admin: PlannerPosition[];
  catalogue: PlannerPosition[];
}

export interface AdminJourneyPosition {
  id: string;
  name: string;
  style: string;
  imageUrl: string;
  mediaType: MediaType;
}

export const illustrationUrl = (id: string) => `/api/catalogue/${encodeURIComponent(id)}/illustration.svg`;

const getJson = <T>(url: string) =>
  apiRequest<T>(url, {
    cache: "no-cache",
    signal: AbortSignal.timeout?.(10_000),
    fallbackMessage: (status) => `${url} ${status}`,
  });

/** The compact catalogue pool ([id, name, style], ~7 KB gzip), fetched once, the first time it is needed. */
let cataloguePromise: Promise<PlannerPosition[]> | null = null;
export function loadCatalogue(): Promise<PlannerPosition[]> {
  cataloguePromise ??= getJson<CataloguePoolAnswer>("/api/catalogue/pool")
    .then((body) => cataloguePositions(body.positions))
    .catch((error: unknown) => {
      cataloguePromise = null;
      throw error;
    });
  return cataloguePromise;
}

/**
 * The admin's journey positions with their own media; one without media shows the admin's default image for its
 * style, else the illustration of the matching catalogue entry. Fetched afresh each time (the admin may have
 * changed them); the server answers from its list and the browser revalidates.
 */
export async function loadSources(): Promise<PlannerSources> {
  const [catalogue, list, defaults] = await Promise.all([
    loadCatalogue(),
    getJson<PositionListAnswer<JourneyPosition>>("/api/journey-positions"),
    getJson<DefaultImagesAnswer>("/api/default-images").catch((): DefaultImagesAnswer => ({ images: [] })),
  ]);
  return plannerSources(catalogue, list.positions, defaults.images);
}

/** The catalogue's compact pool as the planner shows it (each entry with its illustration and page). */
export function cataloguePositions(entries: readonly JourneyPoolEntry[]): PlannerPosition[] {
  return poolFromEntries(entries).map((entry) => ({
    ...entry,
    source: "catalogue" as const,
    imageUrl: illustrationUrl(entry.id),
    mediaType: "image" as const,
    link: `/positions/${encodeURIComponent(entry.id)}`,
  }));
}

/** Both sources from what the server holds; the same in the browser (loadSources) and on the server (the home loader). */
export function plannerSources(
  catalogue: PlannerPosition[],
  adminList: readonly AdminJourneyPosition[],
  defaultImages: readonly DefaultImage[],
): PlannerSources {
  const catalogueIds = new Set(catalogue.map((entry) => entry.id));
  const admin = adminList.map((position): PlannerPosition => {
    const link = catalogueIds.has(position.id) ? `/positions/${encodeURIComponent(position.id)}` : null;
    const base = { id: position.id, name: position.name, style: position.style, source: "admin" as const, link };
    if (position.imageUrl) return { ...base, imageUrl: position.imageUrl, mediaType: position.mediaType };
    const fallback = pickDefaultImage(defaultImages, "journey", position.style);
    if (fallback) return { ...base, imageUrl: fallback.imageUrl, mediaType: fallback.mediaType };
    const standIn = illustrationStandIn(position, catalogue);
    return { ...base, imageUrl: standIn ? illustrationUrl(standIn.id) : "", mediaType: "image" };
  });
  return { admin, catalogue };
}

/**
 * Follows the admin's changes: the positions' event stream names the journey list's new version (also sent when a
 * default image changes); each time, the sources are fetched again and handed over. Returns the stop function.
 */
export function followJourneyChanges(onChange: (fresh: PlannerSources) => void): () => void {
  let stopped = false;
  const update = () => {
    loadSources()
      .then((fresh) => {
        if (!stopped) onChange(fresh);
      })
      .catch(() => undefined);
  };
  // After a reconnect, a change made while the stream was down is picked up too.
  const stopFollowing = followEventStream("/api/positions/events", { journey: update }, { onReopen: update });
  return () => {
    stopped = true;
    stopFollowing();
  };
}
