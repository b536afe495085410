import { describe, expect, it } from "vitest";
import { bytesToHex } from "@noble/hashes/utils.js";
import { ristretto255 } from "@noble/curves/ed25519.js";
import { seededBytes } from "../../tests/support/seeded-bytes";
import { fromBase64Url, toBase64Url } from "../our-space/crypto";
import { STEP_PLAINTEXT_BYTES, STEP_SEALED_CHARS } from "./api";
import {
  decodeStep,
  encodeStep,
  invitationLink,
  matchChannel,
  MatchRefusedError,
  newMatchSecret,
  openStep,
  readInvitation,
  sealStep,
} from "./channel";
import { MAX_DESIRE_DECK_CARDS } from "./deck";

const ID = "mAtCh-id_0123456789AB";
const secret = newMatchSecret(seededBytes("secret"));
const host = matchChannel(secret, ID, "host");
const guest = matchChannel(secret, ID, "guest");
const point = (n: number) => bytesToHex(ristretto255.Point.BASE.multiply(BigInt(n)).toBytes());
const step = encodeStep({ yes: [point(2), point(3)], maybe: [point(2), point(3), point(5)] });

/** Flips one bit of a sealed step at `index` (counted in bytes), keeping it well-formed base64url. */
function flip(sealed: string, index: number): string {
  const bytes = fromBase64Url(sealed)!;
  bytes[index] = bytes[index]! ^ 1;
  return toBase64Url(bytes);
}

describe("the match's keys", () => {
  it("are the same on both phones, one per direction, and differ for another match or another link", () => {
    expect(host.sendKey).toEqual(guest.receiveKey);
    expect(host.receiveKey).toEqual(guest.sendKey);
    expect(host.psiSalt).toEqual(guest.psiSalt);
    expect(host.sendKey).not.toEqual(host.receiveKey);
    const otherMatch = matchChannel(secret, `${ID}x`, "host");
    const otherLink = matchChannel(newMatchSecret(seededBytes("another")), ID, "host");
    for (const other of [otherMatch, otherLink]) {
      expect(other.sendKey).not.toEqual(host.sendKey);
      expect(other.psiSalt).not.toEqual(host.psiSalt);
    }
  });

  it("come from a link whose secret only the fragment carries", () => {
    const link = invitationLink("https://entwine.example/", ID, "join-token-0123456789", secret);
    expect(link).toBe(`https://entwine.example/desire-match#join=${ID}.join-token-0123456789.${toBase64Url(secret)}`);
    const read = readInvitation(new URL(link).hash)!;
    expect(read).toEqual({ id: ID, joinToken: "join-token-0123456789", secret });
    expect(new URL(link).pathname + new URL(link).search).toBe("/desire-match");
    // The old two-part link, a short secret, or a secret that is not base64url: not an invitation.
    expect(readInvitation(`#join=${ID}.join-token-0123456789`)).toBeNull();
    expect(readInvitation(`#join=${ID}.join-token-0123456789.${toBase64Url(secret.subarray(0, 16))}`)).toBeNull();
    expect(readInvitation(`#join=${ID}.join-token-0123456789.${"*".repeat(43)}`)).toBeNull();
  });
});

describe("a sealed step", () => {
  it("opens on the partner's phone only, unchanged, and is always the one size", () => {
    const sealed = sealStep(host, "blinded", step, seededBytes("nonce"));
    expect(sealed).toHaveLength(STEP_SEALED_CHARS);
    expect(openStep(guest, "blinded", sealed)).toEqual(step);
    const empty = sealStep(host, "done", encodeStep({ yes: [], maybe: [] }), seededBytes("nonce-2"));
    expect(empty).toHaveLength(STEP_SEALED_CHARS);
    expect(decodeStep(openStep(guest, "done", empty))).toEqual({ yes: [], maybe: [] });
  });

  it("takes a fresh nonce each time: the same step sealed twice shares no byte pattern", () => {
    const random = seededBytes("twice");
    const first = fromBase64Url(sealStep(host, "blinded", step, random))!;
    const second = fromBase64Url(sealStep(host, "blinded", step, random))!;
    expect(bytesToHex(first.subarray(0, 24))).not.toBe(bytesToHex(second.subarray(0, 24)));
    expect(bytesToHex(first.subarray(24, 56))).not.toBe(bytesToHex(second.subarray(24, 56)));
    expect(first.subarray(0, 24).every((byte) => byte === 0)).toBe(false);
  });

  it("is refused when any byte was changed: nonce, ciphertext (points or padding) or tag", () => {
    const sealed = sealStep(host, "blinded", step, seededBytes("tamper"));
    const length = fromBase64Url(sealed)!.length;
    for (const index of [0, 23, 24, 24 + 4, 24 + STEP_PLAINTEXT_BYTES - 1, length - 16, length - 1])
      expect(() => openStep(guest, "blinded", flip(sealed, index)), `byte ${index}`).toThrow(MatchRefusedError);
  });

  it("is refused when moved to another step, sent back to its author, or taken into another match", () => {
    const sealed = sealStep(host, "blinded", step, seededBytes("label"));
    expect(() => openStep(guest, "reblinded", sealed)).toThrow(MatchRefusedError);
    expect(() => openStep(guest, "done", sealed)).toThrow(MatchRefusedError);
    // The server hands the host its own step as if the guest had sent it.
    expect(() => openStep(host, "blinded", sealed)).toThrow(MatchRefusedError);
    expect(() => openStep(matchChannel(secret, `${ID}x`, "guest"), "blinded", sealed)).toThrow(MatchRefusedError);
  });

  it("binds who sealed it and which step in its associated data, not only in its key", () => {
    // A channel whose two directions share one key: only the associated data still tells host from guest.
    const shared = { ...host, receiveKey: host.sendKey };
    const mirror = { ...guest, sendKey: host.sendKey, receiveKey: host.sendKey };
    const sealed = sealStep(shared, "blinded", step, seededBytes("aad"));
    expect(openStep(mirror, "blinded", sealed)).toEqual(step);
    expect(() => openStep(shared, "blinded", sealed)).toThrow(MatchRefusedError);
    expect(() => openStep(mirror, "reblinded", sealed)).toThrow(MatchRefusedError);
  });

  it("is refused when it is not one sealed step", () => {
    for (const text of [undefined, 42, "", "not base64url!", "A".repeat(STEP_SEALED_CHARS - 4)])
      expect(() => openStep(guest, "blinded", text)).toThrow(MatchRefusedError);
    expect(() => sealStep(host, "blinded", new Uint8Array(10), seededBytes("short"))).toThrow();
  });
});

describe("a step's plaintext", () => {
  it("has one size whatever the sets hold, up to a full deck in each", () => {
    const full = Array.from({ length: MAX_DESIRE_DECK_CARDS }, (_, index) => point(index + 1));
    for (const sets of [
      { yes: [], maybe: [] },
      { yes: [point(7)], maybe: [point(7), point(9)] },
      { yes: full, maybe: full },
    ]) {
      const bytes = encodeStep(sets);
      expect(bytes).toHaveLength(STEP_PLAINTEXT_BYTES);
      expect(decodeStep(bytes)).toEqual(sets);
    }
    expect(() => encodeStep({ yes: [...full, point(1)], maybe: [] })).toThrow();
  });

  it("is refused with counts beyond a deck or anything in its padding", () => {
    const padded = encodeStep({ yes: [point(2)], maybe: [] });
    padded[padded.length - 1] = 1;
    expect(() => decodeStep(padded)).toThrow(MatchRefusedError);
    const counted = encodeStep({ yes: [], maybe: [] });
    counted[0] = 0xff;
    expect(() => decodeStep(counted)).toThrow(MatchRefusedError);
    expect(() => decodeStep(new Uint8Array(8))).toThrow(MatchRefusedError);
  });
});
