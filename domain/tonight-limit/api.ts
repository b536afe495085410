/*
 * Tonight's limit's relay (/api/tonight-limit): the JSON answers shared by the router and the browser, and the one
 * size every step has on the wire. The server reads only a step's kind and its length; what it carries is sealed
 * between the two phones (exchange.ts, with the desire match's channel under a protocol of its own).
 */
import type { DesireMatchStep } from "../desire-match/api";

/** Every phone's set, padded with elements that can never match: always this many, whatever it chose. */
export const TONIGHT_SET_SIZE = 5;
/** A step's plaintext: five points of 32 bytes ("done" is as many zero bytes). */
export const LIMIT_STEP_PLAINTEXT_BYTES = TONIGHT_SET_SIZE * 32;
/** The sealed step as sent: base64url of the nonce (24 bytes), the ciphertext and the tag (16), always this long. */
export const LIMIT_STEP_SEALED_CHARS = Math.ceil(((24 + LIMIT_STEP_PLAINTEXT_BYTES + 16) * 4) / 3);

/** POST /api/tonight-limit → 201 */
export interface TonightLimitCreated {
  id: string;
  hostToken: string;
  joinToken: string;
}

/** POST /api/tonight-limit/:id/join {joinToken} */
export interface TonightLimitJoined {
  guestToken: string;
}

/** GET /api/tonight-limit/:id (X-Match-Token): this phone's view; the partner's sealed steps by kind. */
export interface TonightLimitState {
  role: "host" | "guest";
  partnerJoined: boolean;
  partner: Partial<Record<DesireMatchStep, string>>;
  sent: DesireMatchStep[];
}
