import type { MediaKind } from "@domain/media/presets";

/** A file type recognised from its first bytes (never from the client's name or MIME type). */
export interface DetectedType {
  mime: "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "video/mp4" | "video/webm";
  ext: "jpg" | "png" | "gif" | "webp" | "mp4" | "webm";
  kind: MediaKind;
}

/** How many leading bytes `detectMediaType` wants to see. */
export const SNIFF_BYTES = 64;

const JPEG: DetectedType = { mime: "image/jpeg", ext: "jpg", kind: "image" };
const PNG: DetectedType = { mime: "image/png", ext: "png", kind: "image" };
const GIF: DetectedType = { mime: "image/gif", ext: "gif", kind: "gif" };
const WEBP: DetectedType = { mime: "image/webp", ext: "webp", kind: "image" };
const MP4: DetectedType = { mime: "video/mp4", ext: "mp4", kind: "video" };
const WEBM: DetectedType = { mime: "video/webm", ext: "webm", kind: "video" };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/**
 * ISO base media brands that are MP4 video. Image brands (heic, avif, mif1) and audio (M4A) share the `ftyp`
 * box and are refused, as is QuickTime (`qt  `).
 */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "iso7",
  "iso8",
  "iso9",
  "mp41",
  "mp42",
  "mp71",
  "avc1",
  "M4V ",
  "M4VH",
  "M4VP",
  "dash",
  "mmp4",
  "MSNV",
  "XAVC",
  "f4v ",
]);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((value, index) => bytes[offset + index] === value);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The media type of a file from its leading bytes, or null when it is not one we accept. */
export function detectMediaType(head: Uint8Array): DetectedType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return JPEG;
  if (startsWith(head, PNG_SIGNATURE)) return PNG;
  if (head.length >= 6) {
    const signature = ascii(head, 0, 6);
    if (signature === "GIF87a" || signature === "GIF89a") return GIF;
  }
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return WEBP;
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp") {
    const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
    if (boxSize >= 16 && boxSize <= 4096 && MP4_BRANDS.has(ascii(head, 8, 12))) return MP4;
    return null;
  }
  if (startsWith(head, EBML_MAGIC)) return isWebmHeader(head) ? WEBM : null;
  return null;
}

/** The EBML header must declare DocType "webm" (Matroska .mkv files are refused). */
function isWebmHeader(head: Uint8Array): boolean {
  // DocType element: id 0x42 0x82, a one-byte size 0x84 (4), then the text.
  for (let index = 4; index + 7 <= head.length; index++) {
    if (head[index] === 0x42 && head[index + 1] === 0x82 && head[index + 2] === 0x84) {
      return ascii(head, index + 3, index + 7) === "webm";
    }
  }
  return false;
}

const IMAGE_EXTENSIONS = new Set([
  "jpg",
  "jpeg",
  "jpe",
  "jfif",
  "png",
  "gif",
  "webp",
  "bmp",
  "tif",
  "tiff",
  "svg",
  "heic",
  "avif",
]);
const VIDEO_EXTENSIONS = new Set(["mp4", "m4v", "webm", "mov", "mkv", "avi", "ogv", "3gp"]);

/**
 * The family (image or video) the client claims through the file name or MIME type, when it claims one.
 * A file whose bytes are of the other family (a PNG named `.mp4`) is refused: names never decide what a file
 * is, but a mismatch is a sign of a mistake or a disguise.
 */
export function claimedFamily(fileName: string | undefined, mimeType: string | undefined): "image" | "video" | null {
  const ext = fileName?.toLowerCase().match(/\.([a-z0-9]{1,5})$/)?.[1];
  if (ext && IMAGE_EXTENSIONS.has(ext)) return "image";
  if (ext && VIDEO_EXTENSIONS.has(ext)) return "video";
  const mime = mimeType?.toLowerCase() ?? "";
  if (mime.startsWith("image/")) return "image";
  if (mime.startsWith("video/")) return "video";
  return null;
}

export function familyOf(type: DetectedType): "image" | "video" {
  return type.kind === "video" ? "video" : "image";
}

/** A client file name made safe to show: no folders, control or bidi characters, at most 200 characters. */
export function sanitiseFileName(name: string | undefined | null): string {
  if (!name) return "";
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    // Control, zero-width and direction characters are what this removes.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/[<>:"|?*]/g, "_")
    .trim();
  return cleaned.slice(-200);
}

/** A default title from a file name: extension dropped, separators to spaces. */
export function titleFromFileName(name: string): string {
  const stem = name
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return stem.slice(0, 200);
}
