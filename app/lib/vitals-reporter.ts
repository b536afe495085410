import { VITALS_COLLECTION_DELAY_MS, type VitalMetric } from "@domain/seo/web-vitals";
import { apiRequest } from "./api-client";

/**
 * Reports this page load's Core Web Vitals to the site itself (never to a third party) when the page is hidden.
 * The measuring library loads 3 s after the page so it never competes with the page's own work; its observers
 * read buffered entries, so nothing measured before it loaded is lost.
 */
export function startVitalsReporting(): void {
  const path = window.location.pathname;
  if (/^\/(admin|medium-blog-admin|medium-blog-editor)/.test(path)) return;
  const metrics = new Map<VitalMetric, number>();
  let sent = false;
  const send = () => {
    if (sent || metrics.size === 0) return;
    sent = true;
    const body = JSON.stringify({
      path,
      device: window.matchMedia("(max-width: 768px)").matches ? "mobile" : "desktop",
      metrics: [...metrics].map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 })),
    });
    if (!navigator.sendBeacon?.("/api/vitals", new Blob([body], { type: "text/plain" }))) {
      // Sent as text, as the beacon sends it (the server reads both the same way).
      void apiRequest("/api/vitals", {
        method: "POST",
        body,
        keepalive: true,
        headers: { "Content-Type": "text/plain" },
      }).catch(() => undefined);
    }
  };
  window.setTimeout(async () => {
    // Offline (or a failed download), there is nothing to measure with and nowhere to send it: no error either.
    const vitals = await import("web-vitals").catch(() => null);
    if (!vitals) return;
    const { onCLS, onFCP, onFID, onINP, onLCP, onTTFB } = vitals;
    const record = (metric: { name: string; value: number }) => metrics.set(metric.name as VitalMetric, metric.value);
    onLCP(record);
    onCLS(record);
    onFCP(record);
    onTTFB(record);
    onINP(record);
    onFID(record);
    // Registered after the library's own listeners, so its final LCP and CLS values are in before sending.
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") send();
    });
    window.addEventListener("pagehide", send);
  }, VITALS_COLLECTION_DELAY_MS);
}
