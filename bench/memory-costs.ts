// What one stored page and one room socket cost the server's memory (docs/capacity.md, server/base/memory-budget.ts).
// Runs the production server bundle in this process, so it can collect garbage and read V8's heap itself; the
// phones run in a child process, so their own objects are not counted. Build first, then:
//   BUILD_DIR=.tmp/bench-build node --expose-gc --import tsx bench/memory-costs.ts
// MEMORY_SOCKETS (2000) room sockets are opened (one room per two), each after its hello.
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import WebSocket from "ws";
import { freePort } from "../tests/e2e/support/server";

const SOCKETS = Number(process.env.MEMORY_SOCKETS ?? 2000);
/** Stored pages measured: spread evenly over the sitemap (the whole of it takes long to render on a busy machine). */
const PAGES = Number(process.env.MEMORY_PAGES ?? 150);

interface Measure {
  heapMb: number;
  externalMb: number;
  rssMb: number;
}

async function measure(): Promise<Measure> {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error("run with node --expose-gc");
  for (let i = 0; i < 3; i++) {
    collect();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const usage = process.memoryUsage();
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return { heapMb: mb(usage.heapUsed), externalMb: mb(usage.external + usage.arrayBuffers), rssMb: mb(usage.rss) };
}

/** The phones' side: opens rooms through the API and holds both phones' sockets after their hello. */
async function phones(url: string, sockets: number) {
  const held: WebSocket[] = [];
  const socketUrl = `${url.replace("http", "ws")}/api/rooms/socket`;
  const hello = (credentials: { room: string; secret: string }, seat: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(socketUrl, {
        origin: url,
        perMessageDeflate: false,
        localAddress: `127.0.2.${1 + ((held.length + seat) % 200)}`,
      });
      ws.once("open", () => ws.send(JSON.stringify({ t: "hello", ...credentials })));
      ws.once("message", () => resolve());
      ws.once("error", reject);
      held.push(ws);
    });
  const json = { "Content-Type": "application/json", Origin: url };
  for (let i = 0; i < sockets / 2; i++) {
    const host = (await (
      await fetch(`${url}/api/rooms`, { method: "POST", headers: json, body: '{"game":"passion-dice"}' })
    ).json()) as { room: string; secret: string; code: string };
    const guest = (await (
      await fetch(`${url}/api/rooms/join`, { method: "POST", headers: json, body: JSON.stringify({ code: host.code }) })
    ).json()) as { room: string; secret: string };
    await Promise.all([hello(host, 0), hello(guest, 1)]);
  }
  process.send!(held.length);
  await new Promise(() => undefined);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-memory-costs-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: url,
    LOG_LEVEL: "warn",
    ROOM_CONNECTIONS_PER_ADDRESS: "10000",
    ROOM_OPENS_PER_HOUR: "100000",
    ROOM_JOINS_PER_10_MIN: "100000",
  });
  const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
  await import(pathToFileURL(path.join(buildDir, "runtime/main.js")).href);
  for (;;) {
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  // Addresses of the sitemap, each asked three times (rendered, stored, served from the store) and in the
  // three encodings a stored page keeps.
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const step = Math.max(1, Math.floor(addresses.length / PAGES));
  const pages = addresses.filter((_, index) => index % step === 0).slice(0, PAGES);
  const before = await measure();
  let bytes = 0;
  for (const page of pages) {
    for (const encoding of ["identity", "gzip", "br"]) {
      const response = await fetch(`${url}${page}`, { headers: { Accept: "text/html", "Accept-Encoding": encoding } });
      bytes += Number(response.headers.get("content-length") ?? 0);
      await response.arrayBuffer();
    }
  }
  const withPages = await measure();
  const perPage = (field: keyof Measure) => (((withPages[field] - before[field]) * 1024) / pages.length).toFixed(1);
  console.log(
    `Stored pages: ${pages.length} of the sitemap's ${addresses.length}; per page ${perPage("heapMb")} KB of heap + ${perPage("externalMb")} KB outside it ` +
      `(${(bytes / 1024 / pages.length).toFixed(1)} KB of bytes sent per page in three encodings); ` +
      `resident ${perPage("rssMb")} KB`,
  );

  const child = fork(import.meta.filename, ["--phones", url, String(SOCKETS)], {
    execArgv: ["--import", "tsx"],
    stdio: "inherit",
  });
  const opened = await new Promise<number>((resolve) => child.once("message", (count) => resolve(count as number)));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const withSockets = await measure();
  const perSocket = (field: keyof Measure) => (((withSockets[field] - withPages[field]) * 1024) / opened).toFixed(2);
  console.log(
    `Room sockets: ${opened} after their hello; per socket ${perSocket("heapMb")} KB of heap + ` +
      `${perSocket("externalMb")} KB outside it; resident ${perSocket("rssMb")} KB`,
  );
  console.log(
    `Heap after start ${before.heapMb.toFixed(1)} MB, with the pages ${withPages.heapMb.toFixed(1)} MB, ` +
      `with the sockets ${withSockets.heapMb.toFixed(1)} MB (resident ${withSockets.rssMb.toFixed(0)} MB)`,
  );
  child.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

if (process.argv[2] === "--phones") await phones(process.argv[3]!, Number(process.argv[4]));
else await main();
