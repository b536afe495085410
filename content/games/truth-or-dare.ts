/**
 * Truth or Dare: the category groups used by the setup screen, intensity labels and the filter rule (spec 2.6 Games,
 * 3 Entities, 5 Validation). The classic 60 truths and 80 dares are in truth-or-dare-classic.ts.
 */
import type { SpicyLevel } from "./types";

export type TruthOrDareType = "truth" | "dare";

export type TruthOrDareCategory =
  | "Romance"
  | "Memories"
  | "Personality"
  | "Attraction"
  | "Activities"
  | "Future"
  | "Love"
  | "Physical"
  | "Intimacy"
  | "Desire"
  | "Touch"
  | "Adventure"
  | "Fantasy"
  | "Preferences"
  | "Performance"
  | "Sensual"
  | "Playful"
  | "Kissing";

export interface TruthOrDareItem {
  readonly id: string;
  readonly type: TruthOrDareType;
  readonly question: string;
  readonly spicyLevel: SpicyLevel;
  readonly category: TruthOrDareCategory;
}

/**
 * A prompt without its words: what the setup screen counts and the draw picks from. The page sends these in its
 * loader data and loads the words once it has hydrated.
 */
export type TruthOrDareCard = Omit<TruthOrDareItem, "question">;

/** A prompt's card: its fields named one by one, so that no new field carries words to the page by accident. */
export function truthOrDareCard({ id, type, spicyLevel, category }: TruthOrDareItem): TruthOrDareCard {
  return { id, type, spicyLevel, category };
}

/** The categories offered on the setup screen (besides 'All'). */
export type TruthOrDareGroup = "Romance" | "Sensual" | "Fantasy" | "Touch" | "Intimacy";

export type TruthOrDareCategoryChoice = "All" | TruthOrDareGroup;

export type TruthOrDareGameType = TruthOrDareType | "mixed";

export interface TruthOrDareFilter {
  readonly type: TruthOrDareGameType;
  readonly category: TruthOrDareCategoryChoice;
  /** Highest spicy level to include (1-5). */
  readonly intensity: SpicyLevel;
}

export const TRUTH_OR_DARE_GAME_TYPES: readonly TruthOrDareGameType[] = ["truth", "dare", "mixed"];

export const TRUTH_OR_DARE_GAME_TYPE_LABELS: Readonly<Record<TruthOrDareGameType, string>> = {
  truth: "Truth",
  dare: "Dare",
  mixed: "Mixed",
};

export const TRUTH_OR_DARE_CATEGORY_CHOICES: readonly TruthOrDareCategoryChoice[] = [
  "All",
  "Romance",
  "Sensual",
  "Fantasy",
  "Touch",
  "Intimacy",
];

/** Which item categories each setup category includes (spec section 5). */
export const TRUTH_OR_DARE_CATEGORY_GROUPS: Readonly<Record<TruthOrDareGroup, readonly TruthOrDareCategory[]>> = {
  Romance: ["Romance", "Attraction"],
  Sensual: ["Sensual", "Touch", "Kissing"],
  Fantasy: ["Fantasy", "Desire", "Adventure"],
  Touch: ["Touch", "Kissing", "Performance"],
  Intimacy: ["Intimacy", "Preferences"],
};

export const INTENSITY_LABELS: Readonly<Record<SpicyLevel, string>> = {
  1: "Mild",
  2: "Steamy",
  3: "Warm",
  4: "Spicy",
  5: "Fire",
};

export const DEFAULT_TRUTH_OR_DARE_FILTER: TruthOrDareFilter = {
  type: "mixed",
  category: "All",
  intensity: 3,
};

export const TRUTH_OR_DARE_GUIDELINES: readonly string[] = [
  "Consent first: either of you can pass on any question or dare, no reason needed and no penalty.",
  'Respect boundaries: a "not tonight" is a complete answer, and a maybe is not a yes.',
  "Privacy: what is shared in the game stays between the two of you.",
  "Check in as you go, especially as the intensity rises.",
];

export const TRUTH_OR_DARE_TIPS: readonly string[] = [
  "Start a level lower than you think and let the game warm up on its own.",
  "Answer truths with a real example; a specific memory says more than a general one.",
  "Swap any dare for a kiss if it does not feel right in the moment.",
  "Put phones away and keep a drink and a blanket within reach.",
];

/** Item categories that belong to a setup choice; 'All' has no restriction (returns null). */
export function categoriesForChoice(choice: TruthOrDareCategoryChoice): readonly TruthOrDareCategory[] | null {
  return choice === "All" ? null : TRUTH_OR_DARE_CATEGORY_GROUPS[choice];
}

/**
 * Items matching the type, the category group and spicyLevel <= intensity. When nothing matches,
 * the full list is returned (spec section 5), so the game always has something to ask.
 */
export function filterTruthOrDare<T extends TruthOrDareCard>(
  items: readonly T[],
  filter: TruthOrDareFilter,
): readonly T[] {
  const categories = categoriesForChoice(filter.category);
  const matches = items.filter(
    (item) =>
      (filter.type === "mixed" || item.type === filter.type) &&
      (categories === null || categories.includes(item.category)) &&
      item.spicyLevel <= filter.intensity,
  );
  return matches.length > 0 ? matches : items;
}
