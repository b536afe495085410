/**
 * What a phone keeps about its room, on the device only: the room, its code, the game, its seat and the secret
 * that proves the seat (so a reload or a sleeping phone comes back to the same room), and optional nicknames (the
 * phone's own is sent to the partner's phone through the room, which relays it and never stores it).
 */
import type { RoomCredentials } from "@domain/rooms/credentials";
import {
  deviceStorage,
  readDeviceValue,
  recordValidator,
  removeDeviceValue,
  writeDeviceValue,
  type StorageLike,
} from "~/lib/device-storage";

/** What the server answered when the room was opened or joined, kept as it came. */
export type StoredRoom = RoomCredentials;

export interface Nicknames {
  me: string;
  partner: string;
}

const ROOM_KEY = "entwine.together.room";
/** The phone's own nickname (and the partner's, as typed here); "Our space" shares the phone's own one. */
export const NAMES_KEY = "entwine.together.names";

function read<T>(key: string, storage: StorageLike | undefined): T | null {
  return readDeviceValue<T | null>(storage, key, null, (value) => (value ? (value as T) : undefined));
}

/** A stored room needs its room id and secret; the rest is as the server gave it. */
function storedRoom(value: unknown): StoredRoom | undefined {
  const room = recordValidator(value);
  return room && typeof room.room === "string" && typeof room.secret === "string"
    ? (room as unknown as StoredRoom)
    : undefined;
}

export function loadRoom(): StoredRoom | null {
  return readDeviceValue<StoredRoom | null>(deviceStorage(), ROOM_KEY, null, storedRoom);
}

export function saveRoom(room: StoredRoom) {
  writeDeviceValue(deviceStorage(), ROOM_KEY, room);
}

export function forgetRoom() {
  removeDeviceValue(deviceStorage(), ROOM_KEY);
}

export function loadNicknames(storage: StorageLike | undefined = deviceStorage()): Nicknames {
  const value = read<Partial<Nicknames>>(NAMES_KEY, storage);
  return { me: String(value?.me ?? "").slice(0, 24), partner: String(value?.partner ?? "").slice(0, 24) };
}

export function saveNicknames(names: Nicknames) {
  writeDeviceValue(deviceStorage(), NAMES_KEY, { me: names.me.slice(0, 24), partner: names.partner.slice(0, 24) });
}

/** The join link: the code travels after '#', so it never reaches a server log. */
export function joinLink(origin: string, code: string): string {
  return `${origin}/together#${code}`;
}
