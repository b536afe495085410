import path from "node:path";
import v8 from "node:v8";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { ConfigError, loadConfig, startupWarnings, type AppConfig } from "./base/config";
import { openDatabase, type Database, type DatabaseTimeouts, type PoolBudget } from "./db/client";
import { connectionBudgetProblem } from "./db/connection-budget";
import { createLogger, type Logger } from "./base/logger";
import { createServices, type Services } from "./services";
import { systemClock } from "./base/clock";
import { createConfiguredStorage } from "./services/media/configured-storage";
import { memoryBudgetProblem } from "./services/memory-budget";

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

/** The configured size and idle bounds of the pool. */
export function poolBudget(
  config: Pick<
    AppConfig,
    "DATABASE_POOL_SIZE" | "DATABASE_IDLE_TIMEOUT_MS" | "DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS"
  >,
): PoolBudget {
  return {
    size: config.DATABASE_POOL_SIZE,
    idleMs: config.DATABASE_IDLE_TIMEOUT_MS,
    idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/**
 * Refuses to start when the configured instances and pools cannot all connect to the PostgreSQL server: better a
 * clear message at start than 503s under load once the last instances find no free connection.
 */
export async function checkConnectionBudget(config: AppConfig, database: Database): Promise<void> {
  const limits = await database.connectionLimits();
  if (!limits) return;
  const problem = connectionBudgetProblem(
    {
      instances: config.DATABASE_INSTANCES,
      poolSize: config.DATABASE_POOL_SIZE,
      reserved: config.DATABASE_RESERVED_CONNECTIONS,
      pooled: config.DATABASE_DIRECT_URL !== undefined,
    },
    limits,
  );
  if (problem) throw new ConfigError([`DATABASE_POOL_SIZE: ${problem}`]);
}

/** Opens the database, applies migrations and builds the services: everything a server process needs. */
export async function startRuntime(env: Record<string, string | undefined> = process.env): Promise<Runtime> {
  const config = loadConfig(env);
  // Caps the heap cannot hold would end in a crash under load: refused at start instead.
  const heapProblem = memoryBudgetProblem(v8.getHeapStatistics().heap_size_limit);
  if (heapProblem) throw new ConfigError([`heap: ${heapProblem}`]);
  const logger = createLogger(config);
  for (const warning of startupWarnings(config)) logger.warn(warning);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, "pglite"),
    directUrl: config.DATABASE_DIRECT_URL,
    timeouts: databaseTimeouts(config),
    pool: poolBudget(config),
    log: logger,
  });
  try {
    await checkConnectionBudget(config, database);
  } catch (error) {
    await database.close();
    throw error;
  }
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
