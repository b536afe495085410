import { describe, expect, it } from "vitest";
import { E2E_ADMIN } from "./support/admin";
import { baseUrl, browserForFile, openNoScriptPage } from "./support/browser";

// With JavaScript switched off in the browser, the site still does its basic work through plain links and forms
// (issue 30): browse, filter and search the catalogue, read a position, read and search the stories, write to the
// team, sign in as admin, and plan a journey (drawn on the server from a seed in the address).

const browser = browserForFile();

const PHONE = { width: 390, height: 844 };

describe("without JavaScript", () => {
  it("browses, filters and searches the catalogue, pages through it and reads a position", async () => {
    const { page, context } = await openNoScriptPage(browser(), PHONE);
    await page.goto(`${baseUrl()}/positions`);
    const form = page.getByRole("form", { name: "Filter positions" });
    await form.getByRole("combobox").first().selectOption("romantic");
    await form.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/[?&]style=romantic/);
    const firstCard = page.locator('main a[href^="/positions/romantic-"]').first();
    await firstCard.waitFor();

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/[?&]page=2/);
    expect(page.url()).toMatch(/[?&]style=romantic/);
    await page.getByText(/Page 2 of \d+/).waitFor();

    await page.getByRole("searchbox").first().fill("slow");
    await page.getByRole("searchbox").first().press("Enter");
    await page.waitForURL(/[?&]q=slow/);

    await page.goto(`${baseUrl()}/positions/romantic-1`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
    await context.close();
  });

  it("filters Most Popular", async () => {
    const { page, context } = await openNoScriptPage(browser(), PHONE);
    await page.goto(`${baseUrl()}/positions/most-popular`);
    const form = page.getByRole("form", { name: "Filter positions" });
    await form.getByRole("combobox").first().selectOption("passionate");
    await form.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/\/positions\/most-popular\?.*style=passionate/);
    expect(await page.locator('main a[href^="/positions/passionate-"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it("searches the stories, chooses a category and reads one", async () => {
    const { page, context } = await openNoScriptPage(browser(), PHONE);
    await page.goto(`${baseUrl()}/medium-blogs`);
    const search = page.getByRole("search", { name: "Search and filter stories" });
    await search.getByRole("combobox").first().selectOption({ index: 1 });
    await search.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/medium-blogs\?/);
    await page.goto(`${baseUrl()}/medium-blogs`);
    const story = page.locator('main a[href^="/blog/"], main a[href^="/medium-blog/"]').first();
    const href = await story.getAttribute("href");
    expect(href).toBeTruthy();
    await page.getByRole("searchbox").first().fill("a");
    await search.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/[?&]q=a/);
    await page.goto(`${baseUrl()}${href}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
    await context.close();
  });

  it("sends the contact form and signs in as admin", async () => {
    const { page, context } = await openNoScriptPage(browser(), PHONE);
    await page.goto(`${baseUrl()}/contact`);
    await page.getByLabel("Message").fill("Written with scripts switched off: the form still goes through.");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByTestId("contact-sent").waitFor();

    await page.goto(`${baseUrl()}/admin/login`);
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/admin/);
    // The name is shown from the sm breakpoint up: on a phone it is in the document, not on screen.
    await page.getByText(`Signed in as ${E2E_ADMIN.username}`).waitFor({ state: "attached" });
    await context.close();
  });

  it("plans a journey on the home page: the server draws it from a seed in the address", async () => {
    const { page, context } = await openNoScriptPage(browser(), PHONE);
    await page.goto(`${baseUrl()}/`);
    await page.locator('input[name="journey-style"][value="passionate"]').check({ force: true });
    await page.locator('input[name="journey-count"][value="4"]').check({ force: true });
    await page.getByRole("button", { name: "Generate Journey" }).click();
    await page.waitForURL(/journey-seed=\d+/);
    const cards = page.getByTestId("journey-card");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4);
    const first = await cards.allTextContents();
    // The same address shows the same sequence.
    await page.reload();
    expect(await page.getByTestId("journey-card").allTextContents()).toEqual(first);
    await context.close();
  });
});
