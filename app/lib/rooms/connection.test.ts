import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROOM_ERRORS, type RoomView, type ServerMessage } from "@domain/rooms/protocol";
import { connectRoom, KEPT_MOVES_RETRY_MS, MOVE_KEPT, type ConnectionStatus } from "./connection";
import type { StoredRoom } from "./storage";
import { FakeEventSource, FakeSocket, fakePage, acceptLatest, latestSocket } from "../../../tests/support/fake-line";

vi.mock("~/lib/live-events", async () => (await import("../../../tests/support/fake-line")).fakeLiveEvents);

// The phone's line with the browser faked: sockets, event streams and fetch are driven by the test, so it can
// break the line between "sent" and "acknowledged" and see what the phone does.

const credentials: StoredRoom = {
  room: "room-1",
  code: "ABCDEF",
  game: "truth-or-dare",
  seat: 0,
  secret: "s".repeat(32),
};
const move = { game: "truth-or-dare" as const, type: "choose", kind: "truth" };

function state(seq: number, extra: { lastMoveId?: string | null; re?: string; stale?: boolean } = {}): ServerMessage {
  const view: RoomView = {
    game: "truth-or-dare",
    seq,
    seat: 0,
    partnerJoined: true,
    lastMoveId: extra.lastMoveId ?? null,
    state: {},
  };
  return { t: "state", view, partnerOnline: true, re: extra.re, stale: extra.stale };
}

function phone(name: () => string | null = () => null) {
  const messages: ServerMessage[] = [];
  const statuses: ConnectionStatus[] = [];
  const line = connectRoom(credentials, {
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    name,
  });
  const errors = () =>
    messages.filter((message) => message.t === "error").map((message) => (message as { message: string }).message);
  return { line, messages, statuses, errors };
}

/** The window's online and offline events, as the browser fires them. */
let windowEvents: EventTarget;

beforeEach(() => {
  vi.useFakeTimers();
  fakePage("http:");
  windowEvents = new EventTarget();
  vi.stubGlobal("window", windowEvents);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a phone on a WebSocket keeps each move until the server settles it", () => {
  beforeEach(() => vi.stubGlobal("WebSocket", FakeSocket));

  /** A phone whose line is open and has the room's state at `seq`. */
  function openPhone(seq = 4) {
    const p = phone();
    acceptLatest();
    expect(latestSocket().sent[0]).toEqual({ t: "hello", room: credentials.room, secret: credentials.secret });
    latestSocket().receive(state(seq));
    return p;
  }

  /** Sends a move, loses the socket before any answer, and lets the line reconnect; returns the move as sent. */
  function moveThenReconnect(line: ReturnType<typeof phone>["line"]) {
    line.move(4, move);
    const first = latestSocket().sentOf("move")[0]!;
    latestSocket().drop();
    vi.advanceTimersByTime(300);
    acceptLatest();
    return first;
  }

  it("sends a move with an id and forgets it once a state names it as this seat's last move", () => {
    const { line } = openPhone();
    expect(line.move(4, move)).toBe(true);
    const [sent] = latestSocket().sentOf("move");
    expect(sent).toMatchObject({ t: "move", seq: 4, move });
    expect(String(sent!.id)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(line.pending).toBe(1);
    latestSocket().receive(state(5, { lastMoveId: String(sent!.id) }));
    expect(line.pending).toBe(0);
  });

  it("sends a kept move again, same id and seq, a few seconds after a 'try again' that names no move", () => {
    const { line } = openPhone();
    line.move(4, move);
    const first = latestSocket().sentOf("move")[0]!;
    latestSocket().receive({
      t: "error",
      message: "Entwine is catching its breath. Please try again in a few seconds.",
    });
    expect(line.pending).toBe(1);
    vi.advanceTimersByTime(KEPT_MOVES_RETRY_MS - 1);
    expect(latestSocket().sentOf("move")).toEqual([first]);
    vi.advanceTimersByTime(1);
    expect(latestSocket().sentOf("move")).toEqual([first, first]);
    latestSocket().receive(state(5, { lastMoveId: String(first.id) }));
    expect(line.pending).toBe(0);
    // With nothing kept, another such error sends nothing.
    latestSocket().receive({
      t: "error",
      message: "Entwine is catching its breath. Please try again in a few seconds.",
    });
    vi.advanceTimersByTime(KEPT_MOVES_RETRY_MS);
    expect(latestSocket().sentOf("move")).toEqual([first, first]);
  });

  it("resends a move the instance died holding, with the same id and seq, after the reconnect's state", () => {
    const { line } = openPhone();
    line.move(4, move);
    const first = latestSocket().sentOf("move")[0]!;
    latestSocket().drop();
    expect(line.pending).toBe(1);
    vi.advanceTimersByTime(300);
    const second = latestSocket();
    expect(second).not.toBe(FakeSocket.all[0]);
    second.accept();
    // Nothing goes out before the room's state: the phone first learns whether the move was saved.
    expect(second.sentOf("move")).toEqual([]);
    second.receive(state(4));
    expect(second.sentOf("move")).toEqual([first]);
    second.receive(state(5, { lastMoveId: String(first.id) }));
    expect(line.pending).toBe(0);
  });

  it("does not resend a move the dying instance had saved: the reconnect's state names it", () => {
    const { line, errors } = openPhone();
    const first = moveThenReconnect(line);
    latestSocket().receive(state(5, { lastMoveId: String(first.id) }));
    expect(latestSocket().sentOf("move")).toEqual([]);
    expect(line.pending).toBe(0);
    expect(errors()).toEqual([]);
  });

  it("says why when the resent move came too late (the partner moved first)", () => {
    const { line, errors } = openPhone();
    const first = moveThenReconnect(line);
    latestSocket().receive(state(5));
    expect(latestSocket().sentOf("move")).toEqual([first]);
    latestSocket().receive(state(5, { re: String(first.id), stale: true }));
    expect(line.pending).toBe(0);
    expect(errors()).toEqual([ROOM_ERRORS.notPlayed]);
  });

  it("forgets a move the server refused, with the server's reason", () => {
    const { line, errors } = openPhone();
    line.move(4, move);
    const first = latestSocket().sentOf("move")[0]!;
    latestSocket().receive({ t: "error", message: ROOM_ERRORS.notYourTurn, re: String(first.id) });
    expect(line.pending).toBe(0);
    expect(errors()).toEqual([ROOM_ERRORS.notYourTurn]);
  });

  it("keeps a move made while the line is down and sends it once the line is back", () => {
    const { line, errors } = openPhone();
    latestSocket().drop();
    expect(line.move(4, move)).toBe(true);
    expect(errors()).toEqual([MOVE_KEPT]);
    vi.advanceTimersByTime(300);
    acceptLatest();
    latestSocket().receive(state(4));
    expect(latestSocket().sentOf("move")).toHaveLength(1);
  });

  it("ignores a second tap on the same state while the first move is on its way", () => {
    const { line } = openPhone();
    expect(line.move(4, move)).toBe(true);
    expect(line.move(4, { ...move, kind: "dare" })).toBe(false);
    expect(latestSocket().sentOf("move")).toHaveLength(1);
    expect(line.pending).toBe(1);
  });

  it("keeps moves through several broken lines until one settles them", () => {
    const { line } = openPhone();
    line.move(4, move);
    const id = latestSocket().sentOf("move")[0]!.id;
    for (let i = 0; i < 3; i++) {
      latestSocket().drop();
      vi.advanceTimersByTime(5000);
      acceptLatest();
      latestSocket().receive(state(4));
      expect(
        latestSocket()
          .sentOf("move")
          .map((sent) => sent.id),
      ).toEqual([id]);
    }
    latestSocket().receive(state(5, { lastMoveId: String(id) }));
    expect(line.pending).toBe(0);
  });
});

describe("a phone's line follows the network", () => {
  beforeEach(() => vi.stubGlobal("WebSocket", FakeSocket));

  it("says offline the moment the browser goes offline, stays on WebSockets, and opens again at once when back", () => {
    const { statuses, line } = phone();
    acceptLatest();
    latestSocket().receive(state(4));
    expect(statuses).toEqual(["connecting", "open"]);
    vi.stubGlobal("navigator", { onLine: false });
    windowEvents.dispatchEvent(new Event("offline"));
    expect(statuses.at(-1)).toBe("offline");
    // Sockets that cannot open while offline are no reason to give up on WebSockets.
    for (let attempt = 0; attempt < 4; attempt++) {
      vi.advanceTimersByTime(5_000);
      latestSocket().drop();
      expect(statuses.at(-1)).toBe("offline");
    }
    expect(line.transport).toBe("websocket");
    vi.stubGlobal("navigator", { onLine: true });
    const before = FakeSocket.all.length;
    windowEvents.dispatchEvent(new Event("online"));
    vi.advanceTimersByTime(5_000);
    expect(FakeSocket.all.length).toBeGreaterThan(before);
    acceptLatest();
    expect(statuses.at(-1)).not.toBe("open");
    latestSocket().receive(state(5));
    expect(statuses.at(-1)).toBe("open");
  });

  it("drops a socket that has answered nothing, not even a ping, for two rounds", () => {
    const { statuses } = phone();
    acceptLatest();
    latestSocket().receive(state(4));
    const first = latestSocket();
    vi.advanceTimersByTime(10_000);
    expect(first.sentOf("ping")).toHaveLength(1);
    vi.advanceTimersByTime(20_000);
    expect(statuses.at(-1)).toBe("reconnecting");
    expect(first.readyState).toBe(3);
  });
});

describe("a phone on the fallback (event stream + POST)", () => {
  beforeEach(() => {
    vi.stubGlobal("WebSocket", undefined);
  });

  it("keeps a move whose POST failed, opens the stream again and resends it there", async () => {
    const posts: Array<Record<string, unknown>> = [];
    let network = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: { body: string }) => {
        posts.push(JSON.parse(init.body) as Record<string, unknown>);
        if (!network) throw new TypeError("Failed to fetch");
        const body = posts[posts.length - 1]!;
        return new Response(JSON.stringify(state(5, { lastMoveId: String(body.id), re: String(body.id) })), {
          status: 200,
        });
      }),
    );
    const { line, errors } = phone();
    // The room and its secret travel in headers, never in the stream's address.
    expect(FakeEventSource.all[0]!.url).toBe("/api/rooms/events");
    expect(FakeEventSource.all[0]!.headers).toEqual({
      Authorization: `Bearer ${credentials.secret}`,
      "Entwine-Room": credentials.room,
    });
    FakeEventSource.all[0]!.onopen?.();
    FakeEventSource.all[0]!.receive(state(4));
    line.move(4, move);
    await vi.advanceTimersByTimeAsync(0);
    expect(posts).toHaveLength(1);
    expect(errors()).toEqual([MOVE_KEPT]);
    expect(line.pending).toBe(1);
    expect(FakeEventSource.all[0]!.closed).toBe(true);

    network = true;
    await vi.advanceTimersByTimeAsync(300);
    const stream = FakeEventSource.all[1]!;
    stream.onopen?.();
    stream.receive(state(4));
    await vi.advanceTimersByTimeAsync(0);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual(posts[0]);
    expect(posts[1]).toMatchObject({ room: credentials.room, seq: 4, move });
    expect(line.pending).toBe(0);
  });
});

describe("a phone's own nickname goes to the partner's phone", () => {
  it("on a WebSocket: with the hello, when it changes and whenever the partner comes back", () => {
    vi.stubGlobal("WebSocket", FakeSocket);
    let name: string | null = "Sam";
    const { line } = phone(() => name);
    acceptLatest();
    expect(latestSocket().sent[0]).toEqual({ t: "hello", room: credentials.room, secret: credentials.secret, name });
    const names = () => latestSocket().sent.filter((message) => message.t === "name");
    // The partner was here already: the hello told them.
    latestSocket().receive(state(4));
    expect(names()).toEqual([]);
    latestSocket().receive({ t: "presence", partnerOnline: false });
    latestSocket().receive({ t: "presence", partnerOnline: true });
    expect(names()).toEqual([{ t: "name", name: "Sam" }]);
    latestSocket().receive({ t: "presence", partnerOnline: true });
    expect(names()).toHaveLength(1);
    name = "Sam 💞";
    line.sendName();
    expect(names()[1]).toEqual({ t: "name", name: "Sam 💞" });
    latestSocket().receive({ t: "presence", partnerOnline: false });
    latestSocket().receive({ t: "presence", partnerOnline: true });
    expect(names()[2]).toEqual({ t: "name", name: "Sam 💞" });
    name = null;
    line.sendName();
    expect(names()[3]).toEqual({ t: "name", name: null });
  });

  it("without a name: a hello without one and nothing on the partner's return", () => {
    vi.stubGlobal("WebSocket", FakeSocket);
    phone();
    acceptLatest();
    expect(latestSocket().sent[0]).toEqual({ t: "hello", room: credentials.room, secret: credentials.secret });
    latestSocket().receive(state(4));
    expect(latestSocket().sent.filter((message) => message.t === "name")).toEqual([]);
  });

  it("on the fallback: by POST once the stream has the room's state", async () => {
    vi.stubGlobal("WebSocket", undefined);
    const posts: Array<{ url: string; body: Record<string, unknown> }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: { body: string }) => {
        posts.push({ url, body: JSON.parse(init.body) as Record<string, unknown> });
        return new Response(null, { status: 204 });
      }),
    );
    phone(() => "Alex");
    FakeEventSource.all[0]!.onopen?.();
    expect(posts).toEqual([]);
    FakeEventSource.all[0]!.receive(state(4));
    await vi.advanceTimersByTimeAsync(0);
    expect(posts).toEqual([
      { url: "/api/rooms/name", body: { room: credentials.room, secret: credentials.secret, name: "Alex" } },
    ]);
  });
});
