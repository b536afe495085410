// Rooms benchmark (`npm run bench`): 500 two-phone rooms (1,000 WebSocket clients) on one production instance, each
// room making a move every 2 s. Prints move-to-partner latency (p50/p99; target p99 < 100 ms on loopback) and the
// server's resident memory (target < 400 MB). BENCH_ROOMS and BENCH_ROOM_SECONDS change the load and the length.
import type WebSocket from "ws";
import type { ServerMessage } from "../domain/rooms/protocol";
import { systemClock } from "../server/base/clock";
import type { Db } from "../server/db/client";
import { createProofOfWork } from "../server/services/proof-of-work";
import type { RateLimitService } from "../server/services/rate-limits";
import { createRoomService, type RoomCredentials } from "../server/services/rooms";
import { residentMb, sampleResidentMemory } from "../tests/e2e/support/media-load";
import { openPhoneSocket, startLineBench } from "./line-server";
import { percentile } from "./percentile";

const ROOMS = Number(process.env.BENCH_ROOMS ?? 500);
const SECONDS = Number(process.env.BENCH_ROOM_SECONDS ?? 30);
const MOVE_EVERY_MS = 2000;

/** Opens the rooms through the service before the server starts (one address per room, as from many couples). */
async function openRooms(db: Db, rateLimits: RateLimitService): Promise<Array<[RoomCredentials, RoomCredentials]>> {
  const proofOfWork = createProofOfWork({ clock: systemClock, secret: () => "bench", rateLimits });
  const rooms = createRoomService({ db, clock: systemClock, rateLimits, proofOfWork, wheelPositions: async () => [] });
  const pairs: Array<[RoomCredentials, RoomCredentials]> = [];
  for (let i = 0; i < ROOMS; i++) {
    const host = await rooms.create("passion-dice", `bench-${i}`);
    pairs.push([host, await rooms.join(host.code, `bench-${i}`)]);
  }
  return pairs;
}

interface Phone {
  ws: WebSocket;
  seq: number;
  turn: number;
  hasResult: boolean;
}

async function connect(
  url: string,
  origin: string,
  credentials: RoomCredentials,
  onState: (phone: Phone, message: Extract<ServerMessage, { t: "state" }>) => void,
): Promise<Phone> {
  const ws = await openPhoneSocket(url, origin);
  const phone: Phone = { ws, seq: 0, turn: 0, hasResult: false };
  const first = new Promise<void>((resolve) => {
    ws.on("message", (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.t !== "state") return;
      const state = message.view.state as { turn: number; current: unknown };
      phone.seq = message.view.seq;
      phone.turn = state.turn;
      phone.hasResult = state.current !== null;
      onState(phone, message);
      resolve();
    });
  });
  ws.send(JSON.stringify({ t: "hello", room: credentials.room, secret: credentials.secret }));
  await first;
  return phone;
}

async function main() {
  console.log(`Opening ${ROOMS} rooms…`);
  const line = await startLineBench({
    name: "rooms",
    open: openRooms,
    perAddressSetting: "ROOM_CONNECTIONS_PER_ADDRESS",
    socketPath: "/api/rooms/socket",
    phones: ROOMS * 2,
  });
  const { opened: pairs, server, pid, socketUrl } = line;
  const latencies: number[] = [];
  /** When each room's last move was sent, by the seq it will produce. */
  const sentAt = new Map<string, { seq: number; at: number }>();
  let errors = 0;
  const moverSeat = new Map<string, number>();

  try {
    const phones: Array<[Phone, Phone]> = [];
    for (const [index, [host, guest]] of pairs.entries()) {
      const room = host.room;
      // The partner of the mover measures: the time from send to the state with the new seq arriving.
      const measure = (seat: number) => (phone: Phone, message: Extract<ServerMessage, { t: "state" }>) => {
        const pending = sentAt.get(room);
        if (pending && message.view.seq === pending.seq && seat !== moverSeat.get(room)) {
          latencies.push(performance.now() - pending.at);
          sentAt.delete(room);
        }
      };
      const a = await connect(socketUrl, server.url, host, measure(0));
      const b = await connect(socketUrl, server.url, guest, measure(1));
      for (const phone of [a, b]) phone.ws.on("message", (data) => String(data).includes('"t":"error"') && errors++);
      phones.push([a, b]);
      if (index % 100 === 99) console.log(`  ${(index + 1) * 2} sockets open`);
    }
    console.log(
      `${phones.length * 2} sockets open; server RSS ${residentMb(pid).toFixed(0)} MB. Playing for ${SECONDS} s…`,
    );

    const memory = sampleResidentMemory(pid, 1000);
    const timers: NodeJS.Timeout[] = [];
    pairs.forEach(([host], index) => {
      const [a, b] = phones[index]!;
      const start = setTimeout(
        () => {
          timers.push(
            setInterval(() => {
              const mover = a.turn === 0 ? a : b;
              moverSeat.set(host.room, mover === a ? 0 : 1);
              sentAt.set(host.room, { seq: mover.seq + 1, at: performance.now() });
              const move = mover.hasResult
                ? { game: "passion-dice", type: "finish", completed: true }
                : { game: "passion-dice", type: "roll" };
              mover.ws.send(JSON.stringify({ t: "move", seq: mover.seq, move }));
            }, MOVE_EVERY_MS),
          );
        },
        (index / pairs.length) * MOVE_EVERY_MS,
      );
      timers.push(start);
    });
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    for (const timer of timers) clearInterval(timer);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const peakRss = memory.stop();

    const sorted = [...latencies].sort((x, y) => x - y);
    console.log(
      `Moves delivered to the partner: ${sorted.length} (${(sorted.length / SECONDS).toFixed(0)}/s), errors: ${errors}`,
    );
    console.log(
      `Move-to-partner latency: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (target p99 < 100 ms)`,
    );
    console.log(
      `Server resident memory with ${phones.length * 2} sockets: peak ${peakRss.toFixed(0)} MB (target < 400 MB)`,
    );
    for (const [a, b] of phones) {
      a.ws.terminate();
      b.ws.terminate();
    }
  } finally {
    await line.stop();
  }
}

await main();
