/**
 * Device-kept state of the positions pages (read in effects only; survives bad JSON):
 * - localStorage `entwine:device-id`: a random UUID sent with ratings, so the server can count one per device;
 * - localStorage `entwine:position-ratings`: { [positionId]: rating } given on this device;
 * - sessionStorage `entwine:viewed-positions`: ids whose view was already counted in this browser session.
 */

import {
  deviceStorage,
  readDeviceText,
  readDeviceValue,
  recordValidator,
  stringListValidator,
  writeDeviceText,
  writeDeviceValue,
  type StorageLike,
} from "~/lib/device-storage";

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

/** The device's id; a fresh one (kept when the device allows) when none is stored or it is not a UUID. */
export function getDeviceId(storage: StorageLike | undefined = deviceStorage()): string {
  const stored = readDeviceText(storage, DEVICE_ID_KEY);
  if (stored && UUID.test(stored)) return stored;
  const fresh = randomUuid();
  writeDeviceText(storage, DEVICE_ID_KEY, fresh);
  return fresh;
}

/** The ratings object (any other JSON reads as empty; each rating is checked where it is read). */
function readRatings(storage: StorageLike | undefined): Record<string, unknown> {
  return readDeviceValue(storage, RATINGS_KEY, {}, recordValidator);
}

export function storedRating(positionId: string, storage: StorageLike | undefined = deviceStorage()): number | null {
  const value = readRatings(storage)[positionId];
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
}

/** Storage full or blocked: the server still remembers the rating. */
export function storeRating(
  positionId: string,
  rating: number,
  storage: StorageLike | undefined = deviceStorage(),
): void {
  writeDeviceValue(storage, RATINGS_KEY, { ...readRatings(storage), [positionId]: rating });
}

/** True the first time a position is opened in this session (and marks it); true when the session cannot tell. */
export function markViewed(positionId: string, storage: StorageLike | undefined = deviceStorage("session")): boolean {
  const viewed = readDeviceValue(storage, VIEWED_KEY, [], stringListValidator);
  if (viewed.includes(positionId)) return false;
  writeDeviceValue(storage, VIEWED_KEY, [...viewed.slice(-199), positionId]);
  return true;
}
