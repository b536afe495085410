import { bigint, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The stores visitors can write, each with its overall cap in bytes (set by the server at start from its settings;
 * null: no cap). Stores: our-space, rooms, desire-matches, contact-messages, stories (visitors' drafts, stories in
 * review and declined ones), visitor-uploads (uploads not yet public). What each holds is in storage_usage_shards.
 */
export const storageUsage = pgTable("storage_usage", {
  store: text("store").primaryKey(),
  cap: bigint("cap", { mode: "number" }),
});

/**
 * What each store holds, kept by the database itself: statement triggers on the stores' tables (migrations 0018 and
 * 0021) add each write's change in size to one of the store's shards, in the same transaction as the write. A
 * counter row is locked until its transaction commits, so one row per store would make every write of a store (every
 * move of every room) wait for the one before it; a transaction's writes go to the shard it chose, and transactions
 * on different shards never wait for each other.
 *
 * The cap holds across shards through `allowance`: the server splits the cap's free space between the shards
 * (the allowances never add up to more than the cap), and a write held to the cap that takes its shard past its
 * allowance is refused (SQLSTATE EQ508) until the server has split the free space again with every shard locked
 * (services/storage-quotas). Null allowance: the store has no cap.
 */
export const storageUsageShards = pgTable(
  "storage_usage_shards",
  {
    store: text("store").notNull(),
    shard: integer("shard").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull().default(0),
    items: integer("items").notNull().default(0),
    allowance: bigint("allowance", { mode: "number" }),
  },
  (table) => [primaryKey({ columns: [table.store, table.shard] })],
);
