import { describe, expect, it } from "vitest";
import { defaultImageInputSchema } from "./default-image-input";
import { defaultImageOrder, illustrationStandIn, pickDefaultImage, type DefaultImage } from "./default-images";

const images: DefaultImage[] = [
  { category: "general", imageUrl: "/media/general.webp", mediaType: "image" },
  { category: "journey", imageUrl: "/media/journey.webp", mediaType: "image" },
  { category: "passionate", imageUrl: "/media/passionate.mp4", mediaType: "video" },
];

describe("default images", () => {
  it("tries the style, then journey (journey positions), then general", () => {
    expect(defaultImageOrder("journey", "Passionate")).toEqual(["passionate", "journey", "general"]);
    expect(defaultImageOrder("scratch", "playful")).toEqual(["playful", "general"]);
    expect(pickDefaultImage(images, "journey", "passionate")?.imageUrl).toBe("/media/passionate.mp4");
    expect(pickDefaultImage(images, "journey", "mixed")?.imageUrl).toBe("/media/journey.webp");
    expect(pickDefaultImage(images, "scratch", "romantic")?.imageUrl).toBe("/media/general.webp");
    expect(pickDefaultImage([], "scratch", "romantic")).toBeUndefined();
  });

  it("accepts site paths and http(s) only", () => {
    expect(defaultImageInputSchema.safeParse({ imageUrl: "/media/a.webp" }).success).toBe(true);
    expect(defaultImageInputSchema.safeParse({ imageUrl: "https://example.org/a.jpg", mediaType: "gif" }).success).toBe(
      true,
    );
    for (const imageUrl of ["javascript:alert(1)", "//evil.example/a.png", "", "data:image/png;base64,AA"]) {
      expect(defaultImageInputSchema.safeParse({ imageUrl }).success, imageUrl).toBe(false);
    }
  });

  it("finds a catalogue illustration for a position without media", () => {
    const catalogue = [
      { id: "romantic-1", name: "Lotus", style: "romantic" },
      { id: "passionate-2", name: "Wild Tide", style: "passionate" },
    ];
    expect(illustrationStandIn({ id: "passionate-2", name: "x", style: "romantic" }, catalogue)?.id).toBe(
      "passionate-2",
    );
    expect(illustrationStandIn({ id: "17000", name: "lotus", style: "passionate" }, catalogue)?.id).toBe("romantic-1");
    expect(illustrationStandIn({ id: "17000", name: "New", style: "passionate" }, catalogue)?.id).toBe("passionate-2");
  });
});
