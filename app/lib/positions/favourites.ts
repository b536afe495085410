import { useCallback, useSyncExternalStore } from "react";
import {
  coerceFavourites,
  EMPTY_FAVOURITES,
  toggleFavourite,
  type FavouriteKind,
  type Favourites,
} from "@domain/positions/favourites";
import { deviceStorage, readDeviceText, writeDeviceValue } from "~/lib/device-storage";

/**
 * Favourites live in localStorage `entwine:position-favourites` and nowhere else (never sent to the server).
 * Every open tab follows changes through the `storage` event; this tab through its own listeners.
 */
export const FAVOURITES_KEY = "entwine:position-favourites";

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedValue: Favourites = EMPTY_FAVOURITES;

export function readFavourites(): Favourites {
  const raw = readDeviceText(deviceStorage(), FAVOURITES_KEY);
  // The same string gives the same object, as useSyncExternalStore requires.
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  try {
    cachedValue = raw ? coerceFavourites(JSON.parse(raw)) : EMPTY_FAVOURITES;
  } catch {
    cachedValue = EMPTY_FAVOURITES;
  }
  return cachedValue;
}

/** Returns false when the browser refuses to store (private mode quota, storage disabled). */
export function writeFavourites(favourites: Favourites): boolean {
  const stored = writeDeviceValue(deviceStorage(), FAVOURITES_KEY, favourites);
  for (const listener of listeners) listener();
  return stored;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FAVOURITES_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The device's favourites; empty during server rendering and the first paint (the server cannot know them). */
export function useFavourites() {
  const favourites = useSyncExternalStore(subscribe, readFavourites, () => EMPTY_FAVOURITES);
  const toggle = useCallback(
    (kind: FavouriteKind, id: string) => writeFavourites(toggleFavourite(readFavourites(), kind, id)),
    [],
  );
  return { favourites, toggle };
}
