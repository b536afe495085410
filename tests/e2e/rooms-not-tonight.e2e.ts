import fs from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { softerDare, softerDiceToSpiceFace } from "@content/games/softer";
import { open, outOfView, touchPhones } from "./support/phone-view";

// Issue 48, "Not tonight" costs nothing, in a room: on two touch phones at 360×740, the player whose turn it is draws
// a dare, taps Not tonight and takes the softer one; both phones show the softer words the server looked up for that
// dare (read here through the same lookup, by the dare's id) and say who chose it, without judgement; the softer dare
// then scores as the dare would. Then Later: the partner's phone says the card was saved for later and the turn
// passes. After every step the result and the next control are in view. Screenshots go to .tmp/rooms-not-tonight/.
const phone = touchPhones();
const SIZE = { width: 360, height: 740 };
const SHOTS = ".tmp/rooms-not-tonight";
const LONG = 180_000;
fs.mkdirSync(SHOTS, { recursive: true });

const prompt = (page: Page) => page.getByTestId("room-prompt");
const turn = (page: Page) => page.getByTestId("room-turn");
const scores = (page: Page) => page.getByTestId("room-scores");
const next = (page: Page) => page.locator("[data-play='room-next']");

async function inView(page: Page, label: string, ...locators: Locator[]) {
  for (const [index, locator] of locators.entries())
    await expect.poll(() => outOfView(page, locator), { timeout: 12_000, message: `${label} #${index + 1}` }).toBe("");
}

/** Names this phone in the room (the name travels to the partner's phone), then folds the nicknames away again. */
async function nameSelf(page: Page, name: string) {
  const summary = page.getByText("Nicknames", { exact: true });
  await summary.tap();
  await page.getByLabel("Your nickname").fill(name);
  await summary.tap();
}

async function pair(game = "truth-or-dare") {
  const host = await phone(SIZE);
  await open(host.page, `/games/${game}`);
  await host.page.getByRole("button", { name: "Play on two phones" }).tap();
  await host.page.waitForURL(/\/together$/);
  const link = (await host.page.getByTestId("join-link").textContent())!.trim();
  const guest = await phone(SIZE);
  await guest.page.goto(link);
  await nameSelf(host.page, "Sam");
  await nameSelf(guest.page, "Alex");
  await expect
    .poll(() => host.page.getByTestId("partner-status").textContent(), { timeout: 15_000 })
    .toBe("Alex is here");
  await expect
    .poll(() => guest.page.getByTestId("partner-status").textContent(), { timeout: 15_000 })
    .toBe("Sam is here");
  return { host: host.page, guest: guest.page, errors: () => [...host.errors, ...guest.errors] };
}

/** Draws a dare on `page` and returns its id and words, once both phones show it. */
async function drawDare(page: Page, partner: Page) {
  await page.getByRole("button", { name: "Dare", exact: true }).tap();
  await inView(page, "dare drawn", prompt(page));
  const id = (await prompt(page).getAttribute("data-card"))!;
  const text = (await prompt(page).textContent())!.trim();
  await expect.poll(() => prompt(partner).textContent(), { timeout: 12_000 }).toBe(text);
  return { id, text };
}

describe("Not tonight in a room, on two phones at 360×740", () => {
  it(
    "softer: both phones show the softer words and who chose them; Done scores as the dare would. Later: the turn passes",
    async () => {
      const { host, guest, errors } = await pair();

      const dare = await drawDare(host, guest);
      const softer = softerDare(dare.id);
      expect(softer, `a softer version of ${dare.id} (content/games/softer)`).toBeDefined();
      const notTonight = host.getByRole("button", { name: "Not tonight" });
      await inView(host, "the dare with Done, Skip and Not tonight", prompt(host), notTonight);
      await notTonight.tap();
      const take = host.getByRole("button", { name: "Softer one" });
      await inView(host, "the dare and the choices", prompt(host), take);
      await host.screenshot({ path: `${SHOTS}/1-host-choices.png` });
      await take.tap();

      for (const page of [host, guest])
        await expect.poll(() => prompt(page).textContent(), { timeout: 12_000 }).toBe(softer);
      // Said on both phones, in the words each phone uses, next to the card's "Softer" mark.
      const said = (page: Page, sentence: string) =>
        page.getByTestId("room-softer").getByText(sentence, { exact: true });
      await said(guest, "Sam chose the softer one.").waitFor({ timeout: 12_000 });
      await said(host, "You chose the softer one.").waitFor({ timeout: 12_000 });
      // Chosen once: no second Not tonight for this dare.
      await expect.poll(() => notTonight.count()).toBe(0);
      const done = host.getByRole("button", { name: /\+1/ });
      await inView(host, "host: the softer dare and Done", host.getByTestId("room-softer"), prompt(host), done);
      await inView(
        guest,
        "guest: who chose it, the softer dare and the note",
        guest.getByTestId("room-softer"),
        prompt(guest),
        next(guest),
      );
      await host.screenshot({ path: `${SHOTS}/2-host-softer.png` });
      await guest.screenshot({ path: `${SHOTS}/3-guest-softer.png` });

      await done.tap();
      await expect.poll(() => scores(guest).textContent(), { timeout: 12_000 }).toBe("Alex 0 · Sam 1");
      await expect.poll(() => turn(guest).textContent()).toBe("Your turn, Alex");

      // Later, from the other phone: set aside, the turn passes as if done, and the partner's phone says so.
      await drawDare(guest, host);
      await guest.getByRole("button", { name: "Not tonight" }).tap();
      const later = guest.getByRole("button", { name: "Later" });
      await inView(guest, "the dare and Later", prompt(guest), later);
      await later.tap();
      await expect
        .poll(() => host.getByTestId("room-later").textContent(), { timeout: 12_000 })
        .toBe("Alex saved this one for later.");
      await guest.getByTestId("room-later").getByText("Kept in your Saved for later list.").waitFor();
      await expect.poll(() => scores(host).textContent()).toBe("Sam 1 · Alex 1");
      expect((await turn(host).textContent())!.trim()).toBe("Your turn, Sam");
      await inView(host, "host: saved for later and the next draw", host.getByTestId("room-later"), next(host));
      await inView(guest, "guest: kept and the wait", guest.getByTestId("room-later"), next(guest));
      await host.screenshot({ path: `${SHOTS}/4-host-after-later.png` });
      await guest.screenshot({ path: `${SHOTS}/5-guest-after-later.png` });
      expect(errors()).toEqual([]);
    },
    LONG,
  );

  it(
    "Dice to Spice: after Softer, the action die on both phones shows the gentler face now being played",
    async () => {
      const { host, guest, errors } = await pair("dice-to-spice");
      const actionFace = (page: Page) => page.getByTestId("room-dice").locator("figure").first().locator("span");
      // Roll until a face with a gentler one written for its body part comes up (all but "Compliment" have one);
      // a roll without one is set aside with Later, and the partner rolls next.
      let roller = host;
      let other = guest;
      let face = "";
      let part = "";
      for (let attempt = 0; attempt < 6; attempt++) {
        await roller.getByRole("button", { name: "Roll both dice" }).tap();
        await expect.poll(() => prompt(other).textContent(), { timeout: 15_000 }).toContain(" · ");
        await expect.poll(() => prompt(roller).textContent(), { timeout: 15_000 }).toContain(" · ");
        [face, part] = (await prompt(roller).textContent())!.trim().split(" · ") as [string, string];
        if (softerDiceToSpiceFace(face, part)) break;
        await roller.getByRole("button", { name: "Not tonight" }).tap();
        await roller.getByRole("button", { name: "Later" }).tap();
        [roller, other] = [other, roller];
      }
      const gentler = softerDiceToSpiceFace(face, part);
      expect(gentler, `a gentler face for ${face} + ${part}`).toBeDefined();
      for (const page of [roller, other]) expect((await actionFace(page).textContent())!.trim()).toBe(face);
      await roller.getByRole("button", { name: "Not tonight" }).tap();
      await roller.getByRole("button", { name: "Softer one" }).tap();
      for (const page of [roller, other]) {
        await expect.poll(() => actionFace(page).textContent(), { timeout: 12_000 }).toBe(gentler);
        await expect.poll(() => prompt(page).textContent()).toBe(`${gentler} · ${part}`);
        await inView(page, "the softer roll and its die", actionFace(page), prompt(page));
      }
      await roller.screenshot({ path: `${SHOTS}/6-dice-softer-roller.png` });
      await other.screenshot({ path: `${SHOTS}/7-dice-softer-partner.png` });
      expect(errors()).toEqual([]);
    },
    LONG,
  );
});
