/**
 * What a phone's messages do, whichever transport carries them (WebSocket or SSE + POST): one place applies
 * moves, answers duplicates with the current state and reports bad input to that phone only.
 */
import { ROOM_ERRORS, type Seat, type ServerMessage } from "@domain/rooms/protocol";
import type { Services } from "../services";
import type { RoomRow } from "../services/rooms";
import type { RoomClient } from "../services/rooms/hub";

/** `announced`: the hub already sent this state to the room's phones (the mover's socket included). */
export type MoveReply = { status: number; message: ServerMessage; announced?: boolean };

/**
 * Applies one move; the room's phones hear of an applied move through the hub. Every answer names the move it
 * answers (`re`, the phone's id for it) so a phone knows which of the moves it kept is settled.
 */
export async function applyMove(
  services: Services,
  room: string,
  seat: Seat,
  seq: number,
  move: { game: string; type: string },
  id?: string,
): Promise<MoveReply> {
  const outcome = await services.rooms.move(room, seat, seq, move, id);
  const state = (row: RoomRow, stale?: true): ServerMessage => ({
    t: "state",
    view: services.rooms.view(row, seat),
    partnerOnline: services.roomHub.partnerOnline(room, seat),
    stale,
    re: id,
  });
  switch (outcome.kind) {
    case "applied":
      services.roomHub.changed(outcome.row);
      return { status: 200, message: state(outcome.row), announced: true };
    case "applied-before":
      // Saved by an instance that may have died before telling anyone: the partner hears of it now.
      services.roomHub.changed(outcome.row);
      return { status: 200, message: state(outcome.row), announced: true };
    case "stale":
      return { status: 200, message: state(outcome.row, true) };
    case "rejected":
      return { status: 422, message: { t: "error", message: outcome.error, re: id } };
    case "no-room":
      return { status: 507, message: { t: "error", message: outcome.error, re: id } };
    case "missing":
      return { status: 404, message: { t: "error", message: ROOM_ERRORS.missing, re: id } };
  }
}

export async function endRoom(services: Services, room: string): Promise<void> {
  await services.rooms.end(room);
  services.roomHub.ended(room);
}

export type { RoomClient };
