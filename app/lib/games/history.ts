/**
 * Device-kept "already seen" history of the games (DECISIONS: games' recently-seen history lives on the visitor's
 * device), one list per game and pack, so a pack never repeats until it is finished, across reloads and visits.
 * Each list is a JSON array of item ids under its own localStorage key, read and written through the device storage
 * wrappers (bad or foreign data reads as an empty list). Read it in an effect, never during server render.
 */
import {
  deviceStorage as defaultStorage,
  readDeviceValue,
  writeDeviceValue,
  type StorageLike,
} from "~/lib/device-storage";
import { MAX_SEEN_IDS } from "@domain/games/no-repeat";

/** The classic packs' keys (the keys the games used before there were packs, so old histories carry on). */
export const GAME_HISTORY_KEYS = {
  truthOrDare: "entwine-games:truth-or-dare:seen",
  passionDice: "entwine-games:passion-dice:seen",
  roleplay: "entwine-games:fantasy-roleplay:seen",
  conversation: "entwine-games:seductive-conversation:seen",
} as const;

export type GameHistoryKey = (typeof GAME_HISTORY_KEYS)[keyof typeof GAME_HISTORY_KEYS];

/** The games whose items come in packs. */
export type PackGame = keyof typeof GAME_HISTORY_KEYS;

const GAME_SLUGS: Readonly<Record<PackGame, string>> = {
  truthOrDare: "truth-or-dare",
  passionDice: "passion-dice",
  roleplay: "fantasy-roleplay",
  conversation: "seductive-conversation",
};

/** The key of one game's pack: the classic pack keeps the game's old key, the others get their own. */
export function packHistoryKey(game: PackGame, packId: string): string {
  return packId === "classic" ? GAME_HISTORY_KEYS[game] : `entwine-games:${GAME_SLUGS[game]}:${packId}:seen`;
}

function validateHistory(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((entry): entry is string => typeof entry === "string" && entry.length > 0 && entry.length <= 100)
    .slice(-MAX_SEEN_IDS);
}

/** Parses a stored history: a JSON array whose string entries are kept (at most MAX_SEEN_IDS, newest kept). */
export function parseHistory(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    return validateHistory(JSON.parse(raw)) ?? [];
  } catch {
    return [];
  }
}

export function readHistory(key: string, storage: StorageLike | undefined = defaultStorage()): string[] {
  return readDeviceValue(storage, key, [], validateHistory);
}

/** Saves a history; storage that is full, disabled or missing is ignored (the game still works). */
export function writeHistory(
  key: string,
  ids: readonly string[],
  storage: StorageLike | undefined = defaultStorage(),
): void {
  writeDeviceValue(storage, key, ids.slice(-MAX_SEEN_IDS));
}

/** Every pack's history of a game, by pack id. */
export function readPackHistories(
  game: PackGame,
  packIds: readonly string[],
  storage: StorageLike | undefined = defaultStorage(),
): Record<string, string[]> {
  return Object.fromEntries(packIds.map((id) => [id, readHistory(packHistoryKey(game, id), storage)]));
}
