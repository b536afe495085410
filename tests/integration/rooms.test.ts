import http from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { ROOM_CODE_ALPHABET, ROOM_ERRORS, type ServerMessage } from "../../domain/rooms/protocol";
import type { TurnState } from "../../domain/rooms/turns";
import { createApp } from "../../server/app";
import { rooms } from "../../server/db/schema";
import { openDatabase } from "../../server/db/client";
import { attachRoomSockets } from "../../server/http/room-socket";
import { createServices } from "../../server/services";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../support/test-app";
import { SocketPhone } from "./support/socket-phone";
import { eventStreamLog, listenWithSockets, readEventStream, type ListeningApp } from "./support/socket-server";
import { roomEventsRequest } from "~/lib/rooms/connection";

let ctx: TestContext;
let live: ListeningApp;
let wsUrl: string;

beforeAll(async () => {
  ctx = await createTestContext();
  live = await listenWithSockets(ctx, attachRoomSockets);
  wsUrl = `ws://127.0.0.1:${live.port}/api/rooms/socket`;
});
afterAll(async () => {
  await live?.close();
  await ctx?.close();
});

interface Credentials {
  room: string;
  code: string;
  secret: string;
  seat: 0 | 1;
}

/** A phone on the socket: collects what the server sends and waits for the message it expects. */
class Phone extends SocketPhone<ServerMessage> {
  static async open(credentials?: Credentials, origin = TEST_ORIGIN, url = wsUrl, name?: string): Promise<Phone> {
    const phone = await Phone.connect(url, origin);
    if (credentials) {
      phone.send({ t: "hello", room: credentials.room, secret: credentials.secret, ...(name ? { name } : {}) });
      await phone.next((message) => message.t === "state");
    }
    return phone;
  }
  lastState() {
    const states = this.received.filter((message) => message.t === "state");
    return states[states.length - 1] as Extract<ServerMessage, { t: "state" }>;
  }
}

async function openRoom(game = "truth-or-dare"): Promise<{ host: Credentials; guest: Credentials }> {
  const created = await request(ctx.app).post("/api/rooms").set("Origin", TEST_ORIGIN).send({ game });
  expect(created.status).toBe(201);
  const joined = await request(ctx.app)
    .post("/api/rooms/join")
    .set("Origin", TEST_ORIGIN)
    .send({ code: created.body.code.toLowerCase() });
  expect(joined.status).toBe(200);
  return { host: created.body, guest: joined.body };
}

describe("room service over HTTP", () => {
  it("opens a room with a 6-character code of unambiguous characters and a second seat for the partner", async () => {
    const { host, guest } = await openRoom();
    expect(host.code).toMatch(new RegExp(`^[${ROOM_CODE_ALPHABET}]{6}$`));
    expect(host.code).not.toMatch(/[01IOL5S2Z8B]/);
    expect(host.seat).toBe(0);
    expect(guest).toMatchObject({ room: host.room, seat: 1 });
    expect(guest.secret).not.toBe(host.secret);
  });

  it("refuses a third device with 'This room is full' and unknown codes like a missing room", async () => {
    const { host } = await openRoom();
    const third = await request(ctx.app).post("/api/rooms/join").send({ code: host.code });
    expect(third.status).toBe(409);
    expect(third.body.error).toBe(ROOM_ERRORS.full);
    const unknown = await request(ctx.app).post("/api/rooms/join").send({ code: "AAAAAA" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(ROOM_ERRORS.missing);
    const malformed = await request(ctx.app).post("/api/rooms/join").send({ code: "0O1IL" });
    expect(malformed.status).toBe(400);
  });

  it("rejects unknown games and oversized bodies with clear messages", async () => {
    const bad = await request(ctx.app).post("/api/rooms").send({ game: "chess" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/two phones/);
    const big = await request(ctx.app)
      .post("/api/rooms")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ game: "x".repeat(5000) }));
    expect(big.status).toBe(413);
    expect(big.body.error).toBe(ROOM_ERRORS.tooLarge);
  });

  it("stores no address, user agent or nickname: only game, state, code, secret hashes, the last move time and the phones' random ids of their last moves", async () => {
    const { host } = await openRoom();
    const row = await ctx.services.rooms.find(host.room);
    expect(Object.keys(row!).sort()).toEqual([
      "code",
      "game",
      "guestLastMove",
      "guestSecretHash",
      "hostLastMove",
      "hostSecretHash",
      "id",
      "lastMoveAt",
      "seq",
      "state",
    ]);
    expect(row!.hostSecretHash).not.toBe(host.secret);
  });

  it("plays through the fallback: a move by POST arrives on the partner's event stream; a replayed move is not applied twice", async () => {
    const { host, guest } = await openRoom("passion-dice");
    const { port } = live;
    const stream = await readEventStream(`http://127.0.0.1:${port}/api/rooms/events`, roomEventsRequest(guest).headers);
    expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
    await stream.readUntil((t) => t.includes('"seq":0'));
    const move = { room: host.room, secret: host.secret, seq: 0, move: { game: "passion-dice", type: "roll" } };
    const first = await request(ctx.app).post("/api/rooms/move").send(move);
    expect(first.status).toBe(200);
    expect(first.body.view.seq).toBe(1);
    await stream.readUntil((t) => t.includes('"seq":1'));
    const again = await request(ctx.app).post("/api/rooms/move").send(move);
    expect(again.body).toMatchObject({ t: "state", stale: true, view: { seq: 1 } });
    const outOfTurn = await request(ctx.app)
      .post("/api/rooms/move")
      .send({ ...move, secret: guest.secret, seq: 1 });
    expect(outOfTurn.status).toBe(422);
    expect(outOfTurn.body.error).toBe(ROOM_ERRORS.notYourTurn);
    stream.close();
    const ended = await request(ctx.app).post("/api/rooms/end").send({ room: host.room, secret: host.secret });
    expect(ended.status).toBe(204);
    expect(await ctx.services.rooms.find(host.room)).toBeUndefined();
  });

  it("deletes rooms after 24 hours without a move", async () => {
    const { host } = await openRoom();
    ctx.clock.advance(23 * 3_600_000);
    expect(await ctx.services.rooms.deleteIdle()).not.toContain(host.room);
    ctx.clock.advance(2 * 3_600_000);
    expect(await ctx.services.rooms.deleteIdle()).toContain(host.room);
    expect(await ctx.services.rooms.find(host.room)).toBeUndefined();
  });
});

describe("nothing of a room in the logs", () => {
  it("takes the event stream's credentials in headers, which the log never holds", async () => {
    const { host } = await openRoom();
    const logged = await eventStreamLog(ctx, "/api/rooms/events", roomEventsRequest(host).headers, async (app) => {
      await request(app).post("/api/rooms/join").send({ code: host.code });
      // An older phone's stream, its credentials in the query string: refused, and the log drops the query.
      const old = await request(app).get(`/api/rooms/events?room=${host.room}&secret=${host.secret}`);
      expect([old.status, old.body.error]).toEqual([400, ROOM_ERRORS.malformed]);
    });
    expect(logged).toContain("/api/rooms/events");
    expect(logged).not.toContain(host.secret);
    expect(logged).not.toContain(host.room);
    expect(logged).not.toContain(host.code);
  });
});

describe("room WebSocket protocol", () => {
  it("refuses an upgrade from another origin", async () => {
    await expect(Phone.open(undefined, "http://evil.example")).rejects.toThrow(/403/);
  });

  it("keeps both phones in sync, answers duplicates with the current state and rejects bad input without harm", async () => {
    const { host, guest } = await openRoom("truth-or-dare");
    const a = await Phone.open(host);
    const b = await Phone.open(guest);
    expect(a.lastState().view).toMatchObject({ seat: 0, seq: 0, partnerJoined: true });
    await a.next((m) => m.t === "presence" && m.partnerOnline, 3000, 0);

    a.send({ t: "move", seq: 0, move: { game: "truth-or-dare", type: "draw", choice: "dare" } });
    const seenByB = (await b.next((m) => m.t === "state" && m.view.seq === 1)) as Extract<
      ServerMessage,
      { t: "state" }
    >;
    const stateB = seenByB.view.state as TurnState<{ type: string; question: string }>;
    expect(stateB.current!.type).toBe("dare");
    const stateA = (await a.next((m) => m.t === "state" && m.view.seq === 1, 3000, 0)) as Extract<
      ServerMessage,
      { t: "state" }
    >;
    expect(stateA.view.state).toEqual(seenByB.view.state);

    // The same move again (a retry after a lost answer): current state, nothing applied.
    a.send({ t: "move", seq: 0, move: { game: "truth-or-dare", type: "draw", choice: "dare" } });
    expect(await a.next((m) => m.t === "state" && m.stale === true)).toMatchObject({ view: { seq: 1 } });

    b.send({ t: "move", seq: 1, move: { game: "truth-or-dare", type: "finish", completed: true } });
    expect(await b.next((m) => m.t === "error")).toEqual({ t: "error", message: ROOM_ERRORS.notYourTurn });
    b.send({ t: "move", seq: 1, move: { game: "passion-dice", type: "roll" } });
    expect(await b.next((m) => m.t === "error")).toEqual({ t: "error", message: ROOM_ERRORS.wrongGame });
    b.send("{not json");
    expect(await b.next((m) => m.t === "error")).toEqual({ t: "error", message: ROOM_ERRORS.malformed });
    b.send(JSON.stringify({ t: "move", seq: 1, move: { game: "truth-or-dare", type: "x" }, pad: "x".repeat(5000) }));
    expect(await b.next((m) => m.t === "error")).toEqual({ t: "error", message: ROOM_ERRORS.tooLarge });
    expect(b.ws.readyState).toBe(WebSocket.OPEN);
    expect((await ctx.services.rooms.find(host.room))!.seq).toBe(1);

    a.send({ t: "move", seq: 1, move: { game: "truth-or-dare", type: "finish", completed: true } });
    const afterFinish = (await b.next((m) => m.t === "state" && m.view.seq === 2)) as Extract<
      ServerMessage,
      { t: "state" }
    >;
    expect(afterFinish.view.state).toMatchObject({ turn: 1, scores: [1, 0], current: null });

    const beforeAway = a.received.length;
    b.close();
    await a.next((m) => m.t === "presence" && !m.partnerOnline, 3000, beforeAway);
    const back = await Phone.open(guest);
    expect(back.lastState().view.seq).toBe(2);
    await a.next((m) => m.t === "presence" && m.partnerOnline, 3000, beforeAway);

    const beforeEnd = back.received.length;
    back.send({ t: "end" });
    await a.next((m) => m.t === "ended");
    await back.next((m) => m.t === "ended", 3000, beforeEnd);
    a.close();
  });

  it("relays each phone's own nickname to the other, again after a reconnect, and never stores it", async () => {
    const { host, guest } = await openRoom("truth-or-dare");
    const a = await Phone.open(host, TEST_ORIGIN, wsUrl, "Sam");
    const b = await Phone.open(guest, TEST_ORIGIN, wsUrl, "  Alex ");
    // Alex's hello carried the name, trimmed, to Sam's phone; Sam's phone answers the partner's arrival with its own.
    expect(await a.next((m) => m.t === "name", 3000, 0)).toEqual({ t: "name", name: "Alex" });
    a.send({ t: "name", name: "Sam" });
    expect(await b.next((m) => m.t === "name", 3000, 0)).toEqual({ t: "name", name: "Sam" });
    // A name goes to the partner only, never back to the phone that sent it.
    expect(a.received.filter((m) => m.t === "name")).toEqual([{ t: "name", name: "Alex" }]);

    // Bad names are refused like any bad message and reach nobody.
    const beforeBad = a.received.length;
    b.send({ t: "name", name: "Al\nex" });
    expect(await b.next((m) => m.t === "error")).toEqual({ t: "error", message: ROOM_ERRORS.malformed });
    const beforeLong = b.received.length;
    b.send({ t: "name", name: "x".repeat(25) });
    expect(await b.next((m) => m.t === "error", 3000, beforeLong)).toEqual({
      t: "error",
      message: ROOM_ERRORS.malformed,
    });

    // Sam's phone reconnects: its hello tells Alex's phone again; Alex's phone sends its own back on the presence.
    a.close();
    await b.next((m) => m.t === "presence" && !m.partnerOnline, 3000, 0);
    const beforeBack = b.received.length;
    const again = await Phone.open(host, TEST_ORIGIN, wsUrl, "Sam 💞");
    expect(await b.next((m) => m.t === "name", 3000, beforeBack)).toEqual({ t: "name", name: "Sam 💞" });
    await b.next((m) => m.t === "presence" && m.partnerOnline, 3000, beforeBack);
    b.send({ t: "name", name: "Alex" });
    expect(await again.next((m) => m.t === "name", 3000, 0)).toEqual({ t: "name", name: "Alex" });
    expect(a.received.slice(beforeBad).filter((m) => m.t === "name")).toEqual([]);

    // The fallback (POST) relays too, and null clears a name.
    const posted = await request(ctx.app)
      .post("/api/rooms/name")
      .send({ room: guest.room, secret: guest.secret, name: null });
    expect(posted.status).toBe(204);
    expect(await again.next((m) => m.t === "name" && m.name === null, 3000, 0)).toEqual({ t: "name", name: null });
    const refused = await request(ctx.app)
      .post("/api/rooms/name")
      .send({ room: guest.room, secret: guest.secret, name: "\u0007" });
    expect(refused.status).toBe(400);

    // Nothing of either name is in the database: not in the room's row, not anywhere in the rooms table.
    const stored = JSON.stringify(await ctx.database.db.select().from(rooms));
    for (const name of ["Sam", "Alex"]) expect(stored).not.toContain(name);
    expect(JSON.stringify(await ctx.services.rooms.find(host.room))).not.toMatch(/Sam|Alex/);
    again.send({ t: "end" });
    await b.next((m) => m.t === "ended");
    again.close();
  });

  it("says so when a phone says hello to a room that does not exist", async () => {
    const phone = await Phone.open();
    phone.send({ t: "hello", room: "6d9f0c8e-8a53-4f4e-9a57-1f8b1c2d3e4f", secret: "x".repeat(32) });
    expect(await phone.next((m) => m.t === "error")).toEqual({ t: "error", message: ROOM_ERRORS.missing });
    phone.send({ t: "move", seq: 0, move: { game: "love-quiz", type: "again" } });
    expect(await phone.next((m) => m.t === "error" && m.message === ROOM_ERRORS.notJoined)).toBeTruthy();
    phone.close();
  });

  it("keeps the love quiz answers private until both have answered", async () => {
    const { host, guest } = await openRoom("love-quiz");
    const a = await Phone.open(host);
    const b = await Phone.open(guest);
    const ids = ["words_of_affirmation", "physical_touch", "acts_of_service", "quality_time", "receiving_gifts"];
    a.send({
      t: "move",
      seq: 0,
      move: { game: "love-quiz", type: "answer", answers: Object.fromEntries(ids.map((id) => [id, 5])) },
    });
    const bView = (await b.next((m) => m.t === "state" && m.view.seq === 1)) as Extract<ServerMessage, { t: "state" }>;
    expect(bView.view.state).toMatchObject({ mine: null, partnerAnswered: true, revealed: null });
    expect(JSON.stringify(bView)).not.toContain('"words_of_affirmation":5');
    b.send({
      t: "move",
      seq: 1,
      move: {
        game: "love-quiz",
        type: "answer",
        answers: Object.fromEntries(ids.map((id, i) => [id, i === 0 ? 5 : 1])),
      },
    });
    const revealed = (await a.next((m) => m.t === "state" && m.view.seq === 2)) as Extract<
      ServerMessage,
      { t: "state" }
    >;
    const rows = (revealed.view.state as { revealed: Array<{ id: string; agreement: string }> }).revealed;
    expect(rows.find((row) => row.id === "words_of_affirmation")!.agreement).toBe("agreed");
    expect(rows.find((row) => row.id === "physical_touch")!.agreement).toBe("apart");
    a.close();
    b.close();
  });
});

describe("room creation and code guessing cost work past the free ones", () => {
  it("asks the same work of a guess at a real code as at a missing one, so guessing learns nothing", async () => {
    const created = await request(ctx.app)
      .post("/api/rooms")
      .set("X-Forwarded-For", "203.0.113.9")
      .send({ game: "love-quiz" });
    for (let i = 0; i < 20; i++) await request(ctx.app).post("/api/rooms/join").send({ code: "CCCCCC" });
    const real = await request(ctx.app).post("/api/rooms/join").send({ code: created.body.code });
    const missing = await request(ctx.app).post("/api/rooms/join").send({ code: "CCCCCC" });
    expect(real.status).toBe(428);
    expect(missing.status).toBe(428);
    expect(real.body.error).toBe(missing.body.error);
    expect(real.body.details.bits).toBe(missing.body.details.bits);
  });

  it("asks work of a 21st room in an hour from one address", async () => {
    let last = { status: 0, body: {} as { details?: { bits?: number } } };
    for (let i = 0; i < 21; i++) last = await request(ctx.app).post("/api/rooms").send({ game: "passion-dice" });
    expect(last.status).toBe(428);
    expect(last.body.details?.bits).toBeGreaterThan(0);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("two instances on one PostgreSQL database", () => {
  it("fans a move made on one instance out to the partner on the other, with presence and nicknames", async () => {
    // A new rate-limit window: the tests above used up this address's rooms for the hour.
    ctx.clock.advance(2 * 3_600_000);
    const url = (ctx.database as unknown as { url: string }).url;
    const database = await openDatabase({ databaseUrl: url });
    const logger = pino({ level: "silent" });
    const services = createServices({ database, clock: ctx.clock, random: Math.random, logger, config: ctx.config });
    await services.startup();
    const otherServer = http.createServer(createApp({ config: ctx.config, logger, services }));
    await new Promise<void>((resolve) => otherServer.listen(0, "127.0.0.1", resolve));
    const otherSockets = attachRoomSockets(otherServer, { services, logger, publicOrigin: TEST_ORIGIN });
    try {
      const { host, guest } = await openRoom("dice-to-spice");
      const a = await Phone.open(host, TEST_ORIGIN, wsUrl, "Sam");
      const b = await Phone.open(
        guest,
        TEST_ORIGIN,
        `ws://127.0.0.1:${(otherServer.address() as AddressInfo).port}/api/rooms/socket`,
        "Alex",
      );
      await a.next((m) => m.t === "presence" && m.partnerOnline, 5000, 0);
      // Names cross between instances the way the room's other live events do (LISTEN/NOTIFY), and stay unstored.
      expect(await a.next((m) => m.t === "name", 5000, 0)).toEqual({ t: "name", name: "Alex" });
      a.send({ t: "name", name: "Sam" });
      expect(await b.next((m) => m.t === "name", 5000, 0)).toEqual({ t: "name", name: "Sam" });
      expect(JSON.stringify(await ctx.database.db.select().from(rooms))).not.toMatch(/Sam|Alex/);
      a.send({ t: "move", seq: 0, move: { game: "dice-to-spice", type: "roll" } });
      const onB = (await b.next((m) => m.t === "state" && m.view.seq === 1, 5000, 0)) as Extract<
        ServerMessage,
        { t: "state" }
      >;
      const onA = (await a.next((m) => m.t === "state" && m.view.seq === 1, 5000, 0)) as Extract<
        ServerMessage,
        { t: "state" }
      >;
      expect(onB.view.state).toEqual(onA.view.state);
      // The partner on the other instance finishes out of turn: refused there, nothing changes anywhere.
      b.send({ t: "move", seq: 1, move: { game: "dice-to-spice", type: "finish", completed: true } });
      expect(await b.next((m) => m.t === "error")).toEqual({ t: "error", message: ROOM_ERRORS.notYourTurn });
      const before = a.received.length;
      b.close();
      await a.next((m) => m.t === "presence" && !m.partnerOnline, 5000, before);
      a.send({ t: "end" });
      await a.next((m) => m.t === "ended", 5000, before);
      a.close();
    } finally {
      otherSockets.close();
      await new Promise((resolve) => otherServer.close(resolve));
      await services.shutdown();
      await database.close();
    }
  });
});
