import express, { Router } from "express";
import { isbot } from "isbot";
import type { Services } from "../../services";
import { deviceClass, vitalsBeaconSchema } from "../../services/seo/analytics";
import { jsonBodyGuard } from "../input-guard";
import { rateLimit } from "../rate-limit";

/** POST /api/vitals: Core Web Vitals beacons from visitors' browsers (sendBeacon sends text/plain). */
export function vitalsRoutes(services: Services) {
  const router = Router();
  router.post(
    "/",
    express.json({ limit: "4kb", type: ["application/json", "text/plain"] }),
    jsonBodyGuard,
    rateLimit(services.rateLimits, { bucket: "vitals", limit: 60, windowMs: 10 * 60_000 }),
    async (req, res) => {
      const parsed = vitalsBeaconSchema.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).json({ error: "Invalid vitals report", details: parsed.error.flatten().fieldErrors });
        return;
      }
      const userAgent = req.get("user-agent") ?? "";
      if (userAgent && isbot(userAgent)) {
        res.status(204).end();
        return;
      }
      await services.seo.analytics.recordVitals(parsed.data, deviceClass(userAgent));
      res.status(204).end();
    },
  );
  return router;
}
