import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Desire matches and tonight's limits in progress (`kind`: "desire-match" or "tonight-limit"; the level is the desire
 * match's deck, null for a limit): the server only relays the steps the two phones seal for each other (by kind, each a
 * base64url string of one fixed size it cannot open; docs/decisions/005), never a card or an answer. Rows are
 * deleted when both phones are done, and after an hour at the latest.
 */
export const desireMatches = pgTable(
  "desire_matches",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull().default("desire-match"),
    level: text("level"),
    hostTokenHash: text("host_token_hash").notNull(),
    joinTokenHash: text("join_token_hash").notNull(),
    guestTokenHash: text("guest_token_hash"),
    hostMessages: jsonb("host_messages").$type<Record<string, unknown>>().notNull().default({}),
    guestMessages: jsonb("guest_messages").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("desire_matches_expires_idx").on(table.expiresAt)],
);
