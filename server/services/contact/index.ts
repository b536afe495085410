import crypto from "node:crypto";
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { CONTACT_MESSAGES, CONTACT_RATE_LIMIT, type ContactMessageInput } from "@domain/contact/message";
import type { Db } from "../../db/client";
import { contactMessages, type ContactMessageRow } from "../../db/schema";
import type { Clock } from "../../base/clock";
import type { RateLimitRule } from "../rate-limits";
import { oldestUpTo, type StorageQuotas } from "../storage-quotas";

export interface ContactOptions {
  /** The store's overall cap and its eviction (absent: no overall cap). */
  quotas?: StorageQuotas;
  /** Messages one client address may send an hour (CONTACT_MESSAGES_PER_HOUR). */
  perHour?: number;
}

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
export function createContactService(db: Db, clock: Clock, options: ContactOptions = {}) {
  const insert = <T>(bytes: number, write: (tx: Db) => PromiseLike<T>) =>
    options.quotas
      ? options.quotas.write("contact-messages", write, { bytes, message: CONTACT_MESSAGES.inboxFull })
      : write(db);
  return {
    rateLimit: { ...CONTACT_RATE_LIMIT, limit: options.perHour ?? CONTACT_RATE_LIMIT.limit } as RateLimitRule,

    async send(input: ContactMessageInput): Promise<ContactMessage> {
      const bytes = Buffer.byteLength(`${input.name ?? ""}${input.message}${input.replyTo ?? ""}`) + 200;
      const [row] = await insert(bytes, (tx) =>
        tx
          .insert(contactMessages)
          .values({
            id: crypto.randomUUID(),
            name: input.name ?? null,
            message: input.message,
            replyTo: input.replyTo ?? null,
            createdAt: clock.now(),
            readAt: null,
          })
          .returning(),
      );
      return toMessage(row!);
    },
    /**
     * When the inbox's store is full: messages the admin has read, longest ago first (none read after
     * `idleBefore`), as many as free `bytes`. An unread message is never evicted.
     */
    async evictRead(request: { bytes: number; idleBefore: Date }): Promise<number> {
      const candidates = await db
        .select({ id: contactMessages.id, bytes: sql<number>`octet_length(${contactMessages}::text)`.mapWith(Number) })
        .from(contactMessages)
        .where(and(isNotNull(contactMessages.readAt), lt(contactMessages.readAt, request.idleBefore)))
        .orderBy(contactMessages.readAt, contactMessages.id)
        .limit(500);
      const chosen = oldestUpTo(candidates, request.bytes);
      if (chosen.length === 0) return 0;
      const gone = await db
        .delete(contactMessages)
        .where(
          and(
            inArray(
              contactMessages.id,
              chosen.map((row) => row.id),
            ),
            isNotNull(contactMessages.readAt),
          ),
        )
        .returning({ id: contactMessages.id });
      return gone.length;
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
