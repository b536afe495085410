import { useEffect } from "react";

/**
 * Loads a lazily imported module ahead of its first use, on a phone whose service worker keeps the site for offline
 * use: the worker stores every script it serves, so the control behind that module (a sheet opened by a tap) still
 * opens once the network is gone. Without a worker (a private window, a browser without one) nothing is fetched
 * before the tap, so the page weighs what it did.
 */
export function useKeepForOffline(load: () => Promise<unknown>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
    const worker = navigator.serviceWorker;
    const fetchNow = () => void load().catch(() => undefined);
    if (worker.controller) {
      fetchNow();
      return;
    }
    // The worker of a first visit takes the page over once it has installed.
    worker.addEventListener("controllerchange", fetchNow, { once: true });
    return () => worker.removeEventListener("controllerchange", fetchNow);
  }, [load, enabled]);
}
