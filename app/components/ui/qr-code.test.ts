import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { qrPath } from "./qr-code";

/** Paints a path of `M x y h w v 1 h -w z` rectangles back onto a grid, failing on any other shape. */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const shapes = path.match(/M\d+ \d+h\d+v1h-\d+z/g) ?? [];
  expect(shapes.join("")).toBe(path);
  for (const shape of shapes) {
    const [x, y, run, back] = /^M(\d+) (\d+)h(\d+)v1h-(\d+)z$/.exec(shape)!.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(back).toBe(run);
    for (let dx = 0; dx < run; dx++) {
      expect(grid[y]![x + dx]).toBe(false);
      grid[y]![x + dx] = true;
    }
  }
  return grid;
}

describe("the QR code's drawing", () => {
  it("covers exactly the code's dark modules, each once", () => {
    const { size, data } = encode("https://entwine.example/our-space/pair#k=abcdefghijklmnopqrstuvwxyz0123456789", {
      border: 2,
    });
    expect(paint(qrPath(data), size)).toEqual(data);
  });

  it("draws a run along a row as one rectangle", () => {
    expect(
      qrPath([
        [true, true, true, false],
        [false, true, false, true],
      ]),
    ).toBe("M0 0h3v1h-3zM1 1h1v1h-1zM3 1h1v1h-1z");
  });
});
