import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * Real popularity of catalogue positions (DECISIONS.md: "Popularity is real"). The catalogue itself is typed
 * content in `content/positions/`; only counters live here, keyed by the catalogue's stable position id.
 * A row exists once a position has been viewed or rated.
 */
export const positionStats = pgTable("position_stats", {
  positionId: text("position_id").primaryKey(),
  views: integer("views").notNull().default(0),
  ratingSum: integer("rating_sum").notNull().default(0),
  ratingCount: integer("rating_count").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One rating per position and device. `deviceId` holds a SHA-256 digest of the random UUID the browser keeps
 * in localStorage (`entwine:device-id`), never the UUID itself, so the table cannot be joined to a browser.
 */
export const positionRatings = pgTable(
  "position_ratings",
  {
    positionId: text("position_id").notNull(),
    deviceId: text("device_id").notNull(),
    rating: integer("rating").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.positionId, table.deviceId] }),
    check("position_ratings_rating_range", sql`${table.rating} between 1 and 5`),
    index("position_ratings_created_idx").on(table.createdAt),
  ],
);
