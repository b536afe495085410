/**
 * The pool's wait is bounded: when every connection of an instance's pool is taken, a request waits at most
 * DATABASE_CONNECT_TIMEOUT_MS for one and then answers 503 with Retry-After (never a hang, never a 500), and the
 * instance serves again as soon as a connection is free. PostgreSQL only: the embedded database has no pool.
 */
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_RETRY_SECONDS } from "../../server/http/errors";
import { postgresUrl, scratchDatabase, startPgInstance, until, type PgInstance } from "../support/pg-instance";

const POOL_SIZE = 2;
const WAIT_MS = 500;
/** How long each of the blocking transactions holds its connection. */
const HOLD_SECONDS = 3;

describe.skipIf(!postgresUrl)("the pool's wait timeout (PostgreSQL only: set DATABASE_URL)", () => {
  let instance: PgInstance;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;

  beforeAll(async () => {
    scratch = await scratchDatabase();
    instance = await startPgInstance({
      databaseUrl: scratch.url,
      timeouts: { connectMs: WAIT_MS, statementMs: 10_000, queryMs: 11_000 },
      pool: { size: POOL_SIZE },
    });
  });
  afterAll(async () => {
    await instance?.close();
    await scratch?.drop();
  });

  const positions = () => request(instance.app).get("/api/positions");

  it("answers 503 with Retry-After within the wait when every connection is taken, then serves again", async () => {
    expect((await positions()).status).toBe(200);
    // Every connection of the pool held by a slow statement, as under a burst of slow requests.
    let holding = 0;
    const holders = Array.from({ length: POOL_SIZE }, () =>
      instance.database.db.transaction(async (tx) => {
        holding += 1;
        await tx.execute(sql`select pg_sleep(${HOLD_SECONDS})`);
      }),
    );
    await until(() => holding === POOL_SIZE);

    const started = performance.now();
    const refused = await positions();
    const waited = performance.now() - started;
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe(String(DATABASE_RETRY_SECONDS));
    expect(refused.body.error).toEqual(expect.any(String));
    // It gave up after its wait, long before the holders let go.
    expect(waited).toBeGreaterThanOrEqual(WAIT_MS - 50);
    expect(waited).toBeLessThan(HOLD_SECONDS * 1000 - 500);

    await Promise.all(holders);
    const [first, second] = await Promise.all([positions(), positions()]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
  });
});
