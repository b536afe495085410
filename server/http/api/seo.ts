import { Router, type Request } from "express";
import { sitePages } from "@domain/seo/site-pages";
import { invalidInput } from "../../base/errors";
import type { Services } from "../../services";
import { exportSchema } from "../../services/seo/records";
import { requireAdmin } from "../session";

/** The pages the health check visits: every public page of the registry, plus published posts when present. */
export async function healthCheckPaths(services: Services): Promise<string[]> {
  const paths = sitePages.map((page) => page.path);
  const blogs = (services as { blogs?: { sitemapEntries?: () => Promise<Array<{ path: string }>> } }).blogs;
  if (blogs?.sitemapEntries) paths.push(...(await blogs.sitemapEntries()).map((entry) => entry.path));
  return paths;
}

/** Fetches pages from this very server over loopback, as a visitor's browser would. */
export function selfFetcher(req: Request, userAgent: string) {
  const base = `http://127.0.0.1:${req.socket.localPort}`;
  const host = req.get("host") ?? `127.0.0.1:${req.socket.localPort}`;
  return async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      headers: { "User-Agent": userAgent, Accept: "text/html", Host: host },
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
    });
    const html = await response.text();
    return { status: response.status, html, ms: performance.now() - started };
  };
}

/** Admin JSON calls of the SEO admin: export/import, health check, analytics. */
export function seoRoutes(services: Services) {
  const router = Router();
  router.use(requireAdmin);

  router.get("/pages", async (req, res) => {
    res.json({
      pages: await services.seo.records.list({
        q: String(req.query.q ?? ""),
        category: String(req.query.category ?? ""),
      }),
    });
  });

  router.get("/export", async (_req, res) => {
    res.set("Content-Disposition", 'attachment; filename="entwine-seo.json"');
    res.json(await services.seo.records.exportAll());
  });

  router.post("/import", async (req, res) => {
    const parsed = exportSchema.safeParse(req.body);
    if (!parsed.success) throw invalidInput("Not an Entwine SEO export", parsed.error.flatten());
    res.json({ count: await services.seo.records.importAll(parsed.data) });
  });

  router.post("/reset", async (_req, res) => {
    res.json({ count: await services.seo.records.resetAll() });
  });

  router.post("/health-check", async (req, res) => {
    const settings = await services.seo.settings.get();
    const report = await services.seo.health.run(
      await healthCheckPaths(services),
      selfFetcher(req, settings.userAgent),
      {
        ownHost: req.get("host") ?? "",
        maxDepth: Math.min(settings.maxDepth, Number(req.query.depth ?? settings.maxDepth) || settings.maxDepth),
      },
    );
    res.json(report);
  });

  router.get("/health-check", async (_req, res) => {
    res.json((await services.seo.health.lastReport()) ?? { pages: [], totals: null, checkedAt: null });
  });

  router.get("/analytics", async (req, res) => {
    const days = Math.min(90, Math.max(1, Number(req.query.days ?? 30) || 30));
    await services.seo.analytics.flush();
    const [traffic, vitals] = await Promise.all([
      services.seo.analytics.trafficSummary(days),
      services.seo.analytics.vitalsSummary(),
    ]);
    res.json({ traffic, vitals, notConnected: ["keywords", "backlinks", "domainAuthority", "socialShares"] });
  });

  return router;
}
