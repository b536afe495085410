import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { deviceStorage, readDeviceText, removeDeviceValue, writeDeviceText } from "~/lib/device-storage";
import { guardOfflineLinks } from "~/lib/offline-links";
import { registerServiceWorker } from "~/lib/service-worker";

// After a new deploy an open page may ask for code that no longer exists: reload once to get the new version; if
// that was already tried, say so plainly (spec part 1: "Loading Error") instead of leaving a page that cannot work.
const RELOADED = "entwine:reloaded";
function loadingError() {
  document.body.innerHTML =
    '<main role="alert" style="padding:15vh 1.5rem;text-align:center"><h1>Loading Error</h1><p>There was an error loading the application. Please refresh the page or try again later.</p></main>';
}
window.addEventListener("vite:preloadError", () => {
  // Offline, reloading would only trade this page for another: the route's error screen says the browser is offline.
  if (!navigator.onLine) return;
  const session = deviceStorage("session");
  if (readDeviceText(session, RELOADED)) return loadingError();
  if (!writeDeviceText(session, RELOADED, "1")) return loadingError();
  location.reload();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    { onUncaughtError: loadingError },
  );
});

function afterLoad() {
  // Storage refused: a later failed load then shows the message without reloading first.
  removeDeviceValue(deviceStorage("session"), RELOADED);
  void registerServiceWorker();
  guardOfflineLinks();
  // Web Vitals are measured after the page has loaded: their code is fetched then, never on the critical path.
  void import("~/lib/vitals-reporter").then((module) => module.startVitalsReporting());
}
if (document.readyState === "complete") afterLoad();
else window.addEventListener("load", afterLoad, { once: true });
