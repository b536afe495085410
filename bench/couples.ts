// `npm run bench:couples`: simulated couples against one or more local production instances. Each couple is a room
// with two phones on WebSockets that say hello, play a move every few seconds (passion dice, turn by turn), drop
// now and then and come back. Prints the sockets held, moves/s, move-to-partner latency, errors and each instance's
// memory and CPU, and the derived costs docs/capacity.md is built from.
//
//   BENCH_COUPLES (1000), BENCH_INSTANCES (1), BENCH_SECONDS (60), BENCH_MOVE_EVERY_MS (5000),
//   BENCH_DROP_EVERY_MS (60000: a phone drops on average once in this time and comes back 1-3 s later),
//   BENCH_DRIVERS (processes holding the phones; each may hold ~19,000 sockets under a 20,000 file limit),
//   BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres; with one instance and
//   BENCH_EMBEDDED=1 the embedded database is used instead). A scratch database is created and dropped.
//
// The phones of a couple are put on different instances when there are several (every move crosses instances,
// the worst case for the fan-out), and spread over loopback source addresses (127.0.1.x), so that neither the
// per-address connection limit nor the ephemeral ports of one address bound the run. Build first:
// BUILD_DIR=.tmp/bench-build node scripts/build.mjs --quiet
import { fork, spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import type { ServerMessage } from "../domain/rooms/protocol";
import { systemClock } from "../server/base/clock";
import { openDatabase } from "../server/db/client";
import { createRateLimitService } from "../server/services/rate-limits";
import { createProofOfWork } from "../server/services/proof-of-work";
import { createRoomService, type RoomCredentials } from "../server/services/rooms";
import { SERVER_NODE_FLAGS } from "../scripts/server-flags.mjs";
import { runOnce } from "../tests/support/postgres-admin";
import { freePort } from "../tests/e2e/support/server";
import { percentile } from "./percentile";

const root = path.resolve(import.meta.dirname, "..");
const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};
const COUPLES = setting("BENCH_COUPLES", 1000);
const INSTANCES = Math.max(1, setting("BENCH_INSTANCES", 1));
const SECONDS = setting("BENCH_SECONDS", 60);
const MOVE_EVERY_MS = setting("BENCH_MOVE_EVERY_MS", 5000);
const DROP_EVERY_MS = setting("BENCH_DROP_EVERY_MS", 60_000);
const SOCKETS_PER_DRIVER = 18_000;
const DRIVERS = Math.max(1, setting("BENCH_DRIVERS", Math.ceil((COUPLES * 2) / SOCKETS_PER_DRIVER)));
const EMBEDDED = process.env.BENCH_EMBEDDED === "1" && INSTANCES === 1;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** The site's one public origin, the same on every instance (as behind a proxy): the sockets' Origin must match it. */
const SITE_ORIGIN = "http://entwine.bench.test";
/** Loopback source addresses the phones are spread over (each holds at most a few hundred sockets). */
const SOURCE_ADDRESSES = 200;

interface CoupleAssignment {
  host: RoomCredentials;
  guest: RoomCredentials;
  /** Socket addresses of the instances the two phones use. */
  hostUrl: string;
  guestUrl: string;
  origin: string;
  index: number;
}

/** What a driver reports every second and at the end. */
interface DriverReport {
  open: number;
  moves: number;
  delivered: number;
  errors: number;
  connectFailures: number;
  reconnects: number;
  latencies?: number[];
  errorSamples?: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Driver: holds the phones of its share of the couples.

type StateMessage = Extract<ServerMessage, { t: "state" }>;

interface Phone {
  ws: WebSocket | null;
  ready: boolean;
  seq: number;
  turn: number;
  hasResult: boolean;
}

async function runDriver() {
  const couples = await new Promise<CoupleAssignment[]>((resolve) =>
    process.once("message", (message) => resolve(message as CoupleAssignment[])),
  );
  const report: Required<DriverReport> = {
    open: 0,
    moves: 0,
    delivered: 0,
    errors: 0,
    connectFailures: 0,
    reconnects: 0,
    latencies: [],
    errorSamples: [],
  };
  let stopping = false;
  const random = () => crypto.randomInt(0, 1_000_000) / 1_000_000;
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const rooms = couples.map((couple) => {
    const phones: [Phone, Phone] = [
      { ws: null, ready: false, seq: 0, turn: 0, hasResult: false },
      { ws: null, ready: false, seq: 0, turn: 0, hasResult: false },
    ];
    /** The move in flight: the seq it will produce, when it left and which seat sent it. */
    let pending: { seq: number; at: number; seat: number } | null = null;
    const urls = [couple.hostUrl, couple.guestUrl];
    const credentials = [couple.host, couple.guest];
    const localAddress = (seat: number) => `127.0.1.${1 + ((couple.index * 2 + seat) % SOURCE_ADDRESSES)}`;

    const connect = (seat: number, firstTime: boolean): Promise<void> =>
      new Promise((resolve) => {
        if (stopping) return resolve();
        const phone = phones[seat]!;
        const ws = new WebSocket(urls[seat]!, {
          origin: couple.origin,
          perMessageDeflate: false,
          localAddress: localAddress(seat),
        });
        phone.ws = ws;
        let settled = false;
        const settle = () => {
          if (!settled) {
            settled = true;
            resolve();
          }
        };
        ws.on("open", () => {
          ws.send(JSON.stringify({ t: "hello", room: credentials[seat]!.room, secret: credentials[seat]!.secret }));
        });
        ws.on("message", (data) => {
          const message = JSON.parse(String(data)) as ServerMessage;
          if (message.t === "error") {
            report.errors += 1;
            if (report.errorSamples.length < 5) report.errorSamples.push(String(data).slice(0, 200));
            return;
          }
          if (message.t !== "state") return;
          const state = (message as StateMessage).view.state as { turn: number; current: unknown };
          phone.seq = (message as StateMessage).view.seq;
          phone.turn = state.turn;
          phone.hasResult = state.current !== null;
          if (!phone.ready) {
            phone.ready = true;
            report.open += 1;
            if (!firstTime) report.reconnects += 1;
            settle();
          }
          if (pending && seat !== pending.seat && phone.seq >= pending.seq) {
            if (phone.seq === pending.seq) {
              report.delivered += 1;
              report.latencies.push(performance.now() - pending.at);
            }
            pending = null;
          }
        });
        ws.on("error", () => undefined);
        ws.on("close", () => {
          if (phone.ws !== ws) return;
          if (phone.ready) report.open -= 1;
          else {
            report.connectFailures += 1;
            if (report.errorSamples.length < 5) report.errorSamples.push(`connection closed before its state`);
          }
          phone.ready = false;
          phone.ws = null;
          // A move whose partner is away is delivered when it comes back: not a latency this run can measure.
          pending = null;
          settle();
          if (!stopping) later(1000 + random() * 2000, () => void connect(seat, false));
        });
      });

    const move = () => {
      if (stopping) return;
      const [a, b] = phones;
      if (a.ready && b.ready && !pending) {
        const seat = a.turn === 0 ? 0 : 1;
        const mover = phones[seat]!;
        const body = mover.hasResult
          ? { game: "passion-dice", type: "finish", completed: true }
          : { game: "passion-dice", type: "roll" };
        pending = { seq: mover.seq + 1, at: performance.now(), seat };
        mover.ws!.send(JSON.stringify({ t: "move", seq: mover.seq, move: body }));
        report.moves += 1;
      } else if (pending && performance.now() - pending.at > 10_000) {
        pending = null; // lost with a drop; start again
      }
      later(MOVE_EVERY_MS * (0.75 + random() * 0.5), move);
    };

    const drops = () => {
      if (stopping || DROP_EVERY_MS === 0) return;
      later(DROP_EVERY_MS * (0.5 + random()), () => {
        const seat = random() < 0.5 ? 0 : 1;
        phones[seat]!.ws?.terminate();
        drops();
      });
    };
    return { connect, move, drops, phones };
  });

  // Connect in small batches: a burst of thousands of handshakes at once only measures the accept queue.
  for (let i = 0; i < rooms.length; i += 50) {
    await Promise.all(rooms.slice(i, i + 50).flatMap((room) => [room.connect(0, true), room.connect(1, true)]));
    process.send!({ type: "progress", report: { ...report, latencies: undefined, errorSamples: undefined } });
  }
  process.send!({ type: "connected" });
  await new Promise<void>((resolve) => process.once("message", () => resolve()));
  const start = performance.now();
  for (const room of rooms) {
    later(random() * MOVE_EVERY_MS, room.move);
    room.drops();
  }
  const tick = setInterval(
    () => process.send!({ type: "progress", report: { ...report, latencies: undefined, errorSamples: undefined } }),
    1000,
  );
  await new Promise<void>((resolve) => process.once("message", () => resolve()));
  stopping = true;
  clearInterval(tick);
  for (const timer of timers) clearTimeout(timer);
  const heldAtEnd = report.open;
  for (const room of rooms) for (const phone of room.phones) phone.ws?.terminate();
  process.send!({
    type: "done",
    report: { ...report, open: heldAtEnd },
    seconds: (performance.now() - start) / 1000,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Orchestrator.

/** Resident memory (MB) and CPU seconds used so far of a process, from /proc. */
function processUsage(pid: number): { rssMb: number; cpuSeconds: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const fields = fs
    .readFileSync(`/proc/${pid}/stat`, "utf8")
    .replace(/^.*\) /, "")
    .split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssMb: rssKb / 1024, cpuSeconds: ticks / 100 };
}

/** CPU seconds used so far by every PostgreSQL process on this machine (0 when it runs elsewhere). */
function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, "utf8").trim() !== "postgres") continue;
      const fields = fs
        .readFileSync(`/proc/${entry}/stat`, "utf8")
        .replace(/^.*\) /, "")
        .split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100;
}

interface Instance {
  process: ChildProcess;
  url: string;
  log: () => string;
}

async function startInstance(env: Record<string, string>, dataDir: string): Promise<Instance> {
  const port = await freePort();
  let log = "";
  const buildDir = process.env.BUILD_DIR ?? ".tmp/bench-build";
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, buildDir, "runtime/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      MALLOC_ARENA_MAX: "2",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: SITE_ORIGIN,
      LOG_LEVEL: "warn",
      BUILD_DIR: buildDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log = (log + chunk).slice(-20_000)));
  child.stderr?.on("data", (chunk) => (log = (log + chunk).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`an instance exited early:\n${log}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`an instance did not become healthy:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { process: child, url, log: () => log };
}

async function main() {
  const started = new Date().toISOString();
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-bench-couples-"));
  const databaseName = `entwine_bench_couples_${process.pid}`;
  const databaseUrl = EMBEDDED ? undefined : POSTGRES_URL.replace(/\/[^/]*$/, `/${databaseName}`);
  const instances: Instance[] = [];
  const drivers: ChildProcess[] = [];
  try {
    if (databaseUrl) await runOnce(POSTGRES_URL, `create database ${databaseName}`);
    console.log(
      `${COUPLES} couples (${COUPLES * 2} phones) on ${INSTANCES} instance(s), ${EMBEDDED ? "embedded database" : "PostgreSQL"}, ` +
        `a move every ~${MOVE_EVERY_MS / 1000} s per couple, a drop every ~${DROP_EVERY_MS / 1000} s per couple, ` +
        `${SECONDS} s, ${DRIVERS} driver process(es); machine: ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
    );

    // Rooms are opened through the service before the instances start (as bench/rooms.ts does): opening is the
    // rate-limited HTTP call, not what this run measures.
    const database = await openDatabase(
      databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataRoot, "shared", "pglite") },
    );
    await database.migrate();
    const rateLimits = createRateLimitService(database.db, systemClock, () => "bench");
    const roomService = createRoomService({
      db: database.db,
      clock: systemClock,
      rateLimits,
      proofOfWork: createProofOfWork({ clock: systemClock, secret: () => "bench", rateLimits }),
      wheelPositions: async () => [],
    });
    const pairs: Array<[RoomCredentials, RoomCredentials]> = [];
    const openStart = performance.now();
    for (let i = 0; i < COUPLES; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, COUPLES - i) }, async (_, k) => {
          const host = await roomService.create("passion-dice", `bench-${i + k}`);
          return [host, await roomService.join(host.code, `bench-${i + k}`)] as [RoomCredentials, RoomCredentials];
        }),
      );
      pairs.push(...batch);
    }
    console.log(`Opened ${COUPLES} rooms in ${((performance.now() - openStart) / 1000).toFixed(1)} s`);
    await database.close();

    const instanceEnv: Record<string, string> = {
      ROOM_CONNECTIONS_PER_ADDRESS: "10000",
      // An admin of its own, so that no instance generates one and prints its password among the warnings shown.
      ADMIN_USERNAME: "bench",
      ADMIN_PASSWORD: crypto.randomBytes(24).toString("base64url"),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SITE_SECRET: "bench-couples-site-secret-0123456789abcdef" } : {}),
    };
    for (let i = 0; i < INSTANCES; i++) {
      const dir = EMBEDDED ? path.join(dataRoot, "shared") : path.join(dataRoot, `instance-${i}`);
      fs.mkdirSync(dir, { recursive: true });
      instances.push(await startInstance(instanceEnv, dir));
    }
    const pids = instances.map((instance) => instance.process.pid!);
    const idle = pids.map(processUsage);
    console.log(`Instances up; resident memory idle: ${idle.map((usage) => usage.rssMb.toFixed(0)).join(", ")} MB`);

    const socketUrl = (instance: number) => `${instances[instance]!.url.replace("http", "ws")}/api/rooms/socket`;
    const assignments: CoupleAssignment[] = pairs.map(([host, guest], index) => ({
      host,
      guest,
      index,
      hostUrl: socketUrl(index % INSTANCES),
      guestUrl: socketUrl((index + 1) % INSTANCES),
      origin: SITE_ORIGIN,
    }));

    const reports = new Map<number, DriverReport>();
    const done = new Map<number, { report: DriverReport; seconds: number }>();
    const connected = new Set<number>();
    const driverEvents = new EventTarget();
    for (let d = 0; d < DRIVERS; d++) {
      const child = fork(import.meta.filename, ["--driver"], {
        execArgv: process.execArgv,
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      child.on("message", (raw) => {
        const message = raw as { type: string; report?: DriverReport; seconds?: number };
        if (message.type === "progress") reports.set(d, message.report!);
        if (message.type === "connected") connected.add(d);
        if (message.type === "done") done.set(d, { report: message.report!, seconds: message.seconds! });
        driverEvents.dispatchEvent(new Event("change"));
      });
      child.send(assignments.filter((_, index) => index % DRIVERS === d));
      drivers.push(child);
    }
    const waitFor = (condition: () => boolean) =>
      new Promise<void>((resolve) => {
        if (condition()) return resolve();
        const check = () => {
          if (!condition()) return;
          driverEvents.removeEventListener("change", check);
          resolve();
        };
        driverEvents.addEventListener("change", check);
      });
    const sum = (pick: (report: DriverReport) => number) =>
      [...reports.values()].reduce((total, report) => total + pick(report), 0);

    const connectStart = performance.now();
    const progress = setInterval(() => console.log(`  ${sum((r) => r.open)} sockets open`), 5000);
    await waitFor(() => connected.size === DRIVERS);
    clearInterval(progress);
    const connectSeconds = (performance.now() - connectStart) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const held = pids.map(processUsage);
    const open = sum((r) => r.open);
    console.log(
      `${open} sockets open (${sum((r) => r.connectFailures)} refused or failed) in ${connectSeconds.toFixed(1)} s; ` +
        `resident memory ${held.map((usage) => usage.rssMb.toFixed(0)).join(", ")} MB. Playing for ${SECONDS} s…`,
    );

    const cpuStart = pids.map(processUsage);
    const driverPids = drivers.map((child) => child.pid!);
    const driverCpuStart = driverPids.map((pid) => processUsage(pid).cpuSeconds);
    const postgresStart = postgresCpuSeconds();
    const playStart = performance.now();
    for (const child of drivers) child.send("play");
    const peak = held.map((usage) => usage.rssMb);
    let minOpen = Infinity;
    const sampler = setInterval(() => {
      pids.forEach((pid, i) => (peak[i] = Math.max(peak[i]!, processUsage(pid).rssMb)));
      minOpen = Math.min(
        minOpen,
        sum((r) => r.open),
      );
    }, 1000);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const cpuEnd = pids.map(processUsage);
    const driverCpuSeconds = driverPids.reduce(
      (all, pid, i) => all + processUsage(pid).cpuSeconds - driverCpuStart[i]!,
      0,
    );
    const postgresSeconds = postgresCpuSeconds() - postgresStart;
    const playSeconds = (performance.now() - playStart) / 1000;
    clearInterval(sampler);
    for (const child of drivers) child.send("stop");
    await waitFor(() => done.size === DRIVERS);

    const finals = [...done.values()].map((entry) => entry.report);
    const total = (pick: (report: DriverReport) => number) => finals.reduce((all, report) => all + pick(report), 0);
    const latencies = finals.flatMap((report) => report.latencies ?? []).sort((a, b) => a - b);
    const cpuPercent = cpuEnd.map((end, i) => ((end.cpuSeconds - cpuStart[i]!.cpuSeconds) / playSeconds) * 100);
    const moves = total((r) => r.moves);
    const socketsHeld = total((r) => r.open);
    const rssDelta = held.reduce((all, usage, i) => all + usage.rssMb - idle[i]!.rssMb, 0);
    const cpuSecondsPerMove =
      cpuEnd.reduce((all, end, i) => all + end.cpuSeconds - cpuStart[i]!.cpuSeconds, 0) / Math.max(1, moves);

    console.log("");
    console.log(`Run ${started}, ${COUPLES} couples, ${INSTANCES} instance(s), ${SECONDS} s of play`);
    console.log(`Sockets held: ${socketsHeld} at the end (fewest during play ${minOpen}, of ${COUPLES * 2})`);
    console.log(
      `Moves: ${moves} sent (${(moves / playSeconds).toFixed(0)}/s), ${total((r) => r.delivered)} measured at the partner; ` +
        `reconnects ${total((r) => r.reconnects)}`,
    );
    console.log(
      `Move-to-partner latency: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms`,
    );
    console.log(
      `Errors: ${total((r) => r.errors)} error messages, ${total((r) => r.connectFailures)} connections refused or failed`,
    );
    for (const sample of new Set(finals.flatMap((report) => report.errorSamples ?? [])))
      console.log(`  e.g. ${sample}`);
    // What the instances said about it (warnings and errors, counted by message and error), so a refusal has a cause.
    const said = new Map<string, number>();
    const example = new Map<string, string>();
    for (const instance of instances) {
      for (const line of instance.log().split("\n")) {
        try {
          const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
          const key = [entry.msg, entry.err?.message].filter(Boolean).join(": ").slice(0, 160);
          if (key) said.set(key, (said.get(key) ?? 0) + 1);
          if (key && !example.has(key)) example.set(key, line.slice(0, 600));
        } catch {
          // a line cut by the log buffer's window
        }
      }
    }
    for (const [line, count] of [...said].sort((a, b) => b[1] - a[1]).slice(0, 5))
      console.log(`  the instances logged ${count}x (in the last 20 KB of each log): ${example.get(line)}`);
    pids.forEach((_, i) =>
      console.log(
        `Instance ${i + 1}: resident ${idle[i]!.rssMb.toFixed(0)} MB idle, ${held[i]!.rssMb.toFixed(0)} MB with its sockets, ` +
          `peak ${peak[i]!.toFixed(0)} MB playing; CPU ${cpuPercent[i]!.toFixed(0)}% of a core while playing`,
      ),
    );
    if (!EMBEDDED) {
      console.log(
        `PostgreSQL (every postgres process on this machine, other helpers' included): ` +
          `${((postgresSeconds / playSeconds) * 100).toFixed(0)}% of a core, ` +
          `${((postgresSeconds * 1000) / Math.max(1, moves)).toFixed(2)} ms per move`,
      );
    }
    console.log(
      `Drivers (${DRIVERS} processes holding the phones, on the same cores): ` +
        `${((driverCpuSeconds / playSeconds) * 100).toFixed(0)}% of a core in all; load average at the end ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      `Derived: ${((rssDelta * 1024) / Math.max(1, open)).toFixed(1)} KB resident per open socket; ` +
        `${(cpuSecondsPerMove * 1000).toFixed(2)} ms of instance CPU per move (all instances, sockets' pings included)`,
    );
  } finally {
    for (const child of drivers) if (child.exitCode === null) child.kill();
    for (const instance of instances) {
      if (instance.process.exitCode === null) {
        const exited = new Promise((resolve) => instance.process.once("exit", resolve));
        instance.process.kill("SIGTERM");
        await exited;
      }
    }
    if (databaseUrl) await runOnce(POSTGRES_URL, `drop database if exists ${databaseName} with (force)`);
    fs.rmSync(dataRoot, { recursive: true, force: true });
  }
}

if (process.argv.includes("--driver")) await runDriver();
else await main();
