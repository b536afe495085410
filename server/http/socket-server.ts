/**
 * The live lines' WebSocket server, shared by the rooms (room-socket.ts) and "Our space" (space-socket.ts): each
 * attaches one at its own address with its own messages, hello and limits; what a hostile client meets is the same.
 *
 * Upgrades from another origin are refused (403). Every upgrade takes a slot of its feature's connection ledger
 * before it is accepted (429 past the address's or the seat's share, 503 past the total), so idle sockets count too;
 * at the total, the oldest socket that has not said hello yet makes way for the newcomer (closed with 1013). Refusals
 * are counted by the ledger and logged as counts a minute, never one line each. A socket that has not said hello
 * within the ledger's deadline is closed. Each connection has a message budget
 * (past it "slow down", and after MAX_OVERRUNS such refusals it is closed) and a smaller one for hellos (each is a
 * database read). Messages are handled one at a time, in order. A frame that breaks the protocol (oversized, invalid
 * UTF-8, unmasked, reserved bits or opcodes, bad close codes) closes that one connection with the protocol's close
 * code and never the process. A socket that answers no ping for a heartbeat is terminated.
 */
import { STATUS_CODES, type IncomingMessage, type Server } from "node:http";
import type { Duplex } from "node:stream";
import proxyaddr from "proxy-addr";
import { WebSocketServer, type WebSocket } from "ws";
import type { Logger } from "../base/logger";
import { isDatabaseUnavailable, unavailableReason } from "../db/errors";
import type { Services } from "../services";
import {
  CLOSE_MADE_WAY,
  MADE_WAY_REASON,
  messageBudget,
  type Refusal,
  type RoomConnectionLedger,
} from "../services/rooms/connection-limits";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./errors";

/** Close codes of RFC 6455 used here. */
export const CLOSE_POLICY = 1008;
const HEARTBEAT_MS = 25_000;
/** Messages a connection may send at once, and per second after that (moves, names, pushes, snapshots, pings). */
export const MESSAGE_BURST = 20;
export const MESSAGES_PER_SECOND = 10;
/** Hellos: each is a database read, and a phone needs one per connection (a few on a room change). */
const HELLO_BURST = 3;
const HELLOS_PER_SECOND = 0.2;
/** Messages refused for speed after which the connection is closed. */
const MAX_OVERRUNS = 50;
/** What a connection's handler that threw says to its phone (the error itself is logged). */
const FAILED = "Something went wrong. Please try again.";

/** The status of a refused live connection, socket or event stream: the limits say "later", the total "busy". */
export const REFUSAL_STATUS: Record<Refusal, 429 | 503> = { address: 429, seat: 429, total: 503 };

export interface SocketOptions {
  logger: Logger;
  /** The site's origin, when configured; otherwise the Host header decides. */
  publicOrigin?: string;
  /** The client's address as the app sees it (behind a trusted proxy, the forwarded one): clientAddressFor(app). */
  clientAddress?: (req: IncomingMessage) => string;
  now?: () => number;
}

/** What a live line (the rooms', Our space's) is attached with: the socket server's options and the site's services. */
export interface LiveSocketOptions extends SocketOptions {
  services: Services;
}

/** Both live protocols' error message: its words and, when it refuses one of the phone's messages, which (`re`). */
export type SocketError = { t: "error"; message: string; re?: string };

export function socketError(message: string, re?: string): SocketError {
  return { t: "error", message, ...(re ? { re } : {}) };
}

/** One open connection's own state, made by its feature once the socket is accepted. */
export interface SocketSession<In> {
  /** Whether the phone has said hello (checked at the hello deadline). */
  joined(): boolean;
  /**
   * One message, after the previous one's handling finished; a throw is logged and answered with FAILED, or, when
   * the database is away, with DATABASE_UNAVAILABLE_MESSAGE (the socket stays open).
   */
  handle(message: In): Promise<unknown>;
  /** The socket closed: give back what the session holds. */
  leave(): void;
}

export interface JsonSocket<In extends { t: string }, Out> {
  /** The address it answers (its query string ignored). */
  path: string;
  /** Its name in the log: "room" gives "room socket refused", "room message failed". */
  name: string;
  /** Frames past this close the connection with 1009 (message too big) before they are buffered whole. */
  maxPayload: number;
  /** The feature's connection ledger: every upgrade takes a slot; its hello deadline. */
  connections: Pick<RoomConnectionLedger, "admit" | "limits">;
  /** The words of each refusal of an upgrade. */
  refusals: Record<Refusal, string>;
  /** One text frame (a binary one reads as ""): the message, or the words of its refusal (`re`: what it refuses). */
  read(text: string): { ok: true; message: In } | { ok: false; error: string; re?: string };
  /** Which of the phone's messages a message is, for an error about it (a push's id). */
  reOf?(message: In): string | undefined;
  words: { slowDown: string; helloLate: string; flooding: string };
  /** A new connection: `send` writes to it while it is open; `address` is the client's (for per-address limits). */
  session(ws: WebSocket, send: (message: Out) => void, address: string): SocketSession<In>;
}

/** The client's address for an upgrade request, as Express would give it (req.ip, with the app's trusted proxies). */
export function clientAddressFor(app: { get(setting: string): unknown }) {
  return (req: IncomingMessage): string => {
    const trust = app.get("trust proxy fn") as ((address: string, hop: number) => boolean) | undefined;
    return trust ? proxyaddr(req, trust) : (req.socket.remoteAddress ?? "unknown");
  };
}

/** Whether an upgrade comes from the site's own pages (its Origin header). */
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
export function refuse(socket: Duplex, status: number, message?: string) {
  const body = message ? JSON.stringify({ error: message }) : "";
  const retry = status === 429 || status === 503 ? "Retry-After: 30\r\n" : "";
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n${retry}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Serves one feature's WebSocket on the site's HTTP server; close() ends every connection of it. */
export function attachJsonSocket<In extends { t: string }, Out>(
  server: Server,
  line: JsonSocket<In, Out>,
  options: SocketOptions,
) {
  const { logger } = options;
  const connections = line.connections;
  const clientAddress = options.clientAddress ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? "unknown");
  const now = options.now ?? Date.now;
  const wss = new WebSocketServer({ noServer: true, maxPayload: line.maxPayload, perMessageDeflate: false });
  const alive = new WeakSet<WebSocket>();
  /** Each accepted upgrade's slot: marked proven once its phone has said hello with good credentials. */
  const slots = new WeakMap<IncomingMessage, { proven: () => void; opened: (ws: WebSocket) => void }>();
  wss.on("error", (error) => logger.warn({ err: error }, `${line.name} socket server error`));

  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== line.path) return;
    // A reset or broken connection during the handshake is that client's problem, never the process's.
    socket.on("error", () => socket.destroy());
    if (!sameOrigin(req, options.publicOrigin)) return refuse(socket, 403);
    // Sockets that have not said hello yet count too, so the limits hold against idle connections; they are also
    // the ones that make way when the process is full.
    let opened: WebSocket | null = null;
    const slot = connections.admit(clientAddress(req), () => {
      if (opened) opened.close(CLOSE_MADE_WAY, MADE_WAY_REASON);
      else socket.destroy();
    });
    if (!slot.ok) return refuse(socket, REFUSAL_STATUS[slot.reason], line.refusals[slot.reason]);
    slots.set(req, { proven: slot.proven, opened: (ws) => (opened = ws) });
    socket.once("close", slot.release);
    try {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
    } catch (error) {
      slot.release();
      logger.warn({ err: error }, `${line.name} socket upgrade failed`);
      socket.destroy();
    }
  });

  wss.on("connection", (ws: WebSocket, req: IncomingMessage) => {
    alive.add(ws);
    ws.on("pong", () => alive.add(ws));
    // Protocol errors (WS_ERR_*): ws has already closed this connection with the right code (1002, 1007, 1009).
    ws.on("error", (error: Error & { code?: string }) =>
      logger.warn({ code: error.code, message: error.message }, `${line.name} socket closed for a protocol error`),
    );
    const send = (message: Out | SocketError) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    const slot = slots.get(req);
    slot?.opened(ws);
    const session = line.session(ws, send, clientAddress(req));
    const helloDeadline = setTimeout(() => {
      if (!session.joined()) ws.close(CLOSE_POLICY, line.words.helloLate);
    }, connections.limits.helloDeadlineMs);
    helloDeadline.unref();
    const messages = messageBudget(MESSAGE_BURST, MESSAGES_PER_SECOND, now);
    const hellos = messageBudget(HELLO_BURST, HELLOS_PER_SECOND, now);
    let overruns = 0;
    let queue = Promise.resolve();

    ws.on("message", (data, isBinary) => {
      const read = line.read(isBinary ? "" : data.toString());
      if (!messages.take() || (read.ok && read.message.t === "hello" && !hellos.take())) {
        overruns += 1;
        if (overruns >= MAX_OVERRUNS) {
          logger.warn(`${line.name} socket closed for flooding`);
          return ws.close(CLOSE_POLICY, line.words.flooding);
        }
        return send(socketError(line.words.slowDown, read.ok ? line.reOf?.(read.message) : read.re));
      }
      if (!read.ok) return send(socketError(read.error, read.re));
      const message = read.message;
      queue = queue
        .then(() => session.handle(message))
        .then(
          () => {
            if (session.joined()) slot?.proven();
          },
          (error) => {
            // The database away is no fault of the phone's or of the code: "try again in a few seconds", as the
            // HTTP routes' 503 says. No `re`: nothing was refused, and the phone keeps what it sent until it is
            // acknowledged (a move, a push) to send it again.
            if (isDatabaseUnavailable(error)) {
              logger.warn({ reason: unavailableReason(error) }, `${line.name} message answered: database unavailable`);
              return send(socketError(DATABASE_UNAVAILABLE_MESSAGE));
            }
            logger.error({ err: error }, `${line.name} message failed`);
            send(socketError(FAILED));
          },
        );
    });
    ws.on("close", () => {
      clearTimeout(helloDeadline);
      session.leave();
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
