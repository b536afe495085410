import type { Page } from "playwright-core";
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
async function room(traffic: string[]) {
  const host = await phone();
  watch(host.page, traffic);
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
});
