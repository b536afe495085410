// Time to interactive as a visitor meets it: the page is opened in Chromium under the Lighthouse mobile profile's
// conditions, applied for real through the DevTools protocol (4x CPU slowdown; slow 4G: 150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up), and the browser's own clock gives the first contentful paint and the moment
// the root set its `data-hydrated` mark (seen by a mutation observer installed before the page's own scripts), both
// from navigation start. Lighthouse's simulated metrics cannot give the second: it has no notion of "hydrated".
// Used by `npm run lighthouse` for every route.
import type { Browser, Page } from "puppeteer-core";

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
    await page.evaluateOnNewDocument(observePaintAndHydration);
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

/** Runs in the page before its own scripts: notes when it hydrates and when its largest paint happens. */
function observePaintAndHydration() {
  const observer = new MutationObserver(() => {
    if (document.documentElement?.dataset.hydrated !== "true") return;
    (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1] as PerformanceEntry & { element?: Element | null; size?: number };
    const seen = window as unknown as { largestPaintAt: number; largestPaintWhat: string };
    seen.largestPaintAt = last.startTime;
    // What was painted, so a slow largest paint names its element (tag, test id, first words).
    const element = last.element;
    seen.largestPaintWhat = element
      ? `<${element.tagName.toLowerCase()}${element.getAttribute("data-testid") ? ` data-testid="${element.getAttribute("data-testid")}"` : ""}> ${(element.textContent ?? "").trim().slice(0, 40)} (${last.size ?? 0} px²)`
      : "(an element since removed)";
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

/** One visit as the phone bench prints it: the browser's own paint and hydration, and what crossed the network. */
export interface VisitTiming {
  largestPaintMs: number;
  /** The element of the largest paint, described (tag, test id, first words, area). */
  largestPaintWhat?: string;
  hydratedMs: number;
  /** Bytes of the page's responses that came over the network (not from the service worker or the HTTP cache). */
  networkBytes: number;
  /** The page's requests that went to the network; answered by the service worker or the HTTP cache they do not count. */
  networkRequests: number;
  /** The page's requests the service worker answered. */
  workerRequests: number;
}

/** Installs the paint and hydration observers on a page, for every document it opens from now on. */
export async function watchVisits(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => window.sessionStorage.setItem("lovePositionsVerified", "true"));
  await page.evaluateOnNewDocument(observePaintAndHydration);
}

/**
 * Opens `url` in `page` under the real profile (offline when asked) and reads the visit's figures. The service
 * worker's own requests (a stored page's refresh behind it) run in the worker, not the page, and are not counted.
 */
export async function measureVisit(page: Page, url: string, offline = false): Promise<VisitTiming> {
  const session = await page.createCDPSession();
  const traffic = { networkBytes: 0, networkRequests: 0, workerRequests: 0 };
  const fromNetwork = new Set<string>();
  session.on("Network.responseReceived", (event) => {
    if (event.response.fromServiceWorker) traffic.workerRequests += 1;
    else if (!event.response.fromDiskCache && !event.response.fromPrefetchCache) fromNetwork.add(event.requestId);
  });
  session.on("Network.loadingFinished", (event) => {
    if (fromNetwork.has(event.requestId)) traffic.networkBytes += event.encodedDataLength;
  });
  try {
    await session.send("Network.enable");
    await session.send("Network.emulateNetworkConditions", { offline, ...SLOW_4G });
    await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "domcontentloaded", timeout: 60_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", {
      timeout: 60_000,
      polling: 50,
    });
    // Let the late files of the visit (the route's lazy parts) finish before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const timing = await page.evaluate(() => ({
      largestPaintMs: (window as unknown as { largestPaintAt?: number }).largestPaintAt ?? NaN,
      largestPaintWhat: (window as unknown as { largestPaintWhat?: string }).largestPaintWhat ?? "",
      hydratedMs: (window as unknown as { hydratedAt?: number }).hydratedAt ?? NaN,
    }));
    traffic.networkRequests = fromNetwork.size;
    return { ...timing, ...traffic };
  } finally {
    await session.send("Emulation.setCPUThrottlingRate", { rate: 1 }).catch(() => undefined);
    await session
      .send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      .catch(() => undefined);
    await session.detach().catch(() => undefined);
  }
}
