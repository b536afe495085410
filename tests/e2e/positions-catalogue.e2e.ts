import fs from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, browserForFile, openNoScriptPage, openPage, waitForHydration } from "./support/browser";
import { signInThroughApi, startServer, type RunningServer } from "./support/server";

const browser = browserForFile();

/** A visitor's desktop planner (on the server at `url`) after generating a journey of three positions. */
async function plannedJourneyOfThree(url: string) {
  const { context, page } = await openPage(browser(), { verified: true, viewport: { width: 1280, height: 900 } });
  await page.goto(`${url}/#planner`);
  await page.locator('input[name="journey-count"][value="3"]').check({ force: true });
  await page.getByRole("button", { name: "Generate Journey" }).click();
  return { context, page };
}

const cardNames = (page: Page) => page.locator("main article h3").allInnerTexts();

describe("catalogue search", () => {
  it("finds the Lotus family as you type, with the words in the URL", async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/positions`);
    await page.getByRole("searchbox", { name: "Search" }).pressSequentially("lotus", { delay: 40 });
    await page.waitForURL(/[?&]q=lotus/);
    await expect
      .poll(async () => (await cardNames(page)).every((name) => /lotus/i.test(name)), { timeout: 10_000 })
      .toBe(true);
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(5);
    expect(names).toContain("Lotus");
    expect(await page.getByRole("searchbox", { name: "Search" }).inputValue()).toBe("lotus");
    // One history entry for the whole search: Back returns to the unsearched list, not to "lotu".
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/positions" && !url.searchParams.has("q"));
    // The box follows the address once the unsearched list has loaded (Back changes the URL first).
    await expect.poll(() => page.getByRole("searchbox", { name: "Search" }).inputValue(), { timeout: 10_000 }).toBe("");
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it("works without JavaScript: a plain GET of ?q=lotus and the form's own submit", async () => {
    // Without JavaScript nothing hydrates: no waitForHydration here (it would wait out its timeout on every visit).
    const { context, page } = await openNoScriptPage(browser());
    await page.goto(`${baseUrl()}/positions?q=lotus`);
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(name).toMatch(/lotus/i);

    await page.goto(`${baseUrl()}/positions`);
    await page.getByRole("searchbox", { name: "Search" }).fill("whispered");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/[?&]q=whispered/);
    expect(await cardNames(page)).toContain("Whispered Lotus");
    await context.close();
  });
});

describe("the catalogue's pictures", () => {
  const illustration = /\/api\/catalogue\/[^/"]+\/illustration\.svg/;

  it("the server draws the first two; the rest are asked for once the page runs, each described; without scripts, all", async () => {
    const html = await (await fetch(`${baseUrl()}/positions`, { headers: { accept: "text/html" } })).text();
    const cards = (html.match(/<article/g) ?? []).length;
    expect(cards).toBeGreaterThan(10);
    const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
    expect(outsideNoscript.match(new RegExp(`<img[^>]+src="${illustration.source}"`, "g"))).toHaveLength(2);
    expect(html.match(new RegExp(`<noscript><img[^>]+src="${illustration.source}"`, "g"))).toHaveLength(cards - 2);

    // A phone: which pictures were asked for before the page ran, and every card's picture once it has.
    const { page, context, consoleErrors } = await openPage(browser(), {
      verified: true,
      viewport: { width: 360, height: 740 },
    });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.documentElement.dataset.hydrated === "true")
          (window as unknown as { hydratedAt?: number }).hydratedAt ??= performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto(`${baseUrl()}/positions`);
    await page.waitForFunction(() => (window as unknown as { hydratedAt?: number }).hydratedAt !== undefined);
    await expect.poll(() => page.locator("main article img").count()).toBe(cards);
    // Scrolled through, every picture arrives and says in words what it shows.
    for (const image of await page.locator("main article img").all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      expect(await image.getAttribute("src")).toMatch(illustration);
      expect((await image.getAttribute("alt"))?.length ?? 0).toBeGreaterThan(20);
    }
    const askedBeforeRunning = await page.evaluate((pattern) => {
      const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => new RegExp(pattern).test(entry.name) && entry.startTime < hydratedAt).length;
    }, illustration.source);
    expect(askedBeforeRunning).toBeLessThanOrEqual(2);
    expect(consoleErrors).toEqual([]);
    await context.close();

    const noScript = await openNoScriptPage(browser(), { width: 360, height: 740 });
    await noScript.page.goto(`${baseUrl()}/positions`);
    const plain = noScript.page.locator("main article img");
    expect(await plain.count()).toBe(cards);
    const last = plain.last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await noScript.context.close();
  });
});

describe("favourites", () => {
  it("keeps a favourite across a reload, lists it on the saved page, and round-trips export and import", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/positions/romantic-1`);
    const want = page.getByRole("group", { name: "Save Lotus" }).getByRole("button", { name: "Want to try" });
    await want.click();
    await expect.poll(() => want.getAttribute("aria-pressed")).toBe("true");
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole("group", { name: "Save Lotus" })
          .getByRole("button", { name: "Want to try" })
          .getAttribute("aria-pressed"),
      )
      .toBe("true");

    // "Loved it" from a card of the catalogue.
    await page.goto(`${baseUrl()}/positions?q=whispered`);
    await page.getByRole("group", { name: "Save Whispered Lotus" }).getByRole("button", { name: "Loved it" }).click();

    await page.goto(`${baseUrl()}/positions/saved`);
    await page.getByTestId("saved-want").getByText("Lotus", { exact: true }).waitFor();
    await page.getByTestId("saved-loved").getByText("Whispered Lotus").waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export favourites" }).click(),
    ]);
    // Read now: the download is deleted with its browser context.
    const fileBytes = fs.readFileSync(await download.path());
    expect(download.suggestedFilename()).toMatch(/^entwine-favourites-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(fileBytes.toString("utf8"));
    expect(exported).toMatchObject({
      format: "entwine-position-favourites",
      version: 1,
      want: ["romantic-1"],
      loved: ["romantic-1--whispered"],
    });
    expect(consoleErrors).toEqual([]);
    await context.close();

    // A new phone: empty storage, then the file.
    const fresh = await openPage(browser(), { verified: true });
    await fresh.page.goto(`${baseUrl()}/positions/saved`);
    await fresh.page.getByText("Nothing here yet.").first().waitFor();
    await fresh.page.getByRole("button", { name: "Import favourites" }).waitFor();
    await expect.poll(() => fresh.page.getByRole("button", { name: "Import favourites" }).isEnabled()).toBe(true);
    await fresh.page
      .getByTestId("import-file")
      .setInputFiles({ name: "bad.json", mimeType: "application/json", buffer: Buffer.from('{"want":[]}') });
    await fresh.page
      .getByRole("alert")
      .getByText("This file cannot be imported: this is not an Entwine favourites file (format).")
      .waitFor();
    await fresh.page
      .getByTestId("import-file")
      .setInputFiles({ name: "entwine-favourites.json", mimeType: "application/json", buffer: fileBytes });
    await fresh.page.getByRole("status").getByText("Imported: 2 new positions added to your saved lists.").waitFor();
    await fresh.page.getByTestId("saved-want").getByText("Lotus", { exact: true }).waitFor();
    await fresh.page.getByTestId("saved-loved").getByText("Whispered Lotus").waitFor();
    expect(fresh.consoleErrors).toEqual([]);
    await fresh.context.close();
  });
});

describe("the admin's journey positions reach visitors", () => {
  const credentials = { ADMIN_USERNAME: "journey-admin", ADMIN_PASSWORD: "journey-password-1234" };
  let server: RunningServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startServer(credentials);
    cookie = await signInThroughApi(server.url, credentials);
  });
  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  async function adminCall(method: string, path: string, body: unknown) {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: server.url, Cookie: cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response;
  }

  const position = (id: string, name: string, style = "romantic") => ({
    id,
    name,
    style,
    difficulty: "beginner",
    imageUrl: "/og-image.png",
    mediaType: "image",
  });

  it("shows an admin's new journey position on a visitor's open planner within 5 s", async () => {
    // Only a passionate position: a romantic journey is made of catalogue entries.
    await adminCall("PUT", "/api/journey-positions", [position("admin-passion", "Admin Passion", "passionate")]);
    const { context, page } = await plannedJourneyOfThree(server.url);
    await expect.poll(() => page.getByTestId("journey-card").count()).toBe(3);
    expect(await page.locator('[data-testid="journey-card"][data-source="admin"]').count()).toBe(0);
    // The live stream is open before the admin acts.
    await page.waitForTimeout(500);

    const added = Date.now();
    await adminCall("POST", "/api/journey-positions", position("moonlit-admin", "Moonlit Admin Pose"));
    const card = page.locator('[data-testid="journey-card"][data-source="admin"]');
    await card.getByText("Moonlit Admin Pose").waitFor({ timeout: 5_000 });
    expect(Date.now() - added).toBeLessThan(5_000);
    expect(await card.locator("img").getAttribute("src")).toBe("/og-image.png");
    expect(await page.getByTestId("journey-card").count()).toBe(3);
    await context.close();
  });

  it("lets the admin set a default image in the Media Manager, shown on the planner for a position without media", async () => {
    const admin = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    // The age gate is not what this test is about: on a slow machine it could cover the admin's Save button.
    await admin.addInitScript(() => window.sessionStorage.setItem("lovePositionsVerified", "true"));
    const adminPage = await admin.newPage();
    waitForHydration(adminPage);
    await adminPage.goto(`${server.url}/admin/login`);
    await adminPage.getByLabel("Username").fill(credentials.ADMIN_USERNAME);
    await adminPage.getByLabel("Password", { exact: true }).fill(credentials.ADMIN_PASSWORD);
    await adminPage.getByRole("button", { name: "Sign In" }).click();
    await adminPage.getByText(`Signed in as ${credentials.ADMIN_USERNAME}`).waitFor();
    await adminPage.goto(`${server.url}/admin/journey-positions`);
    await adminPage.getByRole("tab", { name: "Media Manager" }).click();
    await adminPage.getByRole("tab", { name: "Default Images" }).click();
    const row = adminPage.getByTestId("default-image-romantic");
    await row.getByRole("textbox").fill("/favicon.svg");
    await row.getByRole("button", { name: "Save" }).click();
    await adminPage.getByText("Default image saved").first().waitFor();
    const images = (await (await fetch(`${server.url}/api/default-images`)).json()) as { images: unknown[] };
    expect(images.images).toEqual([{ category: "romantic", imageUrl: "/favicon.svg", mediaType: "image" }]);
    await admin.close();

    await adminCall("PUT", "/api/journey-positions", [{ ...position("bare-admin", "Bare Admin Pose"), imageUrl: "" }]);
    const { context, page } = await plannedJourneyOfThree(server.url);
    const card = page.locator('[data-testid="journey-card"][data-source="admin"]');
    await card.getByText("Bare Admin Pose").waitFor();
    expect(await card.locator("img").getAttribute("src")).toBe("/favicon.svg");
    await context.close();
  });

  it("fills the 7-day poster from the admin's positions", async () => {
    await adminCall(
      "PUT",
      "/api/journey-positions",
      Array.from({ length: 8 }, (_, index) => position(`poster-${index}`, `Poster Pose ${index}`)),
    );
    const context = await browser().newContext();
    await context.addInitScript(() => window.sessionStorage.setItem("lovePositionsVerified", "true"));
    const page = await context.newPage();
    waitForHydration(page);
    await page.goto(`${server.url}/positions/custom-poster`);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              JSON.parse(localStorage.getItem("journey_slots") ?? "[]") as Array<{
                scratchPosition: { title: string } | null;
              }>
            ).length,
        ),
      )
      .toBe(7);
    const titles = await page.evaluate(() =>
      (JSON.parse(localStorage.getItem("journey_slots") ?? "[]") as Array<{ scratchPosition: { title: string } }>).map(
        (slot) => slot.scratchPosition.title,
      ),
    );
    for (const title of titles) expect(title).toMatch(/^Poster Pose \d$/);
    await context.close();
  });
});
