/**
 * Device-kept state of the positions pages (read in effects only; survives bad JSON):
 * - localStorage `entwine:device-id`: a random UUID sent with ratings, so the server can count one per device;
 * - localStorage `entwine:position-ratings`: { [positionId]: rating } given on this device;
 * - sessionStorage `entwine:viewed-positions`: ids whose view was already counted in this browser session.
 */

export const DEVICE_ID_KEY = "entwine:device-id";
export const RATINGS_KEY = "entwine:position-ratings";
export const VIEWED_KEY = "entwine:viewed-positions";

function randomUuid(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function getDeviceId(storage: Storage = localStorage): string {
  try {
    const stored = storage.getItem(DEVICE_ID_KEY);
    if (stored && UUID.test(stored)) return stored;
    const fresh = randomUuid();
    storage.setItem(DEVICE_ID_KEY, fresh);
    return fresh;
  } catch {
    return randomUuid();
  }
}

function readObject(storage: Storage, key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function storedRating(positionId: string, storage: Storage = localStorage): number | null {
  const value = readObject(storage, RATINGS_KEY)[positionId];
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
}

export function storeRating(positionId: string, rating: number, storage: Storage = localStorage): void {
  try {
    storage.setItem(RATINGS_KEY, JSON.stringify({ ...readObject(storage, RATINGS_KEY), [positionId]: rating }));
  } catch {
    // Storage full or blocked: the server still remembers the rating.
  }
}

/** True the first time a position is opened in this session (and marks it). */
export function markViewed(positionId: string, storage: Storage = sessionStorage): boolean {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VIEWED_KEY) ?? "[]");
    const viewed = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
    if (viewed.includes(positionId)) return false;
    storage.setItem(VIEWED_KEY, JSON.stringify([...viewed.slice(-199), positionId]));
    return true;
  } catch {
    return true;
  }
}
