import { describe, expect, it } from "vitest";
import { AGE_COOKIE_NAME } from "@domain/auth/age-cookie";
import { sitePages } from "@domain/seo/site-pages";
import { baseUrl, browserForFile, openPage, passAgeGate } from "./support/browser";

const browser = browserForFile();

describe("privacy", () => {
  it("walks every public route without a request to another host, and sets no cookie but the session-only age answer", async () => {
    const { page, context, foreignRequests } = await openPage(browser());
    await page.goto(`${baseUrl()}/`);
    await passAgeGate(page);
    for (const { path } of sitePages) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForLoadState("load");
      // Interact a little so lazy code and images load too.
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(100);
    }
    // Let the Web Vitals reporter (which waits 3 s) run and send its beacon to the site itself.
    await page.waitForTimeout(3500);
    await page.goto(`${baseUrl()}/games`);
    expect(foreignRequests).toEqual([]);
    // The only cookie is the age answer, so it holds in every tab: it says nothing but "18", ends with the browser
    // session (no expiry) and is never sent to another site.
    const cookies = await context.cookies();
    expect(cookies.map(({ name, value, expires, sameSite }) => ({ name, value, expires, sameSite }))).toEqual([
      { name: AGE_COOKIE_NAME, value: "18", expires: -1, sameSite: "Lax" },
    ]);
    await context.close();
  });
});
