/**
 * "Our space"'s live connections against a hostile client, as room-socket-hardening.test.ts does for the rooms:
 * malformed frames sent raw, idle sockets, one address or one space opening many connections, floods of messages.
 * Each closes or refuses that client only; the server keeps answering everyone else.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { MAX_SPACE_MESSAGE_BYTES, SPACE_ERRORS, type SpaceServerMessage } from "../../domain/our-space/protocol";
import { spaces } from "../../server/db/schema";
import { CLOSE_POLICY, MESSAGE_BURST, MESSAGES_PER_SECOND } from "../../server/http/socket-server";
import { attachSpaceSockets, SPACE_SOCKET_CLOSE_REASONS } from "../../server/http/space-socket";
import { SPACE_CONNECTIONS_PER_SPACE } from "../../server/services";
import { openSocket } from "../support/live-server";
import {
  closing,
  expectAddressGroupShare,
  expectEventStreamShare,
  hardenedServerForFile,
  itClosesEachMalformedFrameAlone,
} from "./support/socket-hardening";
import { spaceEventsRequest } from "~/lib/our-space/connection";

const { live, socket: spaceSocket } = hardenedServerForFile({
  path: "/api/our-space/socket",
  perAddressSetting: "SPACE_CONNECTIONS_PER_ADDRESS",
  env: { TRUST_PROXY: "1" },
  connections: (services) => services.ourSpaceConnections,
  attach: attachSpaceSockets,
  serverStillAnswers,
});

const b64 = (length: number) => crypto.randomBytes(length).toString("base64url");
let opened = 0;
async function openSpace() {
  const credentials = { space: b64(16), access: b64(32) };
  const created = await request(live().ctx.app)
    .post("/api/our-space/spaces")
    .set("X-Forwarded-For", `203.0.113.${++opened}`)
    .send(credentials);
  expect(created.status).toBe(201);
  return credentials;
}

const open = (address: string) => openSocket(live().port, spaceSocket.path, address);

/** Opens a socket and says hello; resolves with everything it hears until it is told who is there. */
async function hello(space: { space: string; access: string }, address: string) {
  const { ws } = await open(address);
  const received: SpaceServerMessage[] = [];
  ws.on("message", (data) => received.push(JSON.parse(data.toString()) as SpaceServerMessage));
  const answered = new Promise<void>((resolve) =>
    ws.on("message", (data) => /"t":"(welcome|error)"/.test(String(data)) && resolve()),
  );
  ws.send(JSON.stringify({ t: "hello", ...space, after: 0 }));
  await answered;
  return { ws, received };
}

async function serverStillAnswers() {
  const space = await openSpace();
  const { ws, received } = await hello(space, "203.0.113.250");
  expect(received[0]).toMatchObject({ t: "welcome", seq: 0 });
  ws.close();
}

describe("malformed WebSocket frames close one connection, never the server", () => {
  itClosesEachMalformedFrameAlone(spaceSocket, MAX_SPACE_MESSAGE_BYTES + 1024);

  it("answers a binary message as malformed and keeps the connection", async () => {
    const { ws } = await open("198.51.100.2");
    const answer = new Promise<string>((resolve) => ws.once("message", (data) => resolve(String(data))));
    ws.send(Buffer.from([1, 2, 3]));
    expect(JSON.parse(await answer)).toEqual({ t: "error", message: SPACE_ERRORS.malformed });
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();
  });
});

describe("no address can take our space from others", () => {
  it("closes a socket that has not said hello in time", async () => {
    const { ws } = await open("198.51.100.20");
    expect(await closing(ws)).toEqual({ code: CLOSE_POLICY, reason: SPACE_SOCKET_CLOSE_REASONS.helloLate });
  });

  it("refuses an address group past its share while others still get in, and counts an IPv6 /64 as one", async () => {
    await expectAddressGroupShare(spaceSocket, "2001:db8:7:8", SPACE_ERRORS.tooManyConnections);
  });

  it("lets one space hold a few tabs of two phones, not more", async () => {
    const space = await openSpace();
    const phones = [];
    for (let n = 0; n < SPACE_CONNECTIONS_PER_SPACE; n++) phones.push(await hello(space, `198.51.100.${60 + n}`));
    expect(phones.every((phone) => phone.received[0]?.t === "welcome")).toBe(true);
    const extra = await hello(space, "198.51.100.90");
    expect(extra.received[0]).toEqual({ t: "error", message: SPACE_ERRORS.tooManyConnections });
    const code = await new Promise<number>((resolve) =>
      extra.ws.readyState === WebSocket.CLOSED ? resolve(CLOSE_POLICY) : extra.ws.on("close", resolve),
    );
    expect(code).toBe(CLOSE_POLICY);
    for (const phone of phones) phone.ws.close();
  });

  it("limits the event streams one address opens", async () => {
    const space = await openSpace();
    await expectEventStreamShare(spaceSocket, () => ({
      path: "/api/our-space/events",
      headers: { ...spaceEventsRequest(space, 0).headers, "X-Forwarded-For": "198.51.100.30" },
    }));
  });

  it("answers a flood of messages with 'slow down' (naming the push) and then closes that socket", async () => {
    const space = await openSpace();
    const { ws, received } = await hello(space, "198.51.100.40");
    const started = performance.now();
    const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
    for (let n = 0; n < 200; n++)
      ws.send(JSON.stringify({ t: "push", id: `flood-${String(n).padStart(4, "0")}`, body: b64(40) }));
    expect(await closed).toBe(CLOSE_POLICY);
    const floodSeconds = (performance.now() - started) / 1000;
    const slowDowns = received.filter((message) => message.t === "error" && message.message === SPACE_ERRORS.slowDown);
    expect(slowDowns.length).toBeGreaterThan(0);
    expect(slowDowns[0]).toMatchObject({ re: expect.stringMatching(/^flood-/) });
    // What was within the budget was stored, each once and whole; the rest was refused.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const acks = received.filter((message) => message.t === "ack").length;
    const [row] = await live().ctx.database.db.select().from(spaces).where(eq(spaces.id, space.space));
    expect(row!.seq).toBeGreaterThanOrEqual(acks);
    // The burst, plus what the budget refilled while a loaded machine worked through the flood (half a second, fast).
    expect(row!.seq).toBeLessThanOrEqual(MESSAGE_BURST + Math.ceil(MESSAGES_PER_SECOND * Math.max(0.5, floodSeconds)));
    expect(row!.bytes).toBe(row!.seq * 40);
    await serverStillAnswers();
  });

  it("answers repeated hellos past their budget with 'slow down' without reading the database for each", async () => {
    const space = await openSpace();
    const { ws } = await open("198.51.100.41");
    const received: SpaceServerMessage[] = [];
    ws.on("message", (data) => received.push(JSON.parse(data.toString()) as SpaceServerMessage));
    for (let n = 0; n < 10; n++) ws.send(JSON.stringify({ t: "hello", ...space, after: 0 }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.filter((message) => message.t === "welcome").length).toBeLessThanOrEqual(3);
    expect(
      received.filter((message) => message.t === "error" && message.message === SPACE_ERRORS.slowDown),
    ).toHaveLength(7);
    ws.close();
  });
});
