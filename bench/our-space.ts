// "Our space" benchmark (`npm run bench`, or `npm run bench:our-space`): 1,000 paired spaces (2,000 WebSocket phones)
// on one production instance, each phone pushing a ~300-byte encrypted-looking blob every 5 s (staggered) for about
// 60 s. Prints push-to-partner latency (p50/p95/p99; target p99 < 100 ms on loopback) and the server's peak resident
// memory (target < 400 MB), each with PASS or FAIL. BENCH_SPACES and BENCH_SPACE_SECONDS change the load and length.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import type WebSocket from "ws";
import type { SpaceServerMessage } from "../domain/our-space/protocol";
import { systemClock } from "../server/base/clock";
import type { Db } from "../server/db/client";
import type { RateLimitService } from "../server/services/rate-limits";
import { createSpaceService } from "../server/services/our-space";
import { residentMb, sampleResidentMemory } from "../tests/e2e/support/media-load";
import { openPhoneSocket, startLineBench } from "./line-server";
import { percentile } from "./percentile";

const SPACES = Number(process.env.BENCH_SPACES ?? 1000);
const SECONDS = Number(process.env.BENCH_SPACE_SECONDS ?? 60);
const PUSH_EVERY_MS = 5000;
const BLOB_BYTES = 300;
const TARGET_P99_MS = 100;
const TARGET_RSS_MB = 400;

interface Credentials {
  space: string;
  access: string;
}

const b64 = (length: number) => crypto.randomBytes(length).toString("base64url");

/** Opens the spaces through the service before the server starts (one address per space, as from many couples). */
async function openSpaces(db: Db, rateLimits: RateLimitService): Promise<Credentials[]> {
  const service = createSpaceService({ db, clock: systemClock, rateLimits });
  const spaces: Credentials[] = [];
  for (let i = 0; i < SPACES; i++) {
    const credentials = { space: b64(16), access: b64(32) };
    await service.createSpace(credentials.space, credentials.access, `bench-${i}`);
    spaces.push(credentials);
  }
  return spaces;
}

/** One phone: its socket, and what it heard. */
async function connect(
  url: string,
  origin: string,
  credentials: Credentials,
  device: string,
  onMessage: (message: SpaceServerMessage) => void,
): Promise<WebSocket> {
  const ws = await openPhoneSocket(url, origin);
  const welcomed = new Promise<void>((resolve, reject) => {
    ws.on("message", (data) => {
      const message = JSON.parse(data.toString()) as SpaceServerMessage;
      if (message.t === "welcome") resolve();
      else if (message.t === "error" && message.re === undefined) reject(new Error(message.message));
      onMessage(message);
    });
  });
  ws.send(JSON.stringify({ t: "hello", ...credentials, after: 0, device }));
  await welcomed;
  return ws;
}

/** The server's CPU time so far, in seconds (user + system; /proc counts in ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const verdict = (pass: boolean) => (pass ? "PASS" : "FAIL");

async function main() {
  console.log(`Opening ${SPACES} spaces…`);
  const line = await startLineBench({
    name: "our-space",
    open: openSpaces,
    perAddressSetting: "SPACE_CONNECTIONS_PER_ADDRESS",
    socketPath: "/api/our-space/socket",
    phones: SPACES * 2,
  });
  const { opened: spaces, server, pid, socketUrl } = line;
  /** When each push was sent, by its id, until the partner has it. */
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  /** Each latency with when it was measured, for the worst 10-second window (a stall of the machine shows there). */
  const timeline: Array<[number, number]> = [];
  let acks = 0;
  let errors = 0;
  const onMessage = (message: SpaceServerMessage) => {
    if (message.t === "ack") acks += 1;
    else if (message.t === "error") errors += 1;
    else if (message.t === "blobs")
      for (const blob of message.blobs) {
        const at = sentAt.get(blob.id);
        if (at === undefined) continue;
        latencies.push(performance.now() - at);
        timeline.push([at, performance.now() - at]);
        sentAt.delete(blob.id);
      }
  };

  try {
    const phones: WebSocket[] = [];
    for (const [index, credentials] of spaces.entries()) {
      phones.push(await connect(socketUrl, server.url, credentials, `bench-${index}-a`, onMessage));
      phones.push(await connect(socketUrl, server.url, credentials, `bench-${index}-b`, onMessage));
      if (index % 250 === 249) console.log(`  ${(index + 1) * 2} sockets open`);
    }
    console.log(
      `${phones.length} sockets open; server RSS ${residentMb(pid).toFixed(0)} MB. Pushing for ${SECONDS} s…`,
    );

    const cpuStart = cpuSeconds(pid);
    const loadStart = os.loadavg()[0]!;
    const memory = sampleResidentMemory(pid, 1000);
    const timers: NodeJS.Timeout[] = [];
    let pushes = 0;
    phones.forEach((ws, index) => {
      const push = () => {
        const id = b64(12);
        sentAt.set(id, performance.now());
        pushes += 1;
        ws.send(JSON.stringify({ t: "push", id, body: b64(BLOB_BYTES) }));
      };
      // Staggered over the interval, so the load is steady rather than 2,000 pushes at once.
      timers.push(
        setTimeout(() => timers.push(setInterval(push, PUSH_EVERY_MS)), (index / phones.length) * PUSH_EVERY_MS),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    for (const timer of timers) clearInterval(timer);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const peakRss = memory.stop();

    const cpu = (cpuSeconds(pid) - cpuStart) / (SECONDS + 1);
    const windows = new Map<number, number[]>();
    for (const [at, latency] of timeline) {
      const window = Math.floor(at / 10_000);
      const values = windows.get(window);
      if (values) values.push(latency);
      else windows.set(window, [latency]);
    }
    const windowP99 = [...windows.values()]
      .filter((values) => values.length > 100)
      .map((values) =>
        percentile(
          values.sort((x, y) => x - y),
          99,
        ),
      );
    const sorted = [...latencies].sort((x, y) => x - y);
    const p99 = percentile(sorted, 99);
    console.log(
      `Pushes sent: ${pushes} (${(pushes / SECONDS).toFixed(0)}/s), acknowledged: ${acks}, delivered to the partner: ` +
        `${sorted.length}, not delivered: ${sentAt.size}, errors: ${errors}`,
    );
    console.log(
      `Push-to-partner latency: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms (target p99 < ${TARGET_P99_MS} ms): ${verdict(p99 < TARGET_P99_MS && sentAt.size === 0)}`,
    );
    console.log(`p99 of each 10-second window: ${windowP99.map((value) => value.toFixed(0)).join(", ")} ms`);
    console.log(
      `Server CPU: ${(cpu * 100).toFixed(0)}% of one core; machine load average ${loadStart.toFixed(1)} at the start, ` +
        `${os.loadavg()[0]!.toFixed(1)} at the end (${os.cpus().length} cores)`,
    );
    console.log(
      `Server resident memory with ${phones.length} sockets: peak ${peakRss.toFixed(0)} MB (target < ${TARGET_RSS_MB} MB): ` +
        verdict(peakRss < TARGET_RSS_MB),
    );
    for (const ws of phones) ws.terminate();
  } finally {
    await line.stop();
  }
}

await main();
