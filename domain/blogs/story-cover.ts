import type { DefaultImage, DefaultImageCategory } from "@domain/positions/default-images";

/**
 * A story without its own picture borrows the admin's default image for its category (the same default images the
 * games and the journey use): each story category reads as the closest mood, then "general".
 */
const COVER_MOOD: Record<string, DefaultImageCategory> = {
  romance: "romantic",
  love: "romantic",
  intimacy: "sensual",
  "sex positions": "passionate",
  lifestyle: "luxurious",
  tips: "playful",
  couples: "playful",
  relationships: "romantic",
  communication: "general",
  health: "general",
};

export function storyCoverOrder(category: string): DefaultImageCategory[] {
  const mood = COVER_MOOD[category.trim().toLowerCase()];
  return mood && mood !== "general" ? [mood, "general"] : ["general"];
}

/** The story's own picture, else its category's default image (pictures only: a video is no cover), else null. */
export function storyCover(
  featuredImage: string | null | undefined,
  category: string,
  images: readonly DefaultImage[],
): string | null {
  if (featuredImage) return featuredImage;
  for (const wanted of storyCoverOrder(category)) {
    const image = images.find((candidate) => candidate.category === wanted && candidate.mediaType !== "video");
    if (image) return image.imageUrl;
  }
  return null;
}
