/**
 * Opening and joining rooms over HTTP. Where many phones share one address (a mobile carrier), the server asks for a
 * moment of work first: withWork solves it and sends again.
 */
import type { RoomCredentials } from "@domain/rooms/credentials";
import type { RoomGameId } from "@domain/rooms/protocol";
import { apiRequest } from "~/lib/api-client";
import { withWork } from "~/lib/proof-of-work";
import type { StoredRoom } from "./storage";

async function post(path: string, body: unknown): Promise<StoredRoom> {
  const data = await withWork((headers) =>
    apiRequest<RoomCredentials>(path, {
      method: "POST",
      headers,
      json: body,
      fallbackMessage: () => "Something went wrong. Please try again.",
    }),
  );
  return { room: data.room, code: data.code, game: data.game, seat: data.seat, secret: data.secret };
}

export const createRoom = (game: RoomGameId) => post("/api/rooms", { game });
export const joinRoom = (code: string) => post("/api/rooms/join", { code });
