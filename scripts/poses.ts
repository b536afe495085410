// `npm run poses`: draws every base position's pose on one contact sheet (SVG and PNG) with its name and any
// problem the sanity checks find, so a person can look at all of them at a glance.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { BASE_POSITIONS } from "../content/positions/base-positions";
import { BASE_POSES } from "../content/positions/poses";
import { checkPose } from "../domain/positions/poses/checks";
import { renderPoseFigures } from "../domain/positions/poses/render";

const COLUMNS = 4;
const TILE = { width: 400, height: 340 };
const outDir = path.resolve(process.argv[2] ?? ".tmp/poses");
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

const tiles: string[] = [];
let problemCount = 0;
BASE_POSITIONS.forEach((base, index) => {
  const pose = BASE_POSES[base.id];
  const x = (index % COLUMNS) * TILE.width;
  const y = Math.floor(index / COLUMNS) * TILE.height;
  const problems = pose ? checkPose(pose) : [{ message: "no pose defined" }];
  problemCount += problems.length;
  for (const problem of problems) console.log(`${base.id} ${base.name}: ${problem.figure ? `${problem.figure}: ` : ""}${problem.message}`);
  tiles.push(
    `<g transform="translate(${x} ${y})"><rect x="4" y="4" width="392" height="292" rx="18" fill="#22102a"/>` +
      (pose ? renderPoseFigures(pose) : "") +
      `<text x="200" y="318" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#fde4c4">${escape(base.name)} (${base.id})</text>` +
      (problems.length ? `<text x="200" y="336" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#ff8f70">${problems.length} problem(s)</text>` : "") +
      `</g>`,
  );
});
const rows = Math.ceil(BASE_POSITIONS.length / COLUMNS);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COLUMNS * TILE.width}" height="${rows * TILE.height}" viewBox="0 0 ${COLUMNS * TILE.width} ${rows * TILE.height}"><rect width="100%" height="100%" fill="#12070f"/>${tiles.join("")}</svg>`;
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "contact-sheet.svg"), svg);
await sharp(Buffer.from(svg)).png().toFile(path.join(outDir, "contact-sheet.png"));
console.log(`${BASE_POSITIONS.length} poses, ${problemCount} problems: ${path.join(outDir, "contact-sheet.svg")} and contact-sheet.png`);
