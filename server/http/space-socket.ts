/**
 * "Our space"'s WebSocket (/api/our-space/socket) on the site's own HTTP server, with the rooms' defences
 * (room-socket.ts): upgrades from another origin are refused; a phone says hello with its space and access token
 * within 10 s or the socket is closed; each connection has a message budget (past it "slow down", then closed);
 * frames are at most MAX_SPACE_MESSAGE_BYTES, and a frame that breaks the protocol (oversized, invalid UTF-8,
 * unmasked, reserved bits or opcodes, bad close codes) closes that one connection, never the process. Connections
 * are limited per address group, per space and in total (services.ourSpaceConnections, a ledger of their own).
 *
 * After its hello a phone pushes encrypted updates (each acknowledged with its seq, relayed to the partner's
 * connections) and snapshots; a snapshot larger than one frame goes by POST /api/our-space/snapshot.
 */
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { parseSpaceClientMessage } from "@domain/our-space/messages";
import {
  MAX_SPACE_MESSAGE_BYTES,
  SPACE_ERRORS,
  type SpaceClientMessage,
  type SpaceServerMessage,
} from "@domain/our-space/protocol";
import type { Logger } from "../base/logger";
import type { Services } from "../services";
import type { SpaceClient } from "../services/our-space/hub";
import { messageBudget, type Refusal } from "../services/rooms/connection-limits";
import { CLOSE_POLICY, refuse, sameOrigin } from "./room-socket";
import { pushUpdate, refusalMessage, storeSnapshot } from "./our-space-protocol";

export const SPACE_SOCKET_PATH = "/api/our-space/socket";
const HEARTBEAT_MS = 25_000;
/** Messages a connection may send at once, and per second after that (pushes, snapshots, pings). */
const MESSAGE_BURST = 20;
const MESSAGES_PER_SECOND = 10;
/** Hellos: each reads the database, and a phone needs one per connection. */
const HELLO_BURST = 3;
const HELLOS_PER_SECOND = 0.2;
/** Messages refused for speed after which the connection is closed. */
const MAX_OVERRUNS = 50;
export const SPACE_SOCKET_CLOSE_REASONS = {
  helloLate: "say hello within 10 seconds",
  flooding: "too many messages",
  crowded: "this space is open in too many tabs",
  ended: "space ended",
} as const;

/** The words and status of each refusal of a connection (the space's share counts as the address's words). */
export const SPACE_REFUSALS: Record<Refusal, { status: string; message: string }> = {
  address: { status: "429 Too Many Requests", message: SPACE_ERRORS.tooManyConnections },
  seat: { status: "429 Too Many Requests", message: SPACE_ERRORS.tooManyConnections },
  total: { status: "503 Service Unavailable", message: SPACE_ERRORS.busy },
};

export interface SpaceSocketOptions {
  services: Services;
  logger: Logger;
  /** The site's origin, when configured; otherwise the Host header decides. */
  publicOrigin?: string;
  /** The client's address as the app sees it (behind a trusted proxy, the forwarded one): clientAddressFor(app). */
  clientAddress?: (req: IncomingMessage) => string;
  now?: () => number;
}

export function attachSpaceSockets(server: Server, options: SpaceSocketOptions) {
  const { services, logger } = options;
  const connections = services.ourSpaceConnections;
  const clientAddress = options.clientAddress ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? "unknown");
  const now = options.now ?? Date.now;
  // Past maxPayload ws closes the connection with 1009 (message too big) before the message is buffered whole.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_SPACE_MESSAGE_BYTES, perMessageDeflate: false });
  const alive = new WeakSet<WebSocket>();
  wss.on("error", (error) => logger.warn({ err: error }, "space socket server error"));

  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== SPACE_SOCKET_PATH) return;
    // A reset or broken connection during the handshake is that client's problem, never the process's.
    socket.on("error", () => socket.destroy());
    if (!sameOrigin(req, options.publicOrigin)) return refuse(socket, "403 Forbidden");
    // Sockets that have not said hello yet count too, so the limits hold against idle connections.
    const slot = connections.admit(clientAddress(req));
    if (!slot.ok) {
      logger.warn({ reason: slot.reason }, "space socket refused");
      const refusal = SPACE_REFUSALS[slot.reason];
      return refuse(socket, refusal.status, refusal.message);
    }
    socket.once("close", slot.release);
    try {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
    } catch (error) {
      slot.release();
      logger.warn({ err: error }, "space socket upgrade failed");
      socket.destroy();
    }
  });

  wss.on("connection", (ws: WebSocket) => {
    alive.add(ws);
    ws.on("pong", () => alive.add(ws));
    // Protocol errors (WS_ERR_*): ws has already closed this connection with the right code (1002, 1007, 1009).
    ws.on("error", (error: Error & { code?: string }) =>
      logger.warn({ code: error.code, message: error.message }, "space socket closed for a protocol error"),
    );
    let joined: { space: string; client: SpaceClient; releaseSlot: () => void } | null = null;
    const helloDeadline = setTimeout(() => {
      if (!joined) ws.close(CLOSE_POLICY, SPACE_SOCKET_CLOSE_REASONS.helloLate);
    }, connections.limits.helloDeadlineMs);
    helloDeadline.unref();
    const messages = messageBudget(MESSAGE_BURST, MESSAGES_PER_SECOND, now);
    const hellos = messageBudget(HELLO_BURST, HELLOS_PER_SECOND, now);
    let overruns = 0;
    const send = (message: SpaceServerMessage) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    const leave = () => {
      if (!joined) return;
      services.ourSpaceHub.leave(joined.space, joined.client);
      joined.releaseSlot();
      joined = null;
    };
    // Messages are handled one at a time, in order: a phone's pushes are stored in the order it sent them.
    let queue = Promise.resolve();

    async function hello(message: Extract<SpaceClientMessage, { t: "hello" }>) {
      if (!(await services.ourSpace.hello(message.space, message.access))) {
        leave();
        return send({ t: "error", message: SPACE_ERRORS.missing });
      }
      if (ws.readyState !== ws.OPEN) return;
      let releaseSlot: () => void;
      if (joined?.space === message.space) {
        // Hello again on the same space (after a resume): the phone says what it has now.
        services.ourSpaceHub.leave(joined.space, joined.client);
        releaseSlot = joined.releaseSlot;
      } else {
        leave();
        const spaceSlot = connections.seat(message.space, 0);
        if (!spaceSlot.ok) {
          logger.warn({ reason: spaceSlot.reason }, "space socket refused");
          send({ t: "error", message: SPACE_REFUSALS[spaceSlot.reason].message });
          return ws.close(CLOSE_POLICY, SPACE_SOCKET_CLOSE_REASONS.crowded);
        }
        releaseSlot = spaceSlot.release;
      }
      const client: SpaceClient = {
        device: message.device,
        send,
        close: () => {
          if (joined?.client === client) {
            joined.releaseSlot();
            joined = null;
          }
          ws.close(1000, SPACE_SOCKET_CLOSE_REASONS.ended);
        },
      };
      joined = { space: message.space, client, releaseSlot };
      try {
        await services.ourSpaceHub.join(message.space, client, () =>
          services.ourSpace.welcome(message.space, message.after),
        );
      } catch (error) {
        // The space ended between the hello and its welcome.
        leave();
        const refusal = refusalMessage(error);
        if (!refusal) throw error;
        send(refusal);
      }
    }

    async function handle(message: SpaceClientMessage) {
      if (message.t === "ping") return send({ t: "pong" });
      if (message.t === "hello") return hello(message);
      const re = message.t === "push" ? message.id : "snapshot";
      if (!joined) return send({ t: "error", message: SPACE_ERRORS.notJoined, re });
      const { space, client } = joined;
      try {
        if (message.t === "push") {
          const answer = await pushUpdate(services, space, message.id, message.body, client);
          return send({ t: "ack", id: answer.id, seq: answer.seq });
        }
        const answer = await storeSnapshot(services, space, message.covers, message.body, client);
        return send({ t: "compacted", seq: answer.seq });
      } catch (error) {
        const refusal = refusalMessage(error, re);
        if (!refusal) throw error;
        send(refusal);
      }
    }

    ws.on("message", (data, isBinary) => {
      const parsed = parseSpaceClientMessage(isBinary ? "" : data.toString());
      if (!messages.take() || (parsed.ok && parsed.message.t === "hello" && !hellos.take())) {
        overruns += 1;
        if (overruns >= MAX_OVERRUNS) {
          logger.warn("space socket closed for flooding");
          return ws.close(CLOSE_POLICY, SPACE_SOCKET_CLOSE_REASONS.flooding);
        }
        const re = parsed.ok ? (parsed.message.t === "push" ? parsed.message.id : undefined) : parsed.re;
        return send({ t: "error", message: SPACE_ERRORS.slowDown, ...(re ? { re } : {}) });
      }
      if (!parsed.ok) return send({ t: "error", message: parsed.error, ...(parsed.re ? { re: parsed.re } : {}) });
      const message = parsed.message;
      queue = queue
        .then(() => handle(message))
        .catch((error) => {
          logger.error({ err: error }, "space message failed");
          send({ t: "error", message: "Something went wrong. Please try again." });
        });
    });
    ws.on("close", () => {
      clearTimeout(helloDeadline);
      leave();
    });
  });

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    wss,
    close() {
      clearInterval(heartbeat);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
