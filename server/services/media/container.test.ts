import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isValidMp4, isValidWebm } from "./container";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-container-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let counter = 0;
const file = (bytes: Buffer) => {
  const target = path.join(dir, `f${counter++}`);
  fs.writeFileSync(target, bytes);
  return target;
};
const box = (type: string, body: Buffer = Buffer.alloc(0)) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
};
const ftyp = box("ftyp", Buffer.from("isom\0\0\u0002\0isommp41", "latin1"));

describe("isValidMp4", () => {
  it("accepts a chain of boxes that covers the file, with a movie box", async () => {
    expect(
      await isValidMp4(
        file(Buffer.concat([ftyp, box("moov", box("mvhd", Buffer.alloc(92))), box("mdat", Buffer.alloc(500, 7))])),
      ),
    ).toBe(true);
    // The last box may run "to the end of the file" (size 0).
    const open = box("mdat", Buffer.alloc(64, 1));
    open.writeUInt32BE(0, 0);
    expect(await isValidMp4(file(Buffer.concat([ftyp, box("moov"), open])))).toBe(true);
  });

  it("refuses an MP4 signature followed by HTML, a truncated box, junk after the last box and a file without a movie", async () => {
    expect(await isValidMp4(file(Buffer.concat([ftyp, Buffer.from("<!doctype html><script>alert(1)</script>")])))).toBe(
      false,
    );
    const truncated = box("mdat", Buffer.alloc(100));
    expect(await isValidMp4(file(Buffer.concat([ftyp, box("moov"), truncated.subarray(0, 50)])))).toBe(false);
    expect(await isValidMp4(file(Buffer.concat([ftyp, box("moov"), box("mdat"), Buffer.from("xyz")])))).toBe(false);
    expect(await isValidMp4(file(Buffer.concat([ftyp, box("mdat", Buffer.alloc(10))])))).toBe(false);
    expect(await isValidMp4(file(Buffer.concat([box("moov"), ftyp])))).toBe(false);
  });
});

const ebmlHeader = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]);
const segment = (bodyLength: number) =>
  Buffer.concat([
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x40 | (bodyLength >> 8), bodyLength & 0xff]),
    Buffer.alloc(bodyLength, 3),
  ]);

describe("isValidWebm", () => {
  it("accepts an EBML header of DocType webm followed by a Segment holding the rest, or of unknown size", async () => {
    expect(await isValidWebm(file(Buffer.concat([ebmlHeader, segment(300)])))).toBe(true);
    const unknownSize = Buffer.concat([
      ebmlHeader,
      Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
      Buffer.alloc(40),
    ]);
    expect(await isValidWebm(file(unknownSize))).toBe(true);
  });

  it("refuses another DocType, HTML after the header and a Segment that does not match the file", async () => {
    const matroska = Buffer.from(ebmlHeader);
    matroska.write("mkvx", 8, "latin1");
    expect(await isValidWebm(file(Buffer.concat([matroska, segment(10)])))).toBe(false);
    expect(
      await isValidWebm(file(Buffer.concat([ebmlHeader, Buffer.from("<html><script>alert(1)</script></html>")]))),
    ).toBe(false);
    expect(await isValidWebm(file(Buffer.concat([ebmlHeader, segment(300), Buffer.from("tail")])))).toBe(false);
  });
});
