/**
 * Romantic Ideas for Couples (home page section, spec part 2 §2.3, §3, §4, §9).
 * One idea card at a time plus four "Quick Romantic Gestures" tiles.
 */

/** lucide-react icon names used by this module. */
export type RomanticIdeaIcon =
  | "Heart"
  | "Wine"
  | "Sparkles"
  | "Ticket"
  | "Sunset"
  | "Moon"
  | "Sunrise"
  | "Umbrella"
  | "Car"
  | "Mountain"
  | "Plane"
  | "Tent"
  | "HandHeart"
  | "Bath"
  | "MessageCircleHeart"
  | "Music"
  | "Film"
  | "Dices"
  | "ChefHat"
  | "Headphones"
  | "Mail"
  | "Coffee"
  | "Gift"
  | "Leaf"
  | "BedDouble"
  | "BookOpen"
  | "Lamp"
  | "Landmark"
  | "Mic"
  | "Drama"
  | "Utensils"
  | "Sun"
  | "Footprints"
  | "Eye"
  | "Salad"
  | "Palette"
  | "BookHeart"
  | "PenLine"
  | "Camera"
  | "StickyNote";

export const ROMANTIC_IDEA_CATEGORIES = [
  "Date Night",
  "Outdoor",
  "Adventure",
  "Intimate",
  "Indoor Fun",
  "Sweet Gesture",
  "Relaxation",
  "Cultural",
  "Wellness",
  "Creative",
] as const;
export type RomanticIdeaCategory = (typeof ROMANTIC_IDEA_CATEGORIES)[number];

export const ROMANTIC_IDEA_DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;
export type RomanticIdeaDifficulty = (typeof ROMANTIC_IDEA_DIFFICULTIES)[number];

export interface RomanticIdea {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly icon: RomanticIdeaIcon;
  readonly category: RomanticIdeaCategory;
  readonly duration: string;
  readonly difficulty: RomanticIdeaDifficulty;
}

export interface QuickRomanticGesture {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: RomanticIdeaIcon;
}

/** Spec §9: 40 romantic ideas. */
export const ROMANTIC_IDEAS_COUNT = 40;
/** Spec §4: a new idea takes 300 ms to appear ("Getting New Idea..."). */
export const NEW_IDEA_DELAY_MS = 300;
export const GET_NEW_IDEA_LABEL = "Get New Idea";
export const GETTING_NEW_IDEA_LABEL = "Getting New Idea...";

export const ROMANTIC_IDEAS: readonly RomanticIdea[] = [
  // Date Night
  {
    id: 1,
    title: "Candlelit Dinner at Home",
    description:
      "Cook two courses side by side, set the table with the plates you save for guests and a candle or two kept away from the napkins, and leave both phones in another room until dessert is gone.",
    icon: "Wine",
    category: "Date Night",
    duration: "2-3 hours",
    difficulty: "Medium",
  },
  {
    id: 2,
    title: "Recreate Your First Date",
    description:
      "Go back to where it began, or rebuild it at home with the same food and music. Halfway through, confess what you were secretly thinking that night.",
    icon: "Heart",
    category: "Date Night",
    duration: "2-4 hours",
    difficulty: "Medium",
  },
  {
    id: 3,
    title: "Dressed Up, Staying In",
    description:
      "Get ready as if you had reservations somewhere elegant, then stay home. Mix a drink, put on a record and enjoy watching each other make the effort.",
    icon: "Sparkles",
    category: "Date Night",
    duration: "2 hours",
    difficulty: "Easy",
  },
  {
    id: 4,
    title: "The Mystery Date",
    description:
      "One of you plans the whole evening and reveals only a dress code and a start time. The other gets to do the best part: say yes and be surprised.",
    icon: "Ticket",
    category: "Date Night",
    duration: "3-4 hours",
    difficulty: "Hard",
  },
  // Outdoor
  {
    id: 5,
    title: "Sunset Picnic",
    description:
      "Pack a blanket, finger food and something sparkling, find a spot that faces west, and stay until the first stars come out.",
    icon: "Sunset",
    category: "Outdoor",
    duration: "2 hours",
    difficulty: "Easy",
  },
  {
    id: 6,
    title: "Stargazing Escape",
    description:
      "Drive somewhere dark with blankets and a thermos of cocoa. Lie back, trade made-up names for the constellations and let the quiet do the rest.",
    icon: "Moon",
    category: "Outdoor",
    duration: "2-3 hours",
    difficulty: "Medium",
  },
  {
    id: 7,
    title: "Sunrise Walk",
    description:
      "Set an early alarm, walk to the best view nearby with coffee in hand, and watch the day begin before the rest of the world is awake.",
    icon: "Sunrise",
    category: "Outdoor",
    duration: "1-2 hours",
    difficulty: "Medium",
  },
  {
    id: 8,
    title: "One Umbrella, Soft Rain",
    description:
      "When a gentle rain starts, share one umbrella for a slow walk around the block. Walking that close makes the conversation drift somewhere sweeter.",
    icon: "Umbrella",
    category: "Outdoor",
    duration: "45 minutes",
    difficulty: "Easy",
  },
  // Adventure
  {
    id: 9,
    title: "Road Trip Without a Plan",
    description:
      "Pick a direction, take turns choosing the next turn-off, and book a room only when you find a town you both like the look of.",
    icon: "Car",
    category: "Adventure",
    duration: "1-2 days",
    difficulty: "Hard",
  },
  {
    id: 10,
    title: "Beginners Together",
    description:
      "Book a first lesson in something neither of you has tried: climbing, kayaking, salsa. Being clumsy side by side is surprisingly bonding.",
    icon: "Mountain",
    category: "Adventure",
    duration: "Half a day",
    difficulty: "Medium",
  },
  {
    id: 11,
    title: "See It From Above",
    description:
      "Take a hot-air balloon, a scenic flight or a cable car at golden hour. Hold hands on the way up and pick out the places that matter to you.",
    icon: "Plane",
    category: "Adventure",
    duration: "Half a day",
    difficulty: "Hard",
  },
  {
    id: 12,
    title: "A Night Under Canvas",
    description:
      "Pitch a tent somewhere wild, cook over a small stove, and zip two sleeping bags together. The sounds of the night make every whisper feel secret.",
    icon: "Tent",
    category: "Adventure",
    duration: "Overnight",
    difficulty: "Hard",
  },
  // Intimate
  {
    id: 13,
    title: "Slow Massage Exchange",
    description:
      "Warm some oil (or a water-based lotion if you use condoms: oil and latex do not mix), lay out soft towels and set a timer so you each get equal time. The one receiving only needs three words: more, less or stop.",
    icon: "HandHeart",
    category: "Intimate",
    duration: "1 hour",
    difficulty: "Easy",
  },
  {
    id: 14,
    title: "A Bath Built for Two",
    description:
      "Run it warm, add bubbles and a few flameless candles, and choose a playlist in advance. Talk, or simply lean back and enjoy the quiet together.",
    icon: "Bath",
    category: "Intimate",
    duration: "45 minutes",
    difficulty: "Easy",
  },
  {
    id: 15,
    title: "The Wish-List Conversation",
    description:
      "Each of you writes three things you would love to try or enjoy again. Swap notes and sort them into yes, maybe and not-for-me, with no pressure on any of them.",
    icon: "MessageCircleHeart",
    category: "Intimate",
    duration: "1 hour",
    difficulty: "Medium",
  },
  {
    id: 16,
    title: "Kitchen Slow Dance",
    description:
      "Halfway through making dinner, turn the stove down, put on one slow song and dance right there between the counters. Stirring can wait.",
    icon: "Music",
    category: "Intimate",
    duration: "15 minutes",
    difficulty: "Easy",
  },
  // Indoor Fun
  {
    id: 17,
    title: "Blanket Fort Film Night",
    description:
      "Build a fort from every pillow and throw in the house, string some fairy lights inside, and work through a double feature of your favourite films.",
    icon: "Film",
    category: "Indoor Fun",
    duration: "3-4 hours",
    difficulty: "Easy",
  },
  {
    id: 18,
    title: "Game Night With Stakes",
    description:
      "Play your favourite board or card games with sweet stakes: the loser of each round gives a compliment, and the overall loser plans the next date.",
    icon: "Dices",
    category: "Indoor Fun",
    duration: "2 hours",
    difficulty: "Easy",
  },
  {
    id: 19,
    title: "Taste of a Faraway Place",
    description:
      "Choose a country you both dream of visiting, cook one of its classic dishes together, and plan the trip over dinner as if the flights were booked.",
    icon: "ChefHat",
    category: "Indoor Fun",
    duration: "2 hours",
    difficulty: "Medium",
  },
  {
    id: 20,
    title: "The Soundtrack of Us",
    description:
      "Build a shared playlist where each song marks a moment in your story. Take turns adding one and explaining why it belongs there.",
    icon: "Headphones",
    category: "Indoor Fun",
    duration: "1 hour",
    difficulty: "Easy",
  },
  // Sweet Gesture
  {
    id: 21,
    title: "A Handwritten Love Letter",
    description:
      "Write a real letter, on paper, about a moment you fell for them a little more. Post it, or tuck it somewhere they will find it days later.",
    icon: "Mail",
    category: "Sweet Gesture",
    duration: "30 minutes",
    difficulty: "Easy",
  },
  {
    id: 22,
    title: "Breakfast in Bed",
    description:
      "Slip out early and come back with a tray: their favourite breakfast, fresh coffee and a flower from the garden or the corner shop.",
    icon: "Coffee",
    category: "Sweet Gesture",
    duration: "45 minutes",
    difficulty: "Easy",
  },
  {
    id: 23,
    title: "A Jar of Reasons",
    description:
      "Fill a jar with folded notes, each one a reason you love them, from the serious to the silly. They get to open one every morning.",
    icon: "Heart",
    category: "Sweet Gesture",
    duration: "1 hour to prepare",
    difficulty: "Medium",
  },
  {
    id: 24,
    title: "The Surprise Pick-Up",
    description:
      "After a long day of theirs, show up unannounced with their favourite snack and an offer to take the evening off their hands.",
    icon: "Gift",
    category: "Sweet Gesture",
    duration: "30 minutes",
    difficulty: "Easy",
  },
  // Relaxation
  {
    id: 25,
    title: "Spa Evening at Home",
    description:
      "Robes, face masks, cucumber water and a foot soak. Take turns pampering each other and agree that nobody mentions work.",
    icon: "Leaf",
    category: "Relaxation",
    duration: "2 hours",
    difficulty: "Easy",
  },
  {
    id: 26,
    title: "The Lazy Sunday",
    description:
      "No alarms and no plans. Coffee in bed, a shared crossword, a long nap tangled up together, and breakfast whenever you feel like it.",
    icon: "BedDouble",
    category: "Relaxation",
    duration: "All morning",
    difficulty: "Easy",
  },
  {
    id: 27,
    title: "Side-by-Side Reading Date",
    description:
      "Take a blanket to the park or the sofa, each with your own book, feet touching. Read aloud any line too good to keep to yourself.",
    icon: "BookOpen",
    category: "Relaxation",
    duration: "2 hours",
    difficulty: "Easy",
  },
  {
    id: 28,
    title: "Unplugged Evening",
    description:
      "Phones go in a drawer at sunset. Light a lamp, cook something simple and rediscover how long you can talk when nothing buzzes.",
    icon: "Lamp",
    category: "Relaxation",
    duration: "One evening",
    difficulty: "Medium",
  },
  // Cultural
  {
    id: 29,
    title: "Museum Matchmaking",
    description:
      "Wander a gallery separately for twenty minutes, each hunting for the piece the other will love most, then meet up and give each other the tour.",
    icon: "Landmark",
    category: "Cultural",
    duration: "2-3 hours",
    difficulty: "Easy",
  },
  {
    id: 30,
    title: "Live Music Night",
    description:
      "Find a small venue with a band neither of you knows. Stand close to the stage, sway together, and decide afterwards whether they were your new favourite.",
    icon: "Mic",
    category: "Cultural",
    duration: "3 hours",
    difficulty: "Medium",
  },
  {
    id: 31,
    title: "Theatre or Comedy Show",
    description:
      "Book seats for a play or a stand-up night, then go for a late drink and replay the best moments in your own voices.",
    icon: "Drama",
    category: "Cultural",
    duration: "3 hours",
    difficulty: "Medium",
  },
  {
    id: 32,
    title: "Market Tasting Tour",
    description:
      "Visit a food market with a small budget each and one rule: every bite has to be shared. Crown the best find of the day together.",
    icon: "Utensils",
    category: "Cultural",
    duration: "2 hours",
    difficulty: "Easy",
  },
  // Wellness
  {
    id: 33,
    title: "Partner Yoga",
    description:
      "Follow a gentle partner-yoga video, balancing and stretching together. Expect to wobble, laugh and end up lying on the mat holding hands.",
    icon: "Sun",
    category: "Wellness",
    duration: "45 minutes",
    difficulty: "Medium",
  },
  {
    id: 34,
    title: "Morning Miles",
    description:
      "Go for a run or brisk walk together at the pace of whoever is slower, and reward yourselves with a long, unhurried breakfast.",
    icon: "Footprints",
    category: "Wellness",
    duration: "1 hour",
    difficulty: "Medium",
  },
  {
    id: 35,
    title: "Four Minutes of Eye Contact",
    description:
      "Sit knee to knee, breathe in rhythm and hold each other's gaze for four minutes without talking. Giggling is allowed; looking away is fine too.",
    icon: "Eye",
    category: "Wellness",
    duration: "20 minutes",
    difficulty: "Medium",
  },
  {
    id: 36,
    title: "Colourful Feast Together",
    description:
      "Shop for the brightest produce you can find and cook a nourishing meal as a team, one of you chopping, the other tasting and approving.",
    icon: "Salad",
    category: "Wellness",
    duration: "1.5 hours",
    difficulty: "Easy",
  },
  // Creative
  {
    id: 37,
    title: "Portraits of Each Other",
    description:
      "Set up paper and paints, sit across from each other and paint your partner in thirty minutes. Skill is optional; the unveiling is the fun.",
    icon: "Palette",
    category: "Creative",
    duration: "1.5 hours",
    difficulty: "Easy",
  },
  {
    id: 38,
    title: "Our Story Scrapbook",
    description:
      "Gather tickets, photos and scribbled notes from your time together and turn them into a scrapbook, leaving blank pages for what comes next.",
    icon: "BookHeart",
    category: "Creative",
    duration: "2-3 hours",
    difficulty: "Medium",
  },
  {
    id: 39,
    title: "One Line Each",
    description:
      "Write a story together by passing a notebook back and forth, one line at a time. It can be a romance, a mystery or complete nonsense.",
    icon: "PenLine",
    category: "Creative",
    duration: "1 hour",
    difficulty: "Easy",
  },
  {
    id: 40,
    title: "Themed Photo Walk",
    description:
      'Each of you picks a secret theme, like "red doors" or "tiny joys", then walk the town taking photos. Swap phones over coffee and guess each other\'s theme.',
    icon: "Camera",
    category: "Creative",
    duration: "2 hours",
    difficulty: "Easy",
  },
];

export const QUICK_ROMANTIC_GESTURES: readonly QuickRomanticGesture[] = [
  {
    id: "love-notes",
    title: "Leave Love Notes",
    description: "Hide a short note in a pocket, a book or the bathroom mirror for them to find later.",
    icon: "StickyNote",
  },
  {
    id: "morning-coffee",
    title: "Morning Coffee Surprise",
    description: "Have their coffee made exactly how they like it before they even ask.",
    icon: "Coffee",
  },
  {
    id: "favorite-song",
    title: "Play Their Favourite Song",
    description: "Put on the song they love when they walk in, and offer them your hand.",
    icon: "Music",
  },
  {
    id: "thoughtful-gift",
    title: "Small Thoughtful Gift",
    description: "Bring home something tiny that shows you were listening: a snack, a flower, a book they mentioned.",
    icon: "Gift",
  },
];

/**
 * Pick a random idea different from the current one (spec §4).
 * `random` returns a number in [0, 1), like Math.random; it is injected so callers and tests control it.
 * With a single idea (or only the current one) that idea is returned; with none, undefined.
 */
export function pickNewIdea<T extends { readonly id: number }>(
  ideas: readonly T[],
  currentId: number | null | undefined,
  random: () => number,
): T | undefined {
  const candidates = ideas.filter((idea) => idea.id !== currentId);
  const pool = candidates.length > 0 ? candidates : ideas;
  if (pool.length === 0) return undefined;
  const index = Math.min(pool.length - 1, Math.max(0, Math.floor(random() * pool.length)));
  return pool[index];
}
