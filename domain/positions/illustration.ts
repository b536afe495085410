import type { CataloguePosition, PositionStyle } from "@content/positions/types";
import { BASE_POSES } from "@content/positions/all-poses";
import { VARIATION_POSE_CHANGES } from "@content/positions/variation-poses";
import { renderPoseFigures } from "./poses/render";
import { describePose } from "./poses/describe";
import { seededRandom } from "../random";

/**
 * The picture of a catalogue entry: two clothed-looking mannequin figures arranged as the position has them (see
 * poses/), framed by the entry's night sky and the variation's motif (DECISIONS.md: no explicit images are shipped).
 *
 * Everything is derived from the entry's data, so the same entry always gets the same picture:
 * - the base id picks the pose, fitted to fill the card; the variation's setting is drawn in the scene (candles on a
 *   side table, a mirror, a blanket, water, a pillow, a blindfold on a head, a sofa for the bed);
 * - the style picks the palette of the glow (night plum with rose, coral and gold accents);
 * - the full id picks the exact colours and the scattering of little stars;
 * - a variation that changes nothing in the scene (a pace, a mood) keeps a small motif in the corner.
 * A base without a pose yet gets two intertwined soft shapes instead. The output is self-contained (no external
 * references, no scripts), a few KB, and cheap to render; its label describes the arrangement in words.
 */

type IllustrationInput = Pick<CataloguePosition, "id" | "name" | "style" | "baseId" | "variationId">;

const PALETTES: Record<PositionStyle, readonly string[]> = {
  romantic: ["#f4a6b8", "#f7c6c7", "#d9789f", "#b65c8c", "#f2b5a0"],
  passionate: ["#ff7a6b", "#e85d8a", "#c8324f", "#f29e7e", "#d9486a"],
  adventurous: ["#f2b950", "#ff8f70", "#e88a3c", "#f6d28b", "#e86f6f"],
  mixed: ["#e88aa8", "#f0c27b", "#ff9f80", "#c99ad9", "#f4a6b8"],
};
export const NIGHTS = ["#1c0d22", "#22102a", "#190b1f", "#26112c"];
export const PLUMS = ["#4a1f45", "#43203f", "#3b1a3d", "#522349"];
const MOTIF_COLOUR = "#fde4c4";

/** FNV-1a, 32-bit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function pick(list: readonly string[], random: () => number): string {
  return list[Math.floor(random() * list.length)] ?? list[0] ?? "";
}

/** Rounds to one decimal to keep the markup short. */
function n(value: number): number {
  return Math.round(value * 10) / 10;
}

export function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** Two intertwined shapes; `a` and `b` are fill/stroke references. Centre of the scene: (200, 165). */
function arrangement(baseId: string, a: string, b: string): string {
  const random = seededRandom(hash(`shape:${baseId}`));
  const kind = hash(baseId) % 6;
  const d = 28 + random() * 20;
  const r = 58 + random() * 20;
  const tilt = -12 + random() * 24;
  switch (kind) {
    case 0: // embrace: two overlapping circles
      return `<circle cx="${n(200 - d)}" cy="165" r="${n(r)}" fill="${a}" opacity=".82"/><circle cx="${n(200 + d)}" cy="165" r="${n(r * 0.92)}" fill="${b}" opacity=".82"/>`;
    case 1: // crescents: two crossing ellipses
      return `<ellipse cx="${n(200 - d / 2)}" cy="165" rx="${n(r * 1.25)}" ry="${n(r * 0.6)}" transform="rotate(${n(tilt - 14)} 200 165)" fill="${a}" opacity=".82"/><ellipse cx="${n(200 + d / 2)}" cy="165" rx="${n(r * 1.25)}" ry="${n(r * 0.6)}" transform="rotate(${n(tilt + 14)} 200 165)" fill="${b}" opacity=".82"/>`;
    case 2: // stacked: a large and a smaller circle resting together
      return `<circle cx="200" cy="${n(200 - r * 0.2)}" r="${n(r)}" fill="${a}" opacity=".82"/><circle cx="${n(200 + tilt)}" cy="${n(200 - r * 1.1)}" r="${n(r * 0.62)}" fill="${b}" opacity=".82"/>`;
    case 3: // rings: two linked rings
      return `<g fill="none" stroke-width="16"><circle cx="${n(200 - d)}" cy="165" r="${n(r * 0.8)}" stroke="${a}" opacity=".82"/><circle cx="${n(200 + d)}" cy="165" r="${n(r * 0.8)}" stroke="${b}" opacity=".82"/></g>`;
    case 4: {
      // waves: two ribbons crossing
      const w = d * 0.8;
      return `<g fill="none" stroke-width="20" stroke-linecap="round"><path d="M60 ${n(165 - w)}C140 ${n(105 - w)} 260 ${n(225 + w)} 340 ${n(165 + w)}" stroke="${a}" opacity=".82"/><path d="M60 ${n(165 + w)}C140 ${n(225 + w)} 260 ${n(105 - w)} 340 ${n(165 - w)}" stroke="${b}" opacity=".82"/></g>`;
    }
    default: // leaning: two tall ellipses leaning in
      return `<ellipse cx="${n(200 - d * 0.7)}" cy="170" rx="${n(r * 0.55)}" ry="${n(r * 1.15)}" transform="rotate(${n(tilt - 16)} ${n(200 - d * 0.7)} 170)" fill="${a}" opacity=".82"/><ellipse cx="${n(200 + d * 0.7)}" cy="170" rx="${n(r * 0.55)}" ry="${n(r * 1.15)}" transform="rotate(${n(tilt + 16)} ${n(200 + d * 0.7)} 170)" fill="${b}" opacity=".82"/>`;
  }
}

/** Stroke-only attributes for line motifs (the group supplies colour and round caps). */
const L = 'fill="none" stroke-width="2.5"';

/** Small motifs drawn around (0, 0), about 40 px across. */
const MOTIFS: Record<string, string> = {
  candlelight: `<rect x="-6" y="2" width="12" height="20" rx="3"/><path d="M0-20C7-10 6-2 0 0C-6-2-7-10 0-20Z"/>`,
  "massage-start": `<ellipse rx="5" ry="13" transform="rotate(-35)"/><ellipse rx="5" ry="13"/><ellipse rx="5" ry="13" transform="rotate(35)"/>`,
  "slow-motion": `<path d="M-10-14H10L0 0L10 14H-10L0 0Z" ${L}/>`,
  whispered: `<path d="M-16-12H16V8H-4L-10 14V8H-16Z" ${L}/><circle cx="-7" cy="-2" r="2"/><circle cy="-2" r="2"/><circle cx="7" cy="-2" r="2"/>`,
  "pillow-lift": `<rect x="-17" y="-9" width="34" height="18" rx="9"/>`,
  "eyes-closed": `<path d="M-14-2Q0 10 14-2M-8 4L-11 9M0 6V11M8 4L11 9" ${L}/>`,
  "lazy-morning": `<circle r="8"/><path d="M0-16V-12M0 12V16M-16 0H-12M12 0H16M-11-11L-9-9M9 9L11 11M-11 11L-9 9M9-9L11-11" ${L}/>`,
  shower: `<path d="M-10-14C-6-8-6-4-10-4S-14-8-10-14ZM4-8C8-2 8 2 4 2S0-2 4-8ZM-4 6C0 12 0 16-4 16S-8 12-4 6Z"/>`,
  blindfold: `<path d="M-18-4H18V4H-18Z"/><path d="M14 4L20 14M14 4L10 14" ${L}/>`,
  "set-to-music": `<circle cx="-5" cy="10" r="5"/><path d="M0 10V-12L12-8" ${L}/>`,
  mirror: `<ellipse rx="11" ry="16" ${L}/><path d="M-4-8L2-12" ${L}/>`,
  sofa: `<path d="M-18 8V-2H-12V4H12V-2H18V8ZM-12-2V-10H12V-2"/>`,
  "blanket-nest": `<path d="M-18-6Q-9-12 0-6T18-6M-18 2Q-9-4 0 2T18 2M-18 10Q-9 4 0 10T18 10" ${L}/>`,
  getaway: `<circle cx="-8" r="7" ${L}/><path d="M-1 0H18M12 0V6M17 0V5" ${L}/>`,
  "stop-and-start": `<rect x="-10" y="-12" width="7" height="24" rx="2"/><rect x="3" y="-12" width="7" height="24" rx="2"/>`,
  "ice-and-warmth": `<path d="M0-16V16M-14-8L14 8M-14 8L14-8" ${L}/>`,
  feather: `<path d="M12-16C-12-10-14 6-10 14C4 10 14-4 12-16Z"/><path d="M-14 18L8-10" stroke="#5a2a5e" ${L}/>`,
  "breath-synced": `<g ${L}><circle r="5"/><circle r="11"/><circle r="17" opacity=".5"/></g>`,
  "role-reversed": `<path d="M-12-4A12 12 0 0 1 12-4M12 4A12 12 0 0 1-12 4M8-8L12-4L16-8M-8 8L-12 4L-16 8" ${L}/>`,
  moonlit: `<path d="M4-16A16 16 0 1 0 4 16A20 20 0 0 1 4-16Z"/><circle cx="16" cy="-10" r="2"/><circle cx="12" cy="8" r="1.5"/>`,
  "warm-bath": `<path d="M-18-2Q-12-8-6-2T6-2T18-2M-18 8Q-12 2-6 8T6 8T18 8" ${L}/>`,
  "love-letter": `<rect x="-16" y="-11" width="32" height="22" rx="3" ${L}/><path d="M-16-9L0 3L16-9" ${L}/>`,
  "kiss-first": `<path d="M0 14C-20 0-14-16 0-6C14-16 20 0 0 14Z"/>`,
  "dressed-up": `<path d="M0 0L-16-10V10ZM0 0L16-10V10Z"/><circle r="4"/>`,
};
/** Bases, and any variation without a motif of its own, get a sparkle. */
const SPARKLE = `<path d="M0-16Q2-2 16 0Q2 2 0 16Q-2 2-16 0Q-2-2 0-16Z"/>`;

/** Renders the entry's illustration as a standalone SVG string (400 × 300). */
export function renderPositionIllustration(position: IllustrationInput): string {
  const pose = BASE_POSES[position.baseId];
  const change = position.variationId ? VARIATION_POSE_CHANGES[position.variationId] : undefined;
  const label = pose ? `${position.name}: ${describePose(position.baseId, position.variationId)}` : position.name;
  const seed = hash(position.id);
  const random = seededRandom(seed);
  const palette = PALETTES[position.style] ?? PALETTES.mixed;
  const key = seed.toString(36);
  // Three different colours: every palette has 5 (a prime), so stepping by 1-4 never repeats within 3 picks.
  const first = Math.floor(random() * palette.length);
  const step = 1 + Math.floor(random() * (palette.length - 1));
  const c1 = palette[first];
  const c2 = palette[(first + step) % palette.length];
  const c3 = palette[(first + 2 * step) % palette.length];
  const night = pick(NIGHTS, random);
  const plum = pick(PLUMS, random);

  let stars = "";
  const starCount = 4 + Math.floor(random() * 4);
  for (let i = 0; i < starCount; i++) {
    stars += `<circle cx="${n(20 + random() * 360)}" cy="${n(16 + random() * 90)}" r="${n(0.8 + random() * 1.4)}"/>`;
  }

  // A variation whose setting is drawn in the scene needs no icon; the others keep their small motif in the corner.
  const inScene = Boolean(change?.add?.length || change?.bedBecomes);
  const motif = inScene && pose ? "" : (position.variationId !== null && MOTIFS[position.variationId]) || SPARKLE;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escapeXml(label)}">` +
    `<defs>` +
    `<linearGradient id="k${key}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${night}"/><stop offset="1" stop-color="${plum}"/></linearGradient>` +
    `<radialGradient id="g${key}"><stop offset="0" stop-color="${c1}" stop-opacity=".35"/><stop offset="1" stop-color="${c1}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="a${key}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>` +
    `<linearGradient id="b${key}" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c3}"/><stop offset="1" stop-color="${c2}"/></linearGradient>` +
    `<clipPath id="c${key}"><rect width="400" height="300" rx="24"/></clipPath>` +
    `</defs>` +
    `<rect width="400" height="300" rx="24" fill="url(#k${key})"/>` +
    `<g fill="${MOTIF_COLOUR}" opacity=".6">${stars}</g>` +
    `<circle cx="200" cy="165" r="140" fill="url(#g${key})"/>` +
    (pose
      ? `<g clip-path="url(#c${key})">${renderPoseFigures(pose, change)}</g>`
      : arrangement(position.baseId, `url(#a${key})`, `url(#b${key})`)) +
    (motif
      ? `<g transform="translate(366 34) scale(.9)" fill="${MOTIF_COLOUR}" stroke="${MOTIF_COLOUR}" stroke-linecap="round" stroke-linejoin="round" opacity=".8">${motif}</g>`
      : "") +
    `</svg>`
  );
}
