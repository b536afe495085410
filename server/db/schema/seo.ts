import { sql } from "drizzle-orm";
import {
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  boolean,
} from "drizzle-orm/pg-core";

/** SEO record of a public page; seeded from the site's own head data and editable by the admin. */
export const pageSeo = pgTable("page_seo", {
  id: serial("id").primaryKey(),
  path: text("path").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  keywords: text("keywords").notNull().default(""),
  canonical: text("canonical").notNull().default(""),
  ogType: text("og_type").notNull().default("website"),
  schemaType: text("schema_type").notNull().default("WebPage"),
  category: text("category").notNull().default("main"),
  ogTitle: text("og_title"),
  ogDescription: text("og_description"),
  ogImage: text("og_image"),
  customized: boolean("customized").notNull().default(false),
  lastUpdated: timestamp("last_updated", { withTimezone: true }).notNull().defaultNow(),
});

/** First-party page views: a counter per day, path, referring host and device class. No cookie, no address. */
export const pageViews = pgTable(
  "page_views",
  {
    day: date("day").notNull(),
    path: text("path").notNull(),
    referrerHost: text("referrer_host").notNull().default(""),
    device: text("device", { enum: ["desktop", "mobile"] }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.path, table.referrerHost, table.device] })],
);

/** Core Web Vitals reported by visitors' browsers; p75 is computed in SQL. */
export const vitalsReports = pgTable(
  "vitals_reports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    path: text("path").notNull(),
    metric: text("metric", { enum: ["LCP", "INP", "FID", "CLS", "FCP", "TTFB"] }).notNull(),
    value: doublePrecision("value").notNull(),
    device: text("device", { enum: ["desktop", "mobile"] }).notNull(),
  },
  (table) => [
    index("vitals_reports_created_idx").on(table.createdAt),
    index("vitals_reports_metric_idx").on(table.metric, table.device),
  ],
);
