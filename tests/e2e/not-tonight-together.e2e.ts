import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserForFile } from "./support/browser";
import { confirmBoth, openOurSpaceOnline, safetyWords, SPACE_TEST_LIMITS } from "./support/our-space";
import { openPhone, type Phone } from "./support/phone";
import { startServer, type RunningServer } from "./support/server";

// Issue 48, "Later" kept in Our space when paired: a dare A keeps for later before pairing joins the couple's list on
// pairing, shows on B's Our space and on B's Truth or Dare screen, and once B removes it, it is gone from A's too.
// Two phones at 360×740 with touch, against a server of this file's own.
const PHONE = { width: 360, height: 740, verified: true };

const browser = browserForFile();
let server: RunningServer;
const phones: Phone[] = [];

async function goto(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState("networkidle");
}

beforeAll(async () => {
  server = await startServer(SPACE_TEST_LIMITS);
});

afterAll(async () => {
  for (const opened of phones) await opened.context.close().catch(() => undefined);
  await server?.stop();
});

describe("Saved for later, shared in Our space", () => {
  it("A's card saved before pairing reaches B; B removes it and it leaves A's list", async () => {
    const a = await openPhone(browser(), PHONE);
    const b = await openPhone(browser(), PHONE);
    phones.push(a, b);

    // On A, alone: a dare kept for later.
    await goto(a.page, "/games/truth-or-dare");
    await a.page.getByRole("radio", { name: /^Dare/ }).check();
    await a.page.getByRole("button", { name: "Start Game", exact: true }).tap();
    const question = a.page.getByTestId("tod-question");
    await expect.poll(() => question.getAttribute("data-card-id")).toBeTruthy();
    const id = (await question.getAttribute("data-card-id"))!;
    const text = (await question.textContent())!;
    await a.page.getByRole("button", { name: "Not tonight", exact: true }).tap();
    await a.page.getByRole("button", { name: "Save for later", exact: true }).tap();
    const onA = a.page.locator(`[data-testid='later-item'][data-later-key='truth-or-dare|${id}']`);
    await expect.poll(() => onA.textContent()).toContain(text);
    expect(await a.page.getByTestId("saved-for-later").textContent()).toContain("Kept on this phone only.");

    // A invites, B joins, both confirm the same words.
    await goto(a.page, "/our-space");
    await a.page.getByRole("link", { name: "Pair our phones" }).click();
    await a.page.waitForURL(/\/our-space\/pair$/);
    const link = a.page.getByTestId("pair-link");
    await link.waitFor({ timeout: 15_000 });
    await b.page.goto((await link.getAttribute("href"))!);
    expect(await safetyWords(a.page)).toEqual(await safetyWords(b.page));
    await confirmBoth(a.page, b.page);
    await openOurSpaceOnline([a.page, b.page]);

    // B's Our space lists it as A's; B's own Truth or Dare screen lists it too, shared.
    const spaceCard = b.page.getByTestId("space-later-item").filter({ hasText: text });
    await expect.poll(() => spaceCard.count(), { timeout: 15_000 }).toBe(1);
    expect(await spaceCard.textContent()).toMatch(/Truth or Dare · saved by (your partner|[^·]+) on/);
    await goto(b.page, "/games/truth-or-dare");
    const onB = b.page.locator(`[data-testid='later-item'][data-later-key='truth-or-dare|${id}']`);
    await expect.poll(() => onB.textContent(), { timeout: 15_000 }).toContain(text);
    await expect
      .poll(() => b.page.getByTestId("saved-for-later").textContent())
      .toContain("Shared with your partner in Our space.");

    // B removes it from Our space: it leaves A's list.
    await goto(b.page, "/our-space");
    await b.page
      .getByTestId("space-later-item")
      .filter({ hasText: text })
      .getByRole("button", { name: /Remove from Saved for later/ })
      .tap();
    await goto(a.page, "/games/truth-or-dare");
    await expect.poll(() => onA.count(), { timeout: 20_000 }).toBe(0);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    // Pairing, then two pages on each phone: as long as the other two-phone flows of Our space take.
  }, 240_000);
});
