import path from "node:path";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { loadConfig, startupWarnings, type AppConfig } from "./base/config";
import { openDatabase, type Database, type DatabaseTimeouts } from "./db/client";
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

/** The configured bounds on waits for PostgreSQL; the answer's bound is the statement's plus a second unless set. */
export function databaseTimeouts(
  config: Pick<
    AppConfig,
    "DATABASE_CONNECT_TIMEOUT_MS" | "DATABASE_STATEMENT_TIMEOUT_MS" | "DATABASE_QUERY_TIMEOUT_MS"
  >,
): DatabaseTimeouts {
  return {
    connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    queryMs: config.DATABASE_QUERY_TIMEOUT_MS ?? config.DATABASE_STATEMENT_TIMEOUT_MS + 1000,
  };
}

/** Opens the database, applies migrations and builds the services: everything a server process needs. */
export async function startRuntime(env: Record<string, string | undefined> = process.env): Promise<Runtime> {
  const config = loadConfig(env);
  const logger = createLogger(config);
  for (const warning of startupWarnings(config)) logger.warn(warning);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, "pglite"),
    timeouts: databaseTimeouts(config),
    log: logger,
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
