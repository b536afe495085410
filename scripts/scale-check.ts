/**
 * `npm run scale:check`: the README's "Running at scale" tried for real. Starts two production instances on a
 * scratch PostgreSQL database behind nginx running docs/deploy/nginx.conf (its own ports, a throwaway certificate),
 * then through the proxy: health checks, a two-phone room with its phones on different instances, the event-stream
 * fallback, and `kill -9` of the instance holding one phone, which comes back on the other with nothing lost.
 *
 * The notice path (#51): SCALE_NOTICE_BUS=redis or unset with a `redis-server` binary found starts a throwaway Redis
 * (own port, temporary folder, no persistence) and gives both instances NOTICE_BUS_URL, so every check above runs
 * over Redis pub/sub; SCALE_NOTICE_BUS=postgres, or no binary, keeps PostgreSQL's LISTEN/NOTIFY (said why). Redis is
 * stopped at the end, also on failure.
 *
 * Skipped (exit 0, with the reason) when nginx or PostgreSQL is not there. PostgreSQL: SCALE_POSTGRES_URL,
 * TEST_POSTGRES_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; a database
 * entwine_scale_check_<pid> is created and dropped. Builds first when there is no build (BUILD_DIR as npm start).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createClient } from "redis";
import WebSocket from "ws";
import type { ServerMessage } from "../domain/rooms/protocol";
import type { TurnState } from "../domain/rooms/turns";
import { SERVER_NODE_FLAGS } from "./server-flags.mjs";
import { runOnce } from "../tests/support/postgres-admin";
import { percentile, sleep, until } from "./check-kit";
import { chooseNoticePath, findRedisServer, ThrowawayRedis } from "./throwaway-redis";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const postgresUrl =
  process.env.SCALE_POSTGRES_URL ??
  process.env.TEST_POSTGRES_URL ??
  process.env.DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const ROUNDS = 20;

type StateMessage = Extract<ServerMessage, { t: "state" }>;

function skip(reason: string): never {
  console.log(`scale:check skipped: ${reason}`);
  process.exit(0);
}

function findNginx(): string | null {
  for (const candidate of [
    process.env.NGINX,
    "nginx",
    "/usr/sbin/nginx",
    "/usr/local/sbin/nginx",
    "/usr/local/nginx/sbin/nginx",
  ]) {
    if (!candidate) continue;
    const probe = spawnSync(candidate, ["-v"], { stdio: "ignore" });
    if (!probe.error && probe.status === 0) return candidate;
  }
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One statement on the PostgreSQL server the suite runs against. */
const adminQuery = (text: string) => runOnce(postgresUrl, text);

/** docs/deploy/nginx.conf with this run's ports, certificate and instances; the socket location names its upstream. */
function renderNginxConfig(
  example: string,
  options: { httpPort: number; httpsPort: number; cert: string; key: string; instances: number[] },
): string {
  const servers = [...example.matchAll(/^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;$/gm)];
  if (servers.length === 0) throw new Error("docs/deploy/nginx.conf has no upstream server lines");
  const indent = servers[0]![1]!;
  const params = servers[0]![2] ?? "";
  let first = true;
  let config = example.replace(/^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;\n/gm, () => {
    if (!first) return "";
    first = false;
    return options.instances.map((port) => `${indent}server 127.0.0.1:${port}${params};\n`).join("");
  });
  const replace = (from: RegExp, to: string) => {
    if (!from.test(config)) throw new Error(`docs/deploy/nginx.conf: expected ${from}`);
    config = config.replace(from, to);
  };
  replace(/listen 80;/, `listen 127.0.0.1:${options.httpPort};`);
  replace(/listen 443 ssl;/, `listen 127.0.0.1:${options.httpsPort} ssl;`);
  replace(/ssl_certificate +\S+;/, `ssl_certificate ${options.cert};`);
  replace(/ssl_certificate_key +\S+;/, `ssl_certificate_key ${options.key};`);
  replace(/proxy_cache_path \S+/, `proxy_cache_path ${path.join(path.dirname(options.cert), "page-cache")}`);
  replace(
    /location = \/api\/rooms\/socket \{\n/,
    "location = /api/rooms/socket {\n        add_header X-Entwine-Upstream $upstream_addr always;\n",
  );
  return config;
}

interface Instance {
  port: number;
  child: ChildProcess;
  log: string;
}

/** A phone on the rooms' WebSocket through the proxy: what it received and which instance it landed on. */
class Phone {
  readonly received: ServerMessage[] = [];
  upstream = "?";
  ws!: WebSocket;
  constructor(
    private readonly url: string,
    private readonly origin: string,
    readonly credentials: { room: string; secret: string },
  ) {}

  async connect(): Promise<void> {
    const ws = new WebSocket(this.url, { origin: this.origin, rejectUnauthorized: false });
    this.ws = ws;
    ws.on("upgrade", (response) => {
      // "a, b" when nginx tried a (dead) before b: the phone is on the last one.
      this.upstream = String(response.headers["x-entwine-upstream"] ?? "?")
        .split(", ")
        .at(-1)!;
    });
    ws.on("message", (data) => this.received.push(JSON.parse(data.toString()) as ServerMessage));
    ws.on("error", () => undefined);
    await new Promise<void>((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    const start = this.received.length;
    ws.send(JSON.stringify({ t: "hello", ...this.credentials }));
    await until("the room's state after hello", () => this.received.slice(start).some((m) => m.t === "state"));
  }

  latest(): StateMessage | undefined {
    return this.received.filter((m): m is StateMessage => m.t === "state").at(-1);
  }

  async waitForSeq(seq: number, timeoutMs = 10_000) {
    return until(
      `state ${seq}`,
      () => this.received.find((m): m is StateMessage => m.t === "state" && m.view.seq >= seq),
      timeoutMs,
    );
  }

  move(seq: number, move: Record<string, unknown>) {
    this.ws.send(
      JSON.stringify({
        t: "move",
        seq,
        move: { game: "passion-dice", ...move },
        id: crypto.randomBytes(12).toString("base64url"),
      }),
    );
  }

  get open() {
    return this.ws.readyState === WebSocket.OPEN;
  }
}

/** Publishes Redis served since it started, and the channels subscribed now. */
async function redisFigures(url: string): Promise<{ publishes: number; channels: number }> {
  const client = createClient({ url, socket: { reconnectStrategy: false } });
  client.on("error", () => undefined);
  await client.connect();
  try {
    const stats = await client.info("commandstats");
    const publishes = Number(/^cmdstat_publish:calls=(\d+)/m.exec(stats)?.[1] ?? 0);
    const channels = (await client.pubSubChannels()).length;
    return { publishes, channels };
  } finally {
    await client.close();
  }
}

async function main() {
  const nginx = findNginx();
  if (!nginx) skip("nginx is not installed (Debian/Ubuntu: sudo apt-get install nginx-light)");
  try {
    await adminQuery("select 1");
  } catch (error) {
    skip(
      `PostgreSQL is not reachable at ${postgresUrl.replace(/\/\/[^@]*@/, "//…@")} (${(error as Error).message}); set SCALE_POSTGRES_URL`,
    );
  }
  if (!fs.existsSync(path.join(buildDir, "runtime/main.js"))) {
    console.log("No build yet: building…");
    execFileSync(process.execPath, [path.join(root, "scripts/build.mjs"), "--quiet"], { cwd: root, stdio: "inherit" });
  }

  const noticePath = chooseNoticePath(process.env.SCALE_NOTICE_BUS, findRedisServer(), "SCALE_NOTICE_BUS");
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-scale-"));
  fs.chmodSync(work, 0o755);
  let redis: ThrowawayRedis | undefined;
  const databaseName = `entwine_scale_check_${process.pid}`;
  const instances: Instance[] = [];
  let proxy: ChildProcess | undefined;
  const phones: Phone[] = [];
  let ok = false;

  try {
    // The database and two instances, as an operator would start them (README, Running at scale).
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
    await adminQuery(`create database ${databaseName}`);
    const databaseUrl = new URL(postgresUrl);
    databaseUrl.pathname = `/${databaseName}`;
    const [httpPort, httpsPort, portA, portB] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const origin = `https://127.0.0.1:${httpsPort}`;
    const siteSecret = crypto.randomBytes(32).toString("base64url");
    if (noticePath.bus === "redis") {
      redis = new ThrowawayRedis(noticePath.binary, await freePort(), path.join(work, "redis"));
      await redis.start();
      console.log(`notice path: Redis pub/sub (a throwaway redis-server on port ${redis.port}, no persistence)`);
    } else console.log(`notice path: PostgreSQL LISTEN/NOTIFY (Redis part skipped: ${noticePath.reason})`);
    for (const [index, port] of [portA!, portB!].entries()) {
      const dataDir = path.join(work, `instance-${index}`);
      fs.mkdirSync(dataDir);
      const log = path.join(work, `instance-${index}.log`);
      const out = fs.openSync(log, "a");
      const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(buildDir, "runtime/main.js")], {
        cwd: root,
        stdio: ["ignore", out, out],
        env: {
          ...process.env,
          NODE_ENV: "production",
          MALLOC_ARENA_MAX: "2",
          HOST: "127.0.0.1",
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl.toString(),
          SITE_SECRET: siteSecret,
          PUBLIC_ORIGIN: origin,
          TRUST_PROXY: "1",
          LOG_LEVEL: "info",
          MEDIA_STORAGE: "local",
          MEDIA_LOCAL_SHARED: "true",
          ...(redis ? { NOTICE_BUS_URL: redis.url } : {}),
        },
      });
      instances.push({ port, child, log });
    }
    for (const instance of instances) {
      await until(
        `instance on port ${instance.port} to answer /healthz (log: ${instance.log})`,
        async () => (await fetch(`http://127.0.0.1:${instance.port}/healthz`).catch(() => null))?.ok,
        90_000,
      );
    }
    console.log(`two instances up on PostgreSQL (ports ${portA}, ${portB})`);

    // nginx with the example configuration.
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-keyout",
        path.join(work, "key.pem"),
        "-out",
        path.join(work, "cert.pem"),
      ],
      {
        stdio: "ignore",
      },
    );
    const example = fs.readFileSync(path.join(root, "docs/deploy/nginx.conf"), "utf8");
    const temp = path.join(work, "nginx-temp");
    fs.mkdirSync(temp, { mode: 0o777 });
    fs.chmodSync(temp, 0o777);
    // The example is a whole nginx.conf: this run adds its own pid file, logs and temporary folders, and one worker.
    const rendered = renderNginxConfig(example, {
      httpPort,
      httpsPort,
      cert: path.join(work, "cert.pem"),
      key: path.join(work, "key.pem"),
      instances: [portA!, portB!],
    })
      .replace(/^worker_processes [^;]+;/m, "worker_processes 1;")
      .replace(/(map \$scheme \$entwine_https_port \{\s*default )"";/, `$1":${httpsPort}";`)
      .replace(
        /^http \{\n/m,
        [
          "http {",
          `    access_log ${work}/nginx-access.log;`,
          ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
            (name) => `    ${name}_temp_path ${temp}/${name};`,
          ),
          "",
        ].join("\n"),
      );
    fs.writeFileSync(
      path.join(work, "nginx.conf"),
      `pid ${work}/nginx.pid;\nerror_log ${work}/nginx-error.log warn;\n${rendered}`,
    );
    const test = spawnSync(nginx, ["-t", "-p", work, "-c", path.join(work, "nginx.conf")], { encoding: "utf8" });
    if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
    proxy = spawn(nginx, ["-p", work, "-c", path.join(work, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
    // Self-signed certificate: this process trusts it for its own requests only.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
    await until("nginx to answer", async () => (await fetch(`${origin}/healthz`).catch(() => null))?.ok);

    // Plain HTTP redirects to HTTPS; health checks pass through.
    const redirect = await fetch(`http://127.0.0.1:${httpPort}/games`, { redirect: "manual" });
    if (redirect.status !== 301) throw new Error(`plain HTTP answered ${redirect.status}, not a redirect`);
    // To the HTTPS port, which is not the default here: $host alone would drop it.
    const location = redirect.headers.get("location");
    if (location !== `https://127.0.0.1:${httpsPort}/games`) throw new Error(`plain HTTP redirected to ${location}`);
    for (let i = 0; i < 4; i++) {
      const health = await fetch(`${origin}/healthz`);
      if (!health.ok) throw new Error(`/healthz through nginx: ${health.status}`);
    }
    console.log("nginx: HTTP redirects to HTTPS, /healthz 200 through the proxy");

    // A room opened and joined through the proxy, one phone on each instance.
    const post = async (url: string, body: unknown) => {
      const response = await fetch(`${origin}${url}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
      return response.status === 204 ? null : ((await response.json()) as Record<string, unknown>);
    };
    const host = (await post("/api/rooms", { game: "passion-dice" })) as { room: string; code: string; secret: string };
    const guest = (await post("/api/rooms/join", { code: host.code })) as { room: string; secret: string };
    const socketUrl = `wss://127.0.0.1:${httpsPort}/api/rooms/socket`;
    const a = new Phone(socketUrl, origin, { room: host.room, secret: host.secret });
    const b = new Phone(socketUrl, origin, { room: guest.room, secret: guest.secret });
    phones.push(a, b);
    await a.connect();
    await b.connect();
    for (let attempt = 0; a.upstream === b.upstream && attempt < 6; attempt++) {
      // Round robin put both on one instance (other requests came between): the partner connects again.
      b.ws.close();
      await b.connect();
    }
    if (a.upstream === b.upstream) throw new Error(`both phones landed on ${a.upstream}`);
    console.log(`phones on different instances: ${a.upstream} and ${b.upstream}`);

    // Play: the player whose turn it is rolls, then finishes; each move must reach the partner.
    const byseat = [a, b];
    const latencies: number[] = [];
    const playOne = async () => {
      const current = a.latest()!.view;
      const state = current.state as TurnState<unknown>;
      const mover = byseat[state.turn]!;
      const partner = byseat[1 - state.turn]!;
      const sentAt = performance.now();
      mover.move(current.seq, state.current === null ? { type: "roll" } : { type: "finish", completed: true });
      await partner.waitForSeq(current.seq + 1);
      latencies.push(performance.now() - sentAt);
      await mover.waitForSeq(current.seq + 1);
      await a.waitForSeq(current.seq + 1);
    };
    for (let i = 0; i < ROUNDS * 2; i++) await playOne();
    console.log(
      `${ROUNDS * 2} moves across instances: move to partner p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );

    // The fallback through the proxy: a move by POST arrives on the partner's event stream at once.
    const controller = new AbortController();
    // Credentials in headers, as the phones send them: never in the address, which the proxy's access log keeps.
    const stream = await fetch(`${origin}/api/rooms/events`, {
      headers: { Authorization: `Bearer ${guest.secret}`, "Entwine-Room": guest.room },
      signal: controller.signal,
    });
    if (!stream.headers.get("content-type")?.includes("text/event-stream"))
      throw new Error("the event stream did not open through nginx");
    const reader = stream.body!.getReader();
    let streamed = "";
    const readUntil = async (needle: string) => {
      const deadline = Date.now() + 5000;
      while (!streamed.includes(needle)) {
        if (Date.now() > deadline) throw new Error(`the event stream never carried ${needle}: buffered by the proxy?`);
        const { value, done } = await reader.read();
        if (done) throw new Error("the event stream ended");
        streamed += new TextDecoder().decode(value);
      }
    };
    const before = a.latest()!.view;
    await readUntil(`"seq":${before.seq}`);
    const turnState = before.state as TurnState<unknown>;
    const mover = turnState.turn === 0 ? host : guest;
    const postedAt = performance.now();
    await post("/api/rooms/move", {
      room: mover.room,
      secret: mover.secret,
      seq: before.seq,
      move: {
        game: "passion-dice",
        ...(turnState.current === null ? { type: "roll" } : { type: "finish", completed: true }),
      },
    });
    await readUntil(`"seq":${before.seq + 1}`);
    console.log(`event stream through nginx: a POSTed move arrived in ${(performance.now() - postedAt).toFixed(1)} ms`);
    controller.abort();
    await a.waitForSeq(before.seq + 1);

    // kill -9 of the instance holding phone A: it comes back through the proxy on the other, state intact.
    const victim = instances.find((instance) => a.upstream === `127.0.0.1:${instance.port}`) ?? instances[0]!;
    const seqBefore = a.latest()!.view.seq;
    const killedAt = performance.now();
    victim.child.kill("SIGKILL");
    await until("phone A to notice", () => !a.open, 5000);
    for (let attempt = 0; ; attempt++) {
      try {
        await a.connect();
        break;
      } catch (error) {
        if (attempt > 20) throw error;
        await sleep(300);
      }
    }
    const backAfter = performance.now() - killedAt;
    const back = a.latest()!.view;
    if (back.seq !== seqBefore) throw new Error(`phone A came back at seq ${back.seq}, expected ${seqBefore}`);
    await playOne();
    await playOne();
    console.log(
      `kill -9 of ${a.upstream === "?" ? "an instance" : "the instance holding phone A"}: back in ${backAfter.toFixed(0)} ms on ${a.upstream}, same state (seq ${seqBefore}), play goes on`,
    );
    if (redis) {
      // What Redis itself counted: the moves above crossed on it, not on the database.
      const { publishes, channels } = await redisFigures(redis.url);
      if (publishes === 0) throw new Error("Redis counted no publish: the notices did not travel on the bus");
      console.log(`notice path was Redis: ${publishes} publishes, ${channels} channel(s) subscribed at the end`);
    }
    ok = true;
  } finally {
    for (const phone of phones) phone.ws?.terminate();
    if (proxy && proxy.exitCode === null) proxy.kill("SIGQUIT");
    for (const instance of instances)
      if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill("SIGTERM");
    await Promise.all(
      [proxy, ...instances.map((instance) => instance.child)].map(
        (child) =>
          child &&
          child.exitCode === null &&
          child.signalCode === null &&
          new Promise((resolve) => child.once("exit", resolve)),
      ),
    );
    await redis?.stop().catch(() => undefined);
    await adminQuery(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    if (ok) fs.rmSync(work, { recursive: true, force: true });
    else console.error(`scale:check FAILED; logs kept in ${work}`);
  }
  console.log("scale:check passed");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
