import { inArray, like, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, defaultImages, journeyPositions, scratchPositions } from "../db/schema";
import type { MediaItem, StoryUsage } from "./media";

/**
 * Where a media item is still used: stories (featured image or an image/video in the text), scratch positions and
 * journey positions. Deleting it is refused while the list is not empty, so no page is left with a broken image.
 */
export function mediaReferenceCheck(db: Db) {
  return async (item: MediaItem): Promise<string[]> => {
    const urls = [item.url, ...Object.values(item.variants ?? {})].filter((url): url is string => Boolean(url));
    const fileId = /\/media\/([0-9a-f-]{36})/i.exec(item.url)?.[1];
    const [posts, scratch, journey, defaults] = await Promise.all([
      db
        .select({ title: blogPosts.title })
        .from(blogPosts)
        .where(
          or(
            inArray(blogPosts.featuredImage, urls),
            fileId ? like(blogPosts.content, `%/media/${fileId}%`) : inArray(blogPosts.content, urls),
          ),
        )
        .limit(10),
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
    const urls = [item.url, ...Object.values(item.variants ?? {})].filter((url): url is string => Boolean(url));
    const fileId = /\/media\/([0-9a-f-]{36})/i.exec(item.url)?.[1];
    const rows = await db
      .select({ status: blogPosts.status })
      .from(blogPosts)
      .where(
        or(
          inArray(blogPosts.featuredImage, urls),
          fileId ? like(blogPosts.content, `%/media/${fileId}%`) : inArray(blogPosts.content, urls),
        ),
      )
      .limit(50);
    if (rows.some((row) => row.status === "published")) return "published";
    if (rows.some((row) => row.status !== "rejected")) return "in-review";
    return rows.length > 0 ? "rejected" : "unused";
  };
}
