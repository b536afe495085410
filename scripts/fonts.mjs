// The site's two web fonts, cut down at build time from the @fontsource packages (both SIL Open Font License):
// the Latin characters the site writes, and only the weights its pages use. The whole variable fonts weigh 87 KB;
// these about 45 KB, which a phone on a slow connection feels on its first paint.
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
export const FONTS_DIR = path.join(root, "app/fonts");

/** Basic Latin, Latin-1 (accents, ×, ·), typographic punctuation (dashes, quotes, bullet, ellipsis), €, ™, −. */
const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];
const CHARACTERS = RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
).join("");

export const FONTS = [
  {
    // Text: regular to bold, still variable (semibold labels, bold buttons).
    file: "inter-text.woff2",
    source: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    axes: { wght: { min: 400, max: 700 } },
  },
  {
    // Headings only: one weight, declared for 500-800 in app.css so no heading is synthesised bolder.
    file: "fraunces-display.woff2",
    source: "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    axes: { wght: 600 },
  },
];

export async function buildFonts() {
  fs.mkdirSync(FONTS_DIR, { recursive: true });
  for (const font of FONTS) {
    const subset = await subsetFont(fs.readFileSync(path.join(root, font.source)), CHARACTERS, {
      targetFormat: "woff2",
      variationAxes: font.axes,
    });
    fs.writeFileSync(path.join(FONTS_DIR, font.file), subset);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildFonts();
