import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Limits raised for a test server of its own, where every phone shares one address. */
export const SPACE_TEST_LIMITS = {
  SPACE_CONNECTIONS_PER_ADDRESS: "1000",
  SPACE_PAIRINGS_PER_HOUR: "1000",
  SPACE_OPENS_PER_HOUR: "1000",
} as const;

/** The four safety words the pairing screen shows, once it shows them. */
export async function safetyWords(page: Page): Promise<string[]> {
  const list = page.getByTestId("safety-words");
  await list.waitFor({ timeout: 15_000 });
  return (await list.getByRole("listitem").allTextContents()).map((word) => word.trim());
}

/** Once both phones said "They match": each opens Our space and waits until its line is online. */
export async function openOurSpaceOnline(pages: Page[]) {
  for (const page of pages) {
    const open = page.getByRole("link", { name: "Open Our space" });
    await open.waitFor({ timeout: 15_000 });
    await open.click();
    await page.waitForURL(/\/our-space$/);
    await expect
      .poll(() => page.getByTestId("space-status").getAttribute("data-status"), { timeout: 10_000 })
      .toBe("online");
  }
}
