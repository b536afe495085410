// Moderation by the admin: the status dropdown, approving or rejecting a pending post, deleting and bulk actions.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogPosts, type NewBlogPostRow } from "../../db/schema";
import { conflict, invalidInput, notFound } from "../../base/errors";
import type { Clock } from "../../base/clock";
import { BLOG_MESSAGES, type BlogPost, type BlogStatus, type BulkAction } from "@domain/blogs/types";
import type { BlogCounters } from "./counters";
import type { BlogQueries } from "./queries";
import { ADMIN_NAME, LIMITS } from "./rows";
import { sanitizePlainText } from "./sanitize";

export function createBlogModeration({
  db,
  clock,
  queries,
  counters,
}: {
  db: Db;
  clock: Clock;
  queries: BlogQueries;
  counters: BlogCounters;
}) {
  const { findRow, loadPost } = queries;
  const { noteChanges } = counters;

  async function setStatus(id: string, status: BlogStatus): Promise<BlogPost> {
    const now = clock.now();
    const updated = await db
      .update(blogPosts)
      .set({
        status,
        approvedBy: ADMIN_NAME,
        approvedAt: now,
        approved: status === "published" || status === "approved",
        updatedAt: now,
        publishedAt: status === "published" ? sql`coalesce(${blogPosts.publishedAt}, ${now})` : undefined,
      })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id });
    if (updated.length === 0) throw notFound(BLOG_MESSAGES.notFound);
    return (await loadPost(id))!;
  }

  async function moderate(id: string, decision: "approve" | "reject", reason?: string): Promise<BlogPost> {
    const rejectionReason = sanitizePlainText(reason, LIMITS.reason);
    if (decision === "reject" && !rejectionReason) {
      throw invalidInput(BLOG_MESSAGES.rejectionReasonRequired, { rejectionReason: "Missing" });
    }
    const row = await findRow(id);
    if (!row) throw notFound(BLOG_MESSAGES.notFound);
    if (row.status !== "pending") {
      throw conflict(decision === "approve" ? BLOG_MESSAGES.onlyPendingApprove : BLOG_MESSAGES.onlyPendingReject, {
        status: row.status,
      });
    }
    const now = clock.now();
    const changes: Partial<NewBlogPostRow> =
      decision === "approve"
        ? { status: "published", approved: true, rejectionReason: null, publishedAt: row.publishedAt ?? now }
        : { status: "rejected", approved: false, rejectionReason };
    // Only from pending: a concurrent decision loses instead of overwriting.
    const updated = await db
      .update(blogPosts)
      .set({ ...changes, approvedBy: ADMIN_NAME, approvedAt: now, updatedAt: now })
      .where(and(eq(blogPosts.id, id), eq(blogPosts.status, "pending")))
      .returning({ id: blogPosts.id });
    if (updated.length === 0)
      throw conflict(decision === "approve" ? BLOG_MESSAGES.onlyPendingApprove : BLOG_MESSAGES.onlyPendingReject);
    return (await loadPost(id))!;
  }

  async function remove(id: string): Promise<boolean> {
    const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
    noteChanges(deleted.length);
    return deleted.length > 0;
  }

  async function bulk(action: BulkAction, ids: string[]): Promise<{ affected: number; ids: string[] }> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw invalidInput(BLOG_MESSAGES.noneSelected, { blogIds: "Missing" });
    const now = clock.now();
    let rows: Array<{ id: string }>;
    if (action === "delete") {
      rows = await db.delete(blogPosts).where(inArray(blogPosts.id, unique)).returning({ id: blogPosts.id });
    } else if (action === "publish") {
      rows = await db
        .update(blogPosts)
        .set({
          status: "published",
          approved: true,
          updatedAt: now,
          publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${now})`,
        })
        .where(inArray(blogPosts.id, unique))
        .returning({ id: blogPosts.id });
    } else {
      rows = await db
        .update(blogPosts)
        .set({ status: "draft", updatedAt: now })
        .where(inArray(blogPosts.id, unique))
        .returning({ id: blogPosts.id });
    }
    noteChanges(rows.length);
    return { affected: rows.length, ids: rows.map((row) => row.id) };
  }

  return {
    setStatus,
    approve: (id: string) => moderate(id, "approve"),
    reject: (id: string, reason: string | undefined) => moderate(id, "reject", reason),
    remove,
    bulk,
  };
}
