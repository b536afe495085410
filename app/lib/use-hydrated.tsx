import { Suspense, useSyncExternalStore, type ReactNode } from "react";

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

/**
 * A screen whose code loads in the browser only, after the first paint (a `lazy` component): the server and the
 * hydration render the fallback, which stays while the code arrives.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
