/**
 * Sensual Massage Journey: five steps, benefits, techniques and ambient tracks generated on the device per mood
 * (spec 2.6, 3, 4).
 * Tracks carry a tone frequency instead of a URL: the browser synthesises a short demo tone.
 */

export type MassageMood = "sensual" | "romantic" | "passionate";

export interface MassageStep {
  readonly id: string;
  /** 1-based position in the journey. */
  readonly step: number;
  readonly title: string;
  readonly duration: string;
  readonly instructions: readonly string[];
  readonly tips: readonly string[];
}

export interface MassageTechnique {
  readonly name: string;
  readonly description: string;
}

/** How a track is generated on the device with Web Audio: held notes, a slow swell, a filter, maybe a heartbeat. */
export interface AmbientRecipe {
  /** Frequencies of the held notes in Hz; the first is the mood's root (MASSAGE_TONE_HZ). */
  readonly notes: readonly number[];
  /** How fast the sound swells and recedes, in Hz (a very slow tremolo). */
  readonly swell: number;
  /** Low-pass cutoff in Hz: lower is darker and warmer. */
  readonly brightness: number;
  /** A soft heartbeat pulse in beats per minute, for the passionate tracks. */
  readonly pulseBpm?: number;
}

/**
 * An ambient track generated on the visitor's device (no recording, no artist, nothing downloaded): it plays for
 * exactly `seconds`, the length the list shows.
 */
export interface MassageTrack {
  readonly id: string;
  readonly title: string;
  readonly seconds: number;
  readonly category: MassageMood;
  readonly description: string;
  readonly recipe: AmbientRecipe;
}

export const MASSAGE_MOODS: readonly MassageMood[] = ["sensual", "romantic", "passionate"];

export const MASSAGE_MOOD_LABELS: Readonly<Record<MassageMood, string>> = {
  sensual: "Sensual",
  romantic: "Romantic",
  passionate: "Passionate",
};

export const MASSAGE_TONE_HZ: Readonly<Record<MassageMood, 220 | 330 | 440>> = {
  sensual: 220,
  romantic: 330,
  passionate: 440,
};

/** Player settings (spec section 4). The spec's 3-second demo tone became whole generated tracks. */
export const MASSAGE_DEFAULT_VOLUME = 0.7;
export const MASSAGE_VOLUME_STEP = 0.1;
export const MASSAGE_AUDIO_ERROR = "Demo audio generation failed. Your browser might not support Web Audio API.";

export const MASSAGE_STEPS: readonly MassageStep[] = [
  {
    id: "preparation",
    step: 1,
    title: "Set the Scene",
    duration: "5-10 minutes",
    instructions: [
      "Warm the room a little more than usual: bare skin cools quickly once you lie still.",
      "Dim the lights or light a few candles well away from bedding and towels, and start a slow playlist.",
      "Lay a large towel over the bed or a thick blanket on the floor, with pillows for head and ankles.",
      "Warm the massage oil by standing the bottle in a bowl of hot water, then test a drop on your wrist. If condoms may be part of the evening, remember that oil and latex do not mix: a water-based lotion is the kinder choice.",
      "Agree, before anything else, on what is welcome tonight and a word that means stop.",
    ],
    tips: [
      "Phones on silent and out of sight; this time belongs to the two of you.",
      "Keep water, a spare towel and tissues within reach so nobody has to get up.",
      "Short nails and warm hands make all the difference.",
    ],
  },
  {
    id: "shoulders",
    step: 2,
    title: "Shoulders and Neck",
    duration: "8-10 minutes",
    instructions: [
      "Sit or kneel above your partner as they lie face down, and rest both palms on their shoulders for a few breaths before moving.",
      "Pour a little into your own hands first, never straight onto skin, and spread it with slow, broad strokes.",
      "Knead the tops of the shoulders with your whole hand, rolling the muscle gently between fingers and palm.",
      "Use your thumbs in small circles along the base of the neck, staying off the spine itself.",
      "Finish with long strokes from the neck out to the edge of each shoulder, as if smoothing a sheet.",
    ],
    tips: [
      "Ask once about pressure early on, then read their breathing instead of talking.",
      "Keep one hand on their skin at all times; losing contact breaks the spell.",
      "Most people carry a day of tension here, so take your time before moving on.",
    ],
  },
  {
    id: "back",
    step: 3,
    title: "The Long Back",
    duration: "10-15 minutes",
    instructions: [
      "Start at the lower back with both palms flat either side of the spine and glide up to the shoulders, then fan out and return down the sides.",
      "Repeat the glide slowly, a little firmer each time, as long as your partner welcomes it.",
      "Work the muscles beside the spine with your thumbs in small upward circles, never pressing on the bones.",
      "Trace feather-light lines with your fingertips from the shoulder blades to the waist between firmer strokes.",
      "Rest your warm palms on the small of their back for a moment before moving on.",
    ],
    tips: [
      "Lean in with your body weight instead of squeezing with your hands; it is kinder to both of you.",
      "Alternating firm and feather-light strokes keeps the skin awake and curious.",
      "A slow exhale from your partner is your sign that the pace is right.",
    ],
  },
  {
    id: "legs",
    step: 4,
    title: "Legs and Feet",
    duration: "10-15 minutes",
    instructions: [
      "Begin at the feet: press your thumbs slowly along each sole, from the heel towards the toes.",
      "Circle the ankles gently, then glide both hands up the calf towards the knee, always stroking towards the heart.",
      "Skip the back of the knee with pressure, and brush it lightly with your fingertips instead.",
      "Knead the thighs with long, slow strokes, staying well within what your partner has welcomed.",
      "Finish each leg with one long stroke from ankle to hip, then cover it with the towel to keep it warm.",
    ],
    tips: [
      "If they are ticklish, a firmer and slower touch usually settles it.",
      "Add a little more whenever your hands start to drag.",
      "Pause and ask whether they would like you to continue before moving higher.",
    ],
  },
  {
    id: "intimate",
    step: 5,
    title: "Tender Closeness",
    duration: "10-20 minutes",
    instructions: [
      "Invite your partner to turn over, and ask, plainly and warmly, what kind of touch they would like now.",
      "Slow everything down: trace the collarbones, the arms, the belly and the hips with light, lingering strokes.",
      "Let your touch wander only where you have been invited, and let your partner guide your hands with theirs.",
      "Stay close: add kisses, eye contact and whispered words, so it feels like connection rather than technique.",
      "Whether this ends in a long embrace or leads somewhere more, let your partner decide, and take time afterwards to hold each other.",
    ],
    tips: [
      "A yes earlier in the evening can change; keep checking in, with words or a look.",
      "Nothing has to happen next. A massage that ends in a warm cuddle is a perfect ending.",
      "Afterwards, swap places another night so both of you get to receive.",
    ],
  },
];

export const MASSAGE_BENEFITS: readonly string[] = [
  "Melts away the tension of the day and helps both of you arrive in the moment.",
  "Builds trust: one of you gives, the other simply receives.",
  "Deepens connection through slow, attentive, unhurried touch.",
  "Invites open conversation about what feels good and what does not.",
  "Lowers stress and leaves you both relaxed, warm and sleepy.",
  "Turns an ordinary evening into a ritual you can return to.",
];

export const MASSAGE_TECHNIQUES: readonly MassageTechnique[] = [
  {
    name: "Gliding",
    description:
      "Long, flowing strokes with flat palms that warm the skin; the opening and closing move of every area.",
  },
  {
    name: "Kneading",
    description:
      "Lifting and gently rolling muscle between fingers and palm, like working soft dough, for shoulders and thighs.",
  },
  {
    name: "Thumb circles",
    description: "Small, slow circles with the pads of the thumbs to ease knots beside the spine and along the soles.",
  },
  {
    name: "Feather touch",
    description:
      "The lightest trail of fingertips across the skin, used between firmer strokes to make your partner shiver.",
  },
  {
    name: "Palm press",
    description: "Resting warm palms still on one spot and leaning in slightly, a pause that grounds and reassures.",
  },
  {
    name: "Forearm glide",
    description:
      "Using the broad flat of your forearm on large areas like the back, for deep pressure without tired hands.",
  },
];

export const MASSAGE_TRACKS: readonly MassageTrack[] = [
  {
    id: "sensual-1",
    title: "Velvet Hours",
    seconds: 252,
    category: "sensual",
    description: "A slow, warm pad that breathes in and out at the pace of a long glide.",
    recipe: { notes: [220, 277.18, 329.63], swell: 0.07, brightness: 900 },
  },
  {
    id: "sensual-2",
    title: "Skin and Silk",
    seconds: 303,
    category: "sensual",
    description: "Deep drones and a soft upper voice for unhurried strokes down the back.",
    recipe: { notes: [220, 110, 330, 440], swell: 0.05, brightness: 700 },
  },
  {
    id: "sensual-3",
    title: "Midnight Oil",
    seconds: 380,
    category: "sensual",
    description: "A low hum that settles the room and slows both your breathing.",
    recipe: { notes: [220, 146.83, 110], swell: 0.04, brightness: 520 },
  },
  {
    id: "romantic-1",
    title: "Candle in the Window",
    seconds: 228,
    category: "romantic",
    description: "A bright, tender chord for shoulders, hands and whispered conversation.",
    recipe: { notes: [330, 415.3, 495, 660], swell: 0.09, brightness: 1500 },
  },
  {
    id: "romantic-2",
    title: "Slow Waltz for Two",
    seconds: 275,
    category: "romantic",
    description: "A chord that sways in three for lingering foot and hand massage.",
    recipe: { notes: [330, 392, 495], swell: 0.11, brightness: 1300 },
  },
  {
    id: "romantic-3",
    title: "Linen Morning",
    seconds: 310,
    category: "romantic",
    description: "Light and airy, for a massage that ends in a long cuddle.",
    recipe: { notes: [330, 440, 554.37, 165], swell: 0.06, brightness: 1800 },
  },
  {
    id: "passionate-1",
    title: "Ember Pulse",
    seconds: 236,
    category: "passionate",
    description: "A steady heartbeat under a warm chord that builds slowly without ever rushing.",
    recipe: { notes: [440, 220, 329.63], swell: 0.08, brightness: 1100, pulseBpm: 64 },
  },
  {
    id: "passionate-2",
    title: "Red Room Glow",
    seconds: 284,
    category: "passionate",
    description: "A deeper chord and a slower heartbeat for the closing, closest part of the evening.",
    recipe: { notes: [440, 261.63, 130.81], swell: 0.05, brightness: 850, pulseBpm: 56 },
  },
  {
    id: "passionate-3",
    title: "After the Rain",
    seconds: 262,
    category: "passionate",
    description: "A quickening pulse that softens into a long, quiet close.",
    recipe: { notes: [440, 349.23, 523.25], swell: 0.1, brightness: 1300, pulseBpm: 72 },
  },
];

export function massageTracksForMood(mood: MassageMood): readonly MassageTrack[] {
  return MASSAGE_TRACKS.filter((track) => track.category === mood);
}
