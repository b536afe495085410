/**
 * Choosing among a game's packs. Kept apart from the packs themselves (index.ts) so a page can pick and step through
 * the packs its loader sent without its JavaScript carrying every pack's items.
 */
import type { ContentPack } from "./types";

export const CLASSIC_PACK_ID = "classic";

/** The pack with this id, or the list's first pack for an unknown id. */
export function packById<T>(packs: readonly ContentPack<T>[], id: string | null | undefined): ContentPack<T> {
  return packs.find((pack) => pack.id === id) ?? packs[0]!;
}

/** The pack after this one, wrapping round (what the "pack finished" screen offers). */
export function nextPack<T>(packs: readonly ContentPack<T>[], id: string): ContentPack<T> {
  const index = packs.findIndex((pack) => pack.id === id);
  return packs[(index + 1) % packs.length]!;
}

/**
 * The pack the "pack finished" screen offers after this one: the next round the list that holds something this one
 * does not (a pack made only of this one's items would replay what the couple has just finished), or null.
 */
export function freshPackAfter<T extends { readonly id: string }>(
  packs: readonly ContentPack<T>[],
  id: string,
): ContentPack<T> | null {
  const index = packs.findIndex((pack) => pack.id === id);
  const current = packs[index];
  if (!current) return null;
  const played = new Set(current.items.map((item) => item.id));
  for (let step = 1; step < packs.length; step++) {
    const candidate = packs[(index + step) % packs.length]!;
    if (candidate.items.some((item) => !played.has(item.id))) return candidate;
  }
  return null;
}

/** Ids of every pack in a list, for validating a room's or a page's choice. */
export function packIds<T>(packs: readonly ContentPack<T>[]): string[] {
  return packs.map((pack) => pack.id);
}
