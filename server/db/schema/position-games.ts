import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The positions behind the scratch cards, random position and the wheels ("Server position" / "Scratch position
 * (admin)" of the specification), and the journey planner's positions ("Journey position"). Both lists are
 * ordered by `sort_order` and edited by the admin; `game_position_lists` holds one version row per list, bumped by
 * every write, from which the API derives its ETag (and which marks a list as seeded).
 */
export const scratchPositions = pgTable(
  "scratch_positions",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    image: text("image").notNull(),
    mediaType: text("media_type").notNull().default("image"),
    description: text("description").notNull().default(""),
    category: text("category").notNull().default(""),
    difficulty: text("difficulty").notNull().default(""),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isDefault: boolean("is_default").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("scratch_positions_media_type", sql`${table.mediaType} in ('image', 'gif', 'video')`),
    index("scratch_positions_order_idx").on(table.sortOrder),
  ],
);

export const journeyPositions = pgTable(
  "journey_positions",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    instructions: text("instructions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text("description").notNull().default(""),
    style: text("style").notNull().default("romantic"),
    difficulty: text("difficulty").notNull().default("beginner"),
    category: text("category").notNull().default(""),
    imageUrl: text("image_url").notNull().default(""),
    mediaType: text("media_type").notNull().default("image"),
    benefits: text("benefits")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    duration: text("duration").notNull().default(""),
    views: integer("views").notNull().default(0),
    rating: real("rating").notNull().default(0),
    isPopular: boolean("is_popular").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("journey_positions_media_type", sql`${table.mediaType} in ('image', 'gif', 'video')`),
    index("journey_positions_order_idx").on(table.sortOrder),
  ],
);

/** One row per list ('scratch', 'journey'): its version, bumped by every write. Exists once the list was seeded. */
export const gamePositionLists = pgTable("game_position_lists", {
  list: text("list").primaryKey(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/**
 * Default images (DefaultImageCategory of domain/positions/default-images): at most one per category, set by the
 * admin from the Media Manager; a missing row means "no default for this category".
 */
export const defaultImages = pgTable(
  "default_images",
  {
    category: text("category").primaryKey(),
    imageUrl: text("image_url").notNull(),
    mediaType: text("media_type").notNull().default("image"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [check("default_images_media_type", sql`${table.mediaType} in ('image', 'gif', 'video')`)],
);
