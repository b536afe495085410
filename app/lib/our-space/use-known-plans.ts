/**
 * The plans this phone knows, for the "Plan it" controls across the site (bucket lists, the desire match, Our space):
 * so an item already planned says "Planned for …" instead of offering to plan it again. Light on purpose: a phone
 * alone reads its own plans from the device; a phone that keeps a space reads the shared document through the page's
 * engine, which the root already runs on every page for such a phone (so no Yjs loads here for anyone else).
 */
import { useEffect, useState } from "react";
import { cleanPlans, type Plan } from "@domain/our-space/plans";
import { deviceStorage, readDeviceValue } from "~/lib/device-storage";
import { hasOurSpace, PLANS_KEY } from "./keys";

const devicePlans = (): Plan[] =>
  readDeviceValue<Plan[]>(deviceStorage(), PLANS_KEY, [], (value) =>
    value && typeof value === "object" && Array.isArray((value as { plans?: unknown }).plans)
      ? cleanPlans((value as { plans: unknown[] }).plans)
      : undefined,
  );

/** Browser only (an empty list on the server and at the first render, so hydration matches). */
export function useKnownPlans(): readonly Plan[] {
  const [plans, setPlans] = useState<readonly Plan[]>([]);
  useEffect(() => {
    let left = false;
    let stop = () => {};
    const readDevice = () => setPlans(devicePlans());
    readDevice();
    const onStorage = (event: StorageEvent) => {
      if (event.key === PLANS_KEY) readDevice();
    };
    window.addEventListener("storage", onStorage);
    if (hasOurSpace(deviceStorage())) {
      void import("./runtime").then((runtime) => {
        if (left) return;
        const release = runtime.holdEngine();
        const engine = runtime.currentEngine();
        const read = () => {
          const state = engine.state();
          // Paired, the plans live in the shared document; unpaired, on the device (bridge.ts moves them in).
          if (state.paired) setPlans(state.view.plans.list);
          else readDevice();
        };
        read();
        const unsubscribe = engine.subscribe(read);
        stop = () => {
          unsubscribe();
          release();
        };
      });
    }
    return () => {
      left = true;
      window.removeEventListener("storage", onStorage);
      stop();
    };
  }, []);
  return plans;
}

/** The plan of an item, if it has one. */
export const planOf = (plans: readonly Plan[], item: string): Plan | undefined =>
  plans.find((plan) => plan.item === item);
