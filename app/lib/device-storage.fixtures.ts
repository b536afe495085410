import type { StorageLike } from "./device-storage";

/** A storage that throws on every call, as a blocked (private mode) or full localStorage does. */
export function refusingStorage(): StorageLike {
  return {
    getItem: () => {
      throw new Error("SecurityError");
    },
    setItem: () => {
      throw new Error("QuotaExceededError");
    },
    removeItem: () => {
      throw new Error("SecurityError");
    },
  };
}
