import fs from "node:fs";
import path from "node:path";
import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserForFile } from "./support/browser";
import { openPhone, type Phone } from "./support/phone";
import { startServer, type RunningServer } from "./support/server";

// Issue 51, proof-of-work in the browser: on a server whose free allowances are tiny (one room, one join, no story),
// a couple's phones at 360×740 with touch solve the work the server asks (at 14 bits, in a Web Worker fetched only
// then), the room opens, the partner joins and they play; the editor's first save of a story solves it unseen and
// the story is accepted. While a phone solves, its button says "One moment…" (screenshots in .tmp/proof-of-work/).
// The same solve with workers missing (the sliced fallback) measures what the worker spares the main thread.
// Forged and replayed solutions are refused in tests/integration/proof-of-work.test.ts.

const PHONE = { width: 360, height: 740, verified: true };
const SHOTS = path.resolve(".tmp/proof-of-work");
const BITS = 14;
const LONG = 180_000;

const browser = browserForFile();
let server: RunningServer;
const phones: Phone[] = [];

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startServer({
    ROOM_OPENS_FREE_PER_HOUR: "1",
    ROOM_JOINS_FREE_PER_10_MIN: "1",
    STORIES_FREE_OF_WORK_PER_HOUR: "0",
    WORK_BASE_BITS: String(BITS),
    WORK_MAX_BITS: String(BITS + 2),
  });
  // The address's free room and free join, spent as another couple on the same network would.
  const free = await api("/api/rooms", { game: "truth-or-dare" });
  expect(free.status).toBe(201);
  const { code } = (await free.json()) as { code: string };
  expect((await api("/api/rooms/join", { code })).status).toBe(200);
  // Past them, the next room owes work.
  const owed = await api("/api/rooms", { game: "truth-or-dare" });
  expect(owed.status).toBe(428);
  expect(((await owed.json()) as { details: { bits: number } }).details.bits).toBe(BITS);
}, LONG);

afterAll(async () => {
  for (const opened of phones) await opened.context.close().catch(() => undefined);
  await server?.stop();
});

/** A script's request from the same address as the phones (no cookie, so no Origin is needed). */
function api(pathname: string, body: object) {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/**
 * A 360 px touch phone that records, in the page, the moments the server asked for work (a 428) and the request that
 * carried it, and how the main thread fared in between: the time it was busy (what a zero-delay timer waited
 * beyond its few milliseconds), the longest such wait (what a tap waits) and the animation frames painted.
 */
async function phone(options: { noWorkers?: boolean } = {}): Promise<Phone & { workerScripts: string[] }> {
  const opened = await openPhone(browser(), PHONE);
  phones.push(opened);
  await opened.context.addInitScript((noWorkers: boolean) => {
    if (noWorkers) Object.defineProperty(window, "Worker", { value: undefined, configurable: true });
    const watch = { asked: 0, sent: 0, longestGap: 0, busy: 0, frames: 0 };
    (window as unknown as { workWatch: typeof watch }).workWatch = watch;
    const solving = () => watch.asked > 0 && watch.sent === 0;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      if (solving()) {
        watch.longestGap = Math.max(watch.longestGap, now - last);
        // A zero-delay timer comes back within a few milliseconds on an idle thread: the rest was other work.
        watch.busy += Math.max(0, now - last - 5);
      }
      last = now;
      setTimeout(tick, 0);
    };
    tick();
    const frame = () => {
      if (solving()) watch.frames += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const carriesWork = new Headers(init?.headers).has("Entwine-Work");
      if (carriesWork && watch.asked > 0 && watch.sent === 0) watch.sent = performance.now();
      const answer = await send(input, init);
      if (answer.status === 428 && watch.asked === 0) watch.asked = performance.now();
      return answer;
    };
  }, options.noWorkers ?? false);
  const workerScripts: string[] = [];
  opened.page.on("worker", (worker) => workerScripts.push(worker.url()));
  return { ...opened, workerScripts };
}

/**
 * Holds the worker's script back until the returned function is called, so the screen while the phone works can be
 * photographed however long the machine takes to get there.
 */
async function holdWorkerScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route("**/assets/proof-of-work.worker-*.js", async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The browser logs every answer that is not a success; the 428 asking for work is the expected one. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/status of 428 \(Precondition Required\)/.test(error));

async function watchOf(page: Page) {
  return page.evaluate(() => (window as unknown as { workWatch: Record<string, number> }).workWatch);
}

async function partnerHere(page: Page) {
  await expect.poll(() => page.getByTestId("partner-status").textContent(), { timeout: 15_000 }).toMatch(/is here$/);
}

/** Opens Truth or Dare's room from its page (owing work), returns the partner's link and the solve's figures. */
async function openRoom(host: Phone, photo?: { name: string; release: () => void }) {
  const requested: string[] = [];
  host.page.on("request", (request) => requested.push(request.url()));
  await host.page.goto(`${server.url}/games/truth-or-dare`);
  await host.page.waitForLoadState("networkidle");
  // Nothing of the solver is fetched until the server asks for work.
  expect(requested.filter((url) => /proof-of-work-solver|proof-of-work\.worker/.test(url))).toEqual([]);
  await host.page.getByRole("button", { name: "Play on two phones" }).tap();
  if (photo) {
    // The same button, its words changed: not frozen, and not a spinner without words.
    await host.page.getByRole("button", { name: "One moment…" }).waitFor({ timeout: 10_000 });
    await host.page.getByTestId("work-notice").getByText("A quick check on this phone first").waitFor();
    await host.page.screenshot({ path: path.join(SHOTS, photo.name) });
    photo.release();
  }
  await host.page.waitForURL(/\/together$/, { timeout: 60_000 });
  const link = (await host.page.getByTestId("join-link").textContent())!.trim();
  return { link, watch: await watchOf(host.page) };
}

describe("proof-of-work on a couple's phones", () => {
  it(
    "past the address's free room and join, both phones solve off the main thread, then they play",
    async () => {
      const host = await phone();
      const release = await holdWorkerScript(host.page);
      const { link, watch } = await openRoom(host, { name: "opening-360.png", release });
      expect(host.workerScripts.some((url) => /proof-of-work\.worker-[\w-]+\.js$/.test(url))).toBe(true);
      expect(watch.sent).toBeGreaterThan(watch.asked);

      const guest = await phone();
      await guest.page.goto(link);
      await partnerHere(host.page);
      await partnerHere(guest.page);
      expect(guest.workerScripts.length).toBe(1);
      expect((await watchOf(guest.page)).sent).toBeGreaterThan(0);

      // They play: the host draws a truth, the partner sees the same prompt, the host takes the point.
      await host.page.getByRole("button", { name: "Truth" }).last().tap();
      const prompt = (await host.page.getByTestId("room-prompt").textContent())!.trim();
      await expect.poll(() => guest.page.getByTestId("room-prompt").textContent(), { timeout: 10_000 }).toBe(prompt);
      await host.page.getByRole("button", { name: /\+1/ }).tap();
      await expect
        .poll(() => guest.page.getByTestId("room-scores").textContent(), { timeout: 10_000 })
        .toBe("You 0 · Your partner 1");
      expect(unexpected(host.errors.concat(guest.errors))).toEqual([]);
    },
    LONG,
  );

  it(
    `solves ${BITS} bits in a worker, or in slices where workers are missing, and measures the main thread`,
    async () => {
      const figures: Record<
        string,
        { solveMs: number; mainThreadBusy: number; longestGapMs: number; framesPerSecond: number }
      > = {};
      for (const noWorkers of [true, false]) {
        const host = await phone({ noWorkers });
        // No CPU throttling: DevTools throttles by pausing the page's thread, which counts as busy either way.
        const { watch } = await openRoom(host);
        const solveMs = watch.sent! - watch.asked!;
        figures[noWorkers ? "sliced on the main thread" : "in a worker"] = {
          solveMs: Math.round(solveMs),
          mainThreadBusy: Math.round((100 * watch.busy!) / solveMs) / 100,
          longestGapMs: Math.round(watch.longestGap!),
          framesPerSecond: Math.round((watch.frames! * 1000) / solveMs),
        };
        expect(host.workerScripts.length).toBe(noWorkers ? 0 : 1);
        expect(unexpected(host.errors)).toEqual([]);
      }
      console.log(`Solving ${BITS} bits: ${JSON.stringify(figures)}`);
      // Both ways solve and the room opens; the figures are printed, not asserted: the sliced solver already hands
      // the thread back every 150 hashes, and on this shared two-core machine the longest wait in either way is set
      // by the page's other work (fetching the solver, a render) and the machine's load (docs/decisions/013).
      expect(Object.values(figures).every((figure) => figure.solveMs > 0)).toBe(true);
    },
    LONG,
  );

  it(
    "the editor's first save of a story solves its work unseen, says One moment… and the story is accepted",
    async () => {
      const writer = await phone();
      const release = await holdWorkerScript(writer.page);
      await writer.page.goto(`${server.url}/medium-blog-editor`);
      const content = writer.page.getByTestId("editor-content");
      await content.waitFor();
      await writer.page.waitForFunction(
        () => document.querySelector('[data-testid="editor-content"]')?.getAttribute("contenteditable") === "true",
      );
      const title = `The night the power went out ${Date.now()}`;
      await writer.page.getByLabel("Title", { exact: true }).fill(title);
      await content.tap();
      await writer.page.keyboard.type("We found every candle in the flat and played cards on the floor until two.");
      const indicator = writer.page.getByTestId("save-indicator");
      await expect.poll(() => indicator.textContent(), { timeout: 20_000 }).toContain("One moment…");
      await indicator.scrollIntoViewIfNeeded();
      await writer.page.screenshot({ path: path.join(SHOTS, "editor-saving-360.png") });
      release();
      await expect.poll(() => indicator.textContent(), { timeout: 60_000 }).toContain("Last saved");
      expect(writer.workerScripts.length).toBe(1);

      await writer.page.getByRole("button", { name: "Submit for Approval" }).tap();
      const panel = writer.page.getByTestId("submitted-panel");
      await panel.getByRole("heading", { name: "Thank you, your story is with us" }).waitFor({ timeout: 20_000 });
      await panel.getByText(title).waitFor();
      expect(unexpected(writer.errors)).toEqual([]);
    },
    LONG,
  );
});
