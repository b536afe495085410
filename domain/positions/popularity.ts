/**
 * Pure popularity helpers shared by the server (sorting, stats) and the pages (formatting).
 * DECISIONS.md: popularity is real; while there is no data, lists fall back to the editorial order.
 */

export interface Popularity {
  views: number;
  /** Average rating with one decimal, or null while nobody has rated. */
  rating: number | null;
  ratingCount: number;
}

export interface PopularityTotals {
  views: number;
  ratingSum: number;
  ratingCount: number;
}

export const NO_POPULARITY: Popularity = Object.freeze({ views: 0, rating: null, ratingCount: 0 });

/** Rounds to one decimal (4.25 → 4.3). */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Average of a rating sum over its count, one decimal; null when there are no ratings. */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? oneDecimal(sum / count) : null;
}

export function popularityFrom(totals: PopularityTotals | undefined): Popularity {
  if (!totals) return NO_POPULARITY;
  return { views: totals.views, rating: averageRating(totals.ratingSum, totals.ratingCount), ratingCount: totals.ratingCount };
}

/** The fields the editorial order needs (see `editorialOrder` in content/positions/catalogue.ts). */
export interface EditorialKey {
  id: string;
  featured: boolean;
  isPopular: boolean;
  editorialRank: number;
}

export function compareEditorial(a: EditorialKey, b: EditorialKey): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  if (a.isPopular !== b.isPopular) return a.isPopular ? -1 : 1;
  if (a.editorialRank !== b.editorialRank) return a.editorialRank - b.editorialRank;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export const POSITION_SORTS = ["popular", "rating", "editorial", "name"] as const;
export type PositionSort = (typeof POSITION_SORTS)[number];

type Sortable = EditorialKey & { name: string; popularity: Popularity };

/**
 * Sorts a list (new array):
 * - popular: views descending, then the editorial order (so with no data at all, it is the editorial order);
 * - rating: average descending, then rating count descending, unrated last, then the editorial order;
 * - editorial: the editorial order only;
 * - name: alphabetical.
 */
export function sortPositions<T extends Sortable>(list: readonly T[], sort: PositionSort = "popular"): T[] {
  const sorted = [...list];
  switch (sort) {
    case "popular":
      return sorted.sort((a, b) => b.popularity.views - a.popularity.views || compareEditorial(a, b));
    case "rating":
      return sorted.sort(
        (a, b) =>
          (b.popularity.rating ?? -1) - (a.popularity.rating ?? -1) ||
          b.popularity.ratingCount - a.popularity.ratingCount ||
          compareEditorial(a, b),
      );
    case "name":
      return sorted.sort((a, b) => a.name.localeCompare(b.name, "en") || compareEditorial(a, b));
    default:
      return sorted.sort(compareEditorial);
  }
}

export interface ListStats {
  /** Positions matching the filters. */
  count: number;
  /** Average of every rating given to those positions, one decimal; null when none is rated. */
  averageRating: number | null;
  ratingCount: number;
  totalViews: number;
}

/** Stats of the most-popular page over the filtered list (not only the page shown). */
export function listStats(list: ReadonlyArray<{ totals?: PopularityTotals }>): ListStats {
  let views = 0;
  let ratingSum = 0;
  let ratingCount = 0;
  for (const entry of list) {
    views += entry.totals?.views ?? 0;
    ratingSum += entry.totals?.ratingSum ?? 0;
    ratingCount += entry.totals?.ratingCount ?? 0;
  }
  return { count: list.length, averageRating: averageRating(ratingSum, ratingCount), ratingCount, totalViews: views };
}

/** Total views in thousands with one decimal: 0 → "0.0K", 1234 → "1.2K", 25_000 → "25.0K". */
export function formatThousands(views: number): string {
  return `${(Math.max(0, views) / 1000).toFixed(1)}K`;
}

/** A rating for display: "4.5" or "–" when unrated. */
export function formatRating(rating: number | null): string {
  return rating === null ? "–" : rating.toFixed(1);
}

/** "1 view" / "1,234 views". */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}

/**
 * Counts shown only once they mean something: a position nobody has opened yet reads "New" rather than "0 views",
 * and a rating appears only once someone has rated.
 */
export function formatViewCount(views: number): string {
  return views > 0 ? views.toLocaleString("en-US") : "New";
}

/** "4.5 (3 ratings)", or "Not rated yet" (never a dash) while nobody has rated. */
export function formatRatingSummary(rating: number | null, ratingCount: number): string {
  if (rating === null || ratingCount <= 0) return "Not rated yet";
  return `${rating.toFixed(1)} (${formatCount(ratingCount, "rating")})`;
}

/** Total views for a statistics tile: exact under a thousand ("842"), else thousands ("1.2K"); null while there are none. */
export function formatTotalViews(views: number): string | null {
  if (views <= 0) return null;
  return views < 1000 ? views.toLocaleString("en-US") : formatThousands(views);
}
