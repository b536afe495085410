import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, expect } from "vitest";
import { baseUrl, browserForFile, waitForHydration } from "./browser";

// Shared by the "in view on a phone" browser tests (issue 31): touch phones of two sizes, and checks that a box lies
// inside the viewport below the fixed header.

export const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

export interface PhoneSize {
  width: number;
  height: number;
}

/**
 * Registers the file's browser (launched before its tests, closed after them with every context it opened) and
 * returns `phone(size)`: a touch phone of that size, past the age question, that records page errors.
 */
export function touchPhones(): (size: PhoneSize) => Promise<{ page: Page; errors: string[] }> {
  const browser = browserForFile();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
  });
  return async function phone(size) {
    const context = await browser().newContext({
      viewport: size,
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 1,
    });
    contexts.push(context);
    await context.addInitScript(() => window.sessionStorage.setItem("lovePositionsVerified", "true"));
    const page = await context.newPage();
    waitForHydration(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    return { page, errors };
  };
}

/** Where the fixed header ends (its bottom edge), in viewport pixels. */
export async function headerBottom(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector("header.fixed")?.getBoundingClientRect().bottom ?? 0);
}

/** Why a box is not fully in view below the header, or "" when it is. */
export async function outOfView(page: Page, locator: Locator): Promise<string> {
  const box = await locator.boundingBox();
  if (!box) return "not shown";
  const top = await headerBottom(page);
  const view = page.viewportSize()!;
  if (box.y < top - 0.5) return `top ${Math.round(box.y)} under the header (ends at ${Math.round(top)})`;
  if (box.y + box.height > view.height + 0.5)
    return `bottom ${Math.round(box.y + box.height)} below the fold (${view.height})`;
  return "";
}

/** Waits (smooth scrolling) until every locator lies in view below the header. */
export async function allInView(page: Page, label: string, ...locators: Locator[]) {
  for (const [index, locator] of locators.entries()) {
    await expect.poll(() => outOfView(page, locator), { timeout: 5_000, message: `${label} #${index + 1}` }).toBe("");
  }
}

export async function open(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForLoadState("networkidle");
}
