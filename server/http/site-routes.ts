import { Router } from "express";
import type { Services } from "../services";
import { buildRobots, buildSitemap } from "../services/seo/site-files";

/** Server-generated files: health, robots and sitemap. */
export function siteRoutes(services: Services, originOf: (req: import("express").Request) => string) {
  const router = Router();

  router.get("/healthz", async (_req, res) => {
    const health = await services.health.check();
    res.set("Cache-Control", "no-store");
    res.status(health.ok ? 200 : 503).json(health);
  });

  router.get("/robots.txt", async (req, res) => {
    const settings = await services.seo.settings.get();
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=600")
      .send(buildRobots(originOf(req), { crawlDelay: settings.crawlDelay }));
  });

  router.get("/sitemap.xml", async (req, res) => {
    res
      .type("application/xml")
      .set("Cache-Control", "public, max-age=600")
      .send(
        buildSitemap(originOf(req), [
          ...services.positions.sitemapEntries(),
          ...(await services.blogs.sitemapEntries()),
        ]),
      );
  });

  return router;
}
