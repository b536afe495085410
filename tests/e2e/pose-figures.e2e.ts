import { describe, expect, it } from "vitest";
import { baseUrl, browserForFile, openPage } from "./support/browser";

// The pose figures as a visitor meets them: drawn in the picture, and described in words for screen readers.
const browser = browserForFile();

describe("pose figures", () => {
  it("show the arrangement on a position page, with the arrangement in words as the picture's text", async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(browser(), {
      verified: true,
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${baseUrl()}/positions/romantic-3--pillow-lift`);
    const hero = page.locator("main img").first();
    await hero.waitFor();
    const alt = (await hero.getAttribute("alt")) ?? "";
    expect(alt).toContain("lies on their back");
    expect(alt).toContain("pillow");
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);

    const svg = await (
      await page.request.get(`${baseUrl()}/api/catalogue/romantic-3--pillow-lift/illustration.svg`)
    ).text();
    expect(svg).toContain('stroke="#f29bb5"');
    expect(svg).toContain('stroke="#f5c27d"');
    expect(svg).toContain(`aria-label="`);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it("describe the picture on catalogue cards and on the scratch card", async () => {
    const { page, context } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/positions?style=romantic`);
    const cardImage = page.locator("img[alt*='partner']").first();
    await cardImage.waitFor({ state: "attached" });
    expect(await cardImage.getAttribute("alt")).toMatch(/partner/);

    await page.goto(`${baseUrl()}/games/scratch-position?start=1#start`);
    await page.getByRole("button", { name: "Reveal card 1" }).click();
    const scratchImage = page.locator("img[alt*='partner']").first();
    await scratchImage.waitFor({ state: "attached" });
    expect(await scratchImage.getAttribute("alt")).toMatch(/: .*partner/);
    await context.close();
  });
});
