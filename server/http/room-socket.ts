/**
 * The rooms' WebSocket (/api/rooms/socket) on the site's own HTTP server, with the defences every live line has
 * (socket-server.ts: same origin only, connections limited per address group and in total by
 * services.roomConnections, a hello within 10 s, a message budget, a protocol breach closing that one connection).
 * A phone first says hello with its room and secret; after that it sends moves and its own nickname (relayed to the
 * partner, never stored) and may end the room. Bad messages get an error on this socket and leave the room as it
 * was. A seat is held by at most a few connections (a refusal closes the socket).
 */
import type { Server } from "node:http";
import { parseClientMessage } from "@domain/rooms/messages";
import { ROOM_ERRORS, type ClientMessage, type Seat, type ServerMessage } from "@domain/rooms/protocol";
import type { RoomClient } from "../services/rooms/hub";
import { ROOM_REFUSALS } from "../services/rooms/connection-limits";
import { applyMove, endRoom } from "./rooms-protocol";
import { attachJsonSocket, CLOSE_POLICY, type LiveSocketOptions } from "./socket-server";

export const ROOM_SOCKET_PATH = "/api/rooms/socket";

export const ROOM_SOCKET_MESSAGES = {
  slowDown: "You are sending moves too fast. Please slow down.",
  helloLate: "say hello within 10 seconds",
} as const;

export function attachRoomSockets(server: Server, options: LiveSocketOptions) {
  const { services } = options;
  const connections = services.roomConnections;
  return attachJsonSocket<ClientMessage, ServerMessage>(
    server,
    {
      path: ROOM_SOCKET_PATH,
      name: "room",
      // Larger than the 4 KB limit so a slightly oversized message gets a clear answer; past it the connection
      // closes with 1009 (message too big).
      maxPayload: 64 * 1024,
      connections,
      refusals: ROOM_REFUSALS,
      read: parseClientMessage,
      words: { ...ROOM_SOCKET_MESSAGES, flooding: "too many messages" },
      session(ws, send) {
        let joined: { room: string; seat: Seat; client: RoomClient; releaseSeat: () => void } | null = null;
        const leave = () => {
          if (!joined) return;
          services.roomHub.leave(joined.room, joined.client);
          joined.releaseSeat();
          joined = null;
        };

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

        return { joined: () => joined !== null, handle, leave };
      },
    },
    options,
  );
}
