import { describe, expect, it } from "vitest";
import { baseUrl, browserForFile, DESKTOP_USER_AGENT, openPage } from "./support/browser";
import { signIn } from "./support/admin";

const browser = browserForFile();

describe("first-party analytics in the SEO admin", () => {
  it(
    "shows the page views of 20 browser visits and the LCP their browsers reported",
    { timeout: 180_000 },
    async () => {
      const path = "/games/love-quiz";
      const before = await viewsShown();
      for (let visit = 0; visit < 20; visit++) {
        const { page, context } = await openPage(browser(), { verified: true, userAgent: DESKTOP_USER_AGENT });
        await page.goto(`${baseUrl()}${path}`);
        if (visit < 3) {
          // The reporter loads its library 3 s after the page, later on a loaded machine. Click so LCP is final, then
          // hide the page until the beacon leaves: a hide before the library's listeners are set up sends nothing.
          await page.waitForTimeout(3300);
          await page.mouse.click(5, 200);
          let sent = false;
          const beacon = page
            .waitForRequest((request) => request.url().endsWith("/api/vitals"), { timeout: 20_000 })
            .then(() => (sent = true));
          while (!sent) {
            await page.evaluate(() => {
              Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
              document.dispatchEvent(new Event("visibilitychange"));
              // Visible again between tries: a library that starts on a hidden page ignores what was painted.
              Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
            });
            await Promise.race([beacon, page.waitForTimeout(250)]);
          }
        }
        await context.close();
      }
      const { page, context } = await openPage(browser(), { verified: true });
      await signIn(page, "/admin/seo");
      // The page-view buffer is flushed when the SEO admin loads.
      await page.getByRole("tab", { name: "Analytics" }).click();
      const total = Number((await page.getByTestId("total-views").textContent())!.match(/(\d+) views/)![1]);
      expect(total - before).toBeGreaterThanOrEqual(20);
      expect(await page.getByRole("list", { name: "Top pages" }).getByText(path).count()).toBe(1);
      await page.getByRole("tab", { name: "Overview" }).click();
      const lcp = await page.getByTestId("vital-LCP").first().textContent();
      expect(lcp).toMatch(/\d/);
      await context.close();
    },
  );
});

async function viewsShown(): Promise<number> {
  const { page, context } = await openPage(browser(), { verified: true });
  await signIn(page, "/admin/seo");
  await page.getByRole("tab", { name: "Analytics" }).click();
  const total = Number((await page.getByTestId("total-views").textContent())!.match(/(\d+) views/)![1]);
  await context.close();
  return total;
}
