/**
 * Romantic Guides (/romantic-guides, spec part 2 §2.8, §3, §9): ten guides in five categories.
 * DECISIONS.md: "Start This Guide" opens a step-by-step view; `guideWalkthrough` gives its steps.
 */

export const GUIDE_CATEGORY_IDS = [
  "romantic_connection",
  "sensual_activities",
  "intimate_desires",
  "romance_rituals",
  "atmosphere_setting",
] as const;
export type GuideCategoryId = (typeof GUIDE_CATEGORY_IDS)[number];

export type ThemeColor = "rose" | "coral" | "plum" | "gold" | "teal" | "violet";

/** lucide-react icon names used by this module. */
export type GuideIcon =
  | "HeartHandshake"
  | "HandHeart"
  | "Flame"
  | "CalendarHeart"
  | "Lamp"
  | "MessageCircleHeart"
  | "Sparkles"
  | "Feather"
  | "MessageCircle"
  | "KeyRound"
  | "Sun"
  | "ClipboardList"
  | "BedDouble"
  | "Moon";

export const GUIDE_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export type GuideDifficulty = (typeof GUIDE_DIFFICULTIES)[number];

export interface GuideCategory {
  readonly id: GuideCategoryId;
  readonly title: string;
  readonly description: string;
  readonly icon: GuideIcon;
  readonly color: ThemeColor;
}

export interface GuideSection {
  readonly id: string;
  readonly title: string;
  readonly content: string;
  readonly steps?: readonly string[];
  readonly examples?: readonly string[];
}

export interface RomanticGuide {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly category: GuideCategoryId;
  readonly difficulty: GuideDifficulty;
  readonly duration: string;
  readonly icon: GuideIcon;
  readonly color: ThemeColor;
  readonly featured: boolean;
  readonly materials?: readonly string[];
  /** 3-5 collapsible sections. */
  readonly sections: readonly GuideSection[];
  readonly tips: readonly string[];
}

/** Spec §9: 10 guides in 5 categories. */
export const ROMANTIC_GUIDE_COUNT = 10;
export const GUIDES_PER_CATEGORY = 2;
/** Browser key for custom guides (an array, else ignored), spec §3. */
export const CUSTOM_GUIDES_STORAGE_KEY = "romantic_guides_custom";

export const GUIDE_CATEGORIES: readonly GuideCategory[] = [
  {
    id: "romantic_connection",
    title: "Romantic Connection",
    description: "Conversations and habits that help you feel seen, heard and close.",
    icon: "HeartHandshake",
    color: "rose",
  },
  {
    id: "sensual_activities",
    title: "Sensual Activities",
    description: "Slow, attentive touch and shared sensations, with comfort first.",
    icon: "HandHeart",
    color: "coral",
  },
  {
    id: "intimate_desires",
    title: "Intimate Desires",
    description: "Talking about what you want, exploring safely and saying no with ease.",
    icon: "Flame",
    color: "plum",
  },
  {
    id: "romance_rituals",
    title: "Romance Rituals",
    description: "Small daily and weekly traditions that keep the spark steady.",
    icon: "CalendarHeart",
    color: "gold",
  },
  {
    id: "atmosphere_setting",
    title: "Atmosphere Setting",
    description: "Light, sound, scent and space arranged for closeness.",
    icon: "Lamp",
    color: "violet",
  },
];

export const ROMANTIC_GUIDES: readonly RomanticGuide[] = [
  // romantic_connection
  {
    id: "art-of-deep-conversation",
    title: "The Art of Deep Conversation",
    description: 'Move past "how was your day?" into conversations that leave you both feeling truly known.',
    category: "romantic_connection",
    difficulty: "beginner",
    duration: "45-60 minutes",
    icon: "MessageCircleHeart",
    color: "rose",
    featured: true,
    sections: [
      {
        id: "safe-space",
        title: "Create a Safe Space",
        content:
          "Deep conversations need privacy, time and the promise that nothing said will be used later in an argument. Choose a calm evening, not the end of a stressful day.",
        steps: [
          "Put both phones in another room.",
          "Sit somewhere comfortable, close enough to touch.",
          "Agree that any question can be passed, no explanation needed.",
        ],
      },
      {
        id: "questions-that-open-doors",
        title: "Questions That Open Doors",
        content:
          "Open questions invite stories rather than yes-or-no answers. Start light and let the conversation find its own depth.",
        examples: [
          "What is a moment from this year that you would like to live again?",
          "When do you feel most like yourself with me?",
          "What is something you have wanted to tell me but have not found the moment for?",
          "What did love look like in the home you grew up in?",
        ],
      },
      {
        id: "listen-fully",
        title: "Listen Fully",
        content:
          "The gift of a deep conversation is being listened to. Resist fixing, advising or turning the story towards yourself.",
        steps: [
          "Reflect back what you heard in your own words.",
          "Ask one follow-up question before sharing your own view.",
          "Notice their tone and body language as well as their words.",
        ],
      },
      {
        id: "closing-warmly",
        title: "Close the Conversation Warmly",
        content:
          "End on appreciation rather than a conclusion. Thank each other for what was shared, especially anything that felt vulnerable, and finish with a hug.",
      },
    ],
    tips: [
      "Make it a monthly ritual rather than a one-off.",
      "If a topic gets heavy, it is fine to pause and come back to it.",
      "Curiosity matters more than finding the perfect question.",
    ],
  },
  {
    id: "rekindling-the-spark",
    title: "Rekindling the Spark",
    description: "A gentle plan for couples who love each other but feel stuck in routine.",
    category: "romantic_connection",
    difficulty: "intermediate",
    duration: "A few weeks",
    icon: "Sparkles",
    color: "rose",
    featured: false,
    sections: [
      {
        id: "remember-why",
        title: "Remember Why",
        content:
          "Before changing anything, look back. Share the stories of how you met, what first drew you in and the moments you still smile about.",
        steps: [
          "Look through old photos or messages together.",
          "Each name three things that first attracted you.",
          "Say which of those you still see today.",
        ],
      },
      {
        id: "novelty-on-purpose",
        title: "Add Novelty on Purpose",
        content:
          "New experiences shared together bring back the excitement of early dating. They do not need to be big, only new to both of you.",
        examples: [
          "A restaurant serving a cuisine neither of you has tried.",
          "A beginners' class in something slightly out of your comfort zone.",
          "A walk in a part of town you have never explored.",
        ],
      },
      {
        id: "daily-signals",
        title: "Send Small Daily Signals",
        content:
          "Spark lives in small moments: a lingering kiss at the door, a flirty message in the afternoon, a compliment that is specific and sincere.",
      },
      {
        id: "monthly-adventure",
        title: "Plan a Monthly Adventure",
        content:
          "Take turns planning one bigger date each month. The planner keeps the details secret; the other simply says yes to being surprised.",
      },
    ],
    tips: [
      "Talk about it as a shared project, not a fix for a problem.",
      "Expect some dates to fall flat; laugh about those too.",
      "Keep a list of what worked so you can return to it.",
    ],
  },
  // sensual_activities
  {
    id: "sensual-massage-for-beginners",
    title: "Sensual Massage for Beginners",
    description: "Everything you need for a slow, relaxing massage that is about comfort and connection.",
    category: "sensual_activities",
    difficulty: "beginner",
    duration: "45-60 minutes",
    icon: "Feather",
    color: "coral",
    featured: true,
    materials: ["Massage oil or lotion", "Two large towels", "A warm blanket", "Soft music", "Low lighting"],
    sections: [
      {
        id: "prepare-the-space",
        title: "Prepare the Space",
        content: "Warmth and comfort come first. A cold room or a scratchy surface will keep anyone from relaxing.",
        steps: [
          "Warm the room a little more than usual.",
          "Lay towels over the bed or a padded floor.",
          "Dim the lights and start a long, calm playlist.",
          "Sit the bottle of oil in a bowl of hot water for a few minutes so it is warm to the touch; if condoms may be part of the evening, choose a water-based lotion instead, because oil weakens latex.",
        ],
      },
      {
        id: "check-in-first",
        title: "Check In Before You Start",
        content:
          'Ask about sore spots, areas to avoid and how firm they like the pressure. Agree that the person receiving can say "more", "less" or "stop" at any time.',
      },
      {
        id: "core-strokes",
        title: "Three Simple Strokes",
        content: "You do not need training. Three strokes, done slowly and with attention, are plenty.",
        steps: [
          "Gliding: long, light strokes with flat palms to spread the oil and warm the skin.",
          "Kneading: gentle squeezing and rolling of the shoulders, like kneading soft dough.",
          "Circles: small, slow circles with your thumbs either side of the spine, never on it.",
        ],
      },
      {
        id: "finish-slowly",
        title: "Finish Slowly",
        content:
          "End with a few feather-light strokes from neck to lower back, then cover them with a warm blanket and let them rest. Swap roles another time, or now if you both want to.",
      },
    ],
    tips: [
      "Keep one hand in contact at all times for a continuous, soothing feel.",
      "Slower is almost always better.",
      "Warm hands before you begin.",
      "Ask for feedback halfway through.",
    ],
  },
  {
    id: "slow-touch-evening",
    title: "A Slow Touch Evening",
    description: "A mindful, no-pressure way to explore touch together, focused on noticing rather than goals.",
    category: "sensual_activities",
    difficulty: "intermediate",
    duration: "1 hour",
    icon: "HandHeart",
    color: "coral",
    featured: false,
    materials: ["A timer", "A soft blanket", "A few different textures: silk, velvet, a feather"],
    sections: [
      {
        id: "ground-rules",
        title: "Set the Ground Rules",
        content:
          "This evening is about noticing, not about where it leads. Agree that nothing beyond touch is expected, and that either of you can pause or stop at any moment.",
      },
      {
        id: "taking-turns",
        title: "Take Turns Giving and Receiving",
        content:
          "One of you gives touch for ten minutes while the other simply receives, then you swap. The giver explores for their own curiosity; the receiver notices and enjoys.",
        steps: [
          "Set a timer for ten minutes.",
          "Giver: explore arms, hands, back and shoulders slowly.",
          "Receiver: breathe, notice and say if anything is uncomfortable.",
          "Swap when the timer sounds.",
        ],
      },
      {
        id: "textures",
        title: "Bring in Textures",
        content:
          "Different materials bring attention back to the sensation. Try each one slowly and ask which the receiver prefers.",
        examples: [
          "The cool slide of silk",
          "The softness of velvet",
          "The tickle of a feather",
          "The warmth of a bare palm",
        ],
      },
      {
        id: "share-afterwards",
        title: "Share Afterwards",
        content:
          "Lie together and talk about what you noticed: a favourite sensation, a surprise, anything you would like more of next time.",
      },
    ],
    tips: [
      "If your mind wanders, bring it back to your hands.",
      "The receiver does not need to return the favour straight away.",
      "Repeat it regularly; it deepens each time.",
    ],
  },
  // intimate_desires
  {
    id: "talking-about-desire",
    title: "Talking About Desire",
    description: "How to share what you want, and hear what your partner wants, with warmth and without pressure.",
    category: "intimate_desires",
    difficulty: "intermediate",
    duration: "1 hour",
    icon: "MessageCircle",
    color: "plum",
    featured: true,
    materials: ["Paper and pens", "A private, comfortable spot"],
    sections: [
      {
        id: "why-it-matters",
        title: "Why It Is Worth It",
        content:
          "Most couples never talk openly about desire, and guess instead. A gentle conversation replaces guessing with knowing, and often makes both of you feel more wanted.",
      },
      {
        id: "choose-the-moment",
        title: "Choose the Moment",
        content:
          "Talk at a relaxed, neutral time rather than in bed or straight after an intimate moment, when feelings are more easily bruised.",
        examples: ["On a long walk", "Over a slow weekend breakfast", "On a drive with nowhere to be"],
      },
      {
        id: "yes-no-maybe-list",
        title: "The Yes, No, Maybe List",
        content:
          "A written list takes the pressure off saying things out loud. Fill it in separately, then compare only where your answers overlap.",
        steps: [
          "Each write a list of things you enjoy, are curious about or would rather not do.",
          "Mark each as yes, no or maybe.",
          "Share only the items where you both said yes or maybe.",
          "Pick one shared yes to enjoy soon.",
        ],
      },
      {
        id: "handling-differences",
        title: "Handling Differences",
        content:
          'Different desires are normal. A "no" is respected without persuasion; a "maybe" can be explored slowly, with the option to stop. What matters is that both of you feel safe.',
      },
    ],
    tips: [
      "Start with what you already love about your intimate life together.",
      'Use "I would love..." rather than "you never...".',
      "Revisit the conversation every few months.",
      "Thank each other for being open.",
    ],
  },
  {
    id: "exploring-fantasies-safely",
    title: "Exploring Fantasies Safely",
    description: "A consent-first approach to sharing daydreams and trying something new together.",
    category: "intimate_desires",
    difficulty: "advanced",
    duration: "An evening, plus a check-in the next day",
    icon: "KeyRound",
    color: "plum",
    featured: false,
    sections: [
      {
        id: "share-without-pressure",
        title: "Share Without Pressure",
        content:
          "A fantasy shared is not a request. Agree from the start that telling each other about daydreams does not commit anyone to acting on them.",
      },
      {
        id: "boundaries-and-safe-words",
        title: "Boundaries and Safe Words",
        content: "Before trying anything new, agree on limits and a way to stop instantly.",
        steps: [
          'Choose a safe word that could never be mistaken, such as "pineapple".',
          "Use traffic lights for check-ins: green to continue, yellow to slow down, red to stop.",
          "List anything that is off the table tonight.",
        ],
      },
      {
        id: "try-one-thing",
        title: "Try One Small Thing",
        content:
          "Pick a single, gentle idea from your shared list and try it for a short, agreed time. Starting small makes it easy to enjoy and easy to stop.",
        examples: ["A silk blindfold", "A playful role for one evening", "Taking turns deciding the pace"],
      },
      {
        id: "aftercare",
        title: "Aftercare and Debrief",
        content:
          "Afterwards, stay close: cuddle, drink some water, say something kind. The next day, talk about what you enjoyed, what you would change and whether you would like to try it again.",
      },
    ],
    tips: [
      "Clear heads only: save new experiences for sober evenings.",
      "Either of you can change your mind at any point, even mid-way.",
      "Go slower and gentler than you think you need to.",
    ],
  },
  // romance_rituals
  {
    id: "daily-rituals-of-love",
    title: "Daily Rituals of Love",
    description: "Tiny, repeatable moments that add up to a relationship that feels cared for every day.",
    category: "romance_rituals",
    difficulty: "beginner",
    duration: "10 minutes a day",
    icon: "Sun",
    color: "gold",
    featured: false,
    sections: [
      {
        id: "morning",
        title: "The Morning",
        content: "Start the day turned towards each other before you turn towards your phones.",
        examples: [
          "A lingering good-morning kiss",
          "Coffee made for each other",
          "One sentence about what you are looking forward to",
        ],
      },
      {
        id: "goodbyes-and-hellos",
        title: "Goodbyes and Hellos",
        content:
          "The moments of leaving and returning set the tone. Make them count with a kiss of at least six seconds and a real hug.",
        steps: [
          "Stop what you are doing when your partner comes home.",
          "Greet them at the door if you can.",
          "Ask one question about their day before anything practical.",
        ],
      },
      {
        id: "evening-wind-down",
        title: "The Evening Wind-Down",
        content:
          "End the day together: a short walk, tea on the sofa or ten minutes in bed sharing highs and lows. Keep difficult topics for another time.",
      },
    ],
    tips: [
      "Choose two rituals to begin with; add more later.",
      "Consistency matters more than grand gestures.",
      "Adapt rituals to shift work or travel rather than dropping them.",
    ],
  },
  {
    id: "weekly-check-in",
    title: "The Weekly Check-In",
    description: "A warm, structured half hour each week to appreciate each other and stay on the same page.",
    category: "romance_rituals",
    difficulty: "intermediate",
    duration: "30 minutes a week",
    icon: "ClipboardList",
    color: "gold",
    featured: false,
    materials: ["A drink each", "A shared note for plans"],
    sections: [
      {
        id: "set-the-scene",
        title: "Set the Scene",
        content:
          "Pick the same relaxed time every week, such as Sunday evening, with a drink and no screens. It is a date, not a meeting.",
      },
      {
        id: "appreciations",
        title: "Start With Appreciation",
        content: "Each name three things the other did this week that you appreciated, however small.",
        examples: [
          '"Thank you for making dinner on Tuesday when I was exhausted."',
          '"I loved how you laughed at the film on Friday."',
        ],
      },
      {
        id: "whats-on-your-mind",
        title: "What Is on Your Mind",
        content:
          "Share anything that is weighing on you, inside or outside the relationship. Listen first; solve only if asked.",
      },
      {
        id: "plans-and-desires",
        title: "Plans and Desires",
        content:
          "Look at the week ahead together and plan one date, one moment of rest and one thing you would love more of.",
        steps: ["Check both calendars.", "Book the date in.", "Each share one wish for the week."],
      },
    ],
    tips: [
      "Keep it short; thirty minutes is enough.",
      "Never skip the appreciation part.",
      "End with a hug or a kiss.",
    ],
  },
  // atmosphere_setting
  {
    id: "creating-a-romantic-bedroom",
    title: "Creating a Romantic Bedroom",
    description: "Turn your bedroom into a calm, inviting space that feels made for two.",
    category: "atmosphere_setting",
    difficulty: "beginner",
    duration: "An afternoon",
    icon: "BedDouble",
    color: "violet",
    featured: false,
    materials: ["Warm lamps or string lights", "Soft bedding", "A small speaker", "A gentle room scent"],
    sections: [
      {
        id: "declutter",
        title: "Declutter",
        content:
          "A bedroom full of laundry, paperwork and screens feels like an office. Clear surfaces and give work and chores another home.",
        steps: ["Move work items out.", "Clear the bedside tables.", "Find a closed home for laundry."],
      },
      {
        id: "light",
        title: "Soften the Light",
        content: "Replace harsh overhead light with warm, low sources at different heights.",
        examples: [
          "Bedside lamps with warm bulbs",
          "String lights along the headboard",
          "Flameless candles on a shelf",
        ],
      },
      {
        id: "sound",
        title: "Add Sound",
        content:
          "A small speaker with a calm playlist, or gentle white noise, adds privacy and mood. Keep the volume low enough for whispering.",
      },
      {
        id: "texture-and-scent",
        title: "Texture and Scent",
        content:
          "Soft sheets, extra pillows and a throw make the bed inviting. A light scent, such as lavender or sandalwood, ties it together; keep it subtle.",
      },
    ],
    tips: [
      "Make the bed every morning; it transforms how the room feels at night.",
      "Keep phones charging outside the bedroom.",
      "Small changes, done well, beat a full makeover.",
    ],
  },
  {
    id: "perfect-night-in",
    title: "The Perfect Night In",
    description: "Plan an evening at home that feels as special as a night out, from the first drink to the last song.",
    category: "atmosphere_setting",
    difficulty: "beginner",
    duration: "3-4 hours",
    icon: "Moon",
    color: "violet",
    featured: false,
    materials: [
      "Ingredients for a simple meal",
      "Lamps, or candles set away from anything that can catch",
      "A playlist",
      "A favourite film or game",
    ],
    sections: [
      {
        id: "plan-ahead",
        title: "Plan Ahead",
        content:
          "Decide the theme and menu a day or two before, so the evening itself is relaxed. Tell your partner only the dress code.",
      },
      {
        id: "food-and-drink",
        title: "Food and Drink",
        content:
          "Choose something you can cook together or prepare in advance. Serve it at the table, not on the sofa.",
        examples: ["A simple pasta with a good sauce", "A cheese and fruit board", "Dessert that needs no oven"],
      },
      {
        id: "the-activity",
        title: "The Activity",
        content: "Pick one shared activity that keeps you facing each other.",
        examples: [
          "A two-player board game",
          "Dancing in the living room",
          "Building a playlist of your story",
          "A film in a blanket fort",
        ],
      },
      {
        id: "wind-down",
        title: "Wind Down Together",
        content: "Finish with something slow: a bath, a massage or simply talking in bed with the lights low.",
        steps: ["Clear up together in ten minutes.", "Lower the lights.", "Put on the last, slowest song."],
      },
    ],
    tips: [
      "Phones stay away all evening.",
      "Dress up, even a little.",
      "Let the evening change course if you both want it to.",
    ],
  },
];

export function guidesInCategory(category: GuideCategoryId): readonly RomanticGuide[] {
  return ROMANTIC_GUIDES.filter((guide) => guide.category === category);
}

export function featuredGuides(): readonly RomanticGuide[] {
  return ROMANTIC_GUIDES.filter((guide) => guide.featured);
}

export function findGuide(id: string): RomanticGuide | undefined {
  return ROMANTIC_GUIDES.find((guide) => guide.id === id);
}
