import type { BrowserContext, Page } from "playwright-core";
import { baseUrl } from "./browser";

/**
 * Test browsers are private windows, where the site skips the service worker (small quota): this reports a regular
 * window's quota, so the worker installs as it would on a visitor's phone.
 */
export async function reportRegularQuota(context: BrowserContext) {
  await context.addInitScript(() => {
    Object.defineProperty(navigator.storage, "estimate", { value: async () => ({ quota: 1024 ** 3, usage: 0 }) });
  });
}

/** The paths the service worker has stored so far in the site's cache (none before it has made one). */
export function storedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((entry) => entry.startsWith("entwine-"));
    if (!name) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  });
}

/**
 * From the games list, a move in the app to Truth or Dare (a click, or a tap on a touch phone): offline, it opens
 * with the route data the service worker stored.
 */
export async function openTruthOrDareFromGames(page: Page, by: "click" | "tap") {
  await page.goto(`${baseUrl()}/games`);
  const link = page.locator('a[href="/games/truth-or-dare"]').first();
  await (by === "tap" ? link.tap() : link.click());
  await page.waitForURL(/\/games\/truth-or-dare$/);
  await page
    .getByRole("heading", { level: 1 })
    .filter({ hasText: /Truth or Dare/ })
    .waitFor();
}
