import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import type { Clock, RandomSource } from "./clock";
import { createHealthService } from "./health";

export interface ServiceDeps {
  database: Database;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  config: AppConfig;
}

/** Builds every domain service from its dependencies; routes receive the result through the load context. */
export function createServices(deps: ServiceDeps) {
  return {
    clock: deps.clock,
    health: createHealthService(deps.database),
    /** Work done once when a server process starts (seeding, first admin, listeners). */
    async startup(): Promise<void> {},
    /** Work done before the database closes (timers, listeners). */
    async shutdown(): Promise<void> {},
  };
}

export type Services = ReturnType<typeof createServices>;
