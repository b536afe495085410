import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, MEDIA_MESSAGES } from "@domain/media/presets";
import { EDITOR_MESSAGES } from "./constants";
import {
  altFromFileName,
  checkMediaUrl,
  editorMediaSource,
  normalizeLinkHref,
  progressPercent,
  thumbnailSource,
  uploadErrorMessage,
  validateEditorFile,
} from "./upload";

describe("upload validation", () => {
  it("accepts images, GIFs and videos the server stores", () => {
    for (const type of ["image/png", "image/jpeg", "image/gif", "image/webp", "video/mp4", "video/webm"]) {
      expect(validateEditorFile({ type, size: 1000 }, "drop"), type).toBeNull();
    }
  });

  it("refuses other types with the spec's drop and picker messages", () => {
    expect(validateEditorFile({ type: "application/pdf", size: 10 }, "drop")).toBe(
      "File type application/pdf is not supported. Please use images or videos.",
    );
    expect(validateEditorFile({ type: "image/svg+xml", size: 10 }, "drop")).toBe(
      "File type image/svg+xml is not supported. Please use images or videos.",
    );
    expect(validateEditorFile({ type: "", size: 10 }, "drop")).toBe(
      "File type unknown is not supported. Please use images or videos.",
    );
    expect(validateEditorFile({ type: "text/plain", size: 10 }, "picker")).toBe(
      "Please select an image, GIF, or video file",
    );
  });

  it("refuses files over 10 MB", () => {
    expect(validateEditorFile({ type: "image/png", size: MAX_UPLOAD_BYTES + 1 }, "picker")).toBe(
      MEDIA_MESSAGES.tooLarge,
    );
    expect(validateEditorFile({ type: "image/png", size: MAX_UPLOAD_BYTES }, "picker")).toBeNull();
  });

  it("maps upload failures to messages", () => {
    expect(uploadErrorMessage(413, JSON.stringify({ error: "File size too large. Maximum 10MB allowed." }))).toBe(
      "File size too large. Maximum 10MB allowed.",
    );
    expect(uploadErrorMessage(415, "garbage")).toBe(MEDIA_MESSAGES.unsupportedType);
    // A full store of uploads says so in its own sentence.
    expect(uploadErrorMessage(507, JSON.stringify({ error: "Our server has no room for more pictures." }))).toBe(
      "Our server has no room for more pictures.",
    );
    expect(uploadErrorMessage(500, JSON.stringify({ error: "boom" }))).toBe("Failed to upload file. Please try again.");
    expect(uploadErrorMessage(0, "")).toBe(EDITOR_MESSAGES.uploadFailed);
  });

  it("reports real progress, 100 only on completion", () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(200, 200)).toBe(99);
  });

  it("chooses the editor and thumbnail variants", () => {
    const image = {
      url: "/media/a.png",
      mediaType: "image" as const,
      variants: { editor: "/media/a-editor.webp", thumbnail: "/media/a-thumb.webp" },
    };
    expect(editorMediaSource(image)).toBe("/media/a-editor.webp");
    expect(editorMediaSource({ ...image, mediaType: "gif" })).toBe("/media/a.png");
    expect(editorMediaSource({ url: "/media/v.mp4", mediaType: "video", variants: null })).toBe("/media/v.mp4");
    expect(thumbnailSource(image)).toBe("/media/a-thumb.webp");
    expect(thumbnailSource({ url: "/media/b.png", variants: null })).toBe("/media/b.png");
    expect(altFromFileName("sunset_walk-2.PNG")).toBe("sunset walk 2");
  });
});

describe("media and link addresses", () => {
  it("needs a non-empty media URL the server keeps", () => {
    expect(checkMediaUrl("   ")).toEqual({ ok: false, message: EDITOR_MESSAGES.mediaUrlRequired });
    expect(checkMediaUrl("http://example.com/a.jpg")).toEqual({ ok: false, message: EDITOR_MESSAGES.mediaUrlInvalid });
    expect(checkMediaUrl("javascript:alert(1)").ok).toBe(false);
    expect(checkMediaUrl("/media/../etc").ok).toBe(false);
    expect(checkMediaUrl(" https://example.com/a.jpg ")).toEqual({
      ok: true,
      url: "https://example.com/a.jpg",
      kind: "image",
    });
    expect(checkMediaUrl("https://example.com/clip.MP4?x=1")).toEqual({
      ok: true,
      url: "https://example.com/clip.MP4?x=1",
      kind: "video",
    });
    expect(checkMediaUrl("/media/abc.webp")).toEqual({ ok: true, url: "/media/abc.webp", kind: "image" });
  });

  it("normalises link targets", () => {
    expect(normalizeLinkHref("example.com/page")).toBe("https://example.com/page");
    expect(normalizeLinkHref("https://example.com")).toBe("https://example.com");
    expect(normalizeLinkHref("/medium-blogs")).toBe("/medium-blogs");
    expect(normalizeLinkHref("#top")).toBe("#top");
    expect(normalizeLinkHref("mailto:hi@example.com")).toBe("mailto:hi@example.com");
    expect(normalizeLinkHref("javascript:alert(1)")).toBeNull();
    expect(normalizeLinkHref("//evil.com")).toBeNull();
    expect(normalizeLinkHref("")).toBeNull();
  });
});
