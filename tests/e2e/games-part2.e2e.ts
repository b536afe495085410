import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_NIGHT_IDEAS, HONEYMOON_IDEAS } from "../../content/guides/bucket-lists";
import { LONG_DISTANCE_ACTIVITIES } from "../../content/guides/long-distance";
import { ALL_LONG_DISTANCE_ACTIVITIES } from "../../content/guides/long-distance-all";
import { LOVE_LANGUAGE_PAIRS } from "../../content/guides/love-language-pairs";
import { activitiesForLanguage, type LoveLanguageId } from "../../content/guides/love-languages";
import { featuredGuides } from "../../content/guides/romantic-guides";
import { baseUrl, launchBrowser, openPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function load(page: Page, path: string) {
  const response = await page.goto(`${baseUrl()}${path}`);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("networkidle");
}

/** Reloads the page and, as `load` does, waits until the network is quiet. */
async function reload(page: Page) {
  await page.reload();
  await page.waitForLoadState("networkidle");
}

/** From "Step 1 of <count>", presses Next Step up to the last step, seeing each step's number. */
async function stepThrough(page: Page, count: number) {
  for (let step = 1; step < count; step++) {
    await page.getByRole("button", { name: "Next Step" }).click();
    await page
      .getByText(`Step ${step + 1} of ${count}`)
      .first()
      .waitFor();
  }
}

describe("long distance", () => {
  it("walks an activity from step 1 to Complete, then picks a random one", async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(browser, {
      verified: true,
      waitForHydration: false,
      viewport: { width: 390, height: 844 },
    });
    await load(page, "/games/long-distance");
    expect(await page.getByRole("tab").count()).toBe(8);
    await page.getByText(`${ALL_LONG_DISTANCE_ACTIVITIES.length} activities`).waitFor();
    await page.getByRole("tab", { name: "Messaging" }).click();
    await page.getByRole("heading", { name: "Messaging activities" }).waitFor();
    // A phone sees six cards at first, then six more at a time.
    const cards = page.getByRole("button", { name: /^Start Activity: / });
    expect(await cards.count()).toBe(6);
    const countText = (await page.getByTestId("ld-count").textContent())!;
    const total = Number(/of (\d+)$/.exec(countText)![1]);
    expect(total).toBeGreaterThan(6);
    await page.getByRole("button", { name: /^Show \d+ more/ }).click();
    await expect.poll(() => cards.count()).toBe(Math.min(12, total));
    await page.getByRole("tab", { name: "Most Popular" }).click();

    const activity = LONG_DISTANCE_ACTIVITIES.find((entry) => entry.id === "virtual-dinner-date")!;
    await page.getByRole("button", { name: `Start Activity: ${activity.title}` }).click();
    const heading = page.getByRole("heading", { level: 2, name: activity.title });
    await heading.waitFor();
    const previous = page.getByRole("button", { name: "Previous" });
    expect(await previous.isDisabled()).toBe(true);
    await page.getByText(activity.instructions[0]!).waitFor();
    for (let step = 1; step < activity.instructions.length; step++) {
      await page.getByRole("button", { name: "Next Step" }).click();
      await page.getByText(activity.instructions[step]!).waitFor();
    }
    expect(await page.getByRole("button", { name: "Next Step" }).count()).toBe(0);
    await previous.click();
    await page.getByText(activity.instructions[activity.instructions.length - 2]!).waitFor();
    await page.getByRole("button", { name: "Next Step" }).click();
    await page.getByRole("button", { name: "Complete" }).click();
    await heading.waitFor({ state: "detached" });
    await page.getByRole("tablist").waitFor();

    await page.getByRole("button", { name: "Random Activity" }).first().click();
    await page.getByRole("button", { name: "Choose Different Activity" }).waitFor();
    expect(await page.getByText("Step 1 of").first().isVisible()).toBe(true);
    const seen = await page.evaluate(
      () => JSON.parse(localStorage.getItem("entwine-long-distance-seen") ?? "[]") as string[],
    );
    expect(seen).toHaveLength(1);
    await page.getByRole("button", { name: "Choose Different Activity" }).click();
    await page.getByRole("tablist").waitFor();

    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});

describe("love quiz", () => {
  it("answers five questions with Previous, ranks results, keeps answers after a reload, and retakes", async () => {
    const { page, context, consoleErrors } = await openPage(browser, { verified: true, waitForHydration: false });
    await load(page, "/games/love-quiz");
    expect(await page.getByRole("link", { name: "Back to Games" }).first().getAttribute("href")).toBe("/games");
    for (const label of ["Not Important", "Somewhat Important", "Important", "Very Important", "Extremely Important"]) {
      expect(await page.getByRole("button", { name: new RegExp(`^\\d – ${label}$`) }).count()).toBe(1);
    }
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    // Words of affirmation 2, physical touch 5 (after going back once), acts 3, quality time 1, gifts 4.
    await page.getByRole("button", { name: "2 – Somewhat Important" }).click();
    await page.getByText("Question 2 of 5").waitFor();
    await page.getByRole("button", { name: "1 – Not Important" }).click();
    await page.getByText("Question 3 of 5").waitFor();
    await page.getByRole("button", { name: "Previous" }).click();
    await page.getByText("Question 2 of 5").waitFor();
    expect(await page.getByRole("button", { name: "1 – Not Important" }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "5 – Extremely Important" }).click();
    await page.getByText("Question 3 of 5").waitFor();
    await page.getByRole("button", { name: "3 – Important" }).click();
    await page.getByText("Question 4 of 5").waitFor();
    await page.getByRole("button", { name: "1 – Not Important" }).click();
    await page.getByText("Question 5 of 5").waitFor();
    await page.getByRole("button", { name: "4 – Very Important" }).click();

    await page.getByRole("heading", { name: "Physical Touch" }).first().waitFor();
    const bars = page.getByRole("progressbar");
    expect(await bars.first().getAttribute("aria-label")).toBe("Physical Touch: 5 out of 5");
    expect(await bars.nth(1).getAttribute("aria-label")).toBe("Receiving Gifts: 4 out of 5");
    expect(await bars.last().getAttribute("aria-label")).toBe("Quality Time: 1 out of 5");
    for (const activity of activitiesForLanguage("physical_touch").slice(0, 2)) {
      await page.getByRole("heading", { name: activity.title }).waitFor();
    }

    await reload(page);
    await page.getByRole("button", { name: "Retake Quiz" }).waitFor();
    expect(await page.getByRole("link", { name: "Back to Games" }).count()).toBeGreaterThanOrEqual(2);
    await page.getByRole("button", { name: "Retake Quiz" }).click();
    await page.getByText("Question 1 of 5").waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("love quiz, 30 pairs", () => {
  /** Answers every pair on screen for a partner who prefers the languages in `order`, first most. */
  async function answerPairs(page: Page, order: readonly LoveLanguageId[]) {
    for (const [index, pair] of LOVE_LANGUAGE_PAIRS.entries()) {
      await page.getByText(`Pair ${index + 1} of ${LOVE_LANGUAGE_PAIRS.length}`).waitFor();
      const side = order.indexOf(pair.a.language) < order.indexOf(pair.b.language) ? "a" : "b";
      await page
        .getByRole("group", { name: "Choose one moment" })
        .getByRole("button", { name: pair[side].text })
        .click();
    }
  }

  it("both partners take it in turn on one device, each gets a profile, then both see where they meet and differ", async () => {
    const { page, context, consoleErrors } = await openPage(browser, {
      verified: true,
      viewport: { width: 360, height: 780 },
    });
    await load(page, "/games/love-quiz");
    await page.getByRole("tab", { name: /Which means more/ }).click();
    await page.getByText("Your names (optional)").click();
    await page.getByRole("textbox", { name: "Partner 1" }).fill("Sam");
    await page.getByRole("textbox", { name: "Partner 2" }).fill("Alex");
    await page.getByRole("button", { name: "Start: Sam" }).click();
    const order: LoveLanguageId[] = [
      "quality_time",
      "physical_touch",
      "words_of_affirmation",
      "acts_of_service",
      "receiving_gifts",
    ];
    await answerPairs(page, order);
    await page.getByRole("heading", { level: 2, name: "Quality Time" }).waitFor();
    await page.getByText("Sam's love language").waitFor();
    expect(await page.getByRole("progressbar").first().getAttribute("aria-label")).toBe(
      "Sam, Quality Time: chosen 12 of the 12 times it was offered",
    );

    await page.getByRole("button", { name: "Hand over to Alex" }).click();
    await answerPairs(page, [...order].reverse());
    await page.getByRole("heading", { level: 2, name: "Receiving Gifts" }).waitFor();
    await page.getByRole("button", { name: "See where you meet and differ" }).click();
    await page.getByTestId("pair-comparison").waitFor();
    // Reversed orders: the two ends and the next two are a third or more apart; words of affirmation sits in the middle for both.
    expect(await page.getByTestId("pair-differ").count()).toBe(4);
    expect(await page.getByTestId("pair-meet").textContent()).toContain(
      "you value Words of Affirmation about the same",
    );
    await page.getByText("Means more to Sam (12 of 12) than to Alex (0 of 12).").waitFor();
    expect(await page.getByTestId("pair-taker-1").textContent()).toContain("Quality Time");

    // Kept on the device: the comparison is there after a reload, and the quick quiz is one tab away.
    await reload(page);
    await page.getByTestId("pair-comparison").waitFor();
    fs.mkdirSync(".tmp", { recursive: true });
    await page.screenshot({ path: ".tmp/w6-love-pairs-360.png", fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("tab", { name: /Quick quiz/ }).click();
    await page.getByText("Question 1 of 5").waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("bucket lists", () => {
  it("honeymoon: filters, shows extra tips, and keeps a tick after a reload", async () => {
    const { page, context, consoleErrors } = await openPage(browser, { verified: true, waitForHydration: false });
    await load(page, "/games/honeymoon-bucket-list");
    const checkboxes = page.getByRole("checkbox");
    expect(await checkboxes.count()).toBe(HONEYMOON_IDEAS.length);
    const food = HONEYMOON_IDEAS.filter((idea) => idea.category === "food");
    await page.getByRole("button", { name: /^Food/ }).click();
    expect(await checkboxes.count()).toBe(food.length);
    expect(await page.getByText("Extra tips", { exact: true }).count()).toBe(0);
    await page.getByRole("switch", { name: "Show extra tips" }).click();
    expect(await page.getByText("Extra tips", { exact: true }).count()).toBe(
      food.filter((idea) => idea.spiceTips?.length).length,
    );
    await page.getByRole("button", { name: /^All/ }).click();

    const first = HONEYMOON_IDEAS[0]!;
    await page.getByRole("checkbox", { name: first.title }).check();
    await page.getByText(`1 of ${HONEYMOON_IDEAS.length} honeymoon ideas done`).first().waitFor();
    await reload(page);
    await page.getByText(`1 of ${HONEYMOON_IDEAS.length} honeymoon ideas done`).first().waitFor();
    expect(await page.getByRole("checkbox", { name: first.title }).isChecked()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("first night: the Gentle level limits sweetness and completion counts the visible items", async () => {
    const { page, context, consoleErrors } = await openPage(browser, {
      verified: true,
      waitForHydration: false,
      viewport: { width: 390, height: 844 },
    });
    await load(page, "/games/first-night-bucket-list");
    const checkboxes = page.getByRole("checkbox");
    expect(await checkboxes.count()).toBe(FIRST_NIGHT_IDEAS.length);
    await page.getByRole("button", { name: "Gentle" }).click();
    const gentleComfort = FIRST_NIGHT_IDEAS.filter((idea) => idea.category === "comfort" && idea.sweetLevel <= 3);
    expect(await checkboxes.count()).toBe(FIRST_NIGHT_IDEAS.filter((idea) => idea.sweetLevel <= 3).length);
    await page.getByRole("button", { name: /^Comfort/ }).click();
    expect(await checkboxes.count()).toBe(gentleComfort.length);
    for (const idea of gentleComfort) await page.getByRole("checkbox", { name: idea.title }).check();
    await page.getByText("Every idea here is done!").waitFor();
    await reload(page);
    await page.getByText(`${gentleComfort.length} of ${FIRST_NIGHT_IDEAS.length} ideas shown done`).first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("love language explorer", () => {
  it("opens a language and an activity, then tries it step by step", async () => {
    const { page, context, consoleErrors } = await openPage(browser, { verified: true, waitForHydration: false });
    await load(page, "/love-language-explorer");
    expect(await page.getByRole("link", { name: "Take the Love Language Quiz" }).getAttribute("href")).toBe(
      "/games/love-quiz",
    );
    await page.getByRole("link", { name: /Physical Touch/ }).click();
    await page.getByRole("heading", { level: 1, name: "Physical Touch" }).waitFor();
    expect(page.url()).toContain("language=physical_touch");
    await page.getByText("Beginner", { exact: true }).first().waitFor();

    const activity = activitiesForLanguage("physical_touch")[0]!;
    await page
      .getByRole("link", { name: new RegExp(activity.title) })
      .first()
      .click();
    await page.getByRole("heading", { level: 1, name: activity.title }).waitFor();
    await page.getByRole("heading", { name: "Instructions" }).waitFor();
    await page.getByRole("heading", { name: "Materials" }).waitFor();
    await page.getByRole("button", { name: "Try This Activity" }).click();
    await page.getByText(`Step 1 of ${activity.instructions.length}`).first().waitFor();
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await stepThrough(page, activity.instructions.length);
    await page.getByRole("button", { name: "Complete" }).click();
    await page.getByRole("button", { name: "Try This Activity" }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Physical Touch" }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("romantic guides", () => {
  it("opens a category and a guide, folds a section and walks the guide", async () => {
    const { page, context, consoleErrors } = await openPage(browser, { verified: true, waitForHydration: false });
    await load(page, "/romantic-guides");
    await page.getByRole("heading", { name: "Featured guides" }).waitFor();
    await page.getByRole("link", { name: /Romance Rituals/ }).click();
    await page.getByRole("heading", { level: 1, name: "Romance Rituals" }).waitFor();
    await page.getByRole("link", { name: "All guides" }).click();

    const guide = featuredGuides()[0]!;
    await page
      .getByRole("link", { name: new RegExp(guide.title) })
      .first()
      .click();
    await page.getByRole("heading", { level: 1, name: guide.title }).waitFor();
    const second = guide.sections[1]!;
    await expect(page.getByText(second.content).isVisible()).resolves.toBe(false);
    await page.locator("summary", { hasText: second.title }).click();
    await page.getByText(second.content).waitFor();
    await page.getByRole("heading", { name: "Pro tips" }).waitFor();

    await page.getByRole("button", { name: "Start This Guide" }).click();
    await page.getByText(`Step 1 of ${guide.sections.length}`).first().waitFor();
    await stepThrough(page, guide.sections.length);
    await page.getByRole("button", { name: "Finish Guide" }).click();
    await page.getByRole("button", { name: "Start This Guide" }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows valid custom guides from the device and ignores a bad value", async () => {
    const { page, context, consoleErrors } = await openPage(browser, { verified: true, waitForHydration: false });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem(
          "romantic_guides_custom",
          JSON.stringify([
            {
              id: "our-slow-sunday",
              title: "Our Slow Sunday",
              description: "A lazy Sunday, our way.",
              category: "romance_rituals",
              sections: [{ title: "Morning", content: "Coffee in bed, no phones." }],
            },
            { id: "broken" },
          ]),
        );
      }
    });
    await load(page, "/romantic-guides");
    await page.getByRole("heading", { name: "Your guides" }).waitFor();
    await page.getByRole("link", { name: /Our Slow Sunday/ }).click();
    await page.getByRole("heading", { level: 1, name: "Our Slow Sunday" }).waitFor();
    await page.evaluate(() => localStorage.setItem("romantic_guides_custom", "{not json"));
    await load(page, "/romantic-guides");
    await page.getByRole("heading", { name: "Featured guides" }).waitFor();
    expect(await page.getByRole("heading", { name: "Your guides" }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
