import { describe, expect, it } from "vitest";
import {
  isHttpUrl,
  MAX_UPLOAD_BYTES,
  MEDIA_MESSAGES,
  mediaKindOfType,
  mediaSrcSet,
  validateMediaFile,
} from "./presets";

const variants = {
  editor: "/media/a-editor.webp",
  thumbnail: "/media/a-thumbnail.webp",
  preview: "/media/a-preview.webp",
  mobile: "/media/a-mobile.webp",
  tablet: "/media/a-tablet.webp",
  desktop: "/media/a-desktop.webp",
};

describe("mediaSrcSet", () => {
  it("builds srcset with width descriptors, sizes and the preset size", () => {
    expect(mediaSrcSet({ url: "/media/a.jpg", width: 4000, height: 3000, variants })).toEqual({
      src: "/media/a-desktop.webp",
      srcSet: "/media/a-mobile.webp 300w, /media/a-tablet.webp 400w, /media/a-desktop.webp 500w",
      sizes: "(max-width: 360px) 300px, (max-width: 1024px) 400px, 500px",
      width: 500,
      height: 375,
    });
  });

  it("accepts custom sizes and falls back to the URL without variants", () => {
    expect(mediaSrcSet({ url: "/media/a.jpg", variants }, "100vw").sizes).toBe("100vw");
    expect(mediaSrcSet({ url: "https://example.com/x.jpg", width: 640, height: 480, variants: null })).toEqual({
      src: "https://example.com/x.jpg",
      width: 640,
      height: 480,
    });
    expect(mediaSrcSet({ url: "/media/v.mp4" })).toEqual({ src: "/media/v.mp4" });
  });
});

describe("client-side checks", () => {
  it("uses the specification's limits and messages", () => {
    expect(MAX_UPLOAD_BYTES).toBe(10485760);
    expect(validateMediaFile({ size: 100, type: "image/png" })).toBeNull();
    expect(validateMediaFile({ size: MAX_UPLOAD_BYTES, type: "video/webm" })).toBeNull();
    expect(validateMediaFile({ size: MAX_UPLOAD_BYTES + 1, type: "image/jpeg" })).toBe(MEDIA_MESSAGES.tooLarge);
    expect(validateMediaFile({ size: 10, type: "image/svg+xml" })).toBe(MEDIA_MESSAGES.unsupportedType);
    expect(mediaKindOfType("image/gif")).toBe("gif");
    expect(isHttpUrl("https://example.com/a.jpg")).toBe(true);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpUrl("ftp://example.com/a.jpg")).toBe(false);
  });
});
