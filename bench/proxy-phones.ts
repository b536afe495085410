// How many phones one nginx worker holds (`tsx bench/proxy-phones.ts` after a build; needs nginx): one production
// instance behind docs/deploy/nginx.conf with one worker and a small worker_connections (PROXY_WORKER_CONNECTIONS,
// default 512, so the limit is reached in seconds), plain HTTP instead of TLS. Rooms are opened and both phones
// connect their room's WebSocket through nginx, one after another, each held open, until nginx refuses one. The
// count is what one worker (one core) holds with that setting; the README scales it to the example's 4096.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { freePort, startServer } from "../tests/e2e/support/server";

const WORKER_CONNECTIONS = Number(process.env.PROXY_WORKER_CONNECTIONS ?? 512);
const root = path.resolve(import.meta.dirname, "..");

function findNginx(): string | null {
  for (const candidate of ["nginx", "/usr/sbin/nginx", "/usr/local/sbin/nginx"]) {
    if (!spawnSync(candidate, ["-v"]).error) return candidate;
  }
  return null;
}

/** The example configuration, on plain HTTP at `port`, one worker with `connections`, in front of `instance`. */
function proxyConfig(work: string, port: number, instance: number, connections: number): string {
  const temp = path.join(work, "temp");
  fs.mkdirSync(temp, { mode: 0o777 });
  fs.chmodSync(temp, 0o777);
  let config = fs.readFileSync(path.join(root, "docs/deploy/nginx.conf"), "utf8");
  config = config
    .replace(/^worker_processes [^;]+;/m, "worker_processes 1;")
    .replace(/worker_connections \d+;/, `worker_connections ${connections};`)
    .replace(/^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;\n/m, `$1server 127.0.0.1:${instance};\n`)
    .replace(/^\s*server 127\.0\.0\.1:\d+( [^;]*)?;\n/gm, (line) => (line.includes(`:${instance};`) ? line : ""))
    // The redirecting server is not needed; the other listens on plain HTTP.
    .replace(/listen 80;/, `listen 127.0.0.1:${port + 1};`)
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${port};`)
    .replace(/^\s*ssl_certificate(_key)? [^;]+;\n/gm, "")
    .replace(
      /^http \{\n/m,
      `http {\n    access_log off;\n${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
        .map((name) => `    ${name}_temp_path ${temp}/${name};`)
        .join("\n")}\n`,
    );
  return `pid ${work}/nginx.pid;\nerror_log ${work}/error.log crit;\n${config}`;
}

async function main() {
  const nginx = findNginx();
  if (!nginx) {
    console.log("nginx is not installed (Debian/Ubuntu: sudo apt-get install nginx-light); nothing measured.");
    return;
  }
  const server = await startServer({
    LOG_LEVEL: "warn",
    TRUST_PROXY: "1",
    // Every phone comes from this machine: the per-address limits are made for one couple each.
    ROOM_OPENS_PER_HOUR: "10000",
    ROOM_JOINS_PER_10_MIN: "10000",
    ROOM_CONNECTIONS_PER_ADDRESS: "10000",
  });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-proxy-phones-"));
  const port = await freePort();
  fs.writeFileSync(path.join(work, "nginx.conf"), proxyConfig(work, port, server.port, WORKER_CONNECTIONS));
  let proxy: ChildProcess | null = null;
  const phones: WebSocket[] = [];
  try {
    const test = spawnSync(nginx, ["-t", "-p", work, "-c", path.join(work, "nginx.conf")], { encoding: "utf8" });
    if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
    proxy = spawn(nginx, ["-p", work, "-c", path.join(work, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
    const origin = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const ok = await fetch(`${origin}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (i > 100) throw new Error("nginx did not answer");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const post = async (url: string, body: unknown) =>
      (await (
        await fetch(`${origin}${url}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url },
          body: JSON.stringify(body),
        })
      ).json()) as { room: string; secret: string; code: string };
    /** One phone's room socket through nginx, answered with the room's state; false when it could not connect. */
    const connect = (credentials: { room: string; secret: string }) =>
      new Promise<boolean>((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/api/rooms/socket`, { origin: server.url });
        const timer = setTimeout(() => resolve(false), 5000);
        ws.once("error", () => resolve(false));
        ws.once("unexpected-response", () => resolve(false));
        ws.on("message", (data) => {
          if (String(data).startsWith('{"t":"state"')) {
            clearTimeout(timer);
            resolve(true);
          }
        });
        ws.once("open", () =>
          ws.send(JSON.stringify({ t: "hello", room: credentials.room, secret: credentials.secret })),
        );
        phones.push(ws);
      });
    let held = 0;
    let refused = false;
    while (!refused && held < WORKER_CONNECTIONS) {
      // Rooms are opened over short requests; keep-alive to the instance would hold connections of its own.
      const host = await post("/api/rooms", { game: "passion-dice" }).catch(() => null);
      const guest = host ? await post("/api/rooms/join", { code: host.code }).catch(() => null) : null;
      if (!host || !guest) break;
      for (const credentials of [host, guest]) {
        if (await connect(credentials)) held += 1;
        else {
          refused = true;
          break;
        }
      }
    }
    const errors = fs.existsSync(path.join(work, "error.log"))
      ? fs.readFileSync(path.join(work, "error.log"), "utf8")
      : "";
    console.log(
      `one nginx worker, worker_connections ${WORKER_CONNECTIONS}: ${held} phones held on their room's WebSocket` +
        ` (${(held / WORKER_CONNECTIONS).toFixed(2)} per connection slot)` +
        (/worker_connections are not enough/.test(errors)
          ? "; nginx then logged: worker_connections are not enough"
          : ""),
    );
    console.log(
      `so the example's worker_connections 4096 holds about ${Math.floor((held / WORKER_CONNECTIONS) * 4096)} phones per worker (core)`,
    );
  } finally {
    for (const ws of phones) ws.terminate();
    if (proxy && proxy.exitCode === null) proxy.kill("SIGQUIT");
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await main();
