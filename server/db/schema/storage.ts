import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * What each store visitors can write holds, kept up to date by the database itself: statement triggers on the
 * stores' tables (migration 0018) add each write's change in size to its store's row in the same transaction, and
 * refuse (SQLSTATE EQ507) a write that would take a store past its `cap`. One row per store, so a write locks it
 * only for the instant of its own statement and parallel writes can never pass the cap together. `cap` is set by the
 * server at start from its settings (null: no cap). Stores: our-space, rooms, desire-matches, contact-messages,
 * stories (visitors' drafts, stories in review and declined ones), visitor-uploads (uploads not yet public).
 */
export const storageUsage = pgTable("storage_usage", {
  store: text("store").primaryKey(),
  bytes: bigint("bytes", { mode: "number" }).notNull().default(0),
  items: integer("items").notNull().default(0),
  cap: bigint("cap", { mode: "number" }),
});
