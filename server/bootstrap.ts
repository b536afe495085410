import path from "node:path";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { loadConfig, startupWarnings, type AppConfig } from "./base/config";
import { openDatabase, type Database } from "./db/client";
import { createLogger, type Logger } from "./base/logger";
import { createServices, type Services } from "./services";
import { systemClock } from "./base/clock";
import { createConfiguredStorage } from "./services/media/configured-storage";

export interface Runtime {
  config: AppConfig;
  logger: Logger;
  database: Database;
  services: Services;
}

/** Opens the database, applies migrations and builds the services: everything a server process needs. */
export async function startRuntime(env: Record<string, string | undefined> = process.env): Promise<Runtime> {
  const config = loadConfig(env);
  const logger = createLogger(config);
  for (const warning of startupWarnings(config)) logger.warn(warning);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  await database.migrate();
  const mediaStorage = await createConfiguredStorage(config);
  const services = createServices({ database, clock: systemClock, random: Math.random, logger, config, mediaStorage });
  await database.withStartupLock(() => services.startup());
  logger.info({ database: database.kind }, "database ready");
  return { config, logger, database, services };
}

export function createServerApp(
  runtime: Runtime,
  build: ServerBuild | (() => Promise<ServerBuild>),
  clientDir?: string,
) {
  return createApp({ config: runtime.config, logger: runtime.logger, services: runtime.services, build, clientDir });
}
