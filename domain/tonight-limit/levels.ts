/**
 * Tonight's limit: the five steps a partner chooses from, on their own phone, and what each means for the room
 * games (docs/decisions/011-tonights-limit.md). No content and no cryptography here, so the browser can load it
 * with the room.
 */
import type { DiceToSpiceDifficulty, PassionDiceIntensity } from "@content/games/dice";
import type { SpicyLevel } from "@content/games/types";
import type { RoomGameId } from "../rooms/protocol";

/** The room games a limit applies to: those with a level of their own. */
export const TONIGHT_LIMIT_GAMES = ["truth-or-dare", "passion-dice", "dice-to-spice"] as const;
export type TonightLimitGame = (typeof TONIGHT_LIMIT_GAMES)[number];

export const isTonightLimitGame = (game: RoomGameId): game is TonightLimitGame =>
  (TONIGHT_LIMIT_GAMES as readonly string[]).includes(game);

/** From gentlest to boldest: the same scale as the games' spicyLevel. */
export const TONIGHT_LEVELS: readonly SpicyLevel[] = [1, 2, 3, 4, 5];

export const TONIGHT_LEVEL_NAMES: Readonly<Record<SpicyLevel, string>> = {
  1: "Gentle",
  2: "Sweet",
  3: "Warm",
  4: "Spicy",
  5: "Fiery",
};

/** One line under each step, so each of you reads the same thing into a word. */
export const TONIGHT_LEVEL_LINES: Readonly<Record<SpicyLevel, string>> = {
  1: "Cosy and affectionate: cuddles, kind words, laughing together.",
  2: "Romantic and a little flirty, with plenty of kisses.",
  3: "Sensual and close, taking things slowly.",
  4: "Bold and teasing, with more heat.",
  5: "Everything the game holds, still at your own pace.",
};

export function isTonightLevel(value: unknown): value is SpicyLevel {
  return typeof value === "number" && (TONIGHT_LEVELS as readonly number[]).includes(value);
}

/**
 * Passion Dice's setting for tonight: the boldest of its three that never goes past the level (Mild reaches Sweet,
 * Medium Warm, Spicy everything). Gentle has nothing gentler than Mild, the dice's mildest.
 */
export function passionDiceIntensityFor(level: SpicyLevel): PassionDiceIntensity {
  return level >= 5 ? "Spicy" : level >= 3 ? "Medium" : "Mild";
}

/** Dice to Spice's dice for tonight: the spicy faces from Spicy up, the cute ones below. */
export function diceToSpiceDifficultyFor(level: SpicyLevel): Extract<DiceToSpiceDifficulty, "Cute" | "Spicy"> {
  return level >= 4 ? "Spicy" : "Cute";
}
