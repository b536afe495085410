import { describe, expect, it } from "vitest";
import { PHONES, allInView, open, outOfView, touchPhones } from "./support/phone-view";

// Issue 31, "games lose the thing you are playing" and "touch that respects scrolling": each game played a few steps
// on touch phones of two sizes; after every step the prompt (or result) and the control for the next step lie
// inside the viewport and below the fixed header. A vertical swipe that starts on a scratch card scrolls the page.
const phone = touchPhones();

describe.each(PHONES)("games at $width×$height with touch", (size) => {
  it("Truth or Dare: after Start and each Next, the TRUTH/DARE label, the question and Next are in view", async () => {
    const { page, errors } = await phone(size);
    await open(page, "/games/truth-or-dare");
    await page.getByRole("button", { name: "Start Game" }).tap();
    const label = page.locator("[data-play='tod-prompt']");
    const question = page.getByTestId("tod-question");
    const next = page.getByRole("button", { name: "Next Question" });
    await allInView(page, "after Start", label, question, next);
    for (let step = 0; step < 3; step++) {
      const before = await question.textContent();
      await next.tap();
      await expect.poll(() => question.textContent()).not.toBe(before);
      await allInView(page, `after Next ${step + 1}`, label, question, next);
    }
    expect(await page.getByTestId("tod-turn").textContent()).toMatch(/Partner [12]'s turn/);
    expect(errors).toEqual([]);
  });

  it("Passion Dice: Roll is on the first screen, and each result comes into view with Roll", async () => {
    const { page, errors } = await phone(size);
    await open(page, "/games/passion-dice");
    const roll = page.getByRole("button", { name: "Roll for Passion" });
    // Roll comes before the settings, within a short scroll of the top (the page's title and lead come first).
    const rollBox = (await roll.boundingBox())!;
    const settings = (await page.getByRole("heading", { name: "Set the mood" }).boundingBox())!;
    expect(rollBox.y).toBeLessThan(settings.y);
    expect(rollBox.y + rollBox.height).toBeLessThan(size.height * 1.25);
    for (let step = 0; step < 2; step++) {
      await roll.tap();
      const result = page.getByTestId("pd-result");
      await result.waitFor({ timeout: 10_000 });
      await allInView(
        page,
        `after roll ${step + 1}`,
        page.getByTestId("pd-leader"),
        page.getByRole("button", { name: "Roll for Passion" }),
      );
    }
    expect(await page.getByTestId("pd-leader").textContent()).not.toMatch(/\b(his|hers?)\b/i);
    expect(errors).toEqual([]);
  });

  it("Dice to Spice: the scores and Skip / Completed in view after each roll, a verdict after three rolls each, and Custom takes our own ideas", async () => {
    const { page, errors } = await phone(size);
    await open(page, "/games/dice-to-spice");
    await page.getByText("Your names (optional)").tap();
    await page.getByLabel("Partner 1").fill("Sam");
    await page.getByLabel("Partner 2").fill("Alex");
    await page.getByRole("radio", { name: /Custom/ }).check();
    await page.getByLabel("Your own ideas for the Custom die").fill("Trace a heart on");
    await page.getByRole("button", { name: "Add", exact: true }).tap();
    await expect.poll(() => page.getByRole("list", { name: "Your ideas" }).textContent()).toContain("Trace a heart on");

    const scores = page.getByTestId("dts-scores");
    for (let turn = 0; turn < 6; turn++) {
      const roll = page.getByRole("button", { name: /Roll the Dice/ });
      expect(await roll.textContent()).toContain(turn % 2 === 0 ? "Sam" : "Alex");
      await roll.tap();
      await page.getByTestId("dts-result").waitFor({ timeout: 10_000 });
      const completed = page.getByRole("button", { name: "Completed" });
      await allInView(page, `after roll ${turn + 1}`, scores, page.getByRole("button", { name: "Skip" }), completed);
      // The two reels' faces never overlap: each face's text stays inside its own row.
      const overflow = await page.evaluate(() =>
        Array.from(document.querySelectorAll("figure li")).some(
          (li) =>
            (li.firstElementChild as HTMLElement | null)!.getBoundingClientRect().height >
            li.getBoundingClientRect().height + 0.5,
        ),
      );
      expect(overflow).toBe(false);
      await (turn === 1 ? page.getByRole("button", { name: "Skip" }) : completed).tap();
      if (turn < 5)
        await allInView(
          page,
          `after finishing turn ${turn + 1}`,
          scores,
          page.getByRole("button", { name: /Roll the Dice/ }),
        );
    }
    const winner = page.getByTestId("dts-winner");
    await allInView(page, "the verdict", scores, winner);
    expect(await winner.textContent()).toMatch(/Sam wins the round, 3 to 2/);
    await page.getByRole("button", { name: "Play another round" }).tap();
    await expect.poll(() => page.getByTestId("dts-score-1").textContent()).toBe("0");
    expect(errors).toEqual([]);
  });

  it("Spin for Desire: the result and Spin again come into view; the labels are whole", async () => {
    const { page, errors } = await phone(size);
    await open(page, "/games/spin-for-desire");
    expect(await page.locator("[data-play='wheel'] text").allTextContents()).not.toContainEqual(
      expect.stringContaining("…"),
    );
    await page.getByRole("button", { name: "Spin the wheel" }).tap();
    const result = page.locator("[data-play='sfd-result']");
    await result.waitFor({ timeout: 10_000 });
    await allInView(
      page,
      "after the spin",
      result.getByRole("heading"),
      page.getByRole("button", { name: "Spin again" }),
    );
    const announced = await page.locator("[aria-live='polite']").allTextContents();
    expect(announced.join(" ")).toMatch(/The wheel chose/);
    await page.getByRole("button", { name: "Spin again" }).tap();
    await expect.poll(() => outOfView(page, page.locator("[data-play='wheel']")), { timeout: 5_000 }).toBe("");
    await allInView(
      page,
      "after spinning again",
      result.getByRole("heading"),
      page.getByRole("button", { name: "Spin again" }),
    );
    expect(errors).toEqual([]);
  });

  it("Scratch cards: a vertical swipe on a card scrolls the page and leaves the card covered; Reveal still works", async () => {
    const { page, errors } = await phone(size);
    await open(page, "/games/scratch-position");
    const cover = page.getByTestId("scratch-cover").first();
    await cover.waitFor({ timeout: 10_000 });
    await cover.scrollIntoViewIfNeeded();
    const box = (await cover.boundingBox())!;
    const before = await page.evaluate(() => window.scrollY);
    const cdp = await page.context().newCDPSession(page);
    const x = box.x + box.width / 2;
    const y = box.y + box.height * 0.8;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step++) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: y - step * 25 }] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(before + 50);
    expect(await page.getByTestId("scratch-cover").count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Reveal card 1" }).tap();
    await expect.poll(() => page.getByRole("button", { name: "Reveal card 1" }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("two phones at 360×740", () => {
  it("Truth or Dare in a room: whose turn, the prompt, Done, +1 and Skip in view after a draw", async () => {
    const host = await phone({ width: 360, height: 740 });
    await open(host.page, "/games/truth-or-dare");
    await host.page.getByRole("button", { name: "Play on two phones" }).tap();
    await host.page.waitForURL(/\/together$/);
    const link = (await host.page.getByTestId("join-link").textContent())!.trim();
    const guest = await phone({ width: 360, height: 740 });
    await guest.page.goto(link);
    for (const page of [host.page, guest.page]) {
      await expect.poll(() => page.getByTestId("partner-status").textContent(), { timeout: 10_000 }).toMatch(/is here/);
    }
    await host.page.getByRole("button", { name: "Truth", exact: true }).tap();
    const done = host.page.getByRole("button", { name: /Done, \+1/ });
    await done.waitFor({ timeout: 10_000 });
    await allInView(
      host.page,
      "host after the draw",
      host.page.getByTestId("room-turn"),
      host.page.getByTestId("room-prompt"),
      done,
      host.page.getByRole("button", { name: /Skip/ }),
    );
    await allInView(
      guest.page,
      "guest after the draw",
      guest.page.getByTestId("room-turn"),
      guest.page.getByTestId("room-prompt"),
    );
    await done.tap();
    await expect.poll(() => guest.page.getByTestId("room-turn").textContent(), { timeout: 10_000 }).toBe("Your turn");
    await guest.page.getByRole("button", { name: "Dare", exact: true }).tap();
    const skip = guest.page.getByRole("button", { name: /Skip/ });
    await skip.waitFor({ timeout: 10_000 });
    await allInView(
      guest.page,
      "guest's turn",
      guest.page.getByTestId("room-prompt"),
      guest.page.getByRole("button", { name: /Done, \+1/ }),
      skip,
    );
    expect([...host.errors, ...guest.errors]).toEqual([]);
  });
});
