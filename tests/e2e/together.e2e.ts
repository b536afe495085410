import fs from "node:fs";
import { createRequire } from "node:module";
import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { LOVE_LANGUAGE_PAIRS } from "../../content/guides/love-language-pairs";
import { baseUrl, browserForFile, openPage, type WatchedPage } from "./support/browser";
import { refuseWebSockets } from "./support/network";

// Two phones (two browser contexts at a phone's viewport) playing every room game against the real server.
const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const browser = browserForFile();
const opened: WatchedPage[] = [];

afterAll(async () => {
  for (const phone of opened) await phone.context.close().catch(() => undefined);
});

async function phone(
  options: { noWebSocket?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<WatchedPage> {
  const watched = await openPage(browser(), { verified: true, viewport: options.viewport ?? PHONE });
  // A network that cannot open WebSockets: the phone must fall back to Server-Sent Events and POST.
  if (options.noWebSocket) await refuseWebSockets(watched.context);
  opened.push(watched);
  return watched;
}

/** Opens a room from a game page on the first phone and joins it by link on the second. */
async function pair(
  game: string,
  guestOptions: { noWebSocket?: boolean } = {},
  viewport: { width: number; height: number } = PHONE,
) {
  const host = await phone({ viewport });
  await host.page.goto(`${baseUrl()}/games/${game}`);
  await host.page.waitForLoadState("networkidle");
  await host.page.getByRole("button", { name: "Play on two phones" }).click();
  await host.page.waitForURL(/\/together$/);
  const code = (await host.page.getByTestId("room-code").textContent())!.trim();
  expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{6}$/);
  await host.page.getByTestId("invite-qr").waitFor();
  if (game === "truth-or-dare") expect(await seriousViolations(host.page)).toEqual([]);
  const link = (await host.page.getByTestId("join-link").textContent())!.trim();
  expect(link).toBe(`${baseUrl()}/together#${code}`);

  const guest = await phone({ ...guestOptions, viewport });
  await guest.page.goto(link);
  await partnerHere(host.page);
  await partnerHere(guest.page);
  return { host, guest, code, link };
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Serious or critical axe-core findings on the page as it is now (the room screen is not a route of its own). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ["violations"],
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21aa"] },
    });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((node) => node.target.join(" "))
            .join(", ")}`,
      );
  });
}

async function partnerHere(page: Page) {
  await expect.poll(() => page.getByTestId("partner-status").textContent(), { timeout: 10_000 }).toMatch(/is here/);
}

/** A phone takes its own nickname in the room's Nicknames panel. */
async function nameSelf(page: Page, name: string) {
  await page.getByText("Nicknames", { exact: true }).click();
  await page.getByLabel("Your nickname").fill(name);
}

/** The host names itself Sam and the guest Alex (in the order given); then each phone shows the other as here. */
async function nameBoth(host: Page, guest: Page, order: "host first" | "guest first" = "host first") {
  const names: Array<[Page, string]> = [
    [host, "Sam"],
    [guest, "Alex"],
  ];
  for (const [page, name] of order === "host first" ? names : names.reverse()) await nameSelf(page, name);
  await expect.poll(() => host.getByTestId("partner-status").textContent(), { timeout: 10_000 }).toBe("Alex is here");
  await expect.poll(() => guest.getByTestId("partner-status").textContent(), { timeout: 10_000 }).toBe("Sam is here");
}

const prompt = (page: Page) => page.getByTestId("room-prompt");
const turn = (page: Page) => page.getByTestId("room-turn");
const scores = (page: Page) => page.getByTestId("room-scores");

async function textOf(locator: Locator) {
  await locator.waitFor({ timeout: 10_000 });
  return (await locator.textContent())!.trim();
}

/**
 * One turn: the actor draws, both phones show the same result (the watcher after the same animation), the actor
 * finishes, and the turn passes.
 */
async function playTurn(actor: Page, watcher: Page, draw: string, finish: RegExp) {
  expect(await textOf(turn(actor))).toBe("Your turn");
  expect(await textOf(turn(watcher))).toBe("Your partner's turn");
  await watcher.getByText(/Waiting for your partner/).waitFor();
  await actor.getByRole("button", { name: draw }).last().click();
  const shown = await textOf(prompt(actor));
  await expect.poll(() => prompt(watcher).textContent(), { timeout: 10_000 }).toBe(shown);
  await watcher.getByText("Your partner is on it. Cheer them on.").waitFor();
  await actor.getByRole("button", { name: finish }).click();
  await expect.poll(() => turn(watcher).textContent(), { timeout: 10_000 }).toBe("Your turn");
  return shown;
}

async function playRound(host: Page, guest: Page, draw: string) {
  await playTurn(host, guest, draw, /\+1/);
  await expect.poll(() => scores(guest).textContent()).toBe("You 0 · Your partner 1");
  expect(await textOf(scores(host))).toBe("You 1 · Your partner 0");
  await playTurn(guest, host, draw, /Skip, no point/);
  await expect.poll(() => scores(guest).textContent()).toBe("You 0 · Your partner 1");
  await expect.poll(() => turn(host).textContent()).toBe("Your turn");
}

async function endRoom(host: Page, guest: Page) {
  await host.getByRole("button", { name: "End room" }).click();
  await host.getByRole("button", { name: "Yes, end it" }).click();
  await host.getByTestId("room-ended").waitFor({ timeout: 10_000 });
  await guest.getByTestId("room-ended").waitFor({ timeout: 10_000 });
}

describe("play together on two phones", () => {
  it("Truth or Dare: a full round, a third phone refused, a reload mid-game, then the room ends for both", async () => {
    const { host, guest, link } = await pair("truth-or-dare");
    const intruder = await phone();
    await intruder.page.goto(link);
    await intruder.page.getByText("This room is full.").waitFor({ timeout: 10_000 });

    expect(await seriousViolations(guest.page)).toEqual([]);
    await playRound(host.page, guest.page, "Truth");
    // The host draws; the guest's phone reloads in the middle of the turn and comes back to the same prompt.
    await host.page.getByRole("button", { name: "Dare" }).click();
    const dare = await textOf(prompt(host.page));
    await guest.page.reload();
    await expect.poll(() => prompt(guest.page).textContent(), { timeout: 10_000 }).toBe(dare);
    await host.page.getByRole("button", { name: /\+1/ }).click();
    await expect.poll(() => scores(guest.page).textContent(), { timeout: 10_000 }).toBe("You 0 · Your partner 2");
    expect(await textOf(turn(guest.page))).toBe("Your turn");

    await endRoom(host.page, guest.page);
    expect(host.consoleErrors.concat(guest.consoleErrors)).toEqual([]);
    expect(host.foreignRequests.concat(guest.foreignRequests)).toEqual([]);
  });

  it("shows the partner away and back when a phone disconnects, and keeps nicknames on the device", async () => {
    const { host, guest } = await pair("seductive-conversation");
    await guest.context.setOffline(true);
    await guest.page.evaluate(() => window.dispatchEvent(new Event("offline")));
    await guest.page.close();
    await expect
      .poll(() => host.page.getByTestId("partner-status").textContent(), { timeout: 10_000 })
      .toMatch(/is away/);
    const back = await guest.context.newPage();
    await guest.context.setOffline(false);
    await back.goto(`${baseUrl()}/together`);
    await partnerHere(host.page);
    await host.page.getByText("Nicknames", { exact: true }).click();
    await host.page.getByLabel("Your partner's nickname").fill("Sam");
    await expect.poll(() => host.page.getByTestId("partner-status").textContent()).toBe("Sam is here");
    await playTurn(host.page, back, "Draw a question", /\+1/);
    expect(await host.page.evaluate(() => localStorage.getItem("entwine.together.names"))).toContain("Sam");
    await endRoom(back, host.page);
  });

  it("at 360×740, each phone names itself and both phones show both names, also after a reload", async () => {
    const { host, guest } = await pair("truth-or-dare", {}, SMALL_PHONE);
    await nameBoth(host.page, guest.page);
    expect(await textOf(turn(host.page))).toBe("Your turn, Sam");
    expect(await textOf(turn(guest.page))).toBe("Sam's turn");
    expect(await textOf(scores(host.page))).toBe("Sam 0 · Alex 0");
    expect(await textOf(scores(guest.page))).toBe("Alex 0 · Sam 0");
    await guest.page.getByText("Waiting for Sam to choose truth or dare…").waitFor();

    await host.page.getByRole("button", { name: "Truth" }).click();
    await guest.page.getByText("Sam is on it. Cheer them on.").waitFor({ timeout: 10_000 });
    await host.page.getByRole("button", { name: /\+1/ }).click();
    await expect.poll(() => turn(host.page).textContent(), { timeout: 10_000 }).toBe("Alex's turn");
    expect(await textOf(turn(guest.page))).toBe("Your turn, Alex");
    await expect.poll(() => scores(guest.page).textContent()).toBe("Alex 0 · Sam 1");

    // The guest's phone reloads: its hello names it again, and the host's phone sends its own name back.
    await guest.page.reload();
    await expect
      .poll(() => guest.page.getByTestId("partner-status").textContent(), { timeout: 10_000 })
      .toBe("Sam is here");
    expect(await textOf(turn(guest.page))).toBe("Your turn, Alex");
    expect(await textOf(scores(host.page))).toBe("Sam 1 · Alex 0");
    // Each phone keeps its own name on the device (the server only passed it on; the integration test reads its rows).
    expect(await guest.page.evaluate(() => localStorage.getItem("entwine.together.names"))).toContain("Alex");
    await endRoom(host.page, guest.page);
    expect(host.consoleErrors.concat(guest.consoleErrors)).toEqual([]);
  });

  it("Conversation starters: the guest chooses a pack for both phones, then a full round", async () => {
    const { host, guest } = await pair("seductive-conversation");
    const hostPack = host.page.getByTestId("room-pack");
    /** The host's phone shows the pack chosen and what is left of it. */
    const hostShows = async (pack: string, left: string) => {
      await expect
        .poll(() => hostPack.getByRole("combobox", { name: "Pack" }).inputValue(), { timeout: 10_000 })
        .toBe(pack);
      await expect.poll(() => hostPack.getByTestId("pack-left").textContent(), { timeout: 10_000 }).toBe(left);
    };
    await hostShows("every-starter", "160 left in this pack.");
    const guestPack = guest.page.getByTestId("room-pack").getByRole("combobox", { name: "Pack" });
    await expect.poll(() => guestPack.isEnabled(), { timeout: 10_000 }).toBe(true);
    await guestPack.selectOption("classic");
    await hostShows("classic", "16 left in this pack.");
    await playRound(host.page, guest.page, "Draw a question");
    await expect
      .poll(() => guest.page.getByTestId("room-pack").getByTestId("pack-left").textContent(), { timeout: 10_000 })
      .toBe("14 left in this pack.");
    await endRoom(host.page, guest.page);
  });

  for (const { title, game, draw } of [
    { title: "Passion Dice: a full round", game: "passion-dice", draw: "Roll the dice" },
    { title: "Dice to Spice: a full round", game: "dice-to-spice", draw: "Roll both dice" },
    {
      title: "Spin for Desire: a full round, both wheels landing on the same position",
      game: "spin-for-desire",
      draw: "Spin the wheel",
    },
  ]) {
    it(title, async () => {
      const { host, guest } = await pair(game);
      await playRound(host.page, guest.page, draw);
      await endRoom(host.page, guest.page);
    });
  }

  it("Position Wheel: a full round with the partner on the fallback (no WebSocket), nicknames included", async () => {
    const { host, guest } = await pair("position-wheel", { noWebSocket: true });
    const fallback: string[] = [];
    guest.context.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/rooms/")) fallback.push(new URL(request.url()).pathname);
    });
    await playRound(host.page, guest.page, "Spin the wheel");
    // The guest's moves went by POST (its events stream opened before this listener).
    expect(fallback).toContain("/api/rooms/move");
    // Names cross the fallback too: the guest's by POST, the host's on the guest's event stream.
    await nameBoth(host.page, guest.page, "guest first");
    expect(fallback).toContain("/api/rooms/name");
    await endRoom(guest.page, host.page);
  });

  it("Love Quiz: each answers privately, then both see where they agreed", async () => {
    const { host, guest } = await pair("love-quiz");
    const answer = async (page: Page, pick: (index: number) => string) => {
      const groups = page.locator("fieldset");
      const count = await groups.count();
      expect(count).toBe(5);
      for (let i = 0; i < count; i++) await groups.nth(i).getByText(pick(i), { exact: true }).click();
      await page.getByRole("button", { name: "Send my answers" }).click();
    };
    await answer(host.page, () => "Extremely Important");
    await expect.poll(() => prompt(host.page).textContent(), { timeout: 10_000 }).toMatch(/Waiting for your partner/);
    await guest.page.getByText("Your partner has answered.", { exact: false }).waitFor({ timeout: 10_000 });
    // The partner's answers are not on this phone before it answers.
    expect(await guest.page.getByText("Extremely Important").count()).toBe(5);
    await answer(guest.page, (i) => (i < 2 ? "Extremely Important" : "Not Important"));
    await expect.poll(() => prompt(host.page).textContent(), { timeout: 10_000 }).toBe("You agreed on 2 of 5");
    expect(await textOf(prompt(guest.page))).toBe("You agreed on 2 of 5");
    expect(await seriousViolations(guest.page)).toEqual([]);
    expect(await guest.page.getByTestId("quiz-row").count()).toBe(5);
    await guest.page.getByRole("button", { name: "Another round" }).click();
    await host.page.getByRole("button", { name: "Send my answers" }).waitFor({ timeout: 10_000 });
    await endRoom(host.page, guest.page);
  });

  it("Love Quiz, 30 pairs: either phone switches, each chooses privately, then both see where they meet and differ", async () => {
    const { host, guest } = await pair("love-quiz");
    await guest.page
      .getByRole("group", { name: "Which quiz" })
      .getByRole("button", { name: `${LOVE_LANGUAGE_PAIRS.length} pairs` })
      .click();
    await host.page.getByTestId("room-pair-progress").waitFor({ timeout: 10_000 });
    // Each phone chooses by a strict order of the five languages: the guest's is the host's reversed.
    const order = ["quality_time", "physical_touch", "words_of_affirmation", "acts_of_service", "receiving_gifts"];
    const choose = async (page: Page, preference: string[]) => {
      for (const entry of LOVE_LANGUAGE_PAIRS) {
        const side = preference.indexOf(entry.a.language) < preference.indexOf(entry.b.language) ? "a" : "b";
        await page
          .getByRole("group", { name: "Choose one moment" })
          .getByRole("button", { name: entry[side].text, exact: true })
          .click();
      }
      await page.getByRole("button", { name: "Send my choices" }).click();
    };
    await choose(host.page, order);
    await expect.poll(() => prompt(host.page).textContent(), { timeout: 10_000 }).toMatch(/Waiting for your partner/);
    // Once a phone has answered, the quiz can no longer be switched.
    expect(await guest.page.getByRole("group", { name: "Which quiz" }).count()).toBe(0);
    await choose(guest.page, [...order].reverse());
    await expect.poll(() => prompt(host.page).textContent(), { timeout: 10_000 }).toBe("Where you meet and differ");
    expect(await textOf(prompt(guest.page))).toBe("Where you meet and differ");
    await host.page.getByText(`You chose the same moment in 0 of ${LOVE_LANGUAGE_PAIRS.length} pairs.`).waitFor();
    expect(await guest.page.getByTestId("pair-differ").count()).toBe(4);
    await guest.page.getByText("Means more to your partner (12 of 12) than to you (0 of 12).").waitFor();
    expect(await seriousViolations(guest.page)).toEqual([]);
    await guest.page.getByRole("button", { name: "Another round" }).click();
    await host.page.getByTestId("room-pair-progress").waitFor({ timeout: 10_000 });
    await endRoom(host.page, guest.page);
  });

  it("joins by typing the code at /together, and refuses an unknown code", async () => {
    const host = await phone();
    await host.page.goto(`${baseUrl()}/games/dice-to-spice`);
    await host.page.waitForLoadState("networkidle");
    await host.page.getByRole("button", { name: "Play on two phones" }).click();
    const code = await textOf(host.page.getByTestId("room-code"));
    const guest = await phone();
    await guest.page.goto(`${baseUrl()}/together`);
    await guest.page.getByLabel("Room code").fill("CCCCCC");
    await guest.page.getByRole("button", { name: "Join the room" }).click();
    await guest.page.getByText("This room does not exist or has ended.").waitFor();
    await guest.page.getByLabel("Room code").fill(code.toLowerCase());
    await guest.page.getByRole("button", { name: "Join the room" }).click();
    await partnerHere(guest.page);
    await partnerHere(host.page);
    await endRoom(guest.page, host.page);
  });
});
