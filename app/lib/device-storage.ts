/**
 * Everything the site keeps on the visitor's device (DECISIONS.md: favourites, the journey, games' histories, guides'
 * ticks, the blog's likes and saves, the room a phone sits in, the theme) goes through this module: typed reads and
 * writes of JSON (or plain text), checked where the data is parsed, and safe when storage is missing (server render,
 * private modes), blocked or full: a read then gives the fallback, a write answers false and nothing throws.
 *
 * The check is a validator function or a zod schema. Public pages use validators: zod would add ~15 KB to their first
 * load, past the JavaScript budget (tests/integration/bundle-budget.test.ts); admin pages and shared domain schemas
 * may pass a schema (only its type is imported here).
 *
 * Each feature keeps its own keys beside its code (they never change: a couple's saved data must survive); a module
 * that reads or writes a key takes the storage as an argument where it is tested, `deviceStorage()` otherwise.
 */
import type { ZodType } from "zod";

/** The part of the Web Storage API used here (tests pass a Map-backed one). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A check of parsed JSON: the value to use, or undefined when it is not acceptable. */
export type Validate<T> = (value: unknown) => T | undefined;

/** What a read checks the parsed value with: a zod schema, or a validator function. */
export type DeviceCheck<T> = ZodType<T> | Validate<T>;

/** localStorage (kept across visits) or sessionStorage (this tab's session). */
export type DeviceArea = "local" | "session";

/** The browser's storage of that area; undefined during the server render or when the browser refuses it. */
export function deviceStorage(area: DeviceArea = "local"): StorageLike | undefined {
  try {
    if (typeof window === "undefined") return undefined;
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A storage held in memory, for a visit whose browser refuses to store (and for tests). */
export function memoryStorage(initial: Record<string, string> = {}): StorageLike {
  const memory = new Map(Object.entries(initial));
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}

/** localStorage when it can be written to, else a memory store (so the page still works for the visit). */
export function workingDeviceStorage(): StorageLike {
  const storage = deviceStorage();
  try {
    if (!storage) throw new Error("no storage");
    const probe = "__entwine_probe__";
    storage.setItem(probe, "1");
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** The stored text, or null when absent or unreadable. */
export function readDeviceText(storage: Pick<StorageLike, "getItem"> | null | undefined, key: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Told the key of every write (that stored) and removal made through this module, in this tab. */
export type DeviceWriteListener = (key: string) => void;

const writeListeners = new Set<DeviceWriteListener>();

/**
 * Follows this tab's own writes (other tabs' come as `storage` events): "Our space" keeps the shared document in
 * step with the device's favourites, ticks and journey this way. Returns the unsubscribe.
 */
export function onDeviceWrite(listener: DeviceWriteListener): () => void {
  writeListeners.add(listener);
  return () => void writeListeners.delete(listener);
}

function told(key: string) {
  for (const listener of [...writeListeners]) {
    try {
      listener(key);
    } catch {
      // A listener's failure is its own: the write itself has happened.
    }
  }
}

/** Stores the text; false when storage is missing, blocked or full. */
export function writeDeviceText(
  storage: Pick<StorageLike, "setItem"> | null | undefined,
  key: string,
  text: string,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, text);
  } catch {
    return false;
  }
  told(key);
  return true;
}

function check<T>(checker: DeviceCheck<T>, value: unknown): T | undefined {
  if (typeof checker === "function") return checker(value);
  const parsed = checker.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The stored JSON value when it parses and passes the check, else the fallback (bad JSON never throws). */
export function readDeviceValue<T>(
  storage: Pick<StorageLike, "getItem"> | null | undefined,
  key: string,
  fallback: T,
  checker: DeviceCheck<T>,
): T {
  const raw = readDeviceText(storage, key);
  if (raw === null) return fallback;
  try {
    const valid = check(checker, JSON.parse(raw));
    return valid === undefined ? fallback : valid;
  } catch {
    return fallback;
  }
}

/** Stores the value as JSON; false when storage is missing, blocked or full. */
export function writeDeviceValue(
  storage: Pick<StorageLike, "setItem"> | null | undefined,
  key: string,
  value: unknown,
): boolean {
  return writeDeviceText(storage, key, JSON.stringify(value));
}

export function removeDeviceValue(storage: Pick<StorageLike, "removeItem"> | null | undefined, key: string): void {
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to remove.
  }
  told(key);
}

/** Validator of a JSON object (not an array, not null): the object as a record. */
export function recordValidator(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Validator of a JSON array whose string entries are kept (others are dropped). */
export function stringListValidator(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : undefined;
}

/** Validator for a list of ids: keeps the known, unique strings (unknown ids from older versions are dropped). */
export function idListValidator(knownIds: Iterable<string>): Validate<string[]> {
  const known = new Set(knownIds);
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const seen = new Set<string>();
    for (const entry of value) if (typeof entry === "string" && known.has(entry)) seen.add(entry);
    return [...seen];
  };
}
