import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true for every render after it: labels that depend on the browser
 * (its time zone, its language) render the server's text first, so hydration agrees, then their own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
