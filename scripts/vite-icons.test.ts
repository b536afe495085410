import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { joinIconModule, joinShapes, shapeAsPath, type IconNode } from "./vite-icons";

const ICONS = path.resolve(import.meta.dirname, "../node_modules/lucide-react/dist/esm/icons");

/** The shapes an icon module declares, read back by evaluating its data literal. */
function nodeOf(code: string): IconNode {
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(code)![1]!;
  return (new Function(`return ${literal}`)() as { node: IconNode }).node;
}

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** An icon drawn as lucide draws it (its stroke on every shape), at 48 px, as raw alpha values. */
async function draw(node: IconNode): Promise<Buffer> {
  const shapes = node
    .map(
      ([tag, attributes]) =>
        `<${tag} ${Object.entries(attributes)
          .filter(([name]) => name !== "key")
          .map(([name, value]) => `${name}="${escape(value)}"`)
          .join(" ")}/>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`;
  return sharp(Buffer.from(svg)).extractChannel("alpha").raw().toBuffer();
}

describe("icons drawn as one path", () => {
  it("turns each shape into path data that starts where the shape does", () => {
    expect(shapeAsPath("circle", { cx: "12", cy: "12", r: "4" })).toBe("M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0z");
    expect(shapeAsPath("line", { x1: "1", y1: "2", x2: "3", y2: "4" })).toBe("M1 2L3 4");
    expect(shapeAsPath("polyline", { points: "1,2 3,4 5,6" })).toBe("M1 2 3 4 5 6");
    expect(shapeAsPath("rect", { x: "2", y: "4", width: "20", height: "16" })).toBe("M2 4h20v16h-20z");
    expect(shapeAsPath("rect", { x: "2", y: "4", width: "20", height: "16", rx: "2" })).toBe(
      "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2z",
    );
    // A relative first moveto stays relative to the origin once other shapes come before it.
    expect(shapeAsPath("path", { d: "m4.93 4.93 1.41 1.41" })).toBe("M0 0m4.93 4.93 1.41 1.41");
    expect(shapeAsPath("text", {})).toBeNull();
  });

  it("keeps an icon as it is when a shape has a fill of its own, or when it has one shape", () => {
    const filled: IconNode = [
      ["circle", { cx: "12", cy: "12", r: "4", key: "a" }],
      ["circle", { cx: "12", cy: "12", r: "1", fill: "currentColor", key: "b" }],
    ];
    expect(joinShapes(filled)).toBe(filled);
    const single: IconNode = [["path", { d: "M1 1h2", key: "a" }]];
    expect(joinShapes(single)).toBe(single);
  });

  it("draws every joined lucide icon with the same pixels as its shapes apart", { timeout: 120_000 }, async () => {
    const files = fs.readdirSync(ICONS).filter((file) => file.endsWith(".mjs"));
    let joined = 0;
    const different: string[] = [];
    for (const file of files) {
      const code = fs.readFileSync(path.join(ICONS, file), "utf8");
      if (!code.includes("__iconData = {")) continue;
      const out = joinIconModule(code);
      if (out === null) continue;
      joined += 1;
      const after = nodeOf(out);
      expect(after).toHaveLength(1);
      const [before, now] = await Promise.all([draw(nodeOf(code)), draw(after)]);
      // Where two strokes cross, their soft edges are laid once instead of twice (a little lighter); a shape lost,
      // moved or added changes whole pixels, from ink to none.
      let changed = 0;
      for (let index = 0; index < before.length; index += 1)
        if (Math.abs(before[index]! - now[index]!) > 128) changed += 1;
      if (changed > 3) different.push(`${file}: ${changed} pixels`);
    }
    expect(different).toEqual([]);
    // Nearly every icon is outlines only.
    expect(joined).toBeGreaterThan(1000);
  });
});
