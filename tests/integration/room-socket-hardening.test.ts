/**
 * The rooms' live connections against a hostile client: malformed WebSocket frames sent raw over TCP, idle
 * sockets, one address opening many connections, floods of messages. Each closes or refuses that client only;
 * the server keeps answering everyone else.
 */
import crypto from "node:crypto";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { pino } from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ServerMessage } from "../../domain/rooms/protocol";
import { attachRoomSockets, ROOM_SOCKET_MESSAGES } from "../../server/http/room-socket";
import { CLOSE_POLICY } from "../../server/http/socket-server";
import { ROOM_REFUSALS } from "../../server/services/rooms/connection-limits";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../support/test-app";

const PER_ADDRESS = 4;
let ctx: TestContext;
let server: http.Server;
let sockets: ReturnType<typeof attachRoomSockets>;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext({ env: { ROOM_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS) } });
  ctx.services.roomConnections.limits.helloDeadlineMs = 400;
  server = http.createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Tests choose the address a connection comes from, as a trusted proxy's header would.
  const clientAddress = (req: http.IncomingMessage) =>
    String(req.headers["x-test-address"] ?? req.socket.remoteAddress);
  sockets = attachRoomSockets(server, {
    services: ctx.services,
    logger: pino({ level: "silent" }),
    publicOrigin: TEST_ORIGIN,
    clientAddress,
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  sockets?.close();
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

async function openRoom() {
  const created = await request(ctx.app).post("/api/rooms").set("Origin", TEST_ORIGIN).send({ game: "truth-or-dare" });
  const joined = await request(ctx.app)
    .post("/api/rooms/join")
    .set("Origin", TEST_ORIGIN)
    .send({ code: created.body.code });
  return {
    host: created.body as { room: string; secret: string },
    guest: joined.body as { room: string; secret: string },
  };
}

/** A raw TCP connection that has completed the WebSocket handshake; collects every byte the server sends. */
async function rawSocket(
  address = "198.51.100.1",
): Promise<{ socket: net.Socket; received: () => Buffer; closed: Promise<void> }> {
  const socket = net.connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  socket.on("data", (chunk) => chunks.push(chunk));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.on("error", () => undefined);
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  socket.write(
    [
      "GET /api/rooms/socket HTTP/1.1",
      `Host: 127.0.0.1:${port}`,
      "Upgrade: websocket",
      "Connection: Upgrade",
      `Sec-WebSocket-Key: ${crypto.randomBytes(16).toString("base64")}`,
      "Sec-WebSocket-Version: 13",
      `Origin: ${TEST_ORIGIN}`,
      `X-Test-Address: ${address}`,
      "",
      "",
    ].join("\r\n"),
  );
  const deadline = Date.now() + 3000;
  while (!Buffer.concat(chunks).includes("\r\n\r\n")) {
    if (Date.now() > deadline) throw new Error("no handshake answer");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const head = Buffer.concat(chunks);
  expect(head.toString("latin1")).toMatch(/^HTTP\/1\.1 101/);
  const rest = head.subarray(head.indexOf("\r\n\r\n") + 4);
  chunks.length = 0;
  if (rest.length) chunks.push(rest);
  return { socket, received: () => Buffer.concat(chunks), closed };
}

interface FrameOptions {
  opcode: number;
  payload?: Buffer;
  rsv?: number;
  masked?: boolean;
  /** A declared length other than the payload's own (the payload is then not sent in full). */
  declaredLength?: bigint;
}

/** One WebSocket frame as a client would send it (masked), or deliberately malformed. */
function frame({ opcode, payload = Buffer.alloc(0), rsv = 0, masked = true, declaredLength }: FrameOptions): Buffer {
  const length = declaredLength ?? BigInt(payload.length);
  const first = Buffer.from([0x80 | (rsv << 4) | opcode]);
  const maskBit = masked ? 0x80 : 0;
  let lengthBytes: Buffer;
  if (length < 126n) lengthBytes = Buffer.from([maskBit | Number(length)]);
  else if (length < 65536n) {
    lengthBytes = Buffer.alloc(3);
    lengthBytes[0] = maskBit | 126;
    lengthBytes.writeUInt16BE(Number(length), 1);
  } else {
    lengthBytes = Buffer.alloc(9);
    lengthBytes[0] = maskBit | 127;
    lengthBytes.writeBigUInt64BE(length, 1);
  }
  if (!masked) return Buffer.concat([first, lengthBytes, payload]);
  const key = crypto.randomBytes(4);
  const body = Buffer.from(payload.map((byte, index) => byte ^ key[index % 4]!));
  return Buffer.concat([first, lengthBytes, key, body]);
}

/** The close code of the server's close frame among the bytes received, if any. */
function closeCode(bytes: Buffer): number | undefined {
  for (let at = 0; at + 1 < bytes.length;) {
    const opcode = bytes[at]! & 0x0f;
    let length = bytes[at + 1]! & 0x7f;
    let offset = at + 2;
    if (length === 126) {
      length = bytes.readUInt16BE(offset);
      offset += 2;
    }
    if (opcode === 0x8) return length >= 2 ? bytes.readUInt16BE(offset) : 1005;
    at = offset + length;
  }
  return undefined;
}

async function serverStillAnswers() {
  const response = await request(ctx.app).post("/api/rooms").set("Origin", TEST_ORIGIN).send({ game: "passion-dice" });
  expect(response.status).toBe(201);
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/rooms/socket`, {
    origin: TEST_ORIGIN,
    headers: { "x-test-address": "203.0.113.250" },
  });
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

const MALFORMED: Array<{ name: string; bytes: () => Buffer; code: number }> = [
  {
    name: "a text message over 64 KB",
    bytes: () => frame({ opcode: 0x1, payload: Buffer.alloc(70 * 1024, "y") }),
    code: 1009,
  },
  {
    name: "invalid UTF-8 in a text message",
    bytes: () => frame({ opcode: 0x1, payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) }),
    code: 1007,
  },
  {
    name: "an unmasked client frame",
    bytes: () => frame({ opcode: 0x1, payload: Buffer.from('{"t":"ping"}'), masked: false }),
    code: 1002,
  },
  {
    name: "a set RSV bit",
    bytes: () => frame({ opcode: 0x1, payload: Buffer.from('{"t":"ping"}'), rsv: 0b100 }),
    code: 1002,
  },
  { name: "a reserved opcode", bytes: () => frame({ opcode: 0x3, payload: Buffer.from("x") }), code: 1002 },
  {
    name: "a declared length of 2^62",
    bytes: () => frame({ opcode: 0x2, declaredLength: 2n ** 62n, payload: Buffer.alloc(16) }),
    code: 1009,
  },
  {
    name: "an invalid close code",
    bytes: () => frame({ opcode: 0x8, payload: Buffer.from([0x03, 0xe7]) }),
    code: 1002,
  },
];

describe("malformed WebSocket frames close one connection, never the server", () => {
  for (const { name, bytes, code } of MALFORMED) {
    it(`${name}: closed with ${code}, the server carries on`, async () => {
      const raw = await rawSocket();
      raw.socket.write(bytes());
      await Promise.race([raw.closed, new Promise((resolve) => setTimeout(resolve, 3000))]);
      expect(closeCode(raw.received())).toBe(code);
      raw.socket.destroy();
      await serverStillAnswers();
    });
  }
});

describe("no address can take the rooms from others", () => {
  it("closes a socket that has not said hello in time", async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/rooms/socket`, {
      origin: TEST_ORIGIN,
      headers: { "x-test-address": "198.51.100.20" },
    });
    const closed = await new Promise<{ code: number; reason: string }>((resolve) =>
      ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    expect(closed).toEqual({ code: CLOSE_POLICY, reason: ROOM_SOCKET_MESSAGES.helloLate });
  });

  it("refuses an address group past its share while others still get in, and counts an IPv6 /64 as one", async () => {
    const open = (address: string) =>
      new Promise<{ ws: WebSocket; status?: number; body?: string }>((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/api/rooms/socket`, {
          origin: TEST_ORIGIN,
          headers: { "x-test-address": address },
        });
        ws.once("open", () => resolve({ ws }));
        ws.once("unexpected-response", (_req, res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve({ ws, status: res.statusCode, body }));
        });
        ws.once("error", () => undefined);
      });
    const held = await Promise.all(Array.from({ length: PER_ADDRESS }, (_, n) => open(`2001:db8:5:6::${n + 1}`)));
    expect(held.every((connection) => connection.status === undefined)).toBe(true);
    const refused = await open("2001:db8:5:6:ffff::9");
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body!).error).toBe(ROOM_REFUSALS.address);
    await serverStillAnswers();
    // A connection given back is a slot free again.
    held[0]!.ws.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await open("2001:db8:5:6::77");
    expect(again.status).toBeUndefined();
    for (const connection of [...held, again]) connection.ws.close();
  });

  it("limits the event streams one address opens", async () => {
    const { host, guest } = await openRoom();
    const streams: http.ClientRequest[] = [];
    const openStream = (credentials: { room: string; secret: string }) =>
      new Promise<number>((resolve) => {
        const req = http.get(
          `http://127.0.0.1:${port}/api/rooms/events?room=${credentials.room}&secret=${credentials.secret}`,
          (res) => {
            resolve(res.statusCode ?? 0);
            if (res.statusCode !== 200) res.resume();
          },
        );
        req.on("error", () => undefined);
        streams.push(req);
      });
    const statuses = [];
    for (let n = 0; n < PER_ADDRESS; n++) statuses.push(await openStream(n % 2 ? guest : host));
    expect(statuses).toEqual(Array(PER_ADDRESS).fill(200));
    expect(await openStream(host)).toBe(429);
    for (const stream of streams) stream.destroy();
  });

  it("answers a flood of moves with 'slow down' and then closes that socket", async () => {
    const { host } = await openRoom();
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/rooms/socket`, {
      origin: TEST_ORIGIN,
      headers: { "x-test-address": "198.51.100.40" },
    });
    const received: ServerMessage[] = [];
    ws.on("message", (data) => received.push(JSON.parse(data.toString()) as ServerMessage));
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
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/rooms/socket`, {
      origin: TEST_ORIGIN,
      headers: { "x-test-address": "198.51.100.41" },
    });
    const received: ServerMessage[] = [];
    ws.on("message", (data) => received.push(JSON.parse(data.toString()) as ServerMessage));
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
