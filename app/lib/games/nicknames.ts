/**
 * The couple's nicknames as kept on the device: one setting shared by every game with turns, read and written
 * through the device-state wrappers. Nothing leaves the device. The rules of a name are in domain/games/nicknames.ts.
 */
import { cleanNickname, NO_NICKNAMES, validateNicknames, type Nicknames } from "@domain/games/nicknames";
import { readDeviceValue, writeDeviceValue, type StorageLike } from "~/lib/device-storage";

export const NICKNAMES_KEY = "entwine-games:nicknames";

export function readNicknames(storage: StorageLike | undefined): Nicknames {
  return readDeviceValue(storage, NICKNAMES_KEY, NO_NICKNAMES, validateNicknames);
}

export function writeNicknames(storage: StorageLike | undefined, nicknames: Nicknames): boolean {
  return writeDeviceValue(storage, NICKNAMES_KEY, [cleanNickname(nicknames[0]), cleanNickname(nicknames[1])]);
}
