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
  readonly total: number;
  readonly left: number;
}

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
    };
  });
}
