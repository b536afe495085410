/**
 * The cryptography of "Our space", built only from audited libraries (@noble/curves, @noble/hashes,
 * @noble/ciphers): they run in any browser, also on plain HTTP where WebCrypto is missing. Pure: no Node
 * built-ins, no clock, no randomness of its own (callers pass `RandomBytes`, e.g. crypto.getRandomValues).
 *
 * Every key derivation and every MAC carries its own label under "entwine/our-space/v1/", so no value derived for
 * one purpose can stand in for another. The protocol is described in protocol.ts and decision record 010.
 */
import { x25519 } from "@noble/curves/ed25519.js";
import { equalBytes } from "@noble/curves/utils.js";
import { hkdf } from "@noble/hashes/hkdf.js";
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { concatBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { xchacha20poly1305 } from "@noble/ciphers/chacha.js";
import { decodeEnvelope, encodeEnvelope, type Envelope } from "./envelope";
import { PAIRING_ID_LENGTH } from "./protocol";
import { SAFETY_WORDS } from "./safety-words";

/** Returns `length` cryptographically random bytes. */
export type RandomBytes = (length: number) => Uint8Array;

const LABEL = "entwine/our-space/v1/";
const label = (purpose: string) => utf8ToBytes(LABEL + purpose);

const KEY_BYTES = 32;
const LINK_SECRET_BYTES = 16;
const NONCE_BYTES = 24;
const TAG_BYTES = 16;

function randomBytes(random: RandomBytes, length: number): Uint8Array {
  const bytes = random(length);
  if (!(bytes instanceof Uint8Array) || bytes.length !== length) throw new Error("random gave the wrong length");
  return bytes;
}

// ---- base64url without padding ----

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const VALUE = new Map([...ALPHABET].map((char, index) => [char, index]));

export function toBase64Url(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(bytes.length - i, 3) + 1;
    for (let j = 0; j < chars; j++) text += ALPHABET[(chunk >> (18 - 6 * j)) & 63];
  }
  return text;
}

/** Null for anything but canonical base64url without padding, so one value has exactly one spelling. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (typeof text !== "string" || text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let count = 0;
  let index = 0;
  for (const char of text) {
    const value = VALUE.get(char);
    if (value === undefined) return null;
    bits = ((bits << 6) | value) & 0xffffff;
    count += 6;
    if (count >= 8) {
      count -= 8;
      bytes[index++] = (bits >> count) & 255;
    }
  }
  // Leftover bits must be zero: "AB" and "AC" would otherwise both read as the same byte.
  if ((bits & ((1 << count) - 1)) !== 0) return null;
  return bytes;
}

function decodeExact(text: unknown, length: number): Uint8Array | null {
  if (typeof text !== "string") return null;
  const bytes = fromBase64Url(text);
  return bytes && bytes.length === length ? bytes : null;
}

// ---- pairing ----

export function newPairingKeys(random: RandomBytes): { secretKey: Uint8Array; publicKey: string } {
  const secretKey = randomBytes(random, KEY_BYTES);
  return { secretKey, publicKey: toBase64Url(x25519.getPublicKey(secretKey)) };
}

export function newLinkSecret(random: RandomBytes): string {
  return toBase64Url(randomBytes(random, LINK_SECRET_BYTES));
}

export function pairingLink(origin: string, pairing: string, secret: string): string {
  return `${origin.replace(/\/+$/, "")}/our-space/pair#${pairing}.${secret}`;
}

/** The link's fragment ("#pairing.secret" or "pairing.secret"), or null when it is not one. */
export function readPairingFragment(hash: string): { pairing: string; secret: string } | null {
  if (typeof hash !== "string") return null;
  const parts = hash.replace(/^#/, "").trim().split(".");
  if (parts.length !== 2) return null;
  const [pairing, secret] = parts as [string, string];
  if (pairing.length !== PAIRING_ID_LENGTH || !decodeExact(pairing, 16)) return null;
  if (!decodeExact(secret, LINK_SECRET_BYTES)) return null;
  return { pairing, secret };
}

/** The link secret and the 32-byte values (public keys, a commitment) as bytes, or null when one is malformed. */
function proofKeyAndKeys(secret: string, keys: string[]): { key: Uint8Array; keys: Uint8Array[] } | null {
  const key = decodeExact(secret, LINK_SECRET_BYTES);
  const decoded = keys.map((text) => decodeExact(text, KEY_BYTES));
  if (!key || decoded.some((entry) => entry === null)) return null;
  return { key, keys: decoded as Uint8Array[] };
}

function proof(purpose: string, secret: string, keys: string[]): Uint8Array | null {
  const input = proofKeyAndKeys(secret, keys);
  if (!input) return null;
  return hmac(sha256, input.key, concatBytes(label(purpose), ...input.keys));
}

/** Throws on a malformed secret or key: a phone proves only what it made or read through readPairingFragment. */
function prove(purpose: string, secret: string, keys: string[]): string {
  const mac = proof(purpose, secret, keys);
  if (!mac) throw new Error("malformed link secret or public key");
  return toBase64Url(mac);
}

function check(purpose: string, secret: string, keys: string[], given: string): boolean {
  const expected = proof(purpose, secret, keys);
  const actual = decodeExact(given, KEY_BYTES);
  return !!expected && !!actual && equalBytes(expected, actual);
}

function commitment(inviterKey: string): Uint8Array | null {
  const key = decodeExact(inviterKey, KEY_BYTES);
  return key && sha256(concatBytes(label("commit"), key));
}

/**
 * The inviter's commitment to its public key: SHA-256 of a label and the key (43 characters). The inviter posts
 * only this at first and shows its key once the joiner's key is fixed, so whoever sits between the phones has to
 * choose the key it shows the joiner before it sees the joiner's key, and gets one guess at the safety code instead
 * of 2^32. Throws on a malformed key.
 */
export function commitKey(inviterKey: string): string {
  const digest = commitment(inviterKey);
  if (!digest) throw new Error("malformed public key");
  return toBase64Url(digest);
}
/** Whether the revealed key is the one committed to (compared in constant time). */
export function checkCommitment(commitmentText: string, inviterKey: string): boolean {
  const expected = commitment(inviterKey);
  const actual = decodeExact(commitmentText, KEY_BYTES);
  return !!expected && !!actual && equalBytes(expected, actual);
}

/** HMAC under the link secret of the commitment the joiner read and the joiner's public key. */
export function proveJoiner(secret: string, commitmentText: string, joinerKey: string): string {
  return prove("proof/joiner", secret, [commitmentText, joinerKey]);
}
export function checkJoiner(secret: string, commitmentText: string, joinerKey: string, proofText: string): boolean {
  return check("proof/joiner", secret, [commitmentText, joinerKey], proofText);
}

/** HMAC under the link secret of both public keys (inviter then joiner): the inviter's answer, with its key. */
export function proveInviter(secret: string, inviterKey: string, joinerKey: string): string {
  return prove("proof/inviter", secret, [inviterKey, joinerKey]);
}
export function checkInviter(secret: string, inviterKey: string, joinerKey: string, proofText: string): boolean {
  return check("proof/inviter", secret, [inviterKey, joinerKey], proofText);
}

/**
 * The pairing key and the safety code, the same on both phones when nobody came between them. HKDF-SHA256 of the
 * X25519 shared secret, salted with the link secret, its info binding both public keys (inviter then joiner): a
 * swapped key changes both. Null for a malformed or low-order public key (whose shared secret is all zeros).
 */
export function derivePairing(
  ownSecretKey: Uint8Array,
  peerPublicKey: string,
  secret: string,
  inviterKey: string,
  joinerKey: string,
): { pairingKey: Uint8Array; safetyCode: string[] } | null {
  const peer = decodeExact(peerPublicKey, KEY_BYTES);
  const input = proofKeyAndKeys(secret, [inviterKey, joinerKey]);
  if (!peer || !input || ownSecretKey.length !== KEY_BYTES) return null;
  let shared: Uint8Array;
  try {
    shared = x25519.getSharedSecret(ownSecretKey, peer);
  } catch {
    return null;
  }
  if (shared.every((byte) => byte === 0)) return null;
  const keys = concatBytes(...input.keys);
  const pairingKey = hkdf(sha256, shared, input.key, concatBytes(label("pairing-key"), keys), KEY_BYTES);
  const code = hkdf(sha256, shared, input.key, concatBytes(label("safety-code"), keys), 4);
  return { pairingKey, safetyCode: [...code].map((byte) => SAFETY_WORDS[byte]!) };
}

// ---- the space ----

export function newSpaceKey(random: RandomBytes): Uint8Array {
  return randomBytes(random, KEY_BYTES);
}

/** Associated data: an unambiguous encoding of what a ciphertext belongs to. */
function associated(purpose: string, ...parts: string[]): Uint8Array {
  return utf8ToBytes(JSON.stringify([LABEL + purpose, ...parts]));
}

function seal(key: Uint8Array, aad: Uint8Array, plaintext: Uint8Array, random: RandomBytes): Uint8Array {
  const nonce = randomBytes(random, NONCE_BYTES);
  return concatBytes(nonce, xchacha20poly1305(key, nonce, aad).encrypt(plaintext));
}

function open(key: Uint8Array, aad: Uint8Array, sealed: Uint8Array | null): Uint8Array | null {
  if (!sealed || sealed.length < NONCE_BYTES + TAG_BYTES || key.length !== KEY_BYTES) return null;
  try {
    return xchacha20poly1305(key, sealed.subarray(0, NONCE_BYTES), aad).decrypt(sealed.subarray(NONCE_BYTES));
  } catch {
    return null;
  }
}

function subkey(key: Uint8Array, purpose: string, length = KEY_BYTES): Uint8Array {
  return hkdf(sha256, key, undefined, label(purpose), length);
}

/** The space key sealed for the joiner under the pairing key, bound to the pairing id (96 characters). */
export function sealSpaceKey(
  pairingKey: Uint8Array,
  pairing: string,
  spaceKey: Uint8Array,
  random: RandomBytes,
): string {
  if (spaceKey.length !== KEY_BYTES) throw new Error("a space key is 32 bytes");
  return toBase64Url(seal(subkey(pairingKey, "seal-key"), associated("seal", pairing), spaceKey, random));
}

export function openSpaceKey(pairingKey: Uint8Array, pairing: string, sealed: string): Uint8Array | null {
  const key = open(subkey(pairingKey, "seal-key"), associated("seal", pairing), fromBase64Url(sealed));
  return key && key.length === KEY_BYTES ? key : null;
}

/** The space's id (16 bytes), access token (32 bytes, the server keeps its hash) and content key, all from its key. */
export function spaceCredentials(spaceKey: Uint8Array): { space: string; access: string; contentKey: Uint8Array } {
  return {
    space: toBase64Url(subkey(spaceKey, "space-id", 16)),
    access: toBase64Url(subkey(spaceKey, "access")),
    contentKey: subkey(spaceKey, "content-key"),
  };
}

/** An update or snapshot: base64url(nonce || ciphertext), its space and id bound as associated data. */
export function encryptBlob(
  contentKey: Uint8Array,
  space: string,
  id: string,
  plaintext: Uint8Array,
  random: RandomBytes,
): string {
  return toBase64Url(seal(contentKey, associated("blob", space, id), plaintext, random));
}

export function decryptBlob(contentKey: Uint8Array, space: string, id: string, body: string): Uint8Array | null {
  return open(contentKey, associated("blob", space, id), fromBase64Url(body));
}

/**
 * An update, state, fill or snapshot in its envelope (envelope.ts: writer, sequence, content), sealed like a blob
 * but under its own associated-data label, so a blob written before envelopes existed never reads as one.
 */
export function sealEnvelope(
  contentKey: Uint8Array,
  space: string,
  id: string,
  envelope: Envelope,
  random: RandomBytes,
): string {
  return toBase64Url(seal(contentKey, associated("envelope", space, id), encodeEnvelope(envelope), random));
}

/** The envelope, or null when the blob does not open (another key, space or id, or altered) or is malformed. */
export function openEnvelope(contentKey: Uint8Array, space: string, id: string, body: string): Envelope | null {
  const plain = open(contentKey, associated("envelope", space, id), fromBase64Url(body));
  return plain && decodeEnvelope(plain);
}

// ---- a question a day ----

/** The key both phones derive from the space key to put the year's questions in their own order. */
export function dailyOrderKey(spaceKey: Uint8Array): Uint8Array {
  if (spaceKey.length !== KEY_BYTES) throw new Error("a space key is 32 bytes");
  return subkey(spaceKey, "daily-order");
}

/**
 * The key one phone seals its answer of a day under: derived from a secret only that phone holds, so the partner's
 * phone cannot open the answer until this phone releases the key, which it does only once the partner's own answer
 * for that day is in. Neither phone can read the other's answer first, and the server never reads either.
 */
export function dailyAnswerKey(phoneSecret: Uint8Array, space: string, day: string): Uint8Array {
  if (phoneSecret.length !== KEY_BYTES) throw new Error("a phone secret is 32 bytes");
  return hkdf(sha256, phoneSecret, utf8ToBytes(space), label(`daily-answer/${day}`), KEY_BYTES);
}

export function newPhoneSecret(random: RandomBytes): Uint8Array {
  return randomBytes(random, KEY_BYTES);
}

/** An answer sealed for its space, day and writer (bound as associated data, so it cannot be moved to another). */
export function sealDailyAnswer(
  answerKey: Uint8Array,
  space: string,
  day: string,
  memberId: string,
  text: string,
  random: RandomBytes,
): string {
  return toBase64Url(seal(answerKey, associated("daily-answer", space, day, memberId), utf8ToBytes(text), random));
}

/** The answer, or null when the key, space, day or writer is not the one it was sealed for, or it was altered. */
export function openDailyAnswer(
  answerKey: Uint8Array,
  space: string,
  day: string,
  memberId: string,
  sealed: string,
): string | null {
  const plain = open(answerKey, associated("daily-answer", space, day, memberId), fromBase64Url(sealed));
  if (!plain) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}

// ---- export file and recovery code ----

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed by hand is hard to get wrong. */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const RECOVERY_CHARS = 20;
const EXPORT_KIND = "entwine-our-space";

/** 20 characters (100 bits) in 5 groups of 4, e.g. "7K2M-QX4T-...". */
export function newRecoveryCode(random: RandomBytes): string {
  // 256 is a multiple of 32, so the low 5 bits of a random byte are uniform.
  const chars = [...randomBytes(random, RECOVERY_CHARS)].map((byte) => CROCKFORD[byte & 31]!);
  return chars.join("").replace(/(.{4})(?!$)/g, "$1-");
}

/** The code as typed (any case, spaces, dashes, O for 0, I or L for 1), or null when it cannot be one. */
function normaliseCode(code: string): string | null {
  if (typeof code !== "string") return null;
  const text = code
    .replace(/[\s-]+/g, "")
    .toUpperCase()
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (text.length !== RECOVERY_CHARS || [...text].some((char) => !CROCKFORD.includes(char))) return null;
  return text;
}

/**
 * The file's key. A plain HKDF, no slow password hash: the code is 100 random bits, not a chosen password, so
 * trying every code stays out of reach however fast each try is.
 */
function exportKey(code: string): Uint8Array | null {
  const normal = normaliseCode(code);
  return normal ? hkdf(sha256, utf8ToBytes(normal), undefined, label("export-key"), KEY_BYTES) : null;
}

/** JSON text of the export file: {"v":1,"kind":"entwine-our-space","nonce","body"}. */
export function encryptExport(code: string, plaintext: Uint8Array, random: RandomBytes): string {
  const key = exportKey(code);
  if (!key) throw new Error("malformed recovery code");
  const sealed = seal(key, associated("export", EXPORT_KIND, "1"), plaintext, random);
  return JSON.stringify({
    v: 1,
    kind: EXPORT_KIND,
    nonce: toBase64Url(sealed.subarray(0, NONCE_BYTES)),
    body: toBase64Url(sealed.subarray(NONCE_BYTES)),
  });
}

export function decryptExport(code: string, fileText: string): Uint8Array | null {
  const key = exportKey(code);
  if (!key) return null;
  let file: unknown;
  try {
    file = JSON.parse(fileText);
  } catch {
    return null;
  }
  if (!file || typeof file !== "object") return null;
  const { v, kind, nonce, body } = file as Record<string, unknown>;
  if (v !== 1 || kind !== EXPORT_KIND || typeof body !== "string") return null;
  const nonceBytes = decodeExact(nonce, NONCE_BYTES);
  const bodyBytes = fromBase64Url(body);
  if (!nonceBytes || !bodyBytes) return null;
  return open(key, associated("export", EXPORT_KIND, "1"), concatBytes(nonceBytes, bodyBytes));
}

// ---- confirming a pairing: the words on both phones, then the space key ----

export type PairingRole = "inviter" | "joiner";

/** Unambiguous MAC input: the purpose's label, then the parts as a JSON list. */
function confirmationInput(purpose: string, parts: string[]): Uint8Array {
  return concatBytes(label(purpose), utf8ToBytes(JSON.stringify(parts)));
}

function confirmationMac(key: Uint8Array, purpose: string, parts: string[]): string {
  return toBase64Url(hmac(sha256, key, confirmationInput(purpose, parts)));
}

function sameMac(key: Uint8Array, purpose: string, parts: string[], given: unknown): boolean {
  const actual = decodeExact(given, KEY_BYTES);
  if (!actual || key.length !== KEY_BYTES) return false;
  return equalBytes(hmac(sha256, key, confirmationInput(purpose, parts)), actual);
}

/**
 * One phone's "the words match", as it posts it to the relay: HMAC under a subkey of the pairing key of its role,
 * the pairing id and both public keys (inviter then joiner). The server, which cannot derive the pairing key, can
 * neither make one up nor pass one phone's off as the other's (the role is in the label).
 */
export function confirmWords(
  pairingKey: Uint8Array,
  role: PairingRole,
  pairing: string,
  inviterKey: string,
  joinerKey: string,
): string {
  if (pairingKey.length !== KEY_BYTES) throw new Error("a pairing key is 32 bytes");
  return confirmationMac(subkey(pairingKey, "confirm-key"), `confirm/words/${role}`, [pairing, inviterKey, joinerKey]);
}

export function checkWordsConfirmation(
  pairingKey: Uint8Array,
  role: PairingRole,
  pairing: string,
  inviterKey: string,
  joinerKey: string,
  mac: unknown,
): boolean {
  if (pairingKey.length !== KEY_BYTES) return false;
  return sameMac(subkey(pairingKey, "confirm-key"), `confirm/words/${role}`, [pairing, inviterKey, joinerKey], mac);
}

/**
 * A phone's proof that it holds the space key: HMAC under a subkey of the space key of its role, the pairing id and
 * the space id. The joiner sends it once it opened the sealed key; the inviter answers with its own once it checked
 * the joiner's, and only then does either phone enter the space.
 */
export function confirmSpaceKey(spaceKey: Uint8Array, role: PairingRole, pairing: string): string {
  if (spaceKey.length !== KEY_BYTES) throw new Error("a space key is 32 bytes");
  const { space } = spaceCredentials(spaceKey);
  return confirmationMac(subkey(spaceKey, "pairing-key-confirm"), `confirm/key/${role}`, [pairing, space]);
}

export function checkSpaceKeyConfirmation(
  spaceKey: Uint8Array,
  role: PairingRole,
  pairing: string,
  mac: unknown,
): boolean {
  if (spaceKey.length !== KEY_BYTES) return false;
  const { space } = spaceCredentials(spaceKey);
  return sameMac(subkey(spaceKey, "pairing-key-confirm"), `confirm/key/${role}`, [pairing, space], mac);
}
