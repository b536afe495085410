/**
 * "Saved for later" on this device: the cards a couple kept with Not tonight → Later (domain/games/later.ts), as a
 * JSON list under one localStorage key, read back checked (coerceLaterList). When the phone keeps Our space, the
 * bridge (app/lib/our-space/bridge.ts) carries each save and removal into the shared document, and, once paired,
 * writes the couple's shared list back here, so every game's screen shows the same list on both phones.
 * Every open tab follows changes through the `storage` event; this tab through its own listeners.
 */
import { useCallback, useSyncExternalStore } from "react";
import { addLater, coerceLaterList, removeLater, type LaterItem } from "@domain/games/later";
import { deviceStorage, readDeviceText, writeDeviceValue, type StorageLike } from "~/lib/device-storage";

export const LATER_KEY = "entwine-games:later";

const EMPTY: readonly LaterItem[] = Object.freeze([]);

/** The list kept in `storage`: checked, each card once, newest first (a bad or missing value reads as empty). */
export function readLaterList(storage: Pick<StorageLike, "getItem"> | null | undefined): LaterItem[] {
  const raw = readDeviceText(storage, LATER_KEY);
  if (raw === null) return [];
  try {
    return coerceLaterList(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** Saves a card (kept once; past the bound the oldest goes); false when the browser refuses to store. */
export function saveForLater(storage: StorageLike | null | undefined, item: LaterItem): boolean {
  return writeDeviceValue(storage, LATER_KEY, addLater(readLaterList(storage), item));
}

/** Removes the card of that key (domain laterKey). */
export function removeFromLater(storage: StorageLike | null | undefined, key: string): boolean {
  return writeDeviceValue(storage, LATER_KEY, removeLater(readLaterList(storage), key));
}

// ---- the hook the screens use ----

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedValue: readonly LaterItem[] = EMPTY;

function snapshot(): readonly LaterItem[] {
  const storage = deviceStorage();
  const raw = readDeviceText(storage, LATER_KEY);
  // The same text gives the same list, as useSyncExternalStore requires.
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  cachedValue = raw === null ? EMPTY : readLaterList(storage);
  return cachedValue;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LATER_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function changed() {
  for (const listener of [...listeners]) listener();
}

/** The device's saved cards (empty during the server's render and the first paint), with save and remove. */
export function useSavedForLater() {
  const items = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const save = useCallback((item: LaterItem) => {
    const stored = saveForLater(deviceStorage(), item);
    changed();
    return stored;
  }, []);
  const remove = useCallback((key: string) => {
    const stored = removeFromLater(deviceStorage(), key);
    changed();
    return stored;
  }, []);
  return { items, save, remove };
}
