import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { softerDare } from "@content/games/softer";
import { MAX_ROOM_MESSAGE_BYTES, ROOM_ERRORS, type ServerMessage } from "../../domain/rooms/protocol";
import type { NotTonightView } from "../../domain/rooms/not-tonight";
import type { TruthOrDareRoomState } from "../../domain/rooms/truth-or-dare";
import { attachRoomSockets } from "../../server/http/room-socket";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../support/test-app";
import { SocketPhone } from "./support/socket-phone";
import { listenWithSockets, type ListeningApp } from "./support/socket-server";

// The softer versions are the writers' (content/games/softer); this test gives every dare one of its own through the
// lookup the server's rules call, and reads what to expect from that same lookup.
vi.mock("@content/games/softer", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@content/games/softer")>()),
  softerDare: (id: string) => `A gentler take on ${id}.`,
}));

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

type StateMessage = Extract<ServerMessage, { t: "state" }>;
type Shown = TruthOrDareRoomState & NotTonightView;
/** A loaded machine answers slowly: generous waits (the socket answers in milliseconds). */
const WAIT = 10_000;

class Phone extends SocketPhone<ServerMessage> {
  static async hello(credentials: { room: string; secret: string }): Promise<Phone> {
    const phone = await Phone.connect(wsUrl, TEST_ORIGIN);
    phone.send({ t: "hello", room: credentials.room, secret: credentials.secret });
    await phone.next((message) => message.t === "state", WAIT);
    return phone;
  }
  /** The state at `seq`, whenever it arrived. */
  async stateAt(seq: number): Promise<Shown> {
    const message = (await this.next((m) => m.t === "state" && m.view.seq === seq, WAIT, 0)) as StateMessage;
    return message.view.state as Shown;
  }
  async error(): Promise<string> {
    return ((await this.next((m) => m.t === "error", WAIT)) as Extract<ServerMessage, { t: "error" }>).message;
  }
}

async function openRoom(game: string) {
  const created = await request(ctx.app).post("/api/rooms").set("Origin", TEST_ORIGIN).send({ game });
  const joined = await request(ctx.app)
    .post("/api/rooms/join")
    .set("Origin", TEST_ORIGIN)
    .send({ code: created.body.code });
  expect(joined.status).toBe(200);
  return { host: created.body, guest: joined.body };
}

const move = (seq: number, type: string, extra: Record<string, unknown> = {}) => ({
  t: "move",
  seq,
  move: { game: "truth-or-dare", type, ...extra },
});

describe("Not tonight over the room socket", () => {
  it("softer: both phones get the server's softer words, once, and Done then scores as the dare would", async () => {
    const { host, guest } = await openRoom("truth-or-dare");
    const a = await Phone.hello(host);
    const b = await Phone.hello(guest);

    a.send(move(0, "draw", { choice: "dare" }));
    const drawn = await b.stateAt(1);
    const dare = drawn.current!;
    expect(dare.type).toBe("dare");
    expect(drawn.notTonightOffer).toEqual({ softer: true });

    // Only the player whose turn it is; the room is unharmed.
    b.send(move(1, "softer"));
    expect(await b.error()).toBe(ROOM_ERRORS.notYourTurn);

    // The phone's own words are not taken: the text comes from the lookup on the server.
    const softerMove = move(1, "softer", { question: "Words of my own." });
    expect(Buffer.byteLength(JSON.stringify(softerMove))).toBeLessThan(MAX_ROOM_MESSAGE_BYTES);
    a.send(softerMove);
    for (const phone of [a, b]) {
      const shown = await phone.stateAt(2);
      expect(shown.current).toMatchObject({ id: dare.id, type: "dare", question: softerDare(dare.id) });
      expect(shown.notTonight).toEqual({ seat: 0, choice: "softer", draw: 1 });
      expect(shown.notTonightOffer).toBeNull();
    }

    a.send(move(2, "softer"));
    expect(await a.error()).toBe(ROOM_ERRORS.notNow);
    a.send(move(2, "later"));
    expect(await a.error()).toBe(ROOM_ERRORS.notNow);

    a.send(move(2, "finish", { completed: true }));
    expect(await b.stateAt(3)).toMatchObject({ turn: 1, scores: [1, 0], current: null });
    expect((await ctx.services.rooms.find(host.room))!.seq).toBe(3);
    a.close();
    b.close();
  });

  it("later: the card is set aside on both phones, the turn passes with its point", async () => {
    const { host, guest } = await openRoom("truth-or-dare");
    const a = await Phone.hello(host);
    const b = await Phone.hello(guest);

    a.send(move(0, "draw", { choice: "truth" }));
    await b.stateAt(1);
    // A truth needs neither.
    a.send(move(1, "later"));
    expect(await a.error()).toBe(ROOM_ERRORS.notNow);
    a.send(move(1, "finish", { completed: true }));
    await b.stateAt(2);

    b.send(move(2, "draw", { choice: "dare" }));
    await a.stateAt(3);
    b.send(move(3, "later"));
    for (const phone of [a, b])
      expect(await phone.stateAt(4)).toMatchObject({
        turn: 0,
        scores: [1, 1],
        current: null,
        notTonight: { seat: 1, choice: "later", draw: 2 },
        notTonightOffer: null,
      });
    // Nothing is on screen now: neither phone can choose again.
    b.send(move(4, "later"));
    expect(await b.error()).toBe(ROOM_ERRORS.notYourTurn);
    a.send(move(4, "softer"));
    expect(await a.error()).toBe(ROOM_ERRORS.notNow);
    a.close();
    b.close();
  });

  it("is no move of a game without dares", async () => {
    const { host } = await openRoom("seductive-conversation");
    const a = await Phone.hello(host);
    a.send({ t: "move", seq: 0, move: { game: "seductive-conversation", type: "later" } });
    expect(await a.error()).toBe(ROOM_ERRORS.malformed);
    a.close();
  });
});
