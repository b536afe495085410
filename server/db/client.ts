import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { projectRoot } from "../base/paths";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(projectRoot, "server/db/migrations");

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

/** A plain SQL query with its parameters, as PGlite and the node-postgres pool each run one. */
type RunQuery = (text: string, params?: unknown[]) => Promise<unknown>;

/** The liveness probe and NOTIFY, the same on both databases. */
function pingAndNotify(query: RunQuery): Pick<Database, "ping" | "notify"> {
  return {
    async ping() {
      try {
        await query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await query("select pg_notify($1, $2)", [channel, payload]);
    },
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  let client = options.pglite;
  if (!client) {
    if (!options.pgliteDir) throw new Error("openDatabase needs databaseUrl, pgliteDir or pglite");
    fs.mkdirSync(options.pgliteDir, { recursive: true });
    if (!fs.existsSync(path.join(options.pgliteDir, "PG_VERSION"))) await initialisePgliteDir(options.pgliteDir);
    // Not a React hook, whatever its name says: it picks the WebAssembly compiler before PGlite starts.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useBaselineWasmCompiler();
    client = await PGlite.create(options.pgliteDir, { startParams: pgliteStartParams });
  }
  return wrapPglite(client);
}

/**
 * The embedded server is one process with one connection, and a site of a few hundred posts fits a 16 MB buffer
 * pool whole; Postgres' default of 128 MB would mostly add resident memory. A much larger blog pays in search time
 * (10,000 posts: worst public median 36.5 ms instead of 22.5 ms; docs/decisions/003) and should use PostgreSQL.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

let baselineCompilerSelected = false;
/**
 * PGlite is Postgres compiled to WebAssembly. By default V8 compiles it twice, with its baseline compiler (Liftoff)
 * and again, for hot functions, with its optimising one, and keeps both: about 70 MB of the process's memory, and
 * more as a long-running server tiers up more functions. Baseline code alone makes heavy full-text searches 25-40%
 * slower (docs/decisions/003) and keeps the server inside its memory budget, so the optimising tier is switched
 * off before the module is compiled. The flag is process-wide; PGlite is the only WebAssembly the server runs.
 */
function useBaselineWasmCompiler() {
  if (baselineCompilerSelected) return;
  baselineCompilerSelected = true;
  v8.setFlagsFromString("--liftoff-only");
}

/**
 * Creates a new embedded database in a short-lived child process. initdb's WebAssembly heap (about 750 MB, measured) is
 * not given back to the OS after it finishes, so running it inside the server would keep that memory for the server's
 * whole life; in a child it is released when the child exits.
 */
async function initialisePgliteDir(dir: string): Promise<void> {
  const script =
    'import { PGlite } from "@electric-sql/pglite"; const db = await PGlite.create(process.argv[1]); await db.close();';
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script, dir], {
      cwd: projectRoot,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the embedded database in ${dir} failed:\n${errors}`)),
    );
  });
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
    ...pingAndNotify((text, params) => client.query(text, params)),
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
    ...pingAndNotify((text, params) => pool.query(text, params)),
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
