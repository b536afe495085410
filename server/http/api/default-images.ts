import type { DefaultImagesAnswer } from "@domain/position-games/api";
import { Router } from "express";
import type { Services } from "../../services";
import { requireAdmin } from "../session";

/**
 * Default images, mounted at /api/default-images.
 *
 *   GET    /             { images: [{ category, imageUrl, mediaType }] }   public
 *   PUT    /:category    { imageUrl, mediaType? } → { image }              admin
 *   DELETE /:category    → 204                                             admin
 */
export function defaultImagesRoutes(services: Services) {
  const router = Router();

  router.get("/", async (_req, res) => {
    res
      .set("Cache-Control", "no-cache")
      .json({ images: await services.defaultImages.list() } satisfies DefaultImagesAnswer);
  });

  router.put("/:category", requireAdmin, async (req, res) => {
    res.json({ image: await services.defaultImages.set(String(req.params.category), req.body) });
  });

  router.delete("/:category", requireAdmin, async (req, res) => {
    await services.defaultImages.clear(String(req.params.category));
    res.status(204).end();
  });

  return router;
}
