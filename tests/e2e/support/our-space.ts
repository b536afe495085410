import type { Page } from "playwright-core";

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
