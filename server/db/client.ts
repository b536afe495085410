import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "migrations");

type NotificationHandler = (payload: string) => void;

/** The one owner of the database connection: queries, migrations, notifications and shutdown. */
export interface Database {
  readonly kind: "pglite" | "postgres";
  readonly db: Db;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /** Broadcast to every server instance on this database (LISTEN/NOTIFY). */
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, handler: NotificationHandler): Promise<void>;
  /** Runs fn while holding a database-wide lock, so instances starting together seed one after the other. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database (PGlite). Ignored when databaseUrl is set. */
  pgliteDir?: string;
  /** An existing PGlite instance, e.g. a clone made by the tests. */
  pglite?: PGlite;
}

const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;
function assertChannel(channel: string) {
  if (!channelPattern.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  let client = options.pglite;
  if (!client) {
    if (!options.pgliteDir) throw new Error("openDatabase needs databaseUrl, pgliteDir or pglite");
    fs.mkdirSync(options.pgliteDir, { recursive: true });
    client = await PGlite.create(options.pgliteDir);
  }
  return wrapPglite(client);
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    kind: "pglite",
    db,
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async ping() {
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async listen(channel, handler) {
      assertChannel(channel);
      await client.listen(channel, handler);
    },
    withStartupLock(fn) {
      return fn();
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (restart, failover, a dropped test database) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  let listener: pg.Client | undefined;
  const handlers = new Map<string, NotificationHandler[]>();
  let closed = false;

  async function ensureListener(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString });
    client.on("error", () => {
      if (listener === client) listener = undefined;
    });
    await client.connect();
    client.on("notification", (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
    });
    listener = client;
    return client;
  }

  return {
    kind: "postgres",
    db,
    async migrate() {
      // An advisory lock keeps two instances starting together from migrating at once.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(727274)");
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock(727274)").catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async listen(channel, handler) {
      assertChannel(channel);
      const client = await ensureListener();
      const existing = handlers.get(channel);
      if (existing) existing.push(handler);
      else {
        handlers.set(channel, [handler]);
        await client.query(`listen ${channel}`);
      }
    },
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(727275)");
        return await fn();
      } finally {
        await client.query("select pg_advisory_unlock(727275)").catch(() => undefined);
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
