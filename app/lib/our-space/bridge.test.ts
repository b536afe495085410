import { afterEach, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { applyTickChange, readSpace, setJourney, setPlan, syncFavourites, ticksOf } from "@domain/our-space/space-doc";
import { memoryStorage, onDeviceWrite, writeDeviceValue, type StorageLike } from "~/lib/device-storage";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { startJourney } from "~/lib/journey/journey";
import { testPool } from "~/lib/journey/journey.fixtures";
import { JOURNEY_STORAGE_KEYS, saveJourney } from "~/lib/journey/storage";
import { FAVOURITES_KEY } from "~/lib/positions/favourites";
import { NAMES_KEY } from "~/lib/rooms/storage";
import { startBridge } from "./bridge";
import { PLANS_KEY, readDevicePlans } from "./device-plans";
import { REMOTE, type EngineState, type SpaceEngine } from "./engine";

// The bridge between the shared document and the phone's own stores, with a document in memory standing for the
// engine: the partner's changes arrive as REMOTE transactions, the phone's through the device storage module.

const NOW = "2026-11-27T10:00:00.000Z";
const PARTNER = "partner-member-id-0001";

const pool = testPool(7);

interface Setup {
  doc: Y.Doc;
  storage: StorageLike;
  announced: string[];
  setPaired(paired: boolean): void;
  /** A change made on the partner's phone, arriving here. */
  fromPartner(change: (doc: Y.Doc) => void): void;
  localUpdates(): number;
  stop(): void;
}

const running: Setup[] = [];
afterEach(() => {
  for (const setup of running.splice(0)) setup.stop();
});

function setup(options: { paired: boolean; initial?: Record<string, string>; doc?: Y.Doc }): Setup {
  const doc = options.doc ?? new Y.Doc();
  const storage = memoryStorage(options.initial);
  const announced: string[] = [];
  const listeners = new Set<() => void>();
  let state = { paired: options.paired } as EngineState;
  let local = 0;
  doc.on("update", (_update: Uint8Array, origin: unknown) => {
    if (origin !== REMOTE) local += 1;
  });
  const engine: Pick<SpaceEngine, "doc" | "me" | "state" | "subscribe"> = {
    doc,
    me: "my-member-id-000000001",
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const stop = startBridge({ engine, storage, now: () => NOW, onDeviceWrite, announce: (key) => announced.push(key) });
  const made: Setup = {
    doc,
    storage,
    announced,
    setPaired(paired) {
      state = { ...state, paired };
      for (const listener of listeners) listener();
    },
    fromPartner(change) {
      const partner = new Y.Doc();
      Y.applyUpdate(partner, Y.encodeStateAsUpdate(doc));
      const before = Y.encodeStateVector(partner);
      change(partner);
      Y.applyUpdate(doc, Y.encodeStateAsUpdate(partner, before), REMOTE);
    },
    localUpdates: () => local,
    stop,
  };
  running.push(made);
  return made;
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const json = (storage: StorageLike, key: string) => JSON.parse(storage.getItem(key) ?? "null") as unknown;

describe("the bridge between the shared document and the phone's stores", () => {
  it("brings this phone's favourites, ticks, journey and nickname into the document, also when unpaired", () => {
    const { doc, storage } = setup({
      paired: false,
      initial: {
        [FAVOURITES_KEY]: JSON.stringify({ want: ["lotus"], loved: [] }),
        [DEVICE_KEYS.honeymoonTicks]: JSON.stringify(["sunset-cruise"]),
        [NAMES_KEY]: JSON.stringify({ me: "Sam", partner: "" }),
      },
    });
    // What the phone had when the bridge started.
    expect(readSpace(doc).favourites).toEqual([{ kind: "want", positionId: "lotus", by: ["my-member-id-000000001"] }]);
    expect(ticksOf(readSpace(doc), "honeymoon")).toEqual(["sunset-cruise"]);
    expect(readSpace(doc).members).toEqual([{ id: "my-member-id-000000001", name: "Sam" }]);

    // What it does next.
    writeDeviceValue(storage, FAVOURITES_KEY, { want: ["lotus"], loved: ["butterfly"] });
    writeDeviceValue(storage, DEVICE_KEYS.firstNightTicks, ["rose-petals"]);
    writeDeviceValue(storage, DEVICE_KEYS.honeymoonTicks, []);
    const journey = startJourney(pool, "2026-11-27", () => 0.5);
    saveJourney(storage, journey);
    const view = readSpace(doc);
    expect(view.favourites.map((entry) => `${entry.kind}:${entry.positionId}`).sort()).toEqual([
      "loved:butterfly",
      "want:lotus",
    ]);
    expect(ticksOf(view, "first-night")).toEqual(["rose-petals"]);
    expect(ticksOf(view, "honeymoon")).toEqual([]);
    expect(view.journey).toMatchObject({ progress: journey.state, slots: journey.slots });
  });

  it("keeps the partner's favourites in the view only, and their ticks and journey off the device while unpaired", async () => {
    const setupUnpaired = setup({ paired: false });
    const { storage, fromPartner } = setupUnpaired;
    fromPartner((doc) => {
      syncFavourites(doc, PARTNER, { want: ["lotus"], loved: [] }, NOW);
      applyTickChange(doc, "honeymoon", [], ["sunset-cruise"], PARTNER, NOW);
    });
    await settle();
    expect(storage.getItem(FAVOURITES_KEY)).toBeNull();
    expect(storage.getItem(DEVICE_KEYS.honeymoonTicks)).toBeNull();

    // Paired: the partner's ticks come to the device and open pages are told.
    setupUnpaired.setPaired(true);
    expect(json(storage, DEVICE_KEYS.honeymoonTicks)).toEqual(["sunset-cruise"]);
    expect(setupUnpaired.announced).toContain(DEVICE_KEYS.honeymoonTicks);
    expect(storage.getItem(FAVOURITES_KEY)).toBeNull();
  });

  it("writes the partner's ticks and journey to the device while paired, without echoing them back", async () => {
    const { doc, storage, announced, fromPartner, localUpdates } = setup({
      paired: true,
      initial: { [DEVICE_KEYS.honeymoonTicks]: JSON.stringify(["couples-massage"]) },
    });
    const before = localUpdates();
    const journey = startJourney(pool, "2026-11-26", () => 0.3);
    fromPartner((partner) => {
      applyTickChange(partner, "honeymoon", [], ["sunset-cruise"], PARTNER, NOW);
      setJourney(partner, journey.state, journey.slots, PARTNER, NOW);
    });
    await settle();
    expect((json(storage, DEVICE_KEYS.honeymoonTicks) as string[]).sort()).toEqual([
      "couples-massage",
      "sunset-cruise",
    ]);
    expect(json(storage, JOURNEY_STORAGE_KEYS.progress)).toEqual(journey.state);
    expect(json(storage, JOURNEY_STORAGE_KEYS.slots)).toEqual(journey.slots);
    expect(announced).toEqual(
      expect.arrayContaining([DEVICE_KEYS.honeymoonTicks, JOURNEY_STORAGE_KEYS.progress, JOURNEY_STORAGE_KEYS.slots]),
    );
    expect(localUpdates()).toBe(before);

    // An untick here takes the tick off the document, whoever made it.
    writeDeviceValue(storage, DEVICE_KEYS.honeymoonTicks, ["couples-massage"]);
    expect(ticksOf(readSpace(doc), "honeymoon")).toEqual(["couples-massage"]);
  });

  it("leaves the device's journey alone when the document's does not read back as a valid journey", async () => {
    const mine = startJourney(pool, "2026-11-27", () => 0.5);
    const initial = {
      [JOURNEY_STORAGE_KEYS.progress]: JSON.stringify(mine.state),
      [JOURNEY_STORAGE_KEYS.slots]: JSON.stringify(mine.slots),
    };
    const { storage, fromPartner } = setup({ paired: true, initial });
    fromPartner((partner) => setJourney(partner, { currentDay: 99 }, [], PARTNER, NOW));
    await settle();
    expect(json(storage, JOURNEY_STORAGE_KEYS.progress)).toEqual(mine.state);
  });

  it("writes this phone's own favourites back when the document changes them (an import), keeping their order", async () => {
    const { storage, fromPartner } = setup({
      paired: false,
      initial: { [FAVOURITES_KEY]: JSON.stringify({ want: ["lotus", "butterfly"], loved: [] }) },
    });
    fromPartner((doc) =>
      syncFavourites(doc, "my-member-id-000000001", { want: ["lotus", "butterfly", "spoon"], loved: [] }, NOW),
    );
    await settle();
    expect(json(storage, FAVOURITES_KEY)).toEqual({ want: ["spoon", "lotus", "butterfly"], loved: [] });
  });
});

describe("plans made before pairing", () => {
  const plan = {
    item: "position:lotus",
    label: "Lotus",
    date: "2026-12-12",
    week: false,
    time: "20:00",
    by: "my-member-id-000000001",
    at: NOW,
  };

  it("stay on the device while unpaired, and move into the space once paired", () => {
    const initial = { [PLANS_KEY]: JSON.stringify({ plans: [plan], title: "Our night" }) };
    const phone = setup({ paired: false, initial });
    expect(readSpace(phone.doc).plans.list).toEqual([]);
    expect(readDevicePlans(phone.storage).plans).toEqual([plan]);

    phone.setPaired(true);
    expect(readSpace(phone.doc).plans).toEqual({ list: [plan], title: "Our night" });
    expect(phone.storage.getItem(PLANS_KEY)).toBeNull();
    expect(phone.announced).toContain(PLANS_KEY);
  });

  it("join a paired space on start, without replacing the partner's newer plan of the same item", () => {
    const doc = new Y.Doc();
    const newer = { ...plan, date: "2026-12-19", by: PARTNER, at: "2026-11-28T10:00:00.000Z" };
    setPlan(doc, newer);
    const other = { ...plan, item: "bucket:honeymoon:sunset-sail", label: "Sunset sail" };
    const initial = { [PLANS_KEY]: JSON.stringify({ plans: [plan, other], title: null }) };
    const phone = setup({ paired: true, initial, doc });
    expect(readSpace(phone.doc).plans.list).toEqual([other, newer]);
    expect(phone.storage.getItem(PLANS_KEY)).toBeNull();
  });
});
