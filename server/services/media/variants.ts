import { VARIANT_NAMES, VARIANT_PRESETS, type VariantName } from "@domain/media/presets";
import type { DetectedType } from "./detect";

export interface VariantPlan {
  name: VariantName;
  /** Storage key: `{id}-{name}.webp`. */
  file: string;
  width: number;
  height: number;
  quality: number;
  /** Fill crop gravity: sharp's attention strategy; libvips cannot use it on animations, which crop centred. */
  position: "attention" | "centre";
  animated: boolean;
}

/** The webp variants to generate for an image: one per preset of the specification. Videos get none. */
export function planVariants(id: string, type: DetectedType, options: { animated: boolean }): VariantPlan[] {
  if (type.kind === "video") return [];
  return VARIANT_NAMES.map((name) => ({
    name,
    file: variantFileName(id, name),
    width: VARIANT_PRESETS[name].width,
    height: VARIANT_PRESETS[name].height,
    quality: VARIANT_PRESETS[name].quality,
    position: options.animated ? "centre" : "attention",
    animated: options.animated,
  }));
}

export function originalFileName(id: string, type: Pick<DetectedType, "ext">): string {
  return `${id}.${type.ext}`;
}

export function variantFileName(id: string, name: VariantName): string {
  return `${id}-${name}.webp`;
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const FILE_PATTERN = new RegExp(`^(${UUID})(?:-(${VARIANT_NAMES.join("|")}))?\\.(jpg|png|gif|webp|mp4|webm)$`);

/** Splits a served file name into item id and variant; null for anything the server did not generate. */
export function parseMediaFileName(name: string): { id: string; variant: VariantName | null } | null {
  const match = FILE_PATTERN.exec(name);
  if (!match) return null;
  const variant = (match[2] as VariantName | undefined) ?? null;
  if (variant && match[3] !== "webp") return null;
  return { id: match[1]!, variant };
}
