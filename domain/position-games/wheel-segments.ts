/**
 * Dealing the wheel of Spin for Desire and the Position wheel: the one function both the single-phone page and the
 * two-phone room (domain/rooms/wheel.ts) deal their segments with.
 */
import { shuffle, type RandomSource } from "../random";
import type { ServerPosition } from "./types";
import { pickWheelItems, WHEEL_SEGMENTS } from "./wheel";

/** Spin for Desire's segment categories and their colours (theme tokens as SVG fill classes). */
export const DESIRE_CATEGORIES = ["romantic", "passionate", "playful", "sensual", "luxurious"] as const;
export type DesireCategory = (typeof DESIRE_CATEGORIES)[number];
export const DESIRE_COLOURS: Record<DesireCategory, string> = {
  romantic: "fill-rose",
  passionate: "fill-danger",
  playful: "fill-gold",
  sensual: "fill-plum",
  luxurious: "fill-coral",
};

/** A position as the wheel needs it (the page's loader and the room's setup supply them). */
export type WheelPosition = Pick<
  ServerPosition,
  "id" | "title" | "description" | "image" | "imageAlt" | "mediaType" | "category"
>;

/** "Wheel segment" of the specification. */
export interface WheelSegment {
  id: string;
  title: string;
  description: string;
  image: string;
  /** The picture in words, when it is a catalogue illustration. */
  imageAlt?: string;
  mediaType: ServerPosition["mediaType"];
  category: DesireCategory;
  /** Position's own category (e.g. "Seated"). */
  positionCategory: string;
  colour: string;
}

/**
 * 12 segments chosen by shuffle (repeating a short list); the colour categories cycle in a random order. Segment
 * ids carry their place (`id#index`) so a position dealt twice stays two segments.
 */
export function buildWheelSegments(
  positions: readonly WheelPosition[],
  random: RandomSource,
  count = WHEEL_SEGMENTS,
): WheelSegment[] {
  const picked = pickWheelItems(positions, count, random);
  const order = shuffle(DESIRE_CATEGORIES, random);
  return picked.map((position, index) => {
    const category = order[index % order.length] as DesireCategory;
    return {
      id: `${position.id}#${index}`,
      title: position.title,
      description: position.description,
      image: position.image,
      imageAlt: position.imageAlt,
      mediaType: position.mediaType,
      category,
      positionCategory: position.category,
      colour: DESIRE_COLOURS[category],
    };
  });
}

/** Short label for a segment: at most `max` characters, cut at a word. */
export function segmentLabel(title: string, max = 14): string {
  if (title.length <= max) return title;
  const cut = title.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
