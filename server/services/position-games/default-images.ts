import { asc, eq } from "drizzle-orm";
import { defaultImageInputSchema } from "@domain/positions/default-image-input";
import { isDefaultImageCategory, type DefaultImage, type DefaultImageCategory } from "@domain/positions/default-images";
import type { Db } from "../../db/client";
import { defaultImages } from "../../db/schema";
import { notFound } from "../../base/errors";
import { parseInput } from "../../base/validation";
import type { Clock } from "../../base/clock";

/**
 * The admin's default images, one per category. Every change calls `changed()`, which the services wire to the
 * positions' live updates, so open planners and games pick the new image up.
 */
export function createDefaultImagesService({
  db,
  clock,
  changed,
}: {
  db: Db;
  clock: Clock;
  changed: () => Promise<void>;
}) {
  function category(raw: string): DefaultImageCategory {
    const value = raw.trim().toLowerCase();
    if (!isDefaultImageCategory(value)) throw notFound("No default image category with this name");
    return value;
  }

  return {
    async list(): Promise<DefaultImage[]> {
      const rows = await db.select().from(defaultImages).orderBy(asc(defaultImages.category));
      return rows.flatMap((row) =>
        isDefaultImageCategory(row.category)
          ? [{ category: row.category, imageUrl: row.imageUrl, mediaType: row.mediaType as DefaultImage["mediaType"] }]
          : [],
      );
    },

    async set(rawCategory: string, body: unknown): Promise<DefaultImage> {
      const key = category(rawCategory);
      const input = parseInput(defaultImageInputSchema, body, "Invalid default image");
      const now = clock.now();
      const row = { category: key, imageUrl: input.imageUrl, mediaType: input.mediaType, updatedAt: now };
      await db
        .insert(defaultImages)
        .values(row)
        .onConflictDoUpdate({
          target: defaultImages.category,
          set: { imageUrl: row.imageUrl, mediaType: row.mediaType, updatedAt: now },
        });
      await changed();
      return { category: key, imageUrl: row.imageUrl, mediaType: row.mediaType };
    },

    async clear(rawCategory: string): Promise<void> {
      const key = category(rawCategory);
      await db.delete(defaultImages).where(eq(defaultImages.category, key));
      await changed();
    },
  };
}

export type DefaultImagesService = ReturnType<typeof createDefaultImagesService>;
