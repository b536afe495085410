import { describe, expect, it } from "vitest";
import { baseUrl, browserForFile, hydrated, openPage } from "./support/browser";

// A page left open across a deploy asks for code that is gone. Vite reports it as `vite:preloadError`: the page
// reloads once to get the new version; failing again right after that reload, it shows the spec's Loading Error.
const browser = browserForFile();

describe("code that fails to load", () => {
  it("reloads the page once, then shows Loading Error if it fails again", async () => {
    const { page, context } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/games`);
    await page.waitForLoadState("load");
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));

    const reloaded = page.waitForEvent("load");
    await page.evaluate(() => window.dispatchEvent(new Event("vite:preloadError")));
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)).toBe(
      false,
    );
    // The reloaded page loaded fine, so the mark is gone: a later deploy may reload again.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("entwine:reloaded"))).toBeNull();

    // As if the reload itself had just happened and the code is still missing.
    await page.evaluate(() => {
      sessionStorage.setItem("entwine:reloaded", "1");
      window.dispatchEvent(new Event("vite:preloadError"));
    });
    const alert = page.getByRole("alert");
    await alert.getByRole("heading", { name: "Loading Error" }).waitFor();
    expect(await alert.textContent()).toContain(
      "There was an error loading the application. Please refresh the page or try again later.",
    );
    await context.close();
  });

  it("keeps Loading Error on screen when the code fails while the page is still being hydrated", async () => {
    const { page, context } = await openPage(browser(), { verified: true, waitForHydration: false });
    // Until the entry module listens, the event goes unheard: it is sent every few milliseconds until the page shows
    // the error, noting whether React had finished hydrating by then.
    await context.addInitScript(() => {
      const timer = setInterval(() => {
        if (document.querySelector('[role="alert"] h1')?.textContent === "Loading Error") {
          clearInterval(timer);
          const hydrated = document.documentElement.dataset.hydrated === "true";
          (window as unknown as { shownBeforeHydration: boolean }).shownBeforeHydration = !hydrated;
          return;
        }
        // As if this page were the reload, and its code were still missing.
        sessionStorage.setItem("entwine:reloaded", "1");
        window.dispatchEvent(new Event("vite:preloadError"));
      }, 2);
    });
    await page.goto(`${baseUrl()}/games`);
    await hydrated(page);
    expect(
      await page.evaluate(() => (window as unknown as { shownBeforeHydration?: boolean }).shownBeforeHydration),
    ).toBe(true);
    const alert = page.getByRole("alert");
    await alert.getByRole("heading", { name: "Loading Error" }).waitFor({ timeout: 5_000 });
    expect(await page.getByRole("heading", { name: "Loading Error" }).count()).toBe(1);
    await context.close();
  });
});
