/**
 * Pure bucket-list helpers (sweet labels, filters, progress). They live apart from the idea lists in
 * content/guides/bucket-lists.ts so the pages' JavaScript does not carry the text (the loaders send it).
 */
import type {
  FirstNightCategory,
  FirstNightIdea,
  FirstNightLevelId,
  HoneymoonCategory,
  HoneymoonIdea,
  SweetLevel,
} from "../../content/guides/bucket-lists";

/** Sweet level labels, index = sweetLevel - 1. */
export const SWEET_LABELS = ["Sweet", "Lovely", "Romantic", "Magical", "Unforgettable"] as const;
export type SweetLabel = (typeof SWEET_LABELS)[number];

export function sweetLabel(level: SweetLevel): SweetLabel {
  return SWEET_LABELS[level - 1] ?? SWEET_LABELS[SWEET_LABELS.length - 1];
}

/** Spec §5: Gentle -> 3, Romantic -> 4, any other level -> 5. */
export function maxSweetLevelFor(level: FirstNightLevelId | string): SweetLevel {
  if (level === "gentle") return 3;
  if (level === "romantic") return 4;
  return 5;
}

/** First-night items visible under a category filter and an intensity level. */
export function filterFirstNight<T extends Pick<FirstNightIdea, "category" | "sweetLevel">>(
  items: readonly T[],
  category: FirstNightCategory | "all",
  level: FirstNightLevelId | string,
): T[] {
  const max = maxSweetLevelFor(level);
  return items.filter((item) => (category === "all" || item.category === category) && item.sweetLevel <= max);
}

/** Honeymoon items visible under a category filter. */
export function filterHoneymoon<T extends Pick<HoneymoonIdea, "category">>(
  items: readonly T[],
  category: HoneymoonCategory | "all",
): T[] {
  return items.filter((item) => category === "all" || item.category === category);
}

export interface BucketListProgress {
  readonly done: number;
  readonly total: number;
  /** True when at least one item is visible and every visible item is ticked. */
  readonly complete: boolean;
}

/** Completion over the items currently visible (spec §4: first-night counts under the active filters). */
export function bucketListProgress(
  visibleItems: readonly { readonly id: string }[],
  doneIds: ReadonlySet<string>,
): BucketListProgress {
  const done = visibleItems.filter((item) => doneIds.has(item.id)).length;
  const total = visibleItems.length;
  return { done, total, complete: total > 0 && done === total };
}
