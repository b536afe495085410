import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserForFile } from "./support/browser";
import { pairSpacePhones, SPACE_TEST_LIMITS } from "./support/our-space";
import { openPhone, type Phone } from "./support/phone";
import { startServer, type RunningServer } from "./support/server";

// Issue #50: Our space's two pages paint their frame from the server's HTML, the same for every visitor (the server
// cannot know who has a space), and the phone fills in its own part after hydration. A couple with a space must go
// from that neutral frame straight to their space, never through "Share it with your partner's phone".
const PHONE = { width: 360, height: 740, verified: true };

const browser = browserForFile();
let server: RunningServer;
const phones: Phone[] = [];

async function phone(): Promise<Phone> {
  const opened = await openPhone(browser(), PHONE);
  phones.push(opened);
  return opened;
}

/**
 * Notes, from before the page's own scripts, each state of Our space that appears in the page (the placeholder, the
 * unpaired introduction, a paired space's status line), in order.
 */
async function recordStates(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { spaceStates: string[] }).spaceStates = seen;
    const watched = ["space-placeholder", "space-intro", "space-status"];
    const look = () => {
      for (const id of watched)
        // A state still shown is not noted again; only a change is.
        if (document.querySelector(`[data-testid="${id}"]`) && seen[seen.length - 1] !== id) seen.push(id);
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  });
}

const statesOf = (page: Page) => page.evaluate(() => (window as unknown as { spaceStates: string[] }).spaceStates);

beforeAll(async () => {
  server = await startServer(SPACE_TEST_LIMITS);
});

afterAll(async () => {
  for (const opened of phones) await opened.context.close().catch(() => undefined);
  await server?.stop();
});

describe("Our space: a frame drawn by the server, then the phone's own space", () => {
  it("sends both pages' heading, explanation and placeholder in the HTML, and nothing of either state", async () => {
    for (const [path, heading, about] of [
      ["/our-space", "Our space", "space-about"],
      ["/our-space/pair", "Pair our phones", "pair-about"],
    ] as const) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html, path).toContain(`data-testid="${about}"`);
      expect(html, path).toContain('data-testid="space-placeholder"');
      // Neither "create a space" nor a paired space's line: the server cannot know which this phone is.
      expect(html, path).not.toContain("space-intro");
      expect(html, path).not.toContain("space-status");
      expect(html, path).not.toContain("Share it with your partner");
    }
  });

  it("a phone without a space goes from the placeholder to the invitation to pair", async () => {
    const fresh = await phone();
    await recordStates(fresh.page);
    await fresh.page.goto(`${server.url}/our-space`);
    await fresh.page.getByTestId("space-intro").waitFor({ timeout: 15_000 });
    expect(await statesOf(fresh.page)).toEqual(["space-placeholder", "space-intro"]);
  });

  it("a couple with a space goes from the placeholder to their space, with no invitation flashing by", async () => {
    const a = await phone();
    const b = await phone();
    await pairSpacePhones(server.url, a.page, b.page);
    const again = await a.context.newPage();
    await recordStates(again);
    await again.goto(`${server.url}/our-space`);
    await again.getByTestId("space-status").waitFor({ timeout: 15_000 });
    // Let any late render happen before reading what was seen.
    await again.waitForTimeout(1_000);
    expect(await statesOf(again)).toEqual(["space-placeholder", "space-status"]);
    expect(await again.getByTestId("space-intro").count()).toBe(0);
    expect(a.errors).toEqual([]);
  }, 120_000);
});
