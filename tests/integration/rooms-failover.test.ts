import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import type { RoomView, ServerMessage } from "../../domain/rooms/protocol";
import type { TurnState } from "../../domain/rooms/turns";
import { connectRoom } from "../../app/lib/rooms/connection";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/base/config";
import { openDatabase, type Database } from "../../server/db/client";
import { attachRoomSockets } from "../../server/http/room-socket";
import { createServices, type Services } from "../../server/services";
import { systemClock } from "../../server/base/clock";
import { TEST_ORIGIN } from "../support/test-app";
import { runOnce } from "../support/postgres-admin";

// An instance dies between "sent" and "acknowledged": the phone (the browser's own connection.ts, on Node's
// WebSocket) keeps its move, reconnects to the other instance, and the move counts exactly once; the partner on the
// other instance hears of it even when the dying instance had saved it without telling anyone.
// Two in-process instances on one PostgreSQL database: TEST_POSTGRES_URL (or DATABASE_URL); skipped without.
const postgresUrl = process.env.TEST_POSTGRES_URL ?? process.env.DATABASE_URL;
const databaseName = `entwine_failover_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
const logger = pino({ level: "silent" });

interface Instance {
  database: Database;
  services: Services;
  server: http.Server;
  sockets: ReturnType<typeof attachRoomSockets>;
  host: string;
  alive: boolean;
  /** Ends the instance the hard way: sockets cut, nothing announced, nothing answered. */
  kill(): Promise<void>;
}

let databaseUrl: string;

/** One statement on the PostgreSQL server the suite runs against. */
const adminQuery = (text: string) => runOnce(postgresUrl!, text);

async function startInstance(roomReconcileMs = 200): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_ORIGIN: TEST_ORIGIN,
    DATABASE_URL: databaseUrl,
    SITE_SECRET: "failover-test-secret-0123456789-abcdefghij",
    DATA_DIR: `/tmp/entwine-failover-${process.pid}`,
    LOG_LEVEL: "silent",
  });
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  const services = createServices({
    database,
    clock: systemClock,
    random: Math.random,
    logger,
    config,
    roomReconcileMs,
  });
  await database.withStartupLock(() => services.startup());
  const server = http.createServer(createApp({ config, logger, services }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const sockets = attachRoomSockets(server, { services, logger, publicOrigin: TEST_ORIGIN });
  const instance: Instance = {
    database,
    services,
    server,
    sockets,
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    alive: true,
    async kill() {
      if (!instance.alive) return;
      instance.alive = false;
      services.roomHub.stop();
      sockets.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      // The hung move still holds a database call: the pool is left to the end of the file.
    },
  };
  return instance;
}

/** A raw WebSocket phone (the partner), as in rooms.test.ts. */
class RawPhone {
  readonly received: ServerMessage[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => this.received.push(JSON.parse(data.toString()) as ServerMessage));
  }
  static async open(host: string, room: string, secret: string) {
    const ws = new WebSocket(`ws://${host}/api/rooms/socket`, { origin: TEST_ORIGIN });
    await new Promise<void>((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    const phone = new RawPhone(ws);
    ws.send(JSON.stringify({ t: "hello", room, secret }));
    await until(() => phone.states().length > 0);
    return phone;
  }
  states() {
    return this.received.filter((message): message is Extract<ServerMessage, { t: "state" }> => message.t === "state");
  }
}

async function until(predicate: () => boolean, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The phone's own connection code, pointed by the "load balancer" (the `location.host` it reads) at whichever
 * instance is alive, as a proxy would after its health check.
 */
function browserPhone(credentials: { room: string; code: string; secret: string; seat: 0 | 1 }, target: () => string) {
  class OriginWebSocket extends WebSocket {
    constructor(url: string) {
      super(url, { origin: TEST_ORIGIN });
    }
  }
  vi.stubGlobal("WebSocket", OriginWebSocket);
  vi.stubGlobal("location", {
    protocol: "http:",
    get host() {
      return target();
    },
  });
  vi.stubGlobal("document", {
    visibilityState: "visible",
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  const messages: ServerMessage[] = [];
  const line = connectRoom(
    { ...credentials, game: "passion-dice" },
    { onMessage: (message) => messages.push(message), onStatus: () => undefined },
  );
  const views = () =>
    messages
      .filter((message): message is Extract<ServerMessage, { t: "state" }> => message.t === "state")
      .map((message) => message.view);
  const errors = () => messages.filter((message) => message.t === "error");
  return { line, messages, views, errors };
}

async function openRoom(instance: Instance) {
  const host = await instance.services.rooms.create("passion-dice", `198.51.100.${crypto.randomInt(1, 250)}`);
  const guest = await instance.services.rooms.join(host.code, `198.51.100.${crypto.randomInt(1, 250)}`);
  return { host, guest };
}

const draws = (view: RoomView | undefined) => (view?.state as TurnState<unknown> | undefined)?.draws;

describe.skipIf(!postgresUrl)("an instance dies between a move sent and its acknowledgement", () => {
  let a: Instance;
  let b: Instance;
  let c: Instance | undefined;
  const cleanup: Array<() => void> = [];

  beforeAll(async () => {
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
    await adminQuery(`create database ${databaseName}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  });
  afterEach(async () => {
    for (const fn of cleanup.splice(0)) fn();
    vi.unstubAllGlobals();
    for (const instance of [a, b, c]) {
      await instance?.kill();
      await instance?.services.shutdown().catch(() => undefined);
      await instance?.database.close().catch(() => undefined);
    }
    c = undefined;
  });
  afterAll(async () => {
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
  });

  /** Two instances, a room opened on A, the partner's raw phone on B, the mover's own line on A (on B once A is gone). */
  async function roomAcrossInstances() {
    [a, b] = await Promise.all([startInstance(), startInstance()]);
    const { host, guest } = await openRoom(a);
    const partner = await RawPhone.open(b.host, guest.room, guest.secret);
    cleanup.push(() => partner.ws.close());
    const phone = browserPhone(host, () => (a.alive ? a.host : b.host));
    cleanup.push(() => phone.line.close());
    await until(() => phone.views().length > 0);
    return { host, partner, phone };
  }

  /** The roll counted exactly once on B, which survived: in the database, on the phone, and still once later. */
  async function expectRolledOnce(room: string, phone: ReturnType<typeof browserPhone>) {
    const row = await b.services.rooms.find(room);
    expect(row!.seq).toBe(1);
    expect((row!.state as TurnState<unknown>).draws).toBe(1);
    expect(draws(phone.views().at(-1))).toBe(1);
    expect(phone.errors()).toEqual([]);
    // Nothing more arrives later: the move counted exactly once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await b.services.rooms.find(room))!.seq).toBe(1);
  }

  it("before saving it: the phone resends the move to the other instance, which applies it once", async () => {
    const { host, partner, phone } = await roomAcrossInstances();

    // A receives the move and dies before it reaches the database.
    let arrived = false;
    a.services.rooms.move = () => {
      arrived = true;
      return new Promise(() => undefined);
    };
    expect(phone.line.move(0, { game: "passion-dice", type: "roll" })).toBe(true);
    await until(() => arrived);
    expect(phone.line.pending).toBe(1);
    await a.kill();

    await until(() => phone.line.pending === 0);
    await until(() => partner.states().some((message) => message.view.seq === 1));
    await expectRolledOnce(host.room, phone);
  });

  it("after saving it, before announcing or answering: not applied again, and the partner hears of it", async () => {
    const { host, partner, phone } = await roomAcrossInstances();

    // A saves the move, then dies: no NOTIFY, no answer.
    const realMove = a.services.rooms.move;
    let saved = false;
    a.services.rooms.move = async (...args) => {
      await realMove(...args);
      saved = true;
      return new Promise(() => undefined);
    };
    phone.line.move(0, { game: "passion-dice", type: "roll" });
    await until(() => saved);
    await a.kill();

    await until(() => phone.line.pending === 0);
    // The partner stayed connected to B all along, and is told by B's check against the database.
    await until(() => partner.states().some((message) => message.view.seq === 1));
    await expectRolledOnce(host.room, phone);
  });

  it("after saving it: a partner on a third instance hears of it at once, not at the next reconcile", async () => {
    // Reconciles a minute apart: what reaches the partner within two seconds came with the phone's return.
    [a, b, c] = await Promise.all([startInstance(60_000), startInstance(60_000), startInstance(60_000)]);
    const { host, guest } = await openRoom(a);
    const partner = await RawPhone.open(c.host, guest.room, guest.secret);
    cleanup.push(() => partner.ws.close());
    const phone = browserPhone(host, () => (a.alive ? a.host : b.host));
    cleanup.push(() => phone.line.close());
    await until(() => phone.views().length > 0);

    const realMove = a.services.rooms.move;
    let saved = false;
    a.services.rooms.move = async (...args) => {
      await realMove(...args);
      saved = true;
      return new Promise(() => undefined);
    };
    phone.line.move(0, { game: "passion-dice", type: "roll" });
    await until(() => saved);
    await a.kill();

    // The phone comes back on B, sees its move in the room's state and settles it; the partner on C gets it too.
    await until(() => phone.line.pending === 0);
    const settled = Date.now();
    await until(() => partner.states().some((message) => message.view.seq === 1), 2000);
    expect(Date.now() - settled).toBeLessThan(2000);
    await expectRolledOnce(host.room, phone);
  });

  it("answers a resent move by its id: applied before, or stale with the reason, never twice", async () => {
    [a, b] = await Promise.all([startInstance(), startInstance()]);
    const { host, guest } = await openRoom(a);
    const roll = { game: "passion-dice", type: "roll" };
    const first = await a.services.rooms.move(host.room, 0, 0, roll, "move-id-0001");
    expect(first.kind).toBe("applied");
    // The same move again, through the other instance: recognised, not stale, not applied.
    const again = await b.services.rooms.move(host.room, 0, 0, roll, "move-id-0001");
    expect(again).toMatchObject({ kind: "applied-before", row: { seq: 1 } });
    // A different move made on the old state: stale.
    const other = await b.services.rooms.move(host.room, 0, 0, roll, "move-id-0002");
    expect(other.kind).toBe("stale");
    expect((await b.services.rooms.find(guest.room))!.seq).toBe(1);
  });
});
