/**
 * Device-kept journey state (localStorage, by design: the journey is private to the couple's device).
 *
 * Keys:
 * - `journey_progress`: JourneyState as JSON
 * - `journey_slots`:    JourneySlot[] as JSON
 * - `poster_settings`:  PosterSettings as JSON
 *
 * Anything that fails to parse or validate is reported as corrupt, and the page starts a fresh journey.
 */
import {
  assignMissingPositions,
  COMPLETE_DAY,
  isDateKey,
  JOURNEY_DAYS,
  type Journey,
  type JourneySlot,
  type JourneyState,
  type PoolPosition,
  type RevealedPosition,
  startJourney,
} from "./journey";
import { DEFAULT_POSTER_SETTINGS, normalisePosterSettings, type PosterSettings } from "./settings";
import { readDeviceText, writeDeviceValue, type StorageLike } from "~/lib/device-storage";

export const JOURNEY_STORAGE_KEYS = {
  progress: "journey_progress",
  slots: "journey_slots",
  settings: "poster_settings",
} as const;

export type KeyValueStore = StorageLike;

const MEDIA_TYPES = ["image", "gif", "video"] as const;
type Obj = Record<string, unknown>;

function isObject(value: unknown): value is Obj {
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

function parseJson(text: string | null): { ok: true; value: unknown } | { ok: false } {
  if (text === null) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const safeGet = readDeviceText;

export type StoredJourney =
  { status: "missing"; journey: null } | { status: "corrupt"; journey: null } | { status: "ok"; journey: Journey };

/** Reads the saved journey: missing (first visit), corrupt (reset it) or ok. */
export function loadJourney(storage: KeyValueStore): StoredJourney {
  const progressText = safeGet(storage, JOURNEY_STORAGE_KEYS.progress);
  const slotsText = safeGet(storage, JOURNEY_STORAGE_KEYS.slots);
  if (progressText === null && slotsText === null) return { status: "missing", journey: null };
  const progress = parseJson(progressText);
  const slots = parseJson(slotsText);
  if (!progress.ok || !slots.ok) return { status: "corrupt", journey: null };
  const journey = readJourney(progress.value, slots.value);
  return journey ? { status: "ok", journey } : { status: "corrupt", journey: null };
}

/** Saves the journey; false when the device refuses (private mode, quota). */
export function saveJourney(storage: KeyValueStore, journey: Journey): boolean {
  return (
    writeDeviceValue(storage, JOURNEY_STORAGE_KEYS.progress, journey.state) &&
    writeDeviceValue(storage, JOURNEY_STORAGE_KEYS.slots, journey.slots)
  );
}

/** Reads poster settings; bad JSON or fields fall back to the defaults. */
export function loadPosterSettings(storage: KeyValueStore): PosterSettings {
  const parsed = parseJson(safeGet(storage, JOURNEY_STORAGE_KEYS.settings));
  if (!parsed.ok || parsed.value === null) return { ...DEFAULT_POSTER_SETTINGS };
  return normalisePosterSettings(parsed.value);
}

export function savePosterSettings(storage: KeyValueStore, settings: PosterSettings): boolean {
  return writeDeviceValue(storage, JOURNEY_STORAGE_KEYS.settings, normalisePosterSettings(settings));
}

/** Pool positions from an API answer (`{ positions: [...] }` or a bare list); invalid entries are skipped. */
export function readPool(value: unknown): PoolPosition[] {
  const list = Array.isArray(value) ? value : isObject(value) && Array.isArray(value.positions) ? value.positions : [];
  const seen = new Set<string>();
  const pool: PoolPosition[] = [];
  for (const item of list) {
    const position = readPoolPosition(item);
    if (position && !seen.has(position.id)) {
      seen.add(position.id);
      pool.push(position);
    }
  }
  return pool;
}

/**
 * The journey to show on arrival: the saved one (given positions for any slot still waiting for one), or a fresh
 * journey when nothing is saved or the saved state is corrupt. The result is saved back when it changed.
 */
export function restoreJourney(
  storage: KeyValueStore,
  pool: readonly PoolPosition[],
  today: string,
  random: () => number,
): { journey: Journey; status: StoredJourney["status"] } {
  const stored = loadJourney(storage);
  if (stored.status === "ok") {
    const journey = assignMissingPositions(stored.journey, pool, random);
    if (journey !== stored.journey) saveJourney(storage, journey);
    return { journey, status: "ok" };
  }
  const journey = startJourney(pool, today, random);
  saveJourney(storage, journey);
  return { journey, status: stored.status };
}
