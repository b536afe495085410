import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { deviceStorage, readDeviceText, removeDeviceValue, writeDeviceText } from "~/lib/device-storage";
import { whenHydrated } from "~/lib/after-hydration";
import { showLoadingError } from "~/lib/loading-error";
import { guardOfflineLinks } from "~/lib/offline-links";
import { registerServiceWorker } from "~/lib/service-worker";

// After a new deploy an open page may ask for code that no longer exists: reload once to get the new version; if
// that was already tried, say so plainly (spec part 1: "Loading Error") instead of leaving a page that cannot work.
const RELOADED = "entwine:reloaded";
window.addEventListener("vite:preloadError", () => {
  // Offline, reloading would only trade this page for another: the route's error screen says the browser is offline.
  if (!navigator.onLine) return;
  const session = deviceStorage("session");
  if (readDeviceText(session, RELOADED)) return showLoadingError();
  if (!writeDeviceText(session, RELOADED, "1")) return showLoadingError();
  location.reload();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    { onUncaughtError: showLoadingError },
  );
});

function afterLoad() {
  // Storage refused: a later failed load then shows the message without reloading first.
  removeDeviceValue(deviceStorage("session"), RELOADED);
  void registerServiceWorker();
  guardOfflineLinks();
  // Web Vitals are measured after the page has loaded: their code is fetched then, never on the critical path.
  void import("~/lib/vitals-reporter").then((module) => module.startVitalsReporting()).catch(() => undefined);
}
// After the page's load event and its hydration, whichever comes last: neither competes with the page becoming live.
whenHydrated(() => {
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
});
