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
import { createBreaker, FAILING_FAST, type Breaker } from "./breaker";
import { createListener, type ListenerLog, type ListenerOptions, type ListenerState } from "./listener";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(projectRoot, "server/db/migrations");

type NotificationHandler = (payload: string) => void;

/** How long the health check's probe may take before the database counts as unreachable. */
export const PING_TIMEOUT_MS = 800;

/** The one owner of the database connection: queries, migrations, notifications and shutdown. */
export interface Database {
  readonly kind: "pglite" | "postgres";
  readonly db: Db;
  migrate(): Promise<void>;
  /** Whether a trivial query answers within `timeoutMs` (never longer, whatever state the server is in). */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Broadcast to every server instance on this database (LISTEN/NOTIFY). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `handler` with each notification on `channel`, across reconnects of the listening connection; `resumed`
   * after each reconnect, since notices sent while it was down are lost (never on an embedded database).
   */
  listen(channel: string, handler: NotificationHandler, resumed?: () => void): Promise<void>;
  /** Stops calling `handler` for `channel`; the channel is UNLISTENed once it has no handler left. */
  unlisten(channel: string, handler: NotificationHandler): Promise<void>;
  /** Calls `resumed` after each reconnect of the listening connection (never on an embedded database). */
  onListenerResumed(resumed: () => void): void;
  /** Notifications the listening connection received so far, its heartbeats aside (0 on an embedded database). */
  noticesReceived(): number;
  /** The listening connection's state (an embedded database's is always up). */
  listenerState(): ListenerState;
  /**
   * PostgreSQL only: the server's max_connections and superuser_reserved_connections, to check the connection
   * budget against at start (connection-budget.ts); null on the embedded database, which has no connections.
   */
  connectionLimits(): Promise<ServerConnectionLimits | null>;
  /** Runs fn while holding a database-wide lock, so instances starting together seed one after the other. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Bounds on every wait for PostgreSQL, so a hung or refused server answers fast instead of holding requests. */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** The server cancels a statement running longer (statement_timeout). */
  statementMs: number;
  /** The client gives up on an answer that does not arrive (a frozen server never cancels anything itself). */
  queryMs: number;
}

/** The listening connection's application_name in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = "entwine-listener";

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 2000, statementMs: 5000, queryMs: 6000 };

/** How many connections one instance's pool holds for requests, and how long idle ones are kept. */
export interface PoolBudget {
  /** Connections for requests (the listener and the maintenance connection are apart from these). */
  size: number;
  /** A connection unused this long is closed. */
  idleMs: number;
  /** The server ends a session idle inside a transaction this long (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}

export const DEFAULT_POOL_BUDGET: PoolBudget = { size: 10, idleMs: 30_000, idleInTransactionMs: 10_000 };

export interface ServerConnectionLimits {
  maxConnections: number;
  superuserReserved: number;
}

/**
 * The words of a request that waited its whole bound for one of the pool's connections while every one was in use:
 * the database is answering, this instance is busy (errors.ts answers 503; the breaker is not tripped).
 */
export const POOL_BUSY = "all database connections of this instance are busy";

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PostgreSQL only: the pool's bounds (DEFAULT_DATABASE_TIMEOUTS for what is not given). */
  timeouts?: Partial<DatabaseTimeouts>;
  /** PostgreSQL only: the pool's size and idle bounds (DEFAULT_POOL_BUDGET for what is not given). */
  pool?: Partial<PoolBudget>;
  /**
   * PostgreSQL only: PostgreSQL itself when databaseUrl names a pooler in transaction mode; the listener,
   * migrations and the startup lock need sessions of their own and connect here.
   */
  directUrl?: string;
  /** PostgreSQL only: where the listener logs a drop and its recovery. */
  log?: ListenerLog;
  /** PostgreSQL only: the listener's heartbeat and backoff (tests shorten them). */
  listener?: Pick<ListenerOptions, "heartbeatMs" | "heartbeatTimeoutMs" | "firstBackoffMs" | "maxBackoffMs">;
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
function pingAndNotify(
  query: RunQuery,
  probe: (timeoutMs: number) => Promise<unknown> = () => query("select 1"),
): Pick<Database, "ping" | "notify"> {
  return {
    async ping(timeoutMs = PING_TIMEOUT_MS) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([probe(timeoutMs).then(() => true), late]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await query("select pg_notify($1, $2)", [channel, payload]);
    },
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
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
      // One process owns the embedded database and its notifications: there is no connection to lose.
      assertChannel(channel);
      await client.listen(channel, handler);
    },
    async unlisten(channel, handler) {
      assertChannel(channel);
      await client.unlisten(channel, handler);
    },
    onListenerResumed() {
      // Nothing to resume: the embedded database's notifications never travel over a connection.
    },
    noticesReceived: () => 0,
    listenerState: () => (closed ? "closed" : "up"),
    connectionLimits: async () => null,
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

const clientQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * The pool's connections: each reports how its queries end to the breaker, and gives itself up once an answer timed
 * out (the server may be frozen or gone, and a connection still waiting for that answer would hold every later
 * query behind it). A connection that is ending is never handed out again, so requests recover on fresh
 * connections when the server is back.
 */
function poolClientClass(breaker: Breaker): typeof pg.Client {
  class PoolClient extends pg.Client {}
  const settled = (client: pg.Client) => (error: unknown) => {
    if (!error) return breaker.succeeded();
    breaker.failed(error);
    if (error instanceof Error && /query read timeout/i.test(error.message)) client.end().catch(() => undefined);
  };
  (PoolClient.prototype as unknown as { query: typeof clientQuery }).query = function (this: pg.Client, ...args) {
    const last = args.at(-1);
    if (typeof last === "function") {
      const report = settled(this);
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        report(error);
        return (last as (...values: unknown[]) => unknown)(error, ...rest);
      };
      return clientQuery.apply(this, args);
    }
    const result = clientQuery.apply(this, args);
    if (result instanceof Promise) result.then(() => settled(this)(undefined), settled(this));
    return result;
  };
  return PoolClient;
}

/**
 * Hands out the pool's connections through the breaker: while the database is away a request fails at once
 * instead of waiting out a bound per query. `past` (the health check) always goes through.
 */
function guardConnect(pool: pg.Pool, breaker: Breaker, size: number) {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  let probing = false;
  /**
   * A wait that timed out while every connection was taken says this instance is busy, not that the database is
   * away: it is reported as such, and the breaker (which would fail every other request for a second) is left alone.
   */
  const outcome = (queued: boolean, error: unknown): unknown => {
    if (queued && error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message)) {
      return new Error(`${POOL_BUSY} (${size} in use)`);
    }
    breaker.failed(error);
    return error;
  };
  const guarded = (callback?: (...args: unknown[]) => void) => {
    if (!probing && !breaker.allow()) {
      const refused = new Error(FAILING_FAST);
      if (callback) return void process.nextTick(callback, refused);
      return Promise.reject(refused);
    }
    const queued = pool.totalCount >= size && pool.idleCount === 0;
    if (!callback) {
      return (connect() as Promise<pg.PoolClient>).catch((error: unknown) => {
        throw outcome(queued, error);
      });
    }
    return connect((error: unknown, ...rest: unknown[]) => {
      callback(error ? outcome(queued, error) : error, ...rest);
    });
  };
  (pool as unknown as { connect: typeof guarded }).connect = guarded;
  return {
    /** Runs fn past the breaker (synchronously started: the pool takes its connection before fn returns). */
    past<T>(fn: () => Promise<T>): Promise<T> {
      probing = true;
      try {
        return fn();
      } finally {
        probing = false;
      }
    },
  };
}

async function openPostgres(connectionString: string, options: OpenDatabaseOptions): Promise<Database> {
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
  const budget = { ...DEFAULT_POOL_BUDGET, ...options.pool };
  // Sessions of their own (LISTEN, advisory locks) go to PostgreSQL itself when the pool goes through a pooler.
  const directUrl = options.directUrl ?? connectionString;
  const breaker = createBreaker();
  const pool = new pg.Pool({
    connectionString,
    max: budget.size,
    idleTimeoutMillis: budget.idleMs,
    Client: poolClientClass(breaker),
    // The bound on opening a connection and on waiting for a free one: past it a request answers 503.
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: budget.idleInTransactionMs,
    query_timeout: timeouts.queryMs,
    keepAlive: true,
  });
  // An idle connection the server ends (restart, failover, a dropped test database) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", () => undefined);
  const gate = guardConnect(pool, breaker, budget.size);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  let closed = false;

  /**
   * A connection outside the pool for migrations and the startup lock: waiting for another instance's lock, or a
   * migration rebuilding a large table, may rightly take longer than any request's statement.
   */
  async function withMaintenanceClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({
      connectionString: directUrl,
      connectionTimeoutMillis: timeouts.connectMs,
      keepAlive: true,
    });
    client.on("error", () => undefined);
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  const listener = createListener({
    ...options.listener,
    log: options.log,
    async connect(events) {
      const client = new pg.Client({
        connectionString: directUrl,
        // Named, so an operator can find it in pg_stat_activity (and the tests can cut it).
        application_name: LISTENER_APPLICATION_NAME,
        connectionTimeoutMillis: timeouts.connectMs,
        query_timeout: timeouts.queryMs,
        keepAlive: true,
      });
      client.on("error", (error) => events.lost(error));
      client.on("end", () => events.lost(new Error("the listening connection ended")));
      client.on("notification", (message) => events.notification(message.channel, message.payload ?? ""));
      try {
        await client.connect();
      } catch (error) {
        client.end().catch(() => undefined);
        throw error;
      }
      return {
        query: (text, params) => client.query(text, params),
        close: () => void client.end().catch(() => undefined),
      };
    },
  });

  return {
    kind: "postgres",
    db,
    async migrate() {
      await withMaintenanceClient(async (client) => {
        // An advisory lock keeps two instances starting together from migrating at once.
        await client.query("select pg_advisory_lock(727274)");
        try {
          await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock(727274)").catch(() => undefined);
        }
      });
    },
    ...pingAndNotify(
      (text, params) => pool.query(text, params),
      // node-postgres takes a per-query read timeout that its types do not declare.
      // The health check always asks the database itself, so it also finds out first when it is back.
      (timeoutMs) => gate.past(() => pool.query({ text: "select 1", query_timeout: timeoutMs } as pg.QueryConfig)),
    ),
    async listen(channel, handler, resumed) {
      assertChannel(channel);
      await listener.listen(channel, handler, resumed);
    },
    async unlisten(channel, handler) {
      assertChannel(channel);
      await listener.unlisten(channel, handler);
    },
    onListenerResumed: (resumed) => listener.onResumed(resumed),
    noticesReceived: () => listener.received(),
    listenerState: () => listener.state(),
    async connectionLimits() {
      const { rows } = await pool.query<{ name: string; setting: string }>(
        "select name, setting from pg_settings where name in ('max_connections', 'superuser_reserved_connections')",
      );
      const setting = (name: string) => Number(rows.find((row) => row.name === name)?.setting ?? 0);
      return {
        maxConnections: setting("max_connections"),
        superuserReserved: setting("superuser_reserved_connections"),
      };
    },
    async withStartupLock(fn) {
      return withMaintenanceClient(async (client) => {
        await client.query("select pg_advisory_lock(727275)");
        try {
          return await fn();
        } finally {
          await client.query("select pg_advisory_unlock(727275)").catch(() => undefined);
        }
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}
