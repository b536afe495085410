/**
 * Device-kept "recently seen" history of the games (DECISIONS: games' recently-seen history lives on
 * the visitor's device). Each game keeps a JSON array of item ids under its own localStorage key.
 * Read it in an effect, never during server render; bad or foreign data reads as an empty list.
 */
import { MAX_SEEN_IDS } from "./no-repeat";

/** The localStorage keys, one per game. */
export const GAME_HISTORY_KEYS = {
  truthOrDare: "entwine-games:truth-or-dare:seen",
  passionDice: "entwine-games:passion-dice:seen",
  roleplay: "entwine-games:fantasy-roleplay:seen",
  conversation: "entwine-games:seductive-conversation:seen",
} as const;

export type GameHistoryKey = (typeof GAME_HISTORY_KEYS)[keyof typeof GAME_HISTORY_KEYS];

/** Parses a stored history: a JSON array whose string entries are kept (at most MAX_SEEN_IDS, newest kept). */
export function parseHistory(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((entry): entry is string => typeof entry === "string" && entry.length > 0 && entry.length <= 100).slice(-MAX_SEEN_IDS);
  } catch {
    return [];
  }
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readHistory(key: string, storage: Storage | undefined = defaultStorage()): string[] {
  try {
    return parseHistory(storage?.getItem(key));
  } catch {
    return [];
  }
}

/** Saves a history; storage that is full, disabled or missing is ignored (the game still works). */
export function writeHistory(key: string, ids: readonly string[], storage: Storage | undefined = defaultStorage()): void {
  try {
    storage?.setItem(key, JSON.stringify(ids.slice(-MAX_SEEN_IDS)));
  } catch {
    // Private mode or a full quota: history is a nicety, not a requirement.
  }
}
