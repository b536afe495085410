import fs from "node:fs";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { baseUrl, browserForFile, openPage } from "./support/browser";

const PATH = "/positions/custom-poster";
// Noon local time, far from midnight, so the local date is unambiguous.
const DAY1 = new Date(2025, 5, 10, 12, 0, 0);
const DAY2 = new Date(2025, 5, 11, 12, 0, 0);

const browser = browserForFile();

async function heading(page: Page, name: string) {
  await page.getByRole("heading", { name, exact: true }).waitFor({ state: "visible", timeout: 10_000 });
}

async function stored<T>(page: Page, key: string): Promise<T> {
  return page.evaluate((name) => JSON.parse(window.localStorage.getItem(name) ?? "null"), key) as Promise<T>;
}

interface StoredProgress {
  currentDay: number;
  completedDays: number[];
  startDate: string;
  lastRevealDate: string;
}

async function closeDialog(page: Page) {
  await page.keyboard.press("Escape");
  await page
    .locator("dialog[open]")
    .waitFor({ state: "detached", timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector("dialog[open]"));
}

/** Share of near-white pixels (the poster's ink) in a horizontal band of the image. */
async function inkShare(bytes: Buffer, top: number, height: number): Promise<number> {
  const { data, info } = await sharp(bytes)
    .extract({ left: 0, top, width: 2480, height })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (data[i] > 235 && data[i + 1] > 235 && data[i + 2] > 235) ink++;
  return ink / (info.width * info.height);
}

/** A downloaded poster: its size, and how much white ink its title band carries compared with the empty top strip. */
async function inspectPoster(file: string) {
  const bytes = fs.readFileSync(file);
  const { width = 0, height = 0, format } = await sharp(bytes).metadata();
  return {
    bytes: bytes.length,
    format,
    width,
    height,
    titleInk: await inkShare(bytes, 230, 190),
    topInk: await inkShare(bytes, 0, 120),
  };
}

describe("custom poster and the 7-day journey", () => {
  it("server-renders the chrome with a locked grid and no journey state", async () => {
    const response = await fetch(`${baseUrl()}${PATH}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Your 7-Day Journey Poster");
    expect(html).toContain("Design Your Poster");
    expect(html).toContain("Loading your journey");
    expect(html).not.toContain("Reveal Day");
    expect(html.match(/>Locked</g)?.length).toBe(7);
  });

  it("reveals one position per local day, persists it, shows details, downloads, saves, shares and resets", async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(browser(), { verified: true });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await page.clock.setFixedTime(DAY1);
    await page.goto(`${baseUrl()}${PATH}`);
    await heading(page, "Day 1 Ready!");
    expect(await stored<StoredProgress>(page, "journey_progress")).toEqual({
      currentDay: 1,
      completedDays: [],
      startDate: "2025-06-10",
      lastRevealDate: "",
    });
    const slots = await stored<Array<{ scratchPosition: { title: string } }>>(page, "journey_slots");
    expect(slots).toHaveLength(7);
    expect(new Set(slots.map((slot) => slot.scratchPosition.title)).size).toBe(7);

    // Day 1: the reveal opens the position.
    await page.getByRole("button", { name: "Reveal Day 1" }).click();
    const day1Name = slots[0].scratchPosition.title;
    await page.getByRole("dialog", { name: day1Name }).waitFor();
    await closeDialog(page);
    await page.getByText("Day 1 ✓").waitFor();
    await heading(page, "Come Back Tomorrow");
    expect(await page.getByRole("button", { name: /Reveal Day/ }).count()).toBe(0);
    expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("14");
    expect(await stored<StoredProgress>(page, "journey_progress")).toMatchObject({
      currentDay: 2,
      completedDays: [1],
      lastRevealDate: "2025-06-10",
    });

    // Still there after a reload; still no second reveal today.
    await page.reload();
    await page.getByText("Day 1 ✓").waitFor();
    await heading(page, "Come Back Tomorrow");
    await page.getByText("Unlocks tomorrow", { exact: true }).waitFor();

    // The next local day: day 2 is ready.
    await page.clock.setFixedTime(DAY2);
    await page.reload();
    await heading(page, "Day 2 Ready!");
    await page.getByRole("button", { name: "Reveal Day 2" }).click();
    await page.getByRole("dialog").waitFor();
    await closeDialog(page);
    await page.getByText("Day 2 ✓").waitFor();
    expect(await page.getByText("29%", { exact: true }).isVisible()).toBe(true);

    // The detail overlay of day 1: picture, name and description.
    await page.getByRole("button", { name: /Day 1 ✓/ }).click();
    const detail = page.getByRole("dialog", { name: day1Name });
    await detail.waitFor();
    // The date as the phone's own language writes it (British English on the server, the browser's once running).
    const revealed = await page.evaluate(() => {
      // As the site reads the phone's language: a tag Intl cannot read ("en-US@posix") falls back to British English.
      let language = "en-GB";
      try {
        language = Intl.getCanonicalLocales(navigator.language)[0] ?? language;
      } catch {
        // keep the site's own
      }
      return new Intl.DateTimeFormat(language, {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      }).format(new Date("2025-06-10T12:00:00Z"));
    });
    expect(await detail.getByText(`Day 1 · revealed ${revealed}`).isVisible()).toBe(true);
    const picture = detail.locator("img");
    await picture.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector("dialog[open] img") as HTMLImageElement | null;
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    await closeDialog(page);

    // Design: title and theme, saved on every change.
    const title = page.getByRole("textbox", { name: "Title", exact: true });
    await title.fill("Our Secret Week");
    await page.getByRole("radio", { name: "Blue" }).check();
    expect(await stored(page, "poster_settings")).toMatchObject({ title: "Our Secret Week", theme: "blue" });
    await heading(page, "Our Secret Week");

    // Download: A4 at 300 dpi, as a JPEG a phone can hold (under 2 MB).
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("entwine-journey.jpg");
    const file = await download.path();
    const poster = await inspectPoster(file);
    expect(poster.format).toBe("jpeg");
    expect(poster.bytes).toBeGreaterThan(50_000);
    expect(poster.bytes).toBeLessThan(2 * 1024 * 1024);
    expect(Math.max(poster.width, poster.height)).toBeGreaterThanOrEqual(1500);
    expect([poster.width, poster.height]).toEqual([2480, 3508]);
    // The title is drawn in white across its band; the strip above it is the bare gradient.
    expect(poster.titleInk).toBeGreaterThan(0.03);
    expect(poster.topInk).toBe(0);

    // A different title draws a different title band.
    await title.fill("Seven Slow Evenings Together");
    const [second] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download" }).click(),
    ]);
    const firstBand = await sharp(file).extract({ left: 170, top: 230, width: 2140, height: 190 }).raw().toBuffer();
    const secondBand = await sharp(await second.path())
      .extract({ left: 170, top: 230, width: 2140, height: 190 })
      .raw()
      .toBuffer();
    expect(firstBand.equals(secondBand)).toBe(false);

    // Save: confirmation toast; settings kept on the device.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Poster saved").first().waitFor();
    expect(await stored(page, "poster_settings")).toEqual({
      title: "Seven Slow Evenings Together",
      subtitle: expect.any(String),
      theme: "blue",
    });
    await page.reload();
    // Settings are read from the device after hydration.
    await heading(page, "Seven Slow Evenings Together");
    expect(await page.getByRole("textbox", { name: "Title", exact: true }).inputValue()).toBe(
      "Seven Slow Evenings Together",
    );
    expect(await page.getByRole("radio", { name: "Blue" }).isChecked()).toBe(true);

    // Share: this Chromium has no file sharing, so the link is copied.
    const shareSupported = await page.evaluate(
      () => typeof navigator.canShare === "function" && typeof navigator.share === "function",
    );
    if (!shareSupported) {
      await page.getByRole("button", { name: "Share" }).click();
      await page.getByRole("button", { name: "Copied!" }).waitFor();
      // The link opens this journey (its seven positions' ids, nothing else) on the partner's phone.
      const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
      expect(`${copied.origin}${copied.pathname}`).toBe(`${baseUrl()}${PATH}`);
      expect(copied.searchParams.get("journey")?.split("~")).toEqual(
        (await stored<Array<{ scratchPosition: { id: string } }>>(page, "journey_slots")).map(
          (slot) => slot.scratchPosition.id,
        ),
      );
    }

    // Add to calendar: an .ics with the remaining five days.
    const [calendar] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Add to Calendar" }).click(),
    ]);
    expect(calendar.suggestedFilename()).toBe("entwine-journey.ics");
    const ics = fs.readFileSync(await calendar.path(), "utf8");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(5);
    expect(ics).toContain("DTSTART;VALUE=DATE:20250612");

    // Reset after confirmation: a new journey from day 1.
    await page.getByRole("button", { name: "Reset" }).click();
    const confirm = page.getByRole("dialog", { name: "Start a new journey?" });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Start Over" }).click();
    await heading(page, "Day 1 Ready!");
    expect(await page.getByText("Day 1 ✓").count()).toBe(0);
    expect(await stored<StoredProgress>(page, "journey_progress")).toEqual({
      currentDay: 1,
      completedDays: [],
      startDate: "2025-06-11",
      lastRevealDate: "",
    });

    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it("shows missed days, completes after day 7 and starts again", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { verified: true });
    await page.clock.setFixedTime(DAY2);
    await page.goto(`${baseUrl()}${PATH}`);
    await heading(page, "Day 1 Ready!");
    // Days 1-6 revealed earlier; day 7 is today's.
    await page.evaluate(() => {
      const slots = JSON.parse(localStorage.getItem("journey_slots")!) as Array<
        { day: number; scratchPosition: { id: string; title: string; image: string } } & Record<string, unknown>
      >;
      const revealed = slots.map((slot) =>
        slot.day < 7
          ? {
              ...slot,
              isRevealed: true,
              revealedDate: `2025-06-0${slot.day + 3}`,
              position: {
                id: slot.scratchPosition.id,
                name: slot.scratchPosition.title,
                category: "Intimate",
                difficulty: "intermediate",
                image: slot.scratchPosition.image,
                mediaType: "image",
                description: `Day ${slot.day} position`,
              },
            }
          : slot,
      );
      localStorage.setItem("journey_slots", JSON.stringify(revealed));
      localStorage.setItem(
        "journey_progress",
        JSON.stringify({
          currentDay: 7,
          completedDays: [1, 2, 3, 4, 5, 6],
          startDate: "2025-06-04",
          lastRevealDate: "2025-06-09",
        }),
      );
    });
    await page.reload();
    await heading(page, "Day 7 Ready!");
    await page.getByText("Cycle 2").first().waitFor();
    await page.getByRole("button", { name: "Reveal Day 7" }).click();
    await page.getByRole("dialog").waitFor();
    await closeDialog(page);
    await heading(page, "Journey Complete!");
    expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(await stored<StoredProgress>(page, "journey_progress")).toMatchObject({
      currentDay: 8,
      completedDays: [1, 2, 3, 4, 5, 6, 7],
    });

    await page.getByRole("button", { name: "Start a New Journey" }).click();
    await page
      .getByRole("dialog", { name: "Start a new journey?" })
      .getByRole("button", { name: "Start Over" })
      .click();
    await heading(page, "Day 1 Ready!");

    // A journey whose earlier days were never revealed shows them as missed.
    await page.evaluate(() => {
      const progress = JSON.parse(localStorage.getItem("journey_progress")!);
      localStorage.setItem("journey_progress", JSON.stringify({ ...progress, currentDay: 3 }));
    });
    await page.reload();
    await heading(page, "Day 3 Ready!");
    expect(await page.getByText("Missed", { exact: true }).count()).toBe(2);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("resets cleanly when the stored journey is corrupt", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { verified: true });
    await page.clock.setFixedTime(DAY1);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("corrupted")) {
        sessionStorage.setItem("corrupted", "1");
        localStorage.setItem("journey_progress", "{not json");
        localStorage.setItem("journey_slots", JSON.stringify([{ nope: true }]));
        localStorage.setItem("poster_settings", "also not json");
      }
    });
    await page.goto(`${baseUrl()}${PATH}`);
    await heading(page, "Day 1 Ready!");
    await page.getByText("could not be read").waitFor();
    expect(await stored<StoredProgress>(page, "journey_progress")).toEqual({
      currentDay: 1,
      completedDays: [],
      startDate: "2025-06-10",
      lastRevealDate: "",
    });
    expect(await stored<unknown[]>(page, "journey_slots")).toHaveLength(7);
    expect(await page.getByRole("textbox", { name: "Title", exact: true }).inputValue()).toBe("Our 7-Day Journey");
    // The page works normally afterwards.
    await page.getByRole("button", { name: "Reveal Day 1" }).click();
    await page.getByRole("dialog").waitFor();
    await closeDialog(page);
    await page.getByText("Day 1 ✓").waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
