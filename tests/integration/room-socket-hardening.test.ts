/**
 * The rooms' live connections against a hostile client: malformed WebSocket frames sent raw over TCP, idle
 * sockets, one address opening many connections, floods of messages. Each closes or refuses that client only;
 * the server keeps answering everyone else.
 */
import request from "supertest";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ServerMessage } from "../../domain/rooms/protocol";
import { attachRoomSockets, ROOM_SOCKET_MESSAGES } from "../../server/http/room-socket";
import { CLOSE_POLICY } from "../../server/http/socket-server";
import { ROOM_REFUSALS } from "../../server/services/rooms/connection-limits";
import { TEST_ORIGIN } from "../support/test-app";
import {
  closing,
  expectAddressGroupShare,
  expectEventStreamShare,
  hardenedServerForFile,
  itClosesEachMalformedFrameAlone,
} from "./support/socket-hardening";
import { roomEventsRequest } from "~/lib/rooms/connection";

const { live, socket: roomSocket } = hardenedServerForFile({
  path: "/api/rooms/socket",
  perAddressSetting: "ROOM_CONNECTIONS_PER_ADDRESS",
  connections: (services) => services.roomConnections,
  attach: attachRoomSockets,
  serverStillAnswers,
});

async function openRoom() {
  const created = await request(live().ctx.app)
    .post("/api/rooms")
    .set("Origin", TEST_ORIGIN)
    .send({ game: "truth-or-dare" });
  const joined = await request(live().ctx.app)
    .post("/api/rooms/join")
    .set("Origin", TEST_ORIGIN)
    .send({ code: created.body.code });
  return {
    host: created.body as { room: string; secret: string },
    guest: joined.body as { room: string; secret: string },
  };
}

/** A room socket from the site's page at `address`, opening. */
const connect = (address: string) =>
  new WebSocket(`ws://127.0.0.1:${live().port}${roomSocket.path}`, {
    origin: TEST_ORIGIN,
    headers: { "x-test-address": address },
  });

/** Everything the socket hears from now on, in order. */
function heard(ws: WebSocket) {
  const received: ServerMessage[] = [];
  ws.on("message", (data) => received.push(JSON.parse(data.toString()) as ServerMessage));
  return received;
}

async function serverStillAnswers() {
  const response = await request(live().ctx.app)
    .post("/api/rooms")
    .set("Origin", TEST_ORIGIN)
    .send({ game: "passion-dice" });
  expect(response.status).toBe(201);
  const ws = connect("203.0.113.250");
  const state = await new Promise<ServerMessage>((resolve, reject) => {
    ws.once("error", reject);
    ws.once("open", () =>
      ws.send(JSON.stringify({ t: "hello", room: response.body.room, secret: response.body.secret })),
    );
    ws.on("message", (data) => resolve(JSON.parse(data.toString()) as ServerMessage));
  });
  expect(state.t).toBe("state");
  ws.close();
}

describe("malformed WebSocket frames close one connection, never the server", () => {
  itClosesEachMalformedFrameAlone(roomSocket, 70 * 1024);
});

describe("no address can take the rooms from others", () => {
  it("closes a socket that has not said hello in time", async () => {
    const ws = connect("198.51.100.20");
    expect(await closing(ws)).toEqual({ code: CLOSE_POLICY, reason: ROOM_SOCKET_MESSAGES.helloLate });
  });

  it("refuses an address group past its share while others still get in, and counts an IPv6 /64 as one", async () => {
    await expectAddressGroupShare(roomSocket, "2001:db8:5:6", ROOM_REFUSALS.address);
  });

  it("limits the event streams one address opens", async () => {
    const { host, guest } = await openRoom();
    await expectEventStreamShare(roomSocket, (n) => {
      const credentials = n % 2 ? guest : host;
      return { path: "/api/rooms/events", headers: roomEventsRequest(credentials).headers };
    });
  });

  it("answers a flood of moves with 'slow down' and then closes that socket", async () => {
    const { host } = await openRoom();
    const ws = connect("198.51.100.40");
    const received = heard(ws);
    const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
    await new Promise((resolve) => ws.once("open", resolve));
    const joined = new Promise<void>((resolve) =>
      ws.on("message", (data) => String(data).includes('"t":"state"') && resolve()),
    );
    ws.send(JSON.stringify({ t: "hello", room: host.room, secret: host.secret }));
    await joined;
    for (let n = 0; n < 200; n++) ws.send(JSON.stringify({ t: "ping" }));
    expect(await closed).toBe(CLOSE_POLICY);
    expect(received.some((message) => message.t === "error" && message.message === ROOM_SOCKET_MESSAGES.slowDown)).toBe(
      true,
    );
    await serverStillAnswers();
  });

  it("answers repeated hellos past their budget with 'slow down' without reading the database for each", async () => {
    const { host } = await openRoom();
    const ws = connect("198.51.100.41");
    const received = heard(ws);
    await new Promise((resolve) => ws.once("open", resolve));
    for (let n = 0; n < 10; n++) ws.send(JSON.stringify({ t: "hello", room: host.room, secret: host.secret }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.filter((message) => message.t === "state").length).toBeLessThanOrEqual(3);
    expect(
      received.filter((message) => message.t === "error" && message.message === ROOM_SOCKET_MESSAGES.slowDown),
    ).toHaveLength(7);
    ws.close();
  });
});
