/**
 * Love Language Explorer and Love Language Quiz (spec part 2 §2.6, §2.7, §3, §4, §5, §9).
 * Quotes are written for Entwine; none is attributed to a real person.
 */

export const LOVE_LANGUAGE_IDS = [
  "words_of_affirmation",
  "physical_touch",
  "acts_of_service",
  "quality_time",
  "receiving_gifts",
] as const;
export type LoveLanguageId = (typeof LOVE_LANGUAGE_IDS)[number];

export type ThemeColor = "rose" | "coral" | "plum" | "gold" | "teal" | "violet";

/** lucide-react icon names used by this module. */
export type LoveLanguageIcon = "MessageCircleHeart" | "HandHeart" | "Coffee" | "Clock" | "Gift";

export interface LoveLanguage {
  readonly id: LoveLanguageId;
  readonly title: string;
  readonly description: string;
  readonly icon: LoveLanguageIcon;
  readonly color: ThemeColor;
  readonly quote: string;
}

export const LOVE_LANGUAGE_ACTIVITY_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export type LoveLanguageActivityDifficulty = (typeof LOVE_LANGUAGE_ACTIVITY_DIFFICULTIES)[number];

export interface LoveLanguageActivity {
  /** Prefixed by the language: wa, pt, as, qt or rg. */
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** The love language this activity speaks. */
  readonly type: LoveLanguageId;
  readonly duration: string;
  readonly difficulty: LoveLanguageActivityDifficulty;
  readonly instructions: readonly string[];
  readonly materials?: readonly string[];
}

export interface LoveLanguageQuizQuestion {
  readonly id: LoveLanguageId;
  readonly question: string;
  readonly description: string;
}

export interface QuizScalePoint {
  readonly value: QuizScore;
  readonly label: string;
}
export type QuizScore = 1 | 2 | 3 | 4 | 5;

export interface RankedLoveLanguage {
  readonly id: LoveLanguageId;
  readonly score: number;
}

export const ACTIVITY_ID_PREFIXES: Readonly<Record<LoveLanguageId, string>> = {
  words_of_affirmation: "wa",
  physical_touch: "pt",
  acts_of_service: "as",
  quality_time: "qt",
  receiving_gifts: "rg",
};

/** Spec §9. */
export const LOVE_LANGUAGE_ACTIVITY_COUNT = 16;
export const QUIZ_QUESTION_COUNT = 5;
export const QUIZ_MIN_SCORE = 1;
export const QUIZ_MAX_SCORE = 5;
/** Results page: the top 2 activities of the primary language are shown. */
export const QUIZ_TOP_ACTIVITIES = 2;
export const LOVE_QUIZ_PATH = "/games/love-quiz";
export const LOVE_LANGUAGE_EXPLORER_PATH = "/love-language-explorer";

export const QUIZ_SCALE: readonly QuizScalePoint[] = [
  { value: 1, label: "Not Important" },
  { value: 2, label: "Somewhat Important" },
  { value: 3, label: "Important" },
  { value: 4, label: "Very Important" },
  { value: 5, label: "Extremely Important" },
];

export const LOVE_LANGUAGES: readonly LoveLanguage[] = [
  {
    id: "words_of_affirmation",
    title: "Words of Affirmation",
    description:
      'Love heard out loud: compliments, encouragement, a sincere "I\'m proud of you". Kind words land deeply, and careless ones sting for longer.',
    icon: "MessageCircleHeart",
    color: "rose",
    quote: "Say it once and I smile; write it down and I keep it forever.",
  },
  {
    id: "physical_touch",
    title: "Physical Touch",
    description:
      'Love felt through closeness: a hand at the small of the back, a long hug, fingers laced on the sofa. Touch says "I\'m here" without a word.',
    icon: "HandHeart",
    color: "coral",
    quote: "Some days the kindest thing you can say is nothing at all, just hold on a little longer.",
  },
  {
    id: "acts_of_service",
    title: "Acts of Service",
    description:
      "Love shown through doing: the chore quietly taken care of, the tank filled, the coffee made. Effort that lightens their load speaks volumes.",
    icon: "Coffee",
    color: "teal",
    quote: "I knew it was love when the dishes were done and nobody mentioned it.",
  },
  {
    id: "quality_time",
    title: "Quality Time",
    description:
      "Love given as full attention: phones down, eyes up, time that belongs to just the two of you. Presence matters more than the plan.",
    icon: "Clock",
    color: "violet",
    quote: "Give me an ordinary evening and your whole attention, and I will call it the best night of the week.",
  },
  {
    id: "receiving_gifts",
    title: "Receiving Gifts",
    description:
      "Love made visible: a thoughtful token that proves you were listening. The price is beside the point; the thought behind it is everything.",
    icon: "Gift",
    color: "gold",
    quote: "It was only a pebble from the beach, but you picked it up thinking of me.",
  },
];

export const LOVE_LANGUAGE_ACTIVITIES: readonly LoveLanguageActivity[] = [
  // Words of affirmation
  {
    id: "wa1",
    title: "Morning Affirmation Notes",
    description: "Start their day with a few honest words about what you admire in them.",
    type: "words_of_affirmation",
    duration: "5 minutes a day",
    difficulty: "beginner",
    instructions: [
      "Keep a small pad of sticky notes somewhere only you will reach first in the morning.",
      "Write one specific thing you appreciate, like the way they handled a hard call yesterday.",
      "Leave it where they will find it early: the mirror, the kettle, their phone.",
      "Vary it through the week: a compliment, a thank-you, a hope for their day.",
    ],
    materials: ["Sticky notes", "A pen"],
  },
  {
    id: "wa2",
    title: "The Appreciation Letter",
    description: "A full letter about who they are to you, written slowly and read aloud.",
    type: "words_of_affirmation",
    duration: "45 minutes",
    difficulty: "intermediate",
    instructions: [
      "Set aside quiet time and write by hand, without editing as you go.",
      "Describe three moments when you felt especially lucky to be with them.",
      "Name qualities you admire that they may not see in themselves.",
      "Read it to them in person, then give them the paper to keep.",
    ],
    materials: ["Good paper", "A pen", "An envelope"],
  },
  {
    id: "wa3",
    title: "Compliment Volley",
    description: "A playful back-and-forth of compliments that gets sweeter the longer it lasts.",
    type: "words_of_affirmation",
    duration: "10 minutes",
    difficulty: "beginner",
    instructions: [
      "Sit facing each other and take turns giving one compliment at a time.",
      'No repeats and no "you too": each one has to be new and specific.',
      "Move from looks to character to the little habits you adore.",
      "Whoever pauses for more than five seconds owes the other a kiss.",
    ],
  },
  {
    id: "wa4",
    title: "Public Praise",
    description: "Let them overhear how highly you think of them, shared with people who matter to you both.",
    type: "words_of_affirmation",
    duration: "A few minutes",
    difficulty: "advanced",
    instructions: [
      "Notice something they have achieved or handled well recently.",
      "Mention it warmly to friends or family while they are present, without embarrassing them.",
      "Keep it genuine and brief; the point is their pride, not a speech.",
      "Later, tell them privately why you wanted others to know.",
    ],
  },
  // Physical touch
  {
    id: "pt1",
    title: "The Twenty-Second Hug",
    description: "A hug long enough for both of you to exhale and actually relax into each other.",
    type: "physical_touch",
    duration: "1 minute",
    difficulty: "beginner",
    instructions: [
      "Greet each other with a hug at the end of the day.",
      "Stay in it for a slow count of twenty, breathing together.",
      "Let your shoulders drop and notice their heartbeat.",
      "Make it a daily habit, not an occasional treat.",
    ],
  },
  {
    id: "pt2",
    title: "Unhurried Shoulder Massage",
    description: "Ten minutes of easing away the day, with no expectation of anything more.",
    type: "physical_touch",
    duration: "15 minutes",
    difficulty: "intermediate",
    instructions: [
      "Ask where they are holding tension and whether anywhere is off-limits.",
      "Warm a little lotion or oil in your hands; if the evening may lead further, bear in mind that oil and latex condoms do not mix.",
      "Work slowly from the neck out across the shoulders with your thumbs and palms.",
      "Check pressure as you go and finish with a few long, light strokes.",
    ],
    materials: ["Massage oil or lotion", "A towel"],
  },
  {
    id: "pt3",
    title: "Touch Throughout the Day",
    description: "Small, frequent touches that keep you connected between the big moments.",
    type: "physical_touch",
    duration: "All day",
    difficulty: "advanced",
    instructions: [
      "Pick a day when you are together and set an intention to touch often.",
      "Hold hands walking, rest a hand on their back in the kitchen, brush their hair from their face.",
      "Keep each touch brief, warm and free of expectation.",
      "That evening, ask which moment they liked best.",
    ],
  },
  // Acts of service
  {
    id: "as1",
    title: "Chore Takeover",
    description: "Quietly take on a task they dread, without being asked and without announcing it.",
    type: "acts_of_service",
    duration: "30-60 minutes",
    difficulty: "beginner",
    instructions: [
      "Notice which chore they sigh about most.",
      "Do it fully and well, at a moment when they are out or busy.",
      "Resist the urge to point it out; let them discover it.",
      "If they thank you, simply say you wanted their day to be lighter.",
    ],
  },
  {
    id: "as2",
    title: "Their Perfect Morning",
    description: "Prepare everything for a calm, easy start to their day.",
    type: "acts_of_service",
    duration: "30 minutes",
    difficulty: "intermediate",
    instructions: [
      "The night before, lay out what they will need: bag packed, keys found, clothes ready.",
      "Get up first and make their coffee or tea exactly how they like it.",
      "Handle one morning job that usually falls to them.",
      "Send them off with breakfast in hand and a kiss at the door.",
    ],
    materials: ["Their favourite breakfast", "Coffee or tea"],
  },
  {
    id: "as3",
    title: "The To-Do List Rescue",
    description: "Ask for their list of nagging errands, then clear as much of it as you can in one weekend.",
    type: "acts_of_service",
    duration: "Half a day",
    difficulty: "advanced",
    instructions: [
      "Ask them to write down every small task that has been hanging over them.",
      "Choose the ones you can handle and agree which they would rather keep.",
      "Work through them while they rest or do something they enjoy.",
      "Present the crossed-off list at dinner.",
    ],
    materials: ["Paper and pen", "Whatever the tasks need"],
  },
  // Quality time
  {
    id: "qt1",
    title: "Phones-Away Dinner",
    description: "A meal where the only thing on the table is food, and the only thing on your mind is each other.",
    type: "quality_time",
    duration: "1 hour",
    difficulty: "beginner",
    instructions: [
      "Put both phones in another room before you sit down.",
      "Light a lamp, or a candle you will not leave unattended, and turn off the television.",
      "Ask open questions: what made you laugh this week, what are you looking forward to.",
      "Stay at the table for ten minutes after you have finished eating.",
    ],
    materials: ["A lamp or a candle"],
  },
  {
    id: "qt2",
    title: "Walk and Talk",
    description: "A long walk side by side, where conversation wanders as freely as your route.",
    type: "quality_time",
    duration: "1 hour",
    difficulty: "beginner",
    instructions: [
      "Choose a route with no destination and no time pressure.",
      "Hold hands for at least part of the way.",
      "Let one of you choose a topic for each stretch, from daydreams to childhood memories.",
      "Stop somewhere for a drink before heading home.",
    ],
  },
  {
    id: "qt3",
    title: "Learn Something Together",
    description: "Pick a new skill neither of you has and become beginners side by side over a few weeks.",
    type: "quality_time",
    duration: "1 hour a week",
    difficulty: "advanced",
    instructions: [
      "Agree on something you are both curious about: a dance, a language, pottery, a recipe style.",
      "Set a regular weekly slot and protect it.",
      "Celebrate the small progress and laugh at the wobbly bits.",
      "After a month, show off what you have learned with a small date built around it.",
    ],
    materials: ["A class, book or online course"],
  },
  // Receiving gifts
  {
    id: "rg1",
    title: "The Little Thought Gift",
    description: "A small, inexpensive gift that proves you remembered something they mentioned in passing.",
    type: "receiving_gifts",
    duration: "20 minutes",
    difficulty: "beginner",
    instructions: [
      "Keep a private note of things they mention wanting, liking or missing.",
      "Pick one small item from the list.",
      "Wrap it simply and add a tag that says where the idea came from.",
      "Give it on an ordinary day, not an occasion.",
    ],
    materials: ["A small gift", "Wrapping and a tag"],
  },
  {
    id: "rg2",
    title: "Memory Box",
    description: "A box of keepsakes from your relationship, each labelled with the story behind it.",
    type: "receiving_gifts",
    duration: "2 hours",
    difficulty: "intermediate",
    instructions: [
      "Gather tickets, photos, notes and small objects from your time together.",
      "Write a short label for each: the date and why it matters.",
      "Arrange them in a pretty box with room left for new memories.",
      "Give it over a quiet evening and go through it together.",
    ],
    materials: ["A keepsake box", "Photos and mementos", "Small labels"],
  },
  {
    id: "rg3",
    title: "Treasure Hunt Surprise",
    description: "A trail of clues around the home leading to a gift chosen just for them.",
    type: "receiving_gifts",
    duration: "1 hour to prepare",
    difficulty: "advanced",
    instructions: [
      "Choose the gift and hide it somewhere meaningful.",
      "Write five or six clues that each reference a shared memory.",
      "Hide the clues in order, from the front door to the gift.",
      "Hand them the first clue and follow along to watch.",
    ],
    materials: ["The gift", "Paper for the clues", "A little tape"],
  },
];

export const LOVE_QUIZ_QUESTIONS: readonly LoveLanguageQuizQuestion[] = [
  {
    id: "words_of_affirmation",
    question: "How much does it mean to you when your partner says how they feel about you?",
    description: 'Think of compliments, encouragement and hearing "I love you" or "I\'m proud of you".',
  },
  {
    id: "physical_touch",
    question: "How important is physical closeness in feeling loved?",
    description: "Think of hugs, holding hands, cuddling on the sofa and casual touches during the day.",
  },
  {
    id: "acts_of_service",
    question: "How loved do you feel when your partner takes something off your plate?",
    description: "Think of chores done without asking, help with errands and small practical kindnesses.",
  },
  {
    id: "quality_time",
    question: "How much do you value undivided, uninterrupted time together?",
    description: "Think of phone-free dinners, long walks, real conversations and shared plans.",
  },
  {
    id: "receiving_gifts",
    question: "How special do thoughtful gifts and tokens make you feel?",
    description: "Think of surprises, souvenirs and little things that show they were thinking of you.",
  },
];

export function findLoveLanguage(id: LoveLanguageId): LoveLanguage {
  const language = LOVE_LANGUAGES.find((entry) => entry.id === id);
  if (!language) throw new Error(`Unknown love language: ${id}`);
  return language;
}

export function activitiesForLanguage(id: LoveLanguageId): readonly LoveLanguageActivity[] {
  return LOVE_LANGUAGE_ACTIVITIES.filter((activity) => activity.type === id);
}

/** Counts by difficulty for the language view. */
export function countActivitiesByDifficulty(
  activities: readonly LoveLanguageActivity[],
): Readonly<Record<LoveLanguageActivityDifficulty, number>> {
  const counts: Record<LoveLanguageActivityDifficulty, number> = { beginner: 0, intermediate: 0, advanced: 0 };
  for (const activity of activities) counts[activity.difficulty] += 1;
  return counts;
}

/**
 * Rank languages by score, highest first. Ties keep the quiz questions' order (the sort is stable);
 * a language without a score counts as 0.
 */
export function rankLoveLanguages(scores: Partial<Readonly<Record<LoveLanguageId, number>>>): RankedLoveLanguage[] {
  return LOVE_QUIZ_QUESTIONS.map((question) => ({ id: question.id, score: scores[question.id] ?? 0 })).sort(
    (a, b) => b.score - a.score,
  );
}

/** Result bar width: score / 5, as a percentage from 0 to 100. */
export function scoreBarPercent(score: number): number {
  return Math.max(0, Math.min(100, (score / QUIZ_MAX_SCORE) * 100));
}

export function isQuizScore(value: unknown): value is QuizScore {
  return typeof value === "number" && Number.isInteger(value) && value >= QUIZ_MIN_SCORE && value <= QUIZ_MAX_SCORE;
}

/** The first QUIZ_TOP_ACTIVITIES activities of the top-ranked language. */
export function topActivitiesForResults(
  ranked: readonly RankedLoveLanguage[],
  count: number = QUIZ_TOP_ACTIVITIES,
): readonly LoveLanguageActivity[] {
  const primary = ranked[0];
  if (!primary) return [];
  return activitiesForLanguage(primary.id).slice(0, count);
}
