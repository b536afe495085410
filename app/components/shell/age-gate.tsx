import { lazy, Suspense, useEffect, useState } from "react";
import { AGE_GATE_DELAY_MS, isAgeVerified, markAgeVerified } from "~/lib/age-gate";
import { deviceStorage } from "~/lib/device-storage";
import { DEVICE_CLEARED_EVENT } from "~/lib/shared-device";

const AgeGateDialog = lazy(() => import("./age-gate-dialog"));

/**
 * Rendered only in the browser (the server HTML keeps the real page for crawlers). Visitors who confirmed their
 * age this session never load the gate's code; the others get it after the 2-second delay.
 */
export function AgeGate() {
  const [show, setShow] = useState(false);
  // A new round after "Clear everything on this device" (shared-device.ts): the check starts over, as on a first visit.
  const [round, setRound] = useState(0);
  useEffect(() => {
    const again = () => {
      setShow(false);
      setRound((count) => count + 1);
    };
    window.addEventListener(DEVICE_CLEARED_EVENT, again);
    return () => window.removeEventListener(DEVICE_CLEARED_EVENT, again);
  }, []);
  useEffect(() => {
    if (isAgeVerified(deviceStorage("session"), document)) {
      // An answer given in another tab (the cookie) is copied into this tab's storage too.
      markAgeVerified(deviceStorage("session"), document, window.location.protocol === "https:");
      return;
    }
    const timer = window.setTimeout(() => setShow(true), AGE_GATE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [round]);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <AgeGateDialog key={round} />
    </Suspense>
  );
}
