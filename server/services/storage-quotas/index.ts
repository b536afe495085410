/**
 * Overall quotas of the stores visitors can write (docs: README "Storage limits"). The database keeps each store's
 * size in shards (table storage_usage_shards, kept by statement triggers in the same transaction as the write,
 * migrations 0018 and 0021), so that writes on different shards never wait for each other's commit. The cap holds
 * across shards: each shard has a share of the cap's free space (the shares never add up to more than the cap), and a
 * visitor's growing write past its shard's share is refused by the database (SQLSTATE EQ508); this service then
 * splits the free space again with every shard of the store locked, and retries. No read-modify-write happens here,
 * so parallel writes on several instances cannot pass a cap together.
 *
 * `write` runs a store's write; when the store is full it asks the store's evictor to delete its oldest idle data
 * (never anything touched within the grace period, never the admin's content: each evictor says what it may take)
 * and tries again; when nothing can go, the visitor hears `insufficient-storage` (507) with the store's sentence.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { storageUsage, storageUsageShards } from "../../db/schema";
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
/** The SQLSTATE the database raises for a write past its shard's share of the cap (storage_usage_add). */
export const SHARE_USED_UP_STATE = "EQ508";
/** Shards per store (the database's own choice for a write that names none is `pg_backend_pid() % 32`). */
export const STORAGE_SHARDS = 32;
/** Splits of the free space a write asks for before it locks the whole store (which always decides). */
const SPLITS_BEFORE_WHOLE = 2;
/** Times a write ended by the database to break a deadlock runs again. */
export const DEADLOCK_RETRIES = 3;

/** The store a database error says is full, or null for any other error (Drizzle wraps the driver's in `cause`). */
export function fullStoreOf(error: unknown): StoreName | null {
  return storeRaising(STORE_FULL_STATE, error);
}

/** The store whose shard share a database error says is used up, or null for any other error. */
export function usedUpStoreOf(error: unknown): StoreName | null {
  return storeRaising(SHARE_USED_UP_STATE, error);
}

/** Whether a database error (Drizzle wraps the driver's in `cause`) is a deadlock the database broke. */
function isDeadlock(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return code === "40P01" || isDeadlock(cause, depth + 1);
}

function storeRaising(state: string, error: unknown, depth = 0): StoreName | null {
  if (depth > 5 || typeof error !== "object" || error === null) return null;
  const { code, detail, cause } = error as { code?: unknown; detail?: unknown; cause?: unknown };
  if (code === state) {
    return (STORES as readonly string[]).includes(String(detail)) ? (detail as StoreName) : "our-space";
  }
  return storeRaising(state, cause, depth + 1);
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
  /** The shard a write's transaction counts on, 0 to STORAGE_SHARDS - 1 (default: at random). */
  pickShard?: () => number;
}

/** Evicting stops after this many rounds: parallel writers may each take what one round freed. */
const ROUNDS = 3;

export function createStorageQuotas(deps: StorageQuotaDeps) {
  const { db } = deps;
  const evictors = new Map<StoreName, Evictor>();
  const pickShard = deps.pickShard ?? (() => Math.floor(Math.random() * STORAGE_SHARDS));

  async function usage(store: StoreName): Promise<StoreUsage> {
    const [capRow] = await db.select({ cap: storageUsage.cap }).from(storageUsage).where(eq(storageUsage.store, store));
    const [held] = await db
      .select({
        bytes: sql<string>`coalesce(sum(${storageUsageShards.bytes}), 0)`,
        items: sql<string>`coalesce(sum(${storageUsageShards.items}), 0)`,
      })
      .from(storageUsageShards)
      .where(eq(storageUsageShards.store, store));
    return {
      bytes: Number(held?.bytes ?? 0),
      items: Number(held?.items ?? 0),
      cap: capRow?.cap == null ? null : Number(capRow.cap),
    };
  }

  /** Locks every shard of a store, in one order so that two lockers never wait for each other. */
  const lockShards = (tx: Db, store: StoreName) =>
    tx
      .select({ shard: storageUsageShards.shard, bytes: storageUsageShards.bytes })
      .from(storageUsageShards)
      .where(eq(storageUsageShards.store, store))
      .orderBy(asc(storageUsageShards.shard))
      .for("update");

  /**
   * Splits a store's free space between its shards again, every shard locked: up to `need` bytes go to `shard`
   * first (the write that asked), the rest evenly. The shares add up to at most the cap. Whether a write fits is
   * the database's to say (the triggers, with the whole store locked): `need` is the writer's estimate.
   */
  async function split(store: StoreName, shard = 0, need = 0): Promise<void> {
    await db.transaction(async (tx) => {
      const rows = await lockShards(tx, store);
      const [capRow] = await tx
        .select({ cap: storageUsage.cap })
        .from(storageUsage)
        .where(eq(storageUsage.store, store));
      const cap = capRow?.cap == null ? null : Number(capRow.cap);
      const total = rows.reduce((sum, row) => sum + Number(row.bytes), 0);
      const free = cap === null ? 0 : Math.max(0, cap - total);
      const given = Math.min(need, free);
      const each = Math.floor((free - given) / Math.max(1, rows.length));
      const shares = rows.map((row) => ({
        shard: row.shard,
        allowance: cap === null ? null : Number(row.bytes) + each + (row.shard === shard ? given : 0),
      }));
      await tx.execute(sql`
        update storage_usage_shards as usage set allowance = share.allowance
        from jsonb_to_recordset(${JSON.stringify(shares)}::jsonb) as share(shard integer, allowance bigint)
        where usage.store = ${store} and usage.shard = share.shard`);
    });
  }

  async function setCap(store: StoreName, cap: number | null): Promise<void> {
    await db
      .insert(storageUsage)
      .values({ store, cap })
      .onConflictDoUpdate({ target: storageUsage.store, set: { cap: sql`excluded.cap` } });
    await db
      .insert(storageUsageShards)
      .values(Array.from({ length: STORAGE_SHARDS }, (_, shard) => ({ store, shard })))
      .onConflictDoNothing();
    await split(store);
  }

  return {
    usage,
    setCap,

    /** Writes this instance's caps (every instance runs with the same settings) and splits each store's space. */
    async configure(): Promise<void> {
      for (const store of STORES) await setCap(store, deps.caps[store] ?? null);
    },

    registerEvictor(store: StoreName, evictor: Evictor): void {
      evictors.set(store, evictor);
    },

    /**
     * Runs `write` in a transaction held to the store's cap (what it writes through `tx`; writes elsewhere, the
     * admin's and bookkeeping, are counted but never refused). Past its shard's share, splits the free space again
     * and runs it again; after two splits, runs it with the whole store locked, which decides. Past the cap, evicts
     * the store's oldest idle data (about `bytes` more than the cap, and at least a hundredth of it, so a full store
     * is not evicted from at every write) and runs it again. Still full, or nothing to evict: insufficient storage,
     * saying `message`.
     */
    async write<T>(
      store: StoreName,
      write: (tx: Db) => PromiseLike<T>,
      options: { bytes: number; message: string },
    ): Promise<T> {
      const shard = pickShard();
      let splits = 0;
      let deadlocks = 0;
      for (let round = 0; ;) {
        const whole = splits >= SPLITS_BEFORE_WHOLE;
        try {
          return await db.transaction(async (tx) => {
            // Asks the triggers to hold this transaction's writes to the store's cap (migrations 0018 and 0021).
            await tx.execute(sql`select set_config('entwine.quota_store', ${store}, true),
              set_config('entwine.quota_shard', ${String(shard)}, true),
              set_config('entwine.quota_whole', ${whole ? "on" : "off"}, true)`);
            return write(tx);
          });
        } catch (error) {
          // Two writes that locked the same rows in turn: the database ended one of them, which may simply run again.
          if (isDeadlock(error) && deadlocks++ < DEADLOCK_RETRIES) continue;
          if (usedUpStoreOf(error) === store) {
            splits++;
            await split(store, shard, options.bytes);
            continue;
          }
          if (fullStoreOf(error) !== store) throw error;
          const evictor = evictors.get(store);
          if (!evictor || round >= ROUNDS) throw insufficientStorage(options.message);
          round++;
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
