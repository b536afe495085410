/**
 * The notice bus on Redis (docs/decisions/012, #51): three instances on one database, each with its own Redis
 * connections and room hub, the two phones of a room on different instances. A move reaches the partner through
 * Redis; an instance is sent nothing for rooms it does not hold (counted on its subscriber connection, whatever the
 * channel); Redis killed and started again, the bus comes back by itself, the hub reconciles at once (what was saved
 * while Redis was away reaches the partner though the reconcile timer is an hour away), and a move after it crosses
 * again; a publish while Redis is away does not throw. Runs on PGlite, or on PostgreSQL when DATABASE_URL is set.
 * Needs a `redis-server` binary on the PATH, which it starts on a free port in a directory of its own; without one
 * the file is skipped.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Seat, ServerMessage } from "../../domain/rooms/protocol";
import { systemClock } from "../../server/base/clock";
import type { Database } from "../../server/db/client";
import { createNoticeBus, type NoticeBus } from "../../server/services/notice-bus";
import { noticeChannels } from "../../server/services/notice-channels";
import { createProofOfWork } from "../../server/services/proof-of-work";
import { createRateLimitService } from "../../server/services/rate-limits";
import { createRoomService } from "../../server/services/rooms";
import { createRoomHub, type RoomClient } from "../../server/services/rooms/hub";
import { loadSiteSecret } from "../../server/services/site-secret";
import { until } from "../support/pg-instance";
import { createTestDatabase } from "../support/test-database";

const haveRedis = spawnSync("redis-server", ["--version"]).status === 0;
const INSTANCES = 3;
const silent = pino({ level: "silent" });

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A redis-server of the test's own: no persistence, in a directory that is removed afterwards. */
function redisServer(port: number, dir: string) {
  let child: ChildProcess | undefined;
  return {
    async start() {
      child = spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--save", "", "--appendonly", "no"],
        { stdio: "ignore" },
      );
      await until(async () => {
        const probe = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false } });
        probe.on("error", () => undefined);
        try {
          await probe.connect();
          await probe.close();
          return true;
        } catch {
          return false;
        }
      }, 5000);
    },
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGKILL");
      await exited;
    },
  };
}

/**
 * A TCP relay in front of Redis that can go silent without closing anything, as a stalled Redis or a network that drops
 * packets does: frozen, it forwards nothing either way and holds every connection open, new ones included. Thawed, it
 * forwards new connections again (those held while frozen are closed, as a real peer's would have timed out).
 */
async function freezableRelay(target: number) {
  let frozen = false;
  const held = new Set<net.Socket>();
  const server = net.createServer((client) => {
    client.on("error", () => undefined);
    if (frozen) {
      held.add(client);
      return;
    }
    const upstream = net.connect(target, "127.0.0.1");
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    const pair = [client, upstream] as const;
    held.add(client);
    client.on("data", (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (!frozen) pair[0].write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => (frozen = true),
    thaw() {
      frozen = false;
      for (const socket of held) socket.destroy();
      held.clear();
    },
    close: () => {
      for (const socket of held) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A log that keeps the bus's lines, to count drops and recoveries and to read what they say. */
function busLog() {
  const lines: Array<{ level: string; details: object; message: string }> = [];
  return {
    lines,
    warn: (details: object, message: string) => lines.push({ level: "warn", details, message }),
    info: (details: object, message: string) => lines.push({ level: "info", details, message }),
  };
}

async function startInstance(database: Database, url: string) {
  const log = busLog();
  const bus: NoticeBus = createNoticeBus({ url, log, firstBackoffMs: 50, maxBackoffMs: 300, publishTimeoutMs: 500 });
  /** Channels this instance's hub published on. */
  const published: string[] = [];
  const counted = {
    ...bus,
    notify(channel: string, payload: string) {
      published.push(channel);
      return bus.notify(channel, payload);
    },
  };
  const rateLimits = createRateLimitService(database.db, systemClock, () => "test salt");
  const proofOfWork = createProofOfWork({ clock: systemClock, secret: () => "test secret", rateLimits });
  const rooms = createRoomService({
    db: database.db,
    clock: systemClock,
    rateLimits,
    proofOfWork,
    wheelPositions: async () => [],
  });
  // The reconcile is an hour away: what crosses here crossed on the bus, or by the reconcile a resume triggers.
  const roomHub = createRoomHub({ database, rooms, bus: counted, logger: silent, reconcileMs: 3_600_000 });
  await roomHub.start();
  await until(() => bus.isUp());
  return { bus, log, rooms, roomHub, published };
}
type Instance = Awaited<ReturnType<typeof startInstance>>;

function roomPhone(seat: Seat) {
  const messages: ServerMessage[] = [];
  const client: RoomClient = { seat, send: (message) => messages.push(message), close: () => undefined };
  const seqs = () => messages.flatMap((message) => (message.t === "state" ? [message.view.seq] : []));
  const partnerOnline = () =>
    messages.findLast((message) => message.t === "state" || message.t === "presence")?.partnerOnline === true;
  return { client, messages, seqs, partnerOnline };
}

/** The move a passion-dice room takes at `seq`: the host rolls and finishes, then the guest, and so on. */
const moveAt = (seq: number) => ({
  seat: (Math.floor(seq / 2) % 2) as Seat,
  move:
    seq % 2 === 0 ? { game: "passion-dice", type: "roll" } : { game: "passion-dice", type: "finish", completed: true },
});

describe.skipIf(!haveRedis)("the notice bus on Redis, at three instances (needs redis-server on the PATH)", () => {
  let dir: string;
  let redis: ReturnType<typeof redisServer>;
  let url: string;
  let database: Database;
  let instances: Instance[];
  let channelOf: ReturnType<typeof noticeChannels>;
  let addresses = 0;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-redis-"));
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = redisServer(port, dir);
    await redis.start();
    database = await createTestDatabase();
    instances = [];
    for (let n = 0; n < INSTANCES; n++) instances.push(await startInstance(database, url));
    channelOf = noticeChannels(await loadSiteSecret(database.db));
  });
  afterAll(async () => {
    for (const instance of instances ?? []) {
      instance.roomHub.stop();
      await instance.bus.close();
    }
    await database?.close();
    await redis?.kill();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A room with its host's phone on instance `host` and its guest's on instance `guest`. */
  async function openRoom(host: number, guest: number) {
    addresses += 1;
    const credentials = await instances[0]!.rooms.create("passion-dice", `198.51.100.${addresses}`);
    await instances[0]!.rooms.join(credentials.code, `198.51.100.${addresses + 100}`);
    const phones = [roomPhone(0), roomPhone(1)] as const;
    const on = [host, guest] as const;
    for (const seat of [0, 1] as const) {
      const instance = instances[on[seat]]!;
      instance.roomHub.join(credentials.room, phones[seat].client, (await instance.rooms.find(credentials.room))!);
    }
    return { id: credentials.room, on, phones };
  }
  type Room = Awaited<ReturnType<typeof openRoom>>;

  async function move(room: Room, seq: number, on = room.on[moveAt(seq).seat]) {
    const mover = instances[on]!;
    const outcome = await mover.rooms.move(room.id, moveAt(seq).seat, seq, moveAt(seq).move, `${room.id}-${seq}`);
    if (outcome.kind !== "applied") throw new Error(`the move was ${outcome.kind}`);
    mover.roomHub.changed(outcome.row);
  }

  function leave(room: Room) {
    for (const seat of [0, 1] as const) instances[room.on[seat]]!.roomHub.leave(room.id, room.phones[seat].client);
  }

  it("a move reaches the partner on another instance, and no instance is sent a notice for a room it does not hold", async () => {
    const rooms: Room[] = [];
    for (let host = 0; host < INSTANCES; host++)
      for (let guest = 0; guest < INSTANCES; guest++) rooms.push(await openRoom(host, guest));
    await until(() => rooms.every((room) => room.phones.every((phone) => phone.partnerOnline())));
    // The arrivals' "who is there" questions and their answers settle before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = instances.map((instance) => instance.bus.stats().received);
    for (const instance of instances) instance.published.length = 0;

    for (const room of rooms) await move(room, 0);
    await until(() => rooms.every((room) => room.phones[1].seqs().includes(1)));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const crossing = rooms.filter((room) => room.on[0] !== room.on[1]);
    expect(crossing).toHaveLength(6);
    // A room whose phones share an instance costs no publish at all; each crossing room one, by its host's instance.
    expect(instances.map((instance) => instance.published.length)).toEqual([2, 2, 2]);
    for (const [n, instance] of instances.entries()) {
      // Everything Redis sent this instance: the crossing rooms it holds (its own notices come back too), no other.
      expect(instance.bus.stats().received - before[n]!).toBe(crossing.filter((room) => room.on.includes(n)).length);
      expect(instance.roomHub.listenedRooms()).toBe(rooms.filter((room) => room.on.includes(n)).length);
    }

    // A notice published on a room's channel from outside reaches the instances holding it, and no other.
    const outsider = createClient({ url });
    await outsider.connect();
    const room = rooms.find((each) => each.on[0] === 0 && each.on[1] === 1)!;
    const beforeOutside = instances.map((instance) => instance.bus.stats().received);
    expect(await outsider.publish(channelOf("room", room.id), JSON.stringify({ i: "elsewhere", k: "state" }))).toBe(2);
    await outsider.close();
    await until(() => instances[1]!.bus.stats().received > beforeOutside[1]!);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(instances.map((instance, n) => instance.bus.stats().received - beforeOutside[n]!)).toEqual([1, 1, 0]);

    for (const each of rooms) leave(each);
    // Every phone gone: no instance is subscribed to anything.
    await until(() => instances.every((instance) => instance.bus.stats().subscribed === 0));
  });

  it("Redis killed and started again: the bus heals by itself, the hub catches up at once, and moves cross again", async () => {
    const room = await openRoom(0, 1);
    await until(() => room.phones.every((phone) => phone.partnerOnline()));
    const linesBefore = instances.map((instance) => instance.log.lines.length);

    await redis.kill();
    await until(() => instances.every((instance) => !instance.bus.isUp()), 5000);
    // A move saved while Redis is away: its publish fails quietly (no throw, no crash), counted once in the log.
    const failedBefore = instances[0]!.bus.stats().failedPublishes;
    await move(room, 0);
    await expect(instances[0]!.bus.notify(channelOf("room", room.id), "{}")).resolves.toBeUndefined();
    await until(() => instances[0]!.bus.stats().failedPublishes >= failedBefore + 2, 3000);
    expect(room.phones[1].seqs()).not.toContain(1);

    await redis.start();
    // Back by itself within the backoff's bound; the resume runs the reconcile at once, which brings the lost move
    // (the timer's reconcile is an hour away).
    await until(() => instances.every((instance) => instance.bus.isUp()), 5000);
    await until(() => room.phones[1].seqs().includes(1), 3000);

    // And the notice path itself is back: the host's next move crosses to the guest's phone on instance 1.
    const beforeMove = instances[1]!.bus.stats().received;
    await move(room, 1);
    await until(() => room.phones[1].seqs().includes(2), 3000);
    expect(instances[1]!.bus.stats().received).toBeGreaterThan(beforeMove);

    for (const [n, instance] of instances.entries()) {
      const lines = instance.log.lines.slice(linesBefore[n]);
      // The drop once, the recovery once, however many attempts it took.
      expect(lines.filter((line) => line.message.startsWith("notice bus lost"))).toHaveLength(1);
      expect(lines.filter((line) => line.message.startsWith("notice bus back"))).toHaveLength(1);
      // No line names a room, its channel or the bus's address.
      const text = JSON.stringify(lines);
      expect(text).not.toContain(room.id);
      expect(text).not.toContain(channelOf("room", room.id));
      expect(text).not.toContain(url);
    }
    // The failed publishes: one line with their count, not one each.
    const failures = instances[0]!.log.lines.filter((line) => line.message.startsWith("notice bus: notices not"));
    expect(failures).toHaveLength(1);
    leave(room);
  });

  it("an instance that starts while Redis is away serves, and subscribes what it took meanwhile once Redis is there", async () => {
    const port = await freePort();
    const log = busLog();
    const bus = createNoticeBus({ url: `redis://127.0.0.1:${port}`, log, firstBackoffMs: 50, maxBackoffMs: 200 });
    const heard: string[] = [];
    let resumed = 0;
    bus.onResumed(() => (resumed += 1));
    // Neither a listen nor a publish waits for Redis or throws.
    await bus.listen("entwine_r_taken_while_away", (payload) => heard.push(payload));
    await expect(bus.notify("entwine_r_taken_while_away", "{}")).resolves.toBeUndefined();
    expect(bus.stats().failedPublishes).toBe(1);
    expect(bus.isUp()).toBe(false);
    await until(() => log.lines.some((line) => line.message.startsWith("notice bus lost")));

    const late = redisServer(port, dir);
    await late.start();
    try {
      await until(() => bus.isUp(), 5000);
      // It had been away: the fan-out is told to catch up.
      expect(resumed).toBe(1);
      const outsider = createClient({ url: `redis://127.0.0.1:${port}` });
      await outsider.connect();
      expect(await outsider.publish("entwine_r_taken_while_away", "hello")).toBe(1);
      await outsider.close();
      await until(() => heard.length === 1);
      expect(heard).toEqual(["hello"]);
      // One line each, in whichever order the refused connection and the failed publish came: the drop, the count, the
      // recovery.
      expect(log.lines.map((line) => line.message.split(":")[0]).sort()).toEqual([
        "notice bus",
        "notice bus back",
        "notice bus lost",
      ]);
    } finally {
      await bus.close();
      await late.kill();
    }
  });

  it("a Redis that hangs without closing anything is noticed by the heartbeat, and the bus comes back when it answers", async () => {
    const port = Number(new URL(url).port);
    const relay = await freezableRelay(port);
    const log = busLog();
    const bus = createNoticeBus({
      url: `redis://127.0.0.1:${relay.port}`,
      log,
      firstBackoffMs: 50,
      maxBackoffMs: 200,
      heartbeatMs: 200,
      silenceMs: 700,
    });
    const heard: string[] = [];
    let resumed = 0;
    bus.onResumed(() => (resumed += 1));
    const outsider = createClient({ url });
    await outsider.connect();
    try {
      await until(() => bus.isUp(), 5000);
      await bus.listen("entwine_r_heartbeat", (payload) => heard.push(payload));
      await outsider.publish("entwine_r_heartbeat", "before");
      await until(() => heard.includes("before"));

      relay.freeze();
      // Sent while the relay is silent: lost on the way, which only a catch-up on resuming can make good.
      await outsider.publish("entwine_r_heartbeat", "while silent");
      // Nothing was closed: only the unanswered heartbeat tells. Within a heartbeat and a silence, and some slack.
      await until(() => !bus.isUp(), 3000);
      expect(log.lines.filter((line) => line.message.startsWith("notice bus lost"))).toHaveLength(1);
      expect(heard).toEqual(["before"]);

      relay.thaw();
      await until(() => bus.isUp(), 5000);
      expect(resumed).toBe(1);
      await outsider.publish("entwine_r_heartbeat", "after");
      await until(() => heard.includes("after"));
      expect(log.lines.filter((line) => line.message.startsWith("notice bus back"))).toHaveLength(1);
      expect(JSON.stringify(log.lines)).not.toContain("entwine_r_heartbeat");
    } finally {
      await outsider.close();
      await bus.close();
      await relay.close();
    }
  });

  it("refuses a silence no longer than its heartbeat (every healthy quiet connection would be closed)", () => {
    expect(() => createNoticeBus({ url, log: busLog(), heartbeatMs: 1000, silenceMs: 1000 })).toThrow(/silence/);
  });
});
