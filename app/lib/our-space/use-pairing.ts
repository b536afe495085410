/**
 * The pairing hook (types.ts: Pairing): the steps of pairing.ts on the page's one engine, with the site's API,
 * the browser's randomness and a one-second poll. Leaving the screen stops the polling and cancels an unfinished
 * pairing on the server.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { ourSpaceApi } from "./api";
import { createPairingFlow, type PairingFlow } from "./pairing";
import { browserRandom, currentEngine, holdEngine } from "./runtime";
import type { Pairing, PairingState } from "./types";

export function usePairing(): Pairing {
  const [state, setState] = useState<PairingState>({ step: "idle" });
  const flow = useRef<PairingFlow | null>(null);

  useEffect(() => {
    const release = holdEngine();
    const made = createPairingFlow(
      {
        api: ourSpaceApi,
        random: browserRandom,
        origin: window.location.origin,
        now: () => Date.now(),
        wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        engine: currentEngine,
      },
      setState,
    );
    flow.current = made;
    return () => {
      made.dispose();
      if (flow.current === made) flow.current = null;
      release();
    };
  }, []);

  return useMemo<Pairing>(
    () => ({
      state,
      invite: () => flow.current?.invite(),
      join: (fragment) => flow.current?.join(fragment),
      confirm: () => flow.current?.confirm(),
      reject: () => flow.current?.reject(),
      reset: () => flow.current?.reset(),
    }),
    [state],
  );
}
