/**
 * Long Distance Relationship Guide (/games/long-distance, spec part 2 §2.6, §3, §4, §9).
 * The first twenty activities in one list (long-distance-all.ts adds the rest), eight tabs with two idea-list sections each, and the pure
 * step-by-step navigation (DECISIONS.md: activities open a step-by-step view).
 */

export const LONG_DISTANCE_CATEGORIES = ["romantic", "intimate", "playful"] as const;
export type LongDistanceCategory = (typeof LONG_DISTANCE_CATEGORIES)[number];

export const LONG_DISTANCE_TYPES = ["video_call", "messaging", "surprise", "planning", "other"] as const;
export type LongDistanceType = (typeof LONG_DISTANCE_TYPES)[number];

export const LONG_DISTANCE_DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type LongDistanceDifficulty = (typeof LONG_DISTANCE_DIFFICULTIES)[number];

/** lucide-react icon names for the tabs. */
export type LongDistanceIcon =
  "Star" | "Heart" | "Flame" | "Link" | "Video" | "MessageCircle" | "Gift" | "CalendarDays";

export interface LongDistanceActivity {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Steps shown one at a time (3-6). */
  readonly instructions: readonly string[];
  readonly duration: string;
  readonly category: LongDistanceCategory;
  readonly type: LongDistanceType;
  readonly difficulty: LongDistanceDifficulty;
  readonly requirements: readonly string[];
}

export interface LongDistanceIdeaSection {
  readonly title: string;
  /** 4-6 short ideas. */
  readonly ideas: readonly string[];
}

export const LONG_DISTANCE_TAB_IDS = [
  "most_popular",
  "romance",
  "intimacy",
  "connection",
  "video",
  "messaging",
  "surprise",
  "planning",
] as const;
export type LongDistanceTabId = (typeof LONG_DISTANCE_TAB_IDS)[number];

export interface LongDistanceTab {
  readonly id: LongDistanceTabId;
  readonly label: string;
  readonly icon: LongDistanceIcon;
  /** Two idea-list columns. */
  readonly sections: readonly [LongDistanceIdeaSection, LongDistanceIdeaSection];
  /** Activity cards shown on this tab, in display order. */
  readonly activityIds: readonly string[];
}

/** Spec §9: 20 long-distance activities. */
export const LONG_DISTANCE_ACTIVITY_COUNT = 20;
export const LONG_DISTANCE_MIN_STEPS = 3;
export const LONG_DISTANCE_MAX_STEPS = 6;

export const LONG_DISTANCE_ACTIVITIES: readonly LongDistanceActivity[] = [
  {
    id: "virtual-dinner-date",
    title: "Virtual Dinner Date",
    description: "Cook the same meal in two kitchens and sit down to eat it together on camera, candles and all.",
    instructions: [
      "Agree on a recipe, or order the same kind of food from places near each of you.",
      "Dress up a little and set a proper table on both ends: a cloth, a glass, a lamp or a candle that you never leave unattended.",
      "Prop the screen at eye level so it feels like sitting across from each other.",
      "Raise a toast, eat slowly and talk about anything except schedules and logistics.",
      "Finish with one slow song, each of you swaying in your own room.",
    ],
    duration: "1-2 hours",
    category: "romantic",
    type: "video_call",
    difficulty: "easy",
    requirements: ["Video call app", "The same recipe or takeaway", "A candle or warm lamp"],
  },
  {
    id: "synchronized-movie-night",
    title: "Synchronised Movie Night",
    description: "Press play at the same second, keep a call open, and trade commentary like you are sharing a sofa.",
    instructions: [
      "Take turns choosing a film the other has never seen.",
      "Use a watch-party feature or count down from three together and press play.",
      "Keep a voice call or chat open for whispered reactions.",
      "Pause halfway for a snack break and compare predictions.",
      "Rate the film out of ten and pick the next one before you hang up.",
    ],
    duration: "2-3 hours",
    category: "playful",
    type: "video_call",
    difficulty: "easy",
    requirements: ["Streaming service or watch-party tool", "Headphones", "Snacks on both ends"],
  },
  {
    id: "open-when-letters",
    title: '"Open When..." Letters',
    description:
      "A bundle of sealed letters for the moments when they miss you most, each one marked with when to open it.",
    instructions: [
      "List moments worth a letter: open when you miss me, when you cannot sleep, when you need a laugh, when you are proud of yourself.",
      "Write each letter by hand, adding a photo, a pressed flower or a small ticket stub.",
      'Seal every envelope and write its "open when" line clearly on the front.',
      "Post the bundle together, or tuck it in their bag before a visit ends.",
    ],
    duration: "2-3 hours to write",
    category: "romantic",
    type: "surprise",
    difficulty: "medium",
    requirements: ["Paper and envelopes", "A good pen", "Postage or a visit to hand them over"],
  },
  {
    id: "fall-asleep-together",
    title: "Fall Asleep Together",
    description: "End the day on a quiet call, talking softly until one of you drifts off first.",
    instructions: [
      "Get fully ready for bed first so nothing interrupts you later.",
      "Start a call with the lights low and your phone charging nearby.",
      "Share the best and hardest part of your day, then let the talk slow down.",
      "Stay on the line in comfortable silence, listening to each other breathe.",
    ],
    duration: "30 minutes or more",
    category: "intimate",
    type: "video_call",
    difficulty: "easy",
    requirements: ["Phone and charger", "Headphones", "A quiet room"],
  },
  {
    id: "flirty-text-countdown",
    title: "Flirty Text Countdown",
    description: "A day of messages that build anticipation, hour by hour, towards an evening call.",
    instructions: [
      "Agree on a call time tonight and keep it a little mysterious.",
      "Send one message each hour, starting sweet and growing gradually more flirtatious.",
      "Keep every message something you would both be comfortable seeing later.",
      "Let your final message simply say it is time to pick up.",
    ],
    duration: "One day",
    category: "intimate",
    type: "messaging",
    difficulty: "easy",
    requirements: ["Messaging app", "An agreed call time"],
  },
  {
    id: "voice-note-mornings",
    title: "Voice Note Mornings",
    description:
      "A short voice message waiting for them when they wake up, so your voice is the first thing they hear.",
    instructions: [
      "Record your message just before you go to sleep or as you get up.",
      "Keep it under a minute: something you are looking forward to, and something you love about them.",
      "Once a week, hum or sing a line of your song instead.",
      "Ask them to reply with one word about how their morning feels.",
    ],
    duration: "5 minutes a day",
    category: "romantic",
    type: "messaging",
    difficulty: "easy",
    requirements: ["Phone with voice messages"],
  },
  {
    id: "themed-care-package",
    title: "Themed Care Package",
    description:
      "A box that arrives full of small comforts picked around one theme: cosy night in, stress relief, or a date in a box.",
    instructions: [
      "Choose a theme that fits their week, like exam stress, a cold snap or a celebration.",
      "Gather four to six small items: favourite snacks, a bar of good chocolate, socks, a playlist card.",
      "Add something that smells like home, like a lightly scented scarf or your usual tea.",
      "Include a handwritten note explaining why you chose each item.",
      "Post it, and stay on a call while they open it if you can.",
    ],
    duration: "About a week including delivery",
    category: "romantic",
    type: "surprise",
    difficulty: "medium",
    requirements: ["A sturdy box", "Small gifts", "Postage"],
  },
  {
    id: "deep-question-night",
    title: "Deep Question Night",
    description:
      "A call devoted to questions you have never asked, from dreams and fears to what makes each of you feel cherished.",
    instructions: [
      "Each write down five questions you would genuinely like answered.",
      "Take turns asking, and answer honestly or pass without explanation.",
      "Follow up at least once on each answer before moving on.",
      "End by naming one thing you learned about each other tonight.",
    ],
    duration: "1 hour",
    category: "intimate",
    type: "video_call",
    difficulty: "easy",
    requirements: ["Video or voice call", "A list of questions"],
  },
  {
    id: "online-game-night",
    title: "Online Game Night",
    description: "A little friendly rivalry across the miles, with small sweet stakes on every round.",
    instructions: [
      "Pick a two-player game you can both play online: chess, word games, co-op puzzles.",
      "Agree on playful stakes, like the loser writing a love note or choosing the next date.",
      "Keep the video on so you can see each other gloat and laugh.",
      "Play best of three and crown a champion for the week.",
    ],
    duration: "1-2 hours",
    category: "playful",
    type: "video_call",
    difficulty: "easy",
    requirements: ["An online two-player game", "Video call"],
  },
  {
    id: "reunion-countdown",
    title: "Reunion Countdown Calendar",
    description: "Turn the days until you meet into a shared calendar with a tiny surprise waiting on each one.",
    instructions: [
      "Agree the date of your next visit and count the days together.",
      "Split the days between you and plan a small treat for each of yours: a photo, a song, a riddle.",
      "Put them in a shared calendar or schedule the messages in advance.",
      "Reveal each day's surprise at the same time, like a ritual.",
      "Save the final day for the biggest surprise: your plans for the first evening together.",
    ],
    duration: "1 hour to set up",
    category: "romantic",
    type: "planning",
    difficulty: "medium",
    requirements: ["Shared calendar or scheduled messages", "A date for the next visit"],
  },
  {
    id: "plan-the-next-visit",
    title: "Plan the Next Visit",
    description: "Dream up your next time together in detail, from the first hug at the station to the last breakfast.",
    instructions: [
      "Open a shared note titled with the dates of your visit.",
      "Each add three must-dos and one wildcard surprise you will keep secret.",
      "Plan one day packed with adventures and one with absolutely nothing.",
      "Sort travel and budget together so it feels like a team project.",
    ],
    duration: "1 hour",
    category: "romantic",
    type: "planning",
    difficulty: "easy",
    requirements: ["Shared note or document", "Calendars"],
  },
  {
    id: "whispered-story",
    title: "Whispered Story",
    description:
      "Write the story of your reunion together, one message at a time, as flirty or tender as you both like.",
    instructions: [
      "One of you opens with the first line: the moment you see each other again.",
      "Take turns adding a single message, building the scene slowly.",
      "Keep it to what you are both comfortable writing down, and steer gently if it drifts.",
      "Save the finished story somewhere private to reread before the real thing.",
    ],
    duration: "An evening",
    category: "intimate",
    type: "messaging",
    difficulty: "medium",
    requirements: ["Private messaging app"],
  },
  {
    id: "surprise-delivery",
    title: "Surprise Food Delivery",
    description: "Send their favourite meal or dessert to their door on a hard day, with a note in the order.",
    instructions: [
      "Find out discreetly when they will be home and hungry.",
      "Order from a place they love near them, or a treat they would never buy themselves.",
      "Add a short message to the delivery note.",
      'Call just as it arrives and eat "together".',
    ],
    duration: "30 minutes",
    category: "romantic",
    type: "surprise",
    difficulty: "easy",
    requirements: ["Delivery service in their area", "Their address and schedule"],
  },
  {
    id: "matching-keepsakes",
    title: "Matching Keepsakes",
    description: "Two of the same small thing, one for each of you, so you both carry a reminder wherever you are.",
    instructions: [
      "Choose something you will use daily: a bracelet, a keyring, a mug, a scent.",
      "Order two and have one sent straight to them.",
      "Open yours on a call at the same time.",
      "Make a little ritual of touching or using it when you think of each other.",
    ],
    duration: "A week including delivery",
    category: "romantic",
    type: "surprise",
    difficulty: "medium",
    requirements: ["Two matching items", "Delivery"],
  },
  {
    id: "show-me-your-world",
    title: "Show Me Your World",
    description: "A live video tour of your daily life: your street, your coffee spot, the view from your window.",
    instructions: [
      "Plan a short route through the places you mention most.",
      "Start the video call and walk them through it, narrating little stories.",
      'Let them direct you: "go left", "show me that shop".',
      "Swap next time so each of you can picture the other's day.",
    ],
    duration: "45 minutes",
    category: "playful",
    type: "video_call",
    difficulty: "easy",
    requirements: ["Phone with good data", "Headphones"],
  },
  {
    id: "shared-journal",
    title: "Shared Journal",
    description:
      "One journal, two hands: take turns writing entries and mail it back and forth or keep it as a shared document.",
    instructions: [
      "Pick a format: a paper notebook to post, or a private shared document.",
      "Write an entry about your week and end it with a question for them.",
      "Pass it over and let them answer and add their own entry.",
      "Add photos, doodles and ticket stubs as the pages fill up.",
    ],
    duration: "Ongoing, 20 minutes a week",
    category: "romantic",
    type: "other",
    difficulty: "easy",
    requirements: ["Notebook and postage, or a shared document"],
  },
  {
    id: "same-sky-night",
    title: "Same Sky Night",
    description: "Step outside at the same moment and look up at the same moon, on a call, miles apart.",
    instructions: [
      "Check when the moon is visible for both of you and agree a time.",
      "Take a blanket and something warm to drink outside.",
      "Call and describe what you see, cloud by cloud.",
      "Make a wish out loud and promise to watch it together in person one day.",
    ],
    duration: "30 minutes",
    category: "romantic",
    type: "other",
    difficulty: "easy",
    requirements: ["Clear evening", "Phone", "A blanket"],
  },
  {
    id: "dress-to-impress",
    title: "Dress to Impress Date",
    description:
      "Both get ready for a date night as if you were meeting in person, then reveal your outfits on camera.",
    instructions: [
      "Agree on a dress code, from elegant to cosy and flirtatious.",
      "Get ready separately, taking your time with music on.",
      "Join the call with cameras off and reveal on the count of three.",
      "Spend the evening together: a drink, a dance, compliments without limit.",
      "Keep calls private: use an app you both trust, and never record or screenshot without a clear yes.",
    ],
    duration: "1-2 hours",
    category: "intimate",
    type: "video_call",
    difficulty: "medium",
    requirements: ["Video call app you both trust", "An outfit you feel great in"],
  },
  {
    id: "playlist-exchange",
    title: "Playlist Exchange",
    description: "Make each other a playlist for the week ahead, with a note explaining why each song made the cut.",
    instructions: [
      "Pick a theme: songs that remind me of you, songs for your commute, songs for missing me.",
      "Choose eight to twelve tracks and write one line about each.",
      "Share the playlists on the same evening.",
      "Listen separately during the week and message when a song hits you.",
    ],
    duration: "1 hour",
    category: "playful",
    type: "messaging",
    difficulty: "easy",
    requirements: ["Music streaming app"],
  },
  {
    id: "future-vision-board",
    title: "Future Together Vision Board",
    description:
      "Build a shared board of the life you are working towards: the city, the home, the trips, the small Sunday mornings.",
    instructions: [
      "Open a shared online board or start a scrapbook on each end.",
      "Each add images and words for the next year, five years, and one far-off dream.",
      "Talk through every item the other added and what it means to them.",
      "Pick one step you can take this month to close the distance.",
      "Return to the board whenever the miles feel long.",
    ],
    duration: "1-2 hours",
    category: "romantic",
    type: "planning",
    difficulty: "medium",
    requirements: ["Shared online board or scrapbooks", "Video call"],
  },
];

export const LONG_DISTANCE_TABS: readonly LongDistanceTab[] = [
  {
    id: "most_popular",
    label: "Most Popular",
    icon: "Star",
    sections: [
      {
        title: "Couples' Favourites",
        ideas: [
          "Dinner dates on video",
          "Falling asleep on a call",
          "Synchronised film nights",
          '"Open when" letters',
          "Online game nights",
        ],
      },
      {
        title: "Quick Wins",
        ideas: [
          "A good-morning voice note",
          "A photo of your view right now",
          "A surprise coffee delivered to them",
          "A song that made you think of them",
        ],
      },
    ],
    activityIds: [
      "virtual-dinner-date",
      "fall-asleep-together",
      "synchronized-movie-night",
      "open-when-letters",
      "themed-care-package",
      "online-game-night",
    ],
  },
  {
    id: "romance",
    label: "Romance",
    icon: "Heart",
    sections: [
      {
        title: "Romantic Gestures",
        ideas: [
          "Send flowers with a handwritten card",
          "Watch the same sunset on a call",
          "Wear matching keepsakes",
          "Mail a letter sealed with your scent",
          "Plan a surprise for their birthday from afar",
        ],
      },
      {
        title: "Words That Linger",
        ideas: [
          "List ten reasons you fell for them",
          "Write a poem, however clumsy",
          "Record yourself reading a love letter",
          "Describe your first kiss from your side",
        ],
      },
    ],
    activityIds: [
      "virtual-dinner-date",
      "open-when-letters",
      "voice-note-mornings",
      "same-sky-night",
      "matching-keepsakes",
      "reunion-countdown",
    ],
  },
  {
    id: "intimacy",
    label: "Intimacy",
    icon: "Flame",
    sections: [
      {
        title: "Closeness From Afar",
        ideas: [
          "Sleep in their shirt or hoodie",
          "Share a bedtime routine on a call",
          "Describe exactly how you would hug them right now",
          "Breathe together in silence for a minute",
        ],
      },
      {
        title: "Flirty and Tender",
        ideas: [
          "Send a teasing message before a big meeting",
          "Dress up for a video date",
          "Write the story of your next reunion together",
          "Agree what stays private, and keep it that way",
          "Ask what made them feel wanted this week",
        ],
      },
    ],
    activityIds: [
      "fall-asleep-together",
      "flirty-text-countdown",
      "deep-question-night",
      "whispered-story",
      "dress-to-impress",
    ],
  },
  {
    id: "connection",
    label: "Connection",
    icon: "Link",
    sections: [
      {
        title: "Be Part of Their Day",
        ideas: [
          "Video-walk them to your favourite café",
          "Do chores together on a call",
          "Send a photo of your lunch, with commentary",
          "Share the small wins and the annoying bits",
        ],
      },
      {
        title: "Grow Together",
        ideas: [
          "Read the same book and discuss a chapter a week",
          "Take an online class together",
          "Keep a shared journal",
          "Set a shared goal and cheer each other on",
          "Talk about where you see yourselves next year",
        ],
      },
    ],
    activityIds: [
      "show-me-your-world",
      "shared-journal",
      "deep-question-night",
      "future-vision-board",
      "voice-note-mornings",
    ],
  },
  {
    id: "video",
    label: "Video Ideas",
    icon: "Video",
    sections: [
      {
        title: "Date Nights on Camera",
        ideas: [
          "Cook the same recipe side by side",
          "Hold a two-person dance party",
          "Play a trivia game about each other",
          "Take a virtual museum tour together",
          "Dress up and share a drink",
        ],
      },
      {
        title: "Make Calls Feel Special",
        ideas: [
          "Set the screen at eye level",
          "Dim the lights on both ends",
          "Use headphones for whispered talk",
          "Put notifications on silent",
        ],
      },
    ],
    activityIds: [
      "virtual-dinner-date",
      "synchronized-movie-night",
      "fall-asleep-together",
      "deep-question-night",
      "online-game-night",
      "show-me-your-world",
      "dress-to-impress",
    ],
  },
  {
    id: "messaging",
    label: "Messaging",
    icon: "MessageCircle",
    sections: [
      {
        title: "Messages Worth Waking Up To",
        ideas: [
          "A voice note before they wake",
          "A memory that made you smile today",
          "A photo of something that reminded you of them",
          "Three words about how you feel right now",
        ],
      },
      {
        title: "Playful Threads",
        ideas: [
          "Emoji-only conversations",
          "A daily would-you-rather",
          "An hour-by-hour flirty countdown",
          "A story written one line at a time",
          "A song swap with one-line reviews",
        ],
      },
    ],
    activityIds: ["flirty-text-countdown", "voice-note-mornings", "whispered-story", "playlist-exchange"],
  },
  {
    id: "surprise",
    label: "Surprise",
    icon: "Gift",
    sections: [
      {
        title: "Things to Send",
        ideas: [
          "A care package with a theme",
          "Their favourite meal, delivered",
          "A matching bracelet or keyring",
          'A bundle of "open when" letters',
          "A framed photo of the two of you",
        ],
      },
      {
        title: "Little Surprises",
        ideas: [
          "A message scheduled for an important moment",
          "A friend passing on a hug from you",
          "A playlist that appears on a hard day",
          "A surprise video call from a place you love",
        ],
      },
    ],
    activityIds: ["open-when-letters", "themed-care-package", "surprise-delivery", "matching-keepsakes"],
  },
  {
    id: "planning",
    label: "Planning",
    icon: "CalendarDays",
    sections: [
      {
        title: "Closer to Together",
        ideas: [
          "Book the next visit before this one ends",
          "Keep a shared countdown",
          "Alternate who travels",
          "Plan the first evening down to the music",
        ],
      },
      {
        title: "Building the Future",
        ideas: [
          "Make a vision board for the year ahead",
          "Talk honestly about closing the distance",
          "Save for a trip in a shared fund",
          "Write a bucket list for the two of you",
          "Check in monthly about how the distance feels",
        ],
      },
    ],
    activityIds: ["reunion-countdown", "plan-the-next-visit", "future-vision-board"],
  },
];

export function findLongDistanceActivity(id: string): LongDistanceActivity | undefined {
  return LONG_DISTANCE_ACTIVITIES.find((activity) => activity.id === id);
}
