import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { registerServiceWorker } from "~/lib/service-worker";
import { startVitalsReporting } from "~/lib/vitals-reporter";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

function afterLoad() {
  void registerServiceWorker();
  startVitalsReporting();
}
if (document.readyState === "complete") afterLoad();
else window.addEventListener("load", afterLoad, { once: true });
