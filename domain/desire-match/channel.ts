/**
 * The sealed channel between the two phones of a desire match (docs/decisions/005-desire-match-psi.md). The phone
 * that starts a match makes a 32-byte secret that travels only in the invitation link's fragment, which browsers
 * never send to a server. Every step is sealed under keys derived from it, so the relay carries only
 * ciphertexts of one fixed size that it can neither read, forge, alter, swap nor send back to their author.
 *
 * Built only from audited libraries (@noble/hashes, @noble/ciphers); no randomness of its own.
 */
import { xchacha20poly1305 } from "@noble/ciphers/chacha.js";
import { hkdf } from "@noble/hashes/hkdf.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { hexToBytes, bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { fromBase64Url, toBase64Url } from "../our-space/crypto";
import { POINT_BYTES, STEP_PLAINTEXT_BYTES, type DesireMatchStep } from "./api";
import { MAX_DESIRE_DECK_CARDS } from "./deck";
import { PSI_SALT_BYTES, type EncodedPoint, type RandomBytes } from "./psi";

export type Role = "host" | "guest";

/** Bumped with any change to what is derived, sealed or bound: phones on two versions then refuse each other. */
export const PROTOCOL = "entwine/desire-match/v2";
export const MATCH_SECRET_BYTES = 32;
const KEY_BYTES = 32;
const NONCE_BYTES = 24;
const TAG_BYTES = 16;

/** A sealed step's bytes for a plaintext of this size: the nonce, the ciphertext and the tag. */
export const sealedBytes = (plaintextBytes: number) => NONCE_BYTES + plaintextBytes + TAG_BYTES;
/** The same as sent: base64url without padding. */
export const sealedChars = (plaintextBytes: number) => Math.ceil((sealedBytes(plaintextBytes) * 4) / 3);

/** Said when a step does not open: the phone stops and shows nothing of the match. */
export const REFUSED_MESSAGE =
  "A message in this match did not come from your partner's phone, so nothing is shown. Please start a new match together.";

export class MatchRefusedError extends Error {
  constructor() {
    super(REFUSED_MESSAGE);
    this.name = "MatchRefusedError";
  }
}

/**
 * What a channel is for: the protocol label its keys and associated data are bound to, and the one plaintext size
 * of its steps. The desire match's is the default; tonight's limit (domain/tonight-limit) has its own, so a step of
 * one can never open as a step of the other.
 */
export interface ChannelSpec {
  protocol: string;
  plaintextBytes: number;
}

export const DESIRE_MATCH_CHANNEL: ChannelSpec = { protocol: PROTOCOL, plaintextBytes: STEP_PLAINTEXT_BYTES };

/** What one phone holds for one match: its own sealing key, its partner's, and the salt both hash cards with. */
export interface MatchChannel extends ChannelSpec {
  id: string;
  role: Role;
  sendKey: Uint8Array;
  receiveKey: Uint8Array;
  psiSalt: Uint8Array;
}

const other = (role: Role): Role => (role === "host" ? "guest" : "host");

export function newMatchSecret(random: RandomBytes): Uint8Array {
  const secret = random(MATCH_SECRET_BYTES);
  if (!(secret instanceof Uint8Array) || secret.length !== MATCH_SECRET_BYTES) throw new Error("random failed");
  return secret;
}

/**
 * HKDF-SHA256 of the link's secret, salted with the match id: one key per direction and the PSI salt, each under
 * its own label. A message sealed by the host opens only with the host's key, so the server cannot hand a phone
 * its own step back as its partner's; another match (another id) derives other keys.
 */
export function matchChannel(
  secret: Uint8Array,
  id: string,
  role: Role,
  spec: ChannelSpec = DESIRE_MATCH_CHANNEL,
): MatchChannel {
  if (secret.length !== MATCH_SECRET_BYTES) throw new Error("the match secret is 32 bytes");
  const derive = (purpose: string, length: number) =>
    hkdf(sha256, secret, utf8ToBytes(id), utf8ToBytes(`${spec.protocol}/${purpose}`), length);
  return {
    protocol: spec.protocol,
    plaintextBytes: spec.plaintextBytes,
    id,
    role,
    sendKey: derive(`key/${role}`, KEY_BYTES),
    receiveKey: derive(`key/${other(role)}`, KEY_BYTES),
    psiSalt: derive("psi-salt", PSI_SALT_BYTES),
  };
}

/** Associated data: the protocol, the match, who sealed it and which step it is. */
function associated(protocol: string, id: string, sender: Role, kind: DesireMatchStep): Uint8Array {
  return utf8ToBytes(JSON.stringify([protocol, id, sender, kind]));
}

/** A step sealed by this phone: base64url(nonce || ciphertext || tag), always one length for the channel's spec. */
export function sealStep(
  channel: MatchChannel,
  kind: DesireMatchStep,
  plaintext: Uint8Array,
  random: RandomBytes,
): string {
  if (plaintext.length !== channel.plaintextBytes) throw new Error("a step is padded to one size before sealing");
  const nonce = random(NONCE_BYTES);
  if (!(nonce instanceof Uint8Array) || nonce.length !== NONCE_BYTES) throw new Error("random failed");
  const body = xchacha20poly1305(
    channel.sendKey,
    nonce,
    associated(channel.protocol, channel.id, channel.role, kind),
  ).encrypt(plaintext);
  const sealed = new Uint8Array(NONCE_BYTES + body.length);
  sealed.set(nonce);
  sealed.set(body, NONCE_BYTES);
  return toBase64Url(sealed);
}

/** The partner's step, opened; anything that was not sealed by the partner's phone for this step throws. */
export function openStep(channel: MatchChannel, kind: DesireMatchStep, text: unknown): Uint8Array {
  const sealed = typeof text === "string" ? fromBase64Url(text) : null;
  if (!sealed || sealed.length !== sealedBytes(channel.plaintextBytes)) throw new MatchRefusedError();
  let plaintext: Uint8Array;
  try {
    plaintext = xchacha20poly1305(
      channel.receiveKey,
      sealed.subarray(0, NONCE_BYTES),
      associated(channel.protocol, channel.id, other(channel.role), kind),
    ).decrypt(sealed.subarray(NONCE_BYTES));
  } catch {
    throw new MatchRefusedError();
  }
  if (plaintext.length !== channel.plaintextBytes) throw new MatchRefusedError();
  return plaintext;
}

/** The two sets of points a step carries (empty for "done"). */
export interface StepSets {
  yes: EncodedPoint[];
  maybe: EncodedPoint[];
}

/** Two 16-bit counts, the points, then zeros up to the one step size, whatever the sets hold. */
export function encodeStep(sets: StepSets): Uint8Array {
  const { yes, maybe } = sets;
  if (yes.length > MAX_DESIRE_DECK_CARDS || maybe.length > MAX_DESIRE_DECK_CARDS) throw new Error("too many points");
  const out = new Uint8Array(STEP_PLAINTEXT_BYTES);
  const view = new DataView(out.buffer);
  view.setUint16(0, yes.length);
  view.setUint16(2, maybe.length);
  [...yes, ...maybe].forEach((hex, index) => out.set(hexToBytes(hex), 4 + index * POINT_BYTES));
  return out;
}

/** The sets of an opened step; a step whose counts or padding are not what encodeStep writes is refused. */
export function decodeStep(plaintext: Uint8Array): StepSets {
  if (plaintext.length !== STEP_PLAINTEXT_BYTES) throw new MatchRefusedError();
  const view = new DataView(plaintext.buffer, plaintext.byteOffset, plaintext.byteLength);
  const yesCount = view.getUint16(0);
  const maybeCount = view.getUint16(2);
  if (yesCount > MAX_DESIRE_DECK_CARDS || maybeCount > MAX_DESIRE_DECK_CARDS) throw new MatchRefusedError();
  const end = 4 + (yesCount + maybeCount) * POINT_BYTES;
  if (plaintext.subarray(end).some((byte) => byte !== 0)) throw new MatchRefusedError();
  const point = (index: number) =>
    bytesToHex(plaintext.subarray(4 + index * POINT_BYTES, 4 + (index + 1) * POINT_BYTES));
  return {
    yes: Array.from({ length: yesCount }, (_, index) => point(index)),
    maybe: Array.from({ length: maybeCount }, (_, index) => point(yesCount + index)),
  };
}

/** The invitation: the match id and one-time join token for the server, the secret for the partner's phone only. */
export function invitationLink(origin: string, id: string, joinToken: string, secret: Uint8Array): string {
  return `${origin.replace(/\/+$/, "")}/desire-match#join=${id}.${joinToken}.${toBase64Url(secret)}`;
}

/** The invitation read from a link's fragment, or null when it is not one. */
export function readInvitation(hash: string): { id: string; joinToken: string; secret: Uint8Array } | null {
  const match = /^#?join=([\w-]{16,40})\.([\w-]{16,64})\.([\w-]{43})$/.exec(typeof hash === "string" ? hash : "");
  if (!match) return null;
  const secret = fromBase64Url(match[3]!);
  if (!secret || secret.length !== MATCH_SECRET_BYTES) return null;
  return { id: match[1]!, joinToken: match[2]!, secret };
}
