/**
 * `npm run screens`: phone screenshots (360×740, touch) of every game mid-play (each route under /games, the desire
 * match, the romantic guides, the love-language explorer and a two-phone room, each after its first Start, Roll,
 * Spin, Reveal or answer), every two-phone room game on both phones after its first step, every admin page signed in
 * and the owner's error states (a scratch position's duplicate title refused, a story rejected without a reason, a
 * media upload refused), and the ritual of #48 on two paired phones (a question a day, Plan it, "How was it?", the
 * "Later" list, tonight's limit), gathered into three contact sheets linked from the README: docs/screens/games.png,
 * docs/screens/admin.png and docs/screens/ritual.png (`npm run screens -- ritual` shoots that one alone). Runs the
 * production build (built first when missing) on a throwaway data directory; the single shots land in .tmp/screens/.
 * A step that fails is reported and the shot is taken anyway, so a broken game shows on the sheet instead of stopping
 * the run.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { adminMenuOrder } from "../app/lib/admin-pages";
import { chooseChromium } from "../tests/e2e/support/chromium";
import { startServer } from "../tests/e2e/support/server";

const PHONE = { width: 360, height: 740 };
const SHOTS = path.resolve(".tmp/screens");
const SHEETS = {
  games: path.resolve("docs/screens/games.png"),
  admin: path.resolve("docs/screens/admin.png"),
  ritual: path.resolve("docs/screens/ritual.png"),
};
/** `npm run screens -- ritual` shoots the ritual's sheet alone. */
const ONLY_RITUAL = process.argv.includes("ritual");
const ADMIN = { username: "screens-admin", password: "screens-password-1234" };
const TILE_WIDTH = 180;
const COLUMNS = 6;

interface Shot {
  label: string;
  file: string;
}

/** A page and what to do on it before the shot: its first step or two, as a couple would. */
interface Scene {
  path: string;
  label: string;
  play: (page: Page) => Promise<void>;
}

async function tap(page: Page, name: string | RegExp, settleMs = 700) {
  await page.getByRole("button", { name }).first().tap({ timeout: 5_000 });
  await page.waitForTimeout(settleMs);
}

async function tapLink(page: Page, name: string | RegExp, settleMs = 700) {
  await page.locator("main").getByRole("link", { name }).first().tap({ timeout: 5_000 });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(settleMs);
}

const GAMES: Scene[] = [
  {
    path: "/games/truth-or-dare",
    label: "Truth or Dare",
    play: async (page) => {
      await tap(page, "Start Game");
      await tap(page, "Next Question");
    },
  },
  {
    path: "/games/truth-or-dare",
    label: "Truth or Dare: not tonight, softer",
    play: async (page) => {
      await page.getByRole("radio", { name: /^Dare/ }).first().tap({ timeout: 5_000 });
      await tap(page, "Start Game");
      await tap(page, "Next Question");
      await tap(page, "Not tonight");
      await tap(page, "Softer version");
    },
  },
  { path: "/games/passion-dice", label: "Passion Dice", play: (page) => tap(page, "Roll for Passion", 1800) },
  {
    path: "/games/passion-dice",
    label: "Passion Dice: not tonight",
    play: async (page) => {
      await tap(page, "Roll for Passion", 1800);
      await tap(page, "Not tonight");
    },
  },
  {
    path: "/games/dice-to-spice",
    label: "Dice to Spice",
    play: async (page) => {
      await tap(page, /Roll the Dice/, 3600);
      await tap(page, "Completed", 900);
      await tap(page, /Roll the Dice/, 3600);
    },
  },
  { path: "/games/spin-for-desire", label: "Spin for Desire", play: (page) => tap(page, "Spin the wheel", 3800) },
  { path: "/games/position-wheel", label: "Position Wheel", play: (page) => tap(page, /^Spin/, 4200) },
  {
    path: "/games/random-position",
    label: "Random Position",
    play: (page) => tap(page, "Generate Random Position", 1800),
  },
  { path: "/games/scratch-position", label: "Scratch cards", play: (page) => tap(page, "Reveal card 1", 1400) },
  {
    path: "/games/love-quiz",
    label: "Love Quiz",
    play: async (page) => {
      await tap(page, /^3 – Important/, 900);
      await tap(page, /^4 – Very Important/, 900);
    },
  },
  { path: "/games/seductive-conversation", label: "Conversation", play: (page) => tap(page, "Get Question", 2500) },
  { path: "/games/fantasy-roleplay", label: "Fantasy Roleplay", play: (page) => tap(page, "Generate Roleplay", 2000) },
  {
    path: "/games/pleasure-map",
    label: "Pleasure Map",
    play: async (page) => {
      await tap(page, /^Head & Neck/, 900);
      await page.locator("main [aria-expanded='false']").first().tap({ timeout: 5_000 });
      await page.waitForTimeout(700);
    },
  },
  {
    path: "/games/erotic-massage",
    label: "Massage",
    play: (page) => tap(page, /Plays ambient sound/, 1200),
  },
  {
    path: "/games/long-distance",
    label: "Long distance",
    play: async (page) => {
      await tap(page, "Random Activity", 1000);
      await tap(page, /Next Step/, 900);
    },
  },
  {
    path: "/games/honeymoon-bucket-list",
    label: "Honeymoon list",
    play: async (page) => {
      await page.getByRole("checkbox").first().tap({ timeout: 5_000 });
      await page.waitForTimeout(900);
    },
  },
  {
    path: "/games/honeymoon-bucket-list",
    label: "Honeymoon list: plan it",
    play: async (page) => {
      await tap(page, "Plan it", 1200);
    },
  },
  {
    path: "/games/first-night-bucket-list",
    label: "First night list",
    play: async (page) => {
      await page.getByRole("checkbox").first().tap({ timeout: 5_000 });
      await page.waitForTimeout(900);
    },
  },
  {
    path: "/romantic-guides",
    label: "Romantic guides",
    play: async (page) => {
      await tapLink(page, /The Art of Deep Conversation/);
      await tap(page, "Start This Guide", 900);
    },
  },
  {
    path: "/love-language-explorer",
    label: "Love languages",
    play: async (page) => {
      await tapLink(page, /^Quality Time/);
      await page.locator("main").getByRole("link").filter({ hasText: /min/ }).first().tap({ timeout: 5_000 });
      await page.waitForLoadState("networkidle");
      await tap(page, "Try This Activity", 900);
    },
  },
];

async function newPhone(browser: Browser, init?: () => void): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
  });
  await context.addInitScript(() => window.sessionStorage.setItem("lovePositionsVerified", "true"));
  if (init) await context.addInitScript(init);
  return { context, page: await context.newPage() };
}

async function shoot(page: Page, name: string, label: string, shots: Shot[]) {
  // A page wider than the phone shifts everything and pushes the header's menu off the screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE.width) console.warn(`${label}: the page is ${width} px wide on a ${PHONE.width} px screen`);
  const file = path.join(SHOTS, `${name}.png`);
  await page.screenshot({ path: file });
  shots.push({ label, file });
}

const warn = (label: string) => (error: unknown) => console.warn(`${label}: ${String(error).split("\n")[0]}`);

/** The desire match: one phone starts, the partner opens the link, each answers a few cards. */
async function desireMatch(browser: Browser, url: string, shots: Shot[]) {
  const a = await newPhone(browser);
  const b = await newPhone(browser);
  try {
    await a.page.goto(`${url}/desire-match`);
    await a.page.waitForLoadState("networkidle");
    await tap(a.page, "Start a match", 1200);
    const link = (await a.page.getByTestId("match-link").textContent({ timeout: 5_000 }))!.trim();
    await b.page.goto(link);
    // Generous waits: on a busy machine the two phones' key exchange can take a while.
    await b.page.getByTestId("match-card").waitFor({ timeout: 30_000 });
    await a.page.getByTestId("match-card").waitFor({ timeout: 30_000 });
    for (const answer of ["Yes", "Maybe", "Yes"]) await tap(a.page, answer, 500);
  } catch (error) {
    warn("Desire Match")(error);
  }
  await shoot(a.page, "game-18-desire-match", "Desire Match", shots);
  await a.context.close();
  await b.context.close();
}

/** Taps the last button of that name (a room's own control comes after the page's). */
async function tapLast(page: Page, name: string | RegExp, settleMs = 700) {
  await page
    .getByRole("button", { name, exact: typeof name === "string" })
    .last()
    .tap({ timeout: 5_000 });
  await page.waitForTimeout(settleMs);
}

/** Every two-phone room game: its page, the first step the opener takes in the room. */
const ROOM_GAMES: {
  path: string;
  label: string;
  step: (page: Page) => Promise<void>;
  /** What the partner's phone shows once the step has reached it (the shared prompt unless said). */
  seen?: (page: Page) => Locator;
}[] = [
  { path: "/games/truth-or-dare", label: "Truth or Dare", step: (page) => tapLast(page, "Truth", 1500) },
  { path: "/games/passion-dice", label: "Passion Dice", step: (page) => tapLast(page, "Roll the dice", 2500) },
  { path: "/games/dice-to-spice", label: "Dice to Spice", step: (page) => tapLast(page, "Roll both dice", 3500) },
  { path: "/games/spin-for-desire", label: "Spin for Desire", step: (page) => tapLast(page, "Spin the wheel", 4000) },
  { path: "/games/position-wheel", label: "Position Wheel", step: (page) => tapLast(page, "Spin the wheel", 4500) },
  {
    path: "/games/seductive-conversation",
    label: "Conversation",
    step: (page) => tapLast(page, "Draw a question", 2500),
  },
  {
    path: "/games/love-quiz",
    label: "Love Quiz",
    step: async (page) => {
      const groups = page.locator("fieldset");
      for (let index = 0; index < (await groups.count()); index++) {
        // The radio itself, clicked in the page: a tap at the label's centre could land on the fixed header.
        await groups
          .nth(index)
          .getByRole("radio", { name: "Very Important", exact: true })
          .evaluate((radio) => (radio as HTMLInputElement).click());
      }
      await tapLast(page, "Send my answers", 1500);
    },
    seen: (page) => page.getByText("Sam has answered.", { exact: false }),
  },
];

/**
 * A two-phone room of each game: Sam opens it from the game's page, Alex joins by the link, Sam takes the first
 * step; both phones are shot as they then stand (mid-play, at the phone's size).
 */
async function twoPhoneRooms(browser: Browser, url: string, shots: Shot[]) {
  for (const [index, game] of ROOM_GAMES.entries()) {
    const host = await newPhone(browser, () =>
      localStorage.setItem("entwine.together.names", JSON.stringify({ me: "Sam", partner: "" })),
    );
    const guest = await newPhone(browser, () =>
      localStorage.setItem("entwine.together.names", JSON.stringify({ me: "Alex", partner: "" })),
    );
    const label = `Room ${game.label}`;
    try {
      await host.page.goto(`${url}${game.path}`);
      await host.page.waitForLoadState("networkidle");
      await tap(host.page, "Play on two phones", 500);
      await host.page.waitForURL(/\/together$/);
      // Generous waits: on a loaded machine a second phone can take a while to join (the first run of the sheet
      // lost three rooms to 10 s waits while other work ran).
      const link = (await host.page.getByTestId("join-link").textContent({ timeout: 30_000 }))!.trim();
      await guest.page.goto(link);
      await host.page.getByTestId("partner-status").filter({ hasText: "Alex is here" }).waitFor({ timeout: 45_000 });
      await guest.page.getByTestId("partner-status").filter({ hasText: "Sam is here" }).waitFor({ timeout: 45_000 });
      await game.step(host.page);
      await (game.seen?.(guest.page) ?? guest.page.getByTestId("room-prompt")).waitFor({ timeout: 45_000 });
      await guest.page.waitForTimeout(1200);
    } catch (error) {
      warn(label)(error);
    }
    const name = `game-${String(20 + index * 2).padStart(2, "0")}`;
    await shoot(host.page, `${name}-sam`, `${label}: Sam's`, shots);
    await shoot(guest.page, `${name}-alex`, `${label}: Alex's`, shots);
    await host.context.close();
    await guest.context.close();
  }
}

/** Shoots a phone with `target` (a section of the page) scrolled to the top of the screen, under the fixed header. */
async function shootAt(page: Page, target: Locator, name: string, label: string, shots: Shot[]) {
  await target
    .first()
    .evaluate((element) => {
      window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - 72);
    })
    .catch(warn(`${label}: scroll`));
  await page.waitForTimeout(400);
  await shoot(page, name, label, shots);
}

const FAVOURITES_KEY = "entwine:position-favourites";

/** Sam's phone invites from Our space, Alex's opens the link, both confirm the same four words. */
async function pairForScreens(url: string, sam: Page, alex: Page) {
  await sam.goto(`${url}/our-space`);
  await sam.getByRole("link", { name: "Pair our phones" }).tap({ timeout: 15_000 });
  const link = sam.getByTestId("pair-link");
  await link.waitFor({ timeout: 30_000 });
  await alex.goto((await link.getAttribute("href"))!);
  await alex.getByTestId("safety-words").waitFor({ timeout: 30_000 });
  await sam.getByTestId("safety-words").waitFor({ timeout: 30_000 });
  await sam.getByRole("button", { name: "They match" }).tap();
  await alex.getByRole("button", { name: "They match" }).tap();
  for (const page of [sam, alex]) {
    const open = page.getByRole("link", { name: "Open Our space" });
    await open.waitFor({ timeout: 30_000 });
    await open.tap();
    await page.waitForURL(/\/our-space$/);
    await page.locator("[data-testid='space-status'][data-status='online']").waitFor({ timeout: 30_000 });
  }
}

/**
 * The ritual of #48 on two paired phones (Sam's and Alex's): a question a day waiting on Alex's phone, then
 * revealed on both; Plan it's sheet, the planned evening in Our space on both, and "How was it?" after the evening;
 * a dare saved for later and the "Later" list on both; tonight's limit set in a Truth or Dare room on both phones,
 * and the game at that level.
 */
async function ritual(browser: Browser, url: string, shots: Shot[]) {
  // Literal functions: an init script is sent as source, so it cannot read a variable from here.
  const asSam = () => localStorage.setItem("entwine.together.names", JSON.stringify({ me: "Sam", partner: "" }));
  const asAlex = () => localStorage.setItem("entwine.together.names", JSON.stringify({ me: "Alex", partner: "" }));
  const sam = await newPhone(browser, asSam);
  const alex = await newPhone(browser, asAlex);
  try {
    await pairForScreens(url, sam.page, alex.page);
  } catch (error) {
    warn("Ritual: pairing")(error);
  }

  // A question a day: Sam answers, Alex's phone waits for Alex's answer; then both see both.
  const daily = (page: Page) => page.getByTestId("space-daily");
  try {
    await sam.page.getByTestId("daily-answer").fill("The night we got lost and found that tiny bakery.");
    await sam.page.getByRole("button", { name: "Answer", exact: true }).tap();
    await alex.page.getByText("has answered.", { exact: false }).waitFor({ timeout: 30_000 });
  } catch (error) {
    warn("Ritual: first answer")(error);
  }
  await shootAt(
    alex.page,
    daily(alex.page),
    "ritual-01-daily-waiting-alex",
    "A question a day: waiting (Alex's)",
    shots,
  );
  await shootAt(sam.page, daily(sam.page), "ritual-02-daily-sealed-sam", "A question a day: sealed (Sam's)", shots);
  try {
    await alex.page.getByTestId("daily-answer").fill("Your laugh when the bread was still warm.");
    await alex.page.getByRole("button", { name: "Answer", exact: true }).tap();
    for (const page of [sam.page, alex.page])
      await page.locator("[data-testid='space-daily'] [data-state='revealed']").waitFor({ timeout: 30_000 });
  } catch (error) {
    warn("Ritual: reveal")(error);
  }
  await shootAt(sam.page, daily(sam.page), "ritual-03-daily-revealed-sam", "A question a day: revealed (Sam's)", shots);
  await shootAt(
    alex.page,
    daily(alex.page),
    "ritual-04-daily-revealed-alex",
    "A question a day: revealed (Alex's)",
    shots,
  );

  // Plan it: a position both want to try, planned on Sam's phone for tomorrow evening.
  let planned = "";
  try {
    await sam.page.goto(`${url}/positions`);
    const group = sam.page.getByRole("group", { name: /^Save / }).first();
    await group.waitFor({ timeout: 30_000 });
    planned = (await group.getAttribute("aria-label"))!.replace(/^Save /, "");
    const href = (await group
      .locator("xpath=ancestor::article[1]")
      .locator('h3 a[href^="/positions/"]')
      .getAttribute("href"))!;
    const id = href.replace(/^\/positions\//, "");
    for (const page of [sam.page, alex.page]) {
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [FAVOURITES_KEY, JSON.stringify({ want: [id], loved: [] })],
      );
      await page.goto(`${url}/our-space`);
    }
    const planIt = sam.page.getByTestId("space-both-want").getByRole("button", { name: `Plan it: ${planned}` });
    await planIt.waitFor({ timeout: 30_000 });
    await planIt.tap();
    await sam.page.getByTestId("plan-form").waitFor({ timeout: 30_000 });
    // The phone's own date tomorrow, as a date input takes it (no named helper inside: tsx would wrap it in __name).
    const tomorrow = await sam.page.evaluate(() =>
      new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", {
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }),
    );
    await sam.page.getByTestId("plan-date").fill(tomorrow);
    await sam.page.getByTestId("plan-time").fill("20:30");
  } catch (error) {
    warn("Ritual: Plan it")(error);
  }
  await shoot(sam.page, "ritual-05-plan-sheet-sam", "Plan it: the sheet (Sam's)", shots);
  try {
    await sam.page.getByTestId("plan-save").tap();
    await sam.page.getByTestId("plan-saved").waitFor({ timeout: 15_000 });
  } catch (error) {
    warn("Ritual: plan saved")(error);
  }
  await shoot(sam.page, "ritual-06-plan-saved-sam", "Plan it: saved (Sam's)", shots);
  try {
    await sam.page.getByRole("button", { name: "Done" }).tap();
    await alex.page
      .getByTestId("space-plans")
      .filter({ hasText: `Planned: ${planned}` })
      .waitFor({ timeout: 30_000 });
  } catch (error) {
    warn("Ritual: plan on both")(error);
  }
  await shootAt(
    sam.page,
    sam.page.getByTestId("space-plans"),
    "ritual-07-plans-sam",
    "Planned evenings (Sam's)",
    shots,
  );
  await shootAt(
    alex.page,
    alex.page.getByTestId("space-plans"),
    "ritual-08-plans-alex",
    "Planned evenings (Alex's)",
    shots,
  );

  // "How was it?": Alex's phone, the day after the evening.
  try {
    await alex.page.clock.setFixedTime(new Date(Date.now() + 2 * 86_400_000));
    await alex.page.goto(`${url}/our-space`);
    await alex.page.getByTestId("plan-ask").waitFor({ timeout: 30_000 });
  } catch (error) {
    warn("Ritual: How was it?")(error);
  }
  await shootAt(
    alex.page,
    alex.page.getByTestId("space-plans"),
    "ritual-09-how-was-it-alex",
    "How was it? (Alex's)",
    shots,
  );

  // Not tonight → Save for later on Sam's Truth or Dare; the Later list in Our space on both phones.
  try {
    await sam.page.goto(`${url}/games/truth-or-dare`);
    await sam.page.waitForLoadState("networkidle");
    await sam.page.getByRole("radio", { name: /^Dare/ }).first().tap({ timeout: 5_000 });
    await tap(sam.page, "Start Game");
    await tap(sam.page, "Not tonight");
    await tap(sam.page, "Save for later");
  } catch (error) {
    warn("Ritual: Save for later")(error);
  }
  await shootAt(
    sam.page,
    sam.page.getByTestId("saved-for-later"),
    "ritual-10-later-game-sam",
    "Saved for later: the game (Sam's)",
    shots,
  );
  try {
    await alex.page.getByTestId("space-later-item").first().waitFor({ timeout: 30_000 });
    await sam.page.goto(`${url}/our-space`);
    await sam.page.getByTestId("space-later-item").first().waitFor({ timeout: 30_000 });
  } catch (error) {
    warn("Ritual: Later in Our space")(error);
  }
  const later = (page: Page) => page.getByTestId("space-later-item").locator("xpath=ancestor::section[1]");
  await shootAt(sam.page, later(sam.page), "ritual-11-later-sam", "Later, in Our space (Sam's)", shots);
  await shootAt(alex.page, later(alex.page), "ritual-12-later-alex", "Later, in Our space (Alex's)", shots);
  await sam.context.close();
  await alex.context.close();

  // Tonight's limit in a Truth or Dare room: Sam chooses Fiery, Alex Warm; both phones show Warm; a truth is drawn.
  const host = await newPhone(browser, asSam);
  const guest = await newPhone(browser, asAlex);
  let tab: Page | null = null;
  try {
    await host.page.goto(`${url}/games/truth-or-dare`);
    await host.page.waitForLoadState("networkidle");
    await tap(host.page, "Play on two phones", 500);
    await host.page.waitForURL(/\/together$/);
    const join = (await host.page.getByTestId("join-link").textContent({ timeout: 30_000 }))!.trim();
    await guest.page.goto(join);
    await host.page.getByTestId("partner-status").filter({ hasText: "Alex is here" }).waitFor({ timeout: 45_000 });
    await tap(host.page, "Set tonight's limit together");
    await host.page.getByLabel(/^Fiery/).check();
  } catch (error) {
    warn("Ritual: tonight's limit, Sam")(error);
  }
  await shoot(host.page, "ritual-13-limit-choose-sam", "Tonight's limit: choosing (Sam's)", shots);
  try {
    await tap(host.page, "That's mine: invite my partner");
    const link = (await host.page.getByTestId("tonight-link").textContent({ timeout: 30_000 }))!.trim();
    tab = await guest.context.newPage();
    await tab.goto(link);
    await tab.getByLabel(/^Warm/).waitFor({ timeout: 30_000 });
    await tab.getByLabel(/^Warm/).check();
  } catch (error) {
    warn("Ritual: tonight's limit, Alex")(error);
  }
  if (tab) await shoot(tab, "ritual-14-limit-choose-alex", "Tonight's limit: choosing (Alex's)", shots);
  try {
    await tab!.getByRole("button", { name: "That's mine: find tonight's level" }).tap();
    for (const page of [host.page, guest.page]) await page.getByTestId("tonight-setting").waitFor({ timeout: 45_000 });
  } catch (error) {
    warn("Ritual: tonight's level")(error);
  }
  await shoot(host.page, "ritual-15-limit-set-sam", "Tonight's limit: set (Sam's)", shots);
  await shoot(guest.page, "ritual-16-limit-set-alex", "Tonight's limit: set (Alex's room)", shots);
  try {
    await tapLast(host.page, "Truth", 1500);
    await guest.page.getByTestId("room-prompt").waitFor({ timeout: 45_000 });
  } catch (error) {
    warn("Ritual: the game at its level")(error);
  }
  await shootAt(
    host.page,
    host.page.getByTestId("tonight-limit"),
    "ritual-17-limit-game-sam",
    "Truth or Dare at tonight's level (Sam's)",
    shots,
  );
  await shootAt(
    guest.page,
    guest.page.getByTestId("tonight-limit"),
    "ritual-18-limit-game-alex",
    "Truth or Dare at tonight's level (Alex's)",
    shots,
  );
  await host.context.close();
  await guest.context.close();
}

/**
 * Says where the page's messages (alerts, statuses, toasts) stand against the screen: a refusal shown above or
 * below it is one the owner does not see.
 */
async function whereMessagesAre(page: Page, label: string) {
  const found = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll("[role='alert'], [role='status'], [aria-live='assertive'], [aria-live='polite']"),
    )
      .map((element) => ({
        text: (element.textContent ?? "").trim().slice(0, 70),
        box: element.getBoundingClientRect(),
      }))
      .filter((entry) => entry.text && entry.box.height > 0)
      .map(({ text, box }) => ({
        text,
        where:
          box.bottom < 0
            ? `${Math.round(-box.bottom)} px above the screen`
            : box.top > window.innerHeight
              ? `${Math.round(box.top - window.innerHeight)} px below the screen`
              : "on screen",
      })),
  );
  console.log(
    `${label}: ${found.length ? found.map((entry) => `"${entry.text}" ${entry.where}`).join("; ") : "no message shown"}`,
  );
}

/**
 * The owner's error states, signed in: what the admin sees when the site says no. Each is shot as the phone shows it
 * right after the tap, so a refusal shown far from the control it answers is seen on the sheet.
 */
async function ownerErrors(page: Page, url: string, shots: Shot[]) {
  // A scratch position whose title another one already has.
  try {
    const response = await fetch(`${url}/api/positions`);
    const list = (await response.json()) as unknown;
    const positions = (Array.isArray(list) ? list : ((list as { positions?: unknown[] }).positions ?? [])) as {
      title?: string;
      image?: string;
    }[];
    const taken = positions.find((position) => position.title);
    await page.goto(`${url}/admin/scratch-positions`);
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Title", { exact: true }).fill(taken?.title ?? "Bed's Edge");
    await page.getByLabel("Image URL").fill(taken?.image ?? "/media/placeholder.jpg");
    await tap(page, "Add Position", 1500);
  } catch (error) {
    warn("Scratch duplicate title")(error);
  }
  await whereMessagesAre(page, "Scratch: a title taken");
  await shoot(page, "admin-err-1-scratch-duplicate", "Scratch: a title taken", shots);

  // A story rejected without a reason.
  try {
    await page.goto(`${url}/admin/blog-approval`);
    await page.waitForLoadState("networkidle");
    await page
      .locator("main")
      .getByRole("link", { name: /Letters left under the pillow/ })
      .first()
      .tap();
    await page.waitForTimeout(900);
    await tap(page, /^Reject$/, 1200);
  } catch (error) {
    warn("Reject without a reason")(error);
  }
  await whereMessagesAre(page, "Approval: reject, no reason");
  await shoot(page, "admin-err-2-reject-no-reason", "Approval: reject, no reason", shots);

  // A media upload the server refuses: named and typed as a PNG, but not a picture.
  try {
    await page.goto(`${url}/admin/journey-positions`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("tab", { name: "Media Manager" }).tap({ timeout: 5_000 });
    await page.waitForTimeout(500);
    await page.getByRole("tab", { name: "Upload File" }).tap({ timeout: 5_000 });
    await page.waitForTimeout(500);
    await page
      .getByRole("tabpanel")
      .locator("input[type='file']")
      .first()
      .setInputFiles({ name: "sunset.png", mimeType: "image/png", buffer: Buffer.from("this is not a picture") });
    await tap(page, /^Upload$/, 1800);
  } catch (error) {
    warn("Media upload refused")(error);
  }
  await whereMessagesAre(page, "Media: upload refused");
  await shoot(page, "admin-err-3-upload-refused", "Media: upload refused", shots);
}

/** One contact sheet: every shot at half size with its caption. */
async function contactSheet(browser: Browser, shots: Shot[], title: string, file: string) {
  const sheet = await browser.newPage({
    viewport: { width: TILE_WIDTH * COLUMNS + 70, height: 600 },
    deviceScaleFactor: 1,
  });
  const tiles = shots
    .map((shot) => {
      const data = fs.readFileSync(shot.file).toString("base64");
      return `<figure><img src="data:image/png;base64,${data}" width="${TILE_WIDTH}"><figcaption>${shot.label}</figcaption></figure>`;
    })
    .join("");
  await sheet.setContent(
    `<style>body{margin:10px;font:12px system-ui,sans-serif;background:#1b1120;color:#f5e9ef}main{display:grid;grid-template-columns:repeat(${COLUMNS},${TILE_WIDTH}px);gap:10px}figure{margin:0}img{display:block;border:1px solid #553}figcaption{padding:3px 0 6px}</style><h1 style="font-size:15px;margin:0 0 8px">${title}</h1><main>${tiles}</main>`,
  );
  await sheet.screenshot({ path: file, fullPage: true });
  await sheet.close();
  console.log(
    `Contact sheet: ${path.relative(process.cwd(), file)} (${shots.length} screens, ${Math.round(fs.statSync(file).size / 1024)} KB)`,
  );
}

async function main() {
  if (!fs.existsSync(path.join(process.env.BUILD_DIR ?? "build", "runtime/main.js"))) {
    const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  fs.rmSync(SHOTS, { recursive: true, force: true });
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.mkdirSync(path.dirname(SHEETS.games), { recursive: true });
  const executable = await chooseChromium();
  const server = await startServer({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  const browser = await chromium.launch({
    executablePath: executable.executablePath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const games: Shot[] = [];
  const admin: Shot[] = [];
  const rituals: Shot[] = [];
  try {
    await ritual(browser, server.url, rituals);
    await contactSheet(
      browser,
      rituals,
      "Entwine on a 360×740 phone: the ritual on two paired phones (a question a day, Plan it, Later, tonight's limit)",
      SHEETS.ritual,
    );
    if (ONLY_RITUAL) return;
    const { context, page } = await newPhone(browser);
    for (const [index, game] of GAMES.entries()) {
      await page.goto(`${server.url}${game.path}`);
      await page.waitForLoadState("networkidle");
      await game.play(page).catch(warn(game.label));
      await shoot(page, `game-${String(index + 1).padStart(2, "0")}`, game.label, games);
    }
    await desireMatch(browser, server.url, games);
    await twoPhoneRooms(browser, server.url, games);

    // Something for the owner to look at: a story waiting for review and a message.
    await fetch(`${server.url}/api/blogs`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({
        title: "Letters left under the pillow",
        content: "<p>A note each morning for a week, read by candlelight before the day began.</p>",
        status: "pending",
        penName: "Velvet and Moss",
      }),
    }).catch(warn("pending story"));
    await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Accept: "text/html" },
      body: new URLSearchParams({ name: "R.", message: "A game idea: a wheel of compliments.", replyTo: "" }),
    }).catch(warn("message"));
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    const [name, ...value] = cookie.split("=");
    if (name) await context.addCookies([{ name, value: value.join("="), url: server.url }]);
    for (const [index, adminPath] of [...adminMenuOrder, "/admin/seo/report"].entries()) {
      await page.goto(`${server.url}${adminPath}`);
      await page.waitForLoadState("networkidle");
      await shoot(page, `admin-${String(index + 1).padStart(2, "0")}`, adminPath, admin);
    }
    // The admin menu itself, open.
    await page.goto(`${server.url}/admin/dashboard`);
    await page.waitForLoadState("networkidle");
    await tap(page, /Admin menu/, 600).catch(warn("admin menu"));
    await shoot(page, "admin-99-menu", "Admin menu, open", admin);
    await ownerErrors(page, server.url, admin);
    await context.close();

    await contactSheet(
      browser,
      games,
      "Entwine on a 360×740 phone: every game mid-play, then every two-phone room on both phones",
      SHEETS.games,
    );
    await contactSheet(
      browser,
      admin,
      "Entwine on a 360×740 phone: the admin pages, signed in, and the owner's error states",
      SHEETS.admin,
    );
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await main();
