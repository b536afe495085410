import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Messages sent with the contact form. Only what the visitor typed is kept (no address, no user agent); the name and
 * reply address are optional. The admin reads, marks and deletes them in the inbox.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    message: text("message").notNull(),
    replyTo: text("reply_to"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [index("contact_messages_created_idx").on(table.createdAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
