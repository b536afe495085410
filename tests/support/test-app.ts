import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { createApp, type CreateAppOptions } from "../../server/app";
import { loadConfig, type AppConfig } from "../../server/base/config";
import { createConfiguredStorage } from "../../server/services/media/configured-storage";
import type { Database } from "../../server/db/client";
import { createServices, type Services } from "../../server/services";
import { fixedClock } from "../../server/base/clock";
import { seeded } from "./seeded-random";
import { createTestDatabase } from "./test-database";

export const TEST_ORIGIN = "http://entwine.test";
export const TEST_ADMIN = { username: "owner", password: "correct horse battery staple" } as const;

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: Database;
  services: Services;
  clock: ReturnType<typeof fixedClock>;
  config: AppConfig;
  close(): Promise<void>;
}

/** A deterministic random source (mulberry32) so tests never depend on chance. */
export function seededRandom(seed = 42): () => number {
  return seeded(seed);
}

/** The Express app on a fresh database with a fixed clock; pass the server build to test pages too. */
export async function createTestContext(
  options: {
    build?: ServerBuild;
    env?: Record<string, string>;
    now?: string;
    loginFailureFloorMs?: number;
    htmlCache?: boolean;
    htmlCacheTiming?: CreateAppOptions["htmlCacheTiming"];
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_ORIGIN: TEST_ORIGIN,
    DATA_DIR: `/tmp/entwine-test-${process.pid}`,
    LOG_LEVEL: "silent",
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // Stories' proof-of-work has its own tests (tests/integration/proof-of-work.test.ts); elsewhere it is free.
    STORIES_FREE_OF_WORK_PER_HOUR: "100000",
    ...options.env,
  });
  const logger = pino({ level: "silent" });
  const clock = fixedClock(options.now ?? "2026-06-15T12:00:00.000Z");
  const services = createServices({
    database,
    clock,
    random: seededRandom(),
    logger,
    config,
    loginFailureFloorMs: options.loginFailureFloorMs ?? 0,
    mediaStorage: await createConfiguredStorage(config),
  });
  await services.startup();
  const app = createApp({
    config,
    logger,
    services,
    build: options.build,
    htmlCache: options.htmlCache,
    htmlCacheTiming: options.htmlCacheTiming,
  });
  return {
    app,
    database,
    services,
    clock,
    config,
    async close() {
      await services.shutdown();
      await database.close();
    },
  };
}

/** The production server build, for tests of server-rendered pages (npm test builds before it runs). */
export async function loadServerBuild(): Promise<ServerBuild> {
  const { pathToFileURL } = await import("node:url");
  const { resolve } = await import("node:path");
  const file = resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "server/index.js");
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as ServerBuild;
}

/** Signs in through the JSON API and returns the session cookie to send with admin calls. */
export async function signInAsAdmin(ctx: TestContext): Promise<string> {
  const { default: request } = await import("supertest");
  const response = await request(ctx.app)
    .post("/api/auth/login")
    .set("Origin", TEST_ORIGIN)
    .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  const cookie = String(response.headers["set-cookie"]?.[0] ?? "").split(";")[0];
  return cookie;
}
