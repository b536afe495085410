// `npm run poses`: draws every base position's picture on one contact sheet, and a sample of 40 variations on a
// second, as a couple would see them on a phone (cards at half size), each with its name and any problem the
// sanity checks find. Writes docs/poses/bases.png and docs/poses/variations.png (small, committed, linked from the
// README), or into the folder given as the first argument.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { positionsCatalogue } from "../content/positions/catalogue";
import { BASE_POSES } from "../content/positions/all-poses";
import type { CataloguePosition } from "../content/positions/types";
import { VARIATION_POSE_CHANGES } from "../content/positions/variation-poses";
import { renderPositionIllustration } from "../domain/positions/illustration";
import { checkPose } from "../domain/positions/poses/checks";

const COLUMNS = 6;
const CARD_SCALE = 0.5;
const TILE = { width: 400 * CARD_SCALE + 12, height: 300 * CARD_SCALE + 34 };
const outDir = path.resolve(process.argv[2] ?? "docs/poses");
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

let problemCount = 0;
function tile(entry: CataloguePosition, index: number): string {
  const pose = BASE_POSES[entry.baseId];
  const problems = entry.variationId ? [] : pose ? checkPose(pose) : [{ message: "no pose defined" }];
  problemCount += problems.length;
  for (const problem of problems)
    console.log(
      `${entry.id} ${entry.name}: ${"figure" in problem && problem.figure ? `${problem.figure}: ` : ""}${problem.message}`,
    );
  const x = (index % COLUMNS) * TILE.width + 6;
  const y = Math.floor(index / COLUMNS) * TILE.height + 6;
  // Each card is its own nested SVG, so its ids and clip paths stay its own.
  const card = renderPositionIllustration(entry).replace(
    'width="400" height="300"',
    `x="${x}" y="${y}" width="${400 * CARD_SCALE}" height="${300 * CARD_SCALE}"`,
  );
  const label = shorten(entry.name, 27);
  return (
    card +
    `<text x="${x + 200 * CARD_SCALE}" y="${y + 300 * CARD_SCALE + 15}" text-anchor="middle" font-family="sans-serif" font-size="10.5" fill="${problems.length ? "#ff8f70" : "#fde4c4"}">${escape(label)}${problems.length ? ` · ${problems.length} problem(s)` : ""}</text>`
  );
}

async function sheet(entries: readonly CataloguePosition[], file: string): Promise<void> {
  const rows = Math.ceil(entries.length / COLUMNS);
  const width = COLUMNS * TILE.width + 12;
  const height = rows * TILE.height + 12;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#12070f"/>${entries.map(tile).join("")}</svg>`;
  await sharp(Buffer.from(svg)).png({ palette: true, quality: 90, effort: 8 }).toFile(path.join(outDir, file));
  console.log(`${path.relative(process.cwd(), path.join(outDir, file))}: ${entries.length} pictures`);
}

/** 40 variations, every variation that changes the scene at least twice, each base at most twice, chosen evenly. */
function sampleVariations(count: number): CataloguePosition[] {
  const byVariation = new Map<string, CataloguePosition[]>();
  for (const entry of positionsCatalogue) {
    if (!entry.variationId) continue;
    byVariation.set(entry.variationId, [...(byVariation.get(entry.variationId) ?? []), entry]);
  }
  const ids = [...byVariation.keys()].sort(
    (x, y) => Number(y in VARIATION_POSE_CHANGES) - Number(x in VARIATION_POSE_CHANGES),
  );
  const chosen: CataloguePosition[] = [];
  const perBase = new Map<string, number>();
  for (let round = 0; chosen.length < count && round < 40; round++) {
    for (const id of ids) {
      if (chosen.length >= count) break;
      if (round >= 2 && !(id in VARIATION_POSE_CHANGES) && round % 2 === 1) continue;
      const list = byVariation.get(id)!;
      // Walk each variation's list with a stride, so the sample spreads over the bases.
      for (let step = 0; step < list.length; step++) {
        const entry = list[(round * 7 + step * 5) % list.length]!;
        if (chosen.includes(entry) || (perBase.get(entry.baseId) ?? 0) >= 2) continue;
        chosen.push(entry);
        perBase.set(entry.baseId, (perBase.get(entry.baseId) ?? 0) + 1);
        break;
      }
    }
  }
  return chosen;
}

fs.mkdirSync(outDir, { recursive: true });
await sheet(
  positionsCatalogue.filter((entry) => entry.variationId === null),
  "bases.png",
);
await sheet(sampleVariations(40), "variations.png");
console.log(`${problemCount} problem(s) found by the pose checks`);
