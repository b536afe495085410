import type { Browser, Page, WebSocketRoute } from "playwright-core";
import { expect } from "vitest";
import { desireDeck } from "@domain/desire-match/deck";
import { openPhone, type Phone } from "./phone";

/** A phone whose line the test can cut: its live sockets close and new ones are refused, and HTTP is blocked. */
export interface SpacePhone extends Phone {
  offline(value: boolean): Promise<void>;
}

/** Opens a 360x740 touch phone past the age question, with its Our space socket routed so the test can cut it. */
export async function openSpacePhone(browser: Browser): Promise<SpacePhone> {
  const opened = await openPhone(browser, { width: 360, height: 740, verified: true });
  let cut = false;
  const open = new Set<WebSocketRoute>();
  await opened.context.routeWebSocket(/\/api\/our-space\/socket/, (route) => {
    if (cut) return route.close({ code: 1001, reason: "offline" });
    const upstream = route.connectToServer();
    open.add(route);
    route.onClose(() => {
      open.delete(route);
      void upstream.close().catch(() => undefined);
    });
    upstream.onClose(() => void route.close().catch(() => undefined));
  });
  return {
    ...opened,
    async offline(value) {
      cut = value;
      await opened.context.setOffline(value);
      if (value)
        for (const route of [...open]) await route.close({ code: 1001, reason: "offline" }).catch(() => undefined);
    },
  };
}

/** Limits raised for a test server of its own, where every phone shares one address. */
export const SPACE_TEST_LIMITS = {
  SPACE_CONNECTIONS_PER_ADDRESS: "1000",
  SPACE_PAIRINGS_PER_HOUR: "1000",
  SPACE_OPENS_PER_HOUR: "1000",
  SPACE_OPENS_FREE_PER_HOUR: "1000",
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

/** The desire match's sweet deck, as the tests play it. */
export const SWEET_DECK = desireDeck("sweet");

/** Answers the desire match's first 20 cards (yes to `yes`, maybe to `maybe`, no to the rest), then compares. */
export async function answerTwenty(page: Page, yes: string[], maybe: string[]) {
  const ids = new Map(SWEET_DECK.map((card) => [card.title, card.id]));
  for (let answered = 0; answered < 20; answered++) {
    const card = page.getByTestId("match-card");
    await card.waitFor({ timeout: 10_000 });
    const id = ids.get((await card.textContent())!.trim())!;
    const progress = await page.getByTestId("match-progress").textContent();
    await page.keyboard.press(yes.includes(id) ? "y" : maybe.includes(id) ? "m" : "n");
    await expect.poll(() => page.getByTestId("match-progress").textContent()).not.toBe(progress);
  }
  await page.getByRole("button", { name: "Stop here and compare" }).click();
}

/** "They match" on the inviter first: it waits for its partner, and says so, until the joiner confirms too. */
export async function confirmBoth(inviter: Page, joiner: Page) {
  await inviter.getByRole("button", { name: "They match" }).click();
  await inviter.getByText("Waiting for your partner to confirm the words…").waitFor({ timeout: 10_000 });
  // Nothing is paired on one tap: a moment later the inviter still waits.
  await inviter.waitForTimeout(1_500);
  expect(await inviter.getByText("Your phones are paired").count()).toBe(0);
  expect(await inviter.getByTestId("pair-step").getAttribute("data-step")).toBe("waiting");
  await joiner.getByRole("button", { name: "They match" }).click();
}

/**
 * Pairs two phones as a couple would: `inviter` opens Our space at `url` and asks to pair, `joiner` opens the link,
 * both see the same four words and confirm them, then each opens Our space and waits until its line is online.
 */
export async function pairSpacePhones(url: string, inviter: Page, joiner: Page) {
  await inviter.goto(`${url}/our-space`);
  await inviter.getByRole("link", { name: "Pair our phones" }).click();
  await inviter.waitForURL(/\/our-space\/pair$/);
  const link = inviter.getByTestId("pair-link");
  await link.waitFor({ timeout: 15_000 });
  await joiner.goto((await link.getAttribute("href"))!);
  expect(await safetyWords(joiner)).toEqual(await safetyWords(inviter));
  await confirmBoth(inviter, joiner);
  await openOurSpaceOnline([inviter, joiner]);
}

/** The phone's own date in `days` days, as a date input takes it. */
export const localDayIn = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const when = new Date(Date.now() + offset);
    const pad = (value: number) => String(value).padStart(2, "0");
    return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`;
  }, days * 86_400_000);

/** The first position of the catalogue's first page (on the server at `url`): its id and its name. */
export async function firstPosition(page: Page, url: string): Promise<{ id: string; name: string }> {
  await page.goto(`${url}/positions`);
  const group = page.getByRole("group", { name: /^Save / }).first();
  await group.waitFor({ timeout: 15_000 });
  const name = (await group.getAttribute("aria-label"))!.replace(/^Save /, "");
  const card = group.locator("xpath=ancestor::article[1]");
  const href = (await card.locator('h3 a[href^="/positions/"]').getAttribute("href"))!;
  return { id: href.replace(/^\/positions\//, ""), name };
}
