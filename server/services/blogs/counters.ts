// Counters kept on posts: likes and views (a view counts once per visitor, post and hour), and, on PGlite, the
// planner statistics refreshed after many inserts or deletes.
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { blogPosts } from "../../db/schema";
import type { Logger } from "../../base/logger";
import type { Clock } from "../../base/clock";
import type { RateLimitService } from "../rate-limits";
import { publicPosts } from "./queries";
import { BLOG_MESSAGES, type Reaction, type ReactionResult } from "@domain/blogs/types";

const VIEW_ONCE_RULE = { bucket: "blog-view-once", limit: 1, windowMs: 3_600_000 } as const;
/** One like per visitor per story (per day, as visitors are known only by a daily key), and one unlike after it. */
const LIKE_ONCE_RULE = { bucket: "blog-like-once", limit: 1, windowMs: 86_400_000 } as const;
const UNLIKE_ONCE_RULE = { bucket: "blog-unlike-once", limit: 1, windowMs: 86_400_000 } as const;

export function createBlogCounters({
  database,
  clock,
  logger,
  rateLimits,
}: {
  database: Database;
  clock: Clock;
  logger: Logger;
  rateLimits: RateLimitService;
}) {
  const db = database.db;

  /** Like, unlike or view a published post; null when there is no such published post. */
  async function react(id: string, action: Reaction, visitorKey: string): Promise<ReactionResult | null> {
    const published = and(eq(blogPosts.id, id), publicPosts());
    const message: string =
      action === "like" ? BLOG_MESSAGES.liked : action === "unlike" ? BLOG_MESSAGES.unliked : BLOG_MESSAGES.viewCounted;
    const [exists] = await db
      .select({ likes: blogPosts.likes, views: blogPosts.views })
      .from(blogPosts)
      .where(published)
      .limit(1);
    if (!exists) return null;
    let rows: Array<{ likes: number; views: number }>;
    if (action === "view") {
      const day = clock.now().toISOString().slice(0, 10);
      const key = crypto.createHash("sha256").update(`${day}:${visitorKey}:${id}`).digest("base64url").slice(0, 32);
      const once = await rateLimits.hit(VIEW_ONCE_RULE, key);
      if (!once.allowed) return { likes: exists.likes, views: exists.views, message: BLOG_MESSAGES.viewAlreadyCounted };
      rows = await db
        .update(blogPosts)
        .set({ views: sql`${blogPosts.views} + 1` })
        .where(published)
        .returning({ likes: blogPosts.likes, views: blogPosts.views });
    } else {
      const likeKey = crypto.createHash("sha256").update(`like:${visitorKey}:${id}`).digest("base64url").slice(0, 32);
      // A like counts once per visitor; an unlike only takes back this visitor's own like, once.
      const counted =
        action === "like"
          ? (await rateLimits.hit(LIKE_ONCE_RULE, likeKey)).allowed
          : (await rateLimits.count(LIKE_ONCE_RULE, likeKey)) >= 1 &&
            (await rateLimits.hit(UNLIKE_ONCE_RULE, likeKey)).allowed;
      if (!counted) return { likes: exists.likes, views: exists.views, message };
      rows = await db
        .update(blogPosts)
        .set({ likes: action === "like" ? sql`${blogPosts.likes} + 1` : sql`greatest(${blogPosts.likes} - 1, 0)` })
        .where(published)
        .returning({ likes: blogPosts.likes, views: blogPosts.views });
    }
    const row = rows[0];
    if (!row) return null;
    return { likes: row.likes, views: row.views, message };
  }

  /**
   * Planner statistics of the posts table. PostgreSQL keeps them with autovacuum; PGlite has no autovacuum, and
   * without statistics a common search word makes the planner filter every post instead of using the indexes
   * (10,000 posts: ~200 ms instead of ~15 ms). So on PGlite they are refreshed at start and after every
   * STATISTICS_EVERY inserts or deletes, in the background.
   */
  let changesSinceAnalyze = 0;
  const STATISTICS_EVERY = 250;
  async function refreshStatistics(): Promise<void> {
    changesSinceAnalyze = 0;
    await db.execute(sql`analyze blog_posts`);
  }
  function noteChanges(count: number) {
    if (database.kind !== "pglite") return;
    changesSinceAnalyze += count;
    if (changesSinceAnalyze >= STATISTICS_EVERY) {
      refreshStatistics().catch((error) => logger.warn({ err: error }, "blog statistics refresh failed"));
    }
  }

  return { react, refreshStatistics, noteChanges };
}

export type BlogCounters = ReturnType<typeof createBlogCounters>;
