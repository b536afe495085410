import { sql } from "drizzle-orm";
import { gamesCatalogue } from "@content/games-catalogue";
import type { Db } from "../db/client";
import { blogPosts, journeyPositions, mediaItems, scratchPositions } from "../db/schema";

export interface DashboardStats {
  totalPosts: number;
  publishedPosts: number;
  pendingPosts: number;
  draftPosts: number;
  scratchPositions: number;
  journeyPositions: number;
  mediaItems: number;
  games: number;
}

/** The admin dashboard's tiles, counted in the database (no fixed numbers). */
export function createDashboardService(db: Db) {
  return {
    async stats(): Promise<DashboardStats> {
      const count = sql<number>`count(*)::int`;
      const [[posts], [scratch], [journey], [media]] = await Promise.all([
        db
          .select({
            total: count,
            published: sql<number>`count(*) filter (where ${blogPosts.status} = 'published')::int`,
            pending: sql<number>`count(*) filter (where ${blogPosts.status} = 'pending')::int`,
            drafts: sql<number>`count(*) filter (where ${blogPosts.status} = 'draft')::int`,
          })
          .from(blogPosts),
        db.select({ total: count }).from(scratchPositions),
        db.select({ total: count }).from(journeyPositions),
        db.select({ total: count }).from(mediaItems),
      ]);
      return {
        totalPosts: posts?.total ?? 0,
        publishedPosts: posts?.published ?? 0,
        pendingPosts: posts?.pending ?? 0,
        draftPosts: posts?.drafts ?? 0,
        scratchPositions: scratch?.total ?? 0,
        journeyPositions: journey?.total ?? 0,
        mediaItems: media?.total ?? 0,
        games: gamesCatalogue.length,
      };
    },
  };
}
