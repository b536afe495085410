import { afterEach, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { openEnvelope, spaceCredentials } from "@domain/our-space/crypto";
import { readSpace, saveMatch, setNote } from "@domain/our-space/space-doc";
import { memoryStorage, onDeviceWrite, writeDeviceValue, type StorageLike } from "~/lib/device-storage";
import { FAVOURITES_KEY } from "~/lib/positions/favourites";
import { NAMES_KEY } from "~/lib/rooms/storage";
import { startBridge } from "./bridge";
import { createEngine, type SpaceEngine } from "./engine";
import { seededRandom } from "./our-space.fixtures";
import { createPairingFlow, type PairingFlow } from "./pairing";
import { loadDoc, loadSpaceKey } from "./storage";
import { TestServer } from "../../../tests/support/our-space-server";

// Leaving is leaving: A pairs with B, B shares, A unpairs and pairs with C. Each phone runs its engine with the
// bridge to its own stores, as in the browser, against a server in memory.

const NOW = "2026-12-01T20:00:00.000Z";
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** B's: none of it may reach C, nor stay on A. */
const B_FAVOURITE = "romantic-7";
const B_NOTE = "Saturday, the lake, seven";
const B_NAME = "Sasha";
const B_MATCH = "slow-dance";
const A_FAVOURITE = "romantic-1";

interface Phone {
  engine: SpaceEngine;
  flow: PairingFlow;
  storage: StorageLike;
  stop(): void;
}

const running: Phone[] = [];
afterEach(() => {
  for (const one of running.splice(0)) one.stop();
});

function phone(server: TestServer, seed: number): Phone {
  const random = seededRandom(seed);
  const storage = memoryStorage();
  const api = server.api();
  const engine = createEngine({
    storage,
    random,
    connect: server.network().connect,
    endSpace: api.endSpace,
    later: (run) => {
      const timer = setTimeout(run, 0);
      return () => clearTimeout(timer);
    },
    batchMs: 0,
  });
  const stopBridge = startBridge({ engine, storage, now: () => NOW, onDeviceWrite, announce: () => undefined });
  const flow = createPairingFlow(
    { api, random, origin: "https://entwine.test", now: () => 0, wait: tick, engine: () => engine },
    () => undefined,
  );
  const made = {
    engine,
    flow,
    storage,
    stop() {
      stopBridge();
      engine.close();
    },
  };
  running.push(made);
  return made;
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 300; i++) {
    if (check()) return;
    await tick();
  }
  throw new Error(`never: ${what}`);
}

async function pair(inviter: Phone, joiner: Phone) {
  inviter.flow.invite();
  await until(() => inviter.flow.state().step === "inviting", "inviting");
  const state = inviter.flow.state();
  if (state.step !== "inviting") throw new Error("not inviting");
  joiner.flow.join(new URL(state.link).hash);
  await until(() => inviter.flow.state().step === "compare" && joiner.flow.state().step === "compare", "compare");
  inviter.flow.confirm();
  joiner.flow.confirm();
  await until(() => inviter.flow.state().step === "paired" && joiner.flow.state().step === "paired", "paired");
}

const view = (one: Phone) => readSpace(one.engine.doc);
/** Everything a document holds, deleted entries' keys included, as text. */
const everything = (update: Uint8Array) =>
  JSON.stringify(Y.decodeUpdate(update), (_key, value: unknown) =>
    value instanceof Uint8Array ? new TextDecoder().decode(value) : typeof value === "bigint" ? String(value) : value,
  );
const B_TRACES = [B_FAVOURITE, B_NOTE, B_NAME, B_MATCH];

describe("leaving is leaving", () => {
  it("after A unpairs and pairs with C, neither A nor C holds anything of B's, and B reads nothing new", async () => {
    const server = new TestServer();
    const a = phone(server, 1);
    const b = phone(server, 2);
    const c = phone(server, 3);
    writeDeviceValue(a.storage, FAVOURITES_KEY, { want: [A_FAVOURITE], loved: [] });
    await pair(a, b);

    writeDeviceValue(b.storage, FAVOURITES_KEY, { want: [B_FAVOURITE], loved: [] });
    writeDeviceValue(b.storage, NAMES_KEY, { me: B_NAME, partner: "" });
    setNote(b.engine.doc, B_NOTE, b.engine.me, NOW);
    saveMatch(b.engine.doc, { id: "match-0001", at: NOW, by: b.engine.me, items: [{ id: B_MATCH, label: B_MATCH }] });
    await until(
      () => view(a).note.text === B_NOTE && view(a).matches.length === 1 && view(a).favourites.length === 2,
      "A sees what B shared",
    );
    expect(view(a).members.map((member) => member.name)).toContain(B_NAME);
    const oldKey = a.engine.spaceKey()!;

    await a.engine.unpair();
    await until(() => b.engine.state().status === "ended", "B told");
    // A's shared view holds only its own favourite now, and so does what it keeps on the device.
    expect(view(a)).toMatchObject({
      favourites: [{ kind: "want", positionId: A_FAVOURITE, by: [a.engine.me] }],
      matches: [],
      note: { text: "" },
    });
    expect(view(a).members.map((member) => member.id)).toEqual([a.engine.me]);
    await until(() => loadDoc(a.storage) !== null && !everything(loadDoc(a.storage)!).includes(B_FAVOURITE), "saved");
    for (const trace of B_TRACES) expect(everything(loadDoc(a.storage)!)).not.toContain(trace);
    // B keeps its own favourite and name; A's are gone from B.
    expect(view(b).favourites).toEqual([{ kind: "want", positionId: B_FAVOURITE, by: [b.engine.me] }]);
    expect(view(b).members.map((member) => member.id)).toEqual([b.engine.me]);

    await pair(a, c);
    await until(() => view(c).favourites.length === 1, "C has A's favourite");
    await tick();
    expect(view(c).favourites).toEqual([{ kind: "want", positionId: A_FAVOURITE, by: [a.engine.me] }]);
    expect(view(c)).toMatchObject({ matches: [], note: { text: "" } });
    expect(view(c).members.map((member) => member.name)).not.toContain(B_NAME);
    // Nor is any of it in the new space's blobs, read with the new key, deleted entries and all.
    const newKey = a.engine.spaceKey()!;
    const { space, contentKey } = spaceCredentials(newKey);
    const blobs = server.spaces.get(space)!.blobs;
    expect(blobs.length).toBeGreaterThan(0);
    for (const blob of blobs) {
      // Every blob is an envelope (envelope.ts), the first snapshot the pairing made included.
      const plain = openEnvelope(contentKey, space, blob.id, blob.body)!.body;
      for (const trace of B_TRACES) expect(everything(plain)).not.toContain(trace);
    }

    // B: the old space is gone from the server, B holds no key, and its old key opens nothing A or C write now.
    expect(server.spaces.has(spaceCredentials(oldKey).space)).toBe(false);
    expect(loadSpaceKey(b.storage)).toBeNull();
    setNote(a.engine.doc, "Only for C", a.engine.me, NOW);
    await until(() => view(c).note.text === "Only for C", "C reads A's note");
    const old = spaceCredentials(oldKey);
    for (const blob of server.spaces.get(space)!.blobs) {
      expect(openEnvelope(old.contentKey, old.space, blob.id, blob.body)).toBeNull();
      expect(openEnvelope(old.contentKey, space, blob.id, blob.body)).toBeNull();
    }
    expect(view(b).note.text).toBe("");
  });

  it("being unpaired by the partner also leaves only this phone's own data, and pairing again starts from it", async () => {
    const server = new TestServer();
    const a = phone(server, 4);
    const b = phone(server, 5);
    const c = phone(server, 6);
    writeDeviceValue(b.storage, FAVOURITES_KEY, { want: [B_FAVOURITE], loved: [] });
    await pair(a, b);
    writeDeviceValue(a.storage, FAVOURITES_KEY, { want: [A_FAVOURITE], loved: [] });
    await until(() => view(b).favourites.length === 2, "B sees A's favourite");
    await b.engine.unpair();
    await until(() => a.engine.state().status === "ended", "A told");
    expect(view(a).favourites).toEqual([{ kind: "want", positionId: A_FAVOURITE, by: [a.engine.me] }]);
    // C invites this time: A joins, and C sees A's own favourite only.
    await pair(c, a);
    await until(() => view(c).favourites.length === 1, "C has A's favourite");
    await tick();
    expect(view(c).favourites.map((entry) => entry.positionId)).toEqual([A_FAVOURITE]);
  });

  it("a paired phone that answers someone else's invitation leaves its space first and takes only its own", async () => {
    const server = new TestServer();
    const a = phone(server, 7);
    const b = phone(server, 8);
    const c = phone(server, 9);
    await pair(a, b);
    writeDeviceValue(a.storage, FAVOURITES_KEY, { want: [A_FAVOURITE], loved: [] });
    setNote(a.engine.doc, "From A", a.engine.me, NOW);
    writeDeviceValue(b.storage, FAVOURITES_KEY, { want: [B_FAVOURITE], loved: [] });
    await until(() => view(b).favourites.length === 2 && view(b).note.text === "From A", "B sees A's");
    // B, still paired with A, opens C's link.
    await pair(c, b);
    await until(() => a.engine.state().status === "ended", "A's space ended");
    await until(() => view(c).favourites.length === 1, "C has B's favourite");
    await tick();
    expect(view(c).favourites.map((entry) => entry.positionId)).toEqual([B_FAVOURITE]);
    expect(view(c).note.text).toBe("");
    expect(view(b).favourites.map((entry) => entry.positionId)).toEqual([B_FAVOURITE]);
  });
});
