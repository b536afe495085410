import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { encryptBlob, newSpaceKey, spaceCredentials } from "@domain/our-space/crypto";
import { SPACE_ERRORS, type SpaceServerMessage } from "@domain/our-space/protocol";
import { applyTickChange, readSpace, setNote, syncFavourites, ticksOf } from "@domain/our-space/space-doc";
import { memoryStorage, type StorageLike } from "~/lib/device-storage";
import { BRIDGE, createEngine, type SpaceEngine } from "./engine";
import { seededRandom } from "./our-space.fixtures";
import { loadDoc, loadPending, loadSpaceKey } from "./storage";
import { TestServer, type TestNetwork } from "../../../tests/support/our-space-server";

// Two phones' engines driven through a server in memory: every timer is run by hand, randomness is seeded.

const NOW = "2026-11-27T10:00:00.000Z";

interface Phone {
  engine: SpaceEngine;
  storage: StorageLike;
  network: TestNetwork;
  timers: Array<() => void>;
}

function phone(
  server: TestServer,
  seed: number,
  storage: StorageLike = memoryStorage(),
  network = server.network(),
  compactAfter?: { blobs: number; bytes: number },
): Phone {
  const timers: Array<() => void> = [];
  const api = server.api();
  const engine = createEngine({
    storage,
    random: seededRandom(seed),
    connect: network.connect,
    endSpace: api.endSpace,
    later: (run) => {
      timers.push(run);
      return () => {
        const index = timers.indexOf(run);
        if (index >= 0) timers.splice(index, 1);
      };
    },
    compactAfter,
  });
  return { engine, storage, network, timers };
}

/** A space both phones are in, made as pairing makes it (empty here). */
function pairUp(server: TestServer, ...phones: Phone[]) {
  const key = newSpaceKey(seededRandom(99));
  const { space, access } = spaceCredentials(key);
  server.spaces.set(space, { access, blobs: [], ids: new Map(), seq: 0, covers: 0 });
  for (const one of phones) one.engine.enterSpace(key, {});
  return { key, space, access };
}

const tick = (one: Phone, list: "honeymoon" | "first-night", before: string[], after: string[]) => {
  applyTickChange(one.engine.doc, list, before, after, one.engine.me, NOW);
  one.engine.flush();
};

const view = (one: Phone) => readSpace(one.engine.doc);

describe("the engine with a server in memory", () => {
  it("a change on one phone reaches the other, encrypted on the way", () => {
    const server = new TestServer();
    const a = phone(server, 1);
    const b = phone(server, 2);
    const { space } = pairUp(server, a, b);
    expect(a.engine.state()).toMatchObject({ status: "online", paired: true, partnerOnline: true });

    setNote(a.engine.doc, "Dinner on Friday", a.engine.me, NOW);
    syncFavourites(a.engine.doc, a.engine.me, { want: ["lotus"], loved: [] }, NOW);
    a.engine.flush();

    expect(view(b).note.text).toBe("Dinner on Friday");
    expect(b.engine.state().view.favourites).toEqual([{ kind: "want", positionId: "lotus", by: [a.engine.me] }]);
    expect(a.engine.state().pending).toBe(0);
    const stored = JSON.stringify([...server.spaces.get(space)!.blobs]);
    expect(stored).not.toContain("Dinner");
    expect(stored).not.toContain("lotus");

    // Each blob has its own nonce (its first 24 bytes: 32 characters of base64url).
    setNote(a.engine.doc, "Dinner on Saturday", a.engine.me, NOW);
    a.engine.flush();
    const nonces = server.spaces.get(space)!.blobs.map((blob) => blob.body.slice(0, 32));
    expect(nonces.length).toBeGreaterThan(1);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("merges a change made offline with one made online when the phone is back, and keeps it across a reload", () => {
    const server = new TestServer();
    const storageA = memoryStorage();
    const networkA = server.network();
    let a = phone(server, 1, storageA, networkA);
    const b = phone(server, 2);
    pairUp(server, a, b);

    networkA.goOffline();
    expect(a.engine.state().status).toBe("offline");
    tick(a, "honeymoon", [], ["sunset-cruise"]);
    expect(a.engine.state().pending).toBe(1);
    tick(b, "honeymoon", [], ["couples-massage"]);

    // The page reloads while offline: the change is still on its way.
    a.engine.close();
    a = phone(server, 3, storageA, networkA);
    expect(loadPending(storageA)).toHaveLength(1);
    expect(a.engine.state().pending).toBe(1);

    networkA.goOnline();
    expect(a.engine.state()).toMatchObject({ status: "online", pending: 0 });
    expect(ticksOf(view(a), "honeymoon").sort()).toEqual(["couples-massage", "sunset-cruise"]);
    expect(ticksOf(view(b), "honeymoon").sort()).toEqual(["couples-massage", "sunset-cruise"]);
  });

  it("sends again what the server stored but never acknowledged, and the server keeps it once", () => {
    const server = new TestServer();
    const a = phone(server, 1);
    const b = phone(server, 2);
    const { space } = pairUp(server, a, b);
    a.network.lines.at(-1)!.loseAcks = true;
    setNote(a.engine.doc, "Picnic", a.engine.me, NOW);
    a.engine.flush();
    expect(a.engine.state().pending).toBe(1);
    expect(server.spaces.get(space)!.blobs).toHaveLength(1);

    a.network.goOffline();
    a.network.lines.at(-1)!.loseAcks = false;
    a.network.goOnline();
    expect(a.engine.state().pending).toBe(0);
    expect(server.spaces.get(space)!.blobs).toHaveLength(1);
    expect(view(b).note.text).toBe("Picnic");
  });

  it("leaves out a blob that does not decrypt, says so, keeps its data, and gets what was lost from the partner's phone", () => {
    const server = new TestServer();
    const a = phone(server, 1);
    const b = phone(server, 2);
    const { space, access } = pairUp(server, a, b);
    setNote(b.engine.doc, "Mine", b.engine.me, NOW);
    b.engine.flush();
    b.network.goOffline();

    // A blob under another key, and a stored one tampered with.
    const foreign = encryptBlob(
      new Uint8Array(32).fill(7),
      space,
      "foreign-1",
      new Uint8Array([1, 2]),
      seededRandom(5),
    );
    server.push({ space, access }, "foreign-1", foreign);
    setNote(a.engine.doc, "Mine, and yours", a.engine.me, NOW);
    a.engine.flush();
    const stored = server.spaces.get(space)!.blobs.at(-1)!;
    server.tamper(space, stored.seq, stored.body.slice(0, -4) + (stored.body.endsWith("AAAA") ? "BBBB" : "AAAA"));
    a.network.goOffline();

    b.network.goOnline();
    expect(b.engine.state().notice).toBe(SPACE_ERRORS.unreadable);
    expect(view(b).note.text).toBe("Mine");
    b.engine.dismissNotice();

    // This phone's own changes still go out.
    b.engine.doc.getMap("members").set(b.engine.me, "Alex");
    b.engine.flush();
    expect(b.engine.doc.store.pendingStructs).toBeNull();

    // The partner's phone, back, reads what this one has and sends what it lacks.
    a.network.goOnline();
    expect(view(a).members.map((member) => member.name)).toContain("Alex");
    expect(view(b).note.text).toBe("Mine, and yours");
    expect(b.engine.state()).toMatchObject({ notice: null, missing: null });
  });

  it("compacts the log into one snapshot once enough has piled up; a phone starting from nothing gets the same view", () => {
    const server = new TestServer();
    const a = phone(server, 1, memoryStorage(), server.network(), { blobs: 3, bytes: 1_000_000 });
    const b = phone(server, 2);
    const { space, key } = pairUp(server, a, b);
    for (let i = 1; i <= 6; i++) {
      setNote(a.engine.doc, `Note ${i}`, a.engine.me, NOW);
      a.engine.flush();
    }
    const blobs = server.spaces.get(space)!.blobs;
    expect(blobs[0]!.kind).toBe("snapshot");
    expect(blobs.length).toBeLessThan(6);

    const c = phone(server, 3);
    c.engine.enterSpace(key, {});
    expect(view(c).note.text).toBe("Note 6");
    expect(view(b).note.text).toBe("Note 6");
  });

  it("compacts first when a push is refused because the space is full, then tries once more", () => {
    const server = new TestServer();
    const a = phone(server, 1);
    const b = phone(server, 2);
    const { space } = pairUp(server, a, b);
    for (let i = 1; i <= 4; i++) {
      setNote(a.engine.doc, `Line ${i} `.repeat(20), a.engine.me, NOW);
      a.engine.flush();
    }
    const used = server.spaces.get(space)!.blobs.reduce((sum, blob) => sum + blob.body.length, 0);
    server.maxSpaceBytes = Math.floor((used * 3) / 4) + 50;
    setNote(a.engine.doc, "Short", a.engine.me, NOW);
    a.engine.flush();
    expect(a.engine.state()).toMatchObject({ pending: 0, notice: null });
    expect(server.spaces.get(space)!.blobs[0]!.kind).toBe("snapshot");
    expect(view(b).note.text).toBe("Short");

    // Still full after compacting: the refusal is shown and the push is dropped (the document keeps it).
    server.maxSpaceBytes = 0;
    setNote(a.engine.doc, "Too much", a.engine.me, NOW);
    a.engine.flush();
    expect(a.engine.state()).toMatchObject({ pending: 0, notice: SPACE_ERRORS.full });
    expect(view(a).note.text).toBe("Too much");
  });

  it.each([SPACE_ERRORS.serverFull, SPACE_ERRORS.networkAllowance])(
    "keeps a change the server has no room for (%s), says so, and sends it again later",
    (refusal) => {
      const server = new TestServer();
      const a = phone(server, 1);
      const b = phone(server, 2);
      pairUp(server, a, b);
      server.refusePushes = refusal;
      setNote(a.engine.doc, "Picnic by the lake", a.engine.me, NOW);
      a.engine.flush();
      expect(a.engine.state()).toMatchObject({ pending: 1, notice: refusal });
      server.refusePushes = null;
      for (const run of a.timers.splice(0)) run();
      expect(a.engine.state()).toMatchObject({ pending: 0 });
      expect(view(b).note.text).toBe("Picnic by the lake");
    },
  );

  it("a joiner's own document goes into the space it joins, and both see everything", () => {
    const server = new TestServer();
    const a = phone(server, 1);
    const b = phone(server, 2);
    tick(a, "honeymoon", [], ["sunset-cruise"]);
    tick(b, "first-night", [], ["rose-petals"]);
    const key = newSpaceKey(seededRandom(42));
    const { space, access } = spaceCredentials(key);
    server.spaces.set(space, { access, blobs: [], ids: new Map(), seq: 0, covers: 0 });
    const since = Y.encodeStateVector(a.engine.doc);
    server.snapshot({ space, access }, 0, encryptSnapshot(a, key));
    a.engine.enterSpace(key, { since });
    b.engine.enterSpace(key, { merge: true });
    expect(server.spaces.get(space)!.blobs.map((blob) => blob.kind)).toEqual(["snapshot", "update"]);
    expect(ticksOf(view(a), "first-night")).toEqual(["rose-petals"]);
    expect(ticksOf(view(b), "honeymoon")).toEqual(["sunset-cruise"]);
    expect(b.engine.state().pending).toBe(0);
  });

  it("sends a change too large for one update in pieces, one per page load that wrote it", () => {
    const server = new TestServer();
    const storage = memoryStorage();
    const big = (from: number) => Array.from({ length: 700 }, (_, i) => `position-${from + i}`);
    // Two page loads of an unpaired phone, each adding many favourites (each load is its own Yjs client).
    let a = phone(server, 1, storage);
    syncFavourites(a.engine.doc, a.engine.me, { want: big(0), loved: [] }, NOW);
    a.engine.close();
    a = phone(server, 2, storage);
    syncFavourites(a.engine.doc, a.engine.me, { want: big(0), loved: big(5000) }, NOW);
    a.engine.flush();
    const b = phone(server, 3);
    const { space } = pairUp(server, b);
    a.engine.enterSpace(loadSpaceKey(b.storage)!, { merge: true });
    const updates = server.spaces.get(space)!.blobs.filter((blob) => blob.kind === "update");
    expect(updates.length).toBeGreaterThanOrEqual(2);
    expect(view(b).favourites).toHaveLength(1400);
  });

  it("forgets an ended space and keeps the phone's own part of the document; unpair ends it for both", async () => {
    const server = new TestServer();
    const a = phone(server, 1);
    const b = phone(server, 2);
    const { space } = pairUp(server, a, b);
    setNote(a.engine.doc, "Ours", a.engine.me, NOW);
    syncFavourites(b.engine.doc, b.engine.me, { want: ["lotus"], loved: [] }, NOW);
    a.engine.flush();
    b.engine.flush();
    expect(view(b).note.text).toBe("Ours");
    await a.engine.unpair();
    expect(server.spaces.has(space)).toBe(false);
    expect(a.engine.state()).toMatchObject({ status: "unpaired", paired: false });
    expect(b.engine.state()).toMatchObject({ status: "ended", paired: false });
    expect(loadSpaceKey(b.storage)).toBeNull();
    // Leaving is leaving: the shared note goes from both, B's favourite stays on B only.
    expect(view(b).note.text).toBe("");
    expect(view(b).favourites).toEqual([{ kind: "want", positionId: "lotus", by: [b.engine.me] }]);
    expect(view(a).favourites).toEqual([]);

    // A reload keeps the document, and still says the partner ended the space (on any page, later too).
    b.engine.close();
    const again = phone(server, 5, b.storage);
    expect(again.engine.state()).toMatchObject({ status: "ended", paired: false });
    expect(view(again).favourites).toHaveLength(1);
    expect(view(again).note.text).toBe("");
    // The phone that unpaired itself is simply unpaired after a reload.
    a.engine.close();
    expect(phone(server, 6, a.storage).engine.state()).toMatchObject({ status: "unpaired" });
  });

  it("keeps no document for a phone never paired whose document only mirrors its own stores", () => {
    const server = new TestServer();
    const storage = memoryStorage();
    const a = phone(server, 1, storage);
    a.engine.doc.transact(() => syncFavourites(a.engine.doc, a.engine.me, { want: ["lotus"], loved: [] }, NOW), BRIDGE);
    a.engine.flush();
    expect(loadDoc(storage)).toBeNull();
    setNote(a.engine.doc, "Ours", a.engine.me, NOW);
    a.engine.flush();
    expect(loadDoc(storage)).not.toBeNull();
  });

  it("exports an encrypted file that only its code opens, and imports it into another phone", () => {
    const server = new TestServer();
    const a = phone(server, 1);
    setNote(a.engine.doc, "Keep this", a.engine.me, NOW);
    const file = a.engine.exportSpace(new Date("2026-11-27T12:00:00Z"));
    expect(file.fileName).toBe("our-space-2026-11-27.json");
    expect(file.text).not.toContain("Keep this");
    const b = phone(server, 2);
    expect(b.engine.importSpace(file.text, "0000-0000-0000-0000-0000")).toBe(false);
    expect(b.engine.importSpace(file.text, file.code.toLowerCase())).toBe(true);
    expect(view(b).note.text).toBe("Keep this");
  });
});

/** Every text the note of a phone's document goes through, update by update (not only what a screen showed). */
function watchNote(one: Phone): string[] {
  const seen: string[] = [];
  one.engine.doc.on("update", () => seen.push(one.engine.doc.getText("note").toString()));
  return seen;
}

const NOTES = ["Dinner on Friday", "Dinner at eight on Friday", "Dinner at eight on Saturday", "Lunch on Saturday"];
const MISSING_SAM = "An update from Sam is missing — it will come back when Sam's phone is online";

/**
 * Two phones in a space; B is Sam, and wrote NOTES[0], which A has. Then A is away while B writes the other three
 * (the second makes a splice when the first is lost: "Dinner on Saturday", which nobody wrote). `blobs` are B's three
 * stored updates, in order.
 */
function sharedNote(options: { bOnline?: boolean } = {}) {
  const server = new TestServer();
  const a = phone(server, 1);
  const b = phone(server, 2);
  const { space, key } = pairUp(server, a, b);
  b.engine.doc.getMap("members").set(b.engine.me, "Sam");
  setNote(b.engine.doc, NOTES[0]!, b.engine.me, NOW);
  b.engine.flush();
  expect(view(a).note.text).toBe(NOTES[0]);
  const seen = watchNote(a);
  a.network.goOffline();
  // A's own change while away: what "both wrote" holds it too.
  tick(a, "honeymoon", [], ["sunset-cruise"]);
  for (const text of NOTES.slice(1)) {
    setNote(b.engine.doc, text, b.engine.me, NOW);
    b.engine.flush();
  }
  const blobs = server.spaces.get(space)!.blobs.slice(-3);
  if (!options.bOnline) b.network.goOffline();
  return { server, a, b, space, key, seen, blobs };
}

/** A's note only ever read as one of the texts B wrote, and both phones end with everything. */
function expectConverged(a: Phone, b: Phone, seen: string[]) {
  for (const text of seen) expect(NOTES).toContain(text);
  expect(view(a).note.text).toBe(NOTES[3]);
  expect(view(b).note.text).toBe(NOTES[3]);
  expect(ticksOf(view(b), "honeymoon")).toEqual(["sunset-cruise"]);
  expect(a.engine.state()).toMatchObject({ status: "online", missing: null });
  expect(a.engine.doc.store.pendingStructs).toBeNull();
}

describe("nothing missing goes unnoticed", () => {
  it("an update the server deleted: the later ones wait, the phone says so, and the partner's phone fills it in", () => {
    const { server, a, b, space, seen, blobs } = sharedNote();
    server.remove(space, blobs[1]!.seq);

    a.network.goOnline();
    // Only what Sam had before the lost update shows; the one after it waits.
    expect(view(a).note.text).toBe(NOTES[1]);
    expect(a.engine.state()).toMatchObject({ status: "online", missing: MISSING_SAM });
    for (const text of seen) expect(NOTES).toContain(text);

    // A reload while it is missing still knows.
    a.engine.close();
    const again = phone(server, 11, a.storage, a.network);
    expect(view(again).note.text).toBe(NOTES[1]);
    expect(again.engine.state().missing).toBe(MISSING_SAM);

    b.network.goOnline();
    expectConverged(again, b, [...seen, ...watchNote(again)]);
    expect(b.engine.state()).toMatchObject({ missing: null, notice: null });
  });

  it("two updates served in the wrong order: the later one waits for the earlier, with no mix of the two", () => {
    const server = new TestServer();
    const a = phone(server, 1);
    const b = phone(server, 2);
    pairUp(server, a, b);
    b.engine.doc.getMap("members").set(b.engine.me, "Sam");
    setNote(b.engine.doc, NOTES[0]!, b.engine.me, NOW);
    b.engine.flush();
    const seen = watchNote(a);
    const line = a.network.lines.at(-1)!;
    const kept: SpaceServerMessage[] = [];
    server.intercept = (to, message) => to === line && message.t === "blobs" && kept.push(message) > 0;
    for (const text of NOTES.slice(1)) {
      setNote(b.engine.doc, text, b.engine.me, NOW);
      b.engine.flush();
    }
    server.intercept = null;
    expect(kept).toHaveLength(3);
    b.network.goOffline();

    line.deliver(kept[1]!);
    expect(view(a).note.text).toBe(NOTES[0]);
    expect(a.engine.state().missing).toBe(MISSING_SAM);
    line.deliver(kept[2]!);
    expect(view(a).note.text).toBe(NOTES[0]);
    line.deliver(kept[0]!);
    expect(a.engine.state().missing).toBeNull();
    expect(view(a).note.text).toBe(NOTES[3]);
    tick(a, "honeymoon", [], ["sunset-cruise"]);
    b.network.goOnline();
    expectConverged(a, b, seen);
  });

  it("an older update served again in a newer one's place is ignored, and the newer one is asked for", () => {
    const { server, a, b, space, seen, blobs } = sharedNote();
    server.replay(space, blobs[1]!.seq, blobs[0]!.seq);

    a.network.goOnline();
    expect(view(a).note.text).toBe(NOTES[1]);
    expect(a.engine.state().missing).toBe(MISSING_SAM);

    b.network.goOnline();
    expectConverged(a, b, seen);

    // The whole log served again from the start changes nothing and asks for nothing.
    const stored = server.spaces.get(space)!;
    const before = stored.blobs.length;
    for (const line of a.network.lines) if (line.synced) line.deliver({ t: "blobs", blobs: stored.blobs });
    expect(view(a).note.text).toBe(NOTES[3]);
    expect(a.engine.state()).toMatchObject({ missing: null, notice: null });
    expect(stored.blobs.length).toBe(before);
  });

  it("an update tampered with is reported, and the ones after it are not lost: they come back with the partner", () => {
    const { server, a, b, space, seen, blobs } = sharedNote();
    const target = blobs[1]!;
    server.tamper(space, target.seq, target.body.slice(0, -4) + (target.body.endsWith("AAAA") ? "BBBB" : "AAAA"));

    a.network.goOnline();
    expect(view(a).note.text).toBe(NOTES[1]);
    expect(a.engine.state()).toMatchObject({ notice: SPACE_ERRORS.unreadable, missing: MISSING_SAM });

    b.network.goOnline();
    expectConverged(a, b, seen);
  });

  it('says "your partner" when the partner has no nickname', () => {
    const server = new TestServer();
    const a = phone(server, 1);
    const b = phone(server, 2);
    const { space } = pairUp(server, a, b);
    a.network.goOffline();
    for (const text of NOTES) {
      setNote(b.engine.doc, text, b.engine.me, NOW);
      b.engine.flush();
    }
    b.network.goOffline();
    server.remove(space, server.spaces.get(space)!.blobs[1]!.seq);
    a.network.goOnline();
    expect(a.engine.state().missing).toBe(
      "An update from your partner is missing — it will come back when your partner's phone is online",
    );
    b.network.goOnline();
    expect(a.engine.state().missing).toBeNull();
    expect(view(a).note.text).toBe(NOTES[3]);
  });

  it("a snapshot from the partner that covers the gap fills it", () => {
    const server = new TestServer();
    const a = phone(server, 1);
    const b = phone(server, 2, memoryStorage(), server.network(), { blobs: 3, bytes: 1_000_000 });
    const { space } = pairUp(server, a, b);
    b.engine.doc.getMap("members").set(b.engine.me, "Sam");
    b.engine.flush();
    // The server drops one of Sam's updates on its way to this phone, and this phone's request on its way to Sam.
    const line = a.network.lines.at(-1)!;
    let dropped = 0;
    server.intercept = (to, message) => to === line && message.t === "blobs" && dropped++ === 0;
    const aLine = () => a.network.lines.at(-1)!;
    setNote(b.engine.doc, NOTES[0]!, b.engine.me, NOW);
    b.engine.flush();
    server.intercept = null;
    const pushed = server.push.bind(server);
    server.push = (credentials, id, body, from) =>
      from === aLine() ? { seq: 0 } : pushed(credentials, id, body, from);
    setNote(b.engine.doc, NOTES[1]!, b.engine.me, NOW);
    b.engine.flush();
    expect(a.engine.state().missing).toBe(MISSING_SAM);
    expect(view(a).note.text).toBe("");

    // Sam's phone compacts the log: the snapshot holds everything, and this phone reads it.
    for (const text of NOTES.slice(2)) {
      setNote(b.engine.doc, text, b.engine.me, NOW);
      b.engine.flush();
    }
    expect(server.spaces.get(space)!.blobs[0]!.kind).toBe("snapshot");
    expect(a.engine.state().missing).toBeNull();
    expect(view(a).note.text).toBe(NOTES[3]);
  });
});

function encryptSnapshot(one: Phone, key: Uint8Array): string {
  const { space, contentKey } = spaceCredentials(key);
  return encryptBlob(contentKey, space, "snapshot", Y.encodeStateAsUpdate(one.engine.doc), seededRandom(8));
}
