import { describe, expect, it } from "vitest";
import { positionsCatalogue } from "@content/positions/catalogue";
import { NO_POPULARITY, sortPositions, VARIETY_MAX, VARIETY_WINDOW, varietyOrder } from "./popularity";

/** The bases seen more than VARIETY_MAX times in some VARIETY_WINDOW consecutive entries, with where. */
function crowded(list: ReadonlyArray<{ baseId: string }>): string[] {
  const found: string[] = [];
  for (let start = 0; start + VARIETY_WINDOW <= list.length; start += 1) {
    const counts = new Map<string, number>();
    for (const entry of list.slice(start, start + VARIETY_WINDOW))
      counts.set(entry.baseId, (counts.get(entry.baseId) ?? 0) + 1);
    for (const [baseId, count] of counts)
      if (count > VARIETY_MAX) found.push(`${baseId} ×${count} from place ${start + 1}`);
  }
  return found;
}

const unviewed = positionsCatalogue.map((entry) => ({ ...entry, popularity: NO_POPULARITY }));

describe("the default order with no views", () => {
  const order = sortPositions(unviewed, "popular");

  it("keeps every entry once", () => {
    expect(order).toHaveLength(positionsCatalogue.length);
    expect(new Set(order.map((entry) => entry.id)).size).toBe(positionsCatalogue.length);
  });

  it("shows every base before any second entry of the same base", () => {
    const bases = new Set(positionsCatalogue.map((entry) => entry.baseId));
    const opening = order.slice(0, bases.size);
    expect(new Set(opening.map((entry) => entry.baseId)).size).toBe(bases.size);
    expect(opening.every((entry) => entry.variationId === null)).toBe(true);
  });

  it(`never shows a base more than ${VARIETY_MAX} times in any ${VARIETY_WINDOW} consecutive entries`, () => {
    expect(crowded(order)).toEqual([]);
  });

  it("keeps the editors' favourites first", () => {
    expect(order[0]!.featured).toBe(true);
  });

  // A filter can leave too few bases for the rule to be possible at all (19 entries of one base among 97 cannot be
  // two in every twelve); filtered lists still show their distinct bases first.
  it("shows a filtered list's distinct bases first too", () => {
    const romantic = sortPositions(
      unviewed.filter((entry) => entry.style === "romantic"),
      "popular",
    );
    const bases = new Set(romantic.map((entry) => entry.baseId));
    expect(new Set(romantic.slice(0, bases.size).map((entry) => entry.baseId)).size).toBe(bases.size);
  });
});

describe("varietyOrder", () => {
  const entry = (id: string, baseId: string, editorialRank: number) => ({
    id,
    baseId,
    featured: false,
    isPopular: false,
    editorialRank,
  });

  it("puts one entry of each base first, then spreads the rest of each base apart", () => {
    const list = [
      entry("a", "a", 1),
      entry("b", "b", 2),
      entry("c", "c", 3),
      entry("a1", "a", 10),
      entry("a2", "a", 11),
      entry("a3", "a", 12),
      entry("b1", "b", 20),
    ];
    const ids = varietyOrder(list).map((item) => item.id);
    expect(ids.slice(0, 3)).toEqual(["a", "b", "c"]);
    expect(ids).toHaveLength(list.length);
  });

  it("is the plain editorial order when every entry is its own base", () => {
    const list = [entry("z", "z", 3), entry("y", "y", 1), entry("x", "x", 2)];
    expect(varietyOrder(list).map((item) => item.id)).toEqual(["y", "x", "z"]);
  });

  it("gives the same order for the same list, from memory or not", () => {
    const first = varietyOrder(positionsCatalogue).map((item) => item.id);
    expect(varietyOrder([...positionsCatalogue]).map((item) => item.id)).toEqual(first);
  });
});

describe("with views", () => {
  it("puts viewed entries first, most viewed first, and the rest in the varied order", () => {
    const viewedId = positionsCatalogue[100]!.id;
    const list = unviewed.map((item) =>
      item.id === viewedId ? { ...item, popularity: { views: 3, rating: null, ratingCount: 0 } } : item,
    );
    const order = sortPositions(list, "popular");
    expect(order[0]!.id).toBe(viewedId);
    expect(crowded(order.slice(1))).toEqual([]);
  });
});
