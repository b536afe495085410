import { describe, expect, it } from "vitest";
import { memoryStorage } from "~/lib/device-storage";
import { hasOurSpace, isPaired, OUR_SPACE_KEYS } from "./keys";
import {
  addPending,
  enterStoredSpace,
  forgetStoredSpace,
  loadDoc,
  loadPending,
  loadSeq,
  loadSpaceKey,
  memberId,
  removePending,
  saveDoc,
  saveSeq,
  SNAPSHOT_DUE,
} from "./storage";

const random = (length: number) => new Uint8Array(length).map((_, i) => i * 7 + 3);

describe("what a phone keeps of Our space", () => {
  it("makes its member id once and keeps it", () => {
    const storage = memoryStorage();
    const id = memberId(storage, random);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(memberId(storage, () => new Uint8Array(16))).toBe(id);
    storage.setItem(OUR_SPACE_KEYS.member, "not a member id!");
    expect(memberId(storage, random)).toBe(id);
  });

  it("round-trips the space key, the seq, the document and the pending pushes under its own keys", () => {
    const storage = memoryStorage();
    expect(hasOurSpace(storage)).toBe(false);
    const key = new Uint8Array(32).fill(9);
    enterStoredSpace(storage, key);
    expect(loadSpaceKey(storage)).toEqual(key);
    expect(isPaired(storage)).toBe(true);
    saveSeq(storage, 12);
    saveSeq(storage, 7);
    expect(loadSeq(storage)).toBe(12);
    saveDoc(storage, new Uint8Array([0, 1, 2, 250]));
    expect(loadDoc(storage)).toEqual(new Uint8Array([0, 1, 2, 250]));
    addPending(storage, { id: "update-one-1", body: "AbC_-" });
    addPending(storage, { id: "update-one-1", body: "AbC_-" });
    addPending(storage, { id: SNAPSHOT_DUE, body: "" });
    addPending(storage, { id: "update-two-2", body: "Zz" });
    removePending(storage, "update-two-2");
    expect(loadPending(storage)).toEqual([
      { id: "update-one-1", body: "AbC_-" },
      { id: SNAPSHOT_DUE, body: "" },
    ]);
    const keys: string[] = [];
    for (const name of Object.values(OUR_SPACE_KEYS)) if (storage.getItem(name) !== null) keys.push(name);
    expect(keys.every((name) => name.startsWith("entwine:our-space:"))).toBe(true);

    // Ended: the space goes, the document stays.
    forgetStoredSpace(storage);
    expect(loadSpaceKey(storage)).toBeNull();
    expect(loadSeq(storage)).toBe(0);
    expect(loadPending(storage)).toEqual([]);
    expect(loadDoc(storage)).toEqual(new Uint8Array([0, 1, 2, 250]));
    expect(hasOurSpace(storage)).toBe(true);
    expect(isPaired(storage)).toBe(false);
  });

  it("reads damaged values as absent", () => {
    const storage = memoryStorage({
      [OUR_SPACE_KEYS.space]: "short",
      [OUR_SPACE_KEYS.seq]: "-4",
      [OUR_SPACE_KEYS.doc]: "not base64url!",
      [OUR_SPACE_KEYS.pending]: JSON.stringify([{ id: "x", body: "y" }, { id: "update-okay-1", body: "b/+" }, 5, null]),
    });
    expect(loadSpaceKey(storage)).toBeNull();
    expect(loadSeq(storage)).toBe(0);
    expect(loadDoc(storage)).toBeNull();
    expect(loadPending(storage)).toEqual([]);
    storage.setItem(OUR_SPACE_KEYS.pending, "{broken");
    expect(loadPending(storage)).toEqual([]);
  });
});
