import { describe, expect, it } from "vitest";
import type { DefaultImage } from "@domain/positions/default-images";
import { storyCover, storyCoverOrder } from "./story-cover";

const images: DefaultImage[] = [
  { category: "romantic", imageUrl: "/media/romantic.webp", mediaType: "image" },
  { category: "general", imageUrl: "/media/general.webp", mediaType: "image" },
  { category: "passionate", imageUrl: "/media/passionate.mp4", mediaType: "video" },
];

describe("story covers", () => {
  it("keep the story's own picture", () => {
    expect(storyCover("/media/own.webp", "Romance", images)).toBe("/media/own.webp");
  });

  it("fall back to the category's default image, then the general one", () => {
    expect(storyCover(null, "Romance", images)).toBe("/media/romantic.webp");
    expect(storyCover("", "Health", images)).toBe("/media/general.webp");
    // A video default is no cover: the general picture stands in.
    expect(storyCover(null, "Sex Positions", images)).toBe("/media/general.webp");
  });

  it("stay empty when the admin has set no default image", () => {
    expect(storyCover(null, "Romance", [])).toBeNull();
  });

  it("try the closest mood first", () => {
    expect(storyCoverOrder("Intimacy")).toEqual(["sensual", "general"]);
    expect(storyCoverOrder("Something else")).toEqual(["general"]);
  });
});
