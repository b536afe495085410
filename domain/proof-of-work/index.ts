/**
 * The site's proof-of-work (docs/decisions/013): the server hands out a signed, expiring challenge with a number of
 * bits; the phone finds a nonce such that sha256(challenge ":" nonce) starts with that many zero bits; the server
 * checks it with one hash. A person's phone pays a fraction of a second once in a while, a script opening thousands
 * of rooms (or stories, or pairings) from one address pays for every one, more the more it opens.
 *
 * Pure rules only: the server signs and remembers spent challenges (server/services/proof-of-work), the browser
 * solves in slices so the page keeps answering (app/lib/proof-of-work-solver.ts).
 */
import { z } from "zod";
import { leadingZeroBits, workDigest } from "./hashing";

export { leadingZeroBits, solveWork, workDigest } from "./hashing";

/** The header a request carries its solved work in: `<challenge>:<nonce>`. */
export const WORK_HEADER = "Entwine-Work";

/** What a 428 answer's `details` holds: the challenge to solve and its bits (also inside the challenge, signed). */
export const workDemandSchema = z.object({ challenge: z.string().min(1).max(200), bits: z.number().int().min(1) });
export type WorkDemand = z.infer<typeof workDemandSchema>;

/** A nonce is a short decimal counter; longer ones are refused unread. */
export const MAX_NONCE_LENGTH = 16;

/**
 * When an address owes work for one more action, and how much: nothing below `free` actions in the window, then
 * `baseBits`, one bit more (twice the hashes) each time the count grows fourfold, never past `maxBits`. So the
 * thousandth room from one carrier address costs its phone about four times the first paid one, while an address
 * opening a hundred thousand pays eight times that for each.
 */
export interface WorkPolicy {
  /** Actions an address may take in the window without any work. */
  free: number;
  /** Bits of the first challenge past `free`. */
  baseBits: number;
  /** The most a challenge ever asks. */
  maxBits: number;
}

/** Bits owed for the `nth` action of an address in the window (1 = its first); 0 = no work. */
export function bitsOwed(policy: WorkPolicy, nth: number): number {
  if (nth <= policy.free) return 0;
  const quadruplings = Math.floor(Math.log2(nth / Math.max(1, policy.free)) / 2);
  return Math.min(policy.maxBits, policy.baseBits + Math.max(0, quadruplings));
}

/** Whether `nonce` solves `challenge` at `bits`. */
export function solves(challenge: string, nonce: string, bits: number): boolean {
  if (nonce.length === 0 || nonce.length > MAX_NONCE_LENGTH || !/^\d+$/.test(nonce)) return false;
  return leadingZeroBits(workDigest(challenge, nonce)) >= bits;
}

/** Splits a `challenge:nonce` header; null when it is not one. */
export function readProof(header: string | undefined): { challenge: string; nonce: string } | null {
  if (!header || header.length > 250) return null;
  const cut = header.lastIndexOf(":");
  if (cut <= 0) return null;
  return { challenge: header.slice(0, cut), nonce: header.slice(cut + 1) };
}

/** The header value of a solved demand. */
export const proofHeader = (challenge: string, nonce: string) => `${challenge}:${nonce}`;
