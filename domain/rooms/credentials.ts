import type { RoomGameId, Seat } from "./protocol";

/**
 * The answer of opening or joining a room (POST /api/rooms, /api/rooms/join): the room, its code, the game, the
 * seat and the secret that proves it. The phone keeps exactly this on the device (app/lib/rooms/storage.ts).
 */
export interface RoomCredentials {
  room: string;
  code: string;
  game: RoomGameId;
  seat: Seat;
  /** Shown once to the phone that holds the seat; only its hash is stored. */
  secret: string;
}
