import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserForFile } from "./support/browser";
import { openSpacePhone, pairSpacePhones, SPACE_TEST_LIMITS, type SpacePhone } from "./support/our-space";
import { noSidewaysScroll } from "./support/phone";
import { startServer, type RunningServer } from "./support/server";

// A question a day (#48) on two paired phones at 360x740 against a server of this file's own: both phones get the
// same question; the first answer stays sealed (the partner's phone says only that it is in) until the second is in,
// even when that second answer is written offline; then both phones show both. The answers never reach the server's
// log or its database files in a readable form.
const NAMES_KEY = "entwine.together.names";
const ANSWERS = { a: "Your laugh in the kitchen at midnight", sam: "The blue scarf you wore at the station" };
const SHOTS = process.env.SCREENS_DIR;

const browser = browserForFile();
let server: RunningServer;
const phones: SpacePhone[] = [];

async function phone(): Promise<SpacePhone> {
  const opened = await openSpacePhone(browser());
  phones.push(opened);
  return opened;
}

const goto = (page: Page, where: string) => page.goto(`${server.url}${where}`);
const state = (page: Page) => page.getByTestId("space-daily").getByTestId("daily-state").getAttribute("data-state");

/** Every file under the server's data folder, as text: what someone holding its disk could read. */
function dataFilesText(dir: string): string {
  let text = "";
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) text += dataFilesText(full);
    else text += fs.readFileSync(full).toString("latin1");
  }
  return text;
}

beforeAll(async () => {
  server = await startServer({ ...SPACE_TEST_LIMITS });
});

afterAll(async () => {
  for (const opened of phones) await opened.context.close().catch(() => undefined);
  await server?.stop();
});

describe("Our space: a question a day", () => {
  it("keeps the first answer sealed until the second is in, offline too, then shows both on both phones", async () => {
    const a = await phone();
    const sam = await phone();
    await goto(sam.page, "/our-space");
    await sam.page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [NAMES_KEY, JSON.stringify({ me: "Sam", partner: "" })],
    );
    await pairSpacePhones(server.url, a.page, sam.page);

    // Both phones work out the same question for the day, alone.
    const question = await a.page.getByTestId("daily-question").textContent();
    expect(question).toBeTruthy();
    expect(await sam.page.getByTestId("daily-question").textContent()).toBe(question);

    // A answers: sealed on A's phone; Sam's phone knows only that it is in.
    await a.page.getByTestId("daily-answer").fill(ANSWERS.a);
    await a.page.getByRole("button", { name: "Answer", exact: true }).click();
    await expect.poll(() => state(a.page)).toBe("sealed");
    expect(await a.page.getByTestId("daily-mine").textContent()).toBe(ANSWERS.a);
    await expect
      .poll(() => sam.page.getByTestId("daily-state").textContent(), { timeout: 15_000 })
      .toContain("has answered. Their answer opens once you answer too.");
    expect(await sam.page.getByTestId("space-daily").textContent()).not.toContain(ANSWERS.a);
    if (SHOTS) await sam.page.screenshot({ path: path.join(SHOTS, "daily-waiting.png"), fullPage: true });

    // Sam answers offline: Sam's own answer shows, A's stays sealed until the phones meet again.
    await sam.offline(true);
    await sam.page.getByTestId("daily-answer").fill(ANSWERS.sam);
    await sam.page.getByRole("button", { name: "Answer", exact: true }).click();
    await expect.poll(() => state(sam.page)).toBe("sealed");
    expect(await sam.page.getByTestId("space-daily").textContent()).not.toContain(ANSWERS.a);
    expect(await a.page.getByTestId("space-daily").textContent()).not.toContain(ANSWERS.sam);

    await sam.offline(false);
    await goto(sam.page, "/our-space");
    for (const { page } of [a, sam]) await expect.poll(() => state(page), { timeout: 20_000 }).toBe("revealed");
    expect(await a.page.getByTestId("daily-partner").textContent()).toBe(ANSWERS.sam);
    expect(await sam.page.getByTestId("daily-partner").textContent()).toBe(ANSWERS.a);
    expect(await a.page.getByTestId("space-daily").textContent()).toContain("Sam");
    await noSidewaysScroll(a.page, "Our space with both answers shown");
    if (SHOTS) await a.page.screenshot({ path: path.join(SHOTS, "daily-revealed.png"), fullPage: true });

    // Nothing of either answer in the server's log, nor readable anywhere on its disk.
    for (const answer of Object.values(ANSWERS)) {
      expect(server.output()).not.toContain(answer);
      expect(dataFilesText(server.dataDir)).not.toContain(answer);
    }
  }, 180_000);
});
