/**
 * A database that hangs (a proxy that stops forwarding, as PostgreSQL stopped with SIGSTOP) or refuses (the proxy
 * closed, as PostgreSQL down): every route that needs it answers 503 with Retry-After within its bounds (never a
 * 500, never a hang), /healthz within a second, and everything recovers by itself once the database answers again.
 * A signed-in admin's page gets the site's 503 page as a visitor's does, and a room's move on an open socket is
 * answered "try again" on that socket, which stays open.
 * PostgreSQL only: PGlite runs in-process and cannot hang or refuse this way.
 */
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ServerMessage } from "../../domain/rooms/protocol";
import { DATABASE_RETRY_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from "../../server/http/errors";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { postgresUrl, scratchDatabase, startPgInstance, until, type PgInstance } from "../support/pg-instance";
import { loadServerBuild, TEST_ADMIN, TEST_ORIGIN } from "../support/test-app";

/** Short bounds, so each fault is seen in a second or two: connect 400 ms, statement 800 ms, answer 1.2 s. */
const timeouts = { connectMs: 400, statementMs: 800, queryMs: 1200 };
/** The longest a request may wait: a free connection, then an answer (plus the test's own slack). */
const requestBoundMs = timeouts.connectMs + timeouts.queryMs + 800;

describe.skipIf(!postgresUrl)("a database that hangs or refuses (PostgreSQL only: set DATABASE_URL)", () => {
  let proxy: TcpProxy;
  let instance: PgInstance;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let adminCookie: string;
  const host = new URL(TEST_ORIGIN).host;

  beforeAll(async () => {
    scratch = await scratchDatabase();
    const target = new URL(scratch.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    instance = await startPgInstance({
      databaseUrl: proxy.url(scratch.url),
      build: await loadServerBuild(),
      timeouts,
      listener: { heartbeatMs: 300, heartbeatTimeoutMs: 400, firstBackoffMs: 50, maxBackoffMs: 300 },
    });
    const login = await request(instance.app).post("/api/auth/login").set("Origin", TEST_ORIGIN).send(TEST_ADMIN);
    adminCookie = String(login.headers["set-cookie"]![0]).split(";")[0]!;
  });
  // A test that fails mid-fault leaves the next one a working database.
  afterEach(() => proxy?.forward());
  afterAll(async () => {
    await instance?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  const createRoom = () =>
    request(instance.app).post("/api/rooms").set("Origin", TEST_ORIGIN).send({ game: "passion-dice" });
  /** A page never stored before (each search is its own address), so it must be rendered, from the database. */
  let searches = 0;
  const unstoredPage = () =>
    request(instance.app)
      .get(`/medium-blogs?q=fault${(searches += 1)}`)
      .set("Host", host)
      .set("Accept", "text/html");
  const healthz = () => request(instance.app).get("/healthz");
  const signedInPage = () =>
    request(instance.app).get("/games").set("Host", host).set("Accept", "text/html").set("Cookie", adminCookie);

  /** A phone in a room of its own on the instance's socket, synced before the fault. */
  async function roomPhone() {
    const created = (await createRoom()).body as { room: string; secret: string };
    const ws = new WebSocket(`ws://${instance.host}/api/rooms/socket`, { origin: TEST_ORIGIN });
    const received: ServerMessage[] = [];
    ws.on("message", (data) => received.push(JSON.parse(data.toString()) as ServerMessage));
    await new Promise((resolve) => ws.once("open", resolve));
    ws.send(JSON.stringify({ t: "hello", room: created.room, secret: created.secret }));
    await until(() => received.some((message) => message.t === "state"), 5000);
    const move = JSON.stringify({
      t: "move",
      seq: 0,
      move: { game: "passion-dice", type: "roll" },
      id: "fault-move-1",
    });
    return { ws, received, move: () => ws.send(move) };
  }

  async function timed<T>(fn: () => PromiseLike<T>): Promise<{ answer: T; ms: number }> {
    const started = performance.now();
    const answer = await fn();
    return { answer, ms: performance.now() - started };
  }

  /** Each route that needs the database answers 503 with Retry-After, as JSON (API) or the site's error page. */
  async function expectUnavailable() {
    const health = await timed(healthz);
    expect(health.answer.status).toBe(503);
    expect(health.answer.body).toMatchObject({ ok: false, database: "unreachable" });
    expect(health.ms).toBeLessThan(1000);

    const room = await timed(createRoom);
    expect(room.answer.status).toBe(503);
    expect(room.answer.headers["retry-after"]).toBe(String(DATABASE_RETRY_SECONDS));
    expect(room.answer.body.error).toMatch(/can't reach our database/);
    expect(room.ms).toBeLessThan(requestBoundMs);

    // The first error page rendered here (development mode, under Vitest) keeps the event loop busy for ~4 s once;
    // the production server answered its first in 1.5 s with these bounds (measured with the built server). It must
    // still come, bounded; the next one within the request's bound.
    const first = await timed(unstoredPage);
    expect(first.answer.status).toBe(503);
    expect(first.ms).toBeLessThan(10_000);
    const page = await timed(unstoredPage);
    expect(page.answer.status).toBe(503);
    expect(page.answer.headers["retry-after"]).toBe(String(DATABASE_RETRY_SECONDS));
    expect(page.answer.headers["content-type"]).toMatch(/text\/html/);
    expect(page.answer.text).toContain("Something went wrong");
    expect(page.ms).toBeLessThan(requestBoundMs);

    // The admin's page: the same page, not the API's JSON.
    const signedIn = await timed(signedInPage);
    expect(signedIn.answer.status).toBe(503);
    expect(signedIn.answer.headers["retry-after"]).toBe(String(DATABASE_RETRY_SECONDS));
    expect(signedIn.answer.headers["content-type"]).toMatch(/text\/html/);
    expect(signedIn.answer.text).toContain("Something went wrong");
    expect(signedIn.ms).toBeLessThan(requestBoundMs);
  }

  /** A move sent on an open socket during the fault: "try again" on that socket, which stays open. */
  async function expectMoveAnsweredTryAgain(phone: Awaited<ReturnType<typeof roomPhone>>) {
    const before = phone.received.length;
    phone.move();
    await until(() => phone.received.slice(before).some((message) => message.t === "error"), requestBoundMs);
    expect(phone.received.slice(before)).toEqual([{ t: "error", message: DATABASE_UNAVAILABLE_MESSAGE }]);
    expect(phone.ws.readyState).toBe(WebSocket.OPEN);
  }

  /** Sent again once the database is back, the move is applied. */
  async function expectMoveApplied(phone: Awaited<ReturnType<typeof roomPhone>>) {
    await until(async () => {
      phone.move();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return phone.received.some((message) => message.t === "state" && message.view.seq === 1);
    }, 8000);
    phone.ws.close();
  }

  /** Requests succeed again by themselves, and what was acknowledged before the fault is still there. */
  async function expectRecovered(before: string) {
    await until(async () => (await healthz()).status === 200, 5000);
    expect((await healthz()).body).toMatchObject({ ok: true, database: "reachable" });
    await until(async () => (await createRoom()).status === 201, 5000);
    const page = await unstoredPage();
    expect(page.status).toBe(200);
    expect(await instance.services.rooms.find(before)).toBeDefined();
  }

  it("serves normally through the proxy, and reports its listener up", async () => {
    expect((await createRoom()).status).toBe(201);
    expect((await unstoredPage()).status).toBe(200);
    await until(() => instance.database.listenerState() === "up");
    expect((await healthz()).body).toEqual({ ok: true, database: "reachable", kind: "postgres", listener: "up" });
  });

  it("hung: 503 with Retry-After within the bounds, healthz within a second; recovers when it answers again", async () => {
    const before = (await createRoom()).body.room as string;
    const phone = await roomPhone();
    proxy.hang();
    await expectUnavailable();
    await expectMoveAnsweredTryAgain(phone);
    // Several at once wait no longer than one: none holds a connection the others wait for past its bound.
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 12 }, () => createRoom()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(503));
    expect(performance.now() - started).toBeLessThan(requestBoundMs * 2);
    // The listener notices too (its heartbeat does not come back); healthz says so and still answers at once.
    await until(() => instance.database.listenerState() === "reconnecting", 3000);
    expect((await healthz()).body.listener).toBe("reconnecting");

    await proxy.forward();
    await expectRecovered(before);
    await expectMoveApplied(phone);
    await until(() => instance.database.listenerState() === "up", 5000);
  });

  it("refused: 503 (never 500) on creating a room and on an unstored page; recovers when it is back", async () => {
    const before = (await createRoom()).body.room as string;
    const phone = await roomPhone();
    await proxy.refuse();
    await expectUnavailable();
    await expectMoveAnsweredTryAgain(phone);

    await proxy.forward();
    await expectRecovered(before);
    await expectMoveApplied(phone);
  });
});
