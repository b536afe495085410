/**
 * Words that must never be published: anything that sexualises minors, and slurs. A visitor's story that contains
 * them is not refused (the writer is not told which words tripped it, so the list cannot be probed); it waits in
 * review like every story, held, with the reason shown to the admin on that story ("Held: mentions of minors").
 *
 * This is an adult site: sexual words alone are never suspect. Words about children are suspect only next to
 * sexual words (a couple may well mention that the kids are at their grandparents'), except the few terms that
 * only ever mean sexualised minors, which hold a story wherever they stand.
 *
 * The text is read after folding what people use to slip past a filter: accents, look-alike digits and symbols
 * ("k1d", "t33n", "@"), letters spaced or dotted apart ("u n d e r a g e", "j.a.i.l.b.a.i.t"), and letters
 * repeated ("teeeen"). Patterns match whole words only. Server-only: the list never reaches a browser.
 */

export type HoldReason = "minors" | "slur";

export const HOLD_LABELS: Record<HoldReason, string> = {
  minors: "Held: mentions of minors",
  slur: "Held: a slur",
};

/** How many words apart a word about children and a sexual word may stand to hold the story. */
export const NEARNESS_WORDS = 12;

const LOOK_ALIKES: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "l",
};

/**
 * The text as the patterns read it: lower case, accents folded, look-alikes replaced inside words, letters that
 * were spaced or dotted apart joined again, every letter run of three or more cut to two.
 */
export function foldForScreening(text: string): string {
  let folded = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    // Zero-width characters hide inside words.
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, "");
  // A look-alike counts as a letter only between or beside letters ("k1d", "t33n"), so "12 years" stays a number.
  folded = folded.replace(/(?<=\p{L})[013457@$!|8]+|[013457@$!|8]+(?=\p{L})/gu, (run) =>
    [...run].map((char) => LOOK_ALIKES[char] ?? char).join(""),
  );
  // Single letters joined by spaces, dots, dashes, stars or underscores: "u n d e r a g e", "j.a.i.l".
  folded = folded.replace(/\b\p{L}(?:[\s._*-]+\p{L}\b){3,}/gu, (run) => run.replace(/[\s._*-]+/g, ""));
  // Letters inside a word split by dots, stars or dashes: "pae.do", "r*pe".
  folded = folded.replace(/(?<=\p{L})[._*]+(?=\p{L})/gu, "");
  return folded.replace(/(\p{L})\1{2,}/gu, "$1$1");
}

const word = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}])`, "gu");

/** Terms that only ever mean sexualised minors (or their abuse): a story holding one is held wherever it stands. */
const MINORS_ALWAYS = [
  word("under ?-?age(?:d)?"),
  word("pre ?-?teens?"),
  word("jail ?bait"),
  word("lol(?:i|icon|ita)s?"),
  word("shotas?(?:con)?"),
  word("pa?edo(?:s|phil(?:e|es|ia|iac))?|pedo(?:s|phil(?:e|es|ia|iac))?"),
  word("child ?(?:porn|abuse material|sex)|kiddie ?porn|cp ?porn"),
  // An age under eighteen: "15 years old", "15-year-old", "15yo", "aged 15", "age 9".
  word("(?:[1-9]|1[0-7]) ?-?(?:years?|yrs?) ?-?old|(?:[1-9]|1[0-7]) ?y\\/?o"),
  word("aged? (?:[1-9]|1[0-7])(?! ?(?:years?|yrs?|minutes?|hours?|days?|weeks?|months?|percent|%))"),
];

/** Words about children: they hold a story only within NEARNESS_WORDS of a sexual word. */
const CHILD_WORDS = word(
  "child|children|childs|kids?|kiddies?|minors?|little (?:girls?|boys?)|young (?:girls?|boys?)|school ?(?:girls?|boys?|kids?)|" +
    "teens?|teenagers?|teenaged?|adolescents?|juveniles?|toddlers?|infants?|babies|baby girls?|boys? and girls?|" +
    "daughters?|sons?|nieces?|nephews?|step ?daughters?|step ?sons?|pupils?|year ?(?:[1-9]|1[01]) students?",
);

/**
 * Sexual words: on this site they are ordinary, and suspect only beside a word about children. Plain words and
 * the common euphemisms; stems so that "aroused" and "arousing" both count.
 */
const SEXUAL_WORDS = word(
  "sex(?:ual|ually|y|ier|iest)?|naked|nude|nudes|nudity|undress(?:ed|ing)?|arous(?:e|ed|al|ing)|" +
    "horny|orgasms?|climax(?:ed|ing)?|erotic|sensual|seduc(?:e|ed|ing|tion|tive)|fuck(?:ed|ing|s)?|" +
    "cum|come on (?:her|him|them)|breasts?|boobs?|tits|nipples?|genitals?|penis|vagina|pussy|cock|dick|" +
    "erection|hard ?on|wet for|fondl(?:e|ed|ing)|molest(?:ed|ing)?|grop(?:e|ed|ing)|" +
    "touch(?:ed|ing)? (?:her|him|them) (?:there|between)|between (?:her|his|their) legs|" +
    "in bed with|slept with|sleep with|make love|made love|making love|foreplay|oral|blow ?job|porn(?:o|ographic)?|" +
    "lust(?:ful)?|kink(?:y)?|bondage|spank(?:ed|ing)?|moan(?:ed|ing|s)?",
);

/**
 * Slurs against people for who they are (race, religion, origin, sexuality, gender identity, disability). Words
 * a community has taken back and uses of itself ("queer") are not on it: this site welcomes every couple. Nor are
 * words with an ordinary meaning most of the time (a "chink" of light). Letters may be stretched ("faaaggot").
 */
const SLURS = [
  word("n+i+g+g+(?:e+r+s?|a+s?|a+h|a+z)|niglets?"),
  word("kikes?"),
  word("spics?|spicks?(?! and span)"),
  word("wetbacks?|beaners?"),
  word("gooks?"),
  word("rag ?heads?|towel ?heads?|sand ?n[i1]gg(?:er|ers|a|as)"),
  word("pakis?"),
  word("coons?|jigaboos?|porch ?monkeys?"),
  word("f+a+g+(?:s|o+t+s?|y)?"),
  word("trann(?:y|ies)|shemales?"),
  word("retard(?:s|ed)?|mongoloids?"),
  word("gypp?os?|pikeys?"),
];

export interface ScreeningResult {
  reasons: HoldReason[];
}

function anyMatch(patterns: readonly RegExp[], text: string): boolean {
  return patterns.some((pattern) => {
    pattern.lastIndex = 0;
    return pattern.test(text);
  });
}

/** Word positions (index of the word each match starts at) of a pattern's matches in a text. */
function wordPositions(pattern: RegExp, text: string, wordStarts: number[]): number[] {
  const positions: number[] = [];
  pattern.lastIndex = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    let low = 0;
    let high = wordStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (wordStarts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    positions.push(low);
  }
  return positions;
}

function childrenNearSex(text: string): boolean {
  const wordStarts = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match.index ?? 0);
  if (wordStarts.length === 0) return false;
  const children = wordPositions(CHILD_WORDS, text, wordStarts);
  if (children.length === 0) return false;
  const sexual = wordPositions(SEXUAL_WORDS, text, wordStarts);
  let next = 0;
  for (const position of children) {
    while (next < sexual.length && sexual[next]! < position - NEARNESS_WORDS) next += 1;
    if (next < sexual.length && sexual[next]! <= position + NEARNESS_WORDS) return true;
  }
  return false;
}

/** Why a story must wait for the admin's eyes before anyone reads it; an empty list when nothing is suspect. */
export function screenStory(...texts: string[]): ScreeningResult {
  const text = foldForScreening(texts.join("\n"));
  const reasons: HoldReason[] = [];
  if (anyMatch(MINORS_ALWAYS, text) || childrenNearSex(text)) reasons.push("minors");
  if (anyMatch(SLURS, text)) reasons.push("slur");
  return { reasons };
}
