/**
 * Opening and joining rooms over HTTP. Where many phones share one address (a mobile carrier), the server asks for a
 * moment of work first: withWork solves it and sends again.
 */
import type { RoomCredentials } from "@domain/rooms/credentials";
import type { RoomGameId } from "@domain/rooms/protocol";
import { apiRequest } from "~/lib/api-client";
import { withWork, type WorkOptions } from "~/lib/proof-of-work";
import type { StoredRoom } from "./storage";

async function post(path: string, body: unknown, work?: WorkOptions): Promise<StoredRoom> {
  const data = await withWork(
    (headers) =>
      apiRequest<RoomCredentials>(path, {
        method: "POST",
        headers,
        json: body,
        fallbackMessage: () => "Something went wrong. Please try again.",
      }),
    work,
  );
  return { room: data.room, code: data.code, game: data.game, seat: data.seat, secret: data.secret };
}

/** `work.onWork` hears when the phone is solving a moment of work, so the screen can say so calmly. */
export const createRoom = (game: RoomGameId, work?: WorkOptions) => post("/api/rooms", { game }, work);
export const joinRoom = (code: string, work?: WorkOptions) => post("/api/rooms/join", { code }, work);
