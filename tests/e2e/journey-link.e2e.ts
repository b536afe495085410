import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, browserForFile } from "./support/browser";
import { noSidewaysScroll, openPhone, type Phone } from "./support/phone";

// Issue 31, "the journey is one thing": the home page's planner leads to the poster with the same positions, and the
// poster's Share sends a link that opens that journey on the partner's phone, with an image of at most 1.5 MB.
// Screenshots land in .tmp/journey/.
const browser = browserForFile();
const SHOTS = path.resolve(".tmp/journey");
const MAX_SHARE_BYTES = 1.5 * 1024 * 1024;

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

/** A 360×740 touch phone whose age answer is given for this tab. */
const phone = (): Promise<Phone> => openPhone(browser(), { width: 360, height: 740, verified: true });

/** The names the poster lists for the journey the link brought. */
async function plannedNames(page: Page): Promise<string[]> {
  const items = page.getByTestId("planned-position");
  await items.first().waitFor({ timeout: 10_000 });
  return (await items.allTextContents()).map((text) => text.replace(/^\d+/, "").trim());
}

/** The ids of the positions stored as this device's journey, day by day. */
async function storedIds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (
      JSON.parse(window.localStorage.getItem("journey_slots") ?? "[]") as Array<{
        scratchPosition: { id: string } | null;
      }>
    ).map((slot) => slot.scratchPosition?.id ?? ""),
  );
}

interface Shared {
  url: string;
  title: string;
  text: string;
  files: Array<{ name: string; type: string; size: number; head: number[] }>;
}

/** Replaces the Web Share API with a recorder (the share sheet cannot be driven in a test). */
async function stubShare(page: Page) {
  await page.evaluate(() => {
    const record = window as unknown as { __shared?: unknown };
    Object.defineProperty(navigator, "canShare", { configurable: true, value: (data: ShareData) => Boolean(data) });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        const files = await Promise.all(
          (data.files ?? []).map(async (file) => ({
            name: file.name,
            type: file.type,
            size: file.size,
            head: [...new Uint8Array(await file.slice(0, 3).arrayBuffer())],
          })),
        );
        record.__shared = { url: data.url, title: data.title, text: data.text, files };
      },
    });
  });
}

describe("the journey is one thing (360×740, touch)", () => {
  it("planner → poster with the same positions → Share a link and a small image → the partner's phone opens the same journey", async () => {
    const one = await phone();
    const { page } = one;
    await page.goto(`${baseUrl()}/`);
    await page.locator("#planner").scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Generate Journey" }).tap();
    const cards = page.getByTestId("journey-card");
    await cards.nth(5).waitFor({ timeout: 15_000 });
    expect(await cards.count()).toBe(6);
    const planned = (await cards.allTextContents()).map((text) => text.replace(/^\d+/, "").trim());
    const poster = page.getByRole("link", { name: "Make It Our Poster" });
    await poster.scrollIntoViewIfNeeded();
    // The cards' pictures load lazily: the ones on screen have arrived before the screenshot.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid="journey-card"] img')]
          .filter(
            (image) =>
              image.getBoundingClientRect().bottom > 0 && image.getBoundingClientRect().top < window.innerHeight,
          )
          .every((image) => image.complete && image.naturalWidth > 0),
      undefined,
      { timeout: 10_000 },
    );
    await page.screenshot({ path: path.join(SHOTS, "planner-360.png") });
    await noSidewaysScroll(page, "planner");

    await poster.tap();
    await page.waitForURL(/\/positions\/custom-poster\?journey=/, { timeout: 15_000 });
    expect(await plannedNames(page)).toEqual(planned);
    await page.getByText("This journey is on your poster below.").waitFor({ timeout: 10_000 });
    const ids = new URL(page.url()).searchParams.get("journey")!.split("~");
    expect(ids).toHaveLength(6);
    // Seven days going round the six: the seventh is the first again.
    expect(await storedIds(page)).toEqual([...ids, ids[0]]);
    await page.screenshot({ path: path.join(SHOTS, "poster-from-planner-360.png") });
    await page.screenshot({ path: path.join(SHOTS, "poster-from-planner-360-full.png"), fullPage: true });
    await noSidewaysScroll(page, "poster");

    // Share: a link to the journey and a JPEG under 1.5 MB.
    await stubShare(page);
    const share = page.getByRole("button", { name: "Share" });
    await share.scrollIntoViewIfNeeded();
    await share.tap();
    await page.waitForFunction(() => "__shared" in window, undefined, { timeout: 20_000 });
    const shared = (await page.evaluate(() => (window as unknown as { __shared: unknown }).__shared)) as Shared;
    const link = new URL(shared.url);
    expect(`${link.origin}${link.pathname}`).toBe(`${baseUrl()}/positions/custom-poster`);
    expect([...link.searchParams.keys()]).toEqual(["journey"]);
    expect(link.searchParams.get("journey")!.split("~")).toEqual([...ids, ids[0]]);
    expect(shared.files).toHaveLength(1);
    expect(shared.files[0]).toMatchObject({ name: "entwine-journey.jpg", type: "image/jpeg" });
    expect(shared.files[0]!.head).toEqual([0xff, 0xd8, 0xff]);
    expect(shared.files[0]!.size).toBeGreaterThan(50_000);
    expect(shared.files[0]!.size).toBeLessThanOrEqual(MAX_SHARE_BYTES);
    fs.writeFileSync(
      path.join(SHOTS, "shared.json"),
      JSON.stringify(
        { url: shared.url, files: shared.files.map(({ name, type, size }) => ({ name, type, size })) },
        null,
        2,
      ),
    );

    // The partner's phone: a fresh browser opens the link and sees the same journey, on its own poster.
    const two = await phone();
    await two.page.goto(shared.url);
    expect(await plannedNames(two.page)).toEqual([...planned, planned[0]]);
    await two.page.getByText("This journey is on your poster below.").waitFor({ timeout: 10_000 });
    expect(await storedIds(two.page)).toEqual([...ids, ids[0]]);
    await two.page.getByRole("button", { name: "Reveal Day 1" }).tap();
    await two.page.getByRole("dialog", { name: planned[0] }).waitFor({ timeout: 10_000 });
    await two.page.screenshot({ path: path.join(SHOTS, "partner-day1-360.png") });

    expect(one.errors).toEqual([]);
    expect(two.errors).toEqual([]);
    await one.context.close();
    await two.context.close();
  });

  it("a journey under way is replaced only when asked", async () => {
    const { page, context, errors } = await phone();
    await page.goto(`${baseUrl()}/positions/custom-poster`);
    await page.getByRole("button", { name: "Reveal Day 1" }).tap();
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    const before = await storedIds(page);
    const link = new URL(`${baseUrl()}/positions/custom-poster`);
    link.searchParams.set("journey", "romantic-1~romantic-2~romantic-3");
    await page.goto(link.toString().replaceAll("%7E", "~"));
    expect(await plannedNames(page)).toEqual(["Lotus", "Spooning", "Slow Embrace"]);
    const start = page.getByRole("button", { name: "Start this journey" });
    await start.waitFor({ timeout: 10_000 });
    expect(await storedIds(page)).toEqual(before);
    await start.tap();
    const confirm = page.getByRole("dialog", { name: "Start this journey?" });
    await confirm.getByRole("button", { name: "Start this journey" }).tap();
    await page.getByText("This journey is on your poster below.").waitFor({ timeout: 10_000 });
    expect(await storedIds(page)).toEqual([
      "romantic-1",
      "romantic-2",
      "romantic-3",
      "romantic-1",
      "romantic-2",
      "romantic-3",
      "romantic-1",
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("bad or tampered links are ignored safely", async () => {
    const { page, context, errors } = await phone();
    for (const query of [
      "journey=%3Cscript%3E~romantic-1",
      "journey=no-such-position~nor-this",
      `journey=${"a~".repeat(8)}a`,
      "journey=",
    ]) {
      const response = await page.goto(`${baseUrl()}/positions/custom-poster?${query}`);
      expect(response?.status(), query).toBe(200);
      await page.getByRole("button", { name: "Reveal Day 1" }).waitFor({ timeout: 10_000 });
      expect(await page.getByTestId("planned-journey").count(), query).toBe(0);
    }
    // Unknown ids among known ones are left out; the rest still opens.
    await page.goto(`${baseUrl()}/positions/custom-poster?journey=no-such-position~romantic-2`);
    expect(await plannedNames(page)).toEqual(["Spooning"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
