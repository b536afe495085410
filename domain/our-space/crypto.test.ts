import { xchacha20poly1305 } from "@noble/ciphers/chacha.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { describe, expect, it } from "vitest";
import { seeded } from "../../tests/support/seeded-random";
import {
  dailyAnswerKey,
  dailyOrderKey,
  openDailyAnswer,
  sealDailyAnswer,
  checkCommitment,
  checkInviter,
  checkJoiner,
  commitKey,
  decryptBlob,
  decryptExport,
  derivePairing,
  encryptBlob,
  encryptExport,
  fromBase64Url,
  openEnvelope,
  sealEnvelope,
  newLinkSecret,
  newPairingKeys,
  newRecoveryCode,
  newSpaceKey,
  openSpaceKey,
  pairingLink,
  proveInviter,
  proveJoiner,
  readPairingFragment,
  sealSpaceKey,
  spaceCredentials,
  toBase64Url,
  type RandomBytes,
} from "./crypto";
import {
  COMMITMENT_LENGTH,
  PAIRING_ID_LENGTH,
  PROOF_LENGTH,
  PUBLIC_KEY_LENGTH,
  SEALED_KEY_LENGTH,
  SPACE_ACCESS_LENGTH,
  SPACE_ID_LENGTH,
} from "./protocol";
import { SAFETY_WORDS } from "./safety-words";
import type { Envelope } from "./envelope";

function randomBytes(seed: number): RandomBytes {
  const next = seeded(seed);
  return (length) => Uint8Array.from({ length }, () => Math.floor(next() * 256));
}

const text = (value: string) => new TextEncoder().encode(value);
const PAIRING = "AAAAAAAAAAAAAAAAAAAAAA";

/** One honest pairing: both phones' keys, the link secret and what each phone derives. */
function pair(seed: number) {
  const random = randomBytes(seed);
  const inviter = newPairingKeys(random);
  const joiner = newPairingKeys(random);
  const secret = newLinkSecret(random);
  const onInviter = derivePairing(inviter.secretKey, joiner.publicKey, secret, inviter.publicKey, joiner.publicKey);
  const onJoiner = derivePairing(joiner.secretKey, inviter.publicKey, secret, inviter.publicKey, joiner.publicKey);
  return { random, inviter, joiner, secret, onInviter, onJoiner };
}

describe("base64url", () => {
  it("round-trips every length and refuses other spellings", () => {
    const random = randomBytes(1);
    for (let length = 0; length < 40; length++) {
      const bytes = random(length);
      const encoded = toBase64Url(bytes);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(fromBase64Url(encoded)).toEqual(bytes);
    }
    expect(toBase64Url(new Uint8Array([251, 255]))).toBe("-_8");
    expect(fromBase64Url("AB")).toBeNull();
    expect(fromBase64Url("A")).toBeNull();
    expect(fromBase64Url("AA==")).toBeNull();
    expect(fromBase64Url("A+/A")).toBeNull();
  });
});

describe("pairing", () => {
  it("makes keys, secrets and links of the protocol's sizes", () => {
    const { inviter, secret } = pair(2);
    expect(inviter.publicKey).toHaveLength(PUBLIC_KEY_LENGTH);
    expect(inviter.secretKey).toHaveLength(32);
    expect(secret).toHaveLength(22);
    const link = pairingLink("http://192.168.1.5:3000/", PAIRING, secret);
    expect(link).toBe(`http://192.168.1.5:3000/our-space/pair#${PAIRING}.${secret}`);
    expect(readPairingFragment(new URL(link).hash)).toEqual({ pairing: PAIRING, secret });
    expect(readPairingFragment(`${PAIRING}.${secret}`)).toEqual({ pairing: PAIRING, secret });
    expect(PAIRING).toHaveLength(PAIRING_ID_LENGTH);
  });

  it("refuses a fragment that is not one", () => {
    const { secret } = pair(3);
    for (const hash of [
      "",
      "#",
      `#${PAIRING}`,
      `#${PAIRING}.${secret}.x`,
      `#${PAIRING}.${secret}A`,
      `#short.${secret}`,
    ]) {
      expect(readPairingFragment(hash)).toBeNull();
    }
  });

  it("commits to the inviter's key: the same key checks, any other key or commitment does not", () => {
    const { random, inviter, joiner } = pair(3);
    const commitment = commitKey(inviter.publicKey);
    expect(commitment).toHaveLength(COMMITMENT_LENGTH);
    expect(commitment).toBe(commitKey(inviter.publicKey));
    expect(commitment).not.toBe(inviter.publicKey);
    expect(checkCommitment(commitment, inviter.publicKey)).toBe(true);
    expect(checkCommitment(commitment, joiner.publicKey)).toBe(false);
    expect(checkCommitment(commitment, newPairingKeys(random).publicKey)).toBe(false);
    expect(checkCommitment(commitKey(joiner.publicKey), inviter.publicKey)).toBe(false);
    // A bare hash of the key is no commitment: the label is part of it.
    expect(checkCommitment(toBase64Url(sha256(fromBase64Url(inviter.publicKey)!)), inviter.publicKey)).toBe(false);
    for (const bad of ["short", "A".repeat(43) + "!", commitment.slice(1)]) {
      expect(checkCommitment(bad, inviter.publicKey)).toBe(false);
      expect(checkCommitment(commitment, bad)).toBe(false);
    }
    expect(() => commitKey("short")).toThrow();
  });

  it("proofs check with the same secret, commitment and keys only", () => {
    const { inviter, joiner, secret } = pair(4);
    const other = newLinkSecret(randomBytes(40));
    const commitment = commitKey(inviter.publicKey);
    const joined = proveJoiner(secret, commitment, joiner.publicKey);
    expect(joined).toHaveLength(PROOF_LENGTH);
    expect(checkJoiner(secret, commitment, joiner.publicKey, joined)).toBe(true);
    expect(checkJoiner(other, commitment, joiner.publicKey, joined)).toBe(false);
    expect(checkJoiner(secret, commitKey(joiner.publicKey), joiner.publicKey, joined)).toBe(false);
    const swapped = newPairingKeys(randomBytes(41)).publicKey;
    expect(checkJoiner(secret, commitment, swapped, joined)).toBe(false);
    expect(checkJoiner(secret, commitment, joiner.publicKey, "not a proof")).toBe(false);

    const revealed = proveInviter(secret, inviter.publicKey, joiner.publicKey);
    expect(revealed).toHaveLength(PROOF_LENGTH);
    expect(checkInviter(secret, inviter.publicKey, joiner.publicKey, revealed)).toBe(true);
    expect(checkInviter(other, inviter.publicKey, joiner.publicKey, revealed)).toBe(false);
    expect(checkInviter(secret, joiner.publicKey, inviter.publicKey, revealed)).toBe(false);
    expect(checkInviter(secret, inviter.publicKey, swapped, revealed)).toBe(false);
    expect(checkInviter(secret, inviter.publicKey, joiner.publicKey, joined)).toBe(false);
    // The inviter's proof is no joiner's proof, even over the same bytes.
    expect(checkJoiner(secret, inviter.publicKey, joiner.publicKey, revealed)).toBe(false);
  });

  it("gives both honest phones the same pairing key and safety code", () => {
    const { onInviter, onJoiner } = pair(5);
    expect(onInviter).not.toBeNull();
    expect(onInviter!.pairingKey).toEqual(onJoiner!.pairingKey);
    expect(onInviter!.safetyCode).toEqual(onJoiner!.safetyCode);
    expect(onInviter!.safetyCode).toHaveLength(4);
    for (const word of onInviter!.safetyCode) expect(SAFETY_WORDS).toContain(word);
  });

  it("shows different codes on the two sides when someone replaced both public keys", () => {
    const { random, inviter, joiner, secret } = pair(6);
    const mallory = newPairingKeys(random);
    // Each phone sees Mallory's key in place of its partner's; Mallory even knows the link secret.
    const onInviter = derivePairing(inviter.secretKey, mallory.publicKey, secret, inviter.publicKey, mallory.publicKey);
    const onJoiner = derivePairing(joiner.secretKey, mallory.publicKey, secret, mallory.publicKey, joiner.publicKey);
    expect(onInviter!.safetyCode).not.toEqual(onJoiner!.safetyCode);
    expect(onInviter!.pairingKey).not.toEqual(onJoiner!.pairingKey);
  });

  it("changes the code when the link secret or the order of the keys differs", () => {
    const { inviter, joiner, secret, onInviter } = pair(7);
    const otherSecret = newLinkSecret(randomBytes(70));
    const salted = derivePairing(inviter.secretKey, joiner.publicKey, otherSecret, inviter.publicKey, joiner.publicKey);
    const reordered = derivePairing(inviter.secretKey, joiner.publicKey, secret, joiner.publicKey, inviter.publicKey);
    expect(salted!.safetyCode).not.toEqual(onInviter!.safetyCode);
    expect(reordered!.pairingKey).not.toEqual(onInviter!.pairingKey);
  });

  it("refuses a malformed or low-order public key", () => {
    const { inviter, secret } = pair(8);
    const zero = toBase64Url(new Uint8Array(32));
    const one = toBase64Url(Uint8Array.of(1, ...new Array<number>(31).fill(0)));
    for (const bad of [zero, one, "short", "A".repeat(43) + "!", toBase64Url(new Uint8Array(33))]) {
      expect(derivePairing(inviter.secretKey, bad, secret, inviter.publicKey, bad)).toBeNull();
    }
    expect(() => proveInviter(secret, "short", inviter.publicKey)).toThrow();
    expect(() => proveJoiner(secret, "short", inviter.publicKey)).toThrow();
    expect(checkInviter(secret, "short", inviter.publicKey, "x")).toBe(false);
  });
});

describe("space key and blobs", () => {
  it("seals the space key for the partner, bound to the pairing", () => {
    const { random, onInviter, onJoiner } = pair(9);
    const spaceKey = newSpaceKey(random);
    const sealed = sealSpaceKey(onInviter!.pairingKey, PAIRING, spaceKey, random);
    expect(sealed).toHaveLength(SEALED_KEY_LENGTH);
    expect(openSpaceKey(onJoiner!.pairingKey, PAIRING, sealed)).toEqual(spaceKey);
    expect(openSpaceKey(onJoiner!.pairingKey, "BBBBBBBBBBBBBBBBBBBBBB", sealed)).toBeNull();
    expect(openSpaceKey(pair(10).onJoiner!.pairingKey, PAIRING, sealed)).toBeNull();
    expect(openSpaceKey(onJoiner!.pairingKey, PAIRING, "garbage")).toBeNull();
  });

  it("derives the space's id, access and content key, distinct from one another", () => {
    const random = randomBytes(11);
    const key = newSpaceKey(random);
    const credentials = spaceCredentials(key);
    expect(credentials.space).toHaveLength(SPACE_ID_LENGTH);
    expect(credentials.access).toHaveLength(SPACE_ACCESS_LENGTH);
    expect(credentials.contentKey).toHaveLength(32);
    expect(spaceCredentials(key)).toEqual(credentials);
    expect(credentials.access.startsWith(credentials.space)).toBe(false);
    expect(spaceCredentials(newSpaceKey(random)).space).not.toBe(credentials.space);
  });

  it("encrypts a blob that opens only with its key, space and id, untouched", () => {
    const random = randomBytes(12);
    const { space, contentKey } = spaceCredentials(newSpaceKey(random));
    const body = encryptBlob(contentKey, space, "update-0001", text("we both want to try"), random);
    expect(new TextDecoder().decode(decryptBlob(contentKey, space, "update-0001", body)!)).toBe("we both want to try");
    expect(body).not.toContain("want");

    const other = spaceCredentials(newSpaceKey(random));
    expect(decryptBlob(other.contentKey, space, "update-0001", body)).toBeNull();
    expect(decryptBlob(contentKey, other.space, "update-0001", body)).toBeNull();
    expect(decryptBlob(contentKey, space, "snapshot", body)).toBeNull();
    const bytes = fromBase64Url(body)!;
    bytes[bytes.length - 1]! ^= 1;
    expect(decryptBlob(contentKey, space, "update-0001", toBase64Url(bytes))).toBeNull();
    const nonce = fromBase64Url(body)!;
    nonce[0]! ^= 1;
    expect(decryptBlob(contentKey, space, "update-0001", toBase64Url(nonce))).toBeNull();
    expect(decryptBlob(contentKey, space, "update-0001", "AAAA")).toBeNull();
    expect(decryptBlob(contentKey, space, "update-0001", "%%%")).toBeNull();
  });
});

/**
 * Each of these fails when a primitive is misused: a fixed nonce, a tag not checked, the associated data left out, or
 * one content key for every space (scripts/crypto-mutations.mjs applies each mistake and expects a failure here).
 */
describe("the cryptography cannot quietly break", () => {
  const envelope: Envelope = {
    kind: "update",
    writer: "member-aaaaaaaaaaaaaaaa",
    seq: 1,
    vector: new Map(),
    body: text("we both want to try"),
  };

  /** The random source, keeping the last bytes it gave. */
  function recording(seed: number) {
    const random = randomBytes(seed);
    const drawn: { last: Uint8Array } = { last: new Uint8Array() };
    const record: RandomBytes = (length) => (drawn.last = random(length));
    return { random: record, drawn };
  }

  it("takes every nonce fresh from the random source, so no two seals share one", () => {
    const { random, drawn } = recording(21);
    const { space, contentKey } = spaceCredentials(newSpaceKey(random));
    const nonces: string[] = [];
    const seals = [
      () => fromBase64Url(encryptBlob(contentKey, space, "update-0001", text("x"), random))!,
      () => fromBase64Url(sealEnvelope(contentKey, space, "update-0001", envelope, random))!,
      () => fromBase64Url(sealSpaceKey(contentKey, PAIRING, contentKey, random))!,
      () => {
        const file = JSON.parse(encryptExport("7K2M-0QX4-1TVB-ABCD-EFGH", text("x"), random)) as { nonce: string };
        return fromBase64Url(file.nonce)!;
      },
    ];
    for (const seal of seals) {
      for (let round = 0; round < 2; round++) {
        const sealed = seal();
        expect(drawn.last).toHaveLength(24);
        expect([...sealed.subarray(0, 24)]).toEqual([...drawn.last]);
        nonces.push(toBase64Url(sealed.subarray(0, 24)));
      }
    }
    expect(new Set(nonces).size).toBe(nonces.length);
    const same = () => sealEnvelope(contentKey, space, "update-0001", envelope, random);
    expect(same()).not.toBe(same());
  });

  it("seals standard XChaCha20-Poly1305 with the space and id as associated data", () => {
    const random = randomBytes(22);
    const { space, contentKey } = spaceCredentials(newSpaceKey(random));
    const sealed = fromBase64Url(sealEnvelope(contentKey, space, "update-0001", envelope, random))!;
    const associated = (label: string) => text(JSON.stringify([`entwine/our-space/v1/${label}`, space, "update-0001"]));
    const open = (aad: Uint8Array) =>
      xchacha20poly1305(contentKey, sealed.subarray(0, 24), aad).decrypt(sealed.subarray(24));
    expect(open(associated("envelope")).length).toBeGreaterThan(envelope.body.length);
    expect(() => open(new Uint8Array())).toThrow();
    expect(() => open(associated("blob"))).toThrow();
  });

  it("refuses a sealed envelope with any one byte changed: nonce, ciphertext or tag", () => {
    const random = randomBytes(23);
    const { space, contentKey } = spaceCredentials(newSpaceKey(random));
    const body = sealEnvelope(contentKey, space, "update-0001", envelope, random);
    expect(openEnvelope(contentKey, space, "update-0001", body)!.body).toEqual(envelope.body);
    const bytes = fromBase64Url(body)!;
    for (let at = 0; at < bytes.length; at++) {
      const changed = bytes.slice();
      changed[at]! ^= 0x80;
      expect(openEnvelope(contentKey, space, "update-0001", toBase64Url(changed))).toBeNull();
    }
    const blob = fromBase64Url(encryptBlob(contentKey, space, "update-0001", text("x"), random))!;
    blob[blob.length - 1]! ^= 0x80;
    expect(decryptBlob(contentKey, space, "update-0001", toBase64Url(blob))).toBeNull();
    const sealedKey = fromBase64Url(sealSpaceKey(contentKey, PAIRING, contentKey, random))!;
    sealedKey[sealedKey.length - 1]! ^= 0x80;
    expect(openSpaceKey(contentKey, PAIRING, toBase64Url(sealedKey))).toBeNull();
  });

  it("opens an envelope only under its own key, space and id, never as a blob of another kind", () => {
    const random = randomBytes(24);
    const { space, contentKey } = spaceCredentials(newSpaceKey(random));
    const body = sealEnvelope(contentKey, space, "update-0001", envelope, random);
    expect(openEnvelope(contentKey, space, "update-0002", body)).toBeNull();
    expect(openEnvelope(contentKey, "B".repeat(22), "update-0001", body)).toBeNull();
    expect(openEnvelope(spaceCredentials(newSpaceKey(random)).contentKey, space, "update-0001", body)).toBeNull();
    expect(decryptBlob(contentKey, space, "update-0001", body)).toBeNull();
    const blob = encryptBlob(contentKey, space, "update-0001", text("x"), random);
    expect(openEnvelope(contentKey, space, "update-0001", blob)).toBeNull();
    const sealedKey = sealSpaceKey(contentKey, PAIRING, contentKey, random);
    expect(openSpaceKey(contentKey, "B".repeat(22), sealedKey)).toBeNull();
  });

  it("derives each space's keys from its own space key (HKDF-SHA256, one label each), never one key for all", async () => {
    const random = randomBytes(25);
    const first = newSpaceKey(random);
    const second = newSpaceKey(random);
    // Checked against WebCrypto's own HKDF, an implementation independent of the one the product uses.
    const hkdf = async (key: Uint8Array, label: string, length: number) => {
      const base = await globalThis.crypto.subtle.importKey("raw", new Uint8Array(key), "HKDF", false, ["deriveBits"]);
      const info = new TextEncoder().encode(`entwine/our-space/v1/${label}`);
      const params = { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(), info };
      return new Uint8Array(await globalThis.crypto.subtle.deriveBits(params, base, length * 8));
    };
    for (const key of [first, second]) {
      const credentials = spaceCredentials(key);
      expect([...credentials.contentKey]).toEqual([...(await hkdf(key, "content-key", 32))]);
      expect(credentials.access).toBe(toBase64Url(await hkdf(key, "access", 32)));
      expect(credentials.space).toBe(toBase64Url(await hkdf(key, "space-id", 16)));
    }
    expect(spaceCredentials(first).contentKey).not.toEqual(spaceCredentials(second).contentKey);
    // A blob of one space, given the other space's id by a server, opens under neither space's key.
    const one = spaceCredentials(first);
    const two = spaceCredentials(second);
    const body = sealEnvelope(one.contentKey, two.space, "update-0001", envelope, random);
    expect(openEnvelope(two.contentKey, two.space, "update-0001", body)).toBeNull();
  });
});

describe("export file", () => {
  it("makes 20-character recovery codes in groups of four", () => {
    const random = randomBytes(13);
    const code = newRecoveryCode(random);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    expect(newRecoveryCode(random)).not.toBe(code);
  });

  it("round-trips with the code however it is typed, and refuses a wrong code or a changed file", () => {
    const random = randomBytes(14);
    const code = "7K2M-0QX4-1TVB-ABCD-EFGH";
    const file = encryptExport(code, text("everything we share"), random);
    const parsed = JSON.parse(file) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(["v", "kind", "nonce", "body"]);
    expect(parsed.v).toBe(1);
    expect(parsed.kind).toBe("entwine-our-space");

    const typed = " 7k2m oqx4 itvb abcd efgh ";
    expect(new TextDecoder().decode(decryptExport(typed, file)!)).toBe("everything we share");
    expect(decryptExport("7K2M-0QX4-1TVB-ABCD-EFGJ", file)).toBeNull();
    expect(decryptExport("7K2M-0QX4", file)).toBeNull();
    expect(decryptExport(code, "not json")).toBeNull();
    expect(decryptExport(code, JSON.stringify({ ...parsed, v: 2 }))).toBeNull();
    const body = fromBase64Url(parsed.body as string)!;
    body[0]! ^= 1;
    expect(decryptExport(code, JSON.stringify({ ...parsed, body: toBase64Url(body) }))).toBeNull();
    expect(() => encryptExport("too short", text("x"), random)).toThrow();
  });
});

describe("safety words", () => {
  it("are 256 short words, each with its own first three letters", () => {
    expect(SAFETY_WORDS).toHaveLength(256);
    expect(new Set(SAFETY_WORDS.map((word) => word.slice(0, 3))).size).toBe(256);
    for (const word of SAFETY_WORDS) expect(word).toMatch(/^[a-z]{3,7}$/);
  });
});

describe("a question a day: answers sealed until both are in", () => {
  const space = "c3BhY2UtaWQtMTYtYnl0ZXM";
  const anaSecret = new Uint8Array(32).fill(1);
  const benSecret = new Uint8Array(32).fill(2);

  it("opens an answer only with its own phone's key, for its own space, day and writer", () => {
    const random = randomBytes(41);
    const key = dailyAnswerKey(anaSecret, space, "2026-12-06");
    const sealed = sealDailyAnswer(key, space, "2026-12-06", "ana", "Your laugh, across a crowded kitchen", random);
    expect(openDailyAnswer(key, space, "2026-12-06", "ana", sealed)).toBe("Your laugh, across a crowded kitchen");
    // The partner's phone derives another key from its own secret: it cannot open the answer by itself.
    expect(
      openDailyAnswer(dailyAnswerKey(benSecret, space, "2026-12-06"), space, "2026-12-06", "ana", sealed),
    ).toBeNull();
    // Each day has its own key, so releasing one day's key opens no other day.
    expect(dailyAnswerKey(anaSecret, space, "2026-12-07")).not.toEqual(key);
    // Moved to another day, writer or space (a dishonest relay or phone replaying it), it does not open.
    expect(openDailyAnswer(key, space, "2026-12-07", "ana", sealed)).toBeNull();
    expect(openDailyAnswer(key, space, "2026-12-06", "ben", sealed)).toBeNull();
    expect(openDailyAnswer(key, "b3RoZXItc3BhY2UtaWQtMTY", "2026-12-06", "ana", sealed)).toBeNull();
    // Altered, it does not open.
    const altered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BA" : "AA");
    expect(openDailyAnswer(key, space, "2026-12-06", "ana", altered)).toBeNull();
  });

  it("seals the same words differently each time (a fresh nonce), and its key differs from the order key", () => {
    const key = dailyAnswerKey(anaSecret, space, "2026-12-06");
    const random = randomBytes(42);
    const one = sealDailyAnswer(key, space, "2026-12-06", "ana", "Same words", random);
    const two = sealDailyAnswer(key, space, "2026-12-06", "ana", "Same words", random);
    expect(one).not.toBe(two);
    expect(dailyOrderKey(new Uint8Array(32).fill(1))).not.toEqual(key);
    expect(() => dailyAnswerKey(new Uint8Array(16), space, "2026-12-06")).toThrow();
  });
});
