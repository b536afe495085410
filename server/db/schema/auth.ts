import { integer, pgTable, primaryKey, serial, text, timestamp, index } from "drizzle-orm/pg-core";

export const adminUsers = pgTable("admin_users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  /** argon2id hash; the password itself is never stored or logged. */
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in admin. The cookie holds a random token; only its SHA-256 is stored here. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("admin_sessions_expires_idx").on(table.expiresAt)],
);

/** Failed sign-ins per username and per (hashed) client address, for the 3-strikes lockout. */
export const loginFailures = pgTable(
  "login_failures",
  {
    // pair: a username from one address (locks); address: any username from one address (locks); username: from
    // anywhere (only slows attempts down). See server/services/auth.
    scope: text("scope", { enum: ["pair", "username", "address"] }).notNull(),
    key: text("key").notNull(),
    failures: integer("failures").notNull(),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
