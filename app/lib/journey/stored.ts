/**
 * A journey kept on the device, read back and checked: its storage keys and the readers of its state, slots and
 * positions. Apart from ./storage (the poster's loading and saving) because Our space reads the couple's journey
 * too: its engine and screen load this and not the poster's state machine, settings and saving, which stay with the
 * poster page (scripts/vite-chunks.ts, issue #50).
 */
import { COMPLETE_DAY, JOURNEY_DAYS, type PoolPosition } from "@domain/journey/pool";
import { isDateKey } from "./date-key";
import type { Journey, JourneySlot, JourneyState, RevealedPosition } from "./journey";

export const JOURNEY_STORAGE_KEYS = {
  progress: "journey_progress",
  slots: "journey_slots",
  settings: "poster_settings",
} as const;

const MEDIA_TYPES = ["image", "gif", "video"] as const;
type Obj = Record<string, unknown>;

export function isObject(value: unknown): value is Obj {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isText(value: unknown, max = 5000): value is string {
  return typeof value === "string" && value.length <= max;
}

/** A media address the page may show: a same-site path or an http(s) URL (never javascript:, data: or //host). */
export function isSafeMediaUrl(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return false;
  const text = value.trim();
  if (text.startsWith("/")) return !text.startsWith("//") && !/[\s\\]/.test(text);
  return /^https?:\/\/[^\s\\]+$/i.test(text);
}

function mediaType(value: unknown): PoolPosition["mediaType"] {
  return typeof value === "string" && (MEDIA_TYPES as readonly string[]).includes(value)
    ? (value as PoolPosition["mediaType"])
    : "image";
}

/** A pool position read from storage or from the API; null when it is not one. */
export function readPoolPosition(value: unknown): PoolPosition | null {
  if (!isObject(value)) return null;
  const { id, title, image, description, category, difficulty, tags } = value;
  if (!isText(id, 200) || id.length === 0 || !isText(title, 300) || !isSafeMediaUrl(image)) return null;
  return {
    id,
    title,
    image,
    description: isText(description) ? description : "",
    mediaType: mediaType(value.mediaType),
    category: isText(category, 200) ? category : "",
    difficulty: isText(difficulty, 200) ? difficulty : "",
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => isText(tag, 100)).slice(0, 20) : [],
  };
}

function readRevealedPosition(value: unknown): RevealedPosition | null {
  if (!isObject(value)) return null;
  const { id, name, category, difficulty, image, description } = value;
  if (!isText(id, 200) || !isText(name, 300) || !isSafeMediaUrl(image)) return null;
  if (!isText(category, 200) || !isText(difficulty, 200) || !isText(description)) return null;
  return { id, name, category, difficulty, image, mediaType: mediaType(value.mediaType), description };
}

function isDay(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= JOURNEY_DAYS;
}

export function readJourneyState(value: unknown): JourneyState | null {
  if (!isObject(value)) return null;
  const { currentDay, completedDays, startDate, lastRevealDate } = value;
  if (!Number.isInteger(currentDay) || (currentDay as number) < 1 || (currentDay as number) > COMPLETE_DAY) return null;
  if (!Array.isArray(completedDays) || !completedDays.every(isDay)) return null;
  if (new Set(completedDays).size !== completedDays.length) return null;
  if (!isDateKey(startDate)) return null;
  if (lastRevealDate !== "" && !isDateKey(lastRevealDate)) return null;
  return {
    currentDay: currentDay as number,
    completedDays: [...(completedDays as number[])].sort((a, b) => a - b),
    startDate,
    lastRevealDate: lastRevealDate as string,
  };
}

export function readJourneySlots(value: unknown): JourneySlot[] | null {
  if (!Array.isArray(value) || value.length !== JOURNEY_DAYS) return null;
  const slots: JourneySlot[] = [];
  for (const [index, raw] of value.entries()) {
    if (!isObject(raw)) return null;
    if (raw.id !== `slot-${index}` || raw.day !== index + 1 || typeof raw.isRevealed !== "boolean") return null;
    const scratchPosition = raw.scratchPosition == null ? null : readPoolPosition(raw.scratchPosition);
    if (raw.scratchPosition != null && !scratchPosition) return null;
    const position = raw.position == null ? null : readRevealedPosition(raw.position);
    if (raw.position != null && !position) return null;
    const revealedDate = raw.revealedDate == null || raw.revealedDate === "" ? null : raw.revealedDate;
    if (revealedDate !== null && !isDateKey(revealedDate)) return null;
    // A revealed slot carries its position and date; a hidden one carries neither.
    if (raw.isRevealed !== (position !== null) || raw.isRevealed !== (revealedDate !== null)) return null;
    slots.push({ id: raw.id, day: raw.day, isRevealed: raw.isRevealed, scratchPosition, position, revealedDate });
  }
  return slots;
}

/** A journey whose state and slots agree: the completed days are exactly the revealed ones, all before today's day. */
export function readJourney(progress: unknown, slots: unknown): Journey | null {
  const state = readJourneyState(progress);
  const slotList = readJourneySlots(slots);
  if (!state || !slotList) return null;
  const revealedDays = slotList.filter((slot) => slot.isRevealed).map((slot) => slot.day);
  if (revealedDays.length !== state.completedDays.length) return null;
  if (!revealedDays.every((day) => state.completedDays.includes(day) && day < state.currentDay)) return null;
  if (revealedDays.length > 0 && state.lastRevealDate === "") return null;
  return { state, slots: slotList };
}
