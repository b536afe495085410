import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHydration } from "./browser";

export interface Phone {
  page: Page;
  context: BrowserContext;
  /** Page errors and console errors, in the order they came. */
  errors: string[];
}

/**
 * A touch phone (mobile, with touch) of the given size that waits for hydration after each navigation and records
 * page and console errors. `verified` pre-sets the age answer in this tab only.
 */
export async function openPhone(
  browser: Browser,
  options: { width: number; height: number; verified?: boolean; deviceScaleFactor?: number },
): Promise<Phone> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
  });
  if (options.verified)
    await context.addInitScript(() => window.sessionStorage.setItem("lovePositionsVerified", "true"));
  const page = await context.newPage();
  waitForHydration(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { page, context, errors };
}

/**
 * The page is no wider than the screen (nothing scrolls sideways). Measured against the layout viewport
 * (documentElement.clientWidth): on a mobile context window.innerWidth grows with a page that overflows, so comparing
 * with it passes a 518 px page on a 360 px phone.
 */
export async function noSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, label).toBeLessThanOrEqual(widths.view);
}
