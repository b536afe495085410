import { describe, expect, it } from "vitest";
import { decodeEnvelope, encodeEnvelope, MAX_VECTOR_ENTRIES, type Envelope } from "./envelope";

const update: Envelope = {
  kind: "update",
  writer: "member-aaaaaaaaaaaaaaaa",
  seq: 7,
  vector: new Map(),
  body: Uint8Array.of(1, 2, 3),
};
const fill: Envelope = {
  kind: "fill",
  writer: "member-bbbbbbbbbbbbbbbb",
  seq: 3,
  vector: new Map([
    ["member-aaaaaaaaaaaaaaaa", 7],
    ["member-bbbbbbbbbbbbbbbb", 2],
  ]),
  body: Uint8Array.of(9, 8),
};

describe("the envelope inside each blob", () => {
  it("round-trips each kind with its writer, number, vector and body", () => {
    const snapshot: Envelope = { ...fill, kind: "snapshot", seq: 0 };
    const state: Envelope = { ...fill, kind: "state", body: new Uint8Array() };
    for (const envelope of [update, fill, snapshot, state]) {
      const decoded = decodeEnvelope(encodeEnvelope(envelope))!;
      expect(decoded.kind).toBe(envelope.kind);
      expect(decoded.writer).toBe(envelope.writer);
      expect(decoded.seq).toBe(envelope.seq);
      expect([...decoded.vector]).toEqual([...envelope.vector]);
      expect([...decoded.body]).toEqual([...envelope.body]);
    }
    expect(decodeEnvelope(encodeEnvelope({ ...update, seq: 0xffffffff }))!.seq).toBe(0xffffffff);
  });

  it("reads anything else as nothing: another version or kind, a cut, a repeated writer, a misplaced number", () => {
    const bytes = encodeEnvelope(fill);
    expect(decodeEnvelope(Uint8Array.of(1, ...bytes.subarray(1)))).toBeNull();
    expect(decodeEnvelope(Uint8Array.of(bytes[0]!, 9, ...bytes.subarray(2)))).toBeNull();
    // Cut inside the header or the vector (the body is the rest, so a shorter body is still an envelope).
    const header = bytes.length - fill.body.length;
    for (let length = 0; length < header; length++) expect(decodeEnvelope(bytes.subarray(0, length))).toBeNull();
    // The vector's second writer spelled as the first (both are 23 characters).
    const repeated = bytes.slice();
    const text = new TextDecoder().decode(repeated);
    repeated.set(new TextEncoder().encode("member-aaaaaaaaaaaaaaaa"), text.lastIndexOf("member-bbbbbbbbbbbbbbbb"));
    expect(decodeEnvelope(bytes)).not.toBeNull();
    expect(decodeEnvelope(repeated)).toBeNull();
    expect(() => encodeEnvelope({ ...update, kind: "snapshot" })).not.toThrow();
    expect(decodeEnvelope(encodeEnvelope({ ...update, kind: "snapshot" }))).toBeNull();
    expect(decodeEnvelope(encodeEnvelope({ ...update, seq: 0 }))).toBeNull();
    expect(decodeEnvelope(encodeEnvelope({ ...fill, kind: "update" }))).toBeNull();
  });

  it("refuses to make an envelope no phone could read back", () => {
    expect(() => encodeEnvelope({ ...update, writer: "" })).toThrow();
    expect(() => encodeEnvelope({ ...update, writer: "not a member" })).toThrow();
    expect(() => encodeEnvelope({ ...update, seq: -1 })).toThrow();
    expect(() => encodeEnvelope({ ...update, seq: 2 ** 32 })).toThrow();
    const many = new Map(Array.from({ length: MAX_VECTOR_ENTRIES + 1 }, (_, i) => [`member-${i}`, i] as const));
    expect(() => encodeEnvelope({ ...fill, vector: many })).toThrow();
  });
});
