/**
 * Device-kept journey state (localStorage, by design: the journey is private to the couple's device).
 *
 * Keys:
 * - `journey_progress`: JourneyState as JSON
 * - `journey_slots`:    JourneySlot[] as JSON
 * - `poster_settings`:  PosterSettings as JSON
 *
 * Anything that fails to parse or validate is reported as corrupt, and the page starts a fresh journey. Reading a
 * saved journey back is in ./stored (Our space reads it too, without the poster's code).
 */
import { assignMissingPositions, type Journey, type PoolPosition, startJourney } from "./journey";
import { DEFAULT_POSTER_SETTINGS, normalisePosterSettings, type PosterSettings } from "./settings";
import { isObject, JOURNEY_STORAGE_KEYS, readJourney, readPoolPosition } from "./stored";
import { readDeviceText, writeDeviceValue, type StorageLike } from "~/lib/device-storage";

export {
  isSafeMediaUrl,
  JOURNEY_STORAGE_KEYS,
  readJourney,
  readJourneySlots,
  readJourneyState,
  readPoolPosition,
} from "./stored";

export type KeyValueStore = StorageLike;

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
