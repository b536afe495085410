import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromBase64Url, spaceCredentials } from "@domain/our-space/crypto";
import { SPACE_ERRORS } from "@domain/our-space/protocol";
import { browserForFile } from "./support/browser";
import {
  answerTwenty,
  confirmBoth,
  openOurSpaceOnline,
  safetyWords,
  SPACE_TEST_LIMITS,
  SWEET_DECK,
} from "./support/our-space";
import { openPhone, type Phone } from "./support/phone";
import { startServer, type RunningServer } from "./support/server";

// Leaving is leaving, on three phones (360x740, touch) against a server of this file's own: A pairs with B, B shares
// a favourite, a note, its nickname and a saved match; A unpairs and pairs with C. C must see nothing of B's, A's
// own shared view must hold nothing of B's, and B's phone must read nothing A or C write afterwards.
const PHONE = { width: 360, height: 740, verified: true };
const LIMITS = SPACE_TEST_LIMITS;
const B_POSITION = { id: "romantic-1", name: "Lotus" };
const A_POSITION = { id: "romantic-2", name: "Spooning" };
const B_NOTE = "Rooftop bar on Friday, then home early";
const B_NAME = "Marigold";
const A_NOTE = "Only for the two of us now";
const NAMES_KEY = "entwine.together.names";
const SPACE_KEY = "entwine:our-space:space";
const [FIRST, SECOND] = SWEET_DECK;

const browser = browserForFile();
let server: RunningServer;
const phones: Phone[] = [];
let a: Phone;
let b: Phone;
let c: Phone;
/** B's space key (base64url) while A and B were paired. */
let oldKey: string;

async function phone(): Promise<Phone> {
  const opened = await openPhone(browser(), PHONE);
  phones.push(opened);
  return opened;
}

async function goto(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
}

const status = (page: Page) => page.getByTestId("space-status");
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).count()) > 0 ? ((await page.getByTestId(testId).textContent()) ?? "") : "";

/** Pairs `inviter` (from /our-space) with `joiner` (opening the link); both confirm the same four words. */
async function pairPhones(inviter: Phone, joiner: Phone) {
  await goto(inviter.page, "/our-space");
  await inviter.page.getByRole("link", { name: "Pair our phones" }).click();
  await inviter.page.waitForURL(/\/our-space\/pair$/);
  const link = inviter.page.getByTestId("pair-link");
  await link.waitFor({ timeout: 15_000 });
  await joiner.page.goto((await link.getAttribute("href"))!);
  const joinerWords = await safetyWords(joiner.page);
  expect(await safetyWords(inviter.page)).toEqual(joinerWords);
  await confirmBoth(inviter.page, joiner.page);
  await openOurSpaceOnline([inviter.page, joiner.page]);
}

async function wantToTry(page: Page, position: { id: string; name: string }) {
  await goto(page, `/positions/${position.id}`);
  await page
    .getByRole("group", { name: `Save ${position.name}` })
    .getByRole("button", { name: "Want to try" })
    .click();
}

/** What the Our space page shows, as text: every section, the status line and the note. */
async function shown(page: Page): Promise<string> {
  const note =
    (await page.getByTestId("space-note-text").count()) > 0
      ? await page.getByTestId("space-note-text").inputValue()
      : "";
  return [await page.locator("main").textContent(), note].join("\n");
}

beforeAll(async () => {
  server = await startServer(LIMITS);
});

afterAll(async () => {
  for (const opened of phones) await opened.context.close().catch(() => undefined);
  await server?.stop();
});

describe("Our space: leaving is leaving", () => {
  it("A and B pair and share: B's favourite, note, nickname and saved match show on A", async () => {
    a = await phone();
    b = await phone();
    await goto(b.page, "/our-space");
    await b.page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [NAMES_KEY, JSON.stringify({ me: B_NAME, partner: "" })],
    );
    await pairPhones(a, b);
    oldKey = (await b.page.evaluate((key) => localStorage.getItem(key), SPACE_KEY))!;
    expect(oldKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await wantToTry(b.page, B_POSITION);
    await goto(b.page, "/our-space");
    await b.page.getByTestId("space-note-text").pressSequentially(B_NOTE, { delay: 10 });

    // A desire match between the two; B keeps its result in Our space.
    await goto(a.page, "/desire-match");
    await a.page.getByLabel("Sweet").check();
    await a.page.getByRole("button", { name: "Start a match" }).click();
    await b.page.goto((await a.page.getByTestId("match-link").textContent())!.trim());
    await Promise.all([answerTwenty(a.page, [FIRST!.id, SECOND!.id], []), answerTwenty(b.page, [FIRST!.id], [])]);
    await b.page.getByRole("heading", { name: "You both said yes" }).waitFor({ timeout: 20_000 });
    await b.page.getByRole("button", { name: "Save for later" }).click();
    await b.page.getByRole("status").filter({ hasText: "Saved to Our space" }).waitFor();

    await goto(a.page, "/our-space");
    await expect.poll(() => text(a.page, "space-partners"), { timeout: 10_000 }).toContain(B_POSITION.name);
    await expect.poll(() => a.page.getByTestId("space-note-text").inputValue(), { timeout: 10_000 }).toBe(B_NOTE);
    await expect.poll(() => text(a.page, "space-matches"), { timeout: 10_000 }).toContain(FIRST!.title);
    await expect.poll(() => status(a.page).textContent(), { timeout: 10_000 }).toContain(B_NAME);
  }, 120_000);

  it("A unpairs: A's shared view keeps only A's own, B's phone shows the space ended", async () => {
    await wantToTry(a.page, A_POSITION);
    await goto(a.page, "/our-space");
    await expect.poll(() => text(a.page, "space-mine"), { timeout: 10_000 }).toContain(A_POSITION.name);
    await goto(b.page, "/our-space");
    await expect.poll(() => status(b.page).getAttribute("data-status"), { timeout: 10_000 }).toBe("online");
    await a.page.getByRole("button", { name: "Unpair" }).click();
    await a.page
      .getByRole("dialog", { name: "Unpair our phones?" })
      .getByRole("button", { name: "Yes, unpair" })
      .click();
    await a.page.getByTestId("space-intro").waitFor({ timeout: 10_000 });
    await b.page.getByTestId("space-ended").waitFor({ timeout: 10_000 });

    const onA = await shown(a.page);
    for (const trace of [B_POSITION.name, B_NOTE, B_NAME, FIRST!.title]) expect(onA, trace).not.toContain(trace);
    expect(await text(a.page, "space-mine")).toContain(A_POSITION.name);
    // The same after a reload: nothing of B's was kept on A's phone.
    await a.page.reload();
    await expect.poll(() => text(a.page, "space-mine"), { timeout: 10_000 }).toContain(A_POSITION.name);
    const reloaded = await shown(a.page);
    for (const trace of [B_POSITION.name, B_NOTE, B_NAME, FIRST!.title]) expect(reloaded, trace).not.toContain(trace);
    expect(await b.page.evaluate((key) => localStorage.getItem(key), SPACE_KEY)).toBeNull();
  });

  it("A pairs with C: C sees A's favourite and nothing of B's", async () => {
    c = await phone();
    await pairPhones(a, c);
    await expect.poll(() => text(c.page, "space-partners"), { timeout: 10_000 }).toContain(A_POSITION.name);
    await c.page.waitForTimeout(1_000);
    const onC = await shown(c.page);
    for (const trace of [B_POSITION.name, B_NOTE, B_NAME, FIRST!.title]) expect(onC, trace).not.toContain(trace);
    expect(await c.page.getByTestId("space-note-text").inputValue()).toBe("");
    expect(await status(c.page).textContent()).toContain("Your partner");
    // Nor on A, now paired with C.
    const onA = await shown(a.page);
    for (const trace of [B_POSITION.name, B_NOTE, B_NAME, FIRST!.title]) expect(onA, trace).not.toContain(trace);
  });

  it("B's phone reads nothing A or C write afterwards, and the old space is gone from the server", async () => {
    await goto(b.page, "/our-space");
    await b.page.getByTestId("space-ended").waitFor({ timeout: 10_000 });
    await a.page.getByTestId("space-note-text").pressSequentially(A_NOTE, { delay: 10 });
    await wantToTry(c.page, B_POSITION);
    await goto(c.page, "/our-space");
    await expect.poll(() => c.page.getByTestId("space-note-text").inputValue(), { timeout: 10_000 }).toBe(A_NOTE);
    await goto(a.page, "/our-space");
    await expect.poll(() => text(a.page, "space-partners"), { timeout: 10_000 }).toContain(B_POSITION.name);

    await b.page.waitForTimeout(2_000);
    expect(await b.page.getByTestId("space-note-text").inputValue()).not.toContain(A_NOTE);
    expect(await text(b.page, "space-partners")).toBe("");
    expect(await text(b.page, "space-favourites")).not.toContain(A_POSITION.name);
    await b.page.reload();
    await b.page.getByTestId("space-ended").waitFor({ timeout: 10_000 });
    expect(await b.page.getByTestId("space-note-text").inputValue()).not.toContain(A_NOTE);

    // The key B held opens a space the server no longer has: nothing to read, nothing to write.
    const { space, access } = spaceCredentials(fromBase64Url(oldKey)!);
    const newKey = (await a.page.evaluate((key) => localStorage.getItem(key), SPACE_KEY))!;
    expect(newKey).not.toBe(oldKey);
    expect(spaceCredentials(fromBase64Url(newKey)!).space).not.toBe(space);
    for (const path of ["/api/our-space/push", "/api/our-space/snapshot"]) {
      const answer = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ space, access, id: "probe-0001", covers: 0, body: "A".repeat(64) }),
      });
      expect(answer.status, path).toBe(404);
      expect(((await answer.json()) as { error: string }).error).toBe(SPACE_ERRORS.missing);
    }
  });
});
