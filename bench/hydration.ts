// Time to interactive as a visitor meets it: the page is opened in Chromium under the Lighthouse mobile profile's
// conditions, applied for real through the DevTools protocol (4x CPU slowdown; slow 4G: 150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up), and the browser's own clock gives the first contentful paint and the moment
// the root set its `data-hydrated` mark (seen by a mutation observer installed before the page's own scripts), both
// from navigation start. Lighthouse's simulated metrics cannot give the second: it has no notion of "hydrated".
// Used by `npm run lighthouse` for every route.
import type { Browser } from "puppeteer-core";

export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

export interface HydrationTiming {
  firstPaintMs: number;
  /** The browser's own largest contentful paint, under the same real throttling (not Lighthouse's simulation). */
  largestPaintMs: number;
  hydratedMs: number;
}

export async function measureHydration(
  browser: Browser,
  url: string,
  visit: "first" | "returning",
): Promise<HydrationTiming> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (visit === "returning") {
      // As in the Lighthouse run: the age already confirmed this session, an empty cache.
      await page.evaluateOnNewDocument(() => window.sessionStorage.setItem("lovePositionsVerified", "true"));
    }
    await page.evaluateOnNewDocument(() => {
      const observer = new MutationObserver(() => {
        if (document.documentElement?.dataset.hydrated !== "true") return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        (window as unknown as { largestPaintAt: number }).largestPaintAt = entries[entries.length - 1]!.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const session = await page.createCDPSession();
    await session.send("Network.enable");
    await session.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
    await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "domcontentloaded", timeout: 60_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", {
      timeout: 60_000,
      polling: 50,
    });
    const timing = await page.evaluate(() => ({
      firstPaintMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      largestPaintMs: (window as unknown as { largestPaintAt?: number }).largestPaintAt ?? NaN,
      hydratedMs: (window as unknown as { hydratedAt?: number }).hydratedAt ?? NaN,
    }));
    await session.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    return timing;
  } finally {
    await context.close();
  }
}
