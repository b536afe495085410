/** Opening and joining rooms over HTTP. */
import type { RoomCredentials } from "@domain/rooms/credentials";
import type { RoomGameId } from "@domain/rooms/protocol";
import { apiRequest } from "~/lib/api-client";
import type { StoredRoom } from "./storage";

async function post(path: string, body: unknown): Promise<StoredRoom> {
  const data = await apiRequest<RoomCredentials>(path, {
    method: "POST",
    json: body,
    fallbackMessage: () => "Something went wrong. Please try again.",
  });
  return { room: data.room, code: data.code, game: data.game, seat: data.seat, secret: data.secret };
}

export const createRoom = (game: RoomGameId) => post("/api/rooms", { game });
export const joinRoom = (code: string) => post("/api/rooms/join", { code });
