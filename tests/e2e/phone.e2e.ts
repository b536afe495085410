import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminMenuOrder, findAdminPage } from "../../app/lib/admin-pages";
import { E2E_ADMIN } from "./support/admin";
import { baseUrl, browserForFile, passAgeGate, waitForHydration } from "./support/browser";
import { openTruthOrDareFromGames, reportRegularQuota, storedPaths } from "./support/offline";
import { noSidewaysScroll, openPhone, type Phone } from "./support/phone";

// Issue 31, "getting around" and "the owner's phone": the header menu, same-tab stories with one age question for
// the whole browser session, the admin menu on a phone and Undo after Approve. Screenshots land in .tmp/phone/.
const browser = browserForFile();
const run = Date.now().toString(36);
const SHOTS = path.resolve(".tmp/phone");

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

/** A touch phone of the given size; `verified` pre-sets the age answer in this tab only. */
const phone = (width: number, height: number, options: { verified?: boolean } = {}): Promise<Phone> =>
  openPhone(browser(), { width, height, ...options });

/** The element's box lies fully inside the viewport. */
async function inViewport(page: Page, locator: ReturnType<Page["locator"]>, label: string) {
  const box = await locator.boundingBox();
  const view = page.viewportSize()!;
  expect(box, label).not.toBeNull();
  expect(box!.x, label).toBeGreaterThanOrEqual(0);
  expect(box!.y, label).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, label).toBeLessThanOrEqual(view.width + 0.5);
  expect(box!.y + box!.height, label).toBeLessThanOrEqual(view.height + 0.5);
}

async function adminCookie(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl() },
    body: JSON.stringify(E2E_ADMIN),
  });
  expect(response.status).toBe(200);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

async function postStory(body: object, cookie?: string) {
  const response = await fetch(`${baseUrl()}/api/blogs`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl(), ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; slug: string; status: string };
}

async function signInOnPhone(page: Page) {
  await page.goto(`${baseUrl()}/admin/login`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).tap();
  await page.getByRole("button", { name: /Admin menu/ }).waitFor();
}

describe("the header on a phone", () => {
  for (const [width, height] of [
    [320, 640],
    [360, 740],
    [390, 844],
  ] as const) {
    it(`at ${width}×${height} opens a menu that reaches every section and the theme switch`, async () => {
      const { page, context, errors } = await phone(width, height, { verified: true });
      await page.goto(`${baseUrl()}/`);
      await noSidewaysScroll(page, "home");
      const header = page.locator("header").first();
      const menu = header.getByRole("button", { name: "Menu" });
      await inViewport(page, menu, "menu button");
      const size = (await menu.boundingBox())!;
      expect(size.height).toBeGreaterThanOrEqual(44);
      expect(await menu.getAttribute("aria-expanded")).toBe("false");
      if (width === 360) await page.screenshot({ path: path.join(SHOTS, "header-360.png") });

      await menu.tap();
      expect(await menu.getAttribute("aria-expanded")).toBe("true");
      const sections = header.getByRole("list", { name: "Sections" });
      for (const name of ["Home", "Positions", "Games", "Blog"]) {
        const link = sections.getByRole("link", { name, exact: true });
        await inViewport(page, link, name);
        expect((await link.boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
      }
      const theme = sections.getByRole("button", { name: "Switch to light theme" });
      await inViewport(page, theme, "theme switch");
      // Focus moved into the menu; Escape closes it and gives focus back to the button.
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Home");
      await page.keyboard.press("Escape");
      expect(await menu.getAttribute("aria-expanded")).toBe("false");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))).toBe("false");

      await menu.tap();
      if (width === 360) await page.screenshot({ path: path.join(SHOTS, "menu-open-360.png") });
      await sections.getByRole("button", { name: "Switch to light theme" }).tap();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
      await sections.getByRole("link", { name: "Positions", exact: true }).tap();
      await page.waitForURL(`${baseUrl()}/positions`);
      // The address changes a moment before React renders the new page (a transition), so these wait for the render.
      await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("false");
      await page.getByRole("heading", { level: 1, name: "Explore Positions" }).waitFor();
      await menu.tap();
      await expect
        .poll(() => sections.getByRole("link", { name: "Positions", exact: true }).getAttribute("aria-current"))
        .toBe("page");
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("stories on a phone", () => {
  it("open in the same tab, and the age answer holds in every tab of the session", async () => {
    const cookie = await adminCookie();
    const title = `Phone story ${run}: a slow Sunday`;
    const story = await postStory(
      {
        title,
        content: `<p>Coffee in bed, no plans and the whole day ahead of us ${run}.</p>`,
        category: "Romance",
        tags: ["sunday", "slow", "together"],
        status: "published",
      },
      cookie,
    );

    const { page, context, errors } = await phone(360, 740);
    await page.goto(`${baseUrl()}/medium-blogs?q=${encodeURIComponent(`Phone story ${run}`)}`);
    await passAgeGate(page);
    const card = page.getByRole("link", { name: title });
    await card.waitFor();
    expect(await card.getAttribute("target")).toBeNull();
    const cardBox = page.locator("article", { has: card });
    await cardBox.screenshot({ path: path.join(SHOTS, "story-card-360.png") });
    // A new story reads naturally: never "1 weeks ago", never a dash.
    expect(await cardBox.locator("time").textContent()).toBe("Today");

    await card.tap();
    await page.waitForURL(`${baseUrl()}/blog/${story.slug}`);
    expect(context.pages()).toHaveLength(1);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.waitForTimeout(2600);
    expect(await page.getByRole("dialog", { name: "Are you 18 or older?" }).isVisible()).toBe(false);

    // A second tab of the same browser session shares the answer (sessionStorage alone would not).
    const second = await context.newPage();
    waitForHydration(second);
    await second.goto(`${baseUrl()}/positions`);
    await second.waitForTimeout(2600);
    expect(await second.getByRole("dialog", { name: "Are you 18 or older?" }).isVisible()).toBe(false);
    const ageCookie = (await context.cookies()).find((entry) => entry.name === "entwine-age");
    expect(ageCookie).toMatchObject({ value: "18", sameSite: "Lax", expires: -1 });

    // Back returns to the list.
    await page.goBack();
    await page.waitForURL(/\/medium-blogs\?q=/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Most Popular shows no dashes or empty totals", async () => {
    const { page, context } = await phone(360, 740, { verified: true });
    await page.goto(`${baseUrl()}/positions/most-popular`);
    const stats = page.getByRole("definition");
    for (const text of await stats.allTextContents()) {
      expect(text).not.toBe("–");
      expect(text).not.toBe("0.0K");
    }
    await noSidewaysScroll(page, "most popular");
    await page.screenshot({ path: path.join(SHOTS, "most-popular-360.png") });
    await context.close();
  });
});

describe("the owner's phone", () => {
  it("walks every admin page through the admin menu at 390×844", async () => {
    const { page, context, errors } = await phone(390, 844, { verified: true });
    await signInOnPhone(page);
    const menu = page.getByRole("button", { name: /Admin menu/ });
    await menu.tap();
    await page.screenshot({ path: path.join(SHOTS, "admin-menu-390.png") });
    await page.keyboard.press("Escape");
    for (const target of adminMenuOrder) {
      const label = findAdminPage(target)!.menuLabel!;
      await menu.tap();
      const link = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: new RegExp(`^${label}`) });
      await inViewport(page, link, label);
      await link.tap();
      await page.waitForURL(`${baseUrl()}${target}`);
      await page.getByRole("heading", { level: 1, name: findAdminPage(target)!.heading }).waitFor();
      await noSidewaysScroll(page, target);
      // No panel floats over the page.
      expect(await page.getByRole("complementary", { name: "Blog Approval Required" }).count(), target).toBe(0);
      expect(
        await page.locator('nav[aria-label="Admin"] a[aria-current="page"]').first().getAttribute("href"),
        target,
      ).toBe(target);
    }
    expect(errors.filter((text) => !text.includes("401"))).toEqual([]);
    await context.close();
  });

  it("shows the pending count in the menu, and Approve can be undone at 360×740", async () => {
    const title = `Undo story ${run}: breakfast on the balcony`;
    const submitted = await postStory({
      title,
      content: `<p>Toast, sunshine and a blanket for two ${run}.</p>`,
      status: "published",
      tags: ["morning", "balcony", "us"],
    });
    expect(submitted.status).toBe("pending");
    const cookie = await adminCookie();

    const { page, context, errors } = await phone(360, 740, { verified: true });
    await signInOnPhone(page);
    const menu = page.getByRole("button", { name: /Admin menu/ });
    await menu.tap();
    await page.screenshot({ path: path.join(SHOTS, "admin-menu-360.png") });
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: /^Approval\W*\d+ (story|stories) waiting for review$/ })
      .tap();
    await page.waitForURL(`${baseUrl()}/admin/blog-approval`);
    await page
      .getByRole("region", { name: "Submissions" })
      .getByRole("link", { name: new RegExp(title.slice(0, 20)) })
      .tap();
    const panel = page.getByRole("region", { name: "Review" });
    await panel.getByRole("heading", { name: title }).waitFor();
    // Times in the admin's own zone once hydrated: no "UTC" label left.
    expect(await panel.locator("time").first().textContent()).not.toContain("UTC");

    await panel.getByRole("button", { name: "Approve" }).tap();
    await page.getByText("Blog approved!").waitFor();
    const statusOf = async () => {
      const response = await fetch(`${baseUrl()}/api/blogs?id=${submitted.id}`, { headers: { Cookie: cookie } });
      return ((await response.json()) as { status: string }).status;
    };
    expect(await statusOf()).toBe("published");
    const undo = page.getByRole("button", { name: "Undo" });
    await inViewport(page, undo, "undo");
    await undo.tap();
    await page.getByText("Approval undone").waitFor();
    await expect.poll(statusOf).toBe("pending");
    await panel.getByRole("button", { name: "Approve" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("offline on a phone", () => {
  it("an unvisited page shows the offline page under its own address, opened or tapped, never another page", async () => {
    const { page, context } = await phone(390, 844, { verified: true });
    await reportRegularQuota(context);
    await page.goto(`${baseUrl()}/games`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(
        async () => {
          const keys = await storedPaths(page);
          return keys.includes("/games/truth-or-dare.data") && keys.includes("/games");
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.reload();
    await context.setOffline(true);

    // Opened directly: the offline page, at the address asked for.
    const opened = await page.goto(`${baseUrl()}/positions/most-popular`);
    expect(opened?.status()).toBe(503);
    expect(page.url()).toBe(`${baseUrl()}/positions/most-popular`);
    await page.getByRole("heading", { level: 1, name: "You are offline" }).waitFor();
    for (const name of ["Truth or Dare", "Romantic Guides", "Your saved positions"])
      await page.getByRole("link", { name }).waitFor();

    // A tap in the app on a link to a page never stored: the offline page again, not a silent reload of another.
    await page.goto(`${baseUrl()}/games`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    // Chromium drops the emulated offline state of a page after a navigation answered by the worker's own page:
    // set it again, so the page knows it is offline as a real phone's would.
    await context.setOffline(false);
    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByRole("button", { name: "Menu" }).tap();
    await page.getByRole("list", { name: "Sections" }).getByRole("link", { name: "Positions", exact: true }).tap();
    await page.waitForURL(`${baseUrl()}/positions`);
    await page.getByRole("heading", { level: 1, name: "You are offline" }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, "offline-390.png") });

    // A stored game still opens in the app.
    await openTruthOrDareFromGames(page, "tap");
    await context.setOffline(false);
    await context.close();
  });
});
