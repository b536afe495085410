import { useCallback, useEffect, useRef, useState } from "react";
import {
  followsPlan,
  localDateKey,
  revealedCount,
  startPlannedJourney,
  reveal as revealDay,
  startJourney,
  type Journey,
  type PoolPosition,
  type RevealResult,
} from "~/lib/journey/journey";
import { DEFAULT_POSTER_SETTINGS, normalisePosterSettings, type PosterSettings } from "~/lib/journey/settings";
import {
  JOURNEY_STORAGE_KEYS,
  loadJourney,
  loadPosterSettings,
  restoreJourney,
  saveJourney,
  savePosterSettings,
  type KeyValueStore,
} from "~/lib/journey/storage";
import { workingDeviceStorage } from "~/lib/device-storage";

/** localStorage, or a memory store when the device refuses it (so the page still works for the visit). */
const deviceStore = workingDeviceStorage;

function todayKey(): string {
  return localDateKey(new Date());
}

export interface JourneyController {
  /** Null until the saved state is read (never during the server render). */
  journey: Journey | null;
  settings: PosterSettings;
  /** The visitor's local date (YYYY-MM-DD); null before hydration. */
  today: string | null;
  /** Whether the stored state was unreadable and a fresh journey replaced it. */
  restoredFromCorrupt: boolean;
  reveal: () => RevealResult | null;
  reset: () => Journey | null;
  updateSettings: (patch: Partial<PosterSettings>) => void;
  /** Writes the settings again (the Save button); false when the device refuses. */
  saveSettings: () => boolean;
  /**
   * A planned journey (from the planner or a partner's link): "none" without one, "reading" before the device is
   * read, "on-poster" once this device's
   * journey holds it, "waiting" while the device keeps a journey already under way (it is never replaced unasked).
   */
  plan: "none" | "reading" | "on-poster" | "waiting";
  /** Puts the planned journey on this device's poster, from day 1 today (replacing the current one). */
  adoptPlan: () => Journey | null;
}

/** The journey and poster settings kept on this device, saved on every change. */
export function useJourney(pool: readonly PoolPosition[], planned: readonly PoolPosition[] = []): JourneyController {
  const [store, setStore] = useState<KeyValueStore | null>(null);
  const [journey, setJourney] = useState<Journey | null>(null);
  const [settings, setSettings] = useState<PosterSettings>(DEFAULT_POSTER_SETTINGS);
  const [today, setToday] = useState<string | null>(null);
  const [restoredFromCorrupt, setRestoredFromCorrupt] = useState(false);

  // The pool comes from the loader and does not change during a visit: the device is read once, with the first.
  const firstPool = useRef(pool);
  const firstPlan = useRef(planned);

  // Read the device state after hydration.
  useEffect(() => {
    const device = deviceStore();
    const now = todayKey();
    const restored = restoreJourney(device, firstPool.current, now, Math.random);
    // A planned journey takes the poster's place at once when nothing would be lost: no day revealed yet.
    const plan = firstPlan.current;
    const takeThePlan =
      plan.length > 0 && !followsPlan(restored.journey, plan) && revealedCount(restored.journey.slots) === 0;
    const journeyNow = takeThePlan ? startPlannedJourney(plan, now) : restored.journey;
    if (takeThePlan) saveJourney(device, journeyNow);
    setStore(device);
    setToday(now);
    setJourney(journeyNow);
    setRestoredFromCorrupt(restored.status === "corrupt");
    setSettings(loadPosterSettings(device));
  }, []);

  // Keep "today" current: past midnight, on return to the tab, and every half minute.
  useEffect(() => {
    const refresh = () => setToday(todayKey());
    const timer = window.setInterval(refresh, 30_000);
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, []);

  // Another tab changed the journey or the poster: follow it.
  useEffect(() => {
    if (!store) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === JOURNEY_STORAGE_KEYS.settings) setSettings(loadPosterSettings(store));
      if (event.key === JOURNEY_STORAGE_KEYS.progress || event.key === JOURNEY_STORAGE_KEYS.slots) {
        const stored = loadJourney(store);
        if (stored.status === "ok") setJourney(stored.journey);
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [store]);

  const reveal = useCallback((): RevealResult | null => {
    if (!journey || !store) return null;
    const now = todayKey();
    setToday(now);
    const result = revealDay(journey, now);
    if (result.ok) {
      setJourney(result.journey);
      saveJourney(store, result.journey);
    }
    return result;
  }, [journey, store]);

  /** Puts a new journey on the poster from today: shown and saved, and no longer one restored from a bad save. */
  const begin = useCallback((device: KeyValueStore, start: (now: string) => Journey): Journey => {
    const now = todayKey();
    const fresh = start(now);
    setToday(now);
    setJourney(fresh);
    setRestoredFromCorrupt(false);
    saveJourney(device, fresh);
    return fresh;
  }, []);

  const reset = useCallback((): Journey | null => {
    if (!store) return null;
    return begin(store, (now) => startJourney(pool, now, Math.random));
  }, [begin, pool, store]);

  const updateSettings = useCallback(
    (patch: Partial<PosterSettings>) => {
      const next = normalisePosterSettings({ ...settings, ...patch });
      setSettings(next);
      if (store) savePosterSettings(store, next);
    },
    [settings, store],
  );

  const saveSettings = useCallback(() => (store ? savePosterSettings(store, settings) : false), [settings, store]);

  const adoptPlan = useCallback((): Journey | null => {
    if (!store || planned.length === 0) return null;
    return begin(store, (now) => startPlannedJourney(planned, now));
  }, [begin, planned, store]);

  const plan =
    planned.length === 0 ? "none" : !journey ? "reading" : followsPlan(journey, planned) ? "on-poster" : "waiting";

  return {
    journey,
    settings,
    today,
    restoredFromCorrupt,
    reveal,
    reset,
    updateSettings,
    saveSettings,
    plan,
    adoptPlan,
  };
}
