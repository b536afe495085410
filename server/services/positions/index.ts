import crypto from "node:crypto";
import { describePose } from "@domain/positions/poses/describe";
import { and, eq, sql } from "drizzle-orm";
import {
  droppedPositionRedirects,
  editorialOrder,
  getCataloguePosition,
  positionsCatalogue,
} from "@content/positions/catalogue";
import { validateCatalogue, type CatalogueValidation } from "@content/positions/self-check";
import type { CataloguePosition, PositionDifficulty, PositionStyle } from "@content/positions/types";
import { searchEntries } from "@domain/positions/search";
import { bodyNotesFor, type BodyNotes } from "@content/positions/body-notes";
import { matchesBodyFilters, type BodyFilter } from "@domain/positions/body";
import {
  listStats,
  popularityFrom,
  sortPositions,
  type ListStats,
  type Popularity,
  type PopularityTotals,
  type PositionSort,
} from "@domain/positions/popularity";
import type { CataloguePoolEntry } from "@domain/positions/api";
import type { Db } from "../../db/client";
import { positionRatings, positionStats } from "../../db/schema";
import type { Clock } from "../../base/clock";

/**
 * The positions catalogue with real popularity joined (views and ratings counted by the server).
 *
 * Rating rule: one rating per position and device. A second rating from the same device is REFUSED
 * (`already-rated`, the API answers 409 with the rating already given) rather than replacing the first, so a
 * visitor cannot nudge the average by re-rating, and the answer tells the page which rating to show.
 */

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const RELATED_LIMIT = 8;

export interface PositionListQuery {
  style?: PositionStyle;
  difficulty?: PositionDifficulty;
  /** Words searched in names and descriptions (see domain/positions/search). */
  q?: string;
  /** Body filters, all of which must hold for the entry's base (see domain/positions/body). */
  body?: readonly BodyFilter[];
  sort?: PositionSort;
  /** 1-based. */
  page?: number;
  limit?: number;
}

/** A catalogue entry as lists show it ("Popular position" of the specification). */
export interface PositionSummary extends Pick<
  CataloguePosition,
  | "id"
  | "name"
  | "description"
  | "style"
  | "difficulty"
  | "category"
  | "duration"
  | "benefits"
  | "isPopular"
  | "featured"
> {
  views: number;
  /** One decimal, null while unrated. */
  rating: number | null;
  ratingCount: number;
  imageUrl: string;
  /** How the two bodies are arranged in the picture, in words: its text alternative. */
  imageAlt: string;
}

export interface PositionList {
  positions: PositionSummary[];
  page: number;
  limit: number;
  pages: number;
  /** Over every position matching the filters; `showing` is how many this page holds. */
  stats: ListStats & { showing: number };
}

export interface RelatedPosition {
  id: string;
  name: string;
  style: PositionStyle;
  difficulty: PositionDifficulty;
  imageUrl: string;
  imageAlt: string;
}

export interface PositionDetail extends PositionSummary {
  tags: string[];
  instructions: string[];
  baseId: string;
  variationId: string | null;
  /** Other entries of the same base position (the base itself and its variations), editorial order. */
  related: RelatedPosition[];
  /** What the base position asks of the body, and whom it suits (null only for a base without notes). */
  bodyNotes: BodyNotes | null;
  /** The pairing's note of care (oil and latex, candles, ice), shown on its own line; null when it needs none. */
  careNote: string | null;
}

export type RateResult =
  | { status: "created"; popularity: Popularity }
  | { status: "already-rated"; rating: number; popularity: Popularity }
  | { status: "unknown" };

export function illustrationUrl(id: string): string {
  return `/api/catalogue/${encodeURIComponent(id)}/illustration.svg`;
}

/** The device id is a random UUID from the browser; only its digest is stored. */
export function deviceDigest(deviceId: string): string {
  return crypto.createHash("sha256").update(`entwine-device:${deviceId.toLowerCase()}`).digest("base64url");
}

function summary(entry: CataloguePosition, popularity: Popularity): PositionSummary {
  return {
    id: entry.id,
    name: entry.name,
    description: entry.description,
    style: entry.style,
    difficulty: entry.difficulty,
    category: entry.category,
    duration: entry.duration,
    benefits: [...entry.benefits],
    isPopular: entry.isPopular,
    featured: entry.featured,
    views: popularity.views,
    rating: popularity.rating,
    ratingCount: popularity.ratingCount,
    imageUrl: illustrationUrl(entry.id),
    imageAlt: describePose(entry.baseId, entry.variationId),
  };
}

export function filterCatalogue(
  list: readonly CataloguePosition[],
  filters: Pick<PositionListQuery, "style" | "difficulty" | "body">,
): CataloguePosition[] {
  const body = filters.body ?? [];
  return list.filter(
    (entry) =>
      (filters.style === undefined || entry.style === filters.style) &&
      (filters.difficulty === undefined || entry.difficulty === filters.difficulty) &&
      matchesBodyFilters(bodyNotesFor(entry.baseId), body),
  );
}

/** Groups of the catalogue by base id, each in editorial order (built once). */
const byBase: ReadonlyMap<string, CataloguePosition[]> = (() => {
  const groups = new Map<string, CataloguePosition[]>();
  for (const entry of positionsCatalogue) {
    const group = groups.get(entry.baseId) ?? [];
    group.push(entry);
    groups.set(entry.baseId, group);
  }
  for (const [key, group] of groups) groups.set(key, editorialOrder(group));
  return groups;
})();

const DROPPED_REDIRECTS = droppedPositionRedirects();

/** A position's counted totals, as the service selects and returns them. */
const TOTALS_COLUMNS = {
  views: positionStats.views,
  ratingSum: positionStats.ratingSum,
  ratingCount: positionStats.ratingCount,
};

export function createPositionsService(
  db: Db,
  clock: Clock,
  catalogue: readonly CataloguePosition[] = positionsCatalogue,
) {
  const find = (id: string) =>
    catalogue === positionsCatalogue ? getCataloguePosition(id) : catalogue.find((entry) => entry.id === id);

  async function allTotals(): Promise<Map<string, PopularityTotals>> {
    const rows = await db.select({ positionId: positionStats.positionId, ...TOTALS_COLUMNS }).from(positionStats);
    return new Map(rows.map((row) => [row.positionId, row]));
  }

  /** One position's counted totals, read with `executor` (the database, or a transaction in progress). */
  async function totalsOf(id: string, executor: Pick<Db, "select"> = db): Promise<PopularityTotals | undefined> {
    const [row] = await executor.select(TOTALS_COLUMNS).from(positionStats).where(eq(positionStats.positionId, id));
    return row;
  }

  return {
    /** The start-up self-check of the specification (unique ids, >= 500, required fields). */
    selfCheck(): CatalogueValidation {
      return validateCatalogue(catalogue);
    },

    size(): number {
      return catalogue.length;
    },

    exists(id: string): boolean {
      return find(id) !== undefined;
    },

    /** The base an id now redirects to, when that pairing was dropped from the catalogue. */
    movedTo(id: string): string | undefined {
      return find(id) === undefined ? DROPPED_REDIRECTS.get(id) : undefined;
    },

    /** The catalogue entry itself (no popularity), e.g. for the illustration. */
    entry(id: string): CataloguePosition | undefined {
      return find(id);
    },

    /** Filters (style AND difficulty AND body filters AND search words), sorts and paginates, with popularity joined. */
    async list(query: PositionListQuery = {}): Promise<PositionList> {
      const totals = await allTotals();
      const filtered = filterCatalogue(catalogue, query).map((entry) => ({
        ...entry,
        totals: totals.get(entry.id),
        popularity: popularityFrom(totals.get(entry.id)),
      }));
      // Search ranks by where the words are found; equal ranks keep the requested order.
      const sorted = searchEntries(sortPositions(filtered, query.sort ?? "popular"), query.q ?? "");
      const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(query.limit ?? DEFAULT_PAGE_SIZE)));
      const pages = Math.max(1, Math.ceil(sorted.length / limit));
      const page = Math.min(pages, Math.max(1, Math.floor(query.page ?? 1)));
      const slice = sorted.slice((page - 1) * limit, page * limit);
      return {
        positions: slice.map((entry) => summary(entry, entry.popularity)),
        page,
        limit,
        pages,
        stats: { ...listStats(query.q ? sorted : filtered), showing: slice.length },
      };
    },

    async get(id: string): Promise<PositionDetail | undefined> {
      const entry = find(id);
      if (!entry) return undefined;
      const popularity = popularityFrom(await totalsOf(id));
      const related = (byBase.get(entry.baseId) ?? [])
        .filter((other) => other.id !== entry.id)
        .slice(0, RELATED_LIMIT)
        .map((other) => ({
          id: other.id,
          name: other.name,
          style: other.style,
          difficulty: other.difficulty,
          imageUrl: illustrationUrl(other.id),
          imageAlt: describePose(other.baseId, other.variationId),
        }));
      return {
        ...summary(entry, popularity),
        tags: [...entry.tags],
        instructions: [...entry.instructions],
        baseId: entry.baseId,
        variationId: entry.variationId,
        related,
        bodyNotes: bodyNotesFor(entry.baseId) ?? null,
        careNote: entry.careNote ?? null,
      };
    },

    async popularity(id: string): Promise<Popularity> {
      return popularityFrom(await totalsOf(id));
    },

    /** Counts one view; null for an unknown id. */
    async recordView(id: string): Promise<Popularity | null> {
      if (!find(id)) return null;
      const now = clock.now();
      const [row] = await db
        .insert(positionStats)
        .values({ positionId: id, views: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: positionStats.positionId,
          set: { views: sql`${positionStats.views} + 1`, updatedAt: now },
        })
        .returning(TOTALS_COLUMNS);
      return popularityFrom(row);
    },

    /** The rating this device gave, if any. */
    async ratingBy(id: string, deviceId: string): Promise<number | null> {
      const [row] = await db
        .select({ rating: positionRatings.rating })
        .from(positionRatings)
        .where(and(eq(positionRatings.positionId, id), eq(positionRatings.deviceId, deviceDigest(deviceId))));
      return row?.rating ?? null;
    },

    /** Rates once per device (see the rule above). `rating` must be an integer 1-5 (validated by the API). */
    async rate(id: string, deviceId: string, rating: number): Promise<RateResult> {
      if (!find(id)) return { status: "unknown" };
      if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new RangeError("rating must be an integer 1-5");
      const now = clock.now();
      const device = deviceDigest(deviceId);
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(positionRatings)
          .values({ positionId: id, deviceId: device, rating, createdAt: now })
          .onConflictDoNothing()
          .returning({ rating: positionRatings.rating });
        if (inserted.length === 0) {
          const [existing] = await tx
            .select({ rating: positionRatings.rating })
            .from(positionRatings)
            .where(and(eq(positionRatings.positionId, id), eq(positionRatings.deviceId, device)));
          const totals = await totalsOf(id, tx);
          return {
            status: "already-rated",
            rating: existing?.rating ?? rating,
            popularity: popularityFrom(totals),
          } as const;
        }
        const [row] = await tx
          .insert(positionStats)
          .values({ positionId: id, ratingSum: rating, ratingCount: 1, updatedAt: now })
          .onConflictDoUpdate({
            target: positionStats.positionId,
            set: {
              ratingSum: sql`${positionStats.ratingSum} + ${rating}`,
              ratingCount: sql`${positionStats.ratingCount} + 1`,
              updatedAt: now,
            },
          })
          .returning(TOTALS_COLUMNS);
        return { status: "created", popularity: popularityFrom(row) } as const;
      });
    },

    /** Every catalogue entry's page for /sitemap.xml (the catalogue changes only with a release: no lastmod). */
    sitemapEntries(): Array<{ path: string; changefreq: string; priority: number }> {
      return catalogue.map((entry) => ({
        path: `/positions/${encodeURIComponent(entry.id)}`,
        changefreq: "monthly",
        priority: entry.featured || entry.isPopular ? 0.7 : 0.6,
      }));
    },

    /** The compact pool of the journey generator: every entry as [id, name, style], catalogue order. */
    pool(): CataloguePoolEntry[] {
      return catalogue.map((entry) => [entry.id, entry.name, entry.style]);
    },
  };
}

export type PositionsService = ReturnType<typeof createPositionsService>;
