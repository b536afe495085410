// The frame the live-line benchmarks (rooms.ts, our-space.ts) share: a fresh data directory, the rooms or spaces
// opened in its database through the services before the server starts, then the production server on it, and the
// phones' sockets to it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import type { AppConfig } from "../server/base/config";
import { systemClock } from "../server/base/clock";
import { openDatabase, type Db } from "../server/db/client";
import { createRateLimitService, type RateLimitService } from "../server/services/rate-limits";
import { startServer } from "../tests/e2e/support/server";

export interface LineBenchOptions<T> {
  /** Names the data directory (entwine-bench-<name>-…). */
  name: string;
  /** Opens the benchmark's rooms or spaces through their service, before the server starts. */
  open: (db: Db, rateLimits: RateLimitService) => Promise<T>;
  /** The setting that caps one address's connections, and the socket's path. */
  perAddressSetting: Extract<keyof AppConfig, `${string}_CONNECTIONS_PER_ADDRESS`>;
  socketPath: string;
  /** How many phones will connect. */
  phones: number;
}

/**
 * Opens what the benchmark needs, then starts the production server (warnings only) on it. Every phone of the
 * benchmark connects from this one machine: the per-address limit is lifted past them, or it would refuse most.
 */
export async function startLineBench<T>(options: LineBenchOptions<T>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `entwine-bench-${options.name}-`));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
  await database.migrate();
  const opened = await options.open(
    database.db,
    createRateLimitService(database.db, systemClock, () => "bench"),
  );
  await database.close();
  const server = await startServer(
    { LOG_LEVEL: "warn", [options.perAddressSetting]: String(options.phones + 10) },
    dataDir,
  );
  return {
    opened,
    server,
    pid: server.process.pid!,
    socketUrl: `${server.url.replace("http", "ws")}${options.socketPath}`,
    /** Stops the server and removes its data directory. */
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A phone's socket to `url` from the site's page at `origin`, once it is open. */
export async function openPhoneSocket(url: string, origin: string): Promise<WebSocket> {
  const ws = new WebSocket(url, { origin, perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  return ws;
}
