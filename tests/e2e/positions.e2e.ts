import { describe, expect, it } from "vitest";
import { baseUrl, browserForFile, openPage } from "./support/browser";

const browser = browserForFile();

describe("home page", () => {
  it("generates a journey, opens and closes the full-screen preview", async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/`);
    const planner = page.locator("#planner");
    await expect(
      planner.getByText("Select style and count, then generate your sequence. Cards will appear here.").isVisible(),
    ).resolves.toBe(true);
    // Defaults: romantic and 6.
    expect(await planner.getByRole("radio", { name: "Romantic" }).isChecked()).toBe(true);
    expect(await planner.getByRole("radio", { name: "6" }).isChecked()).toBe(true);

    await planner.getByText("Passionate", { exact: true }).click();
    await planner.getByText("4", { exact: true }).click();
    const generate = planner.getByRole("button", { name: /Generate Journey|Generating/ });
    await generate.click();
    await planner.getByRole("button", { name: "Generating..." }).waitFor({ timeout: 2000 });
    const cards = planner.locator("ol > li");
    await expect.poll(() => cards.count(), { timeout: 5000 }).toBe(4);
    const firstNames = await cards.getByRole("link").allTextContents();
    expect(new Set(firstNames).size).toBe(4);
    const href = await cards.first().getByRole("link").getAttribute("href");
    expect(href).toMatch(/^\/positions\/passionate-/);

    // Full-screen preview: opens from the image, closes with Escape and with a click.
    await cards
      .first()
      .getByRole("button", { name: /Open full-screen preview/ })
      .click();
    const preview = page.getByRole("dialog", { name: /^Preview: / });
    await preview.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await preview.waitFor({ state: "hidden" });
    await cards
      .nth(1)
      .getByRole("button", { name: /Open full-screen preview/ })
      .click();
    await preview.waitFor({ state: "visible" });
    await page.mouse.click(20, 20);
    await preview.waitFor({ state: "hidden" });

    await planner.getByRole("button", { name: "Generate New Sequence" }).click();
    await expect
      .poll(async () => (await cards.getByRole("link").allTextContents()).join("|"), { timeout: 5000 })
      .not.toBe(firstNames.join("|"));
    expect(await cards.count()).toBe(4);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it("gets a new romantic idea, never the same one twice in a row", async () => {
    const { page, context } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/`);
    const idea = page.getByTestId("romantic-idea");
    let title = await idea.getByRole("heading").textContent();
    for (let i = 0; i < 3; i++) {
      await page.getByRole("button", { name: "Get New Idea" }).click();
      await page.getByRole("button", { name: "Getting New Idea..." }).waitFor({ timeout: 2000 });
      await page.getByRole("button", { name: "Get New Idea" }).waitFor({ timeout: 2000 });
      const next = await idea.getByRole("heading").textContent();
      expect(next).not.toBe(title);
      title = next;
    }
    await context.close();
  });

  it("switches every desire tab and activity", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/`);
    const tabs = page.getByRole("tablist", { name: "Desire categories" }).getByRole("tab");
    expect(await tabs.count()).toBe(10);
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const tab = tabs.nth(i);
      await tab.click();
      expect(await tab.getAttribute("aria-selected")).toBe("true");
      const panel = page.getByRole("tabpanel");
      const activities = panel.getByRole("group").getByRole("button");
      expect(await activities.count()).toBe(3);
      await activities.nth(2).click();
      expect(await activities.nth(2).getAttribute("aria-pressed")).toBe("true");
      const ideas = panel.locator("ul").first().locator("li");
      expect(await ideas.count()).toBe(5);
      expect(await panel.locator("ul").nth(1).locator("li").count()).toBe(4);
      seen.add((await ideas.first().textContent()) ?? "");
    }
    expect(seen.size).toBe(10);
    // Keyboard: arrow keys move between tabs.
    await tabs.first().click();
    await page.keyboard.press("ArrowRight");
    expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("most popular", () => {
  it("filters by style and difficulty through the URL and shows the empty state", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/positions/most-popular`);
    await page.getByLabel("Style").selectOption("romantic");
    await page.waitForURL(/style=romantic/);
    await page.getByLabel("Difficulty").selectOption("beginner");
    await page.waitForURL(/style=romantic&difficulty=beginner/);
    const badges = page.locator("article").first();
    await expect.poll(() => badges.textContent()).toMatch(/Romantic.*Beginner/);

    await page.getByLabel("Difficulty").selectOption("expert");
    await page.waitForURL(/difficulty=expert/);
    await page.getByRole("heading", { name: "No positions found" }).waitFor();
    expect(await page.getByText("Try adjusting your filters to see more results").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Clear All Filters" }).click();
    await page.waitForURL(`${baseUrl()}/positions/most-popular`);
    await expect.poll(() => page.locator("article").count()).toBe(24);
    expect(await page.getByLabel("Style").inputValue()).toBe("");
    await page.getByRole("link", { name: "Back to Positions" }).click();
    await page.waitForURL(`${baseUrl()}/positions`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("position detail", () => {
  it("counts the view, rates once per device and updates the count", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/positions/mixed-2`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId("views").textContent()).toBe("1");
    expect(await page.getByTestId("rating").textContent()).toBe("Not rated yet");

    await page.getByRole("button", { name: "Rate 4 out of 5" }).click();
    await expect.poll(() => page.getByTestId("rating").textContent()).toContain("4.0");
    expect(await page.getByTestId("rating").textContent()).toContain("1 rating");
    await page.getByText("You rated this 4 out of 5. Thank you!").waitFor();
    expect(await page.getByRole("button", { name: "Rate 5 out of 5" }).isDisabled()).toBe(true);
    // The device remembers the rating once the server has taken it: reloading before that would lose it.
    await page.getByText("Thanks for rating!").waitFor();

    // After a reload the server and the device both remember: the control stays locked, the count stays 1.
    await page.reload();
    await page.getByText("You rated this 4 out of 5. Thank you!").waitFor();
    // The page itself may come from the server's page cache: its counts are fetched live when it opens.
    await expect.poll(() => page.getByTestId("rating").textContent()).toContain("1 rating");
    // The view was counted once for this session.
    expect(await page.getByTestId("views").textContent()).toBe("1");

    // Related variations link to their own pages.
    await page.getByRole("heading", { name: "Variations of the same position" }).scrollIntoViewIfNeeded();
    const related = page.locator('a[href^="/positions/mixed-2--"]').first();
    await related.click();
    await page.waitForURL(/\/positions\/mixed-2--/);
    await expect.poll(() => page.getByTestId("views").textContent()).toBe("1");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
