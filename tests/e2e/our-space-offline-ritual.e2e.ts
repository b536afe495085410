import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYMOON_IDEAS } from "@content/guides/bucket-lists";
import { browserForFile } from "./support/browser";
import { reportRegularQuota, storedPaths } from "./support/offline";
import {
  firstPosition,
  localDayIn,
  openSpacePhone,
  pairSpacePhones,
  SPACE_TEST_LIMITS,
  type SpacePhone,
} from "./support/our-space";
import { startServer, type RunningServer } from "./support/server";

// The ritual of #48 with the network down, at 360x740 with touch, against a server of this file's own. Every phone
// reports a regular window's storage quota, so the service worker installs as on a visitor's phone.
// Paired: a plan made on a phone that is offline shows there at once and reaches the partner once the line is back;
// "How was it?" answered offline files the plan on both phones after reconnecting; a card saved for later offline
// lands in Our space on both. Alone: Plan it and "Save for later" work with no network at all.
const FAVOURITES_KEY = "entwine:position-favourites";
const DAY_MS = 86_400_000;

const browser = browserForFile();
let server: RunningServer;
const phones: SpacePhone[] = [];

async function phone(): Promise<SpacePhone> {
  const opened = await openSpacePhone(browser());
  await reportRegularQuota(opened.context);
  phones.push(opened);
  return opened;
}

const goto = (page: Page, where: string) => page.goto(`${server.url}${where}`);
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).count()) ? ((await page.getByTestId(testId).first().textContent()) ?? "") : "";
const lineStatus = (page: Page) => page.getByTestId("space-status").getAttribute("data-status");

/** Waits until the service worker controls the page and has stored the site's shell, as after a first visit. */
async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(async () => (await storedPaths(page)).length, { timeout: 30_000 }).toBeGreaterThan(0);
}

/** Truth or Dare, a dare drawn, "Not tonight", "Save for later": the card's id and words. */
async function saveADareForLater(page: Page): Promise<{ id: string; words: string }> {
  await page.getByRole("radio", { name: /^Dare/ }).check();
  await page.getByRole("button", { name: "Start Game", exact: true }).tap();
  const question = page.getByTestId("tod-question");
  await expect.poll(() => question.getAttribute("data-card-id")).toBeTruthy();
  const id = (await question.getAttribute("data-card-id"))!;
  const words = (await question.textContent())!;
  await page.getByRole("button", { name: "Not tonight", exact: true }).tap();
  await page.getByRole("button", { name: "Save for later", exact: true }).tap();
  return { id, words };
}

/** The phone's page and console errors, less the browser's own notes that a request found no network. */
const realErrors = (opened: SpacePhone) =>
  opened.errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/.test(error));

const laterOnGame = (page: Page, id: string) =>
  page.locator(`[data-testid='later-item'][data-later-key='truth-or-dare|${id}']`);

beforeAll(async () => {
  server = await startServer({ ...SPACE_TEST_LIMITS });
});

afterAll(async () => {
  for (const opened of phones) await opened.context.close().catch(() => undefined);
  await server?.stop();
});

describe("Our space's ritual, offline", () => {
  it("a plan made offline shows at once and reaches the partner once back; How was it? answered offline files it on both", async () => {
    const a = await phone();
    const b = await phone();
    await pairSpacePhones(server.url, a.page, b.page);

    // Both want to try the same position: it shows in both phones' "we both want to try".
    const position = await firstPosition(a.page, server.url);
    for (const { page } of [a, b]) {
      await goto(page, "/our-space");
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [FAVOURITES_KEY, JSON.stringify({ want: [position.id], loved: [] })],
      );
      await goto(page, "/our-space");
    }
    for (const { page } of [a, b]) {
      await expect.poll(() => text(page, "space-both-want"), { timeout: 20_000 }).toContain(position.name);
      await expect.poll(() => lineStatus(page), { timeout: 20_000 }).toBe("online");
    }
    await workerReady(a.page);

    // A loses the network, then plans the evening after tomorrow at 21:00: A's Our space shows it at once.
    await a.offline(true);
    await expect.poll(() => lineStatus(a.page), { timeout: 20_000 }).not.toBe("online");
    const evening = await localDayIn(a.page, 2);
    await a.page
      .getByTestId("space-both-want")
      .getByRole("button", { name: `Plan it: ${position.name}` })
      .tap();
    await a.page.getByTestId("plan-form").waitFor({ timeout: 15_000 });
    await a.page.getByTestId("plan-date").fill(evening);
    await a.page.getByTestId("plan-time").fill("21:00");
    await a.page.getByTestId("plan-save").tap();
    await a.page.getByTestId("plan-saved").waitFor();
    await a.page.getByRole("button", { name: "Done" }).tap();
    await expect.poll(() => text(a.page, "space-plans")).toContain(`Planned: ${position.name}`);
    expect(await text(a.page, "space-plans")).toContain("21:00");

    // B, online all along, has not heard of it while A is cut off.
    await b.page.waitForTimeout(2_000);
    expect(await text(b.page, "space-plans")).not.toContain(position.name);

    // A's line comes back by itself: the plan reaches B's open Our space without a reload.
    await a.offline(false);
    await expect.poll(() => lineStatus(a.page), { timeout: 30_000 }).toBe("online");
    await expect.poll(() => text(b.page, "space-plans"), { timeout: 30_000 }).toContain(`Planned: ${position.name}`);
    expect(await text(b.page, "space-plans")).toContain("21:00");

    // The day after the evening, on both phones' own clocks: "How was it?" on both.
    const after = new Date(Date.now() + 3 * DAY_MS);
    for (const { page } of [a, b]) {
      await page.clock.setFixedTime(after);
      await goto(page, "/our-space");
      await page.getByTestId("plan-ask").waitFor({ timeout: 20_000 });
      await expect.poll(() => lineStatus(page), { timeout: 20_000 }).toBe("online");
    }

    // B answers offline, "Loved it": B files it at once; A, online, still asks until B's line is back.
    await b.offline(true);
    await expect.poll(() => lineStatus(b.page), { timeout: 20_000 }).not.toBe("online");
    await b.page.getByTestId("plan-answer-loved").tap();
    await expect.poll(() => b.page.getByTestId("plan-ask").count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => text(b.page, "space-mine"), { timeout: 20_000 }).toMatch(/Loved it/);
    await a.page.waitForTimeout(2_000);
    expect(await a.page.getByTestId("plan-ask").count()).toBe(1);

    await b.offline(false);
    await expect.poll(() => lineStatus(b.page), { timeout: 30_000 }).toBe("online");
    await expect.poll(() => a.page.getByTestId("plan-ask").count(), { timeout: 30_000 }).toBe(0);
    for (const { page } of [a, b]) {
      await expect.poll(() => text(page, "space-mine"), { timeout: 20_000 }).toMatch(/Loved it/);
      expect(await text(page, "space-mine")).toContain(position.name);
      expect(await text(page, "space-plans")).not.toContain(`Planned: ${position.name}`);
    }
    expect(realErrors(a)).toEqual([]);
    expect(realErrors(b)).toEqual([]);
  }, 300_000);

  it("a card saved for later offline on a paired phone lands in Our space on both phones once back", async () => {
    const a = await phone();
    const b = await phone();
    await pairSpacePhones(server.url, a.page, b.page);
    await goto(a.page, "/games/truth-or-dare");
    await workerReady(a.page);

    await a.offline(true);
    const card = await saveADareForLater(a.page);
    await expect.poll(() => laterOnGame(a.page, card.id).textContent()).toContain(card.words);
    // B's Our space, open and online, has not heard of it yet.
    const onB = b.page.getByTestId("space-later-item").filter({ hasText: card.words });
    await b.page.waitForTimeout(2_000);
    expect(await onB.count()).toBe(0);

    await a.offline(false);
    await expect.poll(() => onB.count(), { timeout: 30_000 }).toBe(1);
    await goto(a.page, "/our-space");
    await expect
      .poll(() => a.page.getByTestId("space-later-item").filter({ hasText: card.words }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(realErrors(a)).toEqual([]);
    expect(realErrors(b)).toEqual([]);
  }, 240_000);

  it("on one phone alone, Plan it and Save for later work with the network down", async () => {
    const alone = await phone();
    // A phone alone that has opened Our space before, since its worker came in (which stores the pages it serves).
    await goto(alone.page, "/our-space");
    await workerReady(alone.page);
    await goto(alone.page, "/our-space");
    await alone.page.getByRole("link", { name: "Pair our phones" }).waitFor({ timeout: 15_000 });
    await goto(alone.page, "/games/truth-or-dare");

    // Truth or Dare open, then the network gone: a dare saved for later, kept on this phone.
    await alone.offline(true);
    const card = await saveADareForLater(alone.page);
    await expect.poll(() => laterOnGame(alone.page, card.id).textContent()).toContain(card.words);
    expect(await alone.page.getByTestId("saved-for-later").textContent()).toContain("Kept on this phone only.");

    // The bucket list open, then the network gone: an idea planned for this week.
    await alone.offline(false);
    const idea = HONEYMOON_IDEAS[1]!;
    await goto(alone.page, "/games/honeymoon-bucket-list");
    const planIt = alone.page.getByRole("button", { name: `Plan it: ${idea.title}` });
    await planIt.waitFor({ timeout: 15_000 });
    await alone.offline(true);
    await planIt.tap();
    await alone.page.getByTestId("plan-form").waitFor({ timeout: 15_000 });
    await alone.page.getByTestId("plan-week").check();
    await alone.page.getByTestId("plan-save").tap();
    await alone.page.getByTestId("plan-saved").waitFor();
    expect(await text(alone.page, "plan-saved")).toContain("this week");

    // Still offline, its link opens Our space, which lists the plan and the card kept for later.
    await alone.page.getByTestId("plan-saved").getByRole("link", { name: "Our space" }).tap();
    await alone.page.waitForURL(/\/our-space$/);
    await expect.poll(() => text(alone.page, "space-plans"), { timeout: 20_000 }).toContain(`Planned: ${idea.title}`);
    expect(realErrors(alone)).toEqual([]);
  }, 180_000);
});
