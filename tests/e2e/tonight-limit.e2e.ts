import type { Page, WebSocketRoute } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { baseUrl, browserForFile, openPage, type WatchedPage } from "./support/browser";
import { allInView } from "./support/phone-view";
import { LIMIT_REFUSED_MESSAGE } from "../../domain/tonight-limit/exchange";

// Two phones at 360 px in a Truth or Dare room set tonight's limit between them (docs/decisions/011).
const SMALL_PHONE = { width: 360, height: 740 };
const SHOTS = ".tmp/tonight-limit";
const browser = browserForFile();
const opened: WatchedPage[] = [];

afterAll(async () => {
  for (const phone of opened) await phone.context.close().catch(() => undefined);
});

async function phone(): Promise<WatchedPage> {
  const watched = await openPage(browser(), { verified: true, viewport: SMALL_PHONE });
  opened.push(watched);
  return watched;
}

async function partnerHere(page: Page) {
  await expect.poll(() => page.getByTestId("partner-status").textContent(), { timeout: 20_000 }).toMatch(/is here/);
}

/** Every request and every WebSocket frame a page sends, and every answer of the limit's relay. */
function watch(page: Page, into: string[]) {
  page.on("request", (request) =>
    into.push(`${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ""}`),
  );
  page.on("response", async (response) => {
    if (new URL(response.url()).pathname.startsWith("/api/tonight-limit"))
      into.push(await response.text().catch(() => ""));
  });
  page.on("websocket", (socket) => socket.on("framesent", (frame) => into.push(String(frame.payload))));
}

/** A Truth or Dare room on two phones: opened on the first, joined by link on the second. */
async function room(traffic: string[], beforeOpening?: (host: Page) => Promise<void>) {
  const host = await phone();
  watch(host.page, traffic);
  await beforeOpening?.(host.page);
  await host.page.goto(`${baseUrl()}/games/truth-or-dare`);
  await host.page.waitForLoadState("networkidle");
  await host.page.getByRole("button", { name: "Play on two phones" }).click();
  await host.page.waitForURL(/\/together$/);
  const joinLink = (await host.page.getByTestId("join-link").textContent())!.trim();
  const guest = await phone();
  watch(guest.page, traffic);
  await guest.page.goto(joinLink);
  await partnerHere(host.page);
  await partnerHere(guest.page);
  return { host, guest };
}

describe("tonight's limit", () => {
  it("Fiery on one phone and Warm on the other: both show Warm, and the room's Truth or Dare goes up to level 3", async () => {
    const traffic: string[] = [];
    const { host, guest } = await room(traffic);

    // The lobby offers it before the first draw, above the game, whose first control stays in view.
    const offer = host.page.getByRole("button", { name: "Set tonight's limit together" });
    await offer.waitFor();
    await allInView(host.page, "the first draw", host.page.getByRole("button", { name: "Dare" }));
    await host.page.screenshot({ path: `${SHOTS}/0-a-lobby.png` });

    // Phone A (which opened the room) chooses Fiery, privately, and shows its partner the link.
    await offer.click();
    await host.page.getByLabel(/^Fiery/).check();
    expect(await host.page.getByTestId("tonight-privacy").textContent()).toContain(
      "If you chose higher, you will see only tonight's level, and your partner will never see yours.",
    );
    await host.page.screenshot({ path: `${SHOTS}/1-a-chooses.png` });
    await host.page.getByRole("button", { name: "That's mine: invite my partner" }).click();
    const link = (await host.page.getByTestId("tonight-link").textContent())!.trim();
    const [, id, , secret] = /\/together#tonight=([\w-]+)\.([\w-]+)\.([\w-]{43})$/.exec(link)!;
    await host.page.getByTestId("tonight-qr").waitFor();
    await allInView(host.page, "the link's QR code", host.page.getByTestId("tonight-qr"));
    await host.page.screenshot({ path: `${SHOTS}/2-a-invites.png` });

    // Phone B scans the code: the link opens in a new tab of the browser its room is in.
    const tab = await guest.context.newPage();
    watch(tab, traffic);
    await tab.goto(link);
    await tab.getByLabel(/^Warm/).waitFor({ timeout: 30_000 });
    // The address bar forgets the link's secret at once.
    expect(tab.url()).toBe(`${baseUrl()}/together`);
    expect(await tab.getByText("Your partner has chosen. Now you:").count()).toBe(1);
    await tab.getByLabel(/^Warm/).check();
    await tab.screenshot({ path: `${SHOTS}/3-b-chooses.png` });
    await tab.getByRole("button", { name: "That's mine: find tonight's level" }).click();

    // Both show Warm, in view; the phone that opened the room sets the room to it, and every phone of the room shows
    // what the game now does.
    for (const page of [host.page, tab, guest.page]) {
      await expect
        .poll(() => page.getByTestId("tonight-level").textContent(), { timeout: 30_000 })
        .toBe("Tonight: Warm");
      await expect
        .poll(() => page.getByTestId("tonight-setting").textContent(), { timeout: 30_000 })
        .toBe("Truth or Dare draws up to level 3 of 5.");
    }
    for (const page of [host.page, tab]) await allInView(page, "tonight's level", page.getByTestId("tonight-level"));
    await host.page.screenshot({ path: `${SHOTS}/4-a-tonight.png` });
    await tab.screenshot({ path: `${SHOTS}/5-b-tonight.png` });
    // Neither phone says whose choice it was.
    for (const page of [host.page, tab]) {
      const text = await page.getByTestId("tonight-limit").textContent();
      expect(text).not.toMatch(/Fiery|partner chose|you chose/i);
    }

    // The game goes on: the first truth is drawn within the limit, and the limit cannot change any more.
    await host.page.getByRole("button", { name: "Truth", exact: true }).click();
    await host.page.getByTestId("room-prompt").waitFor();
    await expect.poll(() => host.page.getByTestId("tonight-limit").count()).toBe(1);
    expect(await host.page.getByRole("button", { name: "Set tonight's limit together" }).count()).toBe(0);

    // What crossed the network: never the link's secret, never a choice; the room heard only tonight's level.
    const all = traffic.join("\n");
    expect(all).toContain(`/api/tonight-limit/${id}/messages`);
    expect(all).not.toContain(secret);
    expect(all).not.toContain("#tonight=");
    expect(all).not.toContain("level-");
    const limits = traffic.filter((line) => line.includes('"type":"limit"'));
    expect(limits.length).toBeGreaterThan(0);
    for (const line of limits) expect(line).toContain('"level":3');
    for (const page of [host.page, tab]) {
      const kept = await page.evaluate(() =>
        JSON.stringify([{ ...localStorage }, { ...sessionStorage }, location.href]),
      );
      expect(kept).not.toContain(secret!);
    }
    expect(host.consoleErrors).toEqual([]);
    expect(guest.consoleErrors).toEqual([]);
    expect(host.foreignRequests).toEqual([]);
    // Two phones, a third tab and four sealed steps polled a second apart: minutes on a loaded 2-core machine.
  }, 180_000);

  it("shows nothing, and changes nothing, when a step from the server does not open", async () => {
    const { host, guest } = await room([]);
    // A dishonest relay: one character of the partner's first step changed on its way to phone A.
    await host.page.route(
      (url) => /^\/api\/tonight-limit\/[\w-]+$/.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { partner?: { blinded?: string } };
        const step = body.partner?.blinded;
        if (step) body.partner!.blinded = step.slice(0, 60) + (step[60] === "A" ? "B" : "A") + step.slice(61);
        await route.fulfill({ response, json: body });
      },
    );
    await host.page.getByRole("button", { name: "Set tonight's limit together" }).click();
    await host.page.getByLabel(/^Fiery/).check();
    await host.page.getByRole("button", { name: "That's mine: invite my partner" }).click();
    const link = (await host.page.getByTestId("tonight-link").textContent())!.trim();
    const tab = await guest.context.newPage();
    await tab.goto(link);
    await tab.getByLabel(/^Warm/).check();
    await tab.getByRole("button", { name: "That's mine: find tonight's level" }).click();

    await expect
      .poll(() => host.page.getByTestId("tonight-error").textContent(), { timeout: 30_000 })
      .toBe(LIMIT_REFUSED_MESSAGE);
    await allInView(host.page, "the refusal and Start again", host.page.getByRole("button", { name: "Start again" }));
    await host.page.screenshot({ path: `${SHOTS}/6-a-refused.png` });
    // Neither phone shows a level, and the room's game was not set.
    await tab.waitForTimeout(3_000);
    for (const page of [host.page, tab, guest.page]) {
      expect(await page.getByTestId("tonight-level").count()).toBe(0);
      expect(await page.getByTestId("tonight-setting").count()).toBe(0);
    }
  }, 180_000);

  it("a limit move the room refuses, or that is lost, says so with Try again; the line back, the game takes it", async () => {
    // Phone A's room line, through a gate: the limit move is refused by a stand-in for the server, then lost, then
    // (once the line drops and comes back) let through.
    let gate: "refuse" | "lose" | "open" = "refuse";
    const sockets: WebSocketRoute[] = [];
    const { host, guest } = await room([], async (page) => {
      await page.routeWebSocket(/\/api\/rooms\/socket/, (socket) => {
        sockets.push(socket);
        const server = socket.connectToServer();
        socket.onMessage((message) => {
          const text = String(message);
          if (text.includes('"type":"limit"') && gate !== "open") {
            const { id } = JSON.parse(text) as { id: string };
            if (gate === "refuse")
              socket.send(JSON.stringify({ t: "error", message: "That move is not possible right now.", re: id }));
            return;
          }
          server.send(message);
        });
      });
    });
    await host.page.getByRole("button", { name: "Set tonight's limit together" }).click();
    await host.page.getByLabel(/^Spicy/).check();
    await host.page.getByRole("button", { name: "That's mine: invite my partner" }).click();
    const link = (await host.page.getByTestId("tonight-link").textContent())!.trim();
    const tab = await guest.context.newPage();
    await tab.goto(link);
    await tab.getByLabel(/^Sweet/).check();
    await tab.getByRole("button", { name: "That's mine: find tonight's level" }).click();

    // Refused: phone A says so at once (no "Setting the game to it…" left behind), with Try again in view.
    const notTaken = host.page.getByTestId("tonight-not-taken");
    await expect.poll(() => notTaken.textContent(), { timeout: 60_000 }).toMatch(/did not take tonight's level/);
    expect(await host.page.getByTestId("tonight-level").textContent()).toBe("Tonight: Sweet");
    expect(await host.page.getByText("Setting the game to it…").count()).toBe(0);
    const tryAgain = host.page.getByRole("button", { name: "Try again" });
    await allInView(host.page, "the refusal and Try again", notTaken, tryAgain);
    await host.page.screenshot({ path: `${SHOTS}/7-a-refused-move.png` });

    // Lost on the way: after a bounded wait it says so again, instead of waiting on nothing.
    gate = "lose";
    await tryAgain.click();
    await expect.poll(() => host.page.getByText("Setting the game to it…").count()).toBe(1);
    await expect.poll(() => notTaken.count(), { timeout: 30_000 }).toBe(1);
    // The partner's phone was never left waiting either: it says the game is not set yet.
    await expect
      .poll(() => tab.getByTestId("tonight-not-taken").textContent(), { timeout: 30_000 })
      .toMatch(/not set the game to it yet/);
    await tab.screenshot({ path: `${SHOTS}/8-b-not-taken.png` });

    // The line drops and comes back: the kept move goes out, and every phone of the room shows the game's setting.
    gate = "open";
    for (const socket of sockets) await socket.close().catch(() => undefined);
    for (const page of [host.page, tab, guest.page])
      await expect
        .poll(() => page.getByTestId("tonight-setting").textContent(), { timeout: 60_000 })
        .toBe("Truth or Dare draws up to level 2 of 5.");
    expect(await host.page.getByTestId("tonight-not-taken").count()).toBe(0);
    expect(host.consoleErrors).toEqual([]);
  }, 240_000);

  it("either phone can change tonight's limit between cards: both say so, the game waits, and the new level holds", async () => {
    const traffic: string[] = [];
    const { host, guest } = await room(traffic);
    // First: Spicy on both, so tonight is Spicy.
    await host.page.getByRole("button", { name: "Set tonight's limit together" }).click();
    await host.page.getByLabel(/^Spicy/).check();
    await host.page.getByRole("button", { name: "That's mine: invite my partner" }).click();
    const first = (await host.page.getByTestId("tonight-link").textContent())!.trim();
    const guestTab = await guest.context.newPage();
    await guestTab.goto(first);
    await guestTab.getByLabel(/^Spicy/).check();
    await guestTab.getByRole("button", { name: "That's mine: find tonight's level" }).click();
    for (const page of [host.page, guest.page])
      await expect
        .poll(() => page.getByTestId("tonight-setting").textContent(), { timeout: 60_000 })
        .toBe("Truth or Dare draws up to level 4 of 5.");
    await guestTab.close();

    // A card is played; no change while it is on screen.
    await host.page.getByRole("button", { name: "Truth", exact: true }).click();
    await host.page.getByTestId("room-prompt").waitFor();
    const change = (page: Page) => page.getByRole("button", { name: "Change tonight's limit" });
    expect(await change(guest.page).count()).toBe(0);
    await host.page
      .getByRole("button", { name: /Done|Next|Answered/ })
      .first()
      .click();
    await expect.poll(() => host.page.getByTestId("room-prompt").count(), { timeout: 20_000 }).toBe(0);

    // Partner 2 asks to set it again, and chooses Gentle first.
    await change(guest.page).click();
    await guest.page.getByLabel(/^Gentle/).check();
    await guest.page.screenshot({ path: `${SHOTS}/9-b-changes.png` });
    // Phone A is told plainly, and the game waits: its draw is refused until the new limit is in.
    await expect
      .poll(() => host.page.getByTestId("tonight-changing").textContent(), { timeout: 30_000 })
      .toBe("A new limit for tonight is being set. The game waits for it.");
    await allInView(
      host.page,
      "the change and Keep",
      host.page.getByRole("button", { name: "Keep Spicy for tonight" }),
    );
    expect(await host.page.getByTestId("room-game").getAttribute("inert")).not.toBeNull();
    await host.page.screenshot({ path: `${SHOTS}/10-a-waits.png` });
    await guest.page.getByRole("button", { name: "That's mine: invite my partner" }).click();
    const link = (await guest.page.getByTestId("tonight-link").textContent())!.trim();
    const hostTab = await host.context.newPage();
    watch(hostTab, traffic);
    await hostTab.goto(link);
    expect(await hostTab.getByTestId("tonight-changing").textContent()).toBe(
      "A new limit for tonight is being set. The game waits for it.",
    );
    await hostTab.getByLabel(/^Fiery/).check();
    await hostTab.getByRole("button", { name: "That's mine: find tonight's level" }).click();

    // Gentle on every phone; the one that chose Fiery learns only tonight's level.
    for (const page of [host.page, hostTab, guest.page]) {
      await expect
        .poll(() => page.getByTestId("tonight-setting").textContent(), { timeout: 60_000 })
        .toBe("Truth or Dare draws up to level 1 of 5.");
      expect(await page.getByTestId("tonight-level").textContent()).toBe("Tonight: Gentle");
      expect(await page.getByTestId("tonight-limit").textContent()).not.toMatch(/Fiery|partner chose|you chose/i);
      expect(await page.getByTestId("tonight-changing").count()).toBe(0);
    }
    await hostTab.screenshot({ path: `${SHOTS}/11-a-new-level.png` });
    // The room heard the new level and nothing of either choice.
    const limits = traffic.filter((line) => line.includes('"type":"limit"'));
    expect(limits.at(-1)).toContain('"level":1');
    expect(traffic.join("\n")).not.toContain("level-");

    // And the game goes on within it: Partner 2's turn now.
    await guest.page.getByRole("button", { name: "Dare", exact: true }).click();
    await guest.page.getByTestId("room-prompt").waitFor({ timeout: 20_000 });
    expect(host.consoleErrors).toEqual([]);
    expect(guest.consoleErrors).toEqual([]);
  }, 300_000);
});
