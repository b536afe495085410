import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { desireDeck } from "../../domain/desire-match/deck";
import { baseUrl, browserForFile, openPage } from "./support/browser";

const browser = browserForFile();

/**
 * Answers the deck: yes to `yes`, maybe to `maybe`, no to the rest (with the keyboard); with `stopAfter`, stops
 * there with "Stop here and compare" (the rest count as a no), as a couple with a long deck may.
 */
async function answerDeck(page: Page, yes: string[], maybe: string[], stopAfter?: number) {
  const titles = new Map(desireDeck("sweet").map((card) => [card.title, card.id]));
  for (let answered = 0; ; answered++) {
    if (stopAfter !== undefined && answered === stopAfter) {
      await page.getByRole("button", { name: "Stop here and compare" }).click();
      return;
    }
    const card = page.getByTestId("match-card");
    const visible = await card.isVisible().catch(() => false);
    if (!visible) {
      if (
        await page
          .getByRole("status")
          .filter({ hasText: /Waiting for your partner to finish|comparing/ })
          .count()
      )
        return;
      if (await page.getByRole("heading", { name: "You both said yes" }).count()) return;
      await page.waitForTimeout(100);
      continue;
    }
    const title = (await card.textContent())!.trim();
    const progress = await page.getByTestId("match-progress").textContent();
    const id = titles.get(title)!;
    await page.keyboard.press(yes.includes(id) ? "y" : maybe.includes(id) ? "m" : "n");
    await expect
      .poll(() =>
        page
          .getByTestId("match-progress")
          .textContent()
          .catch(() => "done"),
      )
      .not.toBe(progress);
  }
}

describe("desire match", () => {
  it("shows both phones exactly the shared cards, sends no card id and not the link's secret, and forgets the match", async () => {
    const deck = desireDeck("sweet");
    const [c1, c2, c3, c4, c5, c6] = deck.map((card) => card.id);
    // Every request either phone makes (address, headers, body), and every answer of the match's API.
    const requests: string[] = [];
    const answers: string[] = [];
    const watch = (page: Page) => {
      page.on("request", (request) => {
        requests.push(`${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ""}`);
      });
      page.on("response", async (response) => {
        if (new URL(response.url()).pathname.startsWith("/api/")) answers.push(await response.text().catch(() => ""));
      });
    };
    const a = await openPage(browser(), { verified: true, viewport: { width: 390, height: 844 } });
    const b = await openPage(browser(), { verified: true, viewport: { width: 390, height: 844 } });
    watch(a.page);
    watch(b.page);

    await a.page.goto(`${baseUrl()}/desire-match`);
    await a.page.getByLabel("Sweet").check();
    await a.page.getByRole("button", { name: "Start a match" }).click();
    const link = (await a.page.getByTestId("match-link").textContent())!.trim();
    const [, id, joinToken, secret] = /\/desire-match#join=([\w-]+)\.([\w-]+)\.([\w-]{43})$/.exec(link)!;
    // The same link as a QR code, for a partner in the same room.
    await a.page.getByTestId("match-qr").waitFor();

    await b.page.goto(link);
    await a.page.getByTestId("match-card").waitFor();
    await b.page.getByTestId("match-card").waitFor();
    // Every card says in one line what it is, so a partner can answer without guessing.
    expect(await a.page.getByTestId("match-card").textContent()).toBe(deck[0]!.title);
    expect(await a.page.getByTestId("match-card-line").textContent()).toBe(deck[0]!.description);
    // A long deck: the phones stop after 30 and 24 cards (the rest count as a no); only what both answered can match.
    expect(await a.page.getByRole("button", { name: "Stop here and compare" }).count()).toBe(0);
    await Promise.all([
      answerDeck(a.page, [c1!, c2!, c3!], [c5!, c6!], 30),
      answerDeck(b.page, [c2!, c3!, c4!], [c5!], 24),
    ]);

    for (const page of [a.page, b.page]) {
      await page.getByRole("heading", { name: "You both said yes" }).waitFor({ timeout: 20_000 });
      const both = (await page.getByTestId("both-yes").getByTestId("shared-title").allTextContents()).sort();
      expect(both).toEqual([deck[1]!.title, deck[2]!.title].sort());
      expect(await page.getByTestId("worth-talking").getByTestId("shared-title").allTextContents()).toEqual([
        deck[4]!.title,
      ]);
      // Each shared card keeps its one line; the site's cards link to where the site says more.
      await page.getByTestId("both-yes").getByText(deck[2]!.description).waitFor();
      for (const card of [deck[1]!, deck[2]!]) {
        expect(await page.getByTestId("both-yes").getByRole("link", { name: card.title }).count()).toBe(
          card.href ? 1 : 0,
        );
      }
    }
    expect(await a.page.getByTestId("partner-counts").textContent()).toContain("yes to 3 cards and yes or maybe to 4");
    expect(await b.page.getByTestId("partner-counts").textContent()).toContain("yes to 3 cards and yes or maybe to 5");

    // What crossed the network: no card id and not the link's secret, in any request or in any answer of the match.
    const traffic = [...requests, ...answers].join("\n");
    expect(requests.some((line) => line.includes(`/api/desire-match/${id}/messages`))).toBe(true);
    for (const card of deck) expect(traffic).not.toContain(card.id);
    expect(traffic).not.toContain(secret);
    expect(traffic).not.toContain("#join=");
    // A phone taken afterwards: neither keeps the secret, nor any answer, unless the couple keep their list.
    for (const page of [a.page, b.page]) {
      const kept = await page.evaluate(() =>
        JSON.stringify([{ ...localStorage }, { ...sessionStorage }, location.href]),
      );
      expect(kept).not.toContain(secret!);
      for (const card of deck) expect(kept).not.toContain(card.id);
    }

    // Both phones are done: the server keeps nothing, so the link now finds no match.
    await expect
      .poll(
        async () =>
          (
            await fetch(`${baseUrl()}/api/desire-match/${id}/join`, {
              method: "POST",
              headers: { "Content-Type": "application/json", Origin: baseUrl() },
              body: JSON.stringify({ joinToken }),
            })
          ).status,
      )
      .toBe(404);

    await a.page.getByRole("button", { name: "Keep our list" }).click();
    await a.page.getByText("Kept on this phone.").waitFor();
    await a.page.reload();
    await a.page.getByText("Your kept list").waitFor();
    await a.page.getByRole("button", { name: "Clear it" }).click();
    await expect.poll(() => a.page.getByText("Your kept list").count()).toBe(0);
    expect(a.consoleErrors).toEqual([]);
    expect(a.foreignRequests).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it("stops with a clear message, and shows nothing, when a step from the server does not open", async () => {
    const a = await openPage(browser(), { verified: true });
    const b = await openPage(browser(), { verified: true });
    // A dishonest server: it changes one character of the host's blinded step before handing it to the guest.
    await b.page.route("**/api/desire-match/*", async (route) => {
      const response = await route.fetch();
      const state = await response.json();
      const blinded: string | undefined = state?.partner?.blinded;
      if (blinded)
        state.partner.blinded = `${blinded.slice(0, 100)}${blinded[100] === "A" ? "B" : "A"}${blinded.slice(101)}`;
      await route.fulfill({ response, json: state });
    });
    await a.page.goto(`${baseUrl()}/desire-match`);
    await a.page.getByRole("button", { name: "Start a match" }).click();
    const link = (await a.page.getByTestId("match-link").textContent())!.trim();
    await b.page.goto(link);
    await a.page.getByTestId("match-card").waitFor();
    await b.page.getByTestId("match-card").waitFor();
    await Promise.all([answerDeck(a.page, [], [], 20), answerDeck(b.page, [], [], 20)]);
    await b.page.getByRole("alert").filter({ hasText: "did not come from your partner's phone" }).waitFor();
    expect(await b.page.getByRole("heading", { name: "You both said yes" }).count()).toBe(0);
    // The guest stopped before answering: the host never gets the guest's reblinded step, so it shows nothing either.
    expect(await a.page.getByRole("heading", { name: "You both said yes" }).count()).toBe(0);
    await a.context.close();
    await b.context.close();
  });

  it("refuses a third phone on the link", async () => {
    const a = await openPage(browser(), { verified: true });
    await a.page.goto(`${baseUrl()}/desire-match`);
    await a.page.getByRole("button", { name: "Start a match" }).click();
    const link = (await a.page.getByTestId("match-link").textContent())!.trim();
    const b = await openPage(browser(), { verified: true });
    await b.page.goto(link);
    await b.page.getByTestId("match-card").waitFor();
    const c = await openPage(browser(), { verified: true });
    await c.page.goto(link);
    await c.page.getByRole("alert").filter({ hasText: "This match already has two phones" }).waitFor();
    for (const watched of [a, b, c]) await watched.context.close();
  });
});
