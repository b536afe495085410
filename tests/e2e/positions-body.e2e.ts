import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { bodyNotesFor } from "@content/positions/body-notes";
import { positionsCatalogue } from "@content/positions/catalogue";
import { baseUrl, browserForFile, openNoScriptPage, openPage } from "./support/browser";

const browser = browserForFile();

const byName = new Map(positionsCatalogue.map((entry) => [entry.name, entry]));
const cardNames = (page: Page) => page.locator("main article h3").allInnerTexts();
const allPregnancyFriendly = (names: string[]) =>
  names.every((name) => bodyNotesFor(byName.get(name)?.baseId ?? "")?.pregnancy === true);

describe("body filters", () => {
  it("'Pregnancy-friendly' narrows the catalogue on the device, keeps the search, and goes into the URL", async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/positions?q=spoon`);
    const before = await cardNames(page);
    await page.getByRole("link", { name: "Pregnancy-friendly" }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("body") === "pregnancy" && url.searchParams.get("q") === "spoon",
    );
    await expect.poll(async () => allPregnancyFriendly(await cardNames(page))).toBe(true);
    const after = await cardNames(page);
    expect(after.length).toBeGreaterThan(0);
    expect(after.length).toBeLessThanOrEqual(before.length);
    await expect
      .poll(() => page.getByRole("link", { name: /Pregnancy-friendly/ }).getAttribute("aria-current"))
      .toBe("true");
    // A second click takes it off again.
    await page.getByRole("link", { name: /Pregnancy-friendly/ }).click();
    await page.waitForURL((url) => !url.searchParams.has("body") && url.searchParams.get("q") === "spoon");
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it("works without JavaScript on Most Popular, and the position page shows its body notes", async () => {
    const { context, page } = await openNoScriptPage(browser());
    await page.goto(`${baseUrl()}/positions/most-popular`);
    await page.getByRole("link", { name: "Easy on knees" }).click();
    await page.waitForURL(
      (url) => url.pathname === "/positions/most-popular" && url.searchParams.get("body") === "knees",
    );
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(bodyNotesFor(byName.get(name)!.baseId)!.knees, name).toBeLessThanOrEqual(1);

    await page.goto(`${baseUrl()}/positions/romantic-2`);
    const block = page.getByTestId("body-notes");
    await expect.poll(() => block.innerText()).toContain("General guidance, not medical advice.");
    const text = await block.innerText();
    expect(text).toContain("Sidorkewicz N, McGill SM");
    expect(text).toMatch(/Knees\s*Easy/);
    expect(text).not.toMatch(/\b[0-3]\/3\b/);
    // Spooning is one of the measured positions; a base they did not measure says its advice is inferred.
    expect(text).toContain("one of the positions they measured (spooning)");
    await page.goto(`${baseUrl()}/positions/romantic-4`);
    await expect.poll(() => block.innerText()).toContain("They did not measure this one");
    await context.close();
  });

  it("offers the two back filters, explains where they come from, and reads an old 'back' link as both", async () => {
    const { context, page } = await openNoScriptPage(browser());
    await page.goto(`${baseUrl()}/positions`);
    expect(await page.getByRole("link", { name: "Easy on back" }).count()).toBe(0);
    await page.getByRole("link", { name: "Bending forward hurts" }).click();
    await page.waitForURL((url) => url.searchParams.get("body") === "bending");
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(bodyNotesFor(byName.get(name)!.baseId)!.bendingPain, name).toBe(true);
    expect(names).not.toContain("Carry Me Home");
    expect(await page.getByTestId("back-filter-note").innerText()).toContain("measured five positions");

    await page.goto(`${baseUrl()}/positions/most-popular?body=back`);
    for (const name of ["Bending forward hurts", "Arching back hurts"])
      expect(await page.getByRole("link", { name: new RegExp(name) }).getAttribute("aria-current"), name).toBe("true");
    for (const name of await cardNames(page)) {
      const notes = bodyNotesFor(byName.get(name)!.baseId)!;
      expect(notes.bendingPain && notes.archingPain, name).toBe(true);
    }
    await context.close();
  });
});
