/**
 * What a phone puts inside each encrypted blob of its space (crypto.ts seals it, so the AEAD keeps every field honest):
 * who wrote it, where it stands in that phone's own sequence, and its content. The server only stores and relays
 * blobs; with these fields inside the encryption the receiving phone sees a blob the server dropped, reordered or
 * served again, and never mistakes one phone's blob for another's.
 *
 * Kinds:
 *   update    a Yjs update; `seq` is the writer's next number (1, 2, 3… per phone and space).
 *   state     "this is what I have": `vector` (writer → the last seq applied without a gap) and, as `body`, the Yjs
 *             state vector; the partner answers with a fill when it has something the sender lacks. Sent when a
 *             phone sees a gap.
 *   fill      a Yjs update holding everything the partner lacked, with the sender's `vector`: it stands on its own, so
 *             it is applied even after a gap, and everything its vector names counts as received.
 *   snapshot  the whole document when a phone compacts the log, with its `vector`; `seq` is 0 (not in a sequence).
 *
 * Layout (bytes): version 2 · kind · writer length · writer (ASCII) · seq (uint32, big-endian) · vector count
 * (uint16) · each entry: writer length, writer, seq (uint32) · body (the rest). Decoding is strict: anything else
 * reads as null.
 */

export type EnvelopeKind = "update" | "state" | "fill" | "snapshot";

export interface Envelope {
  kind: EnvelopeKind;
  /** The writing phone's member id in the shared document. */
  writer: string;
  /** Its place in the writer's sequence (from 1); 0 for a snapshot. */
  seq: number;
  /** Writer → the last seq applied without a gap (state, fill, snapshot; empty for an update). */
  vector: ReadonlyMap<string, number>;
  body: Uint8Array;
}

const VERSION = 2;
const KINDS: readonly EnvelopeKind[] = ["update", "state", "fill", "snapshot"];
const WRITER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** More writers than two phones ever need (each phone is one), but bounded. */
export const MAX_VECTOR_ENTRIES = 64;
const MAX_SEQ = 0xffffffff;

const isSeq = (value: number) => Number.isInteger(value) && value >= 0 && value <= MAX_SEQ;

/** Throws on a field no phone should make: a bug here must not become a blob that the partner cannot read. */
export function encodeEnvelope(envelope: Envelope): Uint8Array {
  const kind = KINDS.indexOf(envelope.kind);
  const entries = [...envelope.vector];
  if (kind < 0 || !WRITER_PATTERN.test(envelope.writer) || !isSeq(envelope.seq)) throw new Error("bad envelope");
  if (entries.length > MAX_VECTOR_ENTRIES) throw new Error("bad envelope vector");
  for (const [writer, seq] of entries)
    if (!WRITER_PATTERN.test(writer) || !isSeq(seq)) throw new Error("bad envelope vector");
  const head = 2 + 1 + envelope.writer.length + 4 + 2;
  const size = head + entries.reduce((sum, [writer]) => sum + 1 + writer.length + 4, 0) + envelope.body.length;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  let at = 0;
  const writeText = (text: string) => {
    bytes[at++] = text.length;
    for (let i = 0; i < text.length; i++) bytes[at++] = text.charCodeAt(i);
  };
  bytes[at++] = VERSION;
  bytes[at++] = kind;
  writeText(envelope.writer);
  view.setUint32(at, envelope.seq);
  at += 4;
  view.setUint16(at, entries.length);
  at += 2;
  for (const [writer, seq] of entries) {
    writeText(writer);
    view.setUint32(at, seq);
    at += 4;
  }
  bytes.set(envelope.body, at);
  return bytes;
}

export function decodeEnvelope(bytes: Uint8Array): Envelope | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const has = (count: number) => at + count <= bytes.length;
  const readText = (): string | null => {
    if (!has(1)) return null;
    const length = bytes[at++]!;
    if (!has(length)) return null;
    const text = String.fromCharCode(...bytes.subarray(at, at + length));
    at += length;
    return WRITER_PATTERN.test(text) ? text : null;
  };
  const readSeq = (): number | null => {
    if (!has(4)) return null;
    const value = view.getUint32(at);
    at += 4;
    return value;
  };
  if (!has(2) || bytes[0] !== VERSION) return null;
  const kind = KINDS[bytes[1]!];
  at = 2;
  const writer = readText();
  const seq = readSeq();
  if (!kind || writer === null || seq === null || !has(2)) return null;
  const count = view.getUint16(at);
  at += 2;
  if (count > MAX_VECTOR_ENTRIES) return null;
  const vector = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const entry = readText();
    const entrySeq = readSeq();
    if (entry === null || entrySeq === null || vector.has(entry)) return null;
    vector.set(entry, entrySeq);
  }
  if ((kind === "snapshot") !== (seq === 0)) return null;
  if (kind === "update" && count > 0) return null;
  return { kind, writer, seq, vector, body: bytes.slice(at) };
}
