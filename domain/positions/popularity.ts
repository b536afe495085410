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
  return {
    views: totals.views,
    rating: averageRating(totals.ratingSum, totals.ratingCount),
    ratingCount: totals.ratingCount,
  };
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

/** Variety: in any VARIETY_WINDOW consecutive entries of the default order, one base appears at most VARIETY_MAX times. */
export const VARIETY_WINDOW = 12;
export const VARIETY_MAX = 2;

/** An entry grouped by its base position; without `baseId` an entry is its own group. */
type Varied = EditorialKey & { baseId?: string };

/**
 * The editorial order made varied (new array): first one entry of every base position (its best in editorial order,
 * usually the base itself), in editorial order; then the variations, each time the next in editorial order whose
 * base appears fewer than VARIETY_MAX times in the last VARIETY_WINDOW - 1 entries. When none qualifies, the
 * base seen longest ago goes next, and a base with more entries left than the rest of the list can spread evenly
 * goes first, so the end of the list does not bunch up.
 */
export function varietyOrder<T extends Varied>(list: readonly T[]): T[] {
  // Lists repeat (every unfiltered page asks for the same one): the order of a set of entries is remembered by their
  // ids, grouping and editorial keys.
  const key = list
    .map(
      (entry) =>
        `${entry.id}\u0001${entry.baseId ?? ""}\u0001${entry.featured ? 1 : 0}${entry.isPopular ? 1 : 0}${entry.editorialRank}`,
    )
    .join("\u0002");
  const known = VARIETY_MEMO.get(key);
  if (known) {
    const byId = new Map(list.map((entry) => [entry.id, entry]));
    return known.map((id) => byId.get(id)!);
  }
  const order = computeVarietyOrder(list);
  if (VARIETY_MEMO.size >= VARIETY_MEMO_SIZE) VARIETY_MEMO.delete(VARIETY_MEMO.keys().next().value!);
  VARIETY_MEMO.set(
    key,
    order.map((entry) => entry.id),
  );
  return order;
}

const VARIETY_MEMO_SIZE = 64;
const VARIETY_MEMO = new Map<string, string[]>();

function computeVarietyOrder<T extends Varied>(list: readonly T[]): T[] {
  const sorted = [...list].sort(compareEditorial);
  const groupOf = (entry: T) => entry.baseId ?? entry.id;
  const groups = new Map<string, T[]>();
  for (const entry of sorted) {
    const group = groups.get(groupOf(entry));
    if (group) group.push(entry);
    else groups.set(groupOf(entry), [entry]);
  }
  const result: T[] = [];
  const lastSeen = new Map<string, number[]>();
  const place = (entry: T) => {
    const key = groupOf(entry);
    const seen = lastSeen.get(key) ?? [];
    seen.push(result.length);
    lastSeen.set(key, seen);
    result.push(entry);
  };
  // Distinct bases first.
  const queues: Array<{ key: string; entries: T[]; next: number }> = [];
  for (const [key, group] of groups) {
    place(group[0]!);
    if (group.length > 1) queues.push({ key, entries: group, next: 1 });
  }
  const recentCount = (key: string) => {
    const seen = lastSeen.get(key) ?? [];
    let count = 0;
    for (let index = seen.length - 1; index >= 0 && seen[index]! > result.length - VARIETY_WINDOW; index -= 1)
      count += 1;
    return count;
  };
  let remaining = queues.reduce((sum, queue) => sum + queue.entries.length - queue.next, 0);
  while (remaining > 0) {
    // A base whose entries need every slot the window rule allows from here on goes whenever it may.
    const urgent = (queue: (typeof queues)[number]) =>
      (queue.entries.length - queue.next) * VARIETY_WINDOW > (remaining + VARIETY_WINDOW) * VARIETY_MAX;
    let pick: (typeof queues)[number] | undefined;
    let pickUrgent = false;
    let oldest: (typeof queues)[number] | undefined;
    let oldestSeen = Infinity;
    for (const queue of queues) {
      if (queue.next >= queue.entries.length) continue;
      const seen = lastSeen.get(queue.key) ?? [];
      const last = seen[seen.length - 1] ?? -1;
      if (last < oldestSeen) {
        oldestSeen = last;
        oldest = queue;
      }
      if (recentCount(queue.key) >= VARIETY_MAX) continue;
      const isUrgent = urgent(queue);
      if (pickUrgent && !isUrgent) continue;
      if (
        !pick ||
        (isUrgent && !pickUrgent) ||
        compareEditorial(queue.entries[queue.next]!, pick.entries[pick.next]!) < 0
      ) {
        pick = queue;
        pickUrgent = isUrgent;
      }
    }
    // Nothing qualifies: the base seen longest ago.
    const chosen = (pick ?? oldest)!;
    place(chosen.entries[chosen.next]!);
    chosen.next += 1;
    remaining -= 1;
  }
  return result;
}

export const POSITION_SORTS = ["popular", "rating", "editorial", "name"] as const;
export type PositionSort = (typeof POSITION_SORTS)[number];

type Sortable = Varied & { name: string; popularity: Popularity };

/**
 * Sorts a list (new array):
 * - popular: entries with views first, by views descending then the editorial order; then every entry nobody has
 *   viewed yet in the varied editorial order (`varietyOrder`), so with no data at all it is the varied order;
 * - rating: average descending, then rating count descending, unrated last, then the editorial order;
 * - editorial: the varied editorial order;
 * - name: alphabetical.
 */
export function sortPositions<T extends Sortable>(list: readonly T[], sort: PositionSort = "popular"): T[] {
  const sorted = [...list];
  switch (sort) {
    case "popular": {
      const viewed = sorted.filter((entry) => entry.popularity.views > 0);
      const unviewed = sorted.filter((entry) => entry.popularity.views <= 0);
      viewed.sort((a, b) => b.popularity.views - a.popularity.views || compareEditorial(a, b));
      return [...viewed, ...varietyOrder(unviewed)];
    }
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
      return varietyOrder(sorted);
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
