import { useCallback, useEffect, useRef, useState } from "react";
import { readHistory, writeHistory } from "~/lib/games/history";

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
