/**
 * Truth or Dare: 60 truths (t1..t60) and 80 dares (d1..d80), the category groups used by the
 * setup screen, intensity labels and the filter rule (spec 2.6 Games, 3 Entities, 5 Validation).
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

function truth(id: string, spicyLevel: SpicyLevel, category: TruthOrDareCategory, question: string): TruthOrDareItem {
  return { id, type: "truth", question, spicyLevel, category };
}

function dare(id: string, spicyLevel: SpicyLevel, category: TruthOrDareCategory, question: string): TruthOrDareItem {
  return { id, type: "dare", question, spicyLevel, category };
}

export const TRUTHS: readonly TruthOrDareItem[] = [
  // Level 1: Mild
  truth("t1", 1, "Memories", "What was the exact moment you knew you wanted a second date with me?"),
  truth(
    "t2",
    1,
    "Romance",
    "Which of our dates would you happily relive tomorrow, and what would you change about it?",
  ),
  truth("t3", 1, "Personality", "What is a habit of mine you pretend to find annoying but secretly adore?"),
  truth(
    "t4",
    1,
    "Attraction",
    "What was the first thing about me that caught your eye, before we had even properly spoken?",
  ),
  truth("t5", 1, "Love", "When do you feel most at home with me: a busy day out or a quiet night in?"),
  truth("t6", 1, "Adventure", "If we could vanish for one long weekend with no phones, where would you take me?"),
  truth("t7", 1, "Activities", "What is something new you would love us to learn together this year?"),
  truth("t8", 1, "Memories", "Which photo of us do you look at most, and what do you remember about that day?"),
  truth("t9", 1, "Romance", "Which song makes you think of me, and when did it quietly become ours?"),
  truth("t10", 1, "Kissing", "Do you remember our first kiss the way I do? Tell me your version, details included."),
  truth(
    "t11",
    1,
    "Touch",
    "Holding hands, an arm around the shoulders or fingers in my hair: which feels most like us?",
  ),
  truth(
    "t12",
    1,
    "Preferences",
    "What is your ideal slow Sunday morning in bed together, from waking up to getting up?",
  ),
  // Level 2: Steamy
  truth("t13", 2, "Attraction", "Which outfit of mine makes it hardest for you to concentrate?"),
  truth("t14", 2, "Physical", "Which part of my face do you catch yourself gazing at when I am not looking?"),
  truth("t15", 2, "Kissing", "What kind of kiss from me turns an ordinary evening into something more?"),
  truth("t16", 2, "Sensual", "Which scent, sound or texture puts you in the mood for closeness almost instantly?"),
  truth("t17", 2, "Desire", "What compliment would you love to hear from me more often?"),
  truth("t18", 2, "Intimacy", "When do you feel most confident in your own skin around me?"),
  truth("t19", 2, "Memories", "Tell me about a moment out in public when you quietly wished we were alone."),
  truth("t20", 2, "Personality", "When it comes to romance, are you a slow burn or a sudden spark?"),
  truth("t21", 2, "Touch", "Where do you most like to be touched when we are simply lying on the sofa together?"),
  truth("t22", 2, "Fantasy", "If we had one evening in any city in the world, how would you want it to end?"),
  truth("t23", 2, "Romance", "What is the most romantic thing anyone has done for you, and how could I top it?"),
  truth(
    "t24",
    2,
    "Adventure",
    "Which date idea have you kept to yourself because it felt a little too bold to suggest?",
  ),
  // Level 3: Warm
  truth("t25", 3, "Desire", "What is something you would like me to start more often, instead of waiting for you?"),
  truth("t26", 3, "Intimacy", "What helps you switch off a busy mind and be completely present with me?"),
  truth(
    "t27",
    3,
    "Preferences",
    "Lights on, lights low or only the glow of a bedside lamp: what is your honest favourite, and why?",
  ),
  truth(
    "t28",
    3,
    "Fantasy",
    "Describe a perfect unhurried evening for the two of us, from the first drink to the last kiss.",
  ),
  truth("t29", 3, "Attraction", "What do I do without realising it that you find seriously attractive?"),
  truth("t30", 3, "Physical", "Is there a place on your body you wish I paid a little more attention to?"),
  truth("t31", 3, "Sensual", "What music would you put on for a night when we have nowhere to be until morning?"),
  truth(
    "t32",
    3,
    "Touch",
    "Feather-light or firm and confident: which touch do you prefer, and does it change with your mood?",
  ),
  truth("t33", 3, "Memories", "Which night of ours do you replay in your head when you are missing me?"),
  truth("t34", 3, "Desire", "Which word would you love me to whisper to you more often?"),
  truth(
    "t35",
    3,
    "Adventure",
    "Which room in our home, other than the bedroom, would you like us to make more memories in?",
  ),
  truth(
    "t36",
    3,
    "Performance",
    "What is one thing I do that you would love me to slow down and really take my time with?",
  ),
  // Level 4: Spicy
  truth("t37", 4, "Fantasy", "Is there a role, costume or character you have ever pictured me playing?"),
  truth("t38", 4, "Desire", "What is a desire you have been shy to mention, even if we never act on it?"),
  truth("t39", 4, "Intimacy", "What moment during our most intimate times makes you feel closest to me?"),
  truth("t40", 4, "Preferences", "Morning, afternoon or late at night: when are you most in the mood, honestly?"),
  truth("t41", 4, "Sensual", "If I spent a whole evening pampering you, what would be on your wish list?"),
  truth("t42", 4, "Kissing", "Which kiss of ours would you happily replay tonight, and what made it land so well?"),
  truth("t43", 4, "Adventure", "What is the most daring place you have ever thought about kissing me properly?"),
  truth("t44", 4, "Performance", "What is one thing I do that makes you lose all track of time?"),
  truth("t45", 4, "Attraction", "Describe the look I give you that tells you exactly what I am thinking."),
  truth("t46", 4, "Physical", "Sight, sound, touch, taste or scent: which sense should I focus on next time, and how?"),
  truth("t47", 4, "Touch", "Without showing me, describe exactly how you would like me to touch your back tonight."),
  truth(
    "t48",
    4,
    "Future",
    "Is there something intimate you would like us to try at least once before this year is out?",
  ),
  // Level 5: Fire
  truth(
    "t49",
    5,
    "Fantasy",
    "Tell me a fantasy in three sentences, and I will tell you whether it is a yes, a maybe or a not yet.",
  ),
  truth("t50", 5, "Desire", "What would you like more of from me in bed that you have never quite asked for?"),
  truth("t51", 5, "Intimacy", "What makes you feel completely safe to let go with me?"),
  truth("t52", 5, "Preferences", "Slow and lingering or urgent and breathless: which have you been craving lately?"),
  truth("t53", 5, "Performance", "What is the best thing I have ever done that you would love an encore of?"),
  truth("t54", 5, "Sensual", "If you blindfolded me for ten minutes, what would you want me to feel first?"),
  truth(
    "t55",
    5,
    "Fantasy",
    "Which fantasy would you keep purely in your imagination, and which would you like to act out?",
  ),
  truth("t56", 5, "Desire", "What is the boldest thing you would like me to say to you, in a whisper, tonight?"),
  truth("t57", 5, "Touch", "Using words only, guide me through where you would want my hands to wander first."),
  truth("t58", 5, "Kissing", "How would you describe the kind of kiss that tells you the night is only beginning?"),
  truth(
    "t59",
    5,
    "Adventure",
    "Is there a boundary you would like to stretch gently with me, and what would make it feel safe?",
  ),
  truth("t60", 5, "Attraction", "What does feeling truly desired by me look like for you, in one specific moment?"),
];

export const DARES: readonly TruthOrDareItem[] = [
  // Level 1: Mild
  dare("d1", 1, "Romance", "Hold my hand and tell me three things you noticed about me today."),
  dare("d2", 1, "Playful", "Do your best impression of how I look when I am trying to flirt with you."),
  dare("d3", 1, "Kissing", "Kiss the back of my hand as if we have just been introduced at a grand ball."),
  dare("d4", 1, "Touch", "Rub my shoulders for one minute while telling me your favourite memory of us."),
  dare("d5", 1, "Romance", "Write a three-line love note and read it to me in your most dramatic voice."),
  dare("d6", 1, "Playful", "Feed me a bite of something sweet without using your hands."),
  dare("d7", 1, "Activities", "Pick a song that reminds you of us and sing me the chorus, however off-key."),
  dare("d8", 1, "Touch", "Trace a secret word on my palm with your fingertip and let me guess it."),
  dare("d9", 1, "Kissing", "Plant a soft kiss on my forehead and hold it there for five slow seconds."),
  dare("d10", 1, "Romance", "Hold my gaze for thirty seconds without laughing, then tell me what you saw."),
  dare("d11", 1, "Playful", "Compliment me using only words that begin with the first letter of my name."),
  dare("d12", 1, "Attraction", "Tell me which part of my smile you like most, then make me smile."),
  dare("d13", 1, "Sensual", "Brush my hair back from my face slowly, as if you were memorising it."),
  dare("d14", 1, "Adventure", "Plan our next surprise date in sixty seconds and announce it like a game-show host."),
  dare("d15", 1, "Activities", "Teach me a dance move you know, then we try it together."),
  dare("d16", 1, "Intimacy", "Hold me in a long hug for one full minute, breathing in time with me."),
  // Level 2: Steamy
  dare("d17", 2, "Kissing", "Give me three kisses, each one slower than the last."),
  dare("d18", 2, "Sensual", "Whisper something you love about me right against my ear."),
  dare("d19", 2, "Touch", "Run your fingers through my hair for the length of one whole song."),
  dare("d20", 2, "Playful", "Flirt with me as if we just met at a bar and you are angling for my number."),
  dare("d21", 2, "Performance", "Give me a two-minute foot rub with your full attention and no phone in sight."),
  dare("d22", 2, "Romance", "Lead me by the hand to the cosiest spot in the room and tell me why you chose it."),
  dare("d23", 2, "Kissing", "Kiss along my jawline from one ear to the other."),
  dare("d24", 2, "Fantasy", "Describe our dream getaway in a low voice while holding both my hands."),
  dare("d25", 2, "Touch", "Trace the line of my collarbone with one finger, slowly, with your eyes on mine."),
  dare("d26", 2, "Playful", "Let me choose a song, then give me a thirty-second dance performed just for me."),
  dare("d27", 2, "Sensual", "Dim the lights, light a candle and tell me the mood you would like to set tonight."),
  dare("d28", 2, "Attraction", "Look me in the eye and name three things about my body you find irresistible."),
  dare(
    "d29",
    2,
    "Desire",
    "Tell me one thing you would like me to do to you later; I get to answer yes, maybe or not tonight.",
  ),
  dare("d30", 2, "Adventure", "Take a kissing selfie with me, then decide together whether it stays or goes."),
  dare("d31", 2, "Intimacy", "Rest your head on my chest and listen to my heartbeat for one quiet minute."),
  dare("d32", 2, "Performance", "Massage my hands one finger at a time, as if it were an art form."),
  // Level 3: Warm
  dare("d33", 3, "Kissing", "Kiss my neck for twenty seconds, then stop and wait until I ask for more."),
  dare("d34", 3, "Touch", "Give me a two-minute back rub over my shirt, then ask whether I would like it without."),
  dare("d35", 3, "Sensual", "With my okay, cover my eyes and let me guess three things by scent alone."),
  dare("d36", 3, "Playful", "Sit on my lap and tell me a story about our future, one sentence at a time."),
  dare(
    "d37",
    3,
    "Fantasy",
    "Describe a character you would like to be for one night, and let me ask you three questions.",
  ),
  dare("d38", 3, "Desire", "Send me something flirty by text from across the room; I will read it aloud."),
  dare("d39", 3, "Intimacy", "If I nod, undo one button of my shirt and kiss the skin you uncover."),
  dare("d40", 3, "Performance", "Give me a slow neck and shoulder massage, and ask me twice how the pressure feels."),
  dare("d41", 3, "Romance", "Kiss me slowly in the kitchen as if one of us has just come home from a long trip."),
  dare("d42", 3, "Adventure", "Choose any room except the bedroom and steal one minute of kissing there."),
  dare("d43", 3, "Touch", "Kiss the inside of my wrist, then trace circles on my palm until I smile."),
  dare("d44", 3, "Playful", "Remove one accessory, a watch, a scarf or a sock, with the drama of a full striptease."),
  dare("d45", 3, "Sensual", "Warm some lotion between your hands and massage my arms from shoulder to fingertips."),
  dare("d46", 3, "Kissing", "Kiss me for thirty seconds with your hands behind your back, touching nothing else."),
  dare("d47", 3, "Attraction", "Put on whatever I like best on you, then walk past me very slowly."),
  dare("d48", 3, "Activities", "Play three rounds of Would You Rather with me, where every question has to be flirty."),
  // Level 4: Spicy
  dare("d49", 4, "Sensual", "Trail an ice cube across my shoulders, then warm the same path with your lips."),
  dare("d50", 4, "Touch", "Give me a five-minute back massage with oil, and let me set the pressure."),
  dare("d51", 4, "Kissing", "Kiss your way down my spine, pausing wherever I sigh."),
  dare(
    "d52",
    4,
    "Fantasy",
    "Play a charming stranger for five minutes and try to win me over without breaking character.",
  ),
  dare("d53", 4, "Performance", "Undress me one piece at a time, asking before each one."),
  dare("d54", 4, "Playful", "Let me tie a silk scarf over your eyes and guide your hands for one minute."),
  dare("d55", 4, "Desire", "Whisper, in as much detail as you dare, how you would like tonight to begin."),
  dare("d56", 4, "Adventure", "Share a shower with me by candlelight, or with the lights off, and no rushing allowed."),
  dare(
    "d57",
    4,
    "Intimacy",
    "Lie face to face with foreheads touching and breathe together for two minutes before we kiss.",
  ),
  dare("d58", 4, "Touch", "Explore my back with only your fingertips for one minute; kissing is off limits."),
  dare(
    "d59",
    4,
    "Sensual",
    "Feed me a strawberry or a square of chocolate, then steal a kiss while the taste lingers.",
  ),
  dare("d60", 4, "Kissing", "Ask first, then find three places on me to kiss that you have never kissed before."),
  dare("d61", 4, "Playful", "Give me a private dance to a song of my choosing, with a deliberately slow finish."),
  dare("d62", 4, "Fantasy", "Whisper the opening of a fantasy and let me finish the story however I like."),
  dare(
    "d63",
    4,
    "Performance",
    "Put your hands over mine and guide them at exactly the pace you like best, for one minute.",
  ),
  dare(
    "d64",
    4,
    "Preferences",
    "Tell me your favourite thing we do together in bed, then decide whether we save it for later.",
  ),
  // Level 5: Fire
  dare(
    "d65",
    5,
    "Sensual",
    "Blindfold me, then use a feather, your fingertips and your breath, in whatever order you like.",
  ),
  dare(
    "d66",
    5,
    "Touch",
    "Give me a full-body massage of your own design; I will steer you with softer, more or stop.",
  ),
  dare("d67", 5, "Kissing", "Kiss me anywhere you like for one minute; one word from me redirects you."),
  dare(
    "d68",
    5,
    "Fantasy",
    "Act out the opening scene of a fantasy we have both agreed to, with our safe word close at hand.",
  ),
  dare("d69", 5, "Performance", "Show me your most seductive move, slowly, keeping eye contact the whole time."),
  dare("d70", 5, "Desire", "Tell me in one sentence what you want from me tonight, then let me choose how to answer."),
  dare(
    "d71",
    5,
    "Adventure",
    "Pick somewhere new at home for us to be close tonight, and make it cosy before we begin.",
  ),
  dare("d72", 5, "Intimacy", "Take turns undressing each other slowly, pausing for a kiss after every piece."),
  dare("d73", 5, "Playful", "Set a three-minute timer: you may tease me anywhere except my lips until it rings."),
  dare("d74", 5, "Sensual", "Warm some oil and explore me from shoulders to ankles, at a pace I get to choose."),
  dare("d75", 5, "Touch", "Let me guide your hands wherever I want for two minutes: no talking, only sighs."),
  dare("d76", 5, "Romance", "Kiss me the way you would if tonight were the very first time we were alone together."),
  dare("d77", 5, "Fantasy", "Choose a role-play character and stay in it until I say our safe word or call curtain."),
  dare(
    "d78",
    5,
    "Performance",
    "Tease me with your lips and hands for two minutes, without going where I want you most.",
  ),
  dare("d79", 5, "Desire", "Tell me a desire you have never said out loud; then we each answer yes, maybe or no."),
  dare(
    "d80",
    5,
    "Intimacy",
    "Lead me to bed and take charge of the next ten minutes, checking in with me halfway through.",
  ),
];

/** All 140 items, truths first then dares. */
export const TRUTH_OR_DARE_ITEMS: readonly TruthOrDareItem[] = [...TRUTHS, ...DARES];

/** Item categories that belong to a setup choice; 'All' has no restriction (returns null). */
export function categoriesForChoice(choice: TruthOrDareCategoryChoice): readonly TruthOrDareCategory[] | null {
  return choice === "All" ? null : TRUTH_OR_DARE_CATEGORY_GROUPS[choice];
}

/**
 * Items matching the type, the category group and spicyLevel <= intensity. When nothing matches,
 * the full list is returned (spec section 5), so the game always has something to ask.
 */
export function filterTruthOrDare(
  items: readonly TruthOrDareItem[],
  filter: TruthOrDareFilter,
): readonly TruthOrDareItem[] {
  const categories = categoriesForChoice(filter.category);
  const matches = items.filter(
    (item) =>
      (filter.type === "mixed" || item.type === filter.type) &&
      (categories === null || categories.includes(item.category)) &&
      item.spicyLevel <= filter.intensity,
  );
  return matches.length > 0 ? matches : items;
}
