/**
 * The listening connection is cut (pg_terminate_backend, as an operator, a failover or a restart would): each
 * instance notices, logs it once, listens again within a bound, and then a move made on one instance crosses to a
 * phone on the other in under 100 ms again (not through the reconcile, set to a minute here); the instance forgets
 * its stored pages, since it cannot know which edits it missed. PostgreSQL only: PGlite has no connection to lose.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ServerMessage } from "../../domain/rooms/protocol";
import { LISTENER_APPLICATION_NAME } from "../../server/db/client";
import type { HtmlCache } from "../../server/http/html-cache";
import { runOnce } from "../support/postgres-admin";
import {
  listenerLog,
  postgresUrl,
  scratchDatabase,
  startPgInstance,
  until,
  type PgInstance,
} from "../support/pg-instance";
import { loadServerBuild, TEST_ORIGIN } from "../support/test-app";

const RECONNECT_BOUND_MS = 3000;

/** A raw WebSocket phone on one instance, as in rooms.test.ts. */
async function phone(host: string, room: string, secret: string) {
  const received: Array<{ message: ServerMessage; at: number }> = [];
  const ws = new WebSocket(`ws://${host}/api/rooms/socket`, { origin: TEST_ORIGIN });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  ws.on("message", (data) => received.push({ message: JSON.parse(data.toString()) as ServerMessage, at: Date.now() }));
  ws.send(JSON.stringify({ t: "hello", room, secret }));
  await until(() => received.some((entry) => entry.message.t === "state"));
  const stateAt = (seq: number) =>
    received.find((entry) => entry.message.t === "state" && entry.message.view.seq === seq)?.at;
  return { ws, received, stateAt };
}

describe.skipIf(!postgresUrl)("the listening connection cut (PostgreSQL only: set DATABASE_URL)", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let a: PgInstance;
  let b: PgInstance;
  const logs = { a: listenerLog(), b: listenerLog() };

  beforeAll(async () => {
    scratch = await scratchDatabase();
    const build = await loadServerBuild();
    const listener = { heartbeatMs: 500, heartbeatTimeoutMs: 500, firstBackoffMs: 300, maxBackoffMs: 1000 };
    // A reconcile a minute apart: a move that crosses in under 100 ms crossed through LISTEN/NOTIFY.
    const common = { databaseUrl: scratch.url, build, listener, roomReconcileMs: 60_000, spaceReconcileMs: 60_000 };
    [a, b] = await Promise.all([
      startPgInstance({ ...common, log: logs.a }),
      startPgInstance({ ...common, log: logs.b }),
    ]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  /** Cuts every listening connection on the test database (the pools' connections are left alone). */
  const cutListeners = () =>
    runOnce(
      postgresUrl!,
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = '${scratch.name}' and application_name = '${LISTENER_APPLICATION_NAME}'`,
    );

  /** The move a passion-dice room takes at `seq`: the host rolls and finishes, then the guest, and so on. */
  const moveAt = (seq: number) => ({
    seat: (Math.floor(seq / 2) % 2) as 0 | 1,
    move:
      seq % 2 === 0
        ? { game: "passion-dice", type: "roll" }
        : { game: "passion-dice", type: "finish", completed: true },
  });

  /** Makes the next move on B's service (as B's socket would) and measures until A's phone has it. */
  async function crossingMs(room: string, seq: number, onA: Awaited<ReturnType<typeof phone>>) {
    const { seat, move } = moveAt(seq);
    const started = Date.now();
    const outcome = await b.services.rooms.move(room, seat, seq, move, `move-${seq}`);
    if (outcome.kind !== "applied") throw new Error(`the move was ${outcome.kind}`);
    b.services.roomHub.changed(outcome.row);
    await until(() => onA.stateAt(seq + 1) !== undefined, 5000);
    return onA.stateAt(seq + 1)! - started;
  }

  it("listens again after pg_terminate_backend, moves cross in < 100 ms again, stored pages are forgotten", async () => {
    const host = await a.services.rooms.create("passion-dice", "198.51.100.7");
    await a.services.rooms.join(host.code, "198.51.100.8");
    // The host's phone on A; moves are made on B and must reach A through the database.
    const onA = await phone(a.host, host.room, host.secret);
    expect(await crossingMs(host.room, 0, onA)).toBeLessThan(100);

    // A stored page on A.
    const pageOnA = () => request(a.app).get("/faq").set("Host", new URL(TEST_ORIGIN).host).set("Accept", "text/html");
    await pageOnA();
    await pageOnA();
    const cache = a.app.locals.htmlCache as HtmlCache;
    expect(cache.stats().size).toBeGreaterThan(0);

    const cutAt = Date.now();
    await cutListeners();
    await until(() => logs.a.lines.length >= 2 && logs.b.lines.length >= 2, RECONNECT_BOUND_MS);
    expect(Date.now() - cutAt).toBeLessThan(RECONNECT_BOUND_MS);
    for (const log of [logs.a, logs.b]) expect(log.lines.map((line) => line.level)).toEqual(["warn", "info"]);
    expect(a.database.listenerState()).toBe("up");
    // A cannot know which edits it missed meanwhile: its stored pages are gone.
    expect(cache.stats().size).toBe(0);

    // And moves cross by LISTEN/NOTIFY again.
    expect(await crossingMs(host.room, 1, onA)).toBeLessThan(100);
    onA.ws.close();
  });

  it("a phone's room catches up at once after the listener is back (a move made while it was cut)", async () => {
    const host = await a.services.rooms.create("passion-dice", "198.51.100.9");
    await a.services.rooms.join(host.code, "198.51.100.10");
    const onA = await phone(a.host, host.room, host.secret);
    const before = logs.a.lines.length;
    // Cut the listeners and, while they are down (the first retry is 150-300 ms away), move on B: the notice is lost.
    await cutListeners();
    const moved = await b.services.rooms.move(host.room, 0, 0, moveAt(0).move, "x0");
    if (moved.kind !== "applied") throw new Error(`the move was ${moved.kind}`);
    b.services.roomHub.changed(moved.row);
    // The reconcile is a minute away: only the reconnect's own reconcile can bring it this soon.
    await until(() => onA.stateAt(1) !== undefined, RECONNECT_BOUND_MS);
    expect(logs.a.lines.length).toBeGreaterThan(before);
    onA.ws.close();
  });
});
