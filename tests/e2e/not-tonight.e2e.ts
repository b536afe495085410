import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { softerDare, softerDiceAction, softerDiceToSpiceFace } from "@content/games/softer";
import { allInView, open, touchPhones } from "./support/phone-view";

// Issue 48, "Not tonight costs nothing", on a 360 px touch phone: a dare's softer version takes the card's place and is
// played as the card (the turn passes as always, Completed scores the same point); "Save for later" keeps the card in
// "Saved for later" (across a reload, removable) and the game moves on as if it were played. The softer words expected
// are read from the content's lookups for the card the page shows (its id in a data attribute), never written here.
const phone = touchPhones();
const SIZE = { width: 360, height: 740 };

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

describe("Not tonight at 360×740 with touch", () => {
  it("Truth or Dare: the softer dare in place, the turn passing as always, and Later kept across a reload", async () => {
    const { page, errors } = await phone(SIZE);
    await open(page, "/games/truth-or-dare");
    await page.getByRole("radio", { name: /^Dare/ }).check();
    await button(page, "Start Game").tap();
    const question = page.getByTestId("tod-question");
    const turn = page.getByTestId("tod-turn");
    const next = button(page, "Next Question");

    // A dare with a softer version written for it (every dare has one once the content is in).
    const cardId = async () => (await question.getAttribute("data-card-id"))!;
    await expect.poll(cardId).not.toBe("");
    for (let draw = 0; draw < 20 && !softerDare(await cardId()); draw++) {
      const before = await cardId();
      await next.tap();
      await expect.poll(cardId).not.toBe(before);
    }
    const id = await cardId();
    const softer = softerDare(id);
    expect(softer, `a softer version for ${id}`).toBeDefined();
    const whose = await turn.textContent();

    await button(page, "Not tonight").tap();
    const choices = page.getByTestId("not-tonight");
    await allInView(page, "the choices", choices);
    await button(page, "Softer version").tap();
    await expect.poll(() => question.textContent()).toBe(softer);
    expect(await question.getAttribute("data-card-id")).toBe(id);
    await allInView(page, "the softer dare", page.getByTestId("softer-label"), question, next);
    // Playing the softer one is playing the card: still this partner's turn, and Next passes it as always.
    expect(await turn.textContent()).toBe(whose);
    await next.tap();
    await expect.poll(cardId).not.toBe(id);
    await expect.poll(() => turn.textContent()).not.toBe(whose);
    expect(await page.getByTestId("softer-label").count()).toBe(0);

    // The next dare: Not tonight → Save for later. The game moves on to the next card and the other partner.
    const laterId = await cardId();
    const laterText = (await question.textContent())!;
    const laterTurn = await turn.textContent();
    await button(page, "Not tonight").tap();
    await button(page, "Save for later").tap();
    await expect.poll(cardId).not.toBe(laterId);
    await expect.poll(() => turn.textContent()).not.toBe(laterTurn);
    await allInView(page, "the card after Later", question, next);

    const saved = page.locator(`[data-testid='later-item'][data-later-key='truth-or-dare|${laterId}']`);
    await expect.poll(() => saved.textContent()).toContain(laterText);
    expect(await saved.textContent()).toContain("Truth or Dare");

    // It survives a reload, and can be removed (for good).
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect.poll(() => saved.count()).toBe(1);
    await saved.getByRole("button", { name: /Remove from Saved for later/ }).tap();
    await expect.poll(() => saved.count()).toBe(0);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.getByTestId("saved-for-later").textContent()).toContain("Nothing saved yet");
    expect(await saved.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("Passion Dice: the roll's softer action takes its place, with Roll in view", async () => {
    const { page, errors } = await phone(SIZE);
    await open(page, "/games/passion-dice");
    const roll = button(page, "Roll for Passion");
    await roll.tap();
    const action = page.getByTestId("pd-action");
    await action.waitFor({ timeout: 10_000 });
    const id = (await action.getAttribute("data-card-id"))!;
    const softer = softerDiceAction(id);
    expect(softer, `a softer version for ${id}`).toBeDefined();
    await button(page, "Not tonight").tap();
    await button(page, "Softer version").tap();
    await expect.poll(() => action.textContent()).toBe(softer);
    await allInView(page, "the softer action", page.getByTestId("softer-label"), action, roll);
    expect(errors).toEqual([]);
  });

  it("Passion Dice: the previous rolls (beside the dice on a wide screen) keep the softer action that was played", async () => {
    const { page, errors } = await phone({ width: 900, height: 900 });
    await open(page, "/games/passion-dice");
    const roll = button(page, "Roll for Passion");
    await roll.tap();
    const action = page.getByTestId("pd-action");
    await action.waitFor({ timeout: 10_000 });
    const original = (await action.textContent())!;
    const softer = softerDiceAction((await action.getAttribute("data-card-id"))!)!;
    const latest = page.getByTestId("pd-history").locator("li").first();
    await expect.poll(() => latest.textContent()).toContain(original);
    await button(page, "Not tonight").tap();
    await button(page, "Softer version").tap();
    await expect.poll(() => latest.locator("[data-softer='true']").textContent()).toBe(softer);
    expect(await latest.textContent()).not.toContain(original);
    expect(await latest.getByTestId("history-softer").isVisible()).toBe(true);
    // The next roll goes on top as rolled; the softened one stays softened.
    await roll.tap();
    await expect.poll(() => page.getByTestId("pd-history").locator("li").count(), { timeout: 10_000 }).toBe(2);
    const previous = page.getByTestId("pd-history").locator("li").nth(1);
    expect(await previous.locator("[data-softer='true']").textContent()).toBe(softer);
    expect(await page.getByTestId("pd-history").locator("li").first().getByTestId("history-softer").count()).toBe(0);
    await page.screenshot({ path: ".tmp/not-tonight/passion-dice-history-softer.png" });
    expect(errors).toEqual([]);
  });

  it("Dice to Spice: the softer face on the same body part scores as Completed; Later too, and is saved", async () => {
    const { page, errors } = await phone(SIZE);
    await open(page, "/games/dice-to-spice");
    const rollText = page.getByTestId("dts-roll-text");
    const scores = page.getByTestId("dts-scores");

    await page.getByRole("button", { name: /Roll the Dice/ }).tap();
    await rollText.waitFor({ timeout: 10_000 });
    const face = (await rollText.getAttribute("data-face"))!;
    const part = (await rollText.getAttribute("data-body-part"))!;
    const gentler = softerDiceToSpiceFace(face, part);
    expect(gentler, `a gentler face for ${face} + ${part}`).toBeDefined();
    // The action die rests on the rolled face until then; after Softer it shows the face now being played.
    const restingFaces = page.locator("li[data-resting='true']");
    expect(await restingFaces.nth(0).textContent()).toBe(face);
    await button(page, "Not tonight").tap();
    await button(page, "Softer version").tap();
    await expect.poll(() => rollText.textContent()).toBe(`${gentler} your partner's ${part.toLowerCase()}`);
    await expect.poll(() => restingFaces.nth(0).textContent()).toBe(gentler);
    expect(await restingFaces.nth(1).textContent()).toBe(part);
    await allInView(page, "the softer face on its die", restingFaces.nth(0));
    await page.screenshot({ path: ".tmp/not-tonight/dice-to-spice-softer-reel.png" });
    await allInView(page, "the softer roll", scores, rollText, button(page, "Completed"));
    await button(page, "Completed").tap();
    await expect.poll(() => page.getByTestId("dts-score-1").textContent()).toBe("1");

    // Partner 2's roll: Save for later counts as Completed, and the roll waits in Saved for later.
    await page.getByRole("button", { name: /Roll the Dice/ }).tap();
    await rollText.waitFor({ timeout: 10_000 });
    const text = (await rollText.textContent())!;
    const key = `dice-to-spice|${await rollText.getAttribute("data-face")}|${await rollText.getAttribute("data-body-part")}`;
    await button(page, "Not tonight").tap();
    await button(page, "Save for later").tap();
    await expect.poll(() => page.getByTestId("dts-score-2").textContent()).toBe("1");
    await allInView(page, "the next roll", scores, page.getByRole("button", { name: /Roll the Dice/ }));
    await expect
      .poll(() => page.locator(`[data-testid='later-item'][data-later-key="${key}"]`).textContent())
      .toContain(text);
    expect(errors).toEqual([]);
  });
});
