/**
 * What a signed-in admin's page and a live line's message answer while the database is away, on PGlite: the
 * outage is injected where the request first needs the database (the session, a room's move, a hello), with the
 * error node-postgres gives for a refused connection. tests/integration/database-faults.test.ts does the same
 * against a real PostgreSQL that hangs or refuses.
 *
 * - A page asked for with the admin's session cookie answers the site's own 503 page with Retry-After, as a
 *   visitor's page does, never a JSON body in a browser tab, and never the sign-in form as if signed out; the API
 *   keeps answering JSON.
 * - A WebSocket message (rooms, Our space) that needs the database answers the protocol's error message with the
 *   "try again in a few seconds" words and no `re` (nothing was refused: the phone keeps its move and sends it
 *   again), and the socket stays open.
 */
import crypto from "node:crypto";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import type { SpaceServerMessage } from "../../domain/our-space/protocol";
import type { ServerMessage } from "../../domain/rooms/protocol";
import { DATABASE_RETRY_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from "../../server/http/errors";
import { attachRoomSockets } from "../../server/http/room-socket";
import { attachSpaceSockets } from "../../server/http/space-socket";
import { openSocket, startLiveServer, type LiveServer } from "../support/live-server";
import { createTestContext, loadServerBuild, TEST_ADMIN, TEST_ORIGIN, type TestContext } from "../support/test-app";

/** What node-postgres throws when the database refuses the connection. */
const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a signed-in page while the database is away", () => {
  let ctx: TestContext;
  let cookie: string;
  const host = new URL(TEST_ORIGIN).host;

  beforeAll(async () => {
    ctx = await createTestContext({ build: await loadServerBuild(), htmlCache: true });
    const login = await request(ctx.app).post("/api/auth/login").set("Origin", TEST_ORIGIN).send(TEST_ADMIN);
    expect(login.status).toBe(200);
    cookie = String(login.headers["set-cookie"]![0]).split(";")[0]!;
  });
  afterAll(() => ctx?.close());

  const page = (path: string, withCookie = true) => {
    const req = request(ctx.app).get(path).set("Host", host).set("Accept", "text/html");
    return withCookie ? req.set("Cookie", cookie) : req;
  };

  it("answers the site's 503 page with Retry-After, not JSON and not the sign-in form", async () => {
    // The first page rendered in development mode is slow once; render one before the fault.
    expect((await page("/games")).status).toBe(200);
    vi.spyOn(ctx.services.auth, "sessionUser").mockRejectedValue(refused());

    for (const path of ["/admin", "/games"]) {
      const answer = await page(path);
      expect(answer.status, path).toBe(503);
      expect(answer.headers["content-type"], path).toMatch(/text\/html/);
      expect(answer.headers["retry-after"], path).toBe(String(DATABASE_RETRY_SECONDS));
      expect(answer.headers["cache-control"], path).toBe("no-store");
      expect(answer.text, path).toContain("Something went wrong");
      expect(answer.text, path).not.toMatch(/type="password"/);
    }

    // The API keeps its JSON answer.
    const api = await request(ctx.app).get("/api/auth/session").set("Cookie", cookie);
    expect(api.status).toBe(503);
    expect(api.headers["retry-after"]).toBe(String(DATABASE_RETRY_SECONDS));
    expect(api.body).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });

    // A visitor's page needs no session.
    expect((await page("/games", false)).status).toBe(200);
  });

  it("never answers an unchecked session with a visitor's stored page", async () => {
    // Stored for visitors...
    expect((await page("/faq", false)).status).toBe(200);
    expect((await page("/faq", false)).status).toBe(200);
    vi.spyOn(ctx.services.auth, "sessionUser").mockRejectedValue(refused());
    // ...but the cookie may be the admin's.
    const answer = await page("/faq");
    expect(answer.status).toBe(503);
    expect(answer.headers["content-type"]).toMatch(/text\/html/);
  });

  it("serves the admin again once the database is back", async () => {
    vi.spyOn(ctx.services.auth, "sessionUser").mockRejectedValueOnce(refused());
    expect((await page("/admin")).status).toBe(503);
    // Signed in, /admin leads to the dashboard (signed out, it would show the sign-in form).
    const back = await page("/admin");
    expect(back.status).toBe(302);
    expect(back.headers.location).toMatch(/^\/admin\/(?!login)/);
  });
});

describe("live sockets while the database is away", () => {
  let live: LiveServer;

  beforeAll(async () => {
    live = await startLiveServer({
      env: { TRUST_PROXY: "1" },
      connections: (services) => services.roomConnections,
      attach: (server, options) => {
        const rooms = attachRoomSockets(server, options);
        const spaces = attachSpaceSockets(server, options);
        return {
          close() {
            rooms.close();
            spaces.close();
          },
        };
      },
    });
  });
  afterAll(() => live?.close());

  /** Everything a socket hears, and a wait for the next message that matches. */
  function listen<T extends { t: string }>(ws: WebSocket) {
    const received: T[] = [];
    const waiters: Array<{ match: (message: T) => boolean; resolve: (message: T) => void }> = [];
    ws.on("message", (data) => {
      const message = JSON.parse(data.toString()) as T;
      received.push(message);
      for (const waiter of [...waiters])
        if (waiter.match(message)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(message);
        }
    });
    return {
      received,
      next: (match: (message: T) => boolean) => new Promise<T>((resolve) => waiters.push({ match, resolve })),
    };
  }

  async function roomPhone() {
    const created = await request(live.ctx.app)
      .post("/api/rooms")
      .set("Origin", TEST_ORIGIN)
      .send({ game: "passion-dice" });
    await request(live.ctx.app).post("/api/rooms/join").set("Origin", TEST_ORIGIN).send({ code: created.body.code });
    const { ws } = await openSocket(live.port, "/api/rooms/socket", "198.51.100.1");
    const heard = listen<ServerMessage>(ws);
    const credentials = { room: created.body.room as string, secret: created.body.secret as string };
    return { ws, heard, credentials };
  }

  it("answers a room move with 'try again' and keeps the socket; the move sent again is applied once", async () => {
    const { ws, heard, credentials } = await roomPhone();
    const state = heard.next((message) => message.t === "state");
    ws.send(JSON.stringify({ t: "hello", ...credentials }));
    expect(((await state) as Extract<ServerMessage, { t: "state" }>).view.seq).toBe(0);

    vi.spyOn(live.ctx.services.rooms, "move").mockRejectedValueOnce(refused());
    const move = { t: "move", seq: 0, move: { game: "passion-dice", type: "roll" }, id: "move-during-outage" };
    const error = heard.next((message) => message.t === "error");
    ws.send(JSON.stringify(move));
    expect(await error).toEqual({ t: "error", message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(ws.readyState).toBe(WebSocket.OPEN);

    const applied = heard.next((message) => message.t === "state" && message.view.seq === 1);
    ws.send(JSON.stringify(move));
    expect(await applied).toMatchObject({ view: { seq: 1, lastMoveId: "move-during-outage" } });
    ws.close();
  });

  it("answers a hello with 'try again' and keeps the socket; the next hello joins", async () => {
    const { ws, heard, credentials } = await roomPhone();
    vi.spyOn(live.ctx.services.rooms, "authenticate").mockRejectedValueOnce(refused());
    const error = heard.next((message) => message.t === "error");
    ws.send(JSON.stringify({ t: "hello", ...credentials }));
    expect(await error).toEqual({ t: "error", message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(ws.readyState).toBe(WebSocket.OPEN);
    const state = heard.next((message) => message.t === "state");
    ws.send(JSON.stringify({ t: "hello", ...credentials }));
    expect((await state).t).toBe("state");
    ws.close();
  });

  it("still answers a fault in the code with 'something went wrong'", async () => {
    const { ws, heard, credentials } = await roomPhone();
    const state = heard.next((message) => message.t === "state");
    ws.send(JSON.stringify({ t: "hello", ...credentials }));
    await state;
    vi.spyOn(live.ctx.services.rooms, "move").mockRejectedValueOnce(new Error("a bug"));
    const error = heard.next((message) => message.t === "error");
    ws.send(JSON.stringify({ t: "move", seq: 0, move: { game: "passion-dice", type: "roll" }, id: "move-bug-0001" }));
    expect(((await error) as { message: string }).message).toBe("Something went wrong. Please try again.");
    ws.close();
  });

  it("answers an Our space hello with 'try again' and keeps the socket", async () => {
    const credentials = {
      space: crypto.randomBytes(16).toString("base64url"),
      access: crypto.randomBytes(32).toString("base64url"),
    };
    const created = await request(live.ctx.app)
      .post("/api/our-space/spaces")
      .set("X-Forwarded-For", "203.0.113.77")
      .send(credentials);
    expect(created.status).toBe(201);
    const { ws } = await openSocket(live.port, "/api/our-space/socket", "198.51.100.2");
    const heard = listen<SpaceServerMessage>(ws);
    vi.spyOn(live.ctx.services.ourSpace, "hello").mockRejectedValueOnce(refused());
    const error = heard.next((message) => message.t === "error");
    ws.send(JSON.stringify({ t: "hello", ...credentials, after: 0 }));
    expect(await error).toEqual({ t: "error", message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(ws.readyState).toBe(WebSocket.OPEN);
    const welcome = heard.next((message) => message.t === "welcome");
    ws.send(JSON.stringify({ t: "hello", ...credentials, after: 0 }));
    expect((await welcome).t).toBe("welcome");
    ws.close();
  });
});
