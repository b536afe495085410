import { useCallback, useEffect, useRef, useState } from "react";
import { packHistoryKey, readHistory, readPackHistories, writeHistory, type PackGame } from "~/lib/games/history";
import { forgetPool } from "@domain/games/no-repeat";
import { NO_NICKNAMES, validateNicknames, type Nicknames } from "@domain/games/nicknames";
import { NICKNAMES_KEY } from "~/lib/games/nicknames";
import { useDeviceState } from "~/lib/guides/use-device-state";

/** True when the visitor asks for reduced motion (false during server render). */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    if (!query) return;
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener?.("change", onChange);
    return () => query.removeEventListener?.("change", onChange);
  }, []);
  return reduced;
}

/**
 * The game's recently-seen ids, kept in localStorage under `key`. Read after hydration; `seen()`
 * returns the latest list synchronously for event handlers, `remember()` saves a new one.
 */
export function useSeenHistory(key: string) {
  const ref = useRef<string[]>([]);
  useEffect(() => {
    ref.current = readHistory(key);
  }, [key]);
  const seen = useCallback(() => ref.current, []);
  const remember = useCallback(
    (ids: string[]) => {
      ref.current = ids;
      writeHistory(key, ids);
    },
    [key],
  );
  return { seen, remember };
}

/** setTimeout that is cancelled when the component unmounts. */
export function useLater() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
}

const idOf = (item: { id: string }) => item.id;

/**
 * Every pack's seen history of a game, kept on the device (one key per game and pack). `histories` is state, for
 * the "N left" counts (empty until read after hydration); `seen(pack)` returns the latest list synchronously for
 * event handlers; `remember(pack, ids)` stores a new one; `forget(pack, pool)` takes a pool's ids out of it.
 */
export function usePackHistories(game: PackGame, packIds: readonly string[]) {
  const [histories, setHistories] = useState<Readonly<Record<string, readonly string[]>>>({});
  const ref = useRef<Readonly<Record<string, readonly string[]>>>({});
  const idsKey = packIds.join("|");
  useEffect(() => {
    const read = readPackHistories(game, idsKey.split("|"));
    ref.current = read;
    setHistories(read);
  }, [game, idsKey]);
  const seen = useCallback((packId: string): readonly string[] => ref.current[packId] ?? [], []);
  const remember = useCallback(
    (packId: string, ids: readonly string[]) => {
      ref.current = { ...ref.current, [packId]: [...ids] };
      setHistories(ref.current);
      writeHistory(packHistoryKey(game, packId), ids);
    },
    [game],
  );
  /** "Start this pack again": the pool's ids leave the pack's history; what other settings have seen stays. */
  const forget = useCallback(
    (packId: string, pool: readonly { id: string }[]) => {
      remember(packId, forgetPool(ref.current[packId] ?? [], pool, idOf));
    },
    [remember],
  );
  return { histories, seen, remember, forget };
}

/** The pack chosen for a game on this device (the first pack until the visitor picks another). */
export function usePackChoice(game: PackGame, packIds: readonly string[]): [string, (packId: string) => void] {
  const known = packIds.join("|");
  const validate = useCallback(
    (value: unknown) => (typeof value === "string" && known.split("|").includes(value) ? value : undefined),
    [known],
  );
  const [packId, setPackId] = useDeviceState<string>(`entwine-games:${game}:pack`, packIds[0] ?? "classic", validate);
  return [packId, setPackId];
}

/** The couple's nicknames and how to change them: handed whole to the settings that hold a NicknameForm. */
export type NicknameSetting = { nicknames: Nicknames; setNicknames: (next: Nicknames) => void };

/** The couple's nicknames on this device, shared by every game with turns ("" where not set). */
export function useNicknames(): NicknameSetting {
  const [nicknames, setNicknames] = useDeviceState<Nicknames>(NICKNAMES_KEY, NO_NICKNAMES, validateNicknames);
  return { nicknames, setNicknames };
}
