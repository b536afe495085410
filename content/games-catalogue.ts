/** The games catalogue: every game route with its card data and category for the Game Categories grid. */
export type GameCategory = "Communication" | "Foreplay" | "Positions" | "Connection" | "Understanding";

export interface CatalogueGame {
  slug: string;
  path: string;
  title: string;
  description: string;
  duration: string;
  players: string;
  level: "Easy" | "Medium" | "Spicy";
  tag: string;
  category: GameCategory;
  featured: boolean;
}

const game = (entry: Omit<CatalogueGame, "path" | "players"> & { path?: string }): CatalogueGame => ({
  players: "2 players",
  path: entry.path ?? `/games/${entry.slug}`,
  ...entry,
});

export const gamesCatalogue: readonly CatalogueGame[] = [
  game({
    slug: "passion-dice",
    title: "Passion Dice",
    description: "Roll for an action, a place to kiss and a moment to savour, tuned to your mood.",
    duration: "10-20 min",
    level: "Medium",
    tag: "Playful",
    category: "Foreplay",
    featured: true,
  }),
  game({
    slug: "truth-or-dare",
    title: "Truth or Dare",
    description: "Questions that bring you closer and dares that make you blush, from mild to fire.",
    duration: "15-30 minutes",
    level: "Easy",
    tag: "Classic",
    category: "Communication",
    featured: true,
  }),
  game({
    slug: "erotic-massage",
    title: "Sensual Massage Journey",
    description: "Five guided steps of slow, unhurried touch with mood music.",
    duration: "30-45 min",
    level: "Easy",
    tag: "Relaxing",
    category: "Foreplay",
    featured: true,
  }),
  game({
    slug: "fantasy-roleplay",
    title: "Roleplay Generator",
    description: "Playful scenes with characters, props and a gentle flow to follow.",
    duration: "20-40 min",
    level: "Spicy",
    tag: "Imaginative",
    category: "Connection",
    featured: false,
  }),
  game({
    slug: "seductive-conversation",
    title: "Conversation Starters",
    description: "Pick a topic and a level for questions that open up desire and memories.",
    duration: "10-30 min",
    level: "Easy",
    tag: "Talk",
    category: "Communication",
    featured: false,
  }),
  game({
    slug: "pleasure-map",
    title: "Pleasure Map",
    description: "A tender guide to touch: regions, zones, techniques and tips.",
    duration: "20-40 min",
    level: "Medium",
    tag: "Discovery",
    category: "Understanding",
    featured: false,
  }),
  game({
    slug: "scratch-position",
    path: "/games/scratch-position?start=1#start",
    title: "Scratch Position",
    description: "Scratch a card to reveal a position to try tonight.",
    duration: "5-15 min",
    level: "Medium",
    tag: "Surprise",
    category: "Positions",
    featured: true,
  }),
  game({
    slug: "random-position",
    title: "Random Position",
    description: "One tap and chance picks your next position.",
    duration: "5-10 min",
    level: "Medium",
    tag: "Quick",
    category: "Positions",
    featured: false,
  }),
  game({
    slug: "spin-for-desire",
    title: "Spin for Desire",
    description: "Spin a twelve-segment wheel and let it decide your next move.",
    duration: "5-15 min",
    level: "Medium",
    tag: "Wheel",
    category: "Positions",
    featured: true,
  }),
  game({
    slug: "position-wheel",
    title: "Position Wheel",
    description: "Spin twelve positions, open the winner and copy its details.",
    duration: "5-15 min",
    level: "Medium",
    tag: "Wheel",
    category: "Positions",
    featured: false,
  }),
  game({
    slug: "honeymoon-bucket-list",
    title: "Honeymoon Bucket List",
    description: "Romantic, adventurous and restful ideas to tick off together.",
    duration: "Your whole trip",
    level: "Easy",
    tag: "Travel",
    category: "Connection",
    featured: false,
  }),
  game({
    slug: "first-night-bucket-list",
    title: "First Night Bucket List",
    description: "Sweet, gentle ideas for a first night together, by mood and level.",
    duration: "One evening",
    level: "Easy",
    tag: "Tender",
    category: "Connection",
    featured: false,
  }),
  game({
    slug: "dice-to-spice",
    title: "Dice to Spice",
    description: "Two dice, two players: an action and a place, with Cute, Spicy and Custom levels.",
    duration: "5-15 min",
    level: "Spicy",
    tag: "Two dice",
    category: "Foreplay",
    featured: true,
  }),
  game({
    slug: "long-distance",
    title: "Long Distance Love",
    description: "Eighty-four step-by-step ways to stay close across the miles.",
    duration: "15-60 min",
    level: "Easy",
    tag: "Apart",
    category: "Connection",
    featured: false,
  }),
  game({
    slug: "love-quiz",
    title: "Love Language Quiz",
    description: "Five questions to find how you most like to give and receive love.",
    duration: "5 min",
    level: "Easy",
    tag: "Quiz",
    category: "Understanding",
    featured: false,
  }),
  game({
    slug: "custom-poster",
    path: "/positions/custom-poster",
    title: "7-Day Journey Poster",
    description: "Reveal one position a day for a week, then print, save or share your journey as a poster.",
    duration: "7 days",
    level: "Easy",
    tag: "Journey",
    category: "Positions",
    featured: false,
  }),
  game({
    slug: "desire-match",
    path: "/desire-match",
    title: "Desire Match",
    description:
      "Yes, maybe or no on your own phones: only what you both want is shown, and the server never learns your answers.",
    duration: "10-20 min",
    level: "Medium",
    tag: "Private",
    category: "Communication",
    featured: false,
  }),
];

export const GAME_CATEGORIES: readonly GameCategory[] = [
  "Communication",
  "Foreplay",
  "Positions",
  "Connection",
  "Understanding",
];

export function countGamesByCategory(games: readonly CatalogueGame[] = gamesCatalogue): Record<GameCategory, number> {
  const counts = Object.fromEntries(GAME_CATEGORIES.map((category) => [category, 0])) as Record<GameCategory, number>;
  for (const entry of games) counts[entry.category] += 1;
  return counts;
}
