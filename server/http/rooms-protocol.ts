/**
 * What a phone's messages do, whichever transport carries them (WebSocket or SSE + POST): one place applies
 * moves, answers duplicates with the current state and reports bad input to that phone only.
 */
import { ROOM_ERRORS, type Seat, type ServerMessage } from "@domain/games/rooms/protocol";
import type { Services } from "../services";
import type { RoomClient } from "../services/rooms/hub";

export type MoveReply = { status: number; message: ServerMessage };

/** Applies one move; the room's phones hear of an applied move through the hub. */
export async function applyMove(
  services: Services,
  room: string,
  seat: Seat,
  seq: number,
  move: { game: string; type: string },
): Promise<MoveReply> {
  const outcome = await services.rooms.move(room, seat, seq, move);
  switch (outcome.kind) {
    case "applied":
      services.roomHub.changed(outcome.row);
      return { status: 200, message: { t: "state", view: services.rooms.view(outcome.row, seat), partnerOnline: services.roomHub.partnerOnline(room, seat) } };
    case "stale":
      return {
        status: 200,
        message: { t: "state", view: services.rooms.view(outcome.row, seat), partnerOnline: services.roomHub.partnerOnline(room, seat), stale: true },
      };
    case "rejected":
      return { status: 422, message: { t: "error", message: outcome.error } };
    case "missing":
      return { status: 404, message: { t: "error", message: ROOM_ERRORS.missing } };
  }
}

export async function endRoom(services: Services, room: string): Promise<void> {
  await services.rooms.end(room);
  services.roomHub.ended(room);
}

export type { RoomClient };
