import fs from "node:fs";
import path from "node:path";
import type { Locator, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DISCREET_ICON, DISCREET_TITLE, QUICK_EXIT_URL } from "../../app/lib/shared-device";
import { baseUrl, browserForFile, passAgeGate } from "./support/browser";
import { reportRegularQuota } from "./support/offline";
import { openPhone } from "./support/phone";

// On a shared device (issue 50), at 360 px with touch: clear everything, discreet mode, quick exit.
const browser = browserForFile();
const PHONE = { width: 360, height: 740 };
const SHOTS = ".tmp/shared-device";
fs.mkdirSync(SHOTS, { recursive: true });

/** Everything of the site the page can see in the browser: storage, cookies, caches, workers, databases. */
function traces(page: Page) {
  return page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookies: document.cookie,
    caches: await caches.keys(),
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    databases: (await indexedDB.databases()).map((database) => database.name),
  }));
}

/** Wholly on the screen, below the fixed 64 px header (a few frames for a scroll to settle). */
async function inView(page: Page, locator: Locator) {
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= 64 && box.y + box.height <= PHONE.height;
    })
    .toBe(true);
}

/** The neutral page, answered here so the test stays offline. */
async function neutralSiteAnswered(page: Page) {
  await page.route(`${new URL(QUICK_EXIT_URL).origin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Weather</title><h1>Weather</h1>",
    }),
  );
}

describe("on a shared device", () => {
  it("clears everything Entwine kept, Our space after a warning, says what it removed, and asks the age again", async () => {
    const { page, context, errors } = await openPhone(browser(), PHONE);
    await reportRegularQuota(context);

    // Play a little: a favourite, a bucket-list tick, the couple's nicknames.
    await page.goto(`${baseUrl()}/positions`);
    await passAgeGate(page);
    await page.getByRole("button", { name: "Want to try" }).first().tap();
    await page.goto(`${baseUrl()}/games/honeymoon-bucket-list`);
    await page.getByRole("checkbox").first().check();
    await page.goto(`${baseUrl()}/games/truth-or-dare`);
    await page.getByTestId("nickname-form").locator("summary").tap();
    await page.getByRole("textbox", { name: "Partner 1" }).fill("Robin");
    await page.getByRole("textbox", { name: "Partner 2" }).fill("Kit");
    await page.getByRole("button", { name: "Start Game" }).tap();
    await page.getByTestId("tod-question").waitFor();
    // The offline helper has installed and stored pages.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), {
        timeout: 30_000,
      })
      .toBe(1);
    await page.goto(`${baseUrl()}/privacy-on-this-device`);
    // The release's cache of pages and files (the worker's small device record may sit beside it).
    await expect
      .poll(
        () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("entwine-")).length),
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    // A phone in Our space (a space key of its own: the server has no such space, so ending it is a no-op there).
    await page.evaluate(() => localStorage.setItem("entwine:our-space:space", "A".repeat(42) + "E"));
    const before = await traces(page);
    expect(before.local).toEqual(
      expect.arrayContaining([
        "entwine:position-favourites",
        "entwine-honeymoon-bucket-list",
        "entwine-games:nicknames",
        "entwine:our-space:space",
      ]),
    );
    expect(before.session).toContain("lovePositionsVerified");
    expect(before.cookies).toContain("entwine-age=18");

    await page.screenshot({ path: path.join(SHOTS, "privacy-on-this-device-360.png") });
    const clear = page.getByRole("button", { name: "Clear everything on this device" });
    await inView(page, clear);
    await clear.tap();
    const warning = page.getByRole("alert");
    await warning.getByText("This phone will leave Our space.").waitFor();
    // The warning and both its answers are on the screen, below the header.
    await inView(page, warning.getByRole("button", { name: "Leave Our space and clear everything" }));
    await inView(page, warning.getByRole("button", { name: "Keep everything" }));
    await inView(page, warning.getByText("This phone will leave Our space."));
    expect(await warning.textContent()).toContain("Your partner keeps their copy");
    await page.screenshot({ path: path.join(SHOTS, "clear-warning-360.png") });
    await warning.getByRole("button", { name: "Leave Our space and clear everything" }).tap();

    const cleared = page.getByTestId("cleared");
    await cleared.waitFor();
    const said = (await cleared.textContent()) ?? "";
    for (const words of [
      "your favourites",
      "game history",
      "your nicknames",
      "bucket-list ticks",
      "Our space on this phone",
      "the age check",
      "pages saved for offline use",
      "the offline helper",
    ])
      expect(said, words).toContain(words);
    // Nothing of Entwine is left in the browser.
    expect(await traces(page)).toEqual({ local: [], session: [], cookies: "", caches: [], workers: 0, databases: [] });
    // The summary is in view, and the age check asks again, as on a first visit.
    await inView(page, cleared.getByText(/^Removed:/));
    await page.screenshot({ path: path.join(SHOTS, "cleared-360.png") });
    await page.getByRole("dialog", { name: "Are you 18 or older?" }).waitFor({ timeout: 10_000 });
    // The made-up space's end answers 404 (the browser logs that): nothing else went wrong.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await context.close();
  });

  it("discreet mode: a neutral title and icon on every page, remembered after a reload, and off again", async () => {
    const { page, context, errors } = await openPhone(browser(), { ...PHONE, verified: true });
    await page.goto(`${baseUrl()}/privacy-on-this-device`);
    const icon = () => page.evaluate(() => document.querySelector('link[rel~="icon"]')?.getAttribute("href"));
    expect(await page.title()).toBe("Privacy on This Device | Entwine");
    const toggle = page.getByRole("switch", { name: /Discreet mode/ });
    await toggle.tap();
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    expect(await page.title()).toBe(DISCREET_TITLE);
    expect(await icon()).toBe(DISCREET_ICON);
    await page.screenshot({ path: path.join(SHOTS, "privacy-on-this-device-360-full.png"), fullPage: true });

    // From the server's first byte of the next page: the head script applies it before the page is live.
    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await page.title()).toBe(DISCREET_TITLE);
    expect(await icon()).toBe(DISCREET_ICON);
    // Through the app's own navigations too, and the switch shows the device's choice.
    await page.getByRole("link", { name: "Privacy Policy" }).tap();
    await page.waitForURL(/\/privacy-policy$/);
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    expect(await page.title()).toBe(DISCREET_TITLE);
    await page.goBack();
    await page.waitForURL(/\/privacy-on-this-device$/);
    await expect
      .poll(() => page.getByRole("switch", { name: /Discreet mode/ }).getAttribute("aria-checked"))
      .toBe("true");
    expect(await page.title()).toBe(DISCREET_TITLE);

    await page.getByRole("switch", { name: /Discreet mode/ }).tap();
    expect(await page.title()).toBe("Privacy on This Device | Entwine");
    expect(await icon()).toBe("/favicon.svg");
    expect(await page.evaluate(() => localStorage.getItem("entwine-discreet"))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("quick exit: Escape three times replaces the page with the neutral one, sends nothing, leaves no Back to it", async () => {
    const { page, context } = await openPhone(browser(), { ...PHONE, verified: true });
    await neutralSiteAnswered(page);
    await page.goto(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/games/truth-or-dare`);
    await page.screenshot({ path: path.join(SHOTS, "top-bar-360.png"), clip: { x: 0, y: 0, width: 360, height: 64 } });
    // The top bar's control: small, named, and a plain link to the neutral page.
    const control = page.locator("header").getByRole("link", { name: "Quick exit" });
    expect(await control.getAttribute("href")).toBe(QUICK_EXIT_URL);
    const box = (await control.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(48);
    expect(box.y + box.height).toBeLessThanOrEqual(64);
    // Past the speed report's start (3 s), which would send its beacon when the page is hidden.
    await page.waitForTimeout(3_500);
    const ours: string[] = [];
    const site = new URL(baseUrl()).host;
    page.on("request", (request: Request) => {
      if (new URL(request.url()).host === site) ours.push(request.url());
    });
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await page.waitForURL(QUICK_EXIT_URL);
    await page.getByRole("heading", { name: "Weather" }).waitFor();
    await page.waitForTimeout(500);
    expect(ours).toEqual([]);
    // Back goes to the page before, not to the one that was left.
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it("quick exit works before the page is live: a tap on the control while the scripts still load", async () => {
    const { page, context } = await openPhone(browser(), { ...PHONE, verified: true });
    await neutralSiteAnswered(page);
    await page.goto(`${baseUrl()}/`);
    // The app's scripts never arrive: only the server's HTML and the head scripts are there.
    await page.route("**/assets/*.js", () => undefined);
    await page.goto(`${baseUrl()}/positions`, { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.locator("header").getByRole("link", { name: "Quick exit" }).tap();
    await page.waitForURL(QUICK_EXIT_URL);
    await page.unroute("**/assets/*.js");
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });
});
