import { ROOM_ERRORS } from "./protocol";
import type { MoveResult } from "./rules";
import type { TurnState } from "./turns";

/**
 * Packs in the rooms: the room's state names the chosen pack; what each phone sees lists the game's packs with how
 * many prompts are left in each, so the room's setup can offer them. Imported by the browser too: it holds no
 * content and no zod.
 */
/** One pack as the room's setup offers it. */
export interface RoomPack {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** The prompts the room's settings keep (its level), and how many of them are still to come. */
  readonly total: number;
  readonly left: number;
  /** Every prompt in the pack, whatever the level: what its description counts. */
  readonly size: number;
}

/**
 * A pack game's state: the turn cycle, what the game adds to it, and the chosen pack's id (absent in rooms made
 * before packs: the first pack).
 */
export type PackTurnState<R, Extra = unknown> = TurnState<R> & Extra & { pack?: string };

/** What each phone sees of a pack game: the state and the packs the room's setup offers. */
export type PackGameView<S> = S & { packs: RoomPack[] };

/** What the rooms need to know of a pack (ContentPack has this shape). */
interface PackLike<T> {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly items: readonly T[];
}

/** Longest pack id a move may carry. */
export const MAX_PACK_ID_LENGTH = 40;

/** The chosen pack, or the first (classic) for a room made before packs or an unknown id. */
export function roomPack<T, P extends PackLike<T>>(packs: readonly P[], id: string | undefined): P {
  return packs.find((pack) => pack.id === id) ?? packs[0]!;
}

/** Every pack with its total and what is left of it, counting the items `poolOf` keeps for the room's settings. */
export function summarisePacks<T extends { id: string }>(
  packs: readonly PackLike<T>[],
  seen: readonly string[],
  poolOf: (items: readonly T[]) => readonly T[] = (items) => items,
): RoomPack[] {
  const seenIds = new Set(seen);
  return packs.map((pack) => {
    const pool = poolOf(pack.items);
    return {
      id: pack.id,
      name: pack.name,
      description: pack.description,
      total: pool.length,
      left: pool.filter((item) => !seenIds.has(item.id)).length,
      size: pack.items.length,
    };
  });
}

/**
 * A phone chooses another pack: only one of the game's packs, and only while nothing is on screen (mid-turn the
 * drawn prompt would no longer match the pack shown).
 */
export function applyPackChoice<S extends { current: unknown; pack?: string }>(
  packs: readonly { readonly id: string }[],
  state: S,
  pack: string,
): MoveResult<S> {
  if (!packs.some((candidate) => candidate.id === pack)) return { ok: false, error: ROOM_ERRORS.malformed };
  if (state.current !== null) return { ok: false, error: ROOM_ERRORS.notNow };
  return { ok: true, state: { ...state, pack } };
}

/** What each phone sees of a pack game: its state with the chosen pack's id and every pack's counts. */
export function packGameView<T extends { id: string }, S extends { pack?: string; seen: readonly string[] }>(
  packs: readonly PackLike<T>[],
  state: S,
  poolOf?: (items: readonly T[]) => readonly T[],
): S & { pack: string; packs: RoomPack[] } {
  return { ...state, pack: roomPack(packs, state.pack).id, packs: summarisePacks(packs, state.seen, poolOf) };
}
