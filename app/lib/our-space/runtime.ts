/**
 * The one engine of the page (module-level): made on first use in the browser, with the bridge to the device's
 * stores, and closed a moment after its last user lets go (the root's bridge holds it while a space exists).
 * Loaded only by the Our space screens and, through a dynamic import, by the root for phones that keep a space.
 */
import { onDeviceWrite, workingDeviceStorage, type StorageLike } from "~/lib/device-storage";
import { ourSpaceApi } from "./api";
import { startBridge } from "./bridge";
import { connectOurSpace } from "./connection";
import { localDay } from "@domain/our-space/daily-question";
import { dailyKeys, dailyWaits, phoneDailySecret, releaseDueKeys, type DailyKeys } from "./daily";
import { createEngine, type SpaceEngine } from "./engine";
import { OUR_SPACE_KEYS } from "./keys";

/** crypto.getRandomValues works on plain HTTP too (unlike randomUUID); never Math.random. */
export const browserRandom = (length: number) => crypto.getRandomValues(new Uint8Array(length));

const later = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

interface Running {
  engine: SpaceEngine;
  stop(): void;
}

let running: Running | null = null;
let users = 0;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

function start(): Running {
  const storage: StorageLike = workingDeviceStorage();
  const engine = createEngine({
    storage,
    random: browserRandom,
    connect: connectOurSpace,
    endSpace: ourSpaceApi.endSpace,
    later,
  });
  const stopBridge = startBridge({
    engine,
    storage,
    now: () => new Date().toISOString(),
    onDeviceWrite,
    announce: (key) => window.dispatchEvent(new StorageEvent("storage", { key })),
  });
  // A page going away sends (or at least stores) what was typed a moment ago.
  const hide = () => engine.flush();
  // Another tab saved the document: take its changes in.
  const onStorage = (event: StorageEvent) => {
    if (event.key === OUR_SPACE_KEYS.doc && event.storageArea !== null) engine.absorbStoredDoc();
  };
  window.addEventListener("pagehide", hide);
  window.addEventListener("storage", onStorage);
  // A question a day: once the partner's answer of a day is in, this phone releases the key to its own (on any page).
  const stopDaily = engine.subscribe(() => queueMicrotask(() => releaseDaily(engine, storage)));
  queueMicrotask(() => releaseDaily(engine, storage));
  return {
    engine,
    stop() {
      stopDaily();
      delete document.documentElement.dataset.dailyWaiting;
      window.removeEventListener("pagehide", hide);
      window.removeEventListener("storage", onStorage);
      stopBridge();
      engine.close();
    },
  };
}

let keysFor: { spaceKey: Uint8Array; keys: DailyKeys } | null = null;

/** This phone's keys for a question a day in its current space; null when unpaired. */
export function currentDailyKeys(engine: SpaceEngine, storage: StorageLike = workingDeviceStorage()): DailyKeys | null {
  const spaceKey = engine.spaceKey();
  if (!spaceKey) return null;
  if (keysFor?.spaceKey !== spaceKey)
    keysFor = { spaceKey, keys: dailyKeys(spaceKey, phoneDailySecret(storage, browserRandom)) };
  return keysFor.keys;
}

/**
 * Releases the keys due, and marks the page while today's question waits for this phone (the header shows a small
 * dot that links to it; nothing else, no count, no streak).
 */
function releaseDaily(engine: SpaceEngine, storage: StorageLike): void {
  const keys = currentDailyKeys(engine, storage);
  const daily = engine.state().view.daily;
  if (keys) releaseDueKeys(engine.doc, engine.me, keys, daily);
  const waiting = keys !== null && engine.state().paired && dailyWaits(daily, engine.me, localDay(new Date()));
  if (waiting) document.documentElement.dataset.dailyWaiting = "true";
  else delete document.documentElement.dataset.dailyWaiting;
}

/** The page's engine, made if needed (browser only). */
export function currentEngine(): SpaceEngine {
  running ??= start();
  return running.engine;
}

/** Holds the engine for one user; the returned function lets go (closing it a moment after the last one). */
export function holdEngine(): () => void {
  users += 1;
  clearTimeout(closeTimer);
  currentEngine();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    users -= 1;
    if (users > 0) return;
    clearTimeout(closeTimer);
    // A remount (React's StrictMode, a route change) takes it back without reconnecting.
    closeTimer = setTimeout(() => {
      if (users > 0 || !running) return;
      running.stop();
      running = null;
    }, 1_000);
  };
}

/**
 * Stops the page's engine at once, whoever holds it (its last changes stored first): "Clear everything on this
 * device" then removes what the phone kept, and nothing of the engine writes it back. A later user starts afresh.
 */
export function stopEngine(): void {
  clearTimeout(closeTimer);
  running?.stop();
  running = null;
}
