/**
 * Overall quotas of the stores visitors can write (docs: README "Storage limits"). The database keeps each store's
 * size (table storage_usage, kept by statement triggers in the same transaction as the write, migration 0018) and
 * refuses a visitor's growing write past the store's cap with SQLSTATE EQ507; no read-modify-write happens here, so
 * parallel writes on several instances cannot pass a cap together.
 *
 * `write` runs a store's write; when the store is full it asks the store's evictor to delete its oldest idle data
 * (never anything touched within the grace period, never the admin's content: each evictor says what it may take)
 * and tries again; when nothing can go, the visitor hears `insufficient-storage` (507) with the store's sentence.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { storageUsage } from "../../db/schema";
import { insufficientStorage } from "../../base/errors";
import type { Clock } from "../../base/clock";

export const STORES = [
  "our-space",
  "rooms",
  "desire-matches",
  "contact-messages",
  "stories",
  "visitor-uploads",
] as const;
export type StoreName = (typeof STORES)[number];

/** The SQLSTATE the database raises for a write past a store's cap (storage_usage_add). */
export const STORE_FULL_STATE = "EQ507";

/** The store a database error says is full, or null for any other error (Drizzle wraps the driver's in `cause`). */
export function fullStoreOf(error: unknown, depth = 0): StoreName | null {
  if (depth > 5 || typeof error !== "object" || error === null) return null;
  const { code, detail, cause } = error as { code?: unknown; detail?: unknown; cause?: unknown };
  if (code === STORE_FULL_STATE) {
    return (STORES as readonly string[]).includes(String(detail)) ? (detail as StoreName) : "our-space";
  }
  return fullStoreOf(cause, depth + 1);
}

export interface StoreUsage {
  bytes: number;
  items: number;
  cap: number | null;
}

/**
 * Deletes a store's oldest idle data, at least `bytes` of it where there is that much, none touched after
 * `idleBefore`; answers how many items went.
 */
export type Evictor = (request: { bytes: number; idleBefore: Date }) => Promise<number>;

export interface StorageQuotaDeps {
  db: Db;
  clock: Clock;
  /** Each store's cap in bytes (null or missing: none). */
  caps: Partial<Record<StoreName, number | null>>;
  /** Data touched this recently is never evicted. */
  graceMs: number;
  /** Told of each eviction (the log). */
  onEvicted?: (store: StoreName, items: number) => void;
}

/** Evicting stops after this many rounds: parallel writers may each take what one round freed. */
const ROUNDS = 3;

export function createStorageQuotas(deps: StorageQuotaDeps) {
  const { db } = deps;
  const evictors = new Map<StoreName, Evictor>();

  async function usage(store: StoreName): Promise<StoreUsage> {
    const [row] = await db
      .select({ bytes: storageUsage.bytes, items: storageUsage.items, cap: storageUsage.cap })
      .from(storageUsage)
      .where(eq(storageUsage.store, store));
    return {
      bytes: Number(row?.bytes ?? 0),
      items: Number(row?.items ?? 0),
      cap: row?.cap == null ? null : Number(row.cap),
    };
  }

  return {
    usage,

    /** Writes this instance's caps (every instance runs with the same settings). */
    async configure(): Promise<void> {
      for (const store of STORES) {
        const cap = deps.caps[store] ?? null;
        await db
          .insert(storageUsage)
          .values({ store, cap })
          .onConflictDoUpdate({ target: storageUsage.store, set: { cap: sql`excluded.cap` } });
      }
    },

    registerEvictor(store: StoreName, evictor: Evictor): void {
      evictors.set(store, evictor);
    },

    /**
     * Runs `write` in a transaction held to the store's cap (what it writes through `tx`; writes elsewhere, the
     * admin's and bookkeeping, are counted but never refused). Past the cap, evicts the store's oldest idle data
     * (about `bytes` more than the cap, and at least a hundredth of it, so a full store is not evicted from at every
     * write) and runs it again. Still full, or nothing to evict: insufficient storage, saying `message`.
     */
    async write<T>(
      store: StoreName,
      write: (tx: Db) => PromiseLike<T>,
      options: { bytes: number; message: string },
    ): Promise<T> {
      for (let round = 0; ; round++) {
        try {
          return await db.transaction(async (tx) => {
            // Asks the triggers to hold this transaction's writes to the store's cap (migration 0018).
            await tx.execute(sql`select set_config('entwine.quota_store', ${store}, true)`);
            return write(tx);
          });
        } catch (error) {
          if (fullStoreOf(error) !== store) throw error;
          const evictor = evictors.get(store);
          if (!evictor || round >= ROUNDS) throw insufficientStorage(options.message);
          const now = await usage(store);
          const cap = now.cap ?? 0;
          const bytes = Math.max(now.bytes + options.bytes - cap, Math.ceil(cap / 100), 1);
          const idleBefore = new Date(deps.clock.now().getTime() - deps.graceMs);
          const evicted = await evictor({ bytes, idleBefore });
          if (evicted === 0) throw insufficientStorage(options.message);
          deps.onEvicted?.(store, evicted);
        }
      }
    },
  };
}

export type StorageQuotas = ReturnType<typeof createStorageQuotas>;

/**
 * The ids of the oldest rows to evict: in `rows` order (oldest first), as many as it takes to reach `bytes`.
 * Used by evictors that pick candidates with one query and weigh them in the same order.
 */
export function oldestUpTo<T extends { bytes: number }>(rows: readonly T[], bytes: number): T[] {
  const chosen: T[] = [];
  let freed = 0;
  for (const row of rows) {
    if (freed >= bytes) break;
    chosen.push(row);
    freed += row.bytes;
  }
  return chosen;
}
