// Renders the shipped PNG icons and the social image from the SVG logo. Run once after changing the logo.
import sharp from "sharp";
import fs from "node:fs";

const svg = fs.readFileSync("public/favicon.svg");
await sharp(svg, { density: 600 }).resize(192, 192).png().toFile("public/icons/icon-192.png");
await sharp(svg, { density: 900 }).resize(512, 512).png().toFile("public/icons/icon-512.png");
await sharp(svg, { density: 900 })
  .resize(400, 400)
  .extend({ top: 56, bottom: 56, left: 56, right: 56, background: "#150c18" })
  .png()
  .toFile("public/icons/icon-maskable-512.png");
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><radialGradient id="b" cx="0.2" cy="0" r="1"><stop offset="0" stop-color="#7b3f8c"/><stop offset="1" stop-color="#150c18"/></radialGradient>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f06b93"/><stop offset="1" stop-color="#ff9a7a"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#b)"/>
<circle cx="520" cy="260" r="110" fill="none" stroke="url(#g)" stroke-width="34"/><circle cx="680" cy="260" r="110" fill="none" stroke="#f3c27a" stroke-width="34"/>
<text x="600" y="500" font-family="Georgia, serif" font-size="84" fill="#f8eef3" text-anchor="middle">Entwine</text>
<text x="600" y="565" font-family="Helvetica, Arial, sans-serif" font-size="32" fill="#cdb6c9" text-anchor="middle">Intimacy, play and romance for couples</text></svg>`;
await sharp(Buffer.from(og)).png().toFile("public/og-image.png");
console.log("icons written");
