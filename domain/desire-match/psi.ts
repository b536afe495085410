import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { ristretto255, ristretto255_hasher } from "@noble/curves/ed25519.js";

/**
 * Diffie-Hellman private set intersection over ristretto255 (docs/decisions/005-desire-match-psi.md). Each phone
 * hashes its card ids to group elements with a salt only the two phones know, raises them to its own secret scalar
 * and sends them, shuffled and sealed, through the server. Each raises the other's points to its secret too, so that
 * H(x)^ab can be compared: equal exactly when both chose x.
 *
 * The "yes" set and the "yes or maybe" set are two separate exchanges: each has its own hash-to-curve domain and its
 * own secret scalar, so the two sets a phone sends cannot be linked to each other (005 says why).
 */

export type RandomBytes = (length: number) => Uint8Array;

/** The two sets a phone compares: what it said yes to, and what it said yes or maybe to. */
export const DESIRE_SETS = ["yes", "maybe"] as const;
export type DesireSet = (typeof DESIRE_SETS)[number];

/**
 * What a set's elements are hashed for: the desire match's two sets, or tonight's limit (domain/tonight-limit). Each
 * has its own hash-to-curve domain, so a point made for one can never stand for an element of another.
 */
export type PsiDomain = DesireSet | "tonight-limit";

/** One RFC 9380 domain separation tag per set: a card's "yes" point and its "maybe" point are unrelated. */
export const DST: Readonly<Record<PsiDomain, string>> = {
  yes: "entwine-desire-match-v2-yes",
  maybe: "entwine-desire-match-v2-maybe",
  "tonight-limit": "entwine-tonight-limit-v1",
};
const Point = ristretto255.Point;
const ORDER = Point.Fn.ORDER;
export const PSI_SALT_BYTES = 32;

/** A point as kept on the phone: 64 hex characters (32 bytes, canonical ristretto255 encoding). */
export type EncodedPoint = string;

export class InvalidPointError extends Error {
  constructor() {
    super("The partner's phone sent something that is not a valid point");
    this.name = "InvalidPointError";
  }
}

/** A non-zero secret scalar, uniform from 64 random bytes. */
export function createSecret(random: RandomBytes): bigint {
  for (;;) {
    const wide = random(64);
    let value = 0n;
    for (const byte of wide) value = (value << 8n) | BigInt(byte);
    const scalar = value % ORDER;
    if (scalar !== 0n) return scalar;
  }
}

/**
 * hash_to_ristretto255 (RFC 9380) of the match's salt and a card id, in the set's own domain. The salt has a fixed
 * length, so salt and id cannot be re-cut into another pair.
 */
export function hashCard(salt: Uint8Array, set: PsiDomain, id: string) {
  if (salt.length !== PSI_SALT_BYTES) throw new Error("the match salt is 32 bytes");
  return ristretto255_hasher.hashToCurve(concatBytes(salt, utf8ToBytes(id)), { DST: DST[set] });
}

export function decodePoint(hex: EncodedPoint) {
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new InvalidPointError();
  try {
    const point = Point.fromBytes(hexToBytes(hex));
    if (point.is0()) throw new InvalidPointError();
    return point;
  } catch {
    throw new InvalidPointError();
  }
}

function shuffle<T>(items: T[], random: RandomBytes): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index--) {
    const bytes = random(4);
    const pick = (((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0) % (index + 1);
    [out[index], out[pick]] = [out[pick]!, out[index]!];
  }
  return out;
}

/** What a phone sends first, and keeps to read the answer: its ids, blinded, in an order that says nothing. */
export interface BlindedSet {
  ids: string[];
  points: EncodedPoint[];
}

export function blindSet(
  ids: readonly string[],
  salt: Uint8Array,
  set: PsiDomain,
  secret: bigint,
  random: RandomBytes,
): BlindedSet {
  const order = shuffle([...new Set(ids)], random);
  return { ids: order, points: order.map((id) => bytesToHex(hashCard(salt, set, id).multiply(secret).toBytes())) };
}

/** The partner's blinded points raised to this phone's secret, in the same order. */
export function reblind(points: readonly EncodedPoint[], secret: bigint): EncodedPoint[] {
  return points.map((hex) => bytesToHex(decodePoint(hex).multiply(secret).toBytes()));
}

/**
 * The ids both phones chose: `mine` is this phone's blinded set, `mineReblinded` the partner's answer to it (same
 * order), `theirs` the partner's blinded points. Nothing else about the partner's choices can be read.
 */
export function intersection(
  mine: BlindedSet,
  mineReblinded: readonly EncodedPoint[],
  theirs: readonly EncodedPoint[],
  secret: bigint,
): string[] {
  if (mineReblinded.length !== mine.ids.length) throw new InvalidPointError();
  const theirsDouble = new Set(reblind(theirs, secret));
  return mine.ids.filter((_id, index) => {
    const hex = mineReblinded[index]!;
    decodePoint(hex);
    return theirsDouble.has(hex);
  });
}
