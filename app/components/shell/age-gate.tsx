import { lazy, Suspense, useEffect, useState } from "react";
import { AGE_GATE_DELAY_MS, isAgeVerified, markAgeVerified } from "~/lib/age-gate";
import { deviceStorage } from "~/lib/device-storage";

const AgeGateDialog = lazy(() => import("./age-gate-dialog"));

/**
 * Rendered only in the browser (the server HTML keeps the real page for crawlers). Visitors who confirmed their
 * age this session never load the gate's code; the others get it after the 2-second delay.
 */
export function AgeGate() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (isAgeVerified(deviceStorage("session"), document)) {
      // An answer given in another tab (the cookie) is copied into this tab's storage too.
      markAgeVerified(deviceStorage("session"), document, window.location.protocol === "https:");
      return;
    }
    const timer = window.setTimeout(() => setShow(true), AGE_GATE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <AgeGateDialog />
    </Suspense>
  );
}
