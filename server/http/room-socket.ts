/**
 * The rooms' WebSocket (/api/rooms/socket) on the site's own HTTP server. Upgrades from another origin are
 * refused. A phone first says hello with its room and secret (within 10 s, or the socket is closed); after that it
 * sends moves and its own nickname (relayed to the partner, never stored) and may end the room. Bad messages get an error on this socket and leave the room as it was; a
 * frame that breaks the protocol (oversized, invalid UTF-8, unmasked, reserved bits or opcodes, bad close codes)
 * closes that one connection with the protocol's close code and never the process. Connections are limited per
 * address group, per seat and in total (services.roomConnections); messages per connection by a budget.
 */
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import proxyaddr from "proxy-addr";
import { WebSocketServer, type WebSocket } from "ws";
import { parseClientMessage } from "@domain/rooms/messages";
import { ROOM_ERRORS, type ClientMessage, type Seat, type ServerMessage } from "@domain/rooms/protocol";
import type { Logger } from "../base/logger";
import type { Services } from "../services";
import type { RoomClient } from "../services/rooms/hub";
import { messageBudget, ROOM_REFUSALS, type Refusal } from "../services/rooms/connection-limits";
import { applyMove, endRoom } from "./rooms-protocol";

export const ROOM_SOCKET_PATH = "/api/rooms/socket";
const HEARTBEAT_MS = 25_000;

/** Close codes of RFC 6455 used here. */
export const CLOSE_POLICY = 1008;
/** Messages a connection may send at once, and per second after that (moves, names, pings, ends). */
const MESSAGE_BURST = 20;
const MESSAGES_PER_SECOND = 10;
/** Hellos: each is a database read, and a phone needs one per connection (a few on a room change). */
const HELLO_BURST = 3;
const HELLOS_PER_SECOND = 0.2;
/** Messages refused for speed after which the connection is closed. */
const MAX_OVERRUNS = 50;
export const ROOM_SOCKET_MESSAGES = {
  slowDown: "You are sending moves too fast. Please slow down.",
  helloLate: "say hello within 10 seconds",
} as const;

export interface RoomSocketOptions {
  services: Services;
  logger: Logger;
  /** The site's origin, when configured; otherwise the Host header decides. */
  publicOrigin?: string;
  /** The client's address as the app sees it (behind a trusted proxy, the forwarded one). */
  clientAddress?: (req: IncomingMessage) => string;
  now?: () => number;
}

/** The client's address for an upgrade request, as Express would give it (req.ip, with the app's trusted proxies). */
export function clientAddressFor(app: { get(setting: string): unknown }) {
  return (req: IncomingMessage): string => {
    const trust = app.get("trust proxy fn") as ((address: string, hop: number) => boolean) | undefined;
    return trust ? proxyaddr(req, trust) : (req.socket.remoteAddress ?? "unknown");
  };
}

/** Whether an upgrade comes from the site's own pages (its Origin header); shared with the space socket. */
export function sameOrigin(req: IncomingMessage, publicOrigin: string | undefined): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  if (publicOrigin) return origin === publicOrigin;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Answers an upgrade with an HTTP refusal (JSON `{ error }`, Retry-After on 429 and 503) and ends it. */
export function refuse(socket: Duplex, status: string, message?: string) {
  const body = message ? JSON.stringify({ error: message }) : "";
  const retry = status.startsWith("429") || status.startsWith("503") ? "Retry-After: 30\r\n" : "";
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\n${retry}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

const REFUSAL_STATUS: Record<Refusal, string> = {
  address: "429 Too Many Requests",
  seat: "429 Too Many Requests",
  total: "503 Service Unavailable",
};

export function attachRoomSockets(server: Server, options: RoomSocketOptions) {
  const { services, logger } = options;
  const connections = services.roomConnections;
  const clientAddress = options.clientAddress ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? "unknown");
  const now = options.now ?? Date.now;
  // Larger than the 4 KB limit so a slightly oversized message gets a clear answer; past it the connection closes
  // with 1009 (message too big).
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, perMessageDeflate: false });
  const alive = new WeakSet<WebSocket>();
  wss.on("error", (error) => logger.warn({ err: error }, "room socket server error"));

  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== ROOM_SOCKET_PATH) return;
    // A reset or broken connection during the handshake is that client's problem, never the process's.
    socket.on("error", () => socket.destroy());
    if (!sameOrigin(req, options.publicOrigin)) return refuse(socket, "403 Forbidden");
    // Sockets that have not said hello yet count too, so the limits hold against idle connections.
    const slot = connections.admit(clientAddress(req));
    if (!slot.ok) {
      logger.warn({ reason: slot.reason }, "room socket refused");
      return refuse(socket, REFUSAL_STATUS[slot.reason], ROOM_REFUSALS[slot.reason]);
    }
    socket.once("close", slot.release);
    try {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
    } catch (error) {
      slot.release();
      logger.warn({ err: error }, "room socket upgrade failed");
      socket.destroy();
    }
  });

  wss.on("connection", (ws: WebSocket) => {
    alive.add(ws);
    ws.on("pong", () => alive.add(ws));
    // Protocol errors (WS_ERR_*): ws has already closed this connection with the right code (1002, 1007, 1009).
    ws.on("error", (error: Error & { code?: string }) =>
      logger.warn({ code: error.code, message: error.message }, "room socket closed for a protocol error"),
    );
    let joined: { room: string; seat: Seat; client: RoomClient; releaseSeat: () => void } | null = null;
    const helloDeadline = setTimeout(() => {
      if (!joined) ws.close(CLOSE_POLICY, ROOM_SOCKET_MESSAGES.helloLate);
    }, connections.limits.helloDeadlineMs);
    helloDeadline.unref();
    const messages = messageBudget(MESSAGE_BURST, MESSAGES_PER_SECOND, now);
    const hellos = messageBudget(HELLO_BURST, HELLOS_PER_SECOND, now);
    let overruns = 0;
    const send = (message: ServerMessage) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    const leave = () => {
      if (!joined) return;
      services.roomHub.leave(joined.room, joined.client);
      joined.releaseSeat();
      joined = null;
    };
    // Messages are handled one at a time, in order, so a phone's moves never overtake each other.
    let queue = Promise.resolve();

    async function handle(message: ClientMessage) {
      if (message.t === "ping") return send({ t: "pong" });
      if (message.t === "hello") {
        const found = await services.rooms.authenticate(message.room, message.secret);
        if (!found) return send({ t: "error", message: ROOM_ERRORS.missing });
        if (ws.readyState !== ws.OPEN) return;
        const sameSeat = joined && joined.room === message.room && joined.seat === found.seat;
        if (!sameSeat) {
          leave();
          const seatSlot = connections.seat(message.room, found.seat);
          if (!seatSlot.ok) {
            logger.warn({ reason: seatSlot.reason }, "room socket refused");
            send({ t: "error", message: ROOM_REFUSALS[seatSlot.reason] });
            return ws.close(CLOSE_POLICY, "seat is open elsewhere");
          }
          const client: RoomClient = { seat: found.seat, send, close: () => ws.close(1000, "room ended") };
          joined = { room: message.room, seat: found.seat, client, releaseSeat: seatSlot.release };
          services.roomHub.join(message.room, client, found.row);
        } else {
          // Hello again on the same seat (after a resume): the phone wants the room as it is now.
          services.roomHub.leave(joined!.room, joined!.client);
          services.roomHub.join(message.room, joined!.client, found.row);
        }
        // The phone's own nickname goes to the partner's phones (relayed, never stored).
        if (message.name !== undefined) services.roomHub.relayName(message.room, found.seat, message.name);
        return;
      }
      if (!joined) return send({ t: "error", message: ROOM_ERRORS.notJoined });
      if (message.t === "name") return services.roomHub.relayName(joined.room, joined.seat, message.name);
      if (message.t === "end") return endRoom(services, joined.room);
      const reply = await applyMove(services, joined.room, joined.seat, message.seq, message.move, message.id);
      // An applied move reaches this phone through the hub with everyone else's copy.
      if (reply.announced) return;
      send(reply.message);
    }

    ws.on("message", (data, isBinary) => {
      const parsed = parseClientMessage(isBinary ? "" : data.toString());
      if (!messages.take() || (parsed.ok && parsed.message.t === "hello" && !hellos.take())) {
        overruns += 1;
        if (overruns >= MAX_OVERRUNS) {
          logger.warn("room socket closed for flooding");
          return ws.close(CLOSE_POLICY, "too many messages");
        }
        return send({ t: "error", message: ROOM_SOCKET_MESSAGES.slowDown });
      }
      if (!parsed.ok) return send({ t: "error", message: parsed.error });
      const message = parsed.message;
      queue = queue
        .then(() => handle(message))
        .catch((error) => {
          logger.error({ err: error }, "room message failed");
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
