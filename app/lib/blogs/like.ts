import { stringListValidator, readDeviceValue, writeDeviceValue, type StorageLike } from "~/lib/device-storage";

/**
 * The like toggle as a reducer: the visitor's tap changes the state at once (optimistic), the server's answer
 * confirms the count, and a failure puts back what was there before.
 */
export interface LikeState {
  liked: boolean;
  likes: number;
  /** True while a request is in flight (further taps are ignored). */
  busy: boolean;
  /** The state before the optimistic change, to restore on failure. */
  previous: { liked: boolean; likes: number } | null;
}

export type LikeAction =
  | { type: "hydrate"; liked: boolean }
  | { type: "toggle" }
  | { type: "confirm"; likes: number }
  /** A fresh count from the server (the view answer); ignored while the visitor's own tap is in flight. */
  | { type: "sync"; likes: number }
  | { type: "revert" };

export function initialLikeState(likes: number, liked = false): LikeState {
  return { liked, likes: Math.max(0, likes), busy: false, previous: null };
}

export function likeReducer(state: LikeState, action: LikeAction): LikeState {
  switch (action.type) {
    case "hydrate":
      return state.busy ? state : { ...state, liked: action.liked };
    case "toggle": {
      if (state.busy) return state;
      const liked = !state.liked;
      return {
        liked,
        likes: Math.max(0, state.likes + (liked ? 1 : -1)),
        busy: true,
        previous: { liked: state.liked, likes: state.likes },
      };
    }
    case "confirm":
      return { ...state, likes: Math.max(0, action.likes), busy: false, previous: null };
    case "sync":
      return state.busy ? state : { ...state, likes: Math.max(0, action.likes) };
    case "revert":
      return state.previous ? { ...state.previous, busy: false, previous: null } : { ...state, busy: false };
  }
}

/** A list of ids kept on the device under `key`; bad JSON or a refused storage reads as empty. */
export function readIdList(storage: Pick<StorageLike, "getItem"> | undefined, key: string): string[] {
  return readDeviceValue(storage, key, [], stringListValidator);
}

/** Adds or removes `id` in the list under `key`; returns the new list (storage errors are ignored). */
export function writeIdMembership(
  storage: Pick<StorageLike, "getItem" | "setItem"> | undefined,
  key: string,
  id: string,
  member: boolean,
): string[] {
  const list = readIdList(storage, key).filter((value) => value !== id);
  if (member) list.push(id);
  // Storage full or refused: the choice still holds for this visit.
  writeDeviceValue(storage, key, list.slice(-500));
  return list;
}
