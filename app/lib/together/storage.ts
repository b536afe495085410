/**
 * What a phone keeps about its room, on the device only: the room, its code, the game, its seat and the secret
 * that proves the seat (so a reload or a sleeping phone comes back to the same room), and optional nicknames the
 * server never sees.
 */
import type { RoomCredentials } from "@domain/games/rooms/credentials";

/** What the server answered when the room was opened or joined, kept as it came. */
export type StoredRoom = RoomCredentials;

export interface Nicknames {
  me: string;
  partner: string;
}

const ROOM_KEY = "entwine.together.room";
const NAMES_KEY = "entwine.together.names";

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function loadRoom(): StoredRoom | null {
  const value = read<StoredRoom>(ROOM_KEY);
  return value && typeof value.room === "string" && typeof value.secret === "string" ? value : null;
}

export function saveRoom(room: StoredRoom) {
  localStorage.setItem(ROOM_KEY, JSON.stringify(room));
}

export function forgetRoom() {
  localStorage.removeItem(ROOM_KEY);
}

export function loadNicknames(): Nicknames {
  const value = read<Partial<Nicknames>>(NAMES_KEY);
  return { me: String(value?.me ?? "").slice(0, 24), partner: String(value?.partner ?? "").slice(0, 24) };
}

export function saveNicknames(names: Nicknames) {
  localStorage.setItem(NAMES_KEY, JSON.stringify({ me: names.me.slice(0, 24), partner: names.partner.slice(0, 24) }));
}

/** The join link: the code travels after '#', so it never reaches a server log. */
export function joinLink(origin: string, code: string): string {
  return `${origin}/together#${code}`;
}
