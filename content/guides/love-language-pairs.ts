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
    "Mid-afternoon, a message arrives from your partner listing three things they love about you, for no reason at all.",
    TOUCH,
    "The moment you walk through the door, you are wrapped in a long, unhurried hug.",
  ),
  pair(
    2,
    SERVICE,
    "The plumber is phoned, the visit waited in for and the whole thing dealt with, so you never have to think about it.",
    TIME,
    "A day off work, taken just so the two of you can spend a weekday together.",
  ),
  pair(
    3,
    GIFTS,
    "Your favourite pastry appears on the kitchen counter, brought home from the bakery near your partner's work.",
    WORDS,
    "A sticky note on the bathroom mirror says how lovely you looked this morning.",
  ),
  pair(
    4,
    TOUCH,
    "Stuck at your desk on a tough evening, you feel two warm hands start to rub your shoulders.",
    SERVICE,
    "That bill you have been dreading is sorted, and all you hear about it is that it is done.",
  ),
  pair(
    5,
    TIME,
    "Talking on the sofa together, long past the time you both meant to go to bed.",
    GIFTS,
    "A book, spotted in a shop because it reminded your partner of a conversation you once had.",
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
    "Your favourite mug breaks, and within the week there is a new one you like even more.",
    TOUCH,
    "A kiss on your forehead every time your partner passes you in the kitchen.",
  ),
  pair(
    8,
    SERVICE,
    "Your car goes in for its MOT without you, so you do not lose a whole afternoon to it.",
    GIFTS,
    "Tickets to see a band you mentioned only once, months ago.",
  ),
  pair(
    9,
    TOUCH,
    "As soon as the lights go down at the cinema, a hand reaches for yours.",
    TIME,
    "Breakfast out together, with the conversation left to wander for two whole hours.",
  ),
  pair(
    10,
    TIME,
    "Company at the Saturday market: a whole morning there together, in no hurry at all.",
    WORDS,
    "While you are away, your partner records a voice note telling you all the little things they miss about you.",
  ),
  pair(
    11,
    TOUCH,
    "On a lazy Sunday morning, your partner curls up behind you and stays there until you are ready to get up.",
    TIME,
    "A long country walk planned for Saturday, with nowhere to be afterwards.",
  ),
  pair(
    12,
    WORDS,
    "Thanks for something small you did that you assumed nobody had noticed.",
    SERVICE,
    "The spare room you had been putting off for months, finally cleared out for you.",
  ),
  pair(
    13,
    TIME,
    "An evening cleared for board games together, even the one that takes hours.",
    GIFTS,
    "The second-hand record you have been hunting for years, tracked down and handed over.",
  ),
  pair(
    14,
    GIFTS,
    "Something made by hand, a little lopsided, but unmistakably made for you.",
    TOUCH,
    "Sitting so close on a seafront bench that your shoulders touch while you watch the waves.",
  ),
  pair(
    15,
    WORDS,
    "Across the dinner table, your partner looks up and tells you how lucky they feel to be with you.",
    TOUCH,
    "A slow dance in the kitchen while the kettle boils.",
  ),
  pair(
    16,
    SERVICE,
    "The dripping tap that has been keeping you awake goes quiet: fixed while you were out.",
    GIFTS,
    "A plant for your windowsill, with a silly name already chosen for it.",
  ),
  pair(
    17,
    TIME,
    "A weekend away, booked with no plan except being together.",
    WORDS,
    "A whole page of your birthday card filled with the reasons your partner is glad you were born.",
  ),
  pair(
    18,
    TOUCH,
    "On a cold night, your partner lets you warm your chilly feet against theirs without a word of complaint.",
    SERVICE,
    "A cup of tea brought to you in bed before your alarm has even gone off.",
  ),
  pair(
    19,
    GIFTS,
    "A framed photo of the two of you from your first holiday, hung where you will see it every day.",
    WORDS,
    "When you are doubting yourself, your partner reminds you of something brave you did years ago.",
  ),
  pair(
    20,
    SERVICE,
    "The weekly shop done, including the things you forgot to put on the list.",
    TIME,
    "A new recipe tried together on a weeknight, one pan and two sets of hands.",
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
    "The television switched off so the two of you can finish a jigsaw, piece by piece.",
  ),
  pair(
    24,
    SERVICE,
    "Someone else walks the dog in the pouring rain, so you can stay in your dressing gown.",
    TOUCH,
    "Your head resting in your partner's lap on the sofa while they stroke your hair.",
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
    "Back from a late shift, you find dinner cooking and the table laid.",
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
    "Tomorrow's clothes already ironed, so you can have an early night.",
  ),
  pair(
    30,
    WORDS,
    "Your partner notices your new haircut within seconds and tells you it really suits you.",
    GIFTS,
    "A little bunch of wildflowers, picked on the walk home and handed to you at the door.",
  ),
];
