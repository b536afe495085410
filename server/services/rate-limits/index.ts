import crypto from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimitCounters } from "../../db/schema";
import type { Clock } from "../../base/clock";
import { addressGroup } from "./address-group";

export interface RateLimitRule {
  /** Name of the limit, e.g. "blog-write". */
  bucket: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** Database-backed fixed-window rate limits, shared by every server instance. */
export function createRateLimitService(db: Db, clock: Clock, salt: () => string) {
  let lastPrune = 0;
  return {
    /** A stable, non-reversible key for a client address (an IPv6 client's whole /64: see addressGroup). */
    clientKey(address: string): string {
      return crypto.createHash("sha256").update(salt()).update(addressGroup(address)).digest("base64url").slice(0, 22);
    },

    /**
     * A stable, non-reversible key for one thing a budget counts (a pairing, say) rather than a client: the counters
     * table never holds the private id itself.
     */
    subjectKey(kind: string, id: string): string {
      return crypto.createHash("sha256").update(salt()).update(`${kind}:${id}`).digest("base64url").slice(0, 22);
    },

    /**
     * Who a visitor is for "once per visitor" counts (views, likes, ratings): the address's key mixed with the day
     * and the item, so nothing links one day's visitor, or one item's, to another.
     */
    visitorItemKey(address: string, item: string): string {
      const day = clock.now().toISOString().slice(0, 10);
      return crypto
        .createHash("sha256")
        .update(`${day}:${this.clientKey(address)}:${item}`)
        .digest("base64url")
        .slice(0, 32);
    },

    /** How many hits `key` has in the rule's current window, without adding one. */
    async count(rule: RateLimitRule, key: string): Promise<number> {
      const now = clock.now().getTime();
      const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
      const [row] = await db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(
          and(
            eq(rateLimitCounters.bucket, rule.bucket),
            eq(rateLimitCounters.key, key),
            eq(rateLimitCounters.windowStart, windowStart),
          ),
        );
      return row?.count ?? 0;
    },

    /**
     * Marks `key` used until `until` (its window is that instant, so it does not depend on when it is claimed);
     * false when it was claimed before. One proof-of-work solution is good for one action on any instance.
     */
    async claimOnce(bucket: string, key: string, until: Date): Promise<boolean> {
      const claimed = await db
        .insert(rateLimitCounters)
        .values({ bucket, key, windowStart: until, count: 1 })
        .onConflictDoNothing()
        .returning({ count: rateLimitCounters.count });
      return claimed.length > 0;
    },

    /** Counts `amount` hits at once (a byte budget counts bytes). */
    async hit(rule: RateLimitRule, key: string, amount = 1): Promise<RateLimitResult> {
      const now = clock.now().getTime();
      const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ bucket: rule.bucket, key, windowStart, count: amount })
        .onConflictDoUpdate({
          target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + ${amount}` },
        })
        .returning({ count: rateLimitCounters.count });
      if (now - lastPrune > 10 * 60_000) {
        lastPrune = now;
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now - 24 * 3_600_000)));
      }
      const count = row?.count ?? 1;
      const retryAfterSeconds = Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000);
      return { allowed: count <= rule.limit, remaining: Math.max(0, rule.limit - count), retryAfterSeconds };
    },
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
