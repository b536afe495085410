/**
 * Limits that tell a carrier's users apart from an abuser (#51, docs/decisions/013), both ways, on PGlite and, with
 * DATABASE_URL, on PostgreSQL:
 * - 1,000 couples behind one address each open, join and play a room (the work their phones owe is solved here, at
 *   a cheap setting of its bits), all their sockets open at once;
 * - one client's cost grows with its count, a solution is good once, and its rooms stop at the ceiling;
 * - a story without its work is refused with a clear 428, and goes through with it;
 * - strangers who never say hello cannot crowd a couple out of a full server, and the refusals are counted.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { proofHeader, solves, solveWork, WORK_HEADER, type WorkDemand } from "../../domain/proof-of-work";
import type { ServerMessage } from "../../domain/rooms/protocol";
import { attachRoomSockets, ROOM_SOCKET_PATH } from "../../server/http/room-socket";
import { WORK_MESSAGES } from "../../server/services/proof-of-work";
import { CLOSE_MADE_WAY } from "../../server/services/rooms/connection-limits";
import { startLiveServer, type LiveServer } from "../support/live-server";
import { TEST_ORIGIN } from "../support/test-app";

const CARRIER = "198.51.100.77";

/** A phone's socket from `address`, collecting what the server sends. */
async function phoneSocket(port: number, address: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${ROOM_SOCKET_PATH}`, {
    origin: TEST_ORIGIN,
    headers: { "x-test-address": address },
  });
  const received: ServerMessage[] = [];
  let closedWith: number | undefined;
  const waiters: Array<() => void> = [];
  ws.on("message", (data) => {
    received.push(JSON.parse(data.toString()) as ServerMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  ws.on("close", (code) => {
    closedWith = code;
    for (const wake of waiters.splice(0)) wake();
  });
  ws.on("error", () => undefined);
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("unexpected-response", (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
  });
  return {
    ws,
    closedWith: () => closedWith,
    send: (message: unknown) => ws.send(JSON.stringify(message)),
    async next(predicate: (message: ServerMessage) => boolean, timeoutMs = 20_000): Promise<ServerMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(predicate);
        if (found) return found;
        if (Date.now() > deadline || closedWith !== undefined)
          throw new Error(`no matching message; got ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
  };
}

/** A POST that, when answered 428, solves the challenge and sends again, a few times (as app/lib/proof-of-work.ts). */
async function postWithWork(live: LiveServer, path: string, body: object, demands?: WorkDemand[]) {
  const send = (headers: Record<string, string>) =>
    request(live.ctx.app).post(path).set("Origin", TEST_ORIGIN).set(headers).send(body);
  let answer = await send({});
  for (let attempt = 0; attempt < 3 && answer.status === 428; attempt++) {
    const demand = answer.body.details as WorkDemand;
    demands?.push(demand);
    answer = await send({ [WORK_HEADER]: proofHeader(demand.challenge, await solveWork(demand)) });
  }
  return answer;
}

async function openAndPlay(live: LiveServer, address: string, demands?: WorkDemand[]) {
  const created = await postWithWork(live, "/api/rooms", { game: "truth-or-dare" }, demands);
  expect(created.status).toBe(201);
  const joined = await postWithWork(live, "/api/rooms/join", { code: created.body.code }, demands);
  expect(joined.status).toBe(200);
  const host = await phoneSocket(live.port, address);
  const guest = await phoneSocket(live.port, address);
  host.send({ t: "hello", room: created.body.room, secret: created.body.secret });
  guest.send({ t: "hello", room: joined.body.room, secret: joined.body.secret });
  await host.next((message) => message.t === "state");
  await guest.next((message) => message.t === "state");
  host.send({ t: "move", seq: 0, move: { game: "truth-or-dare", type: "draw", choice: "dare" } });
  await guest.next((message) => message.t === "state" && message.view.seq === 1);
  return { host, guest };
}

describe("1,000 couples behind one carrier address", () => {
  let live: LiveServer;
  beforeAll(async () => {
    // The phones' work at a cheap setting of its bits: the curve and the checks are the production ones.
    live = await startLiveServer({
      env: { WORK_BASE_BITS: "4", WORK_MAX_BITS: "8" },
      connections: (services) => services.roomConnections,
      attach: attachRoomSockets,
    });
    live.ctx.services.roomConnections.limits.helloDeadlineMs = 30_000;
  });
  afterAll(() => live?.close());

  it("each open, join and play a room, all their phones connected at once", { timeout: 1_200_000 }, async () => {
    const couples = 1000;
    const demands: WorkDemand[] = [];
    const sockets: WebSocket[] = [];
    for (let batch = 0; batch < couples; batch += 25) {
      const played = await Promise.all(
        Array.from({ length: Math.min(25, couples - batch) }, () => openAndPlay(live, CARRIER, demands)),
      );
      for (const { host, guest } of played) sockets.push(host.ws, guest.ws);
    }
    expect(sockets.filter((ws) => ws.readyState === WebSocket.OPEN)).toHaveLength(2 * couples);
    expect(live.ctx.services.roomConnections.open()).toBe(2 * couples);
    // Past the free twenty opens and twenty joins each one owed work, more as the count grew. A batch's requests
    // read the count at once, so on PostgreSQL up to a batch more than twenty may pass free at the threshold.
    expect(demands.length).toBeGreaterThanOrEqual(2 * (couples - 20 - 25));
    expect(Math.min(...demands.map((demand) => demand.bits))).toBe(4);
    expect(Math.max(...demands.map((demand) => demand.bits))).toBe(6);
    for (const ws of sockets) ws.close();
  });
});

describe("one client cannot exhaust the server", () => {
  let live: LiveServer;
  beforeAll(async () => {
    live = await startLiveServer({
      env: {
        ROOM_OPENS_FREE_PER_HOUR: "2",
        ROOM_OPENS_PER_HOUR: "40",
        WORK_BASE_BITS: "6",
        WORK_MAX_BITS: "12",
        STORIES_FREE_OF_WORK_PER_HOUR: "0",
        LIVE_UNJOINED_PER_ADDRESS: "3",
      },
      connections: (services) => services.roomConnections,
      attach: attachRoomSockets,
    });
  });
  afterAll(() => live?.close());

  const open = (headers: Record<string, string> = {}) =>
    request(live.ctx.app).post("/api/rooms").set("Origin", TEST_ORIGIN).set(headers).send({ game: "passion-dice" });

  it("asks work past the free rooms, refuses a replayed or wrong solution, raises the bits and stops at the ceiling", async () => {
    expect((await open()).status).toBe(201);
    expect((await open()).status).toBe(201);
    const asked = await open();
    expect(asked.status).toBe(428);
    expect(asked.body.error).toBe(WORK_MESSAGES.needed);
    const demand = asked.body.details as WorkDemand;
    expect(demand.bits).toBe(6);

    const nonce = await solveWork(demand);
    const proof = { [WORK_HEADER]: proofHeader(demand.challenge, nonce) };
    expect((await open(proof)).status).toBe(201);
    const replayed = await open(proof);
    expect(replayed.status).toBe(428);
    expect(replayed.body.error).toBe(WORK_MESSAGES.rejected);

    // A forged challenge (its bits lowered) fails its signature.
    const forged = demand.challenge.replace(".6.", ".1.");
    let cheap = 0;
    while (!solves(forged, String(cheap), 1)) cheap += 1;
    expect((await open({ [WORK_HEADER]: proofHeader(forged, String(cheap)) })).status).toBe(428);
    // A challenge past its five minutes is worth nothing.
    const late = (await open()).body.details as WorkDemand;
    const lateNonce = await solveWork(late);
    live.ctx.clock.advance(6 * 60_000);
    expect((await open({ [WORK_HEADER]: proofHeader(late.challenge, lateNonce) })).status).toBe(428);

    // The bits rise with the count, and at the ceiling the address is refused whatever it pays.
    const bits: number[] = [];
    let status = 0;
    for (let n = 0; n < 60 && status !== 429; n++) {
      const answer = await open();
      status = answer.status;
      if (status !== 428) break;
      const next = answer.body.details as WorkDemand;
      bits.push(next.bits);
      status = (await open({ [WORK_HEADER]: proofHeader(next.challenge, await solveWork(next)) })).status;
    }
    expect(bits[bits.length - 1]).toBeGreaterThan(bits[0]!);
    const ceiling = await open();
    expect(ceiling.status).toBe(429);
    expect(ceiling.body.error).toMatch(/Too many rooms opened from here/);
  });

  it("holds one address's sockets that never say hello to its small share", async () => {
    const held = await Promise.all([1, 2, 3].map(() => phoneSocket(live.port, "203.0.113.66")));
    await expect(phoneSocket(live.port, "203.0.113.66")).rejects.toThrow(/429/);
    for (const phone of held) phone.ws.close();
  });

  it("refuses a story without its work with a clear 428, and takes it with the work", async () => {
    const story = { title: "A slow Sunday", content: "<p>We stayed in and talked for hours.</p>", status: "draft" };
    const bare = await request(live.ctx.app).post("/api/blogs?v=1").set("Origin", TEST_ORIGIN).send(story);
    expect(bare.status).toBe(428);
    expect(bare.body.error).toBe(WORK_MESSAGES.needed);
    const demand = bare.body.details as WorkDemand;
    const sent = await request(live.ctx.app)
      .post("/api/blogs?v=2")
      .set("Origin", TEST_ORIGIN)
      .set(WORK_HEADER, proofHeader(demand.challenge, await solveWork(demand)))
      .send(story);
    expect(sent.status).toBe(201);
  });
});

describe("strangers cannot crowd couples out", () => {
  let live: LiveServer;
  beforeAll(async () => {
    live = await startLiveServer({
      env: {},
      connections: (services) => services.roomConnections,
      attach: attachRoomSockets,
    });
    const limits = live.ctx.services.roomConnections.limits;
    limits.total = 40;
    limits.helloDeadlineMs = 30_000;
  });
  afterAll(() => live?.close());

  it("fills the server from many addresses, and a couple still joins and plays", async () => {
    const ledger = live.ctx.services.roomConnections;
    ledger.drainTally();
    const strangers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => phoneSocket(live.port, `203.0.113.${Math.floor(n / 4) + 1}`)),
    );
    expect(ledger.open()).toBe(40);

    const { host, guest } = await openAndPlay(live, CARRIER);
    expect(ledger.open()).toBe(40);
    // The two oldest strangers made way, with a clear close code; the others still hold their places.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(strangers.slice(0, 2).map((phone) => phone.closedWith())).toEqual([CLOSE_MADE_WAY, CLOSE_MADE_WAY]);
    expect(strangers.slice(2).every((phone) => phone.closedWith() === undefined)).toBe(true);

    // The interval's log line counts them (server/services/index.ts logs it once a minute).
    for (const phone of strangers.slice(2)) phone.ws.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const tally = ledger.drainTally();
    expect(tally.madeWay).toBe(2);
    host.ws.close();
    guest.ws.close();
  });
});
