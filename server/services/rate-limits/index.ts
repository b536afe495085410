import crypto from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimitCounters } from "../../db/schema";
import type { Clock } from "../clock";

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
    /** A stable, non-reversible key for a client address. */
    clientKey(address: string): string {
      return crypto.createHash("sha256").update(salt()).update(address).digest("base64url").slice(0, 22);
    },

    async hit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
      const now = clock.now().getTime();
      const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ bucket: rule.bucket, key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + 1` },
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
