import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CONVERSATION_PACK_LIST, PASSION_DICE_PACK_LIST, TRUTH_OR_DARE_PACK_LIST } from "@content/games/packs";
import { conversationMatches } from "@domain/games/conversation";
import { DEFAULT_PASSION_DICE_OPTIONS, passionDiceCandidates } from "@domain/games/passion-dice";
import { INITIAL_TRUTH_OR_DARE_STATE, truthOrDarePoolOf } from "@domain/games/truth-or-dare";
import { PHONES, allInView, open, touchPhones, type PhoneSize } from "./support/phone-view";

// Issue 31, "the current thing is always in view": the games games-phone.e2e.ts does not play, each played two or
// three steps on touch phones of two sizes. After every step the prompt or result and the control for the next step
// lie inside the viewport and below the fixed header. Taps come as a couple's would: no wait for hydration first.
const phone = touchPhones();

const button = (page: Page, name: string | RegExp) => page.getByRole("button", { name }).first();
const mainLink = (page: Page, name: RegExp) => page.locator("main").getByRole("link", { name }).first();

/**
 * Taps `control` twice, each time waiting for `shown` to change (the first time: to appear), and then sees `shown`
 * and `again` (the control as it reads once ready) in view, named "after <what> <n>".
 */
async function eachTapBringsNew(page: Page, what: string, control: Locator, shown: Locator, again: Locator) {
  for (let step = 0; step < 2; step++) {
    const before = step === 0 ? null : await shown.textContent();
    await control.tap();
    await expect.poll(() => shown.textContent().catch(() => null), { timeout: 10_000 }).not.toBe(before);
    await allInView(page, `after ${what} ${step + 1}`, shown, again);
  }
}

describe.each(PHONES)("more games at $width×$height with touch", (size) => {
  it("Position Wheel: after each spin, the result's name and Spin are in view", async () => {
    const { page, errors } = await phone(size);
    await open(page, "/games/position-wheel");
    const spin = page.locator("[data-play='pw-controls']").getByRole("button", { name: /^Spin/ });
    const name = page.locator("[data-play='pw-result'] h2");
    for (let step = 0; step < 2; step++) {
      await spin.tap();
      await name.waitFor({ timeout: 15_000 });
      await expect.poll(() => spin.textContent(), { timeout: 15_000 }).toBe("Spin");
      await allInView(page, `after spin ${step + 1}`, name, spin);
    }
    expect(errors).toEqual([]);
  });

  it("Random Position: after each draw (the first, the second, the third), the whole result and Get Another Position are in view", async () => {
    const { page, errors } = await phone(size);
    await open(page, "/games/random-position");
    const result = page.getByTestId("random-result");
    const next = page.locator("[data-play='random-next']");
    await next.tap();
    for (let step = 0; step < 3; step++) {
      await result.waitFor({ timeout: 10_000 });
      await expect.poll(() => next.textContent()).toContain("Get Another Position");
      await expect.poll(() => next.isEnabled()).toBe(true);
      await allInView(page, `after draw ${step + 1}`, result, result.getByRole("heading"), next);
      if (step < 2) {
        const before = await result.getByRole("heading").textContent();
        await next.tap();
        await expect.poll(() => result.getByRole("heading").textContent(), { timeout: 10_000 }).not.toBe(before);
      }
    }
    expect(errors).toEqual([]);
  });

  it("Love Quiz: the first question in view on opening; each answer brings the next question and its options into view; the result at the end", async () => {
    const { page, errors } = await phone(size);
    await open(page, "/games/love-quiz");
    const options = page.getByRole("group", { name: "How important is this to you?" }).getByRole("button");
    // The question's heading, then the result's (both are focused when they come).
    const question = page.locator("h2[tabindex='-1']").first();
    // The first question is on the first screen, unscrolled (the title and the quiz tabs above it, nothing more).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await allInView(page, "on opening", page.locator("[data-play='quiz-question']"));
    const result = page.getByText("Your primary love language");
    for (let step = 0; step < 40; step++) {
      const before = await question.textContent();
      await options.nth((step * 2) % 5).tap();
      await expect
        .poll(async () => (await result.isVisible()) || (await question.textContent()) !== before, { timeout: 5_000 })
        .toBe(true);
      if (await result.isVisible()) break;
      await allInView(page, `question ${step + 2}`, question, options.first(), options.last());
    }
    await allInView(page, "the result", result, question);
    expect(errors).toEqual([]);
  });

  it("Seductive Conversation: after each Get Question, the question and Get Question are in view", async () => {
    const { page, errors } = await phone(size);
    await open(page, "/games/seductive-conversation");
    const question = page.getByTestId("conv-question").getByRole("heading", { level: 2 });
    const get = button(page, /Get Question|Finding a question/);
    await eachTapBringsNew(page, "question", get, question, button(page, "Get Question"));
    expect(errors).toEqual([]);
  });

  it("Fantasy Roleplay: after each Generate, the scene's title and Generate Roleplay are in view", async () => {
    const { page, errors } = await phone(size);
    await open(page, "/games/fantasy-roleplay");
    const title = page.locator("#rp-title");
    await eachTapBringsNew(page, "scene", button(page, /Generate Roleplay/), title, button(page, "Generate Roleplay"));
    expect(errors).toEqual([]);
  });

  it("Pleasure Map: a chosen region shows its zones in view; an opened zone shows its name", async () => {
    const { page, errors } = await phone(size);
    await open(page, "/games/pleasure-map");
    await button(page, /^Head & Neck/).tap();
    const panel = page.locator("#pm-region-panel");
    await panel.locator("[aria-expanded]").first().waitFor({ timeout: 10_000 });
    await allInView(page, "the region", page.locator("#pm-region-title"), panel.locator("[aria-expanded]").first());
    for (let index = 0; index < 2; index++) {
      // A closed zone, found by the details it controls (it stays the same button once opened).
      const details = await panel.locator("[aria-expanded='false']").first().getAttribute("aria-controls");
      const zone = panel.locator(`[aria-controls='${details}']`);
      await zone.tap();
      await expect.poll(() => zone.getAttribute("aria-expanded")).toBe("true");
      await allInView(page, `the open zone ${index + 1}`, zone);
    }
    expect(errors).toEqual([]);
  });

  it("Erotic Massage: starting a track brings the player's controls into view", async () => {
    const { page, errors } = await phone(size);
    await open(page, "/games/erotic-massage");
    await button(page, /Plays ambient sound/).tap();
    const player = page.getByTestId("massage-player");
    await player.waitFor({ timeout: 10_000 });
    await allInView(
      page,
      "the player",
      player.getByRole("button", { name: /Play|Pause/ }).first(),
      player.getByRole("button", { name: /Mute|Unmute/ }),
    );
    expect(errors).toEqual([]);
  });

  it("Long distance: a chosen activity and each Next Step show the step and Next Step in view", async () => {
    const { page, errors } = await phone(size);
    await open(page, "/games/long-distance");
    await button(page, "Random Activity").tap();
    const next = button(page, /Next Step/);
    const step = page.locator("[aria-live='polite'][aria-atomic='true']").filter({ hasText: /Step \d+ of/ });
    await next.waitFor({ timeout: 10_000 });
    await allInView(page, "the activity", page.locator("#walkthrough-title"), next);
    for (let index = 0; index < 2; index++) {
      await next.tap();
      await expect.poll(() => step.textContent()).toContain(`Step ${index + 2} of`);
      await allInView(page, `after Next Step ${index + 1}`, step, button(page, /Next Step|Complete|Finish|Done/));
    }
    expect(errors).toEqual([]);
  });

  for (const [list, name] of [
    ["honeymoon-bucket-list", "Honeymoon bucket list"],
    ["first-night-bucket-list", "First-night bucket list"],
  ] as const) {
    it(`${name}: a ticked idea and its tick stay in view`, async () => {
      const { page, errors } = await phone(size);
      await open(page, `/games/${list}`);
      for (const index of [0, 1]) {
        const tick = page.getByRole("checkbox").nth(index);
        await tick.scrollIntoViewIfNeeded();
        await tick.tap();
        await expect.poll(() => tick.isChecked()).toBe(true);
        const title = page.locator(`#${await tick.getAttribute("aria-labelledby")}`);
        await allInView(page, `after ticking idea ${index + 1}`, title, tick);
      }
      expect(errors).toEqual([]);
    });
  }

  it("Romantic guides: opening a guide and each Next Step show the step and Next Step in view", async () => {
    await openAndWalkSteps(size, "/romantic-guides", (page) => [
      mainLink(page, /The Art of Deep Conversation/),
      button(page, "Start This Guide"),
    ]);
  });

  it("Love language explorer: opening an activity and each Next Step show the step and Next Step in view", async () => {
    await openAndWalkSteps(size, "/love-language-explorer", (page) => [
      mainLink(page, /^Quality Time/),
      page.locator("main").getByRole("link").filter({ hasText: /min/ }).first(),
      button(page, "Try This Activity"),
    ]);
  });

  it("Desire match: after Start and each answer, the card and Yes / Maybe / No are in view", async () => {
    const { page, errors } = await phone(size);
    await open(page, "/desire-match");
    await button(page, "Start a match").tap();
    const link = (await page.getByTestId("match-link").textContent({ timeout: 10_000 }))!.trim();
    const partner = await phone(size);
    await partner.page.goto(link);
    const card = page.getByTestId("match-card");
    const answers = page.locator("[data-play='match-answers']");
    await card.waitFor({ timeout: 10_000 });
    const all = () => ["Yes", "Maybe", "No"].map((name) => answers.getByRole("button", { name, exact: true }));
    await allInView(page, "the first card", card, ...all());
    for (const answer of ["Yes", "Maybe"]) {
      const before = await card.textContent();
      await answers.getByRole("button", { name: answer, exact: true }).tap();
      await expect.poll(() => card.textContent()).not.toBe(before);
      await allInView(page, `after ${answer}`, card, ...all());
    }
    expect([...errors, ...partner.errors]).toEqual([]);
  });
});

/** Before the page's scripts run, marks every id but the last as already seen in a pack's history on the device. */
async function allButOneSeen(page: Page, key: string, ids: readonly string[]) {
  expect(ids.length).toBeGreaterThan(1);
  await page.addInitScript(([storageKey, seen]) => localStorage.setItem(storageKey, JSON.stringify(seen)), [
    key,
    ids.slice(0, -1),
  ] as const);
}

const idsOf = (items: readonly { id: string }[]) => items.map((item) => item.id);
const finishedTitle = (page: Page) => page.locator("[data-play='pack-finished-title']");

// Issue 47, "the end of a pack": each pack game played to the end of its first pack (the device has seen all but one
// of the default settings' items). The "pack finished" screen's heading and its way on are in view below the header,
// and the way on brings a prompt and the next control into view.
describe.each(PHONES)("the end of a pack at $width×$height with touch", (size) => {
  it("Truth or Dare: the last prompt, then That was the last one and Play First year together, then its first prompt", async () => {
    const { page, errors } = await phone(size);
    const classic = TRUTH_OR_DARE_PACK_LIST[0]!;
    const pool = truthOrDarePoolOf(classic.items, INITIAL_TRUTH_OR_DARE_STATE.filter).items;
    await allButOneSeen(page, "entwine-games:truth-or-dare:seen", idsOf(pool));
    await open(page, "/games/truth-or-dare");
    await page.getByRole("button", { name: "Start Game" }).tap();
    const label = page.locator("[data-play='tod-prompt']");
    const next = page.getByRole("button", { name: "Next Question" });
    await allInView(page, "the last prompt", label, page.getByTestId("tod-question"), next);
    await next.tap();
    const following = TRUTH_OR_DARE_PACK_LIST[1]!;
    const playNext = page.getByRole("button", { name: `Play ${following.name}` });
    await allInView(
      page,
      "the finished pack",
      finishedTitle(page),
      playNext,
      page.getByRole("button", { name: /again/ }),
    );
    expect(await finishedTitle(page).textContent()).toBe(`That was the last one in ${classic.name}`);
    await playNext.tap();
    await allInView(page, `the first prompt of ${following.name}`, label, page.getByTestId("tod-question"), next);
    expect(errors).toEqual([]);
  });

  it("Passion Dice: Every roll is the first pack; its last roll, then That was the last one with Start again and Change settings, then the settings", async () => {
    const { page, errors } = await phone(size);
    const first = PASSION_DICE_PACK_LIST[0]!;
    expect(first.id).toBe("every-roll");
    const pool = passionDiceCandidates(first.items, DEFAULT_PASSION_DICE_OPTIONS);
    await allButOneSeen(page, "entwine-games:passion-dice:every-roll:seen", idsOf(pool));
    await open(page, "/games/passion-dice");
    const roll = page.getByRole("button", { name: "Roll for Passion" });
    await roll.tap();
    await page.getByTestId("pd-result").waitFor({ timeout: 10_000 });
    await allInView(page, "the last roll", page.getByTestId("pd-leader"), roll);
    await roll.tap();
    const again = page.getByRole("button", { name: `Start ${first.name} again` });
    const settings = page.getByRole("button", { name: "Change settings" });
    await allInView(page, "the finished pack", finishedTitle(page), again, settings);
    // Classic and the fresh rolls are both inside Every roll: neither is offered as something new.
    expect(
      await page
        .getByTestId("pack-finished")
        .getByRole("button", { name: /^Play / })
        .count(),
    ).toBe(0);
    await settings.tap();
    await allInView(page, "the settings", page.getByRole("heading", { name: "Set the mood" }));
    expect(errors).toEqual([]);
  });

  it("Conversation: the last Intimate, Mild starter, then That was the last one and Try Spicy next, then a Spicy question", async () => {
    const { page, errors } = await phone(size);
    const first = CONVERSATION_PACK_LIST[0]!;
    await allButOneSeen(
      page,
      `entwine-games:seductive-conversation:${first.id}:seen`,
      idsOf(conversationMatches("intimate", "mild", first.items)),
    );
    await open(page, "/games/seductive-conversation");
    const get = page.locator("[data-play='conv-get']");
    const question = page.locator("[data-play='conv-question']");
    await get.tap();
    await question.waitFor({ timeout: 10_000 });
    await allInView(page, "the last question", question, get);
    await get.tap();
    const trySpicy = page.getByRole("button", { name: "Try Spicy next" });
    await allInView(
      page,
      "the finished pack",
      finishedTitle(page),
      trySpicy,
      page.getByRole("button", { name: /again/ }),
    );
    await trySpicy.tap();
    await question.waitFor({ timeout: 10_000 });
    await allInView(page, "a Spicy question", question, get);
    expect(await page.getByRole("radio", { name: /^Spicy/ }).isChecked()).toBe(true);
    expect(await page.getByTestId("conv-question").textContent()).toContain("Spicy");
    expect(errors).toEqual([]);
  });
});

/**
 * On a phone of `size` at `path`, taps the controls `opening` names in turn to reach a step walk-through, walks it
 * (walkSteps), and expects no errors on the page.
 */
async function openAndWalkSteps(size: PhoneSize, path: string, opening: (page: Page) => Locator[]) {
  const { page, errors } = await phone(size);
  await open(page, path);
  for (const control of opening(page)) await control.tap();
  await walkSteps(page);
  expect(errors).toEqual([]);
}

/** A step walk-through (a guide or an activity): the step and Next Step in view at the start and after two Nexts. */
async function walkSteps(page: Page) {
  const step = page.locator("[aria-live='polite'][aria-atomic='true']").filter({ hasText: /Step \d+ of/ });
  const next = button(page, /Next Step/);
  await step.waitFor({ timeout: 10_000 });
  await allInView(page, "the first step", step, next);
  for (let index = 0; index < 2; index++) {
    await next.tap();
    await expect.poll(() => step.textContent()).toContain(`Step ${index + 2} of`);
    await allInView(page, `after Next Step ${index + 1}`, step, button(page, /Next Step|Complete|Finish|Done/));
  }
}
