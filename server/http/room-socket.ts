/**
 * The rooms' WebSocket (/api/rooms/socket) on the site's own HTTP server. Upgrades from another origin are
 * refused. A phone first says hello with its room and secret; after that it sends moves and may end the room.
 * Bad messages get an error on this socket and leave the room as it was.
 */
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { parseClientMessage } from "@domain/games/rooms/messages";
import { ROOM_ERRORS, type Seat, type ServerMessage } from "@domain/games/rooms/protocol";
import type { Logger } from "../logger";
import type { Services } from "../services";
import { MAX_ROOM_CONNECTIONS, type RoomClient } from "../services/rooms/hub";
import { applyMove, endRoom } from "./rooms-protocol";

export const ROOM_SOCKET_PATH = "/api/rooms/socket";
const HEARTBEAT_MS = 25_000;

export interface RoomSocketOptions {
  services: Services;
  logger: Logger;
  /** The site's origin, when configured; otherwise the Host header decides. */
  publicOrigin?: string;
}

function sameOrigin(req: IncomingMessage, publicOrigin: string | undefined): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  if (publicOrigin) return origin === publicOrigin;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function attachRoomSockets(server: Server, options: RoomSocketOptions) {
  const { services } = options;
  // Larger than the 4 KB limit so an oversized message gets a clear answer instead of a dropped connection.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, perMessageDeflate: false });
  const alive = new WeakSet<WebSocket>();

  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== ROOM_SOCKET_PATH) return;
    if (!sameOrigin(req, options.publicOrigin)) return refuse(socket, "403 Forbidden");
    // Sockets that have not said hello yet count too, so the cap holds against idle connections.
    if (wss.clients.size >= MAX_ROOM_CONNECTIONS) return refuse(socket, "503 Service Unavailable");
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
  });

  wss.on("connection", (ws: WebSocket) => {
    alive.add(ws);
    ws.on("pong", () => alive.add(ws));
    let joined: { room: string; seat: Seat; client: RoomClient } | null = null;
    const send = (message: ServerMessage) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    // Messages are handled one at a time, in order, so a phone's moves never overtake each other.
    let queue = Promise.resolve();

    async function handle(raw: string) {
      const parsed = parseClientMessage(raw);
      if (!parsed.ok) return send({ t: "error", message: parsed.error });
      const message = parsed.message;
      if (message.t === "ping") return send({ t: "pong" });
      if (message.t === "hello") {
        const found = await services.rooms.authenticate(message.room, message.secret);
        if (!found) return send({ t: "error", message: ROOM_ERRORS.missing });
        if (joined) services.roomHub.leave(joined.room, joined.client);
        const client: RoomClient = { seat: found.seat, send, close: () => ws.close(1000, "room ended") };
        joined = { room: message.room, seat: found.seat, client };
        services.roomHub.join(message.room, client, found.row);
        return;
      }
      if (!joined) return send({ t: "error", message: ROOM_ERRORS.notJoined });
      if (message.t === "end") return endRoom(services, joined.room);
      const reply = await applyMove(services, joined.room, joined.seat, message.seq, message.move, message.id);
      // An applied move reaches this phone through the hub with everyone else's copy.
      if (reply.announced) return;
      send(reply.message);
    }

    ws.on("message", (data, isBinary) => {
      const raw = isBinary ? "" : data.toString();
      queue = queue.then(() => handle(raw)).catch((error) => {
        options.logger.error({ err: error }, "room message failed");
        send({ t: "error", message: "Something went wrong. Please try again." });
      });
    });
    ws.on("close", () => {
      if (joined) services.roomHub.leave(joined.room, joined.client);
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
