/**
 * `npm run faults`: an operator's night of faults, on one machine, with figures. Starts a throwaway PostgreSQL
 * cluster of its own (initdb/pg_ctl in a temporary folder), an S3 server (s3rver) holding the media, and three
 * production instances of the built server, each under `node scripts/start.mjs` as the README advises. A room is
 * played throughout by two phones on different instances, and a steady load of page reads, writes and media reads is
 * spread over the instances (a connection refused by a stopped instance goes to the next, as the proxy would).
 * Then, one after another:
 *
 *   (a) kill -9 of the instance holding the mover's phone, its move in flight, the partner on a third instance;
 *   (b) pg_terminate_backend on every connection of the instances;
 *   (c) the database stopped (pg_ctl stop -m fast) for 20 s, then started again;
 *   (d) the database frozen (SIGSTOP of the postmaster and its backends) for 10 s, then SIGCONT;
 *   (e) SIGHUP and SIGTERM to each process of an instance (start.mjs, then the server), in turn;
 *   (f) with the notice bus on, the Redis server killed (SIGKILL) for 5 s, then started again on its port.
 *
 * For each it prints one line: moves lost or doubled, how long until moves cross instances in < 100 ms again, how
 * long an edit made after recovery takes to reach another instance's stored answer, the answers seen during the
 * fault, and orphaned processes; it exits 1 when any is out of bounds (scripts/faults-figures.ts).
 *
 * The notice path (#51): FAULTS_NOTICE_BUS=redis, or unset with a `redis-server` binary found, starts a throwaway
 * Redis (a port of the range, a temporary folder, no persistence) and gives every instance NOTICE_BUS_URL, so every
 * fault runs over Redis pub/sub and (f) is run; FAULTS_NOTICE_BUS=postgres, or no binary, keeps LISTEN/NOTIFY and
 * says (f) was skipped and why. For (f) the room must heal by itself: moves cross again, no instance restarted, each
 * instance's log holds one "notice bus lost" and one "notice bus back" line, and no log names the room's ids.
 *
 * Ports: FAULTS_PORTS or the first argument (default 47000-47099). Without initdb/pg_ctl it says so and exits 0.
 * Builds first when there is no build, or an older one than the sources.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import WebSocket from "ws";
import type { ServerMessage } from "../domain/rooms/protocol";
import type { TurnState } from "../domain/rooms/turns";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../server/http/errors";
import { startTestS3Server, type TestS3Server } from "../tests/support/s3-server";
import { buildMarker, needsBuild } from "./build-freshness.mjs";
import { percentile, portIsFree, sleep, until } from "./check-kit";
import {
  formatFigures,
  moveAccounting,
  parsePortRange,
  pickPorts,
  problemsOf,
  type FaultFigures,
  type Outcome,
} from "./faults-figures";
import { chooseNoticePath, findRedisServer, ThrowawayRedis } from "./throwaway-redis";

const root = path.resolve(import.meta.dirname, "..");
const RUN_ID = `${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
/** Every process of the instances carries this in its environment: how orphans are found. */
const RUN_MARKER = "ENTWINE_FAULTS_RUN";
const ADMIN = { username: "faults-admin", password: crypto.randomBytes(12).toString("base64url") };
const INSTANCES = 3;
/** A request answered later than this is a hang. */
const HANG_MS = 12_000;

type StateMessage = Extract<ServerMessage, { t: "state" }>;

function skip(reason: string): never {
  console.log(`faults skipped: ${reason}`);
  process.exit(0);
}

const log = (line: string) => console.log(line);

// ---------------------------------------------------------------------------------------------------------------
// Processes

interface ProcessInfo {
  pid: number;
  ppid: number;
  cmdline: string;
}

function processTable(): ProcessInfo[] {
  const table: ProcessInfo[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " ").trim();
      table.push({ pid: Number(entry), ppid, cmdline });
    } catch {
      // Gone meanwhile.
    }
  }
  return table;
}

/** This run's instance processes (start.mjs and the servers), alive or zombie. */
function markedProcesses(): ProcessInfo[] {
  return processTable().filter((info) => {
    try {
      return fs.readFileSync(`/proc/${info.pid}/environ`, "utf8").includes(`${RUN_MARKER}=${RUN_ID}`);
    } catch {
      return false;
    }
  });
}

/** Marked processes whose parent is neither this script nor another marked process: nobody will stop them. */
function orphans(): ProcessInfo[] {
  const marked = markedProcesses();
  const pids = new Set(marked.map((info) => info.pid));
  return marked.filter((info) => info.ppid !== process.pid && !pids.has(info.ppid));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    const state = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return state.slice(state.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
};

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL: a cluster of our own

function findPostgresTools(): { initdb: string; pgCtl: string } | null {
  const versioned = fs.existsSync("/usr/lib/postgresql")
    ? fs
        .readdirSync("/usr/lib/postgresql")
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  const dirs = [...(process.env.PATH ?? "").split(":").filter(Boolean), "/usr/local/bin", ...versioned];
  for (const dir of dirs) {
    const initdb = path.join(dir, "initdb");
    const pgCtl = path.join(dir, "pg_ctl");
    if (fs.existsSync(initdb) && fs.existsSync(pgCtl)) return { initdb, pgCtl };
  }
  return null;
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to `postgres` (or `nobody`). */
function clusterOwner(): { uid: number; gid: number; name: string } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ["postgres", "nobody"]) {
    const uid = spawnSync("id", ["-u", name], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
    if (uid.status === 0 && gid.status === 0) return { uid: Number(uid.stdout), gid: Number(gid.stdout), name };
  }
  throw new Error("running as root, and neither a postgres nor a nobody user exists to own the cluster");
}

class Cluster {
  readonly data: string;
  constructor(
    readonly dir: string,
    readonly port: number,
    private readonly tools: { initdb: string; pgCtl: string },
    private readonly owner: ReturnType<typeof clusterOwner>,
  ) {
    this.data = path.join(dir, "data");
  }

  private run(command: string, args: string[], timeoutMs = 60_000) {
    const result = spawnSync(command, args, {
      cwd: this.dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: timeoutMs,
      uid: this.owner?.uid,
      gid: this.owner?.gid,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C", LC_ALL: "C" },
    });
    if (result.status !== 0)
      throw new Error(`${path.basename(command)} ${args.join(" ")} failed: ${result.stderr || result.error}`);
  }

  init() {
    fs.mkdirSync(this.dir, { recursive: true });
    if (this.owner) fs.chownSync(this.dir, this.owner.uid, this.owner.gid);
    this.run(this.tools.initdb, ["-D", this.data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  }

  start() {
    const options = [
      `-p ${this.port}`,
      `-k ${this.dir}`,
      "-c listen_addresses=127.0.0.1",
      "-c fsync=off",
      "-c max_connections=200",
    ].join(" ");
    this.run(this.tools.pgCtl, [
      "-D",
      this.data,
      "-l",
      path.join(this.dir, "postgres.log"),
      "-w",
      "-o",
      options,
      "start",
    ]);
  }

  stop(mode: "fast" | "immediate" = "fast") {
    this.run(this.tools.pgCtl, ["-D", this.data, "-m", mode, "-w", "stop"]);
  }

  /** The postmaster and its backends (every child of it). */
  processes(): number[] {
    const postmaster = Number(fs.readFileSync(path.join(this.data, "postmaster.pid"), "utf8").split("\n")[0]);
    return [
      postmaster,
      ...processTable()
        .filter((info) => info.ppid === postmaster)
        .map((info) => info.pid),
    ];
  }

  url(database = "postgres") {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }
}

async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Array<Record<string, unknown>>;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Instances under `node scripts/start.mjs`

class Instance {
  supervisor!: ChildProcess;
  /** False from when this script stops or signals it until it answers again. */
  up = false;
  exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  constructor(
    readonly index: number,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    readonly log: string,
  ) {}

  start() {
    const out = fs.openSync(this.log, "a");
    this.exited = null;
    this.supervisor = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
      cwd: root,
      stdio: ["ignore", out, out],
      env: this.env,
    });
    fs.closeSync(out);
    this.supervisor.once("exit", (code, signal) => {
      this.up = false;
      this.exited = { code, signal };
    });
  }

  async ready(timeoutMs = 60_000) {
    await until(
      `instance ${this.index} (port ${this.port}) to answer /healthz (log: ${this.log})`,
      async () => (await plainGet(this.port, "/healthz").catch(() => null))?.status === 200,
      timeoutMs,
    );
    this.up = true;
  }

  /** The server process start.mjs runs, once it runs one. */
  serverPid(): number | undefined {
    return processTable().find((info) => info.ppid === this.supervisor.pid && /runtime\/main\.js/.test(info.cmdline))
      ?.pid;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP: one new connection per request (no keep-alive socket for a draining server to close under us)

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  port: number;
}

class Refused extends Error {}
class Failed extends Error {
  constructor(readonly outcome: "hang" | "cut") {
    super(outcome);
  }
}

function httpRequest(
  port: number,
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path: target, headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString(), port }),
        );
        res.on("error", () => reject(new Failed("cut")));
      },
    );
    req.setTimeout(HANG_MS, () => {
      req.destroy();
      reject(new Failed("hang"));
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") reject(new Refused(`port ${port} refused`));
      else if (!(error instanceof Failed)) reject(new Failed("cut"));
    });
    req.end(options.body);
  });
}

const plainGet = (port: number, target: string) => httpRequest(port, "GET", target);

// ---------------------------------------------------------------------------------------------------------------
// A room played by two phones

interface KeptMove {
  id: string;
  seq: number;
  move: Record<string, unknown>;
  mover: Phone;
  lastSentAt: number;
  partnerSeen?: true;
  retry?: NodeJS.Timeout;
}

class Phone {
  ws: WebSocket | null = null;
  port = 0;
  latest: StateMessage | undefined;
  private stopped = false;
  constructor(
    readonly name: string,
    readonly credentials: { room: string; secret: string },
    private readonly game: Game,
  ) {}

  get open() {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  /** Opens the room's socket on `port` and says hello; resolves once the room's state arrived. */
  connect(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/rooms/socket`, { origin: this.game.origin });
      let synced = false;
      const fail = (why: string) => {
        if (synced) return;
        ws.terminate();
        reject(new Error(why));
      };
      const timer = setTimeout(() => fail("no state within 5 s"), 5000);
      ws.on("open", () => ws.send(JSON.stringify({ t: "hello", ...this.credentials })));
      ws.on("message", (data) => {
        const message = JSON.parse(data.toString()) as ServerMessage;
        if (message.t === "error" && !synced) {
          // Hello refused (the database away): this connection will not sync; try again on a fresh one.
          clearTimeout(timer);
          return fail(`hello refused: ${message.message}`);
        }
        if (message.t === "state" && !synced) {
          synced = true;
          clearTimeout(timer);
          this.ws = ws;
          this.port = port;
          this.game.onState(this, message);
          this.game.onSynced(this);
          return resolve();
        }
        this.game.onMessage(this, message);
      });
      ws.on("error", () => fail("socket error"));
      ws.on("close", (code) => {
        clearTimeout(timer);
        if (!synced) return fail(`closed ${code}`);
        if (code === 1011) this.game.socketFailures += 1;
        if (this.ws === ws) this.ws = null;
        if (!this.stopped) void this.game.reconnect(this);
      });
    });
  }

  send(message: unknown) {
    if (this.open) this.ws!.send(JSON.stringify(message));
  }

  close() {
    this.stopped = true;
    this.ws?.terminate();
  }
}

class Game {
  readonly phones: [Phone, Phone];
  /** Which move id each sequence number was reached by, as the phones saw it. */
  readonly history = new Map<number, string | null>();
  /** Which phone moved on each sequence number. */
  readonly movers = new Map<number, Phone>();
  /** Sequence numbers two phones saw reached by different moves. */
  divergences = 0;
  readonly acknowledged = new Set<string>();
  /** When a move reached the partner, and how long after its last sending. */
  readonly crossings: Array<{ at: number; ms: number }> = [];
  socketFailures = 0;
  /** What became of a move in flight when its phone came back on another line. */
  readonly rescues: string[] = [];
  /** Error frames other than "try again" (an internal error's words). */
  readonly unexpectedErrors: string[] = [];
  kept: KeptMove | null = null;
  running = true;
  /** Called right after a move is first sent (fault (a) kills the mover's instance there). */
  onFirstSend: ((move: KeptMove) => void) | null = null;

  constructor(
    readonly origin: string,
    host: { room: string; secret: string },
    guest: { room: string; secret: string },
    private readonly livePorts: () => number[],
  ) {
    this.phones = [new Phone("A", host, this), new Phone("B", guest, this)];
  }

  partnerOf(phone: Phone) {
    return this.phones[0] === phone ? this.phones[1] : this.phones[0];
  }

  onState(phone: Phone, message: StateMessage) {
    const { seq, lastMoveId } = message.view;
    if (!phone.latest || seq >= phone.latest.view.seq) phone.latest = message;
    // A view's lastMoveId is its own seat's last move: the mover's view after a move says which move reached it.
    if (this.movers.get(seq - 1) === phone) {
      const seen = this.history.get(seq);
      if (seen === undefined) this.history.set(seq, lastMoveId ?? null);
      else if ((lastMoveId ?? null) !== seen) this.divergences += 1;
    }
    const kept = this.kept;
    if (!kept || seq !== kept.seq + 1) return;
    if (lastMoveId === kept.id && phone === kept.mover) this.acknowledged.add(kept.id);
    if (phone !== kept.mover && !kept.partnerSeen) {
      kept.partnerSeen = true;
      const at = performance.now();
      this.crossings.push({ at, ms: at - kept.lastSentAt });
    }
  }

  onMessage(phone: Phone, message: ServerMessage) {
    if (message.t === "state") return this.onState(phone, message);
    if (message.t !== "error") return;
    if (message.message !== DATABASE_UNAVAILABLE_MESSAGE) this.unexpectedErrors.push(message.message);
    // "Try again": the move is kept and goes again in a moment, as a phone keeps it until it is acknowledged.
    const kept = this.kept;
    if (kept && phone === kept.mover && !kept.retry)
      kept.retry = setTimeout(() => {
        kept.retry = undefined;
        if (this.kept === kept) this.transmit(kept);
      }, 500);
  }

  /** A phone back on a line: its kept move goes again unless the room shows it applied. */
  onSynced(phone: Phone) {
    const kept = this.kept;
    if (!kept || phone !== kept.mover) return;
    const pending = phone.latest!.view.seq === kept.seq;
    this.rescues.push(pending ? "not saved, sent again" : "saved before, announced on the new line");
    if (pending) this.transmit(kept);
  }

  transmit(kept: KeptMove) {
    kept.lastSentAt = performance.now();
    kept.mover.send({ t: "move", seq: kept.seq, move: { game: "passion-dice", ...kept.move }, id: kept.id });
  }

  /** Back on another instance than the one that went away, and than the partner's when there is a choice. */
  async reconnect(phone: Phone) {
    const lost = phone.port;
    for (let attempt = 0; this.running; attempt++) {
      await sleep(attempt === 0 ? 300 : 800);
      if (!this.running) return;
      const live = this.livePorts();
      const partnerPort = this.partnerOf(phone).port;
      const order = [
        ...live.filter((port) => port !== lost && port !== partnerPort),
        ...live.filter((port) => port === partnerPort && port !== lost),
        ...live.filter((port) => port === lost),
      ];
      const port = order[attempt % Math.max(1, order.length)];
      if (port === undefined) continue;
      try {
        await phone.connect(port);
        return;
      } catch {
        // The next instance, after a pause.
      }
    }
  }

  /** Plays on, one move at a time, until stopped: each move must reach both phones before the next. */
  async play() {
    while (this.running) {
      const [a, b] = this.phones;
      const latest = [a.latest, b.latest].filter(Boolean).sort((x, y) => y!.view.seq - x!.view.seq)[0]!;
      const state = latest.view.state as TurnState<unknown>;
      const kept: KeptMove = {
        id: crypto.randomBytes(12).toString("base64url"),
        seq: latest.view.seq,
        move: state.current === null ? { type: "roll" } : { type: "finish", completed: true },
        mover: this.phones[state.turn],
        lastSentAt: performance.now(),
      };
      this.kept = kept;
      this.movers.set(kept.seq, kept.mover);
      this.transmit(kept);
      this.onFirstSend?.(kept);
      const settled = await until(
        "the move to reach both phones",
        () => this.phones.every((phone) => (phone.latest?.view.seq ?? -1) > kept.seq),
        90_000,
      ).catch(() => false);
      clearTimeout(kept.retry);
      this.kept = null;
      if (!settled) log(`  (a move at seq ${kept.seq} did not settle in 90 s)`);
      await sleep(120);
    }
  }

  /** The first move after `since` that reached the partner in < 100 ms: how long after `since` it arrived. */
  fastAgainAfter(since: number): number | null {
    const crossing = this.crossings.find((c) => c.at > since && c.ms < 100);
    return crossing ? crossing.at - since : null;
  }

  accounting() {
    const { lost, doubled } = moveAccounting(this.history, this.acknowledged);
    return { lost, doubled: doubled + this.divergences };
  }
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const rangeText = process.argv[2] ?? process.env.FAULTS_PORTS ?? "47000-47099";
  const range = parsePortRange(rangeText);
  const tools = findPostgresTools();
  if (!tools) skip("initdb and pg_ctl were not found (on PATH, /usr/local/bin or /usr/lib/postgresql/*/bin)");
  const owner = clusterOwner();
  const noticePath = chooseNoticePath(process.env.FAULTS_NOTICE_BUS, findRedisServer(), "FAULTS_NOTICE_BUS");

  const marker = buildMarker(root);
  if (needsBuild(root, marker)) {
    log("No build, or one older than the sources: building…");
    execFileSync(process.execPath, [path.join(root, "scripts/build.mjs"), "--quiet"], { cwd: root, stdio: "inherit" });
  }

  const started = performance.now();
  const withRedis = noticePath.bus === "redis";
  const picked = await pickPorts(range, 2 + INSTANCES + (withRedis ? 1 : 0), portIsFree);
  const redisPort = withRedis ? picked.pop() : undefined;
  const [pgPort, s3Port, ...instancePorts] = picked;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-faults-"));
  fs.chmodSync(work, 0o755);
  const redis =
    noticePath.bus === "redis"
      ? new ThrowawayRedis(noticePath.binary, redisPort!, path.join(work, "redis"))
      : undefined;
  /** Problems of fault (f) that the figures' line does not cover (the log, a process that died). */
  const busProblems: string[] = [];
  const cluster = new Cluster(path.join(work, "postgres"), pgPort!, tools, owner);
  let clusterRunning = false;
  let frozen: number[] = [];
  let s3: TestS3Server | undefined;
  const instances: Instance[] = [];
  let game: Game | undefined;
  const results: FaultFigures[] = [];
  let ok = false;
  let leftAtEnd: number;

  try {
    cluster.init();
    cluster.start();
    clusterRunning = true;
    await sql(cluster.url(), "create database entwine");
    s3 = await startTestS3Server("entwine-media", s3Port);
    const version = spawnSync(tools.pgCtl, ["--version"], { encoding: "utf8" }).stdout.trim();
    await redis?.start();
    log(
      redis
        ? `notice path: Redis pub/sub (a throwaway redis-server on port ${redis.port}, no persistence)`
        : `notice path: PostgreSQL LISTEN/NOTIFY (fault (f) skipped: ${noticePath.bus === "postgres" ? noticePath.reason : ""})`,
    );
    log(
      `${version}: a cluster of its own on port ${pgPort}${owner ? ` (as ${owner.name})` : ""}; ` +
        `s3rver on ${s3Port}; instances on ${instancePorts.join(", ")}`,
    );

    // Three instances as the README runs them: one database, one secret, media in the bucket.
    const origin = `http://127.0.0.1:${instancePorts[0]}`;
    const siteSecret = crypto.randomBytes(32).toString("base64url");
    const inherited = { ...process.env };
    // Not npm's child: start.mjs would watch npm's process as if `npm start` ran it.
    for (const name of Object.keys(inherited)) if (name.startsWith("npm_")) delete inherited[name];
    for (const [index, port] of instancePorts.entries()) {
      const dataDir = path.join(work, `instance-${index}`);
      fs.mkdirSync(dataDir);
      instances.push(
        new Instance(
          index,
          port,
          {
            ...inherited,
            ...s3.env,
            [RUN_MARKER]: RUN_ID,
            ENTWINE_REUSE_BUILD: "1",
            NODE_ENV: "production",
            HOST: "127.0.0.1",
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: cluster.url("entwine"),
            SITE_SECRET: siteSecret,
            PUBLIC_ORIGIN: origin,
            ADMIN_USERNAME: ADMIN.username,
            ADMIN_PASSWORD: ADMIN.password,
            // With the bus on, its "back" line (info) is part of what fault (f) checks.
            LOG_LEVEL: redis ? "info" : "warn",
            ...(redis ? { NOTICE_BUS_URL: redis.url } : {}),
            // Every request here comes from one address: the per-address limits are for the public.
            ROOM_OPENS_PER_HOUR: "100000",
            ROOM_JOINS_PER_10_MIN: "100000",
            ROOM_OPENS_FREE_PER_HOUR: "100000",
            ROOM_JOINS_FREE_PER_10_MIN: "100000",
            ROOM_CONNECTIONS_PER_ADDRESS: "1000",
          },
          path.join(work, `instance-${index}.log`),
        ),
      );
    }
    for (const instance of instances) instance.start();
    await Promise.all(instances.map((instance) => instance.ready(120_000)));
    log(`three instances up in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const livePorts = () => instances.filter((instance) => instance.up).map((instance) => instance.port);
    let turn = 0;
    /**
     * A request to the instances in turn; a refused connection goes to the next, and so does a GET cut before its
     * answer (an instance killed under it), as nginx's proxy_next_upstream does (never a POST: it may have been
     * applied).
     */
    async function send(
      method: string,
      target: string,
      options: { headers?: Record<string, string>; body?: string | Buffer; port?: number } = {},
    ): Promise<Answer> {
      const ports = options.port ? [options.port] : instances.map((instance) => instance.port);
      const first = turn++;
      let refused: unknown;
      for (let i = 0; i < ports.length; i++) {
        const port = ports[(first + i) % ports.length]!;
        try {
          return await httpRequest(port, method, target, options);
        } catch (error) {
          const retried =
            error instanceof Refused || (method === "GET" && error instanceof Failed && error.outcome === "cut");
          if (!retried) throw error;
          refused = error;
        }
      }
      throw refused;
    }
    const json = (body: unknown) => ({
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify(body),
    });

    // The admin, signed in once: the session is shared by every instance.
    const login = await send("POST", "/api/auth/login", json(ADMIN));
    if (login.status !== 200) throw new Error(`admin sign-in: ${login.status} ${login.body}`);
    const cookie = String(login.headers["set-cookie"]?.[0] ?? "").split(";")[0]!;

    // One picture in the bucket, read back during the faults.
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#b0597a" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "faults.png");
    form.append("title", "Faults check");
    const upload = await fetch(`${origin}/api/media`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: origin },
      body: form,
    });
    if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
    const mediaPath = new URL(((await upload.json()) as { url: string }).url, origin).pathname;
    const fromBucket = await send("GET", mediaPath, { port: instancePorts[2] });
    if (fromBucket.status !== 200) throw new Error(`${mediaPath} from another instance: ${fromBucket.status}`);

    // The room: the host's phone on instance 0, the guest's on instance 2.
    const host = JSON.parse((await send("POST", "/api/rooms", json({ game: "passion-dice" }))).body) as {
      room: string;
      code: string;
      secret: string;
    };
    const joined = await send("POST", "/api/rooms/join", json({ code: host.code }));
    const guest = JSON.parse(joined.body) as { room: string; secret: string };
    game = new Game(origin, { room: host.room, secret: host.secret }, guest, livePorts);
    const [phoneA, phoneB] = game.phones;
    await phoneA.connect(instancePorts[0]!);
    await phoneB.connect(instancePorts[2]!);
    const playing = game.play();

    // The steady load: stored and rendered pages, the admin's pages, room openings (writes), media from the bucket.
    const events: Array<{ at: number; outcome: Outcome; what: string }> = [];
    let loadRunning = true;
    let searches = 0;
    const page =
      (target: string, headers: Record<string, string> = {}) =>
      async () => {
        const answer = await send("GET", target, { headers: { Accept: "text/html", ...headers } });
        if (answer.status === 503 && !/text\/html/.test(String(answer.headers["content-type"]))) return "503-json-page";
        return answer;
      };
    const kinds: Array<[string, () => Promise<Answer | Outcome>]> = [
      ["stored page", page("/games")],
      ["rendered page", () => page(`/medium-blogs?q=faults${(searches += 1)}`)()],
      ["admin page", page("/admin", { Cookie: cookie })],
      ["room opened", () => send("POST", "/api/rooms", json({ game: "passion-dice" }))],
      ["media", () => send("GET", mediaPath)],
      ["stored list", () => send("GET", "/api/positions")],
    ];
    const worker = async (offset: number) => {
      for (let i = offset; loadRunning; i++) {
        const [what, run] = kinds[i % kinds.length]!;
        const at = performance.now();
        let outcome: Outcome;
        try {
          const answer = await run();
          if (typeof answer !== "object") outcome = answer;
          else if (answer.status === 503 && !answer.headers["retry-after"]) outcome = "503-no-retry-after";
          else outcome = answer.status;
        } catch (error) {
          outcome = error instanceof Failed ? error.outcome : "refused-everywhere";
        }
        events.push({ at, outcome, what });
        await sleep(150);
      }
    };
    // Two requests at a time, each followed by a pause: steady, and light enough that on a 2-core machine the
    // figures measure the server's recovery rather than a saturated processor.
    const load = Promise.all([0, 3].map(worker));

    /** An edit on one instance, then how long until every other live instance's stored answer shows it. */
    async function staleAfterEdit(): Promise<number | null> {
      const live = instances.filter((instance) => instance.up);
      const editor = live[0]!;
      const readers = live.slice(1);
      const readTitle = async (port: number) => {
        const answer = await httpRequest(port, "GET", "/api/positions").catch(() => null);
        if (answer?.status !== 200) return undefined;
        return (JSON.parse(answer.body) as { positions: Array<{ title: string }> }).positions[0]?.title;
      };
      // Each reader has the list stored before the edit.
      for (const reader of readers) {
        await until("a stored list", async () => (await readTitle(reader.port)) !== undefined, 20_000);
        await readTitle(reader.port);
      }
      const title = `Faults check ${crypto.randomBytes(3).toString("hex")}`;
      let put: Answer | null = null;
      await until(
        "an edit to be accepted",
        async () => {
          const list = await httpRequest(editor.port, "GET", "/api/positions", { headers: { Cookie: cookie } });
          if (list.status !== 200) return false;
          const positions = (JSON.parse(list.body) as { positions: Array<Record<string, unknown>> }).positions
            .slice(0, 5)
            .map((position, index) => (index === 0 ? { ...position, title } : position));
          put = await httpRequest(editor.port, "PUT", "/api/positions", {
            headers: { ...json(null).headers, Cookie: cookie },
            body: JSON.stringify(positions),
          });
          return put.status === 200;
        },
        20_000,
      );
      const editedAt = performance.now();
      const seen = await Promise.all(
        readers.map(async (reader) => {
          try {
            await until("the edit on another instance", async () => (await readTitle(reader.port)) === title, 10_000);
            return performance.now() - editedAt;
          } catch {
            return null;
          }
        }),
      );
      return seen.some((ms) => ms === null) ? null : Math.max(0, ...(seen as number[]));
    }

    /** Waits for the figures of a fault that ended at `endedAt`, and prints its line. */
    async function figures(name: string, startedAt: number, endedAt: number) {
      await until("moves to cross in < 100 ms again", () => game!.fastAgainAfter(endedAt) !== null, 20_000).catch(
        () => undefined,
      );
      const staleMs = await staleAfterEdit().catch(() => null);
      const windowEnd = performance.now();
      const outcomes = new Map<Outcome, number>();
      for (const event of events)
        if (event.at >= startedAt && event.at <= windowEnd)
          outcomes.set(event.outcome, (outcomes.get(event.outcome) ?? 0) + 1);
      if (game!.socketFailures > 0) outcomes.set("ws-closed-1011", game!.socketFailures);
      if (game!.unexpectedErrors.length > 0) outcomes.set("ws-error", game!.unexpectedErrors.length);
      game!.socketFailures = 0;
      const unexpected = game!.unexpectedErrors.splice(0);
      // Moves are checked when settled: wait for the one in flight.
      await until("the move in flight to settle", () => game!.kept === null || !game!.running, 30_000).catch(
        () => undefined,
      );
      const counted = game!.accounting();
      const result: FaultFigures = {
        name,
        lost: counted.lost,
        doubled: counted.doubled,
        fastAgainMs: game!.fastAgainAfter(endedAt),
        staleMs,
        outcomes,
        orphans: orphans().length,
      };
      results.push(result);
      log(formatFigures(result));
      const during = game!.crossings.filter((c) => c.at >= startedAt && c.at <= windowEnd).map((c) => c.ms);
      if (during.length > 0)
        log(
          `  ${during.length} moves crossed meanwhile: p50 ${percentile(during, 50).toFixed(0)} ms, ` +
            `max ${Math.max(...during).toFixed(0)} ms`,
        );
      if (unexpected.length > 0) log(`  socket errors: ${[...new Set(unexpected)].join(" / ")}`);
      for (const event of events)
        if (event.at >= startedAt && event.at <= windowEnd && typeof event.outcome !== "number")
          log(`  ${event.what}: ${event.outcome}`);
    }

    const quiet = async () => {
      // A few healthy moves between faults, so each one starts from a room that plays.
      const count = game!.crossings.length;
      await until("play between faults", () => game!.crossings.length >= count + 3, 30_000);
    };
    await until("ten moves before the faults", () => game!.crossings.length >= 10, 60_000);
    const before = game.crossings.map((c) => c.ms);
    log(
      `room playing across instances under the load: ${before.length} moves, to the partner p50 ` +
        `${percentile(before, 50).toFixed(0)} ms, max ${Math.max(...before).toFixed(0)} ms`,
    );
    log("");

    // (a) kill -9 of the mover's instance with its move in flight; the partner is on a third instance.
    {
      const victim = instances.find((instance) => instance.port === phoneA.port)!;
      const victimPid = victim.serverPid()!;
      const killed = new Promise<number>((resolve) => {
        game!.onFirstSend = (kept) => {
          if (kept.mover !== phoneA) return;
          game!.onFirstSend = null;
          victim.up = false;
          process.kill(victimPid, "SIGKILL");
          resolve(performance.now());
        };
      });
      const at = await killed;
      // start.mjs starts it again after 1 s.
      await victim.ready(60_000);
      await figures("(a) kill -9, move in flight", at, at);
      log(`  the move in flight: ${game.rescues.at(-1) ?? "settled before its phone noticed"}`);
    }
    await quiet();

    // (b) Every connection of the instances cut by the database.
    {
      const at = performance.now();
      const cut = await sql(
        cluster.url(),
        "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = 'entwine' and pid <> pg_backend_pid()",
      );
      await figures(`(b) pg_terminate_backend ×${String(cut[0]?.n)}`, at, performance.now());
    }
    await quiet();

    // (c) The database stopped for 20 s under load, then started again.
    {
      const at = performance.now();
      cluster.stop("fast");
      clusterRunning = false;
      await sleep(20_000);
      cluster.start();
      clusterRunning = true;
      await figures("(c) database stopped 20 s", at, performance.now());
    }
    await quiet();

    // (d) The database frozen for 10 s.
    {
      const at = performance.now();
      frozen = cluster.processes();
      for (const pid of frozen) process.kill(pid, "SIGSTOP");
      await sleep(10_000);
      for (const pid of [...frozen].reverse()) process.kill(pid, "SIGCONT");
      frozen = [];
      await figures("(d) database frozen 10 s", at, performance.now());
    }
    await quiet();

    // (e) SIGHUP and SIGTERM to start.mjs and to the server of the instance holding phone A, in turn.
    for (const [which, signal] of [
      ["start.mjs", "SIGHUP"],
      ["start.mjs", "SIGTERM"],
      ["server", "SIGHUP"],
      ["server", "SIGTERM"],
    ] as const) {
      const target = instances.find((instance) => instance.port === phoneA.port)!;
      const serverPid = target.serverPid()!;
      const pid = which === "server" ? serverPid : target.supervisor.pid!;
      const at = performance.now();
      target.up = false;
      process.kill(pid, signal);
      await until("the instance to stop", () => target.exited !== null && !alive(serverPid), 30_000);
      const exit = target.exited!;
      target.start();
      await target.ready(60_000);
      await figures(`(e) ${signal} to ${which} (exit ${exit.code ?? exit.signal})`, at, at);
      await quiet();
    }

    // (f) The Redis server killed under play for 5 s, then started again: the room heals by itself.
    if (redis) {
      const serverPids = instances.map((instance) => instance.serverPid());
      const logStarts = instances.map((instance) => fs.statSync(instance.log).size);
      const at = performance.now();
      await redis.stop("SIGKILL");
      await sleep(5000);
      await redis.start();
      const restartedAt = performance.now();
      const restartedClock = Date.now();
      await figures("(f) Redis killed (SIGKILL), 5 s away", at, restartedAt);
      const windowOf = (index: number) =>
        fs.readFileSync(instances[index]!.log).subarray(logStarts[index]).toString("utf8").split("\n");
      const backLines = (index: number) => windowOf(index).filter((line) => line.includes("notice bus back"));
      // Each instance's bus retries on its own backoff (up to 5 s, jittered): an instance holding no phone may be
      // back after the room already plays again.
      await until(
        "every instance's notice bus back",
        () => instances.every((_, index) => backLines(index).length > 0),
        20_000,
      ).catch(() => undefined);
      await sleep(500);
      const died = instances.filter(
        (instance, index) => instance.exited !== null || instance.serverPid() !== serverPids[index],
      ).length;
      const windows = instances.map((_, index) => windowOf(index).join("\n"));
      const drops = windows.map((text) => text.split("\n").filter((line) => line.includes("notice bus lost")).length);
      const backs = instances.map((_, index) => backLines(index));
      const backAfter = backs.flat().map((line) => Number(/"time":(\d+)/.exec(line)?.[1] ?? NaN) - restartedClock);
      const unpublished = windows
        .flatMap((text) => text.split("\n").filter((line) => line.includes("notices not published")))
        .reduce((sum, line) => sum + Number(/"failed":(\d+)/.exec(line)?.[1] ?? 0), 0);
      const privateIds = [host.room, host.secret, host.code, guest.room, guest.secret];
      const leaks = windows.filter((text) => privateIds.some((id) => text.includes(id))).length;
      log(
        `  bus lines per instance: lost ${drops.join("/")}, back ${backs.map((b) => b.length).join("/")}; ` +
          `every bus back ${Math.round(Math.max(...backAfter))} ms after Redis restarted ` +
          `(${backAfter.map((ms) => Math.round(ms)).join("/")}); ${unpublished} notice(s) not published meanwhile ` +
          `(the reconcile carried them); instances died ${died}; log lines naming the room ${leaks}`,
      );
      if (drops.some((count) => count !== 1))
        busProblems.push(`"notice bus lost" lines ${drops.join("/")}, not 1 each`);
      if (backs.some((lines) => lines.length !== 1))
        busProblems.push(`"notice bus back" lines ${backs.map((b) => b.length).join("/")}, not 1 each`);
      if (died > 0) busProblems.push(`${died} instance(s) died or restarted`);
      if (leaks > 0) busProblems.push(`${leaks} instance log(s) name the room's id, code or secret`);
      if (busProblems.length > 0) log(`  (f) FAILED: ${busProblems.join("; ")}`);
      await quiet();
    }

    loadRunning = false;
    game.running = false;
    await load;
    {
      // Over the whole run, every fault: a line naming the room's id, code or secret is a privacy fault of its own.
      const privateIds = [host.room, host.secret, host.code, guest.room, guest.secret];
      const naming = instances.flatMap((instance) =>
        fs
          .readFileSync(instance.log, "utf8")
          .split("\n")
          .filter((line) => privateIds.some((id) => line.includes(id)))
          .map((line) => /"msg":"([^"]*)"/.exec(line)?.[1] ?? "(not a log line)"),
      );
      log(
        `log lines naming the room's id, code or secret: ${naming.length}${naming.length ? ` (${[...new Set(naming)].join(" / ")})` : ""}`,
      );
      if (naming.length > 0) busProblems.push(`${naming.length} log line(s) name the room's id, code or secret`);
    }
    await playing;
    ok = results.every((result) => problemsOf(result).length === 0) && busProblems.length === 0;
    log("");
    log(
      `${game.acknowledged.size} moves acknowledged, ${game.crossings.length} crossings, ${events.length} requests; ` +
        `${((performance.now() - started) / 1000).toFixed(0)} s in all`,
    );
  } finally {
    if (game) {
      game.running = false;
      for (const phone of game.phones) phone.close();
    }
    for (const pid of frozen) {
      try {
        process.kill(pid, "SIGCONT");
      } catch {
        // Gone.
      }
    }
    for (const instance of instances) if (instance.exited === null) instance.supervisor.kill("SIGTERM");
    await Promise.all(
      instances.map((instance) =>
        until("the instance to stop", () => instance.exited !== null, 30_000).catch(() => undefined),
      ),
    );
    await until("no process of the instances left", () => markedProcesses().length === 0, 10_000).catch(
      () => undefined,
    );
    leftAtEnd = markedProcesses().length;
    if (clusterRunning) {
      try {
        cluster.stop("immediate");
      } catch (error) {
        console.error(String(error));
      }
    }
    await s3?.close().catch(() => undefined);
    await redis?.stop().catch(() => undefined);
    if (leftAtEnd > 0) console.error(`${leftAtEnd} process(es) of the instances still running after the stop`);
    if (ok && leftAtEnd === 0) fs.rmSync(work, { recursive: true, force: true });
    else console.error(`faults FAILED; logs kept in ${work}`);
  }
  if (!ok || leftAtEnd > 0) process.exit(1);
  console.log("faults passed");
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
