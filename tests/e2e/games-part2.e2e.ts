import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FIRST_NIGHT_IDEAS, HONEYMOON_IDEAS } from "../../content/guides/bucket-lists";
import { LONG_DISTANCE_ACTIVITIES } from "../../content/guides/long-distance";
import { ALL_LONG_DISTANCE_ACTIVITIES } from "../../content/guides/long-distance-all";
import { LOVE_LANGUAGE_PAIRS } from "../../content/guides/love-language-pairs";
import { activitiesForLanguage, type LoveLanguageId } from "../../content/guides/love-languages";
import { featuredGuides } from "../../content/guides/romantic-guides";
import { baseUrl, browserForFile, openPage, type WatchedPage } from "./support/browser";

const browser = browserForFile();

async function load(page: Page, path: string) {
  const response = await page.goto(`${baseUrl()}${path}`);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("networkidle");
}

type Steps = (watched: WatchedPage) => Promise<void>;
interface VisitOptions {
  /** Wait for hydration after each navigation (else act as a visitor does, the moment the page shows). */
  hydrated?: boolean;
  viewport?: { width: number; height: number };
}
const PHONE = { width: 390, height: 844 };

/**
 * One visitor's session: a fresh context as a visitor who has confirmed their age, `path` loaded, the test's steps,
 * then no console error. The context is closed however the steps end.
 */
async function visit(path: string, steps: Steps): Promise<void>;
async function visit(path: string, options: VisitOptions, steps: Steps): Promise<void>;
async function visit(path: string, ...args: [Steps] | [VisitOptions, Steps]) {
  const [options, steps]: [VisitOptions, Steps] = args.length === 1 ? [{}, args[0]] : args;
  const watched = await openPage(browser(), {
    verified: true,
    waitForHydration: options.hydrated ?? false,
    viewport: options.viewport,
  });
  try {
    await load(watched.page, path);
    await steps(watched);
    expect(watched.consoleErrors).toEqual([]);
  } finally {
    await watched.context.close();
  }
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
  it("walks an activity from step 1 to Complete, then picks a random one", () =>
    visit("/games/long-distance", { viewport: PHONE }, async ({ page, foreignRequests }) => {
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

      expect(foreignRequests).toEqual([]);
    }));
});

describe("love quiz", () => {
  it("answers five questions with Previous, ranks results, keeps answers after a reload, and retakes", () =>
    visit("/games/love-quiz", async ({ page }) => {
      expect(await page.getByRole("link", { name: "Back to Games" }).first().getAttribute("href")).toBe("/games");
      for (const label of [
        "Not Important",
        "Somewhat Important",
        "Important",
        "Very Important",
        "Extremely Important",
      ]) {
        expect(await page.getByRole("button", { name: new RegExp(`^\\d – ${label}$`) }).count()).toBe(1);
      }
      expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
      /** Presses the button, then sees the question it leads to. */
      const press = async (name: string, next: number) => {
        await page.getByRole("button", { name }).click();
        await page.getByText(`Question ${next} of 5`).waitFor();
      };
      // Words of affirmation 2, physical touch 5 (after going back once), acts 3, quality time 1, gifts 4.
      await press("2 – Somewhat Important", 2);
      await press("1 – Not Important", 3);
      await press("Previous", 2);
      expect(await page.getByRole("button", { name: "1 – Not Important" }).getAttribute("aria-pressed")).toBe("true");
      await press("5 – Extremely Important", 3);
      await press("3 – Important", 4);
      await press("1 – Not Important", 5);
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
    }));
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

  it("both partners take it in turn on one device, each gets a profile, then both see where they meet and differ", () =>
    visit("/games/love-quiz", { hydrated: true, viewport: { width: 360, height: 780 } }, async ({ page }) => {
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
    }));
});

describe("bucket lists", () => {
  it("honeymoon: filters, shows extra tips, and keeps a tick after a reload", () =>
    visit("/games/honeymoon-bucket-list", async ({ page }) => {
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
    }));

  it("on a phone, draws only the cards near the screen first; a far card is drawn when scrolled to, and ticks", () =>
    visit("/games/honeymoon-bucket-list", { viewport: PHONE }, async ({ page }) => {
      // The browser skips style, layout and paint of far cards (content-visibility: auto), most of the first visit's
      // work on a 45-card list; checkVisibility({ contentVisibilityAuto: true }) is false inside a skipped card.
      const cards = page.getByRole("listitem").filter({ has: page.getByRole("checkbox") });
      const drawn = (index: number) =>
        cards
          .nth(index)
          .getByRole("heading")
          .evaluate((title) => title.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
      expect(await cards.count()).toBe(HONEYMOON_IDEAS.length);
      await expect.poll(() => drawn(0)).toBe(true);
      expect(await drawn(HONEYMOON_IDEAS.length - 1)).toBe(false);
      const last = HONEYMOON_IDEAS.at(-1)!;
      await cards.last().scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(HONEYMOON_IDEAS.length - 1)).toBe(true);
      await page.getByRole("checkbox", { name: last.title }).check();
      await page.getByText(`1 of ${HONEYMOON_IDEAS.length} honeymoon ideas done`).first().waitFor();
    }));

  it("first night: the Gentle level limits sweetness and completion counts the visible items", () =>
    visit("/games/first-night-bucket-list", { viewport: PHONE }, async ({ page }) => {
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
    }));
});

describe("love language explorer", () => {
  it("opens a language and an activity, then tries it step by step", () =>
    visit("/love-language-explorer", async ({ page }) => {
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
    }));
});

describe("romantic guides", () => {
  it("opens a category and a guide, folds a section and walks the guide", () =>
    visit("/romantic-guides", async ({ page }) => {
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
    }));

  it("shows valid custom guides from the device and ignores a bad value", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { verified: true, waitForHydration: false });
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
