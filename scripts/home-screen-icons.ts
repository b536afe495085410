// Draws the home-screen icons the manifests and the iOS touch icon name, from the two SVG marks in public/icons:
// Entwine's own and the discreet "Notes" page. Run after changing either mark: `npx tsx scripts/home-screen-icons.ts`.
// iOS fills a transparent corner with black and masks the square itself, and Android's maskable icons must keep
// their mark inside the central 80 % circle, so every file here is a full, opaque square.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { chooseChromium } from "../tests/e2e/support/chromium";

const icons = path.resolve("public/icons");
const mark = (name: string) =>
  `data:image/svg+xml;base64,${fs.readFileSync(path.join(icons, name)).toString("base64")}`;

const wanted: Array<[string, string, number, string, number]> = [
  // [file, mark, size, background, share of the square the mark takes]
  ["apple-touch-icon.png", "icon.svg", 180, "#150c18", 1],
  ["notes-192.png", "notes.svg", 192, "#e9ebee", 0.86],
  ["notes-512.png", "notes.svg", 512, "#e9ebee", 0.86],
  ["notes-maskable-512.png", "notes.svg", 512, "#e9ebee", 0.62],
  ["notes-apple-touch-icon.png", "notes.svg", 180, "#e9ebee", 0.8],
];

const { executablePath } = await chooseChromium();
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [file, source, size, background, share] of wanted) {
    const inner = Math.round(size * share);
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        `<img src="${mark(source)}" width="${inner}" height="${inner}"></body>`,
    );
    await page.locator("img").evaluate((image) => (image as HTMLImageElement).decode());
    await page.screenshot({ path: path.join(icons, file), omitBackground: false });
  }
} finally {
  await browser.close();
}
