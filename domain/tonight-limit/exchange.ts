/**
 * One phone's side of tonight's limit (docs/decisions/011-tonights-limit.md): a private set intersection between the
 * two phones, reusing the desire match's primitives. A phone that chose level k holds {level-1 .. level-k}, padded
 * with fresh random elements up to five, so its set always has five elements whatever it chose; the intersection
 * of the two sets is {level-1 .. level-min}, so both phones learn exactly the lower choice, and nothing says whose
 * it was. Every step is sealed between the phones under keys from the link's secret; a step that does not open, or
 * an answer no honest phone could give, stops the phone before it shows or sends anything more.
 */
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import type { SpicyLevel } from "@content/games/types";
import { fromBase64Url, toBase64Url } from "../our-space/crypto";
import type { DesireMatchStep } from "../desire-match/api";
import {
  MATCH_SECRET_BYTES,
  MatchRefusedError,
  matchChannel,
  openStep,
  sealStep,
  type ChannelSpec,
  type MatchChannel,
  type Role,
} from "../desire-match/channel";
import type { MatchRelay } from "../desire-match/exchange";
import {
  blindSet,
  createSecret,
  decodePoint,
  intersection,
  InvalidPointError,
  reblind,
  type EncodedPoint,
  type RandomBytes,
} from "../desire-match/psi";
import { LIMIT_STEP_PLAINTEXT_BYTES, TONIGHT_SET_SIZE } from "./api";
import { isTonightLevel, TONIGHT_LEVELS } from "./levels";

/** Its own protocol label: its keys, salt and associated data are not the desire match's. */
export const TONIGHT_LIMIT_CHANNEL: ChannelSpec = {
  protocol: "entwine/tonight-limit/v1",
  plaintextBytes: LIMIT_STEP_PLAINTEXT_BYTES,
};

/** The channel of one limit exchange for this phone. */
export function limitChannel(secret: Uint8Array, id: string, role: Role): MatchChannel {
  return matchChannel(secret, id, role, TONIGHT_LIMIT_CHANNEL);
}

/** Said when a step does not open, or an answer is not one an honest phone gives: nothing is shown. */
export const LIMIT_REFUSED_MESSAGE =
  "A message did not come from your partner's phone, so tonight's level is not shown and nothing was changed. Please start again together.";

export class LimitRefusedError extends Error {
  constructor() {
    super(LIMIT_REFUSED_MESSAGE);
    this.name = "LimitRefusedError";
  }
}

export const levelElement = (level: number) => `level-${level}`;

/**
 * The set a phone compares: one element per level up to its choice, then fresh random elements up to five. A
 * padding element names its phone's role and 128 random bits, so it matches nothing the other phone holds.
 */
export function paddedSet(choice: SpicyLevel, role: Role, random: RandomBytes): string[] {
  if (!isTonightLevel(choice)) throw new Error("a choice is a level from 1 to 5");
  const levels = TONIGHT_LEVELS.filter((level) => level <= choice).map(levelElement);
  const padding = Array.from(
    { length: TONIGHT_SET_SIZE - levels.length },
    () => `padding/${role}/${bytesToHex(random(16))}`,
  );
  return [...levels, ...padding];
}

/**
 * Tonight's level from the elements both sets share: exactly level-1 .. level-m for some m. Anything else (nothing
 * shared, a gap, a padding element) is no honest partner's answer, and is refused.
 */
export function levelFromShared(shared: readonly string[]): SpicyLevel {
  const count = shared.length;
  const expected = new Set(TONIGHT_LEVELS.filter((level) => level <= count).map(levelElement));
  if (!isTonightLevel(count) || new Set(shared).size !== count || !shared.every((id) => expected.has(id)))
    throw new LimitRefusedError();
  return count;
}

/** Five points, back to back, and nothing else: every step but "done" (five zero points). */
export function encodeLimitStep(points: readonly EncodedPoint[]): Uint8Array {
  const out = new Uint8Array(LIMIT_STEP_PLAINTEXT_BYTES);
  if (points.length === 0) return out;
  if (points.length !== TONIGHT_SET_SIZE) throw new Error("a limit step carries five points");
  points.forEach((hex, index) => out.set(hexToBytes(hex), index * 32));
  return out;
}

/** The five points of an opened step, each a valid point; "done" must be all zeros. */
export function decodeLimitStep(kind: DesireMatchStep, plaintext: Uint8Array): EncodedPoint[] {
  if (plaintext.length !== LIMIT_STEP_PLAINTEXT_BYTES) throw new LimitRefusedError();
  if (kind === "done") {
    if (plaintext.some((byte) => byte !== 0)) throw new LimitRefusedError();
    return [];
  }
  const points = Array.from({ length: TONIGHT_SET_SIZE }, (_, index) =>
    bytesToHex(plaintext.subarray(index * 32, (index + 1) * 32)),
  );
  for (const hex of points) decodePoint(hex);
  return points;
}

/**
 * Runs the exchange for this phone's choice and returns tonight's level (the lower of the two choices). The relay
 * is passed in, so the browser and the tests run the same code. Whatever the relay hands back must open under the
 * partner's key for the step expected, or this throws LimitRefusedError having sent nothing more.
 */
export async function runLimit(
  relay: MatchRelay,
  channel: MatchChannel,
  choice: SpicyLevel,
  random: RandomBytes,
): Promise<SpicyLevel> {
  if (channel.protocol !== TONIGHT_LIMIT_CHANNEL.protocol) throw new Error("tonight's limit has a channel of its own");
  const send = (kind: DesireMatchStep, points: readonly EncodedPoint[]) =>
    relay.post(kind, sealStep(channel, kind, encodeLimitStep(points), random));
  const receive = async (kind: DesireMatchStep) => {
    const sealed = await relay.partner(kind);
    try {
      return decodeLimitStep(kind, openStep(channel, kind, sealed));
    } catch (error) {
      if (error instanceof MatchRefusedError || error instanceof InvalidPointError) throw new LimitRefusedError();
      throw error;
    }
  };

  const secret = createSecret(random);
  const mine = blindSet(paddedSet(choice, channel.role, random), channel.psiSalt, "tonight-limit", secret, random);
  await send("blinded", mine.points);
  const theirs = await receive("blinded");
  await send("reblinded", reblind(theirs, secret));
  const answer = await receive("reblinded");
  let shared: string[];
  try {
    shared = intersection(mine, answer, theirs, secret);
  } catch {
    throw new LimitRefusedError();
  }
  const level = levelFromShared(shared);
  await send("done", []);
  return level;
}

/** The fragment that carries a limit's invitation on /together: the server never sees what follows '#'. */
export const LIMIT_LINK_PREFIX = "#tonight=";

/** The invitation: the limit's id and one-time join token for the server, the secret for the partner's phone only. */
export function limitInvitationLink(origin: string, id: string, joinToken: string, secret: Uint8Array): string {
  return `${origin.replace(/\/+$/, "")}/together${LIMIT_LINK_PREFIX}${id}.${joinToken}.${toBase64Url(secret)}`;
}

/** The invitation read from a link's fragment, or null when it is not one. */
export function readLimitInvitation(hash: string): { id: string; joinToken: string; secret: Uint8Array } | null {
  const match = /^#?tonight=([\w-]{16,40})\.([\w-]{16,64})\.([\w-]{43})$/.exec(typeof hash === "string" ? hash : "");
  if (!match) return null;
  const secret = fromBase64Url(match[3]!);
  if (!secret || secret.length !== MATCH_SECRET_BYTES) return null;
  return { id: match[1]!, joinToken: match[2]!, secret };
}
