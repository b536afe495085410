/**
 * Readers' reports of published stories, and the admin's decisions on them.
 *
 *   report(postId, address, input)   a reader reports a published story: one report per reader per story (the
 *       reader is known only by a salted hash of their address group and the story, see blogReports); when
 *       REPORTS_TO_HIDE distinct readers have open reports on it, the story is hidden from every public read.
 *       Null when no such public story exists.
 *   reportedList()                   stories with open reports: counts per reason, the notes, hidden or not.
 *   keep(postId)                     dismisses the open reports and shows the story again; the dismissed reports
 *       stay (their readers cannot report it again), so only new readers can hide it again.
 *   unpublish(postId, reason?)       takes a published story down (status rejected, with the reason its writer
 *       reads in My stories) and deletes its reports.
 */
import crypto from "node:crypto";
import { and, count, desc, eq, inArray, isNotNull, isNull, max } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogPosts, blogReports } from "../../db/schema";
import { conflict, notFound } from "../../base/errors";
import type { Clock } from "../../base/clock";
import type { RateLimitRule, RateLimitService } from "../rate-limits";
import { REPORT_MESSAGES, REPORTS_TO_HIDE, type ReportReasonId, type ReportedStory } from "@domain/blogs/reports";
import { BLOG_DEFAULTS, BLOG_MESSAGES } from "@domain/blogs/types";
import type { ReportInput } from "@domain/blogs/report-input";
import { ADMIN_NAME, LIMITS } from "./rows";
import { sanitizePlainText } from "./sanitize";

/** Reports one address may send an hour (a reader reports a handful of stories at most). */
export const BLOG_REPORT_LIMIT: RateLimitRule = { bucket: "blog-report", limit: 20, windowMs: 3_600_000 };

/** What the writer of an unpublished story reads in My stories when the admin gives no reason. */
export const UNPUBLISHED_REASON = "Taken down after readers' reports.";

/** The most reported stories the approval centre lists, and the notes it shows of each. */
const LIST_LIMIT = 100;
const NOTES_PER_STORY = 20;

export interface ReportResult {
  counted: boolean;
  /** The story was hidden by this report (it reached REPORTS_TO_HIDE). */
  hidden: boolean;
}

export function createBlogReports({ db, clock, rateLimits }: { db: Db; clock: Clock; rateLimits: RateLimitService }) {
  const publicStory = (id: string) =>
    and(eq(blogPosts.id, id), eq(blogPosts.status, "published"), eq(blogPosts.hiddenByReports, false));

  /** Who a reader is for one story: the salted address key mixed with the story, so two stories' readers never link. */
  function readerKey(address: string, postId: string): string {
    return crypto
      .createHash("sha256")
      .update(`report:${rateLimits.clientKey(address)}:${postId}`)
      .digest("base64url")
      .slice(0, 32);
  }

  async function report(postId: string, address: string, input: ReportInput): Promise<ReportResult | null> {
    const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(publicStory(postId)).limit(1);
    if (!post) return null;
    const inserted = await db
      .insert(blogReports)
      .values({
        id: crypto.randomUUID(),
        postId,
        readerKey: readerKey(address, postId),
        reason: input.reason,
        note: input.note,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: blogReports.id });
    if (inserted.length === 0) return { counted: false, hidden: false };
    const [open] = await db
      .select({ readers: count() })
      .from(blogReports)
      .where(and(eq(blogReports.postId, postId), isNull(blogReports.dismissedAt)));
    if (Number(open?.readers ?? 0) < REPORTS_TO_HIDE) return { counted: true, hidden: false };
    const hidden = await db
      .update(blogPosts)
      .set({ hiddenByReports: true })
      .where(publicStory(postId))
      .returning({ id: blogPosts.id });
    return { counted: true, hidden: hidden.length > 0 };
  }

  async function reportedList(): Promise<ReportedStory[]> {
    const open = isNull(blogReports.dismissedAt);
    const grouped = await db
      .select({
        postId: blogReports.postId,
        reason: blogReports.reason,
        readers: count(),
        last: max(blogReports.createdAt),
      })
      .from(blogReports)
      .where(open)
      .groupBy(blogReports.postId, blogReports.reason);
    if (grouped.length === 0) return [];
    const byPost = new Map<string, { counts: Record<ReportReasonId, number>; total: number; last: Date }>();
    for (const row of grouped) {
      const entry = byPost.get(row.postId) ?? {
        counts: { illegal: 0, hateful: 0, spam: 0, other: 0 },
        total: 0,
        last: new Date(0),
      };
      entry.counts[row.reason] += Number(row.readers);
      entry.total += Number(row.readers);
      const last = row.last ? new Date(row.last) : new Date(0);
      if (last > entry.last) entry.last = last;
      byPost.set(row.postId, entry);
    }
    // Most reported first, then the most recently reported.
    const ids = [...byPost.entries()]
      .sort((a, b) => b[1].total - a[1].total || b[1].last.getTime() - a[1].last.getTime())
      .slice(0, LIST_LIMIT)
      .map(([id]) => id);
    const [posts, notes] = await Promise.all([
      db
        .select({
          id: blogPosts.id,
          title: blogPosts.title,
          slug: blogPosts.slug,
          author: blogPosts.author,
          penName: blogPosts.penName,
          status: blogPosts.status,
          hidden: blogPosts.hiddenByReports,
        })
        .from(blogPosts)
        .where(inArray(blogPosts.id, ids)),
      db
        .select({
          postId: blogReports.postId,
          reason: blogReports.reason,
          note: blogReports.note,
          at: blogReports.createdAt,
        })
        .from(blogReports)
        .where(and(open, inArray(blogReports.postId, ids), isNotNull(blogReports.note)))
        .orderBy(desc(blogReports.createdAt))
        .limit(LIST_LIMIT * NOTES_PER_STORY),
    ]);
    const postById = new Map(posts.map((post) => [post.id, post]));
    return ids.flatMap((id) => {
      const post = postById.get(id);
      const entry = byPost.get(id)!;
      if (!post) return [];
      return [
        {
          id,
          title: post.title || BLOG_DEFAULTS.title,
          slug: post.slug,
          author: post.penName || post.author || BLOG_DEFAULTS.author,
          status: post.status,
          hidden: post.hidden,
          counts: entry.counts,
          total: entry.total,
          notes: notes
            .filter((note) => note.postId === id && note.note)
            .slice(0, NOTES_PER_STORY)
            .map((note) => ({ reason: note.reason, note: note.note ?? "", at: new Date(note.at).toISOString() })),
          lastReportAt: entry.last.toISOString(),
        },
      ];
    });
  }

  async function keep(postId: string): Promise<void> {
    const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, postId)).limit(1);
    if (!post) throw notFound(BLOG_MESSAGES.notFound);
    const dismissed = await db
      .update(blogReports)
      .set({ dismissedAt: clock.now() })
      .where(and(eq(blogReports.postId, postId), isNull(blogReports.dismissedAt)))
      .returning({ id: blogReports.id });
    await db.update(blogPosts).set({ hiddenByReports: false }).where(eq(blogPosts.id, postId));
    if (dismissed.length === 0) throw conflict(REPORT_MESSAGES.noReports);
  }

  async function unpublish(postId: string, reason: string | null): Promise<void> {
    const now = clock.now();
    const updated = await db
      .update(blogPosts)
      .set({
        status: "rejected",
        approved: false,
        hiddenByReports: false,
        rejectionReason: sanitizePlainText(reason ?? "", LIMITS.reason) || UNPUBLISHED_REASON,
        approvedBy: ADMIN_NAME,
        approvedAt: now,
        updatedAt: now,
      })
      .where(and(eq(blogPosts.id, postId), eq(blogPosts.status, "published")))
      .returning({ id: blogPosts.id });
    if (updated.length === 0) {
      const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, postId)).limit(1);
      if (!post) throw notFound(BLOG_MESSAGES.notFound);
      throw conflict("Only a published story can be unpublished");
    }
    await db.delete(blogReports).where(eq(blogReports.postId, postId));
  }

  return { report, reportedList, keep, unpublish, limit: BLOG_REPORT_LIMIT };
}

export type BlogReports = ReturnType<typeof createBlogReports>;
