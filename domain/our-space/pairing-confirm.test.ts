import { describe, expect, it } from "vitest";
import {
  checkSpaceKeyConfirmation,
  checkWordsConfirmation,
  confirmSpaceKey,
  confirmWords,
  newPairingKeys,
  newSpaceKey,
} from "./crypto";

// The confirmations the phones post during pairing: each binds its role, the pairing and the keys, so none can be
// made without the key, moved to another pairing, or passed off as the other phone's.

let seed = 1;
const random = (length: number) => Uint8Array.from({ length }, () => (seed = (seed * 48271) % 2147483647) & 255);
const PAIRING = "AQEBAQEBAQEBAQEBAQEBAQ";
const OTHER_PAIRING = "AgICAgICAgICAgICAgICAg";

describe("confirming the words", () => {
  const pairingKey = random(32);
  const inviter = newPairingKeys(random).publicKey;
  const joiner = newPairingKeys(random).publicKey;
  const mac = confirmWords(pairingKey, "joiner", PAIRING, inviter, joiner);

  it("checks under the same key, role, pairing and public keys, and nothing else", () => {
    expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(checkWordsConfirmation(pairingKey, "joiner", PAIRING, inviter, joiner, mac)).toBe(true);
    expect(checkWordsConfirmation(pairingKey, "inviter", PAIRING, inviter, joiner, mac)).toBe(false);
    expect(checkWordsConfirmation(pairingKey, "joiner", OTHER_PAIRING, inviter, joiner, mac)).toBe(false);
    expect(checkWordsConfirmation(pairingKey, "joiner", PAIRING, joiner, inviter, mac)).toBe(false);
    expect(checkWordsConfirmation(random(32), "joiner", PAIRING, inviter, joiner, mac)).toBe(false);
    expect(confirmWords(pairingKey, "inviter", PAIRING, inviter, joiner)).not.toBe(mac);
  });

  it("refuses a tampered, short or malformed confirmation", () => {
    const flipped = (mac[0] === "A" ? "B" : "A") + mac.slice(1);
    for (const bad of [flipped, mac.slice(1), `${mac}A`, "", "!".repeat(43), null, 42])
      expect(checkWordsConfirmation(pairingKey, "joiner", PAIRING, inviter, joiner, bad)).toBe(false);
    expect(checkWordsConfirmation(new Uint8Array(31), "joiner", PAIRING, inviter, joiner, mac)).toBe(false);
  });
});

describe("confirming the space key", () => {
  const spaceKey = newSpaceKey(random);
  const mac = confirmSpaceKey(spaceKey, "joiner", PAIRING);

  it("proves the space key for this pairing and role only", () => {
    expect(checkSpaceKeyConfirmation(spaceKey, "joiner", PAIRING, mac)).toBe(true);
    expect(checkSpaceKeyConfirmation(spaceKey, "inviter", PAIRING, mac)).toBe(false);
    expect(checkSpaceKeyConfirmation(spaceKey, "joiner", OTHER_PAIRING, mac)).toBe(false);
    expect(checkSpaceKeyConfirmation(newSpaceKey(random), "joiner", PAIRING, mac)).toBe(false);
    expect(checkSpaceKeyConfirmation(spaceKey, "joiner", PAIRING, forgedLike(mac))).toBe(false);
    // The words' confirmation key and the space key's are unrelated, even for equal key bytes.
    expect(confirmWords(spaceKey, "joiner", PAIRING, "a".repeat(43), "b".repeat(43))).not.toBe(mac);
  });
});

function forgedLike(mac: string): string {
  return mac.slice(0, -2) + (mac.endsWith("AA") ? "BA" : "AA");
}
