import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DESKTOP_USER_AGENT, launchBrowser, openPage } from "./support/browser";
import { signIn } from "./support/admin";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("first-party analytics in the SEO admin", () => {
  it("shows the page views of 20 browser visits and the LCP their browsers reported", async () => {
    const path = "/games/love-quiz";
    const before = await viewsShown();
    for (let visit = 0; visit < 20; visit++) {
      const { page, context } = await openPage(browser, { verified: true, userAgent: DESKTOP_USER_AGENT });
      await page.goto(`${baseUrl()}${path}`);
      if (visit < 3) {
        // Let the reporter load (it waits 3 s) and click so LCP is final, then hide the page to send the beacon.
        await page.waitForTimeout(3300);
        await page.mouse.click(5, 200);
        const beacon = page.waitForRequest((request) => request.url().endsWith("/api/vitals"), { timeout: 20_000 });
        await page.evaluate(() => {
          Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
          document.dispatchEvent(new Event("visibilitychange"));
        });
        await beacon;
      }
      await context.close();
    }
    const { page, context } = await openPage(browser, { verified: true });
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
  });
});

async function viewsShown(): Promise<number> {
  const { page, context } = await openPage(browser, { verified: true });
  await signIn(page, "/admin/seo");
  await page.getByRole("tab", { name: "Analytics" }).click();
  const total = Number((await page.getByTestId("total-views").textContent())!.match(/(\d+) views/)![1]);
  await context.close();
  return total;
}
