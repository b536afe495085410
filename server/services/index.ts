import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import type { Clock, RandomSource } from "./clock";
import { createAuthService } from "./auth";
import { createBlogService } from "./blogs";
import { createGamePositionsService } from "./game-positions";
import { createDashboardService } from "./dashboard";
import { createHealthService } from "./health";
import { createMediaService } from "./media";
import { mediaReferenceCheck } from "./media-references";
import { createPositionsService } from "./positions";
import { createRateLimitService } from "./rate-limits";
import { createSeoServices } from "./seo";
import { loadSiteSecret } from "./site-secret";

export interface ServiceDeps {
  database: Database;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  config: AppConfig;
  /** Minimum duration of a failed sign-in (tests shorten it). */
  loginFailureFloorMs?: number;
}

/** Builds every domain service from its dependencies; routes receive the result through the load context. */
export function createServices(deps: ServiceDeps) {
  const { database, clock } = deps;
  const db = database.db;
  let siteSecret = "";
  const startupTasks: Array<() => Promise<void>> = [];
  const shutdownTasks: Array<() => Promise<void>> = [];
  const rateLimits = createRateLimitService(db, clock, () => siteSecret);
  const auth = createAuthService({
    db,
    clock,
    logger: deps.logger,
    addressKey: (address) => rateLimits.clientKey(address),
    failureFloorMs: deps.loginFailureFloorMs,
  });
  const seo = createSeoServices(database, clock, { retentionDays: deps.config.ANALYTICS_RETENTION_DAYS });
  startupTasks.push(async () => {
    await seo.records.startup();
    await seo.analytics.prune();
    seo.analytics.start();
  });
  shutdownTasks.push(() => seo.analytics.stop());
  startupTasks.push(async () => {
    const { generatedPassword } = await auth.ensureAdmin(deps.config);
    if (generatedPassword) {
      // Shown once, at the first start; only its hash is stored. Change it with `npm run admin -- set-password`.
      deps.logger.warn(`No admin was configured: created user "admin" with password ${generatedPassword}`);
    }
  });
  const positions = createPositionsService(db, clock);
  if (deps.config.NODE_ENV === "development") {
    // The catalogue self-check of the specification (also a unit test): logged, never fatal.
    startupTasks.push(async () => {
      const check = positions.selfCheck();
      if (!check.ok) deps.logger.error({ error: check.error }, "positions catalogue self-check failed");
    });
  }

  // Scratch and journey positions: seeded from the catalogue on the first start; event streams end at shutdown.
  const gamePositions = createGamePositionsService({ database, clock, logger: deps.logger });
  startupTasks.push(() => gamePositions.startup());
  shutdownTasks.push(() => gamePositions.shutdown());

  // Blog posts, moderation and reactions; the three sample posts are seeded on the first start.
  const blogs = createBlogService({ database, clock, logger: deps.logger, rateLimits });
  startupTasks.push(() => blogs.startup());

  const media = createMediaService({ db, clock, logger: deps.logger, config: deps.config });
  media.registerReferenceCheck(mediaReferenceCheck(db));

  const services = {
    blogs,
    clock,
    random: deps.random,
    database,
    health: createHealthService(database),
    rateLimits,
    auth,
    seo,
    dashboard: createDashboardService(db),
    positions,
    /** Uploaded files and the media library (files under config.mediaDir). */
    media,
    gamePositions,
    /** Work done once when a server process starts (seeding, first admin, listeners). */
    async startup(): Promise<void> {
      siteSecret = await loadSiteSecret(db);
      for (const task of startupTasks) await task();
    },
    /** Work done before the database closes (timers, listeners). */
    async shutdown(): Promise<void> {
      for (const task of shutdownTasks) await task();
    },
  };
  return services;
}

export type Services = ReturnType<typeof createServices>;
