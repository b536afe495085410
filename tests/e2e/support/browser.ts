import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export function baseUrl(): string {
  return inject("baseUrl");
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject("chromiumPath"),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/**
 * The test file's browser: registers hooks that launch it once before the file's tests and close it after them, and
 * returns a getter for it (`const browser = browserForFile();` at the top of the file, then `openPage(browser())`).
 * Call it before the file's own hooks: those that use the browser then run after it is up, and their cleanup
 * (closing contexts) runs before it is closed.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  return () => {
    if (!browser) throw new Error("browserForFile: the browser is launched in beforeAll; use it in a hook or a test");
    return browser;
  };
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
  foreignRequests: string[];
}

/**
 * A page that records console errors and any request to a host other than the site itself.
 * `verified` pre-sets the age flag so a test can skip the 2 s gate when the gate is not what it tests.
 * `waitForHydration: false` acts as a visitor does, the moment the page shows: a tap before hydration is remembered
 * and carried out once the page is live (decision record 008), so a test of what a visitor does needs no wait.
 * Left on, each navigation also waits for the root's `data-hydrated` mark (for tests of client-only state).
 */
export async function openPage(
  browser: Browser,
  options: {
    verified?: boolean;
    viewport?: { width: number; height: number };
    userAgent?: string;
    waitForHydration?: boolean;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    userAgent: options.userAgent,
  });
  const site = new URL(baseUrl()).host;
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  if (options.verified) {
    await context.addInitScript(() => window.sessionStorage.setItem("lovePositionsVerified", "true"));
  }
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (!["data:", "blob:", "about:"].includes(url.protocol) && url.host !== site) foreignRequests.push(request.url());
  });
  const page = await context.newPage();
  if (options.waitForHydration !== false) waitForHydration(page);
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(String(error)));
  return { page, context, consoleErrors, foreignRequests };
}

/**
 * A page as a visitor with JavaScript switched off sees it, in a context of its own (Playwright's default viewport
 * unless `viewport` is given). Nothing hydrates there, so nothing waits for hydration.
 */
export async function openNoScriptPage(browser: Browser, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(viewport && { viewport }) });
  return { context, page: await context.newPage() };
}

/**
 * Pages hydrate after their first paint, so `load` does not mean "hydrated": after every navigation the test waits
 * until React has hydrated the document (the root sets data-hydrated). Only for tests that must see client-only state
 * before they act; a visitor's taps need no wait (see openPage).
 */
export function waitForHydration(page: Page) {
  const hydrated = () =>
    page
      .waitForFunction(
        () => !document.querySelector('script[type="module"]') || document.documentElement.dataset.hydrated === "true",
        undefined,
        { timeout: 15_000 },
      )
      .then(() => undefined);
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      await hydrated().catch(() => undefined);
      return response;
    };
  }
}

export async function passAgeGate(page: Page) {
  const gate = page.getByRole("dialog", { name: "Are you 18 or older?" });
  await gate.waitFor({ state: "visible", timeout: 10_000 });
  await gate.getByRole("button", { name: "18+" }).click();
  await gate.waitFor({ state: "hidden", timeout: 5_000 });
}

/** A regular desktop Chrome user agent: headless Chromium's own is (rightly) counted as a bot by the analytics. */
export const DESKTOP_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** Waits once for the root's `data-hydrated` mark. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
    timeout: 15_000,
  });
}

/**
 * For a test that walks every public route in one browser page (about fifty loads): ~50 s on a quiet 2-core machine,
 * so the default minute is too close once the machine is loaded. A broken page still fails at its own step.
 */
export const ROUTE_WALK_TIMEOUT_MS = 240_000;
