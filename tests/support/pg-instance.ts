/**
 * Server instances on a PostgreSQL database of their own, for the fault tests (database-faults, fan-out-reconnect):
 * a throwaway database made from the migrated template, and instances that each open it as a real server does
 * (its own pool and listener, their timeouts and heartbeat shortened), with the rooms' WebSocket on a real port.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { inject } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/base/config";
import { systemClock } from "../../server/base/clock";
import { openDatabase, type Database, type OpenDatabaseOptions } from "../../server/db/client";
import type { ListenerLog } from "../../server/db/listener";
import { attachRoomSockets } from "../../server/http/room-socket";
import { createServices, type Services } from "../../server/services";
import { runOnce } from "./postgres-admin";
import { TEST_ADMIN, TEST_ORIGIN } from "./test-app";

/** The PostgreSQL server the suite runs against, when there is one. */
export const postgresUrl = process.env.DATABASE_URL;

/** A database cloned from the suite's migrated template; `drop()` removes it (whoever is still connected). */
export async function scratchDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `entwine_faults_${crypto.randomBytes(6).toString("hex")}`;
  await runOnce(postgresUrl!, `create database ${name} template ${inject("postgresTemplate")}`);
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => runOnce(postgresUrl!, `drop database if exists ${name} with (force)`),
  };
}

/** A log that keeps the listener's lines, to count drops and recoveries. */
export function listenerLog(): ListenerLog & { lines: Array<{ level: string; message: string }> } {
  const lines: Array<{ level: string; message: string }> = [];
  return {
    lines,
    warn: (_details, message) => lines.push({ level: "warn", message }),
    info: (_details, message) => lines.push({ level: "info", message }),
  };
}

export interface PgInstance {
  database: Database;
  services: Services;
  app: ReturnType<typeof createApp>;
  host: string;
  close(): Promise<void>;
}

export async function startPgInstance(options: {
  databaseUrl: string;
  build?: ServerBuild;
  timeouts?: OpenDatabaseOptions["timeouts"];
  pool?: OpenDatabaseOptions["pool"];
  listener?: OpenDatabaseOptions["listener"];
  log?: ListenerLog;
  roomReconcileMs?: number;
  spaceReconcileMs?: number;
}): Promise<PgInstance> {
  const logger = pino({ level: "silent" });
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_ORIGIN: TEST_ORIGIN,
    DATABASE_URL: options.databaseUrl,
    SITE_SECRET: "fault-test-secret-0123456789-abcdefghijkl",
    DATA_DIR: `/tmp/entwine-faults-${process.pid}`,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: "silent",
    ROOM_OPENS_PER_HOUR: "10000",
    ROOM_JOINS_PER_10_MIN: "10000",
    ROOM_OPENS_FREE_PER_HOUR: "10000",
    ROOM_JOINS_FREE_PER_10_MIN: "10000",
  });
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    timeouts: options.timeouts,
    pool: options.pool,
    listener: options.listener,
    log: options.log,
  });
  const services = createServices({
    database,
    clock: systemClock,
    random: Math.random,
    logger,
    config,
    roomReconcileMs: options.roomReconcileMs,
    spaceReconcileMs: options.spaceReconcileMs,
  });
  await database.withStartupLock(() => services.startup());
  const app = createApp({ config, logger, services, build: options.build, htmlCache: Boolean(options.build) });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const sockets = attachRoomSockets(server, { services, logger, publicOrigin: TEST_ORIGIN });
  return {
    database,
    services,
    app,
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      sockets.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await services.shutdown().catch(() => undefined);
      await database.close().catch(() => undefined);
    },
  };
}

/** Waits until `predicate` holds, checking every 10 ms; fails after `timeoutMs`. */
export async function until(predicate: () => boolean | Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
