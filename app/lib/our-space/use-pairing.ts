/**
 * The pairing hook (types.ts: Pairing): the steps of pairing.ts on the page's one engine, with the site's API,
 * the browser's randomness and a one-second poll. Leaving the screen stops the polling and cancels an unfinished
 * pairing on the server (not React's StrictMode remount, which keeps the same steps going).
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { ourSpaceApi } from "./api";
import { createPairingFlow, type PairingFlow } from "./pairing";
import { browserRandom, currentEngine, holdEngine } from "./runtime";
import type { Pairing, PairingState } from "./types";

function makeFlow(onState: (state: PairingState) => void): PairingFlow {
  return createPairingFlow(
    {
      api: ourSpaceApi,
      random: browserRandom,
      origin: window.location.origin,
      now: () => Date.now(),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      engine: currentEngine,
    },
    onState,
  );
}

export function usePairing(): Pairing {
  const [state, setState] = useState<PairingState>({ step: "idle" });
  // Made once per screen, in the browser only (the screens render after hydration).
  const [flow] = useState<PairingFlow | null>(() => (typeof window === "undefined" ? null : makeFlow(setState)));
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    clearTimeout(leaving.current);
    const release = holdEngine();
    return () => {
      release();
      leaving.current = setTimeout(() => flow?.dispose(), 0);
    };
  }, [flow]);

  return useMemo<Pairing>(
    () => ({
      state,
      invite: () => flow?.invite(),
      join: (fragment) => flow?.join(fragment),
      confirm: () => flow?.confirm(),
      reject: () => flow?.reject(),
      reset: () => flow?.reset(),
    }),
    [state, flow],
  );
}
