/**
 * Custom guides from the device key `romantic_guides_custom` (spec §3): used only when the stored value is a
 * list. Entries that are not well-formed guides, or that reuse a built-in id, are skipped; text is rendered
 * as text only.
 */
import {
  GUIDE_CATEGORY_IDS,
  GUIDE_DIFFICULTIES,
  ROMANTIC_GUIDES,
  type GuideCategoryId,
  type GuideDifficulty,
  type GuideIcon,
  type GuideSection,
  type RomanticGuide,
  type ThemeColor,
} from "@content/guides/romantic-guides";

const COLORS: readonly ThemeColor[] = ["rose", "coral", "plum", "gold", "teal", "violet"];
const ICONS: readonly GuideIcon[] = [
  "HeartHandshake",
  "HandHeart",
  "Flame",
  "CalendarHeart",
  "Lamp",
  "MessageCircleHeart",
  "Sparkles",
  "Feather",
  "MessageCircle",
  "KeyRound",
  "Sun",
  "ClipboardList",
  "BedDouble",
  "Moon",
];
const MAX_CUSTOM_GUIDES = 50;
const MAX_TEXT = 4000;

export interface CustomGuide extends RomanticGuide {
  readonly custom: true;
}

function text(value: unknown, max = MAX_TEXT): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : undefined;
}

function textList(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return undefined;
  const items = value.map((entry) => text(entry)).filter((entry): entry is string => entry !== undefined);
  return items.length > 0 ? items : undefined;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function section(value: unknown, index: number): GuideSection | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  const title = text(raw.title, 200);
  const content = text(raw.content);
  if (!title || !content) return undefined;
  const steps = textList(raw.steps);
  const examples = textList(raw.examples);
  return {
    id: text(raw.id, 100) ?? `section-${index + 1}`,
    title,
    content,
    ...(steps ? { steps } : {}),
    ...(examples ? { examples } : {}),
  };
}

function guide(value: unknown, taken: Set<string>): CustomGuide | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  const id = text(raw.id, 100);
  const title = text(raw.title, 200);
  const description = text(raw.description, 1000);
  const category = raw.category;
  if (!id || !title || !description || taken.has(id)) return undefined;
  if (typeof category !== "string" || !(GUIDE_CATEGORY_IDS as readonly string[]).includes(category)) return undefined;
  if (!Array.isArray(raw.sections)) return undefined;
  const sections = raw.sections
    .map((entry, index) => section(entry, index))
    .filter((entry): entry is GuideSection => entry !== undefined);
  if (sections.length === 0) return undefined;
  const materials = textList(raw.materials);
  taken.add(id);
  return {
    id,
    title,
    description,
    category: category as GuideCategoryId,
    difficulty: oneOf<GuideDifficulty>(raw.difficulty, GUIDE_DIFFICULTIES, "beginner"),
    duration: text(raw.duration, 100) ?? "Your pace",
    icon: oneOf<GuideIcon>(raw.icon, ICONS, "Sparkles"),
    color: oneOf<ThemeColor>(raw.color, COLORS, "rose"),
    featured: raw.featured === true,
    ...(materials ? { materials } : {}),
    sections,
    tips: textList(raw.tips) ?? [],
    custom: true,
  };
}

/**
 * The parser of stored custom guides given the built-in guide ids (which custom guides may not reuse). Pages use
 * this with ids from their loader data, so the built-in guide texts stay out of their JavaScript.
 */
export function customGuidesParser(builtInIds: readonly string[]): (value: unknown) => CustomGuide[] | undefined {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const taken = new Set(builtInIds);
    const guides: CustomGuide[] = [];
    for (const entry of value.slice(0, MAX_CUSTOM_GUIDES)) {
      const parsed = guide(entry, taken);
      if (parsed) guides.push(parsed);
    }
    return guides;
  };
}

/** The valid custom guides of a stored value; undefined (ignored) when the value is not a list. */
export function parseCustomGuides(value: unknown): CustomGuide[] | undefined {
  return customGuidesParser(ROMANTIC_GUIDES.map((entry) => entry.id))(value);
}
