import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { baseUrl, browserForFile, openNoScriptPage } from "./support/browser";
import { noSidewaysScroll, openPhone, type Phone } from "./support/phone";

// Issue #51: a reader reports a published story from a 360 px phone (no account), sees the thank-you where they
// tapped, and is not offered the form again; the admin finds the story in the approval centre's reported list,
// with the reason counted and the note, and keeps it.

const SCREENS = path.resolve(".tmp/screens");
const SIZE = { width: 360, height: 740 };
const run = Date.now().toString(36);
const title = `Harbour lights ${run}`;
let slug = "";
let quietSlug = "";

const browser = browserForFile();
const phone = (): Promise<Phone> => openPhone(browser(), { ...SIZE, verified: true, deviceScaleFactor: 2 });

/** Whether an element lies inside the screen (below the fixed header's top, above the bottom). */
async function inView(phonePage: Phone["page"], selector: string) {
  const box = await phonePage.locator(selector).first().boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= SIZE.height;
}

beforeAll(async () => {
  fs.mkdirSync(SCREENS, { recursive: true });
  const { page, context } = await phone();
  await signIn(page);
  const response = await context.request.post(`${baseUrl()}/api/blogs`, {
    headers: { Origin: baseUrl() },
    data: {
      title,
      content: `<p>${run}: we walked the harbour wall at dusk and counted the lights coming on, one for every promise.</p>`,
      category: "Romance",
      status: "published",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  slug = ((await response.json()) as { slug: string }).slug;
  const quiet = await context.request.post(`${baseUrl()}/api/blogs`, {
    headers: { Origin: baseUrl() },
    data: {
      title: `Quiet hours ${run}`,
      content: `<p>${run}: no screens after nine, a pot of tea, and the long slow talk we kept putting off.</p>`,
      category: "Romance",
      status: "published",
    },
  });
  expect(quiet.status(), await quiet.text()).toBe(201);
  quietSlug = ((await quiet.json()) as { slug: string }).slug;
  await context.close();
});

describe("reporting a story on a 360 px phone", () => {
  it("opens the sheet with its reasons, sends a report and thanks the reader in view, once per device", async () => {
    const { page, context, errors } = await phone();
    await page.goto(`${baseUrl()}/blog/${slug}`);
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();

    const summary = page.getByText("Report this story", { exact: true });
    await summary.scrollIntoViewIfNeeded();
    await summary.tap();
    const reasons = page.getByRole("group", { name: /Tell the site's owner what is wrong/ });
    for (const label of ["Illegal or non-consensual content", "Hateful or harassing", "Spam", "Something else"]) {
      await reasons.getByRole("radio", { name: label }).waitFor();
    }
    const send = page.getByRole("button", { name: "Send report" });
    // The sheet opened in view, down to its Send button.
    await expect.poll(() => inView(page, "[data-report-send]"), { timeout: 10_000 }).toBe(true);
    await noSidewaysScroll(page, "the report sheet");
    expect(await seriousViolations(page)).toEqual([]);

    await reasons.getByRole("radio", { name: "Illegal or non-consensual content" }).tap();
    await page.getByLabel(/A short note/).fill("The other person did not agree to this being shared.");
    await page.screenshot({ path: path.join(SCREENS, "story-report-360-sheet.png") });
    await send.tap();

    const thanks = page.getByTestId("report-thanks");
    await thanks.getByText("Thank you. The site's owner will look at it.").waitFor();
    await expect.poll(() => inView(page, '[data-testid="report-thanks"]'), { timeout: 10_000 }).toBe(true);
    expect(await send.count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENS, "story-report-360-thanks.png") });

    // The device remembers: the story opened again offers no second report.
    await page.reload();
    await page.getByTestId("report-thanks").waitFor();
    expect(await page.getByText("Report this story", { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the admin the reported story with its reason and note, and Keep dismisses it", async () => {
    const { page, context, errors } = await phone();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/blog-approval?filter=reported`);
    await page.getByRole("heading", { name: "Reported stories" }).waitFor();
    const card = page.getByRole("article", { name: title });
    await card.waitFor();
    await card.getByText("1 report", { exact: true }).waitFor();
    const byReason = card.getByRole("list", { name: "Reports by reason" });
    expect(await byReason.getByRole("listitem").allTextContents()).toEqual(["Illegal or non-consensual content1"]);
    await card.getByText("The other person did not agree to this being shared.").waitFor();
    await noSidewaysScroll(page, "the reported list");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("heading", { name: "Reported stories" }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -80));
    await page.screenshot({ path: path.join(SCREENS, "reported-360.png") });

    await card.getByRole("button", { name: "Keep the story (dismiss reports)" }).tap();
    await page.getByText("The story stays published; its reports are dismissed.").first().waitFor();
    await expect.poll(() => page.getByRole("article", { name: title }).count(), { timeout: 15_000 }).toBe(0);
    // Kept: still public.
    const story = await context.request.get(`${baseUrl()}/api/blogs?slug=${slug}`);
    expect(story.status()).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the admin why a submission is held, on its card and its review", async () => {
    const submitted = await fetch(`${baseUrl()}/api/blogs`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl() },
      body: JSON.stringify({
        title: `Held back ${run}`,
        content: `<p>${run}: a story that says she was 15 years old, which no one may publish here.</p>`,
        status: "pending",
      }),
    });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    const { page, context, errors } = await phone();
    await signIn(page);
    await page.goto(`${baseUrl()}/admin/blog-approval?filter=pending&id=${id}`);
    const note = page.getByTestId("held-reasons");
    await note.getByText(/Held: mentions of minors/).waitFor();
    await page
      .getByRole("region", { name: "Submissions" })
      .getByRole("link", { name: new RegExp(`Held back ${run}`) })
      .getByText("Held: mentions of minors")
      .waitFor();
    await note.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
    await page.screenshot({ path: path.join(SCREENS, "held-360.png") });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("works without JavaScript: the sheet opens and the form posts to the story page", async () => {
    const { page, context } = await openNoScriptPage(browser(), SIZE);
    await page.goto(`${baseUrl()}/blog/${quietSlug}`);
    await page.getByText("Report this story", { exact: true }).click();
    await page.getByRole("radio", { name: "Spam" }).check();
    await page.getByRole("button", { name: "Send report" }).click();
    await page.getByText("Thank you. The site's owner will look at it.").waitFor();
    await context.close();
  });
});
