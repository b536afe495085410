/**
 * The server's half of the proof-of-work (domain/proof-of-work; docs/decisions/013). A challenge is
 * `<purpose>.<bits>.<expires>.<random>.<mac>`: the MAC (HMAC-SHA256 with a key derived from the site secret) lets
 * any instance check it without storing it, the expiry bounds how long a solution keeps, and each solution is
 * claimed once in the shared counters table, so a replay is refused on every instance. No cookie, nothing about the
 * client in it.
 */
import crypto from "node:crypto";
import { bitsOwed, readProof, solves, type WorkDemand, type WorkPolicy } from "@domain/proof-of-work";
import { workRequired } from "../../base/errors";
import type { Clock } from "../../base/clock";
import type { RateLimitRule, RateLimitService } from "../rate-limits";

/** How long a challenge may be solved and used: long enough for a slow phone, short enough to be worth nothing. */
export const WORK_CHALLENGE_TTL_MS = 5 * 60_000;

export const WORK_MESSAGES = {
  needed:
    "This needs a moment of work from your device first. Solve the challenge in details and send it in the Entwine-Work header.",
  rejected: "The work sent with this request is expired, already used or wrong. Solve the new challenge in details.",
} as const;

export type WorkPurpose = "room" | "join" | "story" | "pairing" | "pairing-join" | "space" | "match";

/** What an action's gate answers: go ahead, or the address is past the action's hard ceiling. */
export type GateResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createProofOfWork(deps: {
  clock: Clock;
  /** The site's address salt (services/site-secret.ts), known once the services have started. */
  secret: () => string;
  rateLimits: RateLimitService;
  random?: (bytes: number) => Buffer;
}) {
  const { clock, rateLimits } = deps;
  const random = deps.random ?? crypto.randomBytes;
  const mac = (body: string) =>
    crypto
      .createHmac("sha256", crypto.createHmac("sha256", deps.secret()).update("proof-of-work").digest())
      .update(body)
      .digest("base64url")
      .slice(0, 22);

  function issue(purpose: WorkPurpose, bits: number): WorkDemand {
    const body = `${purpose}.${bits}.${clock.now().getTime() + WORK_CHALLENGE_TTL_MS}.${random(12).toString("base64url")}`;
    return { challenge: `${body}.${mac(body)}`, bits };
  }

  /** Whether `header` holds a fresh, unspent solution of one of our `purpose` challenges of at least `bits`. */
  async function redeem(purpose: WorkPurpose, bits: number, header: string | undefined): Promise<boolean> {
    const proof = readProof(header);
    if (!proof) return false;
    const parts = proof.challenge.split(".");
    if (parts.length !== 5) return false;
    const [kind, bitsText, expiresText, , signature] = parts as [string, string, string, string, string];
    const expected = Buffer.from(mac(parts.slice(0, 4).join(".")));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return false;
    const expires = Number(expiresText);
    const challengeBits = Number(bitsText);
    if (kind !== purpose || !(challengeBits >= bits) || !(expires > clock.now().getTime())) return false;
    if (!solves(proof.challenge, proof.nonce, challengeBits)) return false;
    return rateLimits.claimOnce("work-spent", signature, new Date(expires));
  }

  return {
    issue,
    redeem,

    /**
     * One action of an address under its rule: past the rule's limit it is refused (the hard ceiling); past the
     * policy's free count it goes through only with solved work of the bits the address's count asks for (else a
     * work-required error carrying a fresh challenge). Only an action that goes through is counted.
     */
    async gate(options: {
      purpose: WorkPurpose;
      rule: RateLimitRule;
      policy: WorkPolicy;
      address: string;
      proof: string | undefined;
    }): Promise<GateResult> {
      const key = rateLimits.clientKey(options.address);
      const before = await rateLimits.count(options.rule, key);
      if (before >= options.rule.limit) {
        const windowEnd = Math.floor(clock.now().getTime() / options.rule.windowMs + 1) * options.rule.windowMs;
        return { allowed: false, retryAfterSeconds: Math.ceil((windowEnd - clock.now().getTime()) / 1000) };
      }
      const bits = bitsOwed(options.policy, before + 1);
      // Many phones behind one address take turns: the count may cross a step while one solves what it was asked,
      // so a solution one step below today's is still good (a step is a fourfold count).
      const accepted = Math.max(options.policy.baseBits, bits - 1);
      if (bits > 0 && !(await redeem(options.purpose, accepted, options.proof))) {
        throw workRequired(options.proof ? WORK_MESSAGES.rejected : WORK_MESSAGES.needed, issue(options.purpose, bits));
      }
      await rateLimits.hit(options.rule, key);
      return { allowed: true };
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;
