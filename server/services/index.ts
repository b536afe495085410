import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import type { Clock, RandomSource } from "./clock";
import { createHealthService } from "./health";
import { createRateLimitService } from "./rate-limits";
import { loadSiteSecret } from "./site-secret";

export interface ServiceDeps {
  database: Database;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  config: AppConfig;
}

/** Builds every domain service from its dependencies; routes receive the result through the load context. */
export function createServices(deps: ServiceDeps) {
  const { database, clock } = deps;
  const db = database.db;
  let siteSecret = "";
  const startupTasks: Array<() => Promise<void>> = [];
  const shutdownTasks: Array<() => Promise<void>> = [];

  const services = {
    clock,
    random: deps.random,
    database,
    health: createHealthService(database),
    rateLimits: createRateLimitService(db, clock, () => siteSecret),
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
