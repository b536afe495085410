/** Opening and joining rooms over HTTP. */
import type { RoomGameId } from "@domain/games/rooms/protocol";
import type { StoredRoom } from "./storage";

async function post(path: string, body: unknown): Promise<StoredRoom> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as StoredRoom & { error?: string };
  if (!response.ok) throw new Error(data.error ?? "Something went wrong. Please try again.");
  return { room: data.room, code: data.code, game: data.game, seat: data.seat, secret: data.secret };
}

export const createRoom = (game: RoomGameId) => post("/api/rooms", { game });
export const joinRoom = (code: string) => post("/api/rooms/join", { code });
