/**
 * The longer love-language quiz: 30 "which would mean more to you" pairs (ids pair-1 to pair-30). Each pair
 * offers two everyday moments from two different love languages. Every unordered pair of the five languages
 * appears exactly three times, and every language is option A six times and option B six times.
 */

import type { LoveLanguageId } from "./love-languages";

export interface LoveLanguageChoice {
  readonly language: LoveLanguageId;
  readonly text: string;
}

export interface LoveLanguagePair {
  readonly id: string;
  readonly a: LoveLanguageChoice;
  readonly b: LoveLanguageChoice;
}

const WORDS: LoveLanguageId = "words_of_affirmation";
const TOUCH: LoveLanguageId = "physical_touch";
const SERVICE: LoveLanguageId = "acts_of_service";
const TIME: LoveLanguageId = "quality_time";
const GIFTS: LoveLanguageId = "receiving_gifts";

function pair(
  n: number,
  aLanguage: LoveLanguageId,
  aText: string,
  bLanguage: LoveLanguageId,
  bText: string,
): LoveLanguagePair {
  return { id: `pair-${n}`, a: { language: aLanguage, text: aText }, b: { language: bLanguage, text: bText } };
}

export const LOVE_LANGUAGE_PAIRS: readonly LoveLanguagePair[] = [
  pair(
    1,
    WORDS,
    "Your partner sends you a message mid-afternoon listing three things they love about you, for no reason at all.",
    TOUCH,
    "Your partner wraps you in a long, unhurried hug the moment you walk through the door.",
  ),
  pair(
    2,
    SERVICE,
    "Your partner phones the plumber, waits in for the visit and deals with the whole thing so you never have to think about it.",
    TIME,
    "Your partner takes a day off work so the two of you can spend a weekday together.",
  ),
  pair(
    3,
    GIFTS,
    "Your partner brings home your favourite pastry from the bakery near their work.",
    WORDS,
    "Your partner leaves a sticky note on the bathroom mirror saying how lovely you looked this morning.",
  ),
  pair(
    4,
    TOUCH,
    "Your partner rubs your shoulders while you are stuck at your desk on a tough evening.",
    SERVICE,
    "Your partner sorts out the bill you have been dreading and simply tells you it is done.",
  ),
  pair(
    5,
    TIME,
    "Your partner stays up late talking with you on the sofa, long past the time you meant to go to bed.",
    GIFTS,
    "Your partner gives you a book they spotted because it reminded them of a conversation you once had.",
  ),
  pair(
    6,
    WORDS,
    "The night before a big interview, your partner tells you exactly why they believe you will be wonderful.",
    SERVICE,
    "On the morning of your busiest day, your partner packs you a lunch with all your favourite bits.",
  ),
  pair(
    7,
    GIFTS,
    "Your partner replaces your favourite mug the same week it breaks, and somehow finds one you like even more.",
    TOUCH,
    "Your partner drops a kiss on your forehead every time they pass you in the kitchen.",
  ),
  pair(
    8,
    SERVICE,
    "Your partner takes your car in for its MOT so you do not lose a whole afternoon to it.",
    GIFTS,
    "Your partner surprises you with tickets to see a band you mentioned only once, months ago.",
  ),
  pair(
    9,
    TOUCH,
    "Your partner reaches for your hand as soon as the lights go down at the cinema.",
    TIME,
    "Your partner takes you out for breakfast and lets the conversation wander for two whole hours.",
  ),
  pair(
    10,
    TIME,
    "Your partner comes along to the Saturday market with you and spends the whole morning there, in no hurry at all.",
    WORDS,
    "While you are away, your partner records a voice note telling you all the little things they miss about you.",
  ),
  pair(
    11,
    TOUCH,
    "On a lazy Sunday morning, your partner curls up behind you and stays there until you are ready to get up.",
    TIME,
    "Your partner plans a long country walk with you on Saturday, with nowhere to be afterwards.",
  ),
  pair(
    12,
    WORDS,
    "Your partner thanks you for something small you did that you assumed nobody had noticed.",
    SERVICE,
    "Your partner finally clears out the spare room you had been putting off for months.",
  ),
  pair(
    13,
    TIME,
    "Your partner clears an evening to play board games with you, even the one that takes hours.",
    GIFTS,
    "Your partner tracks down a second-hand record you have been hunting for years.",
  ),
  pair(
    14,
    GIFTS,
    "Your partner makes you something by hand, a little lopsided, but unmistakably made for you.",
    TOUCH,
    "Your partner sits so close on a seafront bench that your shoulders touch while you watch the waves.",
  ),
  pair(
    15,
    WORDS,
    "Across the dinner table, your partner looks up and tells you how lucky they feel to be with you.",
    TOUCH,
    "Your partner pulls you in for a slow dance in the kitchen while the kettle boils.",
  ),
  pair(
    16,
    SERVICE,
    "Your partner fixes the dripping tap that has been keeping you awake.",
    GIFTS,
    "Your partner gives you a plant for your windowsill, with a silly name already chosen for it.",
  ),
  pair(
    17,
    TIME,
    "Your partner books a weekend away with no plan except being together.",
    WORDS,
    "Your partner fills a whole page of your birthday card with the reasons they are glad you were born.",
  ),
  pair(
    18,
    TOUCH,
    "On a cold night, your partner lets you warm your chilly feet against theirs without a word of complaint.",
    SERVICE,
    "Your partner brings you a cup of tea in bed before your alarm has even gone off.",
  ),
  pair(
    19,
    GIFTS,
    "Your partner frames a photo of the two of you from your first holiday and puts it where you will see it every day.",
    WORDS,
    "When you are doubting yourself, your partner reminds you of something brave you did years ago.",
  ),
  pair(
    20,
    SERVICE,
    "Your partner does the weekly shop and remembers the things you forgot to put on the list.",
    TIME,
    "Your partner suggests trying a new recipe together on a weeknight, one pan and two sets of hands.",
  ),
  pair(
    21,
    TOUCH,
    "During a tense family dinner, your partner gives your hand a gentle squeeze under the table.",
    WORDS,
    "On the drive home, your partner tells you how much they admired your patience with a difficult relative.",
  ),
  pair(
    22,
    GIFTS,
    "Before a long journey, your partner tucks your favourite chocolate bar into your bag for you to find later.",
    SERVICE,
    "On a frosty morning, your partner scrapes the ice off your windscreen before you leave for work.",
  ),
  pair(
    23,
    WORDS,
    "Within your earshot, your partner tells a friend how brilliantly you handled a difficult week.",
    TIME,
    "Your partner switches off the television to finish a jigsaw with you, piece by piece.",
  ),
  pair(
    24,
    SERVICE,
    "Your partner walks the dog in the pouring rain so you can stay in your dressing gown.",
    TOUCH,
    "Your partner lets you rest your head in their lap on the sofa and strokes your hair.",
  ),
  pair(
    25,
    TOUCH,
    "At a crowded party, your partner keeps a steady hand on your back as you make your way through the room.",
    GIFTS,
    "When you start something new, your partner gives you a fresh notebook and a really good pen.",
  ),
  pair(
    26,
    SERVICE,
    "Your partner has dinner cooking and the table laid when you get back from a late shift.",
    WORDS,
    'Your partner says "I\'m proud of you" the day you finally finish a project you had struggled with.',
  ),
  pair(
    27,
    GIFTS,
    "Your partner comes back from a work trip with a small souvenir they clearly chose with you in mind.",
    TIME,
    "Your partner asks to join your usual Sunday swim, just to spend the time with you.",
  ),
  pair(
    28,
    TIME,
    "Your partner sits with you on the back step to watch the sun go down, phones left indoors.",
    TOUCH,
    "Your partner links arms with you as you walk home together on a cold night.",
  ),
  pair(
    29,
    TIME,
    "Your partner puts their phone in a drawer for the evening and asks about your day, really listening.",
    SERVICE,
    "Your partner irons your clothes for tomorrow so you can have an early night.",
  ),
  pair(
    30,
    WORDS,
    "Your partner notices your new haircut within seconds and tells you it really suits you.",
    GIFTS,
    "Your partner hands you a little bunch of wildflowers picked on the walk home.",
  ),
];
