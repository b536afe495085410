import { z } from "zod";
import { DEFAULT_IMAGE_MEDIA_TYPES, isSiteOrHttpUrl } from "./default-images";

/** What the admin sends to set a category's default image. */
export const defaultImageInputSchema = z.object({
  imageUrl: z
    .string({ error: "imageUrl is required" })
    .trim()
    .min(1, "imageUrl is required")
    .max(2048, "imageUrl must be at most 2048 characters")
    .refine(isSiteOrHttpUrl, "imageUrl must be an http(s) URL or a path on this site"),
  mediaType: z.enum(DEFAULT_IMAGE_MEDIA_TYPES, { error: "mediaType must be image, gif or video" }).default("image"),
});
