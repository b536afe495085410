import { describe, it, expect } from "vitest";
import type { CataloguePosition } from "./types";
import { BASE_POSITIONS } from "./base-positions";
import { VARIATIONS } from "./variations";
import {
  isPaired,
  CATALOGUE_DIFFICULTIES,
  CATALOGUE_STYLES,
  buildPositionsCatalogue,
  editorialOrder,
  getCataloguePosition,
  droppedPositionRedirects,
  positionsCatalogue,
} from "./catalogue";
import { validateCatalogue } from "./self-check";
import { GENDERED_WORDS, GRAPHIC_WORDS } from "./writing-check";

const basesById = new Map(BASE_POSITIONS.map((base) => [base.id, base]));

function textsOf(entry: CataloguePosition): string[] {
  return [entry.name, entry.description, entry.category, ...entry.instructions, ...entry.benefits, ...entry.tags];
}

describe("positions catalogue: self-check (spec §5)", () => {
  it("passes on the shipped catalogue", () => {
    expect(validateCatalogue(positionsCatalogue)).toEqual({ ok: true });
  });

  it("holds at least 500 entries", () => {
    expect(positionsCatalogue.length).toBeGreaterThanOrEqual(500);
  });

  it("reports duplicate ids with the exact message", () => {
    const withDuplicate = [...positionsCatalogue, { ...positionsCatalogue[7] }];
    expect(validateCatalogue(withDuplicate)).toEqual({
      ok: false,
      error: "Database validation failed: Duplicate IDs detected",
    });
  });

  it("reports too few entries with the exact message", () => {
    expect(validateCatalogue(positionsCatalogue.slice(0, 10))).toEqual({
      ok: false,
      error: "Only 10 positions, need 500+",
    });
    expect(validateCatalogue([])).toEqual({ ok: false, error: "Only 0 positions, need 500+" });
    expect(validateCatalogue(positionsCatalogue.slice(0, 499))).toEqual({
      ok: false,
      error: "Only 499 positions, need 500+",
    });
    expect(validateCatalogue(positionsCatalogue.slice(0, 500))).toEqual({ ok: true });
  });

  it("reports the first missing required field of an entry", () => {
    const broken = (index: number, patch: Record<string, unknown>): Partial<CataloguePosition>[] =>
      positionsCatalogue.map((entry, i) =>
        i === index ? ({ ...entry, ...patch } as Partial<CataloguePosition>) : entry,
      );
    const id = positionsCatalogue[42].id;
    const missing = (field: string) => `Database validation failed: position ${id} is missing ${field}`;

    expect(validateCatalogue(broken(42, { name: "  " }))).toEqual({ ok: false, error: missing("name") });
    expect(validateCatalogue(broken(42, { description: undefined }))).toEqual({
      ok: false,
      error: missing("description"),
    });
    expect(validateCatalogue(broken(42, { instructions: [] }))).toEqual({ ok: false, error: missing("instructions") });
    expect(validateCatalogue(broken(42, { benefits: [""] }))).toEqual({ ok: false, error: missing("benefits") });
    expect(validateCatalogue(broken(42, { duration: "" }))).toEqual({ ok: false, error: missing("duration") });
    expect(validateCatalogue(broken(42, { category: "" }))).toEqual({ ok: false, error: missing("category") });
    expect(validateCatalogue(broken(42, { style: "sleepy" }))).toEqual({ ok: false, error: missing("style") });
    expect(validateCatalogue(broken(42, { difficulty: "easy" }))).toEqual({ ok: false, error: missing("difficulty") });
  });
});

describe("positions catalogue: stable ids", () => {
  it("starts with the bases and keeps fixed ids at fixed places", () => {
    expect(positionsCatalogue.slice(0, 3).map((entry) => entry.id)).toEqual(["romantic-1", "romantic-2", "romantic-3"]);
    expect(positionsCatalogue[BASE_POSITIONS.length].id).toBe("romantic-1--candlelight");
  });

  it("has unique ids", () => {
    expect(new Set(positionsCatalogue.map((entry) => entry.id)).size).toBe(positionsCatalogue.length);
  });

  it("builds the identical list on every call", () => {
    const first = buildPositionsCatalogue();
    const second = buildPositionsCatalogue();
    expect(second.map((entry) => entry.id)).toEqual(first.map((entry) => entry.id));
    expect(second).toEqual(first);
    expect(first).toEqual(positionsCatalogue);
  });

  it("uses the base id for bases and baseId--variationId for combinations", () => {
    for (const entry of positionsCatalogue) {
      if (entry.variationId === null) {
        expect(entry.id).toBe(entry.baseId);
      } else {
        expect(entry.id).toBe(`${entry.baseId}--${entry.variationId}`);
      }
      expect(basesById.has(entry.baseId)).toBe(true);
    }
  });

  it("lists the bases first, then every applicable combination not dropped, exactly once", () => {
    const bases = positionsCatalogue.slice(0, BASE_POSITIONS.length);
    expect(bases.map((entry) => entry.id)).toEqual(BASE_POSITIONS.map((base) => base.id));
    const dropped = droppedPositionRedirects();
    const expected = VARIATIONS.flatMap((variation) =>
      BASE_POSITIONS.filter((base) => isPaired(variation, base)).map((base) => `${base.id}--${variation.id}`),
    ).filter((id) => !dropped.has(id));
    expect(positionsCatalogue.slice(BASE_POSITIONS.length).map((entry) => entry.id)).toEqual(expected);
  });

  it("finds entries by id", () => {
    for (const entry of positionsCatalogue) expect(getCataloguePosition(entry.id)).toBe(entry);
    expect(getCataloguePosition("romantic-1--no-such-variation")).toBeUndefined();
    expect(getCataloguePosition("")).toBeUndefined();
  });

  it("is frozen so shared data cannot be changed by a caller", () => {
    expect(Object.isFrozen(positionsCatalogue)).toBe(true);
    expect(Object.isFrozen(positionsCatalogue[0])).toBe(true);
    expect(Object.isFrozen(positionsCatalogue[0].tags)).toBe(true);
  });
});

describe("positions catalogue: content", () => {
  it("has at least 31 hand-written bases in every style, with sensible ids", () => {
    expect(BASE_POSITIONS.length).toBeGreaterThanOrEqual(31);
    for (const style of CATALOGUE_STYLES) {
      expect(BASE_POSITIONS.some((base) => base.style === style)).toBe(true);
    }
    for (const base of BASE_POSITIONS) {
      expect(base.id).toMatch(/^(romantic|passionate|adventurous|mixed)-[1-9]\d*$/);
      expect(base.id.startsWith(`${base.style}-`)).toBe(true);
      expect(base.instructions.length).toBeGreaterThanOrEqual(3);
      expect(base.instructions.length).toBeLessThanOrEqual(5);
      expect(base.benefits.length).toBeGreaterThanOrEqual(2);
      expect(base.benefits.length).toBeLessThanOrEqual(4);
      expect(base.minutes.min).toBeLessThan(base.minutes.max);
    }
    expect(new Set(BASE_POSITIONS.map((base) => base.editorialRank)).size).toBe(BASE_POSITIONS.length);
  });

  it("has at least 100 distinct bases (issue 32), with unique ids and names, each with a pose of its own", async () => {
    const { BASE_POSES } = await import("./all-poses");
    expect(BASE_POSITIONS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(BASE_POSITIONS.map((base) => base.id)).size).toBe(BASE_POSITIONS.length);
    expect(new Set(BASE_POSITIONS.map((base) => base.name.toLowerCase())).size).toBe(BASE_POSITIONS.length);
    expect(Object.keys(BASE_POSES).sort()).toEqual(BASE_POSITIONS.map((base) => base.id).sort());
  });

  it("has at least 16 named variations with unique slugs and base-mentioning names", () => {
    expect(VARIATIONS.length).toBeGreaterThanOrEqual(16);
    expect(new Set(VARIATIONS.map((variation) => variation.id)).size).toBe(VARIATIONS.length);
    for (const variation of VARIATIONS) {
      expect(variation.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(variation.namePattern).toContain("{name}");
    }
  });

  it("gives every entry all required fields", () => {
    for (const entry of positionsCatalogue) {
      expect(entry.id).toMatch(/^[a-z0-9-]+$/);
      expect(entry.name.trim()).not.toBe("");
      expect(entry.description.trim()).not.toBe("");
      expect(entry.category.trim()).not.toBe("");
      expect(CATALOGUE_STYLES).toContain(entry.style);
      expect(CATALOGUE_DIFFICULTIES).toContain(entry.difficulty);
      expect(entry.instructions.length).toBeGreaterThan(0);
      expect(entry.benefits.length).toBeGreaterThan(0);
      for (const line of [...entry.instructions, ...entry.benefits]) expect(line.trim()).not.toBe("");
      expect(entry.tags.length).toBeGreaterThan(0);
      expect(new Set(entry.tags).size).toBe(entry.tags.length);
      const range = /^(\d+)-(\d+) minutes$/.exec(entry.duration);
      expect(range).not.toBeNull();
      expect(Number(range![1])).toBeLessThan(Number(range![2]));
      expect(typeof entry.isPopular).toBe("boolean");
      expect(typeof entry.featured).toBe("boolean");
      expect(Number.isFinite(entry.editorialRank)).toBe(true);
    }
  });

  it("describes every combination in terms of its base", () => {
    for (const entry of positionsCatalogue) {
      const base = basesById.get(entry.baseId)!;
      expect(entry.name).toContain(base.name);
      if (entry.variationId !== null) {
        expect(entry.description).toContain(base.name);
        expect(entry.description).not.toMatch(/\{\w+\}/);
        expect(entry.name).not.toMatch(/\{\w+\}/);
        expect(entry.style).toBe(base.style);
      }
    }
  });

  it("gives no two entries the same name or description", () => {
    const names = positionsCatalogue.map((entry) => entry.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const descriptions = positionsCatalogue.map((entry) => entry.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("has no numbered filler names", () => {
    for (const entry of positionsCatalogue) expect(entry.name).not.toMatch(/\d/);
  });

  it("stays inclusive and non-graphic", () => {
    for (const entry of positionsCatalogue) {
      for (const text of textsOf(entry)) {
        expect(text).not.toMatch(GENDERED_WORDS);
        expect(text).not.toMatch(GRAPHIC_WORDS);
      }
    }
  });

  it("flags a reasonable number of entries for the editorial order", () => {
    const featured = positionsCatalogue.filter((entry) => entry.featured).length;
    const popular = positionsCatalogue.filter((entry) => entry.isPopular).length;
    expect(featured).toBeGreaterThan(0);
    expect(featured).toBeLessThanOrEqual(12);
    expect(popular).toBeGreaterThan(featured);
    expect(popular).toBeLessThan(positionsCatalogue.length / 4);
  });
});

describe("editorialOrder", () => {
  it("puts featured first, then popular, then by editorial rank, without changing the input", () => {
    const input = [...positionsCatalogue].reverse();
    const snapshot = input.map((entry) => entry.id);
    const ordered = editorialOrder(input);
    expect(input.map((entry) => entry.id)).toEqual(snapshot);
    expect(ordered).toHaveLength(input.length);

    const group = (entry: CataloguePosition) => (entry.featured ? 0 : entry.isPopular ? 1 : 2);
    for (let i = 1; i < ordered.length; i++) {
      const [previous, current] = [ordered[i - 1], ordered[i]];
      expect(group(previous)).toBeLessThanOrEqual(group(current));
      if (group(previous) === group(current)) {
        expect(previous.editorialRank).toBeLessThanOrEqual(current.editorialRank);
      }
    }
    expect(ordered[0].id).toBe("romantic-1");
  });

  it("breaks ties by id, so the order is fully deterministic", () => {
    const a = { id: "b", featured: false, isPopular: false, editorialRank: 1 };
    const b = { id: "a", featured: false, isPopular: false, editorialRank: 1 };
    expect(editorialOrder([a, b]).map((entry) => entry.id)).toEqual(["a", "b"]);
  });
});
