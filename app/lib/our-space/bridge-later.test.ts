import { afterEach, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { laterKey, type LaterItem } from "@domain/games/later";
import { applyLaterChange, readSpace, removeLaterCard } from "@domain/our-space/space-doc";
import { memoryStorage, onDeviceWrite, type StorageLike } from "~/lib/device-storage";
import { LATER_KEY, readLaterList, removeFromLater, saveForLater } from "~/lib/games/later-storage";
import { startBridge } from "./bridge";
import { REMOTE, type EngineState, type SpaceEngine } from "./engine";

// "Saved for later" between the phone's list and the shared document: the phone's cards go in on pairing, the
// partner's come to the phone while paired, and a removal on either phone removes the card from both.

const NOW = "2026-12-06T20:00:00.000Z";
const ME = "my-member-id-000000001";
const PARTNER = "partner-member-id-0001";

const card = (ref: string, minute: number, game: LaterItem["game"] = "truth-or-dare"): LaterItem => ({
  game,
  ref,
  text: `Card ${ref}.`,
  at: new Date(Date.UTC(2026, 11, 6, 19, minute)).toISOString(),
});

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function setup(paired: boolean, initial: LaterItem[] = []) {
  const doc = new Y.Doc();
  const storage: StorageLike = memoryStorage(initial.length ? { [LATER_KEY]: JSON.stringify(initial) } : {});
  const announced: string[] = [];
  const listeners = new Set<() => void>();
  let state = { paired } as EngineState;
  const engine: Pick<SpaceEngine, "doc" | "me" | "state" | "subscribe"> = {
    doc,
    me: ME,
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  stops.push(startBridge({ engine, storage, now: () => NOW, onDeviceWrite, announce: (key) => announced.push(key) }));
  return {
    doc,
    storage,
    announced,
    setPaired(next: boolean) {
      state = { ...state, paired: next };
      for (const listener of listeners) listener();
    },
    fromPartner(change: (partner: Y.Doc) => void) {
      const partner = new Y.Doc();
      Y.applyUpdate(partner, Y.encodeStateAsUpdate(doc));
      const before = Y.encodeStateVector(partner);
      change(partner);
      Y.applyUpdate(doc, Y.encodeStateAsUpdate(partner, before), REMOTE);
    },
  };
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const refs = (list: readonly { ref: string }[]) => list.map((item) => item.ref);

describe("Saved for later through Our space", () => {
  it("brings the phone's saved cards into the document, and each later save and removal, also unpaired", () => {
    const { doc, storage } = setup(false, [card("d1", 1)]);
    expect(readSpace(doc).later).toEqual([{ ...card("d1", 1), by: ME }]);
    saveForLater(storage, card("dice4", 2, "passion-dice"));
    expect(refs(readSpace(doc).later)).toEqual(["dice4", "d1"]);
    removeFromLater(storage, laterKey(card("d1", 1)));
    expect(refs(readSpace(doc).later)).toEqual(["dice4"]);
  });

  it("on pairing, joins the phone's list to the couple's and brings the partner's cards to the phone", async () => {
    const setupOne = setup(false, [card("d1", 1)]);
    const { doc, storage, announced } = setupOne;
    setupOne.fromPartner((partner) => applyLaterChange(partner, [], [card("d2", 2), card("d1", 0)], PARTNER));
    await settle();
    // Unpaired, the partner's cards stay in the document.
    expect(refs(readLaterList(storage))).toEqual(["d1"]);
    setupOne.setPaired(true);
    expect(refs(readLaterList(storage))).toEqual(["d2", "d1"]);
    expect(announced).toContain(LATER_KEY);
    // The same card saved on both phones is one card, kept as the phone that saved it first wrote it.
    expect(readSpace(doc).later.map((item) => item.by)).toEqual([PARTNER, ME]);
  });

  it("while paired, a card removed on either phone goes from both, and the phone's own removal is not undone", async () => {
    const { doc, storage, fromPartner } = setup(true, [card("d1", 1), card("d3", 3)]);
    fromPartner((partner) => applyLaterChange(partner, [], [card("d2", 2)], PARTNER));
    await settle();
    expect(refs(readLaterList(storage))).toEqual(["d3", "d2", "d1"]);

    // The partner removes one of this phone's cards.
    fromPartner((partner) => removeLaterCard(partner, laterKey(card("d1", 1))));
    await settle();
    expect(refs(readLaterList(storage))).toEqual(["d3", "d2"]);

    // This phone removes the partner's card from a game's screen.
    removeFromLater(storage, laterKey(card("d2", 2)));
    await settle();
    expect(refs(readSpace(doc).later)).toEqual(["d3"]);
    expect(refs(readLaterList(storage))).toEqual(["d3"]);
  });
});
