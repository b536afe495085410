/**
 * Intimate Desires Guide (home page, spec part 2 §2.4). Ten category tabs, each with three activities,
 * five "Spicy Ideas" and four "Pro Tips" per activity, plus the "Set the Mood" strip.
 * DECISIONS.md: every tab and every activity works (the original's dead tabs were a defect).
 * Tone: playful, consent-first, never graphic. Every idea leaves room to say no.
 */

/** lucide-react icon names used by this module. */
export type DesireIcon =
  | "Feather"
  | "Heart"
  | "Sparkles"
  | "Lightbulb"
  | "Flame"
  | "CalendarHeart"
  | "Compass"
  | "Lamp"
  | "KeyRound"
  | "Dices"
  | "Music"
  | "Moon"
  | "Flower2"
  | "Wine";

export const DESIRE_CATEGORY_NAMES = [
  "Sensual Teasing",
  "Intimate Play",
  "Fantasy Fulfilment",
  "Intimate Innovation",
  "Passionate Play",
  "Romance Rituals",
  "Sensual Exploration",
  "Romantic Atmosphere",
  "Kinky Adventures",
  "Erotic Games",
] as const;
export type DesireCategoryName = (typeof DESIRE_CATEGORY_NAMES)[number];

export interface DesireActivity {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  /** Exactly DESIRE_SPICY_IDEAS_PER_ACTIVITY items. */
  readonly spicyIdeas: readonly string[];
  /** Exactly DESIRE_PRO_TIPS_PER_ACTIVITY items. */
  readonly proTips: readonly string[];
}

export interface DesireCategory {
  readonly id: string;
  readonly name: DesireCategoryName;
  readonly tagline: string;
  readonly icon: DesireIcon;
  /** Exactly DESIRE_ACTIVITIES_PER_CATEGORY items. */
  readonly activities: readonly DesireActivity[];
}

export interface MoodSetter {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: DesireIcon;
}

export const DESIRE_CATEGORY_COUNT = 10;
export const DESIRE_ACTIVITIES_PER_CATEGORY = 3;
export const DESIRE_SPICY_IDEAS_PER_ACTIVITY = 5;
export const DESIRE_PRO_TIPS_PER_ACTIVITY = 4;
export const SPICY_IDEAS_HEADING = "Spicy Ideas";
export const PRO_TIPS_HEADING = "Pro Tips";
export const SET_THE_MOOD_HEADING = "Set the Mood";

export const INTIMATE_DESIRE_CATEGORIES: readonly DesireCategory[] = [
  {
    id: "sensual-teasing",
    name: "Sensual Teasing",
    tagline: "Let anticipation do the heavy lifting.",
    icon: "Feather",
    activities: [
      {
        id: "slow-build",
        title: "The Slow Build",
        subtitle: "Anticipation is the whole point",
        spicyIdeas: [
          "Send one sweet-but-suggestive message at lunchtime, then say nothing more about it until you are home.",
          "Kiss their cheek, jaw and neck for a full five minutes, saving their lips until they ask.",
          "Undo each other's buttons one at a time, with a slow kiss as the price of every button.",
          "Set a ten-minute timer during which touching is welcome but hurrying is against the rules.",
          "Whisper one thing you are looking forward to tonight, then go back to cooking as if nothing happened.",
        ],
        proTips: [
          'Agree beforehand that either of you can say "pause" or "skip ahead" at any moment.',
          "Teasing lands as attention, not withholding, when you keep eye contact and a smile.",
          "Start earlier in the day than feels necessary; the build-up is half the pleasure.",
          "Notice what made them laugh or catch their breath, and bring it back next time.",
        ],
      },
      {
        id: "feather-and-fingertips",
        title: "Feather and Fingertips",
        subtitle: "The lightest touch, the loudest effect",
        spicyIdeas: [
          "Trace lazy shapes across their back and let them guess what you drew.",
          "Use a soft feather, a silk scarf or just the backs of your fingers, slower than feels natural.",
          "Alternate a warm breath with a cool fingertip along their shoulders.",
          "Spend an entire song exploring only their hands: palms, wrists and the spaces between fingers.",
          "Let them close their eyes and name a spot; you decide how long you linger there.",
        ],
        proTips: [
          "Ask for a whispered rating from one to five as you go; feedback becomes part of the game.",
          "Warm your hands first, because cold fingers break the spell.",
          "Keep the room warm and the light low so relaxing comes easily.",
          "Swap roles halfway so both of you get to simply receive.",
        ],
      },
      {
        id: "look-dont-touch",
        title: "Look, Don't Touch",
        subtitle: "Desire built across a little distance",
        spicyIdeas: [
          "Sit on opposite sides of the room and describe, in words only, how you would like the evening to unfold.",
          "Keep your hands on the armrests for one song while your partner dances close, but never quite touching.",
          "Take turns naming your favourite thing about how the other looks right now.",
          "Get ready for bed slowly and unhurriedly while they watch from the pillows.",
          'Play "closer": every compliment you give earns you one step nearer.',
        ],
        proTips: [
          "Agree the no-touch window in advance so ending it early is a shared choice.",
          "Wear what makes you feel good, not what you think you are supposed to wear.",
          "If either of you feels self-conscious, dim the lights further or let it become a laughing game.",
          "Finish with a long hug; the release after waiting is part of the joy.",
        ],
      },
    ],
  },
  {
    id: "intimate-play",
    name: "Intimate Play",
    tagline: "Curiosity, laughter and a little mischief.",
    icon: "Heart",
    activities: [
      {
        id: "pillow-talk-questions",
        title: "Pillow Talk Questions",
        subtitle: "Curiosity as the first touch",
        spicyIdeas: [
          'Ask: when was the last time you looked at me and thought "wow"?',
          "Share a moment from your early days together that you still replay.",
          "Name one kind of touch you would love more of, and one you could happily skip.",
          "Describe your ideal slow morning together in as much detail as you like.",
          'Finish the sentence "I feel closest to you when..." and take turns until you run out.',
        ],
        proTips: [
          "Any question can be passed without explanation.",
          "Listen to understand rather than to reply; curiosity beats critique.",
          "Lie facing each other; honest answers come easier with eye contact.",
          "Thank each other for the answers, especially the brave ones.",
        ],
      },
      {
        id: "flirty-challenges",
        title: "Flirty Challenges",
        subtitle: "Small games with a playful prize",
        spicyIdeas: [
          "Play a quick card game where the winner of each hand decides where the next kiss lands.",
          'Fill a "yes, please" jar with slips you have both already agreed to, and draw one together.',
          "Hold a staring contest; whoever laughs first owes the other a shoulder rub.",
          "Trade one-word compliments back and forth until somebody runs out.",
          "Roll a die: the number is how many minutes of undivided attention the winner receives.",
        ],
        proTips: [
          "Only add ideas to the jar that both of you have said yes to.",
          "Keep the stakes sweet and easy to decline.",
          "Laughter is a feature, not a failure; there is no need to stay serious.",
          "Stop while it is still fun rather than when it starts to drag.",
        ],
      },
      {
        id: "massage-with-intent",
        title: "Massage With Intent",
        subtitle: 'Touch that says "I am paying attention"',
        spicyIdeas: [
          "Warm a little oil between your palms and begin at the shoulders, slow and unhurried (if condoms come later, choose a water-based lotion, since oil weakens latex).",
          "Match long strokes down their back to the rhythm of their breathing.",
          "Give a scalp and neck massage with the lights off and soft music playing.",
          "Alternate firm pressure with feather-light touch and ask which they prefer.",
          "Finish by wrapping them in a warm blanket and holding them for a whole song.",
        ],
        proTips: [
          "Ask about sore spots and any no-go areas before you start.",
          "Keep one hand in contact at all times; lifting both breaks the flow.",
          "Lay down a towel so nobody worries about the sheets.",
          "The person receiving only needs three words: more, less or stop.",
        ],
      },
    ],
  },
  {
    id: "fantasy-fulfillment",
    name: "Fantasy Fulfilment",
    tagline: "Say the daydream out loud, safely.",
    icon: "Sparkles",
    activities: [
      {
        id: "fantasy-sharing-night",
        title: "Fantasy Sharing Night",
        subtitle: "Daydreams on the table, no pressure attached",
        spicyIdeas: [
          "Each write three daydreams on cards without names, shuffle them, and read them aloud together.",
          'Sort every idea into three piles: yes, maybe, and "lovely as a fantasy only".',
          'Tell a daydream in the third person, like a short story, if "I want" feels too shy.',
          "Describe only the setting of a fantasy, a hotel, a beach or a night train, and build the scene together.",
          'Pick one "maybe" and talk through what would make it feel comfortable for both of you.',
        ],
        proTips: [
          "Sharing a fantasy is not a request; agree that talking never obliges anyone to do.",
          "Respond with curiosity rather than judgment, even when it is not your thing.",
          "Keep a private note of the shared yeses for future surprise dates.",
          "Revisit the list every few months, because desires change and that is fine.",
        ],
      },
      {
        id: "roleplay-lite",
        title: "Roleplay Lite",
        subtitle: "New characters, the same trust",
        spicyIdeas: [
          'Meet at a bar as "strangers" and flirt as if it were the very first time.',
          "Book a hotel room and arrive separately, ten minutes apart.",
          "Play a charming traveller and the local who offers to show them the town.",
          "Write each other a tiny character card: a name, a job and one secret.",
          "Stay in character through dinner and drop it the moment you walk out the door.",
        ],
        proTips: [
          'Choose a safe word that means "back to us" instantly, no questions asked.',
          "Keep it light; giggling mid-scene is allowed and usually makes it better.",
          "Decide beforehand what is off the table, and keep to it.",
          "Debrief afterwards: what to keep, what to change, what to drop.",
        ],
      },
      {
        id: "dream-date-made-real",
        title: "Dream Date Made Real",
        subtitle: 'Turning "someday" into this Saturday',
        spicyIdeas: [
          "Choose one idea from your shared yes list and plan it down to the music.",
          "Recreate a scene from a film you both love; costumes are optional.",
          "Surprise them with a single element of their daydream: the song, the outfit or the setting.",
          "Turn the bedroom into a themed getaway with string lights, fabric and a new scent.",
          'Plan a "yes evening" where they choose everything from a menu you agreed together.',
        ],
        proTips: [
          "Details matter more than budget; one perfect song beats a pile of props.",
          "Leave room to improvise, because reality rarely follows the script.",
          'Check in halfway with a quiet "still good?"',
          "Celebrate the effort, not the perfection.",
        ],
      },
    ],
  },
  {
    id: "intimate-innovation",
    name: "Intimate Innovation",
    tagline: "Small changes, fresh sparks.",
    icon: "Lightbulb",
    activities: [
      {
        id: "new-room-new-mood",
        title: "New Room, New Mood",
        subtitle: "Change the setting, change the feeling",
        spicyIdeas: [
          "Move the evening to the living-room floor with every cushion and blanket you own.",
          "Rearrange the bedroom for one night: new lighting, different sheets, even swapped sides of the bed.",
          "Share a warm shower with a body wash neither of you has tried before.",
          "Build a cosy, private nook on the balcony or in the garden with fairy lights and blankets.",
          "Book one night somewhere nearby just for the thrill of waking up somewhere new.",
        ],
        proTips: [
          "Privacy first: choose places where nobody can see or overhear you.",
          "Bring pillows and blankets along; comfort makes new places feel inviting.",
          "Novelty is exciting even in small doses, so do not underestimate a rearranged room.",
          "Return to your favourite spot afterwards for a familiar, cosy wind-down.",
        ],
      },
      {
        id: "sensory-swap",
        title: "Sensory Swap",
        subtitle: "Wake up a sense you usually ignore",
        spicyIdeas: [
          "With their eyes closed, offer little tastes: a strawberry, a square of chocolate, a sip of something cold.",
          "Play with temperature: a warm towel across the shoulders, then a cool one.",
          "Gather new textures, silk, velvet, faux fur, and let them guess each one by touch.",
          "Give one of you headphones with a shared playlist while the other sets the pace.",
          "Turn every light off and find each other by voice and touch alone.",
        ],
        proTips: [
          "Ask before any blindfold and agree it comes off the moment it is asked for.",
          "Check for allergies before any taste test.",
          "New sensations need time, so keep everything slow.",
          "Talk afterwards about which sensation surprised you most.",
        ],
      },
      {
        id: "toy-box-talk",
        title: "Toy Box Talk",
        subtitle: "Exploring accessories together",
        spicyIdeas: [
          "Browse a reputable shop online side by side and each bookmark three things you are curious about.",
          "Start with something gentle, like a low-temperature massage candle made to be body-safe, or a silky blindfold.",
          "Unbox a new item together and read the instructions aloud, half as a joke and half as a safety check.",
          "Take turns being the one who decides when it comes out, within limits you have agreed.",
          'Leave a small wrapped surprise with a note that says "only if you are curious".',
        ],
        proTips: [
          "Choose body-safe materials from shops that give clear product information.",
          "Clean and store everything the way its maker recommends.",
          "A gift is an invitation, not an expectation.",
          "Laugh at the awkward moments; they are part of discovering together.",
        ],
      },
    ],
  },
  {
    id: "passionate-play",
    name: "Passionate Play",
    tagline: "Turn the warmth up, together.",
    icon: "Flame",
    activities: [
      {
        id: "kiss-like-its-new",
        title: "Kiss Like It's New",
        subtitle: "Kissing as the main event",
        spicyIdeas: [
          "Make a rule: fifteen minutes of kissing and nothing else.",
          "Pull them close against the front door the moment you get home, as if you could not wait.",
          "Stop in the middle of an ordinary moment for one long, unhurried kiss.",
          "Take turns leading: one sets the pace, the other follows, then swap.",
          "Kiss somewhere you usually would not: in the rain, in the parked car, in the kitchen.",
        ],
        proTips: [
          "Keep lip balm and water by the bed; small comforts help.",
          "Notice what they respond to and give more of it.",
          "Kissing does not have to lead anywhere; let it be enough on its own.",
          "Hold their face or their hands; touch deepens the connection.",
        ],
      },
      {
        id: "spontaneous-sparks",
        title: "Spontaneous Sparks",
        subtitle: "A happy break from routine",
        spicyIdeas: [
          "Skip an evening chore and head to bed early together instead.",
          'Text "keep tonight free" with nothing else, and let the curiosity simmer.',
          "Pull them into a slow dance in the middle of a conversation.",
          "Surprise them on their lunch break with a kiss and a coffee.",
          "Leave a note on the bathroom mirror inviting them to an early night.",
        ],
        proTips: [
          'Spontaneous still means mutual; "not tonight" is a complete answer, and no one sulks.',
          "Read the room, because tiredness and stress change everything.",
          "Keep a few evenings unscheduled so there is space for surprises.",
          "Aim for connection, not performance.",
        ],
      },
      {
        id: "power-of-pace",
        title: "The Power of Pace",
        subtitle: "Slow, then slower",
        spicyIdeas: [
          "Agree to spend the whole evening at half your usual speed.",
          "Breathe together for one quiet minute before anything else begins.",
          "Let a playlist that slowly builds set the tempo, and follow it.",
          "Pause everything to just hold each other for a song, then carry on.",
          "Set a timer and agree that nobody rushes until it chimes.",
        ],
        proTips: [
          "Slow is sensual; speed can always come later if you both want it.",
          "Eye contact turns slowness into intensity instead of awkwardness.",
          "Keep checking in with a smile or a whispered question.",
          "Let go of goals; pleasure is not a finish line.",
        ],
      },
    ],
  },
  {
    id: "romance-rituals",
    name: "Romance Rituals",
    tagline: "Little habits that keep the spark lit.",
    icon: "CalendarHeart",
    activities: [
      {
        id: "six-second-kiss",
        title: "The Six-Second Kiss",
        subtitle: "A daily habit that lingers",
        spicyIdeas: [
          "Share a kiss that lasts at least six seconds every time one of you leaves or comes home.",
          "Add a whispered compliment to the goodbye kiss.",
          "Make the good-morning kiss happen before anyone checks a phone.",
          "End each night with a kiss and one thing you loved about the day.",
          "Keep the ritual even after a disagreement, as a sign you are still a team.",
        ],
        proTips: [
          "Consistency matters more than intensity.",
          "Set a reminder for the first week until it becomes second nature.",
          "Six seconds feels longer than you expect, so do not rush it.",
          "If one of you is not in the mood, a long hug counts.",
        ],
      },
      {
        id: "standing-date",
        title: "The Standing Date",
        subtitle: "A weekly appointment with each other",
        spicyIdeas: [
          "Claim one evening a week for just the two of you, and guard it.",
          "Alternate who plans, and keep the plan a secret until the day.",
          "Begin every date with a toast to something good from the week.",
          "Dress up a little, even when you are staying in.",
          "Close the night with a question you have never asked each other.",
        ],
        proTips: [
          "Treat the date like an important meeting you would never skip.",
          "Keep a shared list of ideas on your phones for quick planning.",
          "Low-cost is perfect; attention is what counts.",
          "Reschedule rather than cancel.",
        ],
      },
      {
        id: "bedtime-connection",
        title: "Bedtime Connection",
        subtitle: "End the day facing each other",
        spicyIdeas: [
          "Go to bed at the same time at least three nights a week.",
          "Share a high, a low and one thing you appreciated about each other today.",
          "Read to each other for ten minutes with the lights low.",
          "Trade a short hand or foot rub before the lights go out.",
          "Fall asleep holding hands, even if you drift apart later.",
        ],
        proTips: [
          "Charge phones outside the bedroom.",
          "Bedtime is for closeness, not for solving big problems.",
          "If your schedules differ, share a wind-down ritual instead of a bedtime.",
          "Make the bed a haven: soft sheets, soft light, no clutter.",
        ],
      },
    ],
  },
  {
    id: "sensual-exploration",
    name: "Sensual Exploration",
    tagline: "Discover each other all over again.",
    icon: "Compass",
    activities: [
      {
        id: "touch-map",
        title: "The Touch Map",
        subtitle: "Find out what feels best, together",
        spicyIdeas: [
          "Take turns exploring from head to toe while the other gives each spot a rating from one to five.",
          "Focus on overlooked places: the inside of the wrist, behind the ear, the small of the back.",
          "Try each spot with a different touch: fingertips, a flat palm, a kiss, a breath.",
          "Report back on your top three discoveries over breakfast the next day.",
          "Repeat the map in a month and see what has changed.",
        ],
        proTips: [
          "Everything is opt-in; any spot can be skipped without explanation.",
          "Stay curious rather than goal-driven.",
          '"A little softer" is a gift, not a complaint, so say it warmly.',
          "The one receiving can guide the giver's hand.",
        ],
      },
      {
        id: "mindful-touch",
        title: "Mindful Touch",
        subtitle: "Presence over performance",
        spicyIdeas: [
          "Sit back to back and match your breathing for three minutes.",
          "Hold hands in silence and notice warmth, texture and pulse.",
          "Take five-minute turns giving touch while the other simply receives.",
          "Explore with no goal at all, just for the pleasure of noticing.",
          "Close with a long hug and ten slow breaths counted together.",
        ],
        proTips: [
          "When your mind wanders, return to the feeling under your hands.",
          "Receivers: practice enjoying without rushing to give back.",
          "Go slower than you think you need to.",
          "Talk afterwards about what surprised you.",
        ],
      },
      {
        id: "taste-and-scent",
        title: "Taste and Scent",
        subtitle: "Bring every sense to the evening",
        spicyIdeas: [
          "Feed each other berries and dark chocolate with your eyes closed.",
          "Choose a signature scent that belongs only to your nights together.",
          "Share a glass of something special and describe the flavours to each other.",
          "Smooth a lightly scented lotion over each other's arms and shoulders.",
          "Kiss after tasting something sweet and guess what it was.",
        ],
        proTips: [
          "Ask about allergies and sensitivities first.",
          "Keep scents subtle; too much overwhelms.",
          "Keep water within reach.",
          "Scent memories last, so reuse the same one for special nights.",
        ],
      },
    ],
  },
  {
    id: "romantic-atmosphere",
    name: "Romantic Atmosphere",
    tagline: "Set the stage, then forget about it.",
    icon: "Lamp",
    activities: [
      {
        id: "lighting-the-scene",
        title: "Lighting the Scene",
        subtitle: "Glow beats glare",
        spicyIdeas: [
          "Switch off the overhead light and use lamps, string lights or flameless candles.",
          "Set a smart bulb to a warm amber and see how different the room feels.",
          "Line the hallway to the bedroom with flameless candles.",
          "Project a soft starry sky onto the ceiling.",
          "Leave just one small lamp on in the corner and let the shadows do the rest.",
        ],
        proTips: [
          "Never leave a real flame unattended; LED candles give the same flicker.",
          "Low light helps everyone feel less self-conscious.",
          "Warm tones flatter everybody.",
          "Set the lighting before your partner gets home for a lovely first impression.",
        ],
      },
      {
        id: "soundtrack-for-two",
        title: "Soundtrack for Two",
        subtitle: "Music that sets the pace",
        spicyIdeas: [
          "Build a playlist that starts mellow and warms up slowly.",
          "Add songs from your story: a first dance, a road trip, a first kiss.",
          "Try instrumental tracks so the lyrics do not steal attention.",
          "Make it longer than you think you will need.",
          "Each of you slips in one surprise song for the other.",
        ],
        proTips: [
          "Turn off autoplay and ads before you start.",
          "Keep the volume low enough to hear a whisper.",
          "A small speaker sounds far better than a phone.",
          "Reuse the playlist; over time it becomes a sweet cue.",
        ],
      },
      {
        id: "bedroom-refresh",
        title: "The Bedroom Refresh",
        subtitle: "A space made for two",
        spicyIdeas: [
          "Clear away laundry, work and screens for the night.",
          "Put fresh, soft sheets on the bed just before the evening starts.",
          "Pile on extra pillows and drape a throw across the foot of the bed.",
          "Keep water and a small bowl of treats within reach.",
          "Close the curtains and set the temperature just right.",
        ],
        proTips: [
          "A clutter-free room makes for a clutter-free mind.",
          'Keep a small basket of "just in case" essentials by the bed.',
          "A little white noise adds privacy in a shared home.",
          "Small upgrades make a big difference.",
        ],
      },
    ],
  },
  {
    id: "kinky-adventures",
    name: "Kinky Adventures",
    tagline: "Playful edges, built on trust and check-ins.",
    icon: "KeyRound",
    activities: [
      {
        id: "yes-no-maybe",
        title: "Yes, No, Maybe",
        subtitle: "Every adventure starts with a conversation",
        spicyIdeas: [
          "Fill in a yes/no/maybe list privately, then compare only where your answers overlap.",
          'Choose a safe word together, something unmistakable like "pineapple".',
          "Agree a traffic-light system: green means keep going, yellow means slow down, red means stop.",
          'Pick one gentle "maybe" to try, and decide on a short time limit in advance.',
          "Book a cosy check-in chat for the next day to talk about how it felt.",
        ],
        proTips: [
          "Consent is ongoing: anyone can change their mind at any moment.",
          "Start far gentler than you think; you can always build up later.",
          'Nothing on a "no" list needs explaining or negotiating.',
          "Keep a clear head for anything new: no more than a drink, or none at all.",
        ],
      },
      {
        id: "playful-power-swap",
        title: "Playful Power Swap",
        subtitle: "Taking turns being in charge",
        spicyIdeas: [
          "Hand one partner the plan for an hour, inside limits you have agreed together.",
          "Use a silk scarf as a soft blindfold and let the other guide the senses.",
          'Try light, playful instructions like "slow down", "look at me" or "wait".',
          "Swap roles next time so you both experience each side.",
          "Draw a card: red means you lead tonight, black means your partner does.",
        ],
        proTips: [
          "The person giving up control sets the limits; the person in charge protects them.",
          'Agree a safeword first, then check in often with a simple "colour?" and listen for the traffic-light answer.',
          "Keep any ties symbolic: soft, loose, easy to slip out of, and never anywhere near the neck.",
          "Aftercare matters: cuddles, water and kind words once you are done.",
        ],
      },
      {
        id: "blindfold-and-whisper",
        title: "Blindfold and Whisper",
        subtitle: "Trust, in the dark",
        spicyIdeas: [
          "With their eyes covered, say out loud each touch a moment before it lands, so the waiting becomes half the pleasure.",
          "Alternate unexpected textures with warm, slow kisses.",
          "Use only your voice for the first five minutes.",
          "Let them guess where your next touch will land.",
          "Lift the blindfold slowly and hold their gaze.",
        ],
        proTips: [
          "The blindfold comes off immediately whenever it is asked for.",
          "Keep one hand in gentle contact so they always know where you are.",
          "Never leave someone blindfolded on their own, not even for a moment.",
          "Talk afterwards about what felt thrilling and what did not.",
        ],
      },
    ],
  },
  {
    id: "erotic-games",
    name: "Erotic Games",
    tagline: "Let chance and cheek set the evening.",
    icon: "Dices",
    activities: [
      {
        id: "truth-or-dare-after-dark",
        title: "Truth or Dare After Dark",
        subtitle: "The classic, turned up gently",
        spicyIdeas: [
          "Write your own deck: five truths and five dares each, all within what you have both agreed.",
          'Give each player three "pass" tokens that can be spent with no questions asked.',
          "Mix tender questions with flirty ones so the mood can swing both ways.",
          "Make the final dare a long, unhurried cuddle.",
          "Read each card aloud in your most dramatic voice before answering.",
        ],
        proTips: [
          "Keep dares inside your shared yes list.",
          "Passing is always allowed and never teased.",
          "Start mild and let the intensity rise with the evening.",
          "Keep a favourite card for next time.",
        ],
      },
      {
        id: "dice-and-cards",
        title: "Dice and Cards",
        subtitle: "Let chance decide what comes next",
        spicyIdeas: [
          "Give each face of a die a kind of touch, then roll to see which comes next.",
          "Roll a second die for how many minutes it lasts.",
          "Deal cards where hearts mean a kiss, diamonds a compliment, clubs a massage and spades a question.",
          "Draw a paper spinner with your own favourites and take turns spinning.",
          "The winner of each round picks the next song.",
        ],
        proTips: [
          "Agree on every option before the first roll.",
          "Either of you can re-roll once per round, no explanation needed.",
          "Keep the game moving; chance is more fun at a brisk pace.",
          "Swap in new options every time you play.",
        ],
      },
      {
        id: "playful-forfeits",
        title: "Playful Forfeits",
        subtitle: "Classic games with a layer of suspense",
        spicyIdeas: [
          "Play any card game you both know; the loser of each hand gives up one item, and accessories count.",
          "Quiz each other on your relationship: a wrong answer costs a layer.",
          "Settle quick rounds with rock, paper, scissors.",
          "Put on extra layers beforehand if you want the game to last.",
          "End with the winner receiving a massage, or call it a tie and trade.",
        ],
        proTips: [
          "Anyone can stop the game at any time and reach for a robe.",
          "Keep the room warm.",
          "Socks, scarves and jewellery all count as layers.",
          "Laughter is part of the fun.",
        ],
      },
    ],
  },
];

export const SET_THE_MOOD: readonly MoodSetter[] = [
  {
    id: "sensual-playlist",
    title: "Sensual Playlist",
    description: "Slow, warm songs that start mellow and build, at a volume low enough to hear a whisper.",
    icon: "Music",
  },
  {
    id: "dim-lighting",
    title: "Dim Lighting",
    description: "Lamps and flameless candles instead of the ceiling light, so the room glows rather than glares.",
    icon: "Moon",
  },
  {
    id: "ambient-scents",
    title: "Ambient Scents",
    description: "One soft fragrance, like vanilla, sandalwood or jasmine, kept subtle enough to notice only up close.",
    icon: "Flower2",
  },
  {
    id: "romantic-drinks",
    title: "Romantic Drinks",
    description:
      "Something special poured into your nicest glasses, with or without alcohol; the toast matters more than the drink.",
    icon: "Wine",
  },
];

/** The category for a tab id, or undefined. */
export function findDesireCategory(id: string): DesireCategory | undefined {
  return INTIMATE_DESIRE_CATEGORIES.find((category) => category.id === id);
}
