import fs from "node:fs";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserForFile } from "./support/browser";
import { refuseWebSockets } from "./support/network";
import { confirmBoth, openOurSpaceOnline, safetyWords, SPACE_TEST_LIMITS } from "./support/our-space";
import { noSidewaysScroll, openPhone, type Phone } from "./support/phone";
import { startServer, type RunningServer } from "./support/server";

// More of "Our space" on phones (360x740, touch), against a server of this file's own: a partner whose network
// cannot open WebSockets (the event stream and POST carry everything), the journey shared from the poster, and an
// export read back into a fresh phone with its recovery code. tests/e2e/our-space.e2e.ts has the rest.
const PHONE = { width: 360, height: 740, verified: true };
const LIMITS = SPACE_TEST_LIMITS;
const POSITION = { id: "romantic-1", name: "Lotus" };
const NOTE = "Dinner at the little Greek place, Friday";
const IMPORT_REFUSED = "That file and code do not open together. Check the code and try again.";
const RECOVERY_CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

const browser = browserForFile();
let server: RunningServer;
const phones: Phone[] = [];
/** A pairs with B; B has no WebSocket. */
let a: Phone;
let b: Phone;
/** What B asked of /api/our-space, as "METHOD /path", from its first page on. */
const bRequests: string[] = [];
/** A's export: the file as downloaded and the code the screen showed. */
let exported: { path: string; text: string; code: string };

async function phone(options: { noWebSocket?: boolean } = {}): Promise<Phone> {
  const opened = await openPhone(browser(), PHONE);
  if (options.noWebSocket) await refuseWebSockets(opened.context);
  phones.push(opened);
  return opened;
}

async function goto(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
}

const status = (page: Page) => page.getByTestId("space-status");

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

/** The ids of the positions of this phone's journey, day by day. */
function journeyIds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (
      JSON.parse(window.localStorage.getItem("journey_slots") ?? "[]") as Array<{
        scratchPosition: { id: string } | null;
      }>
    ).map((slot) => slot.scratchPosition?.id ?? ""),
  );
}

/** Everything the phone keeps in localStorage, key by key. */
function everything(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
}

/** The element is inside the phone's screen as it is scrolled now. */
async function inView(element: Locator) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
}

beforeAll(async () => {
  server = await startServer(LIMITS);
});

afterAll(async () => {
  for (const opened of phones) await opened.context.close().catch(() => undefined);
  await server?.stop();
});

describe("Our space: the fallback line, the journey, export and import", () => {
  it("pairs A with B, whose network has no WebSocket: B's line is the event stream", async () => {
    a = await phone();
    b = await phone({ noWebSocket: true });
    b.context.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/our-space/")) bRequests.push(`${request.method()} ${url.pathname}`);
    });
    const bSockets: string[] = [];
    b.page.on("websocket", (socket) => bSockets.push(socket.url()));
    await pairPhones(a, b);
    // Each phone sees the other online: B's presence reaches A through the event stream.
    await expect.poll(() => status(a.page).textContent(), { timeout: 10_000 }).toMatch(/is online too/);
    await expect.poll(() => status(b.page).textContent(), { timeout: 10_000 }).toMatch(/is online too/);
    expect(bRequests).toContain("GET /api/our-space/events");
    expect(bSockets).toEqual([]);
  });

  it("a favourite A saves shows on B (the event stream)", async () => {
    await goto(b.page, "/our-space");
    await expect.poll(() => status(b.page).getAttribute("data-status"), { timeout: 10_000 }).toBe("online");
    await goto(a.page, `/positions/${POSITION.id}`);
    await a.page
      .getByRole("group", { name: `Save ${POSITION.name}` })
      .getByRole("button", { name: "Want to try" })
      .click();
    await expect
      .poll(() => b.page.getByTestId("space-partners").textContent(), { timeout: 10_000 })
      .toContain(POSITION.name);
  });

  it("the note typed on B shows on A (B's changes go by POST)", async () => {
    await goto(a.page, "/our-space");
    await expect.poll(() => status(a.page).getAttribute("data-status"), { timeout: 10_000 }).toBe("online");
    const pushesBefore = bRequests.filter((entry) => entry === "POST /api/our-space/push").length;
    await b.page.getByTestId("space-note-text").pressSequentially(NOTE, { delay: 10 });
    await expect.poll(() => a.page.getByTestId("space-note-text").inputValue(), { timeout: 10_000 }).toBe(NOTE);
    expect(bRequests.filter((entry) => entry === "POST /api/our-space/push").length).toBeGreaterThan(pushesBefore);
    // A calls B's note B's.
    await expect
      .poll(() => a.page.getByTestId("space-note").textContent(), { timeout: 10_000 })
      .toContain("Last written by");
  });

  it("shares the journey: A plans one, reveals day 1; B's Our space and B's own poster show day 1 revealed", async () => {
    await goto(a.page, "/");
    await a.page.locator("#planner").scrollIntoViewIfNeeded();
    await a.page.getByRole("button", { name: "Generate Journey" }).tap();
    const cards = a.page.getByTestId("journey-card");
    await cards.nth(5).waitFor({ timeout: 15_000 });
    const firstName = (await cards.first().textContent())!.replace(/^\d+/, "").trim();
    await a.page.getByRole("link", { name: "Make It Our Poster" }).tap();
    await a.page.waitForURL(/\/positions\/custom-poster\?journey=/, { timeout: 15_000 });
    await a.page.getByText("This journey is on your poster below.").waitFor({ timeout: 10_000 });
    await a.page.getByRole("button", { name: "Reveal Day 1" }).tap();
    await a.page.getByRole("dialog", { name: firstName }).waitFor({ timeout: 10_000 });
    await a.page.keyboard.press("Escape");
    await a.page.getByText("Day 1 ✓").waitFor({ timeout: 10_000 });
    const ids = await journeyIds(a.page);
    expect(ids).toHaveLength(7);

    await goto(b.page, "/our-space");
    await expect
      .poll(() => b.page.getByTestId("space-journey-days").textContent(), { timeout: 10_000 })
      .toMatch(/^1 of 7 days revealed · last saved by /);
    await noSidewaysScroll(b.page, "/our-space with a journey");
    // B's own journey page is the same journey at the same day.
    await b.page.getByRole("link", { name: "Open the journey" }).click();
    await b.page.waitForURL(/\/positions\/custom-poster$/);
    const revealed = b.page.getByRole("button", { name: /Day 1 ✓/ });
    await revealed.waitFor({ timeout: 10_000 });
    expect(await revealed.textContent()).toContain(firstName);
    expect(await b.page.getByRole("button", { name: /Reveal Day/ }).count()).toBe(0);
    await b.page.getByRole("heading", { name: "Come Back Tomorrow", exact: true }).waitFor({ timeout: 10_000 });
    expect(await journeyIds(b.page)).toEqual(ids);
  });

  it("exports A's space as an encrypted file with a recovery code shown once", async () => {
    await goto(a.page, "/our-space");
    await expect.poll(() => a.page.getByTestId("space-note-text").inputValue(), { timeout: 10_000 }).toBe(NOTE);
    const [download] = await Promise.all([
      a.page.waitForEvent("download", { timeout: 10_000 }),
      a.page.getByRole("button", { name: "Export our space" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^our-space-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await download.path();
    const text = fs.readFileSync(path, "utf8");
    const code = (await a.page.getByTestId("space-recovery-code").textContent())!.trim();
    expect(code).toMatch(RECOVERY_CODE);
    exported = { path, text, code };
    // Sealed: nothing of the couple is readable in the file, nor the code.
    expect(JSON.parse(text)).toMatchObject({ v: 1, kind: "entwine-our-space" });
    for (const secret of [NOTE, "Greek", POSITION.id, POSITION.name, code, code.replaceAll("-", "")])
      expect(text.toLowerCase(), secret).not.toContain(secret.toLowerCase());
    await a.page.getByRole("button", { name: "I have kept it" }).click();
    await a.page.getByTestId("space-recovery").waitFor({ state: "detached" });
  });

  it("imports the file into a fresh, unpaired phone C: a wrong code changes nothing; the right one brings A's space", async () => {
    const c = await phone();
    await goto(c.page, "/our-space");
    await c.page.getByTestId("space-intro").waitFor({ timeout: 10_000 });
    await c.page.getByRole("button", { name: "Import", exact: true }).click();
    await c.page.getByTestId("space-import-file").setInputFiles(exported.path);

    // One character off: a well-formed code that is not the file's.
    const last = exported.code.at(-1)!;
    const wrong = `${exported.code.slice(0, -1)}${last === "7" ? "8" : "7"}`;
    await c.page.waitForTimeout(300);
    const before = await everything(c.page);
    await c.page.getByLabel("Recovery code").fill(wrong);
    await c.page.getByRole("button", { name: "Import into Our space" }).click();
    const refused = c.page.getByRole("alert").filter({ hasText: IMPORT_REFUSED });
    await refused.waitFor({ timeout: 10_000 });
    await inView(refused);
    expect(await c.page.getByTestId("space-partners").count()).toBe(0);
    expect(await c.page.getByTestId("space-favourites").textContent()).not.toContain(POSITION.name);
    expect(await c.page.getByTestId("space-note-text").inputValue()).toBe("");
    expect(await everything(c.page)).toEqual(before);

    // The right code, typed as a person might (lower case, spaces for dashes).
    await c.page.getByLabel("Recovery code").fill(exported.code.toLowerCase().replaceAll("-", " "));
    await c.page.getByRole("button", { name: "Import into Our space" }).click();
    await c.page
      .getByRole("status")
      .filter({ hasText: "Imported: the file is merged into Our space." })
      .waitFor({ timeout: 10_000 });
    await expect
      .poll(() => c.page.getByTestId("space-favourites").textContent(), { timeout: 10_000 })
      .toContain(POSITION.name);
    await expect.poll(() => c.page.getByTestId("space-note-text").inputValue(), { timeout: 10_000 }).toBe(NOTE);
    await expect
      .poll(() => c.page.getByTestId("space-journey-days").textContent(), { timeout: 10_000 })
      .toContain("1 of 7 days revealed");
    // Still this phone's own: no pairing came with the file, and it stays after a reload.
    await c.page.getByTestId("space-intro").waitFor();
    await c.page.reload();
    await expect.poll(() => c.page.getByTestId("space-note-text").inputValue(), { timeout: 10_000 }).toBe(NOTE);
    await noSidewaysScroll(c.page, "/our-space after an import");
  });
});
