/**
 * Default images (spec part 2 "Default custom image"): one image per category, set by the admin, shown where a
 * journey or scratch position has no media of its own. A category without an image falls through to the next one
 * (its style, then "journey" for journey positions, then "general"), and finally to the catalogue's illustration.
 * No zod here: the home page's planner uses these rules (the input schema is in default-image-input.ts).
 */

export const DEFAULT_IMAGE_CATEGORIES = [
  "romantic",
  "passionate",
  "adventurous",
  "sensual",
  "playful",
  "luxurious",
  "journey",
  "general",
] as const;
export type DefaultImageCategory = (typeof DEFAULT_IMAGE_CATEGORIES)[number];

export const DEFAULT_IMAGE_LABELS: Record<DefaultImageCategory, string> = {
  romantic: "Romantic",
  passionate: "Passionate",
  adventurous: "Adventurous",
  sensual: "Sensual",
  playful: "Playful",
  luxurious: "Luxurious",
  journey: "Journey (any style)",
  general: "General (anything else)",
};

export const DEFAULT_IMAGE_MEDIA_TYPES = ["image", "gif", "video"] as const;

export interface DefaultImage {
  category: DefaultImageCategory;
  imageUrl: string;
  mediaType: (typeof DEFAULT_IMAGE_MEDIA_TYPES)[number];
}

export function isDefaultImageCategory(value: string): value is DefaultImageCategory {
  return (DEFAULT_IMAGE_CATEGORIES as readonly string[]).includes(value);
}

/** A path on this site or an http(s) address: never javascript:, data: or protocol-relative URLs. */
export function isSiteOrHttpUrl(value: string): boolean {
  const text = value.trim();
  if (text.startsWith("/")) return !text.startsWith("//") && !/[\s\\]/.test(text);
  return /^https?:\/\/[^\s\\]+$/i.test(text);
}

/** The categories tried, in order, for a position of `hint` (a journey style or a scratch category). */
export function defaultImageOrder(kind: "journey" | "scratch", hint: string): DefaultImageCategory[] {
  const own = hint.trim().toLowerCase();
  const order: DefaultImageCategory[] = [];
  if (isDefaultImageCategory(own) && own !== "general") order.push(own);
  if (kind === "journey" && !order.includes("journey")) order.push("journey");
  order.push("general");
  return order;
}

export function pickDefaultImage(
  images: readonly DefaultImage[],
  kind: "journey" | "scratch",
  hint: string,
): DefaultImage | undefined {
  for (const category of defaultImageOrder(kind, hint)) {
    const image = images.find((candidate) => candidate.category === category);
    if (image) return image;
  }
  return undefined;
}

/**
 * The catalogue entry whose illustration stands in for an admin position without media and without a default
 * image: the same id (seeded entries), else the same name, else the first entry of the same style.
 */
export function illustrationStandIn<T extends { id: string; name: string; style: string }>(
  position: { id: string; name: string; style: string },
  catalogue: readonly T[],
): T | undefined {
  const name = position.name.trim().toLowerCase();
  return (
    catalogue.find((entry) => entry.id === position.id) ??
    catalogue.find((entry) => entry.name.toLowerCase() === name) ??
    catalogue.find((entry) => entry.style === position.style) ??
    catalogue[0]
  );
}
