/**
 * Keeps the shared document and this phone's own stores in step, both ways:
 * - favourites (app/lib/positions/favourites.ts): this phone's two lists are its member's entries in the document
 *   (syncFavourites); the partner's entries stay in the document's view, never in the phone's lists;
 * - bucket-list ticks (the two DEVICE_KEYS): shared; a tick or untick here goes in as its diff (applyTickChange),
 *   and a change from the document writes the list of every tick back to the key;
 * - the journey (journey_progress, journey_slots): a save here goes in whole (last writer wins); one from the
 *   document is written to both keys when it reads back as a valid journey;
 * - this phone's own nickname (the rooms' "me"), as its member's name;
 * - cards saved for later (LATER_KEY): shared, as ticks are: a save or removal here goes in as its diff
 *   (applyLaterChange), and while paired a change from the document writes the couple's whole list back to the key.
 * - plans made while unpaired (device-plans.ts): moved into the space once the phone is paired, then gone from the
 *   device (paired, the screens write plans to the document itself).
 * The phone's writes are noticed through onDeviceWrite; the bridge's own writes dispatch a `storage` event (announce)
 * so open pages follow, and are not taken for the phone's. The partner's ticks and journey reach the device's keys
 * only while the phone is paired; the document itself follows the phone's stores also when unpaired.
 * When the phone leaves a space the engine starts a new document with only its own part (engine.ts startOwnDoc):
 * the bridge moves to it and puts the phone's stores in again, so a next space starts from this phone's own data.
 */
import {
  applyLaterChange,
  applyTickChange,
  readSpace,
  setPlan,
  setPlanTitle,
  setJourney,
  setMember,
  syncFavourites,
  ticksOf,
} from "@domain/our-space/space-doc";
import { laterKey, type LaterItem } from "@domain/games/later";
import type { BucketListId, SpaceView } from "@domain/our-space/view";
import { coerceFavourites, type Favourites } from "@domain/positions/favourites";
import {
  readDeviceText,
  readDeviceValue,
  removeDeviceValue,
  stringListValidator,
  writeDeviceValue,
  type DeviceWriteListener,
  type StorageLike,
} from "~/lib/device-storage";
import { LATER_KEY, readLaterList } from "~/lib/games/later-storage";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { JOURNEY_STORAGE_KEYS, readJourney } from "~/lib/journey/stored";
import { FAVOURITES_KEY } from "~/lib/positions/favourites";
import { loadNicknames, NAMES_KEY } from "~/lib/rooms/storage";
import { PLANS_KEY, readDevicePlans } from "./device-plans";
import { BRIDGE, type SpaceEngine } from "./engine";

/** The origin of the bridge's own transactions (local: they are pushed; not echoed back to the device). */
export { BRIDGE };

export const TICK_KEYS: Record<BucketListId, string> = {
  honeymoon: DEVICE_KEYS.honeymoonTicks,
  "first-night": DEVICE_KEYS.firstNightTicks,
};
const LISTS = Object.keys(TICK_KEYS) as BucketListId[];

export interface BridgeOptions {
  engine: Pick<SpaceEngine, "doc" | "me" | "state" | "subscribe">;
  storage: StorageLike;
  /** ISO time of a change. */
  now(): string;
  onDeviceWrite(listener: DeviceWriteListener): () => void;
  /** Tells open pages a key changed (the browser: a synthetic `storage` event). */
  announce(key: string): void;
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((entry) => set.has(entry));
};

/** `next`'s entries in `current`'s order, the new ones first (as a list keeps its newest first). */
function keepOrder(current: readonly string[], next: readonly string[]): string[] {
  const wanted = new Set(next);
  const kept = current.filter((entry) => wanted.has(entry));
  const known = new Set(kept);
  return [...next.filter((entry) => !known.has(entry)), ...kept];
}

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function startBridge(options: BridgeOptions): () => void {
  const { engine, storage, now, announce } = options;
  const { me } = engine;
  /** The document the bridge follows: the engine's, until the engine starts a new one. */
  let doc = engine.doc;
  /** Set while the bridge writes a device key itself (its own write is not the phone's). */
  let writing = false;
  let stopped = false;

  const view = (): SpaceView => readSpace(doc);
  const inDoc = (change: () => void) => doc.transact(change, BRIDGE);

  function write(key: string, value: unknown) {
    writing = true;
    try {
      writeDeviceValue(storage, key, value);
    } finally {
      writing = false;
    }
    announce(key);
  }

  const readTicks = (list: BucketListId) => readDeviceValue(storage, TICK_KEYS[list], [], stringListValidator);
  const readFavouriteLists = (): Favourites => coerceFavourites(parse(readDeviceText(storage, FAVOURITES_KEY)));
  /** The ticks each list had on the device when the bridge last looked: a write's "before". */
  const lastTicks = new Map<BucketListId, string[]>(LISTS.map((list) => [list, readTicks(list)]));
  /** The cards saved for later on the device when the bridge last looked. */
  let lastLater: LaterItem[] = readLaterList(storage);
  const laterKeys = (list: readonly LaterItem[]) => list.map(laterKey);

  function mine(current: SpaceView): Favourites {
    const lists: Favourites = { want: [], loved: [] };
    for (const entry of current.favourites) if (entry.by.includes(me)) lists[entry.kind].push(entry.positionId);
    return lists;
  }

  // ---- the phone's stores → the document ----

  function favouritesIn() {
    const local = readFavouriteLists();
    const current = mine(view());
    if (sameSet(local.want, current.want) && sameSet(local.loved, current.loved)) return;
    inDoc(() => syncFavourites(doc, me, local, now()));
  }

  function ticksIn(list: BucketListId) {
    const before = lastTicks.get(list) ?? [];
    const after = readTicks(list);
    lastTicks.set(list, after);
    if (sameSet(before, after)) return;
    inDoc(() => applyTickChange(doc, list, before, after, me, now()));
  }

  function laterIn() {
    const before = lastLater;
    const after = readLaterList(storage);
    lastLater = after;
    if (sameSet(laterKeys(before), laterKeys(after))) return;
    inDoc(() => applyLaterChange(doc, before, after, me));
  }

  function localJourney(): { progress: unknown; slots: unknown } | null {
    const progress = parse(readDeviceText(storage, JOURNEY_STORAGE_KEYS.progress));
    const slots = parse(readDeviceText(storage, JOURNEY_STORAGE_KEYS.slots));
    return readJourney(progress, slots) ? { progress, slots } : null;
  }

  const sameJourney = (
    a: { progress: unknown; slots: unknown } | null,
    b: { progress: unknown; slots: unknown } | null,
  ) => JSON.stringify(a && [a.progress, a.slots]) === JSON.stringify(b && [b.progress, b.slots]);

  function journeyIn() {
    // The journey is saved key by key: only once both read back as one valid journey does it go in.
    const local = localJourney();
    if (!local || sameJourney(local, view().journey)) return;
    inDoc(() => setJourney(doc, local.progress, local.slots, me, now()));
  }

  function nameIn() {
    const name = loadNicknames(storage).me.trim() || null;
    const member = view().members.find((entry) => entry.id === me);
    if (member && member.name === name) return;
    inDoc(() => setMember(doc, me, name));
  }

  /** Paired: the plans this phone made alone join the space's (a newer plan of the same item wins), then leave the device. */
  function plansIn() {
    if (!engine.state().paired) return;
    const local = readDevicePlans(storage);
    if (local.plans.length === 0 && local.title === null) return;
    const current = view().plans;
    // Not the bridge's origin: the plans are the screens' own data and must reach the partner like any new plan.
    doc.transact(() => {
      for (const plan of local.plans) {
        const known = current.list.find((entry) => entry.item === plan.item);
        if (!known || known.at < plan.at) setPlan(doc, { ...plan, by: me });
      }
      if (local.title && !current.title) setPlanTitle(doc, local.title);
    });
    writing = true;
    try {
      removeDeviceValue(storage, PLANS_KEY);
    } finally {
      writing = false;
    }
    announce(PLANS_KEY);
  }

  // ---- the document → the phone's stores ----

  function toDevice() {
    if (stopped) return;
    const current = view();
    const local = readFavouriteLists();
    const own = mine(current);
    if (!sameSet(local.want, own.want) || !sameSet(local.loved, own.loved))
      write(FAVOURITES_KEY, { want: keepOrder(local.want, own.want), loved: keepOrder(local.loved, own.loved) });
    if (!engine.state().paired) return;
    for (const list of LISTS) {
      const shared = ticksOf(current, list);
      const device = readTicks(list);
      if (!sameSet(device, shared)) write(TICK_KEYS[list], keepOrder(device, shared));
      lastTicks.set(list, readTicks(list));
    }
    const sharedLater = current.later.map(({ game, ref, text, at }): LaterItem => ({ game, ref, text, at }));
    if (!sameSet(laterKeys(readLaterList(storage)), laterKeys(sharedLater))) write(LATER_KEY, sharedLater);
    lastLater = readLaterList(storage);
    const journey = current.journey;
    if (journey && readJourney(journey.progress, journey.slots) && !sameJourney(localJourney(), journey)) {
      write(JOURNEY_STORAGE_KEYS.progress, journey.progress);
      write(JOURNEY_STORAGE_KEYS.slots, journey.slots);
    }
  }

  // ---- start: what the phone has goes in (nothing of the device is lost), then what the document has comes out ----

  function fillDoc() {
    nameIn();
    favouritesIn();
    const start = view();
    for (const list of LISTS) {
      const shared = ticksOf(start, list);
      const device = readTicks(list);
      lastTicks.set(list, device);
      const missing = device.filter((item) => !shared.includes(item));
      if (missing.length > 0) inDoc(() => applyTickChange(doc, list, shared, [...shared, ...missing], me, now()));
    }
    // The device's saved cards go in (the space's stay): on pairing, this phone's list joins the couple's.
    const sharedLater = new Set(laterKeys(start.later));
    lastLater = readLaterList(storage);
    const newCards = lastLater.filter((item) => !sharedLater.has(laterKey(item)));
    if (newCards.length > 0) inDoc(() => applyLaterChange(doc, [], newCards, me));
    // Paired, the space's journey is the couple's latest; unpaired, the phone's own is.
    if (!engine.state().paired || !start.journey) journeyIn();
    plansIn();
    toDevice();
  }
  fillDoc();

  const onWrite = (key: string) => {
    if (writing || stopped) return;
    if (key === FAVOURITES_KEY) favouritesIn();
    else if (key === NAMES_KEY) nameIn();
    else if (key === JOURNEY_STORAGE_KEYS.progress || key === JOURNEY_STORAGE_KEYS.slots) journeyIn();
    else if (key === LATER_KEY) laterIn();
    else if (key === PLANS_KEY) plansIn();
    else {
      const list = LISTS.find((entry) => TICK_KEYS[entry] === key);
      if (list) ticksIn(list);
    }
  };
  const stopWrites = options.onDeviceWrite(onWrite);

  // Changes that did not come from the bridge (the partner's, an import, the screens') go out to the device once the
  // current transaction is done.
  let due = false;
  const onUpdate = (_update: Uint8Array, origin: unknown) => {
    if (origin === BRIDGE || due) return;
    due = true;
    queueMicrotask(() => {
      due = false;
      toDevice();
    });
  };
  doc.on("update", onUpdate);

  // Becoming paired brings the partner's ticks and journey to the device; leaving brings a new document to fill.
  let paired = engine.state().paired;
  const stopState = engine.subscribe(() => {
    if (stopped) return;
    if (engine.doc !== doc) {
      doc.off("update", onUpdate);
      doc = engine.doc;
      doc.on("update", onUpdate);
      paired = engine.state().paired;
      fillDoc();
      return;
    }
    const now = engine.state().paired;
    if (now && !paired) {
      plansIn();
      toDevice();
    }
    paired = now;
  });

  return () => {
    stopped = true;
    stopWrites();
    stopState();
    doc.off("update", onUpdate);
  };
}
