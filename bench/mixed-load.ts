// Stored pages under writes (`npm run bench`, or `tsx bench/mixed-load.ts` after a build): on one production
// instance,
//  1. a stored page's throughput (wrk -t1 -c10) alone, then while one two-phone room makes 10 moves a second over
//     its WebSockets (target: within 10% of alone, as room moves no longer forget stored pages);
//  2. a constant-rate mixed load for 60 s at 200 requests a second: pages and API reads (autocannon, which keeps
//     the rate), room create, join and moves over HTTP, with 50 room event streams open throughout (target: no
//     timeouts, p99 under 100 ms).
// The server trusts one proxy hop so each simulated couple has its own address (X-Forwarded-For), as behind a
// load balancer. BENCH_SECONDS (throughput runs, default 10) and BENCH_MIXED_SECONDS (default 60) change the lengths.
import { spawn, spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import WebSocket from "ws";
import type { ServerMessage } from "../domain/rooms/protocol";
import { startServer, type RunningServer } from "../tests/e2e/support/server";
import { buildMarker, needsBuild } from "../scripts/build-freshness.mjs";
import { percentile } from "./percentile";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const MIXED_RATE = 200;
const ROOM_RATE = 20;
const STREAMS = 50;
const STORED_PAGE = "/games/truth-or-dare";

let addressCounter = 0;
/** A fresh client address in the documentation range, as a proxy would forward it. */
const nextAddress = () => `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;

interface Credentials {
  room: string;
  code: string;
  secret: string;
}

async function post(
  server: RunningServer,
  path: string,
  body: unknown,
  address: string,
): Promise<{ status: number; json: unknown; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": address },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = response.status === 204 ? null : await response.json().catch(() => null);
  return { status: response.status, json, ms: performance.now() - started };
}

async function openRoom(
  server: RunningServer,
  game = "passion-dice",
): Promise<{ host: Credentials; guest: Credentials }> {
  const address = nextAddress();
  const host = (await post(server, "/api/rooms", { game }, address)).json as Credentials;
  const guest = (await post(server, "/api/rooms/join", { code: host.code }, address)).json as Credentials;
  return { host, guest };
}

/** wrk's requests a second for one page asked for as a browser does (served from the stored pages). */
function wrkRps(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", [
      "-t1",
      "-c10",
      `-d${SECONDS}s`,
      "-H",
      "accept: text/html",
      "-H",
      "accept-encoding: gzip",
      url,
    ]);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", () => resolve(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN)));
  });
}

/**
 * One room's two phones on the WebSocket, making `perSecond` Passion Dice moves between them. `moves()` is the
 * room's sequence number as the phones last saw it: the moves the server applied. (It used to count the states
 * the host's phone saw with a higher number than either phone had seen, so whenever the guest's copy arrived first
 * a move counted for nothing, and the busy room could report 0 moves while it played.) A phone whose socket closes
 * or is refused counts as an error, so an idle room cannot pass for a quiet one.
 */
async function playingRoom(
  server: RunningServer,
  perSecond: number,
): Promise<{ moves: () => number; errors: () => number; problems: () => string[]; stop: () => void }> {
  const { host, guest } = await openRoom(server);
  const url = `${server.url.replace("http", "ws")}/api/rooms/socket`;
  let seq = 0;
  let turn = 0;
  let hasResult = false;
  let stopping = false;
  const problems: string[] = [];
  const phones = await Promise.all(
    [host, guest].map(
      (credentials, seat) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(url, { origin: server.url, headers: { "x-forwarded-for": nextAddress() } });
          ws.once("error", reject);
          ws.once("unexpected-response", (_request, response) =>
            reject(new Error(`the room's socket was refused with ${response.statusCode}`)),
          );
          ws.on("close", (code) => {
            if (!stopping) problems.push(`phone ${seat + 1}'s socket closed (${code})`);
          });
          ws.on("message", (data) => {
            const message = JSON.parse(String(data)) as ServerMessage;
            if (message.t === "error") problems.push(`phone ${seat + 1}: ${message.message}`);
            if (message.t !== "state" || message.view.seq < seq) return;
            const state = message.view.state as { turn: number; current: unknown };
            seq = message.view.seq;
            turn = state.turn;
            hasResult = state.current !== null;
          });
          ws.once("open", () => {
            ws.send(JSON.stringify({ t: "hello", room: credentials.room, secret: credentials.secret }));
            resolve(ws);
          });
        }),
    ),
  );
  const timer = setInterval(() => {
    const mover = phones[turn]!;
    const move = hasResult
      ? { game: "passion-dice", type: "finish", completed: true }
      : { game: "passion-dice", type: "roll" };
    mover.send(JSON.stringify({ t: "move", seq, move }));
  }, 1000 / perSecond);
  return {
    moves: () => seq,
    errors: () => problems.length,
    problems: () => [...problems],
    stop: () => {
      stopping = true;
      clearInterval(timer);
      for (const ws of phones) ws.terminate();
    },
  };
}

/** A room event stream (the fallback transport) held open; counts the messages it receives. */
function eventStream(
  server: RunningServer,
  credentials: Credentials,
): { received: () => number; close: () => void; status: Promise<number> } {
  const controller = new AbortController();
  let received = 0;
  const status = fetch(`${server.url}/api/rooms/events?room=${credentials.room}&secret=${credentials.secret}`, {
    headers: { "x-forwarded-for": nextAddress() },
    signal: controller.signal,
  }).then(async (response) => {
    const reader = response.body!.getReader();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          received += (new TextDecoder().decode(value).match(/^data: /gm) ?? []).length;
        }
      } catch {
        // closed by the bench
      }
    })();
    return response.status;
  });
  return { received: () => received, close: () => controller.abort(), status };
}

async function storedPageUnderMoves(server: RunningServer) {
  const url = `${server.url}${STORED_PAGE}`;
  for (let i = 0; i < 3; i++) await fetch(url, { headers: { accept: "text/html" } });
  const alone = await wrkRps(url);
  const room = await playingRoom(server, 10);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const movesBefore = room.moves();
  const withRoom = await wrkRps(url);
  const moved = room.moves() - movesBefore;
  room.stop();
  const ratio = withRoom / alone;
  console.log(`wrk -t1 -c10 -d${SECONDS}s on ${STORED_PAGE} (stored), ${os.cpus().length} cores:`);
  console.log(`  alone                                   ${alone.toFixed(0).padStart(8)} req/s`);
  console.log(
    `  one room making 10 moves a second       ${withRoom.toFixed(0).padStart(8)} req/s  (${moved} of about ${10 * SECONDS} moves applied, ${room.errors()} errors)`,
  );
  for (const problem of room.problems()) console.log(`    ${problem}`);
  if (moved === 0) {
    // The ratio compares two idle runs: say so, and fail the bench, rather than print a figure that means nothing.
    console.error(
      "  FAILED: the busy room applied no move while the page was measured, so the ratio below tests nothing",
    );
    process.exitCode = 1;
  }
  console.log(`  ratio ${ratio.toFixed(2)} (target >= 0.90) ${ratio >= 0.9 && moved > 0 ? "ok" : "MISSED"}`);
}

async function mixedLoad(server: RunningServer) {
  const pages = ["/", "/medium-blogs", STORED_PAGE, "/positions/romantic-1", "/positions", "/faq"];
  const reads = ["/api/blogs", "/api/positions", "/api/catalogue?q=lotus", "/api/journey-positions"];
  for (const path of pages) await fetch(`${server.url}${path}`, { headers: { accept: "text/html" } });

  // 50 event streams on 25 rooms, open for the whole run; those rooms are the ones that move.
  const streamRooms = await Promise.all(Array.from({ length: STREAMS / 2 }, () => openRoom(server)));
  const streams = streamRooms.flatMap(({ host, guest }) => [eventStream(server, host), eventStream(server, guest)]);
  const streamStatuses = await Promise.all(streams.map((stream) => stream.status));

  // Rooms over HTTP at ROOM_RATE requests a second: every second one new room (create and join), the rest moves.
  const roomLatencies: number[] = [];
  let roomTimeouts = 0;
  let roomFailures = 0;
  const seqs = new Map<string, { seq: number; turn: number; hasResult: boolean }>();
  const record = async (call: () => Promise<{ status: number; json: unknown; ms: number }>) => {
    try {
      const result = await call();
      roomLatencies.push(result.ms);
      if (result.status >= 400) roomFailures += 1;
      return result;
    } catch {
      roomTimeouts += 1;
      return null;
    }
  };
  let tick = 0;
  const roomTimer = setInterval(() => {
    tick += 1;
    if (tick % ROOM_RATE === 0) {
      const address = nextAddress();
      void record(() => post(server, "/api/rooms", { game: "passion-dice" }, address)).then((created) => {
        const code = (created?.json as Credentials | undefined)?.code;
        if (code) void record(() => post(server, "/api/rooms/join", { code }, address));
      });
      return;
    }
    const { host, guest } = streamRooms[tick % streamRooms.length]!;
    const state = seqs.get(host.room) ?? { seq: 0, turn: 0, hasResult: false };
    const mover = state.turn === 0 ? host : guest;
    const move = state.hasResult
      ? { game: "passion-dice", type: "finish", completed: true }
      : { game: "passion-dice", type: "roll" };
    void record(() =>
      post(server, "/api/rooms/move", { room: mover.room, secret: mover.secret, seq: state.seq, move }, nextAddress()),
    ).then((moved) => {
      const view = (moved?.json as { view?: { seq: number; state: { turn: number; current: unknown } } } | undefined)
        ?.view;
      if (view) seqs.set(host.room, { seq: view.seq, turn: view.state.turn, hasResult: view.state.current !== null });
    });
  }, 1000 / ROOM_RATE);

  const result = await autocannon({
    url: server.url,
    connections: 20,
    overallRate: MIXED_RATE - ROOM_RATE,
    duration: MIXED_SECONDS,
    timeout: 10,
    requests: [
      ...pages.map((path) => ({
        method: "GET" as const,
        path,
        headers: { accept: "text/html", "accept-encoding": "gzip" },
      })),
      ...reads.map((path) => ({ method: "GET" as const, path, headers: { "accept-encoding": "gzip" } })),
    ],
  });
  clearInterval(roomTimer);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const streamMessages = streams.reduce((sum, stream) => sum + stream.received(), 0);
  for (const stream of streams) stream.close();

  const rooms = [...roomLatencies].sort((a, b) => a - b);
  const pagesOk = result.timeouts === 0 && result.errors === 0 && result.non2xx === 0 && result.latency.p99 < 100;
  const roomsOk = roomTimeouts === 0 && roomFailures === 0 && percentile(rooms, 99) < 100;
  console.log(
    `\n${MIXED_SECONDS} s at ${MIXED_RATE} requests a second (autocannon for pages and reads at ${MIXED_RATE - ROOM_RATE}/s, rooms over HTTP at ${ROOM_RATE}/s):`,
  );
  console.log(
    `  pages and API reads   ${String(result.requests.total).padStart(6)} requests  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  timeouts ${result.timeouts}  errors ${result.errors + result.non2xx}`,
  );
  console.log(
    `  room create/join/move ${String(rooms.length).padStart(6)} requests  p50 ${percentile(rooms, 50).toFixed(1)} ms  p99 ${percentile(rooms, 99).toFixed(1)} ms  timeouts ${roomTimeouts}  errors ${roomFailures}`,
  );
  console.log(
    `  event streams         ${streamStatuses.filter((status) => status === 200).length} of ${STREAMS} open, ${streamMessages} messages received`,
  );
  console.log(`  target: no timeouts, no errors, p99 < 100 ms ${pagesOk && roomsOk ? "ok" : "MISSED"}`);
}

async function main() {
  if (spawnSync("wrk", ["--version"]).error) {
    console.error(
      "wrk is not installed. Install it with `sudo apt-get install wrk` (Debian, Ubuntu) or `brew install wrk` (macOS).",
    );
    process.exit(1);
  }
  // `npm run bench:mixed` reuses a build when there is one: an old one would measure yesterday's server.
  const root = path.resolve(import.meta.dirname, "..");
  if (needsBuild(root, buildMarker(root))) {
    console.log("The build is older than the sources: building first…");
    const built = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs"), "--quiet"], {
      cwd: root,
      stdio: "inherit",
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const server = await startServer({ LOG_LEVEL: "warn", TRUST_PROXY: "1" });
  try {
    await storedPageUnderMoves(server);
    await mixedLoad(server);
  } finally {
    await server.stop();
  }
}

await main();
