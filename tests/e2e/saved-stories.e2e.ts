import { describe, expect, it } from "vitest";
import { baseUrl, browserForFile, openPage } from "./support/browser";

const browser = browserForFile();

describe("saved stories", () => {
  it("lists a story saved from the reader, on this device only, and removes it", async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/medium-blogs/saved`);
    await page.getByTestId("saved-empty").waitFor();

    await page.goto(`${baseUrl()}/medium-blogs`);
    const first = page.locator("main a[href^='/blog/']").first();
    const href = (await first.getAttribute("href"))!;
    await page.goto(`${baseUrl()}${href}`);
    const title = (await page.locator("h1").first().textContent())!.trim();
    await page.getByRole("button", { name: /Save/ }).click();
    await expect.poll(() => page.getByRole("button", { name: /Save/ }).getAttribute("aria-pressed")).toBe("true");

    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl()}/medium-blogs/saved`);
    const list = page.getByTestId("saved-list");
    await list.waitFor();
    expect(await list.getByRole("link").first().textContent()).toBe(title);
    expect(await list.getByRole("link").first().getAttribute("href")).toBe(href);
    // Nothing about the saved list is asked of the server.
    expect(requests.filter((path) => path.startsWith("/api/"))).toEqual([]);

    await page.getByRole("button", { name: `Remove “${title}” from saved stories` }).click();
    await page.getByTestId("saved-empty").waitFor();
    await page.reload();
    await page.getByTestId("saved-empty").waitFor();
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});
