import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Two-phone game rooms. Only what the game needs: the game, its state and sequence number, the code, hashes of the
 * two seats' secrets and the time of the last move (rooms idle for 24 hours are deleted). No address, user agent
 * or nickname.
 */
export const rooms = pgTable(
  "rooms",
  {
    id: uuid("id").primaryKey(),
    code: text("code").notNull().unique(),
    game: text("game").notNull(),
    state: jsonb("state").notNull(),
    seq: integer("seq").notNull().default(0),
    hostSecretHash: text("host_secret_hash").notNull(),
    guestSecretHash: text("guest_secret_hash"),
    lastMoveAt: timestamp("last_move_at", { withTimezone: true }).notNull(),
    // The id each seat's phone gave its last applied move: a phone that resends a move after reconnecting learns
    // it was applied already (and is not told it was stale).
    hostLastMove: text("host_last_move"),
    guestLastMove: text("guest_last_move"),
  },
  (table) => [index("rooms_last_move_at_idx").on(table.lastMoveAt)],
);
