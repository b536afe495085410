import crypto from "node:crypto";
import { count, desc, eq, isNull } from "drizzle-orm";
import type { ContactMessageInput } from "@domain/contact/message";
import type { Db } from "../../db/client";
import { contactMessages, type ContactMessageRow } from "../../db/schema";
import type { Clock } from "../../base/clock";

export interface ContactMessage {
  id: string;
  name: string | null;
  message: string;
  replyTo: string | null;
  createdAt: string;
  read: boolean;
}

function toMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    replyTo: row.replyTo,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** The contact form's messages: stored as typed, read and managed by the admin only. */
export function createContactService(db: Db, clock: Clock) {
  return {
    async send(input: ContactMessageInput): Promise<ContactMessage> {
      const [row] = await db
        .insert(contactMessages)
        .values({
          id: crypto.randomUUID(),
          name: input.name ?? null,
          message: input.message,
          replyTo: input.replyTo ?? null,
          createdAt: clock.now(),
          readAt: null,
        })
        .returning();
      return toMessage(row!);
    },
    async list(): Promise<ContactMessage[]> {
      const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(200);
      return rows.map(toMessage);
    },
    async unreadCount(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
      return row?.value ?? 0;
    },
    /** Marks a message read or unread; false when there is no such message. */
    async setRead(id: string, read: boolean): Promise<boolean> {
      const rows = await db
        .update(contactMessages)
        .set({ readAt: read ? clock.now() : null })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },
    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(contactMessages)
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
