import { describe, expect, it } from "vitest";
import { baseUrl, browserForFile, openPage } from "./support/browser";
import { openTruthOrDareFromGames, reportRegularQuota, storedPaths } from "./support/offline";

// After a first visit, the games, guides, love-language explorer, custom poster and saved positions open and play
// with the network off: the service worker stores them when it installs.
const browser = browserForFile();

describe("offline play", () => {
  it("opens and plays every stored page with the network off, but never admin pages", async () => {
    const { page, context } = await openPage(browser(), { verified: true, viewport: { width: 390, height: 844 } });
    await reportRegularQuota(context);
    await page.goto(`${baseUrl()}/`);
    await page.waitForLoadState("load");
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Wait until the worker has stored what it precaches.
    await expect
      .poll(
        async () => {
          const keys = await storedPaths(page);
          return (
            [
              "/games/passion-dice",
              "/games/truth-or-dare.data",
              "/love-language-explorer",
              "/positions/custom-poster",
              "/positions/saved",
              "/romantic-guides",
            ].every((path) => keys.includes(path)) &&
            keys.some((path) => /\/truth-or-dare-words-[\w-]+\.js$/.test(path))
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await page.goto(`${baseUrl()}/games/passion-dice`);
    const roll = page.getByRole("button", { name: "Roll for Passion" });
    await roll.waitFor();
    await roll.click();
    await page.getByRole("button", { name: "Roll for Passion" }).waitFor({ timeout: 5_000 });
    expect(await page.getByText(/Roll 1/).count()).toBeGreaterThan(0);

    // A client-side move to another game uses the stored route data.
    await openTruthOrDareFromGames(page, "click");
    // Its words come in a file of their own after hydration: stored too, so a card is drawn offline.
    await page.getByRole("button", { name: "Start Game" }).click();
    const question = page.getByTestId("tod-question");
    await question.waitFor({ timeout: 10_000 });
    expect((await question.innerText()).trim().length).toBeGreaterThan(20);

    for (const path of [
      "/love-language-explorer",
      "/romantic-guides",
      "/positions/custom-poster",
      "/positions/saved",
    ]) {
      const response = await page.goto(`${baseUrl()}${path}`);
      expect(response?.ok(), path).toBe(true);
    }
    const admin = await page.goto(`${baseUrl()}/admin`).catch(() => null);
    expect(admin === null || !admin.ok()).toBe(true);
    await context.setOffline(false);
    await context.close();
  });
});
