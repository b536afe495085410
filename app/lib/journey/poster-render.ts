/**
 * The printable poster: layout maths (pure, unit-tested) and its drawing on a <canvas>, entirely in the browser.
 * Only same-origin images are drawn (a foreign one would taint the canvas and block the export); videos and images
 * that fail to load get the Entwine motif instead.
 */
import { JOURNEY_DAYS } from "./journey";
import { posterTitle, THEME_PALETTES, type PosterSettings } from "./settings";

/** A4 portrait at 300 dpi. */
export const POSTER_SIZE = { width: 2480, height: 3508 } as const;
/** Download's file: A4 at 300 dpi as JPEG (the poster is a photo-like gradient), under PRINT_MAX_BYTES for a phone. */
export const POSTER_FILE_NAME = "entwine-journey.jpg";
export const PRINT_MAX_BYTES = 2 * 1024 * 1024;
/** Tried in turn until the print file fits PRINT_MAX_BYTES; the first keeps print quality and nearly always fits. */
export const PRINT_QUALITIES = [0.92, 0.85, 0.75, 0.6] as const;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CellLayout {
  day: number;
  cell: Rect;
  image: Rect;
  /** Baseline of the 'Day N' label and of the name line (revealed cells). */
  labelY: number;
  nameY: number;
  textX: number;
  textWidth: number;
}

export interface PosterLayout {
  width: number;
  height: number;
  margin: number;
  radius: number;
  title: { x: number; y: number; maxWidth: number; maxSize: number; minSize: number };
  subtitle: { x: number; y: number; maxWidth: number; size: number; lineHeight: number; maxLines: number };
  meta: { x: number; y: number; size: number };
  cells: CellLayout[];
  footer: { x: number; y: number; markSize: number; textSize: number };
  fonts: { label: number; name: number; minName: number; placeholder: number };
}

/**
 * Where everything goes on a poster of the given size: a header (title, subtitle, progress line), a grid of seven
 * day cells in two columns (day 7 centred on the last row) and a footer with the Entwine mark. All measures scale
 * with the width, so any portrait size keeps the same proportions.
 */
export function posterLayout(width: number = POSTER_SIZE.width, height: number = POSTER_SIZE.height): PosterLayout {
  const unit = width / 2480;
  const margin = Math.round(170 * unit);
  const inner = width - margin * 2;
  const centerX = width / 2;
  const titleY = margin + Math.round(200 * unit);
  const subtitleY = titleY + Math.round(130 * unit);
  const subtitleLine = Math.round(76 * unit);
  const metaY = subtitleY + subtitleLine * 2 + Math.round(40 * unit);
  const gridTop = metaY + Math.round(90 * unit);
  const footerHeight = Math.round(170 * unit);
  const gridBottom = height - margin - footerHeight;
  const gap = Math.round(56 * unit);
  const columns = 2;
  const rows = Math.ceil(JOURNEY_DAYS / columns);
  const cellWidth = Math.floor((inner - gap * (columns - 1)) / columns);
  const cellHeight = Math.floor((gridBottom - gridTop - gap * (rows - 1)) / rows);
  const padding = Math.round(34 * unit);
  const textBlock = Math.round(170 * unit);
  const cells: CellLayout[] = [];
  for (let index = 0; index < JOURNEY_DAYS; index++) {
    const row = Math.floor(index / columns);
    const column = index % columns;
    const lastAlone = index === JOURNEY_DAYS - 1 && JOURNEY_DAYS % columns === 1;
    const x = lastAlone ? Math.round(centerX - cellWidth / 2) : margin + column * (cellWidth + gap);
    const y = gridTop + row * (cellHeight + gap);
    const image = {
      x: x + padding,
      y: y + padding,
      width: cellWidth - padding * 2,
      height: cellHeight - padding * 2 - textBlock,
    };
    cells.push({
      day: index + 1,
      cell: { x, y, width: cellWidth, height: cellHeight },
      image,
      labelY: image.y + image.height + Math.round(62 * unit),
      nameY: image.y + image.height + Math.round(138 * unit),
      textX: x + padding,
      textWidth: cellWidth - padding * 2,
    });
  }
  return {
    width,
    height,
    margin,
    radius: Math.round(40 * unit),
    title: { x: centerX, y: titleY, maxWidth: inner, maxSize: Math.round(150 * unit), minSize: Math.round(72 * unit) },
    subtitle: {
      x: centerX,
      y: subtitleY,
      maxWidth: inner,
      size: Math.round(58 * unit),
      lineHeight: subtitleLine,
      maxLines: 2,
    },
    meta: { x: centerX, y: metaY, size: Math.round(44 * unit) },
    cells,
    footer: {
      x: centerX,
      y: height - margin - Math.round(40 * unit),
      markSize: Math.round(64 * unit),
      textSize: Math.round(50 * unit),
    },
    fonts: {
      label: Math.round(42 * unit),
      name: Math.round(62 * unit),
      minName: Math.round(40 * unit),
      placeholder: Math.round(96 * unit),
    },
  };
}

/** Measures a text's width at a font size (the canvas's measureText, or a stub in tests). */
export type Measure = (text: string, size: number) => number;

/** The largest size from max down to min at which the text fits; min when nothing fits. */
export function fitFontSize(
  measure: Measure,
  text: string,
  maxWidth: number,
  maxSize: number,
  minSize: number,
): number {
  for (let size = maxSize; size > minSize; size -= 2) {
    if (measure(text, size) <= maxWidth) return size;
  }
  return minSize;
}

/** The text cut with an ellipsis so it fits the width. */
export function ellipsize(measure: Measure, text: string, maxWidth: number, size: number): string {
  if (measure(text, size) <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && measure(`${text.slice(0, end).trimEnd()}…`, size) > maxWidth) end--;
  return end > 0 ? `${text.slice(0, end).trimEnd()}…` : "…";
}

/** Word-wraps the text into at most maxLines lines; the last line is ellipsized when text remains. */
export function wrapLines(measure: Measure, text: string, maxWidth: number, size: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  let index = 0;
  for (; index < words.length; index++) {
    const candidate = current ? `${current} ${words[index]}` : words[index];
    if (measure(candidate, size) <= maxWidth || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = words[index];
    if (lines.length === maxLines - 1) {
      current = words.slice(index).join(" ");
      break;
    }
  }
  if (current) lines.push(current);
  return lines
    .slice(0, maxLines)
    .map((line, i) =>
      i === maxLines - 1 || measure(line, size) > maxWidth ? ellipsize(measure, line, maxWidth, size) : line,
    );
}

/** The part of a source image that covers the target box without distortion (centred crop). */
export function coverCrop(sourceWidth: number, sourceHeight: number, targetWidth: number, targetHeight: number): Rect {
  if (sourceWidth <= 0 || sourceHeight <= 0) return { x: 0, y: 0, width: 0, height: 0 };
  const scale = Math.max(targetWidth / sourceWidth, targetHeight / sourceHeight);
  const width = targetWidth / scale;
  const height = targetHeight / scale;
  return { x: (sourceWidth - width) / 2, y: (sourceHeight - height) / 2, width, height };
}

export interface PosterDay {
  day: number;
  /** Name of the revealed position, or null while hidden. */
  name: string | null;
  image: string | null;
  mediaType: "image" | "gif" | "video";
}

export interface PosterInput {
  settings: PosterSettings;
  days: PosterDay[];
  revealed: number;
  cycle: number;
}

/** The line under the subtitle, e.g. "3 of 7 days revealed · Cycle 1". */
export function posterMetaLine(revealed: number, cycle: number): string {
  return `${revealed} of ${JOURNEY_DAYS} days revealed · Cycle ${cycle}`;
}

const DISPLAY_FONT = '"Fraunces Display", Georgia, serif';
const TEXT_FONT = '"Inter Text", system-ui, sans-serif';

function roundedRect(ctx: CanvasRenderingContext2D, rect: Rect, radius: number) {
  ctx.beginPath();
  ctx.roundRect(rect.x, rect.y, rect.width, rect.height, radius);
}

/** The Entwine mark: two linked rings. */
function drawMark(ctx: CanvasRenderingContext2D, cx: number, cy: number, size: number, colour: string) {
  const r = size / 2.6;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(2, size / 12);
  ctx.beginPath();
  ctx.arc(cx - r * 0.55, cy, r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx + r * 0.55, cy, r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

/** Draws the whole poster; `images` maps an image URL to a loaded image (missing ones get the motif). */
export function drawPoster(
  ctx: CanvasRenderingContext2D,
  input: PosterInput,
  layout: PosterLayout,
  images: Map<string, CanvasImageSource & { width: number; height: number }>,
) {
  const palette = THEME_PALETTES[input.settings.theme];
  const { width, height } = layout;

  // Background: the theme's gradient with a soft glow.
  const background = ctx.createLinearGradient(0, 0, width * 0.4, height);
  background.addColorStop(0, palette.to);
  background.addColorStop(1, palette.from);
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  const glow = ctx.createRadialGradient(width * 0.85, height * 0.08, 0, width * 0.85, height * 0.08, width * 0.8);
  glow.addColorStop(0, "rgba(255,255,255,0.16)");
  glow.addColorStop(1, "rgba(255,255,255,0)");
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);

  const measureWith =
    (family: string, weight: number): Measure =>
    (text, size) => {
      ctx.font = `${weight} ${size}px ${family}`;
      return ctx.measureText(text).width;
    };

  // Header.
  ctx.textAlign = "center";
  ctx.textBaseline = "alphabetic";
  ctx.fillStyle = palette.ink;
  const title = posterTitle(input.settings);
  const measureTitle = measureWith(DISPLAY_FONT, 600);
  const titleSize = fitFontSize(measureTitle, title, layout.title.maxWidth, layout.title.maxSize, layout.title.minSize);
  const titleText = ellipsize(measureTitle, title, layout.title.maxWidth, titleSize);
  ctx.font = `600 ${titleSize}px ${DISPLAY_FONT}`;
  ctx.fillText(titleText, layout.title.x, layout.title.y);

  const subtitle = input.settings.subtitle.trim();
  if (subtitle) {
    const measureSub = measureWith(TEXT_FONT, 400);
    const lines = wrapLines(
      measureSub,
      subtitle,
      layout.subtitle.maxWidth,
      layout.subtitle.size,
      layout.subtitle.maxLines,
    );
    ctx.font = `400 ${layout.subtitle.size}px ${TEXT_FONT}`;
    ctx.fillStyle = "rgba(255,255,255,0.86)";
    lines.forEach((line, index) =>
      ctx.fillText(line, layout.subtitle.x, layout.subtitle.y + index * layout.subtitle.lineHeight),
    );
  }
  ctx.font = `600 ${layout.meta.size}px ${TEXT_FONT}`;
  ctx.fillStyle = palette.accent;
  ctx.fillText(posterMetaLine(input.revealed, input.cycle).toUpperCase(), layout.meta.x, layout.meta.y);

  // Day cells.
  const measureName = measureWith(DISPLAY_FONT, 600);
  for (const cellLayout of layout.cells) {
    const day = input.days.find((item) => item.day === cellLayout.day);
    const revealed = Boolean(day?.name);
    const { cell, image } = cellLayout;
    roundedRect(ctx, cell, layout.radius);
    ctx.fillStyle = revealed ? "rgba(255,255,255,0.14)" : "rgba(255,255,255,0.06)";
    ctx.fill();
    ctx.lineWidth = Math.max(2, layout.width / 620);
    ctx.strokeStyle = revealed ? "rgba(255,255,255,0.45)" : "rgba(255,255,255,0.22)";
    if (!revealed) ctx.setLineDash([layout.width / 110, layout.width / 160]);
    ctx.stroke();
    ctx.setLineDash([]);

    if (revealed && day) {
      const picture = day.image ? images.get(day.image) : undefined;
      ctx.save();
      roundedRect(ctx, image, layout.radius * 0.6);
      ctx.clip();
      if (picture && picture.width > 0 && picture.height > 0) {
        const crop = coverCrop(picture.width, picture.height, image.width, image.height);
        ctx.drawImage(picture, crop.x, crop.y, crop.width, crop.height, image.x, image.y, image.width, image.height);
      } else {
        ctx.fillStyle = "rgba(0,0,0,0.22)";
        ctx.fillRect(image.x, image.y, image.width, image.height);
        drawMark(
          ctx,
          image.x + image.width / 2,
          image.y + image.height / 2,
          Math.min(image.width, image.height) * 0.45,
          palette.accent,
        );
      }
      ctx.restore();
      ctx.textAlign = "left";
      ctx.font = `700 ${layout.fonts.label}px ${TEXT_FONT}`;
      ctx.fillStyle = palette.accent;
      ctx.fillText(`DAY ${cellLayout.day} ✓`, cellLayout.textX, cellLayout.labelY);
      const nameSize = fitFontSize(
        measureName,
        day.name!,
        cellLayout.textWidth,
        layout.fonts.name,
        layout.fonts.minName,
      );
      ctx.font = `600 ${nameSize}px ${DISPLAY_FONT}`;
      ctx.fillStyle = palette.ink;
      ctx.fillText(
        ellipsize(measureName, day.name!, cellLayout.textWidth, nameSize),
        cellLayout.textX,
        cellLayout.nameY,
      );
    } else {
      ctx.textAlign = "center";
      const centerX = cell.x + cell.width / 2;
      const centerY = cell.y + cell.height / 2;
      drawMark(
        ctx,
        centerX,
        centerY - layout.fonts.placeholder * 1.05,
        layout.fonts.placeholder * 0.9,
        "rgba(255,255,255,0.35)",
      );
      ctx.font = `600 ${layout.fonts.placeholder}px ${DISPLAY_FONT}`;
      ctx.fillStyle = "rgba(255,255,255,0.9)";
      ctx.fillText(`Day ${cellLayout.day}`, centerX, centerY + layout.fonts.placeholder * 0.55);
      ctx.font = `500 ${layout.fonts.label}px ${TEXT_FONT}`;
      ctx.fillStyle = "rgba(255,255,255,0.6)";
      ctx.fillText("Yet to be revealed", centerX, centerY + layout.fonts.placeholder * 0.55 + layout.fonts.label * 1.7);
    }
  }

  // Footer: the small Entwine mark.
  ctx.textAlign = "center";
  const { footer } = layout;
  ctx.font = `600 ${footer.textSize}px ${DISPLAY_FONT}`;
  const word = "Entwine";
  const wordWidth = ctx.measureText(word).width;
  const markX = footer.x - wordWidth / 2 - footer.markSize * 0.7;
  drawMark(ctx, markX, footer.y - footer.textSize * 0.35, footer.markSize, "rgba(255,255,255,0.8)");
  ctx.fillStyle = "rgba(255,255,255,0.8)";
  ctx.fillText(word, footer.x + footer.markSize * 0.3, footer.y);
}

/** Whether an image may be drawn without tainting the canvas: same origin, not a video. */
export function isDrawableImage(src: string | null, mediaType: PosterDay["mediaType"], origin: string): src is string {
  if (!src || mediaType === "video") return false;
  try {
    return new URL(src, origin).origin === origin;
  } catch {
    return false;
  }
}

function loadImage(src: string, timeoutMs: number): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = window.setTimeout(() => resolve(null), timeoutMs);
    image.onload = () => {
      window.clearTimeout(timer);
      resolve(image.naturalWidth > 0 ? image : null);
    };
    image.onerror = () => {
      window.clearTimeout(timer);
      resolve(null);
    };
    image.src = src;
  });
}

async function loadFonts(layout: PosterLayout) {
  if (!("fonts" in document)) return;
  await Promise.allSettled([
    document.fonts.load(`600 ${layout.title.maxSize}px ${DISPLAY_FONT}`),
    document.fonts.load(`400 ${layout.subtitle.size}px ${TEXT_FONT}`),
    document.fonts.load(`700 ${layout.fonts.label}px ${TEXT_FONT}`),
  ]);
}

/** The image sent with Share: A4 at 150 dpi, JPEG (a photo-like gradient compresses well), well under SHARE_MAX_BYTES. */
export const SHARE_SIZE = { width: 1240, height: 1754 } as const;
export const SHARE_MAX_BYTES = 1.5 * 1024 * 1024;
export const SHARE_FILE_NAME = "entwine-journey.jpg";
/** Tried in turn until the image fits SHARE_MAX_BYTES (the first nearly always does, at about 0.2-0.5 MB). */
export const SHARE_QUALITIES = [0.86, 0.75, 0.6] as const;

function encode(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The poster could not be encoded"))),
      type,
      quality,
    );
  });
}

/** Draws the poster on a new canvas of the given size. Browser only. */
async function drawPosterCanvas(
  input: PosterInput,
  size: { width: number; height: number },
): Promise<HTMLCanvasElement> {
  const layout = posterLayout(size.width, size.height);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("Canvas is not available");
  const origin = window.location.origin;
  const sources = [
    ...new Set(
      input.days
        .filter((day) => day.name && isDrawableImage(day.image, day.mediaType, origin))
        .map((day) => day.image!),
    ),
  ];
  const [loaded] = await Promise.all([Promise.all(sources.map((src) => loadImage(src, 8000))), loadFonts(layout)]);
  const images = new Map<string, HTMLImageElement>();
  sources.forEach((src, index) => {
    const image = loaded[index];
    if (image) images.set(src, image);
  });
  drawPoster(ctx, input, layout, images);
  return canvas;
}

/** The first encoding of a canvas that fits `maxBytes`, trying each quality in turn (the last one if none fits). */
async function jpegWithin(canvas: HTMLCanvasElement, qualities: readonly number[], maxBytes: number): Promise<Blob> {
  let blob: Blob | null = null;
  for (const quality of qualities) {
    blob = await encode(canvas, "image/jpeg", quality);
    if (blob.size <= maxBytes) return blob;
  }
  return blob!;
}

/**
 * The poster for Download: A4 at 300 dpi as JPEG, under PRINT_MAX_BYTES (a 6 MB PNG is a lot for a phone to hold and
 * gains nothing in print on a gradient). Browser only.
 */
export async function renderPosterForPrint(
  input: PosterInput,
  size: { width: number; height: number } = POSTER_SIZE,
): Promise<Blob> {
  return jpegWithin(await drawPosterCanvas(input, size), PRINT_QUALITIES, PRINT_MAX_BYTES);
}

/**
 * The poster for Share: half the print size, as JPEG, the quality lowered step by step should a poster ever come out
 * above SHARE_MAX_BYTES. Browser only.
 */
export async function renderPosterForSharing(input: PosterInput): Promise<Blob> {
  return jpegWithin(await drawPosterCanvas(input, SHARE_SIZE), SHARE_QUALITIES, SHARE_MAX_BYTES);
}

/** What the poster shows for a journey: revealed days with their position, the rest as placeholders. */
export function posterInputFor(
  journey: {
    slots: ReadonlyArray<{
      day: number;
      isRevealed: boolean;
      position: { name: string; image: string; mediaType: PosterDay["mediaType"] } | null;
    }>;
  },
  settings: PosterSettings,
  cycle: number,
): PosterInput {
  const days = journey.slots.map((slot) =>
    slot.isRevealed && slot.position
      ? { day: slot.day, name: slot.position.name, image: slot.position.image, mediaType: slot.position.mediaType }
      : { day: slot.day, name: null, image: null, mediaType: "image" as const },
  );
  return { settings, days, revealed: days.filter((day) => day.name).length, cycle };
}
