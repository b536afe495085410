/** Reading and writing JSON values kept on the device, surviving bad JSON, missing storage and quota errors. */

export type Validate<T> = (value: unknown) => T | undefined;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The stored value when it parses and validates, else the fallback. */
export function readDeviceValue<T>(
  storage: StorageLike | undefined,
  key: string,
  fallback: T,
  validate: Validate<T>,
): T {
  if (!storage) return fallback;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    const valid = validate(parsed);
    return valid === undefined ? fallback : valid;
  } catch {
    return fallback;
  }
}

/** Stores the value as JSON; returns false when storage is unavailable or full. */
export function writeDeviceValue(storage: StorageLike | undefined, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeDeviceValue(storage: StorageLike | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage unavailable: nothing to remove.
  }
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
