import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { claimedFamily, detectMediaType, sanitiseFileName, titleFromFileName } from "./detect";

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)));

/** A minimal ISO BMFF `ftyp` box with the given major brand. */
const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], "ftyp", brand, [0, 0, 0, 0], "isommp41");

/** A minimal EBML header with the given DocType. */
const ebml = (docType: string) =>
  bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length],
    docType,
    [0x42, 0x87, 0x81, 0x04],
  );

describe("detectMediaType", () => {
  it("recognises real images made by sharp", async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: "#b35" } });
    expect(detectMediaType(await base.clone().jpeg().toBuffer())?.mime).toBe("image/jpeg");
    expect(detectMediaType(await base.clone().png().toBuffer())?.mime).toBe("image/png");
    expect(detectMediaType(await base.clone().webp().toBuffer())?.mime).toBe("image/webp");
    const gif = detectMediaType(await base.clone().gif().toBuffer());
    expect(gif).toEqual({ mime: "image/gif", ext: "gif", kind: "gif" });
  });

  it("recognises GIF87a and GIF89a headers", () => {
    expect(detectMediaType(bytes("GIF87a", [1, 0, 1, 0]))?.kind).toBe("gif");
    expect(detectMediaType(bytes("GIF89a", [1, 0, 1, 0]))?.kind).toBe("gif");
  });

  it("recognises MP4 by its ftyp box and refuses HEIC, AVIF, M4A and QuickTime", () => {
    for (const brand of ["isom", "mp42", "avc1", "M4V ", "dash"])
      expect(detectMediaType(ftyp(brand))).toEqual({ mime: "video/mp4", ext: "mp4", kind: "video" });
    for (const brand of ["heic", "avif", "mif1", "M4A ", "qt  "]) expect(detectMediaType(ftyp(brand))).toBeNull();
  });

  it("recognises WebM by its EBML DocType and refuses Matroska", () => {
    expect(detectMediaType(ebml("webm"))).toEqual({ mime: "video/webm", ext: "webm", kind: "video" });
    expect(detectMediaType(ebml("matroska"))).toBeNull();
  });

  it("refuses text, HTML, SVG, PDF, executables, BMP and empty input", () => {
    const refused = [
      bytes("hello, this is only text"),
      bytes("<!doctype html><html><script>alert(1)</script>"),
      bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      bytes("<svg onload=alert(1)>"),
      bytes("%PDF-1.7\n"),
      bytes([0x4d, 0x5a, 0x90, 0x00]),
      bytes("BM", [0, 0, 0, 0]),
      bytes("RIFF", [0, 0, 0, 0], "WAVE"),
      new Uint8Array(),
      bytes([0xff, 0xd8]),
    ];
    for (const head of refused) expect(detectMediaType(head)).toBeNull();
  });
});

describe("claimedFamily", () => {
  it("reads the family from the extension first, then the MIME type", () => {
    expect(claimedFamily("clip.MP4", "image/png")).toBe("video");
    expect(claimedFamily("photo.jpeg", undefined)).toBe("image");
    expect(claimedFamily("blob", "video/webm")).toBe("video");
    expect(claimedFamily("blob", "application/octet-stream")).toBeNull();
    expect(claimedFamily(undefined, undefined)).toBeNull();
  });
});

describe("file names", () => {
  it("keeps only a safe display name", () => {
    expect(sanitiseFileName("../../etc/passwd")).toBe("passwd");
    expect(sanitiseFileName("C:\\Users\\me\\My photo.jpg")).toBe("My photo.jpg");
    expect(sanitiseFileName("a\u202egpj.exe")).toBe("agpj.exe");
    expect(sanitiseFileName('<b>"x".png')).toBe("_b__x_.png");
    expect(sanitiseFileName(undefined)).toBe("");
    expect(sanitiseFileName(`${"x".repeat(300)}.png`)).toHaveLength(200);
  });

  it("derives a title", () => {
    expect(titleFromFileName("sunset_on-the_beach.jpg")).toBe("sunset on the beach");
    expect(titleFromFileName("")).toBe("");
  });
});
