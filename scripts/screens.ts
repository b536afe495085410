/**
 * `npm run screens`: phone screenshots (360×740, touch) of every game mid-play and of every admin page, gathered
 * into one contact sheet, docs/screens/phone.png (linked from the README). Runs the production build (built first
 * when missing) on a throwaway data directory; the single shots land in .tmp/screens/.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { adminMenuOrder } from "../app/lib/admin-pages";
import { chooseChromium } from "../tests/e2e/support/chromium";
import { startServer } from "../tests/e2e/support/server";

const PHONE = { width: 360, height: 740 };
const SHOTS = path.resolve(".tmp/screens");
const SHEET = path.resolve("docs/screens/phone.png");
const ADMIN = { username: "screens-admin", password: "screens-password-1234" };
const TILE_WIDTH = 180;

interface Shot {
  label: string;
  file: string;
}

/** A game page and what to do on it before the shot (its first step or two). */
const GAMES: Array<{ path: string; label: string; play: (page: Page) => Promise<void> }> = [
  { path: "/games/truth-or-dare", label: "Truth or Dare", play: (page) => tap(page, "button", "Start Game") },
  { path: "/games/passion-dice", label: "Passion Dice", play: (page) => tap(page, "button", "Roll for Passion", 1800) },
  {
    path: "/games/dice-to-spice",
    label: "Dice to Spice",
    play: async (page) => {
      await tap(page, "button", /Roll the Dice/, 3600);
    },
  },
  {
    path: "/games/spin-for-desire",
    label: "Spin for Desire",
    play: (page) => tap(page, "button", "Spin the wheel", 3800),
  },
  { path: "/games/position-wheel", label: "Position Wheel", play: (page) => tapFirst(page, /Spin/, 3800) },
  {
    path: "/games/random-position",
    label: "Random Position",
    play: (page) => tapFirst(page, /Random|Shuffle|Draw|Generate/, 1500),
  },
  {
    path: "/games/scratch-position",
    label: "Scratch cards",
    play: (page) => tap(page, "button", "Reveal card 1", 1400),
  },
  { path: "/games/love-quiz", label: "Love Quiz", play: (page) => tapFirst(page, /Start|Begin|Play/, 800) },
  {
    path: "/games/seductive-conversation",
    label: "Conversation",
    play: (page) => tapFirst(page, /Start|Next|Draw|Question/, 2500),
  },
  {
    path: "/games/fantasy-roleplay",
    label: "Fantasy Roleplay",
    play: (page) => tapFirst(page, /Start|Choose|Begin|Play/, 800),
  },
  { path: "/games/pleasure-map", label: "Pleasure Map", play: (page) => tapFirst(page, /Start|Begin|Play|Next/, 800) },
  { path: "/games/erotic-massage", label: "Massage", play: (page) => tapFirst(page, /Start|Begin|Play/, 800) },
  {
    path: "/games/long-distance",
    label: "Long distance",
    play: (page) => tapFirst(page, /Start|Shuffle|Random|Surprise|Draw/, 800),
  },
  {
    path: "/games/honeymoon-bucket-list",
    label: "Honeymoon list",
    play: (page) => tapFirst(page, /Start|Shuffle|Random|Surprise|Add/, 800),
  },
  {
    path: "/games/first-night-bucket-list",
    label: "First night list",
    play: (page) => tapFirst(page, /Start|Shuffle|Random|Surprise|Add/, 800),
  },
  { path: "/desire-match", label: "Desire Match", play: async () => undefined },
];

async function tap(page: Page, role: "button", name: string | RegExp, settleMs = 700) {
  await page.getByRole(role, { name }).first().tap({ timeout: 5_000 });
  await page.waitForTimeout(settleMs);
}

/** Taps the first visible button whose name matches, if there is one (the shot is taken either way). */
async function tapFirst(page: Page, name: RegExp, settleMs: number) {
  // Never "Play on two phones": the shot is of the game on one phone.
  const buttons = page
    .locator("main button:visible, #main button:visible")
    .filter({ hasText: name })
    .filter({ hasNotText: /two phones/ });
  if ((await buttons.count()) === 0) return;
  await buttons
    .first()
    .tap({ timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(settleMs);
}

async function main() {
  if (!fs.existsSync(path.join(process.env.BUILD_DIR ?? "build", "runtime/main.js"))) {
    const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.mkdirSync(path.dirname(SHEET), { recursive: true });
  const executable = await chooseChromium();
  const server = await startServer({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  const browser = await chromium.launch({
    executablePath: executable.executablePath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const shots: Shot[] = [];
  try {
    const context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
    });
    await context.addInitScript(() => window.sessionStorage.setItem("lovePositionsVerified", "true"));
    const page = await context.newPage();
    for (const [index, game] of GAMES.entries()) {
      await page.goto(`${server.url}${game.path}`);
      await page.waitForLoadState("networkidle");
      await game.play(page).catch((error: unknown) => console.warn(`${game.label}: ${String(error).split("\n")[0]}`));
      const file = path.join(SHOTS, `game-${String(index + 1).padStart(2, "0")}.png`);
      await page.screenshot({ path: file });
      shots.push({ label: game.label, file });
    }

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
      const file = path.join(SHOTS, `admin-${String(index + 1).padStart(2, "0")}.png`);
      await page.screenshot({ path: file });
      shots.push({ label: adminPath, file });
    }
    await context.close();

    // The contact sheet: every shot at half size with its caption, in one PNG.
    const sheet = await browser.newPage({
      viewport: { width: TILE_WIDTH * 6 + 70, height: 600 },
      deviceScaleFactor: 1,
    });
    const tiles = shots
      .map((shot) => {
        const data = fs.readFileSync(shot.file).toString("base64");
        return `<figure><img src="data:image/png;base64,${data}" width="${TILE_WIDTH}"><figcaption>${shot.label}</figcaption></figure>`;
      })
      .join("");
    await sheet.setContent(
      `<style>body{margin:10px;font:12px system-ui,sans-serif;background:#1b1120;color:#f5e9ef}main{display:grid;grid-template-columns:repeat(6,${TILE_WIDTH}px);gap:10px}figure{margin:0}img{display:block;border:1px solid #553}figcaption{padding:3px 0 6px}</style><h1 style="font-size:15px;margin:0 0 8px">Entwine on a 360×740 phone: games mid-play and admin pages</h1><main>${tiles}</main>`,
    );
    await sheet.screenshot({ path: SHEET, fullPage: true });
    console.log(
      `Contact sheet: ${path.relative(process.cwd(), SHEET)} (${shots.length} screens, ${Math.round(fs.statSync(SHEET).size / 1024)} KB)`,
    );
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await main();
