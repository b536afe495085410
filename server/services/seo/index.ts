import type { Database } from "../../db/client";
import type { Clock } from "../../base/clock";
import { createAnalyticsService } from "./analytics";
import { createHealthCheckService, createSeoSettingsService } from "./health-check";
import { createSeoRecordsService } from "./records";

export function createSeoServices(database: Database, clock: Clock, options: { retentionDays: number }) {
  return {
    records: createSeoRecordsService(database, clock),
    analytics: createAnalyticsService(database, clock, { retentionDays: options.retentionDays }),
    health: createHealthCheckService(database.db, clock),
    settings: createSeoSettingsService(database.db, clock),
  };
}

export type SeoServices = ReturnType<typeof createSeoServices>;
