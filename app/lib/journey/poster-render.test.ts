import { describe, expect, it } from "vitest";
import { reveal, startJourney } from "./journey";
import { testPool } from "./journey.fixtures";
import {
  coverCrop,
  ellipsize,
  fitFontSize,
  isDrawableImage,
  posterInputFor,
  posterLayout,
  posterMetaLine,
  POSTER_SIZE,
  wrapLines,
  type Measure,
  type Rect,
} from "./poster-render";
import { DEFAULT_POSTER_SETTINGS } from "./settings";

/** Every character is half the font size wide. */
const measure: Measure = (text, size) => text.length * size * 0.5;

function inside(inner: Rect, outer: Rect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe("poster layout", () => {
  const layout = posterLayout();
  const page: Rect = { x: 0, y: 0, width: POSTER_SIZE.width, height: POSTER_SIZE.height };

  it("is A4 at 300 dpi, at least 1500 px on its long side", () => {
    expect(POSTER_SIZE).toEqual({ width: 2480, height: 3508 });
    expect(Math.max(layout.width, layout.height)).toBeGreaterThanOrEqual(1500);
  });

  it("has seven cells inside the margins, not overlapping, below the header and above the footer", () => {
    expect(layout.cells.map((cell) => cell.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const content: Rect = {
      x: layout.margin,
      y: layout.margin,
      width: layout.width - 2 * layout.margin,
      height: layout.height - 2 * layout.margin,
    };
    for (const cell of layout.cells) {
      expect(inside(cell.cell, content)).toBe(true);
      expect(inside(cell.image, cell.cell)).toBe(true);
      expect(cell.image.width).toBeGreaterThan(500);
      expect(cell.image.height).toBeGreaterThan(200);
      expect(cell.cell.y).toBeGreaterThan(layout.meta.y);
      expect(cell.cell.y + cell.cell.height).toBeLessThan(layout.footer.y - layout.footer.textSize);
      // Label and name lines sit inside the cell, under the picture.
      expect(cell.labelY).toBeGreaterThan(cell.image.y + cell.image.height);
      expect(cell.nameY).toBeLessThanOrEqual(cell.cell.y + cell.cell.height);
    }
    for (let i = 0; i < 7; i++)
      for (let j = i + 1; j < 7; j++) expect(overlaps(layout.cells[i].cell, layout.cells[j].cell)).toBe(false);
    expect(inside(layout.cells[6].cell, page)).toBe(true);
  });

  it("centres day 7 on the last row and keeps the header in order", () => {
    const last = layout.cells[6].cell;
    expect(last.x + last.width / 2).toBeCloseTo(layout.width / 2, 0);
    expect(layout.title.y).toBeLessThan(layout.subtitle.y);
    expect(layout.subtitle.y + layout.subtitle.lineHeight).toBeLessThan(layout.meta.y);
  });

  it("scales with the poster size", () => {
    const half = posterLayout(1240, 1754);
    expect(half.margin).toBe(Math.round(layout.margin / 2));
    expect(half.cells[0].cell.width).toBeCloseTo(layout.cells[0].cell.width / 2, -1);
  });
});

describe("text fitting", () => {
  it("picks the largest size that fits, or the minimum", () => {
    expect(fitFontSize(measure, "abcd", 1000, 150, 72)).toBe(150);
    expect(fitFontSize(measure, "a".repeat(20), 1000, 150, 72)).toBe(100);
    expect(fitFontSize(measure, "a".repeat(100), 1000, 150, 72)).toBe(72);
  });

  it("ellipsizes text that does not fit", () => {
    expect(ellipsize(measure, "short", 1000, 10)).toBe("short");
    const cut = ellipsize(measure, "a very long position name indeed", 100, 10);
    expect(cut.endsWith("…")).toBe(true);
    expect(measure(cut, 10)).toBeLessThanOrEqual(100);
  });

  it("wraps words into at most the given lines", () => {
    expect(wrapLines(measure, "one two three", 1000, 10, 2)).toEqual(["one two three"]);
    expect(wrapLines(measure, "one two three four", 45, 10, 3)).toEqual(["one two", "three", "four"]);
    const two = wrapLines(measure, "one two three four five six seven", 45, 10, 2);
    expect(two).toHaveLength(2);
    expect(two[1].endsWith("…")).toBe(true);
    expect(wrapLines(measure, "   ", 45, 10, 2)).toEqual([]);
  });
});

describe("image placement", () => {
  it("crops the centre of an image to cover the box", () => {
    expect(coverCrop(400, 300, 800, 300)).toEqual({ x: 0, y: 75, width: 400, height: 150 });
    expect(coverCrop(400, 300, 300, 300)).toEqual({ x: 50, y: 0, width: 300, height: 300 });
    expect(coverCrop(0, 300, 300, 300)).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });

  it("draws only same-origin images, never videos", () => {
    const origin = "https://entwine.example";
    expect(isDrawableImage("/api/catalogue/x/illustration.svg", "image", origin)).toBe(true);
    expect(isDrawableImage("https://entwine.example/media/a.webp", "gif", origin)).toBe(true);
    expect(isDrawableImage("https://other.example/a.webp", "image", origin)).toBe(false);
    expect(isDrawableImage("/media/a.mp4", "video", origin)).toBe(false);
    expect(isDrawableImage(null, "image", origin)).toBe(false);
  });
});

describe("poster content", () => {
  it("shows revealed days with their names and art and placeholders for the rest", () => {
    const pool = testPool(8, (i) => `Name ${i}`);
    const journey = startJourney(pool, "2025-01-01", () => 0.3);
    const result = reveal(journey, "2025-01-01");
    if (!result.ok) throw new Error(result.reason);
    const input = posterInputFor(result.journey, DEFAULT_POSTER_SETTINGS, 1);
    expect(input.revealed).toBe(1);
    expect(input.days[0]).toEqual({
      day: 1,
      name: result.position.name,
      image: result.position.image,
      mediaType: "image",
    });
    expect(input.days.slice(1).every((day) => day.name === null && day.image === null)).toBe(true);
    expect(posterMetaLine(input.revealed, input.cycle)).toBe("1 of 7 days revealed · Cycle 1");
  });
});
