import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, browserForFile, openPage, type WatchedPage } from "./support/browser";

const browser = browserForFile();

/** Opens a game page (age check pre-set) and waits until the network is quiet, not for hydration (as a visitor). */
async function openGame(
  path: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<WatchedPage> {
  const watched = await openPage(browser(), { verified: true, waitForHydration: false, ...options });
  const response = await watched.page.goto(`${baseUrl()}${path}`);
  expect(response?.status(), path).toBe(200);
  await watched.page.waitForLoadState("networkidle");
  return watched;
}

async function done({ context, consoleErrors, foreignRequests }: WatchedPage) {
  expect(consoleErrors).toEqual([]);
  expect(foreignRequests).toEqual([]);
  await context.close();
}

async function serverHtml(path: string): Promise<string> {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The game's own announcer (LiveAnnouncer), not the proof-of-work status line of "Play on two phones" above it. */
function liveText(page: Page) {
  return page.locator("[aria-live=polite][aria-atomic=true]").first().textContent();
}

describe("games part 1", () => {
  it("truth or dare: a Start tapped before the prompts' words arrive says so, then shows the first card", async () => {
    const watched = await openPage(browser(), { verified: true, waitForHydration: false });
    const { page } = watched;
    // The words come in a file of their own once the page has hydrated; held back here, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/truth-or-dare-words-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/games/truth-or-dare`);
    const start = page.getByRole("button", { name: "Start Game" });
    await start.click();
    await expect.poll(() => asked, { timeout: 15_000 }).toBe(true);
    const waiting = page.getByRole("button", { name: "Shuffling the cards…" });
    await waiting.waitFor();
    expect(await waiting.getAttribute("aria-busy")).toBe("true");
    expect(await page.getByTestId("tod-question").count()).toBe(0);
    release();
    const question = page.getByTestId("tod-question");
    await question.waitFor();
    expect((await question.textContent())!.trim().length).toBeGreaterThan(20);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("tod-question");
    await done(watched);
  });

  it("truth or dare: setup, start, next question, quick type switch back to setup", async () => {
    const html = await serverHtml("/games/truth-or-dare");
    expect(html).toContain("Set up your game");
    expect(html).toContain("Consent first");

    const watched = await openGame("/games/truth-or-dare");
    const { page } = watched;
    await expect.poll(() => page.getByText(/questions? in Classic for these settings/).isVisible()).toBe(true);
    // Keyboard: choose Dare with the radio group, then start.
    await page.getByRole("radio", { name: /^Dare/ }).check();
    await page.getByRole("radio", { name: "5 · Fire" }).check();
    await page.getByRole("button", { name: "Start Game" }).click();
    const question = page.getByTestId("tod-question");
    await question.waitFor();
    const first = await question.textContent();
    expect(first).toBeTruthy();
    expect(await page.getByText("DARE", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => liveText(page)).toContain("Dare:");
    await page.getByRole("button", { name: "Next Question" }).press("Enter");
    await expect.poll(() => question.textContent()).not.toBe(first);
    // History is kept on the device.
    const seen = await page.evaluate(
      () => JSON.parse(localStorage.getItem("entwine-games:truth-or-dare:seen") ?? "[]") as string[],
    );
    expect(seen.length).toBe(2);
    await page
      .getByRole("group", { name: /Quick switch/ })
      .getByRole("button", { name: "Truth" })
      .click();
    await page.getByRole("heading", { name: "Set up your game" }).waitFor();
    expect(await page.getByRole("radio", { name: /^Truth/ }).isChecked()).toBe(true);
    await done(watched);
  });

  it("passion dice: 1.2 s roll with the button disabled, a result and the last rolls newest first", async () => {
    const watched = await openGame("/games/passion-dice");
    const { page } = watched;
    await page.getByRole("radio", { name: /^Mild/ }).check();
    const roll = page.getByRole("button", { name: "Roll for Passion" });
    await roll.click();
    expect(await page.getByRole("button", { name: "Rolling…" }).isDisabled()).toBe(true);
    await page.getByTestId("pd-result").waitFor({ timeout: 5_000 });
    await page.getByRole("button", { name: "Roll for Passion" }).click();
    await page.getByRole("button", { name: "Roll for Passion" }).waitFor({ timeout: 5_000 });
    const history = page.getByTestId("pd-history").locator("li");
    await expect.poll(() => history.count()).toBe(2);
    expect(await history.first().textContent()).toContain("Roll 2");
    expect(await page.getByTestId("pd-result").textContent()).toMatch(/Gentle|Sweet/);
    await done(watched);
  });

  it("truth or dare: a themed pack, how many are left, and whose turn it is by the couple's nicknames", async () => {
    const watched = await openGame("/games/truth-or-dare");
    const { page } = watched;
    const picker = page.getByTestId("pack-picker");
    expect(await picker.getByRole("radio").count()).toBeGreaterThanOrEqual(5);
    await picker.getByRole("radio", { name: /^First year together/ }).check();
    const firstYear = picker.locator("label", { hasText: "First year together" }).getByTestId("pack-count");
    const before = Number((await firstYear.textContent())!.match(/\d+/)![0]);
    await page.getByTestId("nickname-form").locator("summary").click();
    await page.getByRole("textbox", { name: "Partner 1" }).fill("Sam");
    await page.getByRole("textbox", { name: "Partner 2" }).fill("Alex");
    await page.getByRole("button", { name: "Start Game" }).click();
    await page.getByTestId("tod-question").waitFor();
    expect(await page.getByTestId("tod-turn").textContent()).toBe("Sam's turn");
    expect(await page.getByTestId("pack-left").textContent()).toContain(`${before - 1} left in this pack`);
    await page.getByRole("button", { name: "Next Question" }).click();
    await expect.poll(() => page.getByTestId("tod-turn").textContent()).toBe("Alex's turn");
    expect(await page.getByTestId("pack-left").textContent()).toContain(`${before - 2} left in this pack`);
    // The pack's own history and the shared nicknames stay on the device.
    const stored = await page.evaluate(() => ({
      seen: JSON.parse(localStorage.getItem("entwine-games:truth-or-dare:first-year:seen") ?? "[]") as string[],
      names: localStorage.getItem("entwine-games:nicknames"),
    }));
    expect(stored.seen).toHaveLength(2);
    expect(stored.seen.every((id) => id.startsWith("first-year-"))).toBe(true);
    expect(stored.names).toBe('["Sam","Alex"]');
    expect(await page.locator("main").textContent()).not.toMatch(/\b(His|Hers|Her) turn\b/);
    await done(watched);
  });

  it("passion dice: Take turns / Partner 1 / Partner 2 / Random shown with the nicknames, and a new pack", async () => {
    const watched = await openGame("/games/passion-dice");
    const { page } = watched;
    await page.evaluate(() => localStorage.setItem("entwine-games:nicknames", '["Sam","Alex"]'));
    await page.reload();
    await page.waitForLoadState("networkidle");
    const leads = page.getByRole("group", { name: "Who leads" });
    await expect
      .poll(() =>
        leads.getByRole("radio").evaluateAll((radios) => radios.map((radio) => radio.parentElement?.textContent)),
      )
      .toEqual(["Take turns", "Sam", "Alex", "Random"]);
    // Taking turns (the default) hands the lead across, roll after roll.
    expect(await leads.getByRole("radio", { name: "Take turns" }).isChecked()).toBe(true);
    for (const leader of ["Sam", "Alex", "Sam"]) {
      await page.getByRole("button", { name: "Roll for Passion" }).click();
      await expect.poll(() => page.getByTestId("pd-leader").textContent()).toBe(`${leader}'s turn to lead`);
      await page.getByRole("button", { name: "Roll for Passion" }).waitFor();
    }
    await leads.getByRole("radio", { name: "Alex" }).check();
    await page
      .getByTestId("pack-picker")
      .getByRole("radio", { name: /^Fresh rolls/ })
      .check();
    await page.getByRole("button", { name: "Roll for Passion" }).click();
    await page.getByTestId("pd-result").waitFor({ timeout: 5_000 });
    expect(await page.getByTestId("pd-leader").textContent()).toBe("Alex's turn to lead");
    expect(await page.getByTestId("pack-left").textContent()).toMatch(/\d+ left in this pack/);
    const seen = await page.evaluate(
      () => JSON.parse(localStorage.getItem("entwine-games:passion-dice:fresh-rolls:seen") ?? "[]") as string[],
    );
    expect(seen).toHaveLength(1);
    expect(Number(seen[0]!.replace("dice", ""))).toBeGreaterThan(80);
    expect(await page.locator("main").textContent()).not.toMatch(/\b(His|Hers|Her) turn\b|\bHis\b/);
    await done(watched);
  });

  it("passion dice hides the roll history on small screens", async () => {
    const watched = await openGame("/games/passion-dice", { viewport: { width: 375, height: 740 } });
    expect(await watched.page.getByRole("heading", { name: "Previous rolls" }).isVisible()).toBe(false);
    await done(watched);
  });

  it("dice to spice: Spicy by default, 3 s roll, Completed scores for Partner 1 and passes the turn", async () => {
    const watched = await openGame("/games/dice-to-spice");
    const { page } = watched;
    expect(await page.getByRole("radio", { name: /^Spicy/ }).isChecked()).toBe(true);
    expect(await page.getByTestId("dts-player-1").getAttribute("aria-current")).toBe("true");
    await page.getByRole("button", { name: /Roll the Dice · Partner 1/ }).click();
    expect(await page.getByRole("button", { name: "Rolling…" }).isDisabled()).toBe(true);
    const result = page.getByTestId("dts-result");
    await result.waitFor({ timeout: 6_000 });
    expect(await result.textContent()).toContain("your partner's");
    await page.getByRole("button", { name: "Completed" }).click();
    expect(await page.getByTestId("dts-score-1").textContent()).toBe("1");
    expect(await page.getByTestId("dts-score-2").textContent()).toBe("0");
    expect(await result.count()).toBe(0);
    expect(await page.getByTestId("dts-player-2").getAttribute("aria-current")).toBe("true");
    // Partner 2 skips: no point, turn back to Partner 1.
    await page.getByRole("button", { name: /Roll the Dice · Partner 2/ }).click();
    await result.waitFor({ timeout: 6_000 });
    await page.getByRole("button", { name: "Skip" }).click();
    expect(await page.getByTestId("dts-score-2").textContent()).toBe("0");
    expect(await page.getByTestId("dts-player-1").getAttribute("aria-current")).toBe("true");
    await done(watched);
  });

  it("dice to spice: one round by keyboard alone with reduced motion", async () => {
    const watched = await openPage(browser(), { verified: true });
    const { page } = watched;
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${baseUrl()}/games/dice-to-spice`);
    await page.waitForLoadState("networkidle");
    // Pick Cute with the arrow keys, then roll with Enter.
    await page.getByRole("radio", { name: /^Spicy/ }).focus();
    await page.keyboard.press("ArrowLeft");
    expect(await page.getByRole("radio", { name: /^Cute/ }).isChecked()).toBe(true);
    await page.getByRole("button", { name: /Roll the Dice/ }).focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("dts-result").waitFor({ timeout: 6_000 });
    // Focus moves to the result; Tab reaches Skip, then Completed.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Completed");
    await page.keyboard.press("Enter");
    expect(await page.getByTestId("dts-score-1").textContent()).toBe("1");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain("Roll the Dice · Partner 2");
    await done(watched);
  });

  it("sensual massage journey: a generated track plays for its full length with play/pause, mute and volume", async () => {
    const watched = await openGame("/games/erotic-massage");
    const { page } = watched;
    expect(await page.getByRole("heading", { name: /Set the Scene/ }).isVisible()).toBe(true);
    await page.getByRole("tab", { name: "Romantic" }).click();
    await page.getByRole("tabpanel").locator(`button[aria-describedby^="track-hint-"]`).first().click();
    const player = page.getByTestId("massage-player");
    await player.waitFor();
    expect(await player.textContent()).toContain("generated on this device");
    expect(await player.textContent()).toMatch(/0:0\d \/ 3:48/);
    const volume = player.getByRole("slider", { name: "Volume" });
    expect(await volume.inputValue()).toBe("0.7");
    expect(await volume.getAttribute("step")).toBe("0.1");
    await volume.fill("0.3");
    expect(await player.getByText("30%").isVisible()).toBe(true);
    await player.getByRole("button", { name: "Mute" }).click();
    expect(await player.getByRole("button", { name: "Unmute" }).getAttribute("aria-pressed")).toBe("true");
    await player.getByRole("button", { name: "Pause" }).click();
    await player.getByRole("button", { name: "Play" }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    await done(watched);
  });

  it("sensual massage journey: says so when Web Audio is missing", async () => {
    const watched = await openPage(browser(), { verified: true });
    await watched.context.addInitScript(() => {
      // @ts-expect-error simulating a browser without Web Audio
      delete window.AudioContext;
      // @ts-expect-error the prefixed variant too
      delete window.webkitAudioContext;
    });
    await watched.page.goto(`${baseUrl()}/games/erotic-massage`);
    await watched.page.waitForLoadState("networkidle");
    await watched.page.locator(`button[aria-describedby^="track-hint-"]`).first().click();
    await expect
      .poll(() => watched.page.getByRole("alert").filter({ hasText: "Demo audio" }).textContent())
      .toBe("Demo audio generation failed. Your browser might not support Web Audio API.");
    await done(watched);
  });

  it("roleplay generator: generates a random scenario after a short wait", async () => {
    const watched = await openGame("/games/fantasy-roleplay");
    const { page } = watched;
    expect(await page.getByText(/^\d+ scenarios$/).count()).toBe(3);
    // Classic and newer scenes together, none repeating until all were seen: the page counts what is left.
    const left = page.getByTestId("rp-left");
    await expect.poll(() => left.textContent()).toMatch(/^(\d+) of \1 scenes left before any repeat\.$/);
    const total = Number((await left.textContent())!.split(" ")[0]);
    expect(total).toBeGreaterThanOrEqual(24);
    await page.getByRole("button", { name: "Generate Roleplay" }).click();
    expect(await page.getByRole("button", { name: "Generating…" }).isDisabled()).toBe(true);
    const scenario = page.getByTestId("rp-scenario");
    await scenario.waitFor({ timeout: 5_000 });
    expect(await scenario.locator("#rp-title").textContent()).toBeTruthy();
    // The title takes focus so keyboard users continue from the scenario.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("rp-title");
    expect(await scenario.getByText("How the scene unfolds").isVisible()).toBe(true);
    await expect.poll(() => left.textContent()).toBe(`${total - 1} of ${total} scenes left before any repeat.`);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect
      .poll(() => page.getByTestId("rp-left").textContent())
      .toBe(`${total - 1} of ${total} scenes left before any repeat.`);
    await done(watched);
  });

  it("conversation starters: topic and level, then Get Question with follow-ups", async () => {
    const watched = await openGame("/games/seductive-conversation");
    const { page } = watched;
    await page.getByRole("radio", { name: /^Fantasy/ }).check();
    await page.getByRole("radio", { name: /^Hot/ }).check();
    await page.getByRole("button", { name: "Get Question" }).click();
    expect(await page.getByRole("button", { name: "Finding a question…" }).isDisabled()).toBe(true);
    const card = page.getByTestId("conv-question");
    await card.waitFor({ timeout: 5_000 });
    expect(await card.textContent()).toContain("Fantasy");
    expect(await card.getByText("Keep it going").isVisible()).toBe(true);
    expect(await card.locator("ul li").count()).toBe(2);
    await done(watched);
  });

  it("conversation starters: choose a pack, count down what is left, and the pack-finished screen offers the next", async () => {
    const watched = await openGame("/games/seductive-conversation");
    const { page } = watched;
    const picker = page.getByTestId("pack-picker");
    // Every starter is the first pack: ten for each topic and level.
    expect(await picker.getByRole("radio", { name: /^Every starter/ }).isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId("pack-left").textContent()).toContain("10 left in this pack");
    await picker.getByRole("radio", { name: /^Classic/ }).check();
    await expect.poll(() => page.getByTestId("pack-left").textContent()).toContain("1 left in this pack");
    await page.getByRole("button", { name: "Get Question" }).click();
    await page.getByTestId("conv-question").waitFor({ timeout: 5_000 });
    expect(await page.getByTestId("pack-left").textContent()).toContain("0 left in this pack");
    expect(await picker.locator("label", { hasText: "Classic" }).getByTestId("pack-count").textContent()).toBe(
      "All played",
    );
    // Nothing repeats: the next tap says the pack is finished and offers the next one.
    await page.getByRole("button", { name: "Get Question" }).click();
    const finished = page.getByTestId("pack-finished");
    await finished.waitFor();
    expect(await finished.textContent()).toContain("That was the last one in Classic");
    expect(await page.getByTestId("conv-question").count()).toBe(0);
    // It survives a reload.
    await page.reload();
    await page.waitForLoadState("networkidle");
    // The saved pack comes back from the device once the page has hydrated, a moment after the load settles.
    await expect
      .poll(() =>
        page
          .getByTestId("pack-picker")
          .getByRole("radio", { name: /^Classic/ })
          .isChecked(),
      )
      .toBe(true);
    await expect.poll(() => page.getByTestId("pack-left").textContent()).toContain("0 left in this pack");
    await page.getByRole("button", { name: "Get Question" }).click();
    await page.getByTestId("pack-finished").getByRole("button", { name: "Play Every starter" }).click();
    await page.getByTestId("conv-question").waitFor({ timeout: 5_000 });
    expect(
      await page
        .getByTestId("pack-picker")
        .getByRole("radio", { name: /^Every starter/ })
        .isChecked(),
    ).toBe(true);
    expect(await page.getByTestId("pack-left").textContent()).toContain("9 left in this pack");
    await done(watched);
  });

  it("pleasure map: Female/Male toggle, open a region and a zone with its sensitivity bar", async () => {
    const watched = await openGame("/games/pleasure-map");
    const { page } = watched;
    for (const name of ["Head & Neck", "Torso", "Intimate Areas", "Hidden Gems"]) {
      expect(await page.getByRole("button", { name: new RegExp(`^${name}`) }).isVisible(), name).toBe(true);
    }
    await page.getByRole("radio", { name: "Male", exact: true }).check();
    await page.getByRole("heading", { name: /^Male/, level: 2 }).waitFor();
    await page.getByRole("button", { name: /^Head & Neck/ }).click();
    const panel = page.locator("#pm-region-panel");
    await panel.getByRole("heading", { name: "Head & Neck" }).waitFor();
    const zone = panel.getByRole("button", { expanded: false }).first();
    await zone.click();
    expect(await panel.getByRole("button", { expanded: true }).count()).toBe(1);
    const meter = panel.getByRole("meter");
    expect(await meter.count()).toBe(1);
    expect(await meter.getAttribute("aria-valuetext")).toMatch(/^(Mild|Moderate|Good|High|Extreme), [1-5] of 5$/);
    expect(await panel.getByRole("heading", { name: "Techniques" }).count()).toBe(1);
    await done(watched);
  });
});
