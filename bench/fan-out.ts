// Fan-out benchmark (`npx tsx bench/fan-out.ts`; docs/decisions/012): what the instances and PostgreSQL pay to pass
// room notices between instances, for three ways of doing it, at 3 instances and 1,000-10,000 rooms.
//
//   single:   every notice on one channel that every instance LISTENs on (what Entwine did before #51);
//   buckets:  a keyed hash of the room into 4,096 channels, each LISTENed while an instance holds a room in it;
//   per-room: one channel per room (a keyed hash of its id), LISTENed while an instance holds the room, and no
//             notice at all when both phones are on the instance that made the move;
//   redis:    the same channels as per-room, on Redis pub/sub (each instance a subscriber connection and a publisher
//             of its own, as server/services/notice-bus.ts): no database transaction per notice.
//
// Each instance is a listening connection and a small pool of its own, as a server has. Both phones of each room are
// placed on random instances (a load balancer without routing), and every room makes a move every BENCH_MOVE_MS
// (10 s: a couple playing), from a random seat. Prints, per design: notices each instance received (and how many of
// them were for rooms it does not hold), the notify transactions a second the database took, the CPU PostgreSQL's
// backends and the instances (receiving and parsing) spent per move, and how long LISTENing every channel took.
// Needs PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) on this machine (its
// backends' CPU is read from /proc); a scratch database is created and dropped. The redis design starts a
// `redis-server` of its own on a free port (its CPU read from /proc too). BENCH_DESIGNS picks designs
// (default: all four; "redis" alone needs no PostgreSQL).
import crypto from "node:crypto";
import fs from "node:fs";
import { spawn } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createClient } from "redis";
import { noticeChannels } from "../server/services/notice-channels";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MOVE_MS = Number(process.env.BENCH_MOVE_MS ?? 10_000);
const ROOM_COUNTS = (process.env.BENCH_ROOMS ?? "1000,10000").split(",").map(Number);
const BUCKETS = 4096;
const SENDERS_PER_INSTANCE = 4;
const CLOCK_TICKS = 100;

type Design = "single" | "buckets" | "per-room" | "redis";
const DESIGNS = (process.env.BENCH_DESIGNS ?? "single,buckets,per-room,redis").split(",") as Design[];

/** A seeded generator, so every design plays the same rooms and the same moves. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Instance {
  id: string;
  listener: pg.Client;
  senders: pg.Pool;
  held: Set<string>;
  received: number;
  foreign: number;
  parseNs: bigint;
}

/** CPU seconds (user + system) of the given processes, from /proc. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A backend that ended meanwhile: its time is lost, as it would be to any monitor.
    }
  }
  return ticks / CLOCK_TICKS;
}

async function run(admin: pg.Client, url: string, design: Design, roomCount: number) {
  const random = seeded(roomCount);
  const key = crypto.randomBytes(32).toString("base64url");
  const channelOf = noticeChannels(key);
  const rooms = Array.from({ length: roomCount }, () => {
    const id = crypto.randomUUID();
    return {
      id,
      channel: channelOf("room", id),
      bucket: `entwine_b_${parseInt(channelOf("room", id).slice(-4), 16) % BUCKETS}`,
      seats: [Math.floor(random() * INSTANCES), Math.floor(random() * INSTANCES)] as const,
    };
  });
  const channelFor = (room: (typeof rooms)[number]) =>
    design === "single" ? "entwine_rooms" : design === "buckets" ? room.bucket : room.channel;

  const instances: Instance[] = [];
  for (let n = 0; n < INSTANCES; n++) {
    const listener = new pg.Client({ connectionString: url, application_name: "bench-listener" });
    await listener.connect();
    const instance: Instance = {
      id: crypto.randomUUID(),
      listener,
      senders: new pg.Pool({ connectionString: url, max: SENDERS_PER_INSTANCE, application_name: "bench-sender" }),
      held: new Set(rooms.filter((room) => room.seats.includes(n)).map((room) => room.id)),
      received: 0,
      foreign: 0,
      parseNs: 0n,
    };
    listener.on("notification", (message) => {
      const started = process.hrtime.bigint();
      const notice = JSON.parse(message.payload ?? "{}") as { i: string; r?: string };
      instance.received += 1;
      // The single channel and the buckets carry the room in the notice; a room's own channel names it already.
      const room = notice.r ?? byChannel.get(message.channel);
      if (notice.i !== instance.id && (room === undefined || !instance.held.has(room))) instance.foreign += 1;
      instance.parseNs += process.hrtime.bigint() - started;
    });
    instances.push(instance);
  }
  const byChannel = new Map(rooms.map((room) => [room.channel, room.id]));

  // LISTEN on every channel each instance needs, in one statement per instance as the listener does it.
  const listenStarted = performance.now();
  let channelsPerInstance = 0;
  await Promise.all(
    instances.map(async (instance, n) => {
      const channels = new Set(rooms.filter((room) => room.seats.includes(n)).map(channelFor));
      channelsPerInstance = Math.max(channelsPerInstance, channels.size);
      await instance.listener.query([...channels].map((channel) => `listen ${channel}`).join("; "));
    }),
  );
  const listenMs = performance.now() - listenStarted;

  // Open every sender connection first, so connecting is not counted as the load's cost.
  await Promise.all(
    instances.flatMap((instance) =>
      Array.from({ length: SENDERS_PER_INSTANCE }, () => instance.senders.query("select 1")),
    ),
  );
  const { rows } = await instances[0]!.senders.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database()",
  );
  const pids = rows.map((row) => row.pid);
  const scratch = new URL(url).pathname.slice(1);
  // A backend reports its counts when it ends (or at most once a second): read them after the pools closed.
  const commits = async () =>
    Number(
      (await admin.query<{ n: string }>("select xact_commit as n from pg_stat_database where datname = $1", [scratch]))
        .rows[0]!.n,
    );

  const movesPerSecond = (roomCount * 1000) / MOVE_MS;
  const totalMoves = Math.round(movesPerSecond * SECONDS);
  let sent = 0;
  let skipped = 0;
  let failed = 0;
  const pgCpuBefore = cpuSeconds(pids);
  const nodeCpuBefore = process.cpuUsage();
  const commitsBefore = await commits();
  const started = performance.now();
  const inFlight = new Set<Promise<unknown>>();
  for (let move = 0; move < totalMoves; move++) {
    // Paced: move number m leaves at m / movesPerSecond seconds.
    const due = started + (move * 1000) / movesPerSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const room = rooms[Math.floor(random() * rooms.length)]!;
    const seat = random() < 0.5 ? 0 : 1;
    const mover = instances[room.seats[seat]]!;
    if (design === "per-room" && room.seats[0] === room.seats[1]) {
      skipped += 1;
      continue;
    }
    const payload = JSON.stringify(
      design === "per-room" ? { i: mover.id, k: "state" } : { i: mover.id, k: "state", r: room.id },
    );
    const sending = mover.senders
      .query("select pg_notify($1, $2)", [channelFor(room), payload])
      .then(() => (sent += 1))
      .catch(() => (failed += 1));
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
    // More in flight than the pools can carry means the database is not keeping up: wait rather than queue forever.
    if (inFlight.size >= INSTANCES * SENDERS_PER_INSTANCE * 4) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const pgCpu = cpuSeconds(pids) - pgCpuBefore;
  const nodeCpu = process.cpuUsage(nodeCpuBefore);
  for (const instance of instances) {
    await instance.listener.end();
    await instance.senders.end();
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const commitsTaken = (await commits()) - commitsBefore;
  const moves = sent + skipped;
  return {
    design,
    rooms: roomCount,
    offered: movesPerSecond,
    notifiesPerSecond: sent / elapsed,
    commitsPerSecond: commitsTaken / elapsed,
    skipped,
    failed,
    received: instances.map((instance) => instance.received),
    foreign: instances.map((instance) => instance.foreign),
    channelsPerInstance,
    listenMs,
    pgCpuUsPerMove: (pgCpu * 1e6) / moves,
    nodeCpuUsPerMove: ((nodeCpu.user + nodeCpu.system) / moves) as number,
    parseUsPerMove: Number(instances.reduce((sum, instance) => sum + instance.parseNs, 0n)) / 1000 / moves,
  };
}

/** A redis-server of the benchmark's own, without persistence, on a free port. */
async function startRedis() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-bench-redis-"));
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--save", ""], {
    stdio: "ignore",
  });
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    const client = createClient({ url, socket: { reconnectStrategy: false } });
    client.on("error", () => undefined);
    try {
      await client.connect();
      const version = ((await client.info("server")).match(/redis_version:(\S+)/) ?? [])[1] ?? "?";
      await client.close();
      return {
        url,
        pid: child.pid!,
        version,
        stop() {
          child.kill("SIGTERM");
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * The redis design: each instance a subscriber connection (SUBSCRIBEd to the channel of every room it holds) and a
 * publisher connection, as the notice bus has; the same rooms, placement and moves as the other designs.
 */
async function runRedis(redis: { url: string; pid: number }, roomCount: number) {
  const random = seeded(roomCount);
  const key = crypto.randomBytes(32).toString("base64url");
  const channelOf = noticeChannels(key);
  const rooms = Array.from({ length: roomCount }, () => {
    const id = crypto.randomUUID();
    return {
      id,
      channel: channelOf("room", id),
      bucket: "",
      seats: [Math.floor(random() * INSTANCES), Math.floor(random() * INSTANCES)] as const,
    };
  });
  // The same draws as the other designs' bucket names took none: the moves below are the same sequence.
  const byChannel = new Map(rooms.map((room) => [room.channel, room.id]));
  const instances = await Promise.all(
    Array.from({ length: INSTANCES }, async (_, n) => {
      const subscriber = createClient({ url: redis.url });
      const publisher = createClient({ url: redis.url });
      await Promise.all([subscriber.connect(), publisher.connect()]);
      const instance = {
        id: crypto.randomUUID(),
        subscriber,
        publisher,
        held: new Set(rooms.filter((room) => room.seats.includes(n)).map((room) => room.id)),
        received: 0,
        foreign: 0,
        parseNs: 0n,
      };
      return instance;
    }),
  );
  const listenStarted = performance.now();
  let channelsPerInstance = 0;
  await Promise.all(
    instances.map(async (instance, n) => {
      const channels = [...new Set(rooms.filter((room) => room.seats.includes(n)).map((room) => room.channel))];
      channelsPerInstance = Math.max(channelsPerInstance, channels.length);
      await instance.subscriber.subscribe(channels, (message, channel) => {
        const started = process.hrtime.bigint();
        const notice = JSON.parse(message) as { i: string };
        instance.received += 1;
        const room = byChannel.get(channel);
        if (notice.i !== instance.id && (room === undefined || !instance.held.has(room))) instance.foreign += 1;
        instance.parseNs += process.hrtime.bigint() - started;
      });
    }),
  );
  const listenMs = performance.now() - listenStarted;

  const movesPerSecond = (roomCount * 1000) / MOVE_MS;
  const totalMoves = Math.round(movesPerSecond * SECONDS);
  let sent = 0;
  let skipped = 0;
  let failed = 0;
  const redisCpuBefore = cpuSeconds([redis.pid]);
  const nodeCpuBefore = process.cpuUsage();
  const started = performance.now();
  const inFlight = new Set<Promise<unknown>>();
  for (let move = 0; move < totalMoves; move++) {
    const due = started + (move * 1000) / movesPerSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const room = rooms[Math.floor(random() * rooms.length)]!;
    const seat = random() < 0.5 ? 0 : 1;
    const mover = instances[room.seats[seat]]!;
    if (room.seats[0] === room.seats[1]) {
      skipped += 1;
      continue;
    }
    const sending = mover.publisher
      .publish(room.channel, JSON.stringify({ i: mover.id, k: "state" }))
      .then(() => (sent += 1))
      .catch(() => (failed += 1));
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
    // The same bound on what is in flight as the PostgreSQL designs' pools.
    if (inFlight.size >= INSTANCES * SENDERS_PER_INSTANCE * 4) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const redisCpu = cpuSeconds([redis.pid]) - redisCpuBefore;
  const nodeCpu = process.cpuUsage(nodeCpuBefore);
  for (const instance of instances) await Promise.all([instance.subscriber.close(), instance.publisher.close()]);
  const moves = sent + skipped;
  return {
    design: "redis" as Design,
    rooms: roomCount,
    offered: movesPerSecond,
    notifiesPerSecond: sent / elapsed,
    commitsPerSecond: 0,
    skipped,
    failed,
    received: instances.map((instance) => instance.received),
    foreign: instances.map((instance) => instance.foreign),
    channelsPerInstance,
    listenMs,
    pgCpuUsPerMove: (redisCpu * 1e6) / moves,
    nodeCpuUsPerMove: ((nodeCpu.user + nodeCpu.system) / moves) as number,
    parseUsPerMove: Number(instances.reduce((sum, instance) => sum + instance.parseNs, 0n)) / 1000 / moves,
  };
}

async function main() {
  const postgresDesigns = DESIGNS.filter((design) => design !== "redis");
  const admin = postgresDesigns.length > 0 ? new pg.Client({ connectionString: ADMIN_URL }) : undefined;
  const redis = DESIGNS.includes("redis") ? await startRedis() : undefined;
  const scratch = `entwine_bench_fanout_${crypto.randomBytes(4).toString("hex")}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${scratch}`;
  try {
    let versions = redis ? `, Redis ${redis.version}` : "";
    if (admin) {
      await admin.connect();
      await admin.query(`create database ${scratch}`);
      const version = (await admin.query<{ server_version: string }>("show server_version")).rows[0]!.server_version;
      versions = `, PostgreSQL ${version}${versions}`;
    }
    console.log(
      `${INSTANCES} instances, a move every ${MOVE_MS / 1000} s per room, ${SECONDS} s per run${versions}` +
        ` (load average ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(" ")} on ${os.cpus().length} cores)`,
    );
    for (const roomCount of ROOM_COUNTS) {
      for (const design of DESIGNS) {
        const result =
          design === "redis" ? await runRedis(redis!, roomCount) : await run(admin!, url.toString(), design, roomCount);
        const fmt = (n: number, digits = 0) => n.toLocaleString("en-GB", { maximumFractionDigits: digits });
        const server = design === "redis" ? "Redis" : "PostgreSQL";
        console.log(
          [
            `${fmt(result.rooms)} rooms, ${result.design}:`,
            `offered ${fmt(result.offered)} moves/s, sent ${fmt(result.notifiesPerSecond)} ${design === "redis" ? "publishes" : "notifies"}/s` +
              (design === "redis" ? " (" : ` (${fmt(result.commitsPerSecond)} commits/s, `) +
              `${fmt(result.skipped)} moves needed none, ${result.failed} failed)`,
            `received per instance ${result.received.map((n) => fmt(n)).join(" / ")}` +
              `, of them for rooms it does not hold ${result.foreign.map((n) => fmt(n)).join(" / ")}`,
            `${design === "redis" ? "SUBSCRIBE" : "LISTEN"} ${fmt(result.channelsPerInstance)} channels per instance: ${fmt(result.listenMs)} ms`,
            `CPU per move: ${server} ${fmt(result.pgCpuUsPerMove, 1)} µs, instances ${fmt(result.nodeCpuUsPerMove, 1)} µs` +
              ` (of it parsing notices ${fmt(result.parseUsPerMove, 1)} µs)`,
            `load average after: ${os
              .loadavg()
              .map((n) => n.toFixed(2))
              .join(" ")}`,
          ].join("\n  "),
        );
      }
    }
  } finally {
    if (admin) {
      await admin.query(`drop database if exists ${scratch} with (force)`).catch(() => undefined);
      await admin.end();
    }
    redis?.stop();
  }
}

await main();
