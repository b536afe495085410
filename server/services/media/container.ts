import fsp from "node:fs/promises";

/**
 * Structural checks of uploaded videos, so that a file which only starts like a video (an MP4 signature followed by
 * HTML, say) is never kept. Only the containers' framing is read: box headers for MP4, the EBML header and the
 * Segment element for WebM; the media inside is never decoded.
 */

/** Box types are four printable characters (ISO/IEC 14496-12); "©" (0xA9) appears in some vendors' boxes. */
function isBoxType(bytes: Buffer): boolean {
  for (const byte of bytes) if (!((byte >= 0x20 && byte <= 0x7e) || byte === 0xa9)) return false;
  return true;
}

const MAX_MP4_BOXES = 100_000;

/**
 * An MP4 (ISO base media file) is a chain of top-level boxes that exactly covers the file: `ftyp` first, then boxes
 * each announcing its own size, among them the movie (`moov`, or `moof` fragments) and usually `mdat`.
 */
export async function isValidMp4(path: string): Promise<boolean> {
  const handle = await fsp.open(path, "r");
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(16);
    let offset = 0;
    let boxes = 0;
    let hasMovie = false;
    while (offset < size) {
      if (++boxes > MAX_MP4_BOXES || size - offset < 8) return false;
      const { bytesRead } = await handle.read(header, 0, 16, offset);
      if (bytesRead < 8) return false;
      let boxSize = header.readUInt32BE(0);
      const type = header.subarray(4, 8);
      if (!isBoxType(type)) return false;
      const name = type.toString("latin1");
      if (boxes === 1 && name !== "ftyp") return false;
      if (boxSize === 1) {
        if (bytesRead < 16) return false;
        const large = header.readBigUInt64BE(8);
        if (large > BigInt(Number.MAX_SAFE_INTEGER)) return false;
        boxSize = Number(large);
        if (boxSize < 16) return false;
      } else if (boxSize === 0) {
        // "To the end of the file": only the last box may say so.
        boxSize = size - offset;
      } else if (boxSize < 8) {
        return false;
      }
      if (offset + boxSize > size) return false;
      if (name === "moov" || name === "moof") hasMovie = true;
      offset += boxSize;
    }
    return offset === size && hasMovie;
  } finally {
    await handle.close();
  }
}

/** An EBML variable-length integer at `offset`: its value and its length in bytes (null when malformed). */
function readVint(
  buffer: Buffer,
  offset: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } | null {
  const first = buffer[offset];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || offset + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = buffer[offset + index]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const EBML_ID = 0x1a45dfa3;
const SEGMENT_ID = 0x18538067;
const DOCTYPE_ID = 0x4282;

/**
 * A WebM file is EBML: an EBML header element whose DocType is "webm", immediately followed by a Segment element
 * that holds the rest of the file (or declares an unknown size, as live recorders do).
 */
export async function isValidWebm(path: string): Promise<boolean> {
  const handle = await fsp.open(path, "r");
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.min(size, 4096));
    await handle.read(buffer, 0, buffer.length, 0);
    const headerId = readVint(buffer, 0, true);
    if (!headerId || headerId.value !== EBML_ID) return false;
    const headerSize = readVint(buffer, headerId.length, false);
    if (!headerSize || headerSize.unknown) return false;
    const bodyStart = headerId.length + headerSize.length;
    const bodyEnd = bodyStart + headerSize.value;
    if (bodyEnd + 5 > buffer.length) return false;
    let docType: string | null = null;
    for (let offset = bodyStart; offset < bodyEnd;) {
      const id = readVint(buffer, offset, true);
      const length = id ? readVint(buffer, offset + id.length, false) : null;
      if (!id || !length || length.unknown) return false;
      const dataStart = offset + id.length + length.length;
      if (dataStart + length.value > bodyEnd) return false;
      if (id.value === DOCTYPE_ID) docType = buffer.toString("latin1", dataStart, dataStart + length.value);
      offset = dataStart + length.value;
    }
    if (docType !== "webm") return false;
    const segmentId = readVint(buffer, bodyEnd, true);
    if (!segmentId || segmentId.value !== SEGMENT_ID) return false;
    const segmentSize = readVint(buffer, bodyEnd + segmentId.length, false);
    if (!segmentSize) return false;
    const segmentStart = bodyEnd + segmentId.length + segmentSize.length;
    return segmentSize.unknown || segmentStart + segmentSize.value === size;
  } finally {
    await handle.close();
  }
}
