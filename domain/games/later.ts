/**
 * "Later" (issue #48, "Not tonight" costs nothing): a dare or dice roll a couple keeps for another evening instead of
 * playing it now. The list is kept on the device (app/lib/games/later-storage.ts) and, once the phone is paired, in
 * Our space (domain/our-space/space-doc.ts, map "later"), where both partners see and remove the same cards.
 *
 * A saved card is identified by its game and the card's own id in that game (`ref`), so saving the same card twice
 * keeps one. Everything read back (from the device or from the partner's phone) is checked here: a bad entry is
 * dropped, never thrown, and the list never grows past LATER_LIMITS.items (the oldest go first).
 */

/** The games whose dares and challenges can be kept for later. */
export const LATER_GAMES = ["truth-or-dare", "passion-dice", "dice-to-spice"] as const;
export type LaterGame = (typeof LATER_GAMES)[number];

/** How each game is named beside a saved card. */
export const LATER_GAME_NAMES: Readonly<Record<LaterGame, string>> = {
  "truth-or-dare": "Truth or Dare",
  "passion-dice": "Passion Dice",
  "dice-to-spice": "Dice to Spice",
};

/** Where each game is played, for the "Play it" link of a saved card. */
export const LATER_GAME_PATHS: Readonly<Record<LaterGame, string>> = {
  "truth-or-dare": "/games/truth-or-dare",
  "passion-dice": "/games/passion-dice",
  "dice-to-spice": "/games/dice-to-spice",
};

export const LATER_LIMITS = {
  /** Cards kept at most; saving one more lets the oldest go. */
  items: 200,
  /** A card's id within its game (a dare's id, a dice action's id, a Dice to Spice face and body part). */
  refLength: 120,
  /** The card's words as the game showed them. */
  textLength: 300,
} as const;

export interface LaterItem {
  readonly game: LaterGame;
  /** The card's id within its game. */
  readonly ref: string;
  /** The card as the game showed it (not its softer version). */
  readonly text: string;
  /** ISO time it was saved. */
  readonly at: string;
}

// Control characters have no place in a card's words or id; removing them is this expression's whole purpose.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

export const isLaterGame = (value: unknown): value is LaterGame => LATER_GAMES.includes(value as LaterGame);
export const isIsoTime = (value: unknown): value is string =>
  typeof value === "string" && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value));

const isText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.trim().length > 0 && value.length <= max && !CONTROL_CHARACTERS.test(value);

/** The one identity of a saved card: its game and its id there. */
export function laterKey(item: Pick<LaterItem, "game" | "ref">): string {
  return `${item.game}|${item.ref}`;
}

/** The card as kept (only its four fields), or null when anything about it is wrong. */
export function cleanLaterItem(value: unknown): LaterItem | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const { game, ref, text, at } = value as Record<string, unknown>;
  if (!isLaterGame(game) || !isText(ref, LATER_LIMITS.refLength) || !isText(text, LATER_LIMITS.textLength)) return null;
  if (!isIsoTime(at)) return null;
  return { game, ref, text, at };
}

/** Newest first; cards saved at the same moment in a fixed order, so two phones list them alike. */
export function byNewest(a: LaterItem, b: LaterItem): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  const [ka, kb] = [laterKey(a), laterKey(b)];
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/**
 * A stored list as the screens use it: valid cards only, each once (its newest save kept), newest first, at most
 * LATER_LIMITS.items. Anything that is not a list reads as an empty one.
 */
export function coerceLaterList(value: unknown): LaterItem[] {
  if (!Array.isArray(value)) return [];
  const byKey = new Map<string, LaterItem>();
  for (const entry of value.slice(0, LATER_LIMITS.items * 2)) {
    const item = cleanLaterItem(entry);
    if (!item) continue;
    const known = byKey.get(laterKey(item));
    if (!known || known.at < item.at) byKey.set(laterKey(item), item);
  }
  return [...byKey.values()].sort(byNewest).slice(0, LATER_LIMITS.items);
}

/**
 * Saves a card: first in the list, unless the same card is already there (the list is then returned as it was).
 * A card that does not pass the checks is not saved. Past LATER_LIMITS.items the oldest go.
 */
export function addLater(list: readonly LaterItem[], item: LaterItem): LaterItem[] {
  const clean = cleanLaterItem(item);
  if (!clean) return [...list];
  const key = laterKey(clean);
  if (list.some((entry) => laterKey(entry) === key)) return [...list];
  return [clean, ...list].slice(0, LATER_LIMITS.items);
}

/** The list without the card of that key. */
export function removeLater(list: readonly LaterItem[], key: string): LaterItem[] {
  return list.filter((entry) => laterKey(entry) !== key);
}

/** True when the card is in the list. */
export function hasLater(list: readonly LaterItem[], key: string): boolean {
  return list.some((entry) => laterKey(entry) === key);
}
