import { inArray, like, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, defaultImages, journeyPositions, scratchPositions } from "../db/schema";
import type { MediaItem, StoryUsage } from "./media";

/** A media item's addresses (its own and each variant's). */
function urlsOf(item: MediaItem): string[] {
  return [item.url, ...Object.values(item.variants ?? {})].filter((url): url is string => Boolean(url));
}

/** The stories that show a media item: as their featured image, or in their text (by its file id, else its address). */
function storyShows(item: MediaItem): SQL | undefined {
  const urls = urlsOf(item);
  const fileId = /\/media\/([0-9a-f-]{36})/i.exec(item.url)?.[1];
  return or(
    inArray(blogPosts.featuredImage, urls),
    fileId ? like(blogPosts.content, `%/media/${fileId}%`) : inArray(blogPosts.content, urls),
  );
}

/**
 * Where a media item is still used: stories (featured image or an image/video in the text), scratch positions and
 * journey positions. Deleting it is refused while the list is not empty, so no page is left with a broken image.
 */
export function mediaReferenceCheck(db: Db) {
  return async (item: MediaItem): Promise<string[]> => {
    const urls = urlsOf(item);
    const [posts, scratch, journey, defaults] = await Promise.all([
      db.select({ title: blogPosts.title }).from(blogPosts).where(storyShows(item)).limit(10),
      db
        .select({ title: scratchPositions.title })
        .from(scratchPositions)
        .where(inArray(scratchPositions.image, urls))
        .limit(10),
      db
        .select({ name: journeyPositions.name })
        .from(journeyPositions)
        .where(inArray(journeyPositions.imageUrl, urls))
        .limit(10),
      db
        .select({ category: defaultImages.category })
        .from(defaultImages)
        .where(inArray(defaultImages.imageUrl, urls))
        .limit(10),
    ]);
    return [
      ...posts.map((post) => `the story “${post.title}”`),
      ...scratch.map((position) => `the scratch position “${position.title}”`),
      ...journey.map((position) => `the journey position “${position.name}”`),
      ...defaults.map((row) => `the default image “${row.category}”`),
    ];
  };
}

/**
 * How stories use a media item, for the quarantine of visitor uploads: shown by a published story, by one still in
 * review (draft or pending), only by rejected ones, or by none.
 */
export function mediaStoryUsage(db: Db) {
  return async (item: MediaItem): Promise<StoryUsage> => {
    const rows = await db.select({ status: blogPosts.status }).from(blogPosts).where(storyShows(item)).limit(50);
    if (rows.some((row) => row.status === "published")) return "published";
    if (rows.some((row) => row.status !== "rejected")) return "in-review";
    return rows.length > 0 ? "rejected" : "unused";
  };
}
