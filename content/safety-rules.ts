/**
 * The safety notes an item must carry when it brings in oil, lubricant, a restraint, a candle or wax, or ice on
 * skin (issues #33 and #46): oil and latex do not mix; a safeword (and nothing near the neck) for restraint; candles
 * away from bedding and never unattended; only body-safe, low-temperature wax on skin; ice kept moving. One list,
 * read by the content tests of every source (games, guides, ideas, the positions catalogue, the blog's samples).
 */
export interface SafetyRule {
  readonly what: string;
  /** The item brings this in. */
  readonly mentions: RegExp;
  /** So it carries this note. */
  readonly note: RegExp;
  /** The note itself, as a game shows it on its own line under a prompt that mentions the thing. */
  readonly careNote: string;
}

/** A few words may stand between a verb and what it acts on ("tie a silk scarf loosely around their wrists"). */
const near = (first: string, second: string) => new RegExp(`\\b(${first})\\b(?:\\W+\\w+){0,9}?\\W+(${second})\\b`, "i");
// Wrists and ankles: "hands" alone is too often only guiding ("tie a scarf over your eyes and guide your hands").
const tyingHands = near("tie|ties|tied|tying|bind|binds|binding|knot", "wrists?|ankles?|hands together|hands behind");

export const SAFETY_RULES: readonly SafetyRule[] = [
  {
    what: "oil: oil and latex do not mix",
    mentions: /\boils?\b(?<!midnight oil)|\boiled\b|\boily\b/i,
    note: /\blatex\b|\bcondoms?\b/i,
    careNote:
      "Oil and latex do not mix: oil weakens condoms, so wash it off first or choose a water-based or silicone lube.",
  },
  {
    what: "lubricant: water-based (or silicone) is safe with condoms",
    mentions: /\blub(e|es|ricant|ricants)\b/i,
    note: /water-based|silicone|latex|condom/i,
    careNote: "With condoms, choose a water-based or silicone lube: oil-based ones weaken latex.",
  },
  {
    what: "restraint: a safeword",
    mentions: new RegExp(
      `\\b(restrain\\w*|handcuffs?|cuffs|ropes?|bondage|tied up|(any|soft|silk|scarf) ties)\\b|${tyingHands.source}`,
      "i",
    ),
    note: /\bsafe ?word\b/i,
    careNote:
      "Agree a safeword first, keep anything that ties loose enough to slip a finger under, and nothing near the neck.",
  },
  {
    what: "candles: away from bedding and never unattended",
    // "Twin Candles" is a position's name, not a flame.
    mentions: /\b(candles?|candlelit|candlelight)\b(?<!Twin Candles)/i,
    note: /bedding|unattended|away from|well clear of|flameless|LED|battery|curtains|low-temperature|body-safe/i,
    careNote: "Keep candles well away from bedding, curtains and hair, and never leave one burning unattended.",
  },
  {
    what: "wax: body-safe, low-temperature only",
    mentions: /\bwax\b/i,
    note: /low-temperature|body-safe/i,
    careNote: "Only wax from a body-safe, low-temperature massage candle on skin, tested on a wrist first.",
  },
  {
    what: "ice: keep it moving",
    mentions: /\bice cubes?\b/i,
    note: /moving|on the move|never (hold|held|rest|leave)|never letting it (rest|sit)|sit still|without letting it stop|keep it (gliding|travelling)/i,
    careNote: "Keep ice moving: held still on one spot, it can hurt.",
  },
];

/** The rules an item's text breaks: it mentions the thing but not its note. */
export function missingSafetyNotes(text: string): SafetyRule[] {
  return SAFETY_RULES.filter((rule) => rule.mentions.test(text) && !rule.note.test(text));
}

/** The notes a game shows under a prompt, on their own line: one per thing the prompt brings in, in rule order. */
export function careNotesFor(text: string): string[] {
  return SAFETY_RULES.filter((rule) => rule.mentions.test(text)).map((rule) => rule.careNote);
}
