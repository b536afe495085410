/**
 * Roleplay generator: four playful, consent-first scenarios for adults, in three categories
 * (spec 2.6, 3, 4). Ids are kept from the original catalogue for compatibility.
 */
import type { SpicyLevel } from "./types";

export type RoleplayCategoryId = "classic" | "adventure" | "modern";
export type RoleplayDifficulty = "Beginner" | "Intermediate" | "Advanced";
/** The specification's four scenes (the classic set); their ids are kept from the original catalogue. */
export type ClassicRoleplayScenarioId = "teacher_student" | "boss_secretary" | "pirate_captive" | "delivery_surprise";
/** A scene's id: a classic id, or the kebab-case id of a scene written later (content/games/packs/roleplay-more.ts). */
export type RoleplayScenarioId = ClassicRoleplayScenarioId | (string & {});

export interface RoleplayCharacterGuide {
  readonly character: string;
  readonly personality: string;
  readonly dialogue: readonly string[];
  readonly actions: readonly string[];
}

export interface RoleplayPhase {
  readonly phase: string;
  readonly description: string;
  readonly duration: string;
  readonly actions: readonly string[];
}

export interface RoleplayScenario {
  readonly id: RoleplayScenarioId;
  readonly title: string;
  readonly description: string;
  readonly category: RoleplayCategoryId;
  readonly characters: readonly [string, string];
  readonly setting: string;
  readonly props: readonly string[];
  readonly difficulty: RoleplayDifficulty;
  readonly duration: string;
  readonly spicyLevel: SpicyLevel;
  readonly setupInstructions: readonly string[];
  readonly characterGuides: readonly [RoleplayCharacterGuide, RoleplayCharacterGuide];
  readonly scenarioFlow: readonly RoleplayPhase[];
}

export interface RoleplayCategory {
  readonly id: RoleplayCategoryId;
  readonly name: string;
  readonly description: string;
}

export const ROLEPLAY_CATEGORIES: readonly RoleplayCategory[] = [
  {
    id: "classic",
    name: "Classic Fantasies",
    description: "Familiar storylines with a wink: easy to step into, easy to step out of.",
  },
  {
    id: "adventure",
    name: "Adventure & Fantasy",
    description: "Costumes, high seas and a little theatre for couples who like to play big.",
  },
  {
    id: "modern",
    name: "Modern Scenarios",
    description: "Everyday moments with an unexpected, flirtatious twist.",
  },
];

/** How long the "Generate Roleplay" button shows its busy state (spec section 4). */
export const ROLEPLAY_GENERATE_MS = 1500;

export const ROLEPLAY_DIFFICULTIES: readonly RoleplayDifficulty[] = ["Beginner", "Intermediate", "Advanced"];

/** Ground rules shown with every scenario. */
export const ROLEPLAY_GROUND_RULES: readonly string[] = [
  "Both players are consenting adults playing characters who are adults.",
  "Agree on a safe word before you begin; saying it stops the scene at once, no questions, no sulking.",
  "Talk through what is in and out of bounds beforehand, and keep checking in during the scene.",
  "Laughing is allowed. Breaking character to giggle is part of the fun, not a failure.",
  "Afterwards, step out of the roles together: a cuddle, a drink and a chat about what you enjoyed.",
];

export const ROLEPLAY_SCENARIOS: readonly RoleplayScenario[] = [
  {
    id: "teacher_student",
    title: "The Private Lesson",
    description:
      "A renowned dance instructor agrees to one after-hours private lesson for a grown-up pupil with two left feet and a very obvious crush. Every correction of posture brings them a little closer.",
    category: "classic",
    characters: ["The Dance Instructor", "The Eager Pupil"],
    setting:
      "An empty studio after the evening class: the living room with furniture pushed back, one lamp on and a slow song queued.",
    props: [
      "A slow playlist",
      "A chair",
      "Comfortable shoes or bare feet",
      "A glass of water each",
      'A notebook for "lesson notes"',
    ],
    difficulty: "Beginner",
    duration: "20-30 minutes",
    spicyLevel: 2,
    setupInstructions: [
      'Agree on a safe word before you start (for example "curtain"); either of you can say it at any time and the scene ends.',
      "Decide together what the lesson may lead to tonight, and what stays off the table.",
      "Clear some floor space, dim the lights and cue three or four slow songs.",
      "Choose who plays the instructor; next time, swap.",
    ],
    characterGuides: [
      {
        character: "The Dance Instructor",
        personality: "Poised, patient and quietly amused; strict about posture, soft about everything else.",
        dialogue: [
          '"Shoulders back. Chin up. Now look at me, not at your feet."',
          '"Let me show you where your hand belongs. May I?"',
          '"Good. Again, slower this time. The music is in no hurry."',
        ],
        actions: [
          "Circle your pupil slowly, inspecting their stance.",
          "Ask before adjusting their posture, then guide it with a light touch on the waist or shoulder.",
          "Count the beat softly near their ear.",
        ],
      },
      {
        character: "The Eager Pupil",
        personality: "Enthusiastic, a little flustered and far more interested in the teacher than in the steps.",
        dialogue: [
          '"I practised all week, I promise. Mostly in my head."',
          '"Could you show me that turn again? Closer, so I can see."',
          '"Is it normal for a lesson to feel like this?"',
        ],
        actions: [
          "Miss a step on purpose so you have to start again.",
          "Hold your partner's gaze a beat longer than a pupil should.",
          "Ask for extra credit in the form of one more dance.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "The Warm-Up",
        description: "The pupil arrives; the instructor sets the rules of the studio and checks their posture.",
        duration: "5 minutes",
        actions: ["Formal greetings", "A posture inspection with permission", "The first, clumsy steps"],
      },
      {
        phase: "Closer Hold",
        description: "The instructor moves into a close hold to demonstrate; the lesson becomes less about feet.",
        duration: "10 minutes",
        actions: ["Slow dance in a close embrace", "Whispered counting", "Foreheads almost touching"],
      },
      {
        phase: "Final Assessment",
        description:
          "The pupil asks how they did; the instructor decides what the final mark is, and how it is awarded.",
        duration: "5-15 minutes",
        actions: [
          "A playful verdict",
          "A kiss as the final flourish, if both want it",
          "Step out of character together",
        ],
      },
    ],
  },
  {
    id: "boss_secretary",
    title: "After Hours at the Office",
    description:
      "Everyone else has gone home. Two colleagues who have traded glances all quarter are finishing the last report of the year, and the tension finally has nowhere to hide.",
    category: "classic",
    characters: ["The Executive", "The Right-Hand Assistant"],
    setting: "An office after dark: a desk or table, a desk lamp, and the city lights imagined through the window.",
    props: [
      "A shirt and tie or a blazer",
      "A pair of glasses",
      "A clipboard or laptop",
      "A pen",
      "Two glasses for a celebratory drink",
    ],
    difficulty: "Intermediate",
    duration: "30-45 minutes",
    spicyLevel: 3,
    setupInstructions: [
      'Agree on a safe word (for example "memo") that stops the scene instantly, and a softer word such as "amber" for slowing down.',
      "The story is a flirtation between equals who both want this; talk through how much teasing and authority feels fun to each of you.",
      "Dress the part: one smart item each is plenty.",
      "Set up a desk, a lamp and a second chair, and leave your real phones in another room.",
    ],
    characterGuides: [
      {
        character: "The Executive",
        personality: "Composed, dry-witted and used to being in charge, but quietly undone by their assistant.",
        dialogue: [
          '"You are still here. I was hoping you would be."',
          '"Read that last line to me again. Slowly."',
          '"We should celebrate closing this deal. Only if you want to."',
        ],
        actions: [
          "Loosen your tie or take off your blazer as the evening wears on.",
          'Lean over the desk to "review" the work, close enough to be noticed.',
          "Pour two drinks and offer one.",
        ],
      },
      {
        character: "The Right-Hand Assistant",
        personality: "Sharp, confident and the real reason the office runs; enjoys turning the tables.",
        dialogue: [
          '"I have everything you asked for. And one thing you did not."',
          '"You have been staring at page three for ten minutes."',
          '"I think the meeting minutes should leave this part out."',
        ],
        actions: [
          "Perch on the edge of the desk while presenting the report.",
          "Take the pen out of your partner's hand and set it down.",
          "Straighten their collar, then do not step back.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "Working Late",
        description: "Small talk over the final report; every accidental brush of hands is noticed.",
        duration: "10 minutes",
        actions: ["Trade flirtatious office banter", "A shared look over the paperwork", "The last page is signed"],
      },
      {
        phase: "The Celebration",
        description: "Drinks are poured and titles fall away; both of them admit what they have been thinking.",
        duration: "10-15 minutes",
        actions: ["A toast to the deal", "A confession, said out loud", "A first kiss, asked for and given"],
      },
      {
        phase: "Lights Off",
        description: "The lamp goes out and the office is forgotten; where it goes from here is up to both of you.",
        duration: "10-20 minutes",
        actions: [
          "Check in with each other out of character",
          "Let the scene follow your agreed limits",
          "Finish with a proper, off-duty cuddle",
        ],
      },
    ],
  },
  {
    id: "pirate_captive",
    title: "The Captain's Bargain",
    description:
      "A notorious pirate captain discovers a charming stowaway in the hold of their ship. The stowaway is in no hurry to leave and proposes a bargain of their own for safe passage.",
    category: "adventure",
    characters: ["The Pirate Captain", "The Daring Stowaway"],
    setting: "The captain's cabin by lantern light: candles, a rug on the floor and a map spread across the bed.",
    props: [
      "A hat, bandana or eye patch",
      "A soft silk sash",
      'A "treasure" chest or jewellery box',
      "A hand-drawn map",
      "Candles or fairy lights",
    ],
    difficulty: "Advanced",
    duration: "30-60 minutes",
    spicyLevel: 4,
    setupInstructions: [
      'Agree on a safe word (for example "anchor") that ends the scene at once, and a gesture in case speaking is awkward.',
      'The stowaway is a willing player who chose to be aboard; talk through which playful rules of the "bargain" you are both happy with.',
      "If you use the silk sash, keep it loose, never around the neck, and keep scissors nearby.",
      "Go big with the accents and the swagger: the sillier it gets, the more fun it is.",
    ],
    characterGuides: [
      {
        character: "The Pirate Captain",
        personality: "Swaggering, theatrical and full of bluster, with a soft spot they would never admit to.",
        dialogue: [
          '"Well, well. What treasure has washed up in my hold?"',
          '"Nobody sails on my ship for free. What will you offer?"',
          '"A bargain, is it? Name your terms, and I will name mine."',
        ],
        actions: [
          "Pace the cabin and inspect your find with great ceremony.",
          'Ask for a kiss as "payment" and wait for the answer.',
          "Offer the stowaway a seat at your table, or on your lap.",
        ],
      },
      {
        character: "The Daring Stowaway",
        personality: "Quick-tongued, fearless and secretly delighted to have been caught.",
        dialogue: [
          '"Captain. I was hoping it would be you who found me."',
          '"I have no gold, but I am an excellent negotiator."',
          '"Tie me to the mast if you must, but gently, and only if I say yes."',
        ],
        actions: [
          "Strike a deal and seal it with a handshake, then a kiss.",
          "Steal the captain's hat at a crucial moment.",
          "Turn the bargain around so the captain owes you.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "Discovery",
        description: "The captain finds the stowaway hiding; threats are made, none of them serious.",
        duration: "5-10 minutes",
        actions: ["Dramatic discovery", "A playful interrogation", "The stowaway proposes a bargain"],
      },
      {
        phase: "The Negotiation",
        description: "Terms are traded one by one, each paid in kisses, touches or secrets, only with a yes.",
        duration: "15-20 minutes",
        actions: [
          "Trade favours for miles of passage",
          "Use the sash, if agreed, loosely and briefly",
          "Check in out of character once",
        ],
      },
      {
        phase: "Safe Harbour",
        description:
          "The bargain is sealed and the ship reaches port. The roles drop away and it is just the two of you.",
        duration: "10-30 minutes",
        actions: [
          "Let the scene end where you agreed",
          "Untie anything that was tied",
          "Share what you loved most about the voyage",
        ],
      },
    ],
  },
  {
    id: "delivery_surprise",
    title: "Special Delivery",
    description:
      "A late-evening doorbell, a package that needs a signature and a courier who is in no hurry to get back to the van. One of the easiest scenes to start: it begins at your own front door.",
    category: "modern",
    characters: ["The Courier", "The Resident"],
    setting: "Home, late evening: the front door, the hallway and the sofa, with the lights low.",
    props: [
      "A wrapped box with something sweet or a small gift inside",
      "A cap or uniform-style shirt",
      "A clipboard and pen",
      "Cosy loungewear or a robe for the resident",
    ],
    difficulty: "Beginner",
    duration: "15-30 minutes",
    spicyLevel: 3,
    setupInstructions: [
      'Agree on a safe word (for example "return to sender") that stops the scene immediately.',
      "Pick a time when you will not be interrupted, and let the resident know roughly when the doorbell will ring.",
      "The courier steps outside or into another room, then knocks or rings to begin.",
      "Keep it inside your own home: the front door opens to your partner, never to the street.",
    ],
    characterGuides: [
      {
        character: "The Courier",
        personality: "Friendly, cheeky and a little too charming to be on the clock.",
        dialogue: [
          '"Evening. I have a package here that needs a signature. Possibly two."',
          '"It is my last delivery of the night. I am in no rush at all."',
          '"The sender said to make sure you open it in front of me."',
        ],
        actions: [
          "Lean on the door frame while they sign.",
          "Accept the offer of a drink, or ask for one.",
          "Offer to help unwrap the parcel, slowly.",
        ],
      },
      {
        character: "The Resident",
        personality: "Relaxed, curious and pleasantly surprised, and the one who decides whether the courier comes in.",
        dialogue: [
          '"I was not expecting anyone. But I am glad it is you."',
          '"Would you like to come in while I find a pen?"',
          '"What exactly does a tip look like, in your line of work?"',
        ],
        actions: [
          "Take your time signing, and let your fingers brush theirs.",
          "Invite the courier to the sofa, or send them cheekily on their way.",
          "Open the box together and share what is inside.",
        ],
      },
    ],
    scenarioFlow: [
      {
        phase: "The Knock",
        description: "The doorbell rings; a flirtatious doorstep conversation over the signature.",
        duration: "5 minutes",
        actions: ["Answer the door in character", "Stretch out the signing", "An invitation inside, or not"],
      },
      {
        phase: "Unwrapping",
        description: "On the sofa, the parcel is opened together and the sweet treat or gift is shared.",
        duration: "5-10 minutes",
        actions: ["Unwrap slowly", "Feed each other a treat", "The courier asks about a tip"],
      },
      {
        phase: "Signed, Sealed, Delivered",
        description:
          'The final "signature" is collected in whatever way you both agreed; then out of character for a proper cuddle.',
        duration: "5-15 minutes",
        actions: ["A kiss as a signature", "Follow the limits you set", "Check in and laugh about the performance"],
      },
    ],
  },
];

export function roleplayScenariosInCategory(category: RoleplayCategoryId): readonly RoleplayScenario[] {
  return ROLEPLAY_SCENARIOS.filter((scenario) => scenario.category === category);
}

/** Picks a random scenario from all categories; `random` returns a number in [0, 1). */
export function pickRoleplayScenario(
  random: () => number,
  scenarios: readonly RoleplayScenario[] = ROLEPLAY_SCENARIOS,
): RoleplayScenario | undefined {
  if (scenarios.length === 0) return undefined;
  const index = Math.min(Math.max(Math.floor(random() * scenarios.length), 0), scenarios.length - 1);
  return scenarios[index];
}
