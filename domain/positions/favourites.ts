/**
 * Favourite positions kept on the device: two lists of catalogue ids, "Want to try" and "Loved it", newest first.
 * An id may be on both (tried it after wanting to, and loved it). Pure; storage lives in app/lib/positions.
 */

export const FAVOURITE_KINDS = ["want", "loved"] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

export const FAVOURITE_LABELS: Record<FavouriteKind, string> = {
  want: "Want to try",
  loved: "Loved it",
};

/** More than any couple will keep; bounds what storage and an imported file may hold. */
export const MAX_FAVOURITES_PER_LIST = 1000;
/** Catalogue ids are lower-case words joined by one dash, or two between base and variation. */
export const FAVOURITE_ID_PATTERN = /^[a-z0-9]+(?:--?[a-z0-9]+)*$/;
const MAX_ID_LENGTH = 120;

export interface Favourites {
  want: string[];
  loved: string[];
}

export const EMPTY_FAVOURITES: Favourites = { want: [], loved: [] };

export function isFavouriteId(value: unknown): value is string {
  return typeof value === "string" && value.length <= MAX_ID_LENGTH && FAVOURITE_ID_PATTERN.test(value);
}

function cleanList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isFavouriteId))].slice(0, MAX_FAVOURITES_PER_LIST);
}

/** Whatever storage held (hand-edited, older, broken) as a valid value; never throws. */
export function coerceFavourites(value: unknown): Favourites {
  if (!value || typeof value !== "object") return { want: [], loved: [] };
  const record = value as Record<string, unknown>;
  return { want: cleanList(record.want), loved: cleanList(record.loved) };
}

export function hasFavourite(favourites: Favourites, kind: FavouriteKind, id: string): boolean {
  return favourites[kind].includes(id);
}

/** Adds the id to the front of the list, or takes it off when it is already there. */
export function toggleFavourite(favourites: Favourites, kind: FavouriteKind, id: string): Favourites {
  if (!isFavouriteId(id)) return favourites;
  const list = favourites[kind];
  const next = list.includes(id)
    ? list.filter((entry) => entry !== id)
    : [id, ...list].slice(0, MAX_FAVOURITES_PER_LIST);
  return { ...favourites, [kind]: next };
}

/** Imported lists join the ones already here (nothing on this device is lost); ids already present keep their place. */
export function mergeFavourites(current: Favourites, incoming: Favourites): Favourites {
  const join = (mine: string[], theirs: string[]) =>
    [...new Set([...mine, ...theirs])].slice(0, MAX_FAVOURITES_PER_LIST);
  return { want: join(current.want, incoming.want), loved: join(current.loved, incoming.loved) };
}

export function favouritesCount(favourites: Favourites): number {
  return new Set([...favourites.want, ...favourites.loved]).size;
}
