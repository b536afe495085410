/*
 * The desire match's relay (/api/desire-match): the JSON answers shared by the router and the browser, and the one
 * size every step has on the wire. The server reads only a step's kind and its length; what it carries is sealed
 * between the two phones (channel.ts).
 */
import { MAX_DESIRE_DECK_CARDS, type DesireLevel } from "./deck";

/** The steps each phone posts once, in this order. */
export const DESIRE_MATCH_STEPS = ["blinded", "reblinded", "done"] as const;
export type DesireMatchStep = (typeof DESIRE_MATCH_STEPS)[number];

/** A blinded point on the wire inside a step: 32 bytes (canonical ristretto255). */
export const POINT_BYTES = 32;
/**
 * Every step's plaintext is padded to this: two 16-bit counts, then room for a "yes" and a "yes or maybe" set of
 * the largest deck. One size for every step and every answer, so a ciphertext's length says nothing.
 */
export const STEP_PLAINTEXT_BYTES = 4 + 2 * MAX_DESIRE_DECK_CARDS * POINT_BYTES;
/** XChaCha20-Poly1305: a 24-byte nonce before the ciphertext, a 16-byte tag after it. */
export const STEP_SEALED_BYTES = 24 + STEP_PLAINTEXT_BYTES + 16;
/** The sealed step as sent: base64url without padding, always exactly this long. */
export const STEP_SEALED_CHARS = Math.ceil((STEP_SEALED_BYTES * 4) / 3);

/** POST /api/desire-match {level} → 201 */
export interface DesireMatchCreated {
  id: string;
  hostToken: string;
  joinToken: string;
  level: DesireLevel;
}

/** POST /api/desire-match/:id/join {joinToken} */
export interface DesireMatchJoined {
  guestToken: string;
  level: DesireLevel;
}

/** POST /api/desire-match/:id/messages (X-Match-Token): one sealed step. */
export interface DesireMatchMessage {
  kind: DesireMatchStep;
  sealed: string;
}

/** GET /api/desire-match/:id (X-Match-Token): this phone's view of the match; the partner's sealed steps by kind. */
export interface DesireMatchState {
  role: "host" | "guest";
  level: DesireLevel;
  partnerJoined: boolean;
  partner: Partial<Record<DesireMatchStep, string>>;
  sent: DesireMatchStep[];
}
