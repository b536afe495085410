import { describe, expect, it } from "vitest";
import { baseUrl, browserForFile, openPage } from "./support/browser";

// Pages stored by the rendered-page cache are sent to many visitors without a nonce: their inline scripts are
// allowed by hash. A page served from the cache must still run (no CSP refusal) and navigate on the client.
const browser = browserForFile();

describe("a page from the rendered-page cache", () => {
  it("runs its scripts under a hash-based policy and navigates on the client", async () => {
    const first = await openPage(browser(), { verified: true });
    await first.page.goto(`${baseUrl()}/faq`);
    await first.context.close();

    const { page, context, consoleErrors } = await openPage(browser(), { verified: true });
    const policies: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "document")
        policies.push(response.headers()["content-security-policy"] ?? "");
    });
    await page.goto(`${baseUrl()}/faq`);
    await page.waitForLoadState("networkidle");
    expect(policies[0]).toMatch(/script-src 'self' 'sha256-/);
    expect(policies[0]).not.toContain("'nonce-");
    const documents = policies.length;
    await page.locator('a[href="/games"]').first().click();
    await page.waitForURL(/\/games$/);
    expect(policies.length).toBe(documents);
    expect(consoleErrors.filter((message) => /Content Security Policy|Refused/.test(message))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
