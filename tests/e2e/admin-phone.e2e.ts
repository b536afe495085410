import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { E2E_ADMIN } from "./support/admin";
import { baseUrl } from "./support/browser";
import { allInView, open, touchPhones } from "./support/phone-view";

// Issue 47, "the owner's screens on a phone": at 360×740 with touch, every refusal or confirmation the admin's
// screens show lies between the fixed header and the fold (next to the control, or brought there) and is announced
// (an alert, a status or a live region); a tapped story brings its review with Approve into view; every tab of the
// Media Manager and of the SEO page sits inside the screen. Nothing here changes the shared scratch or journey
// positions (other browser tests count them); the one story it approves is its own.
const phone = touchPhones();
const SIZE = { width: 360, height: 740 };
const run = Date.now().toString(36);
/** Each test signs in and walks a screen on a phone: more than the default minute on a loaded machine. */
const PHONE_TEST_MS = 120_000;

async function signInOnPhone(page: Page, path: string) {
  await open(page, `/admin/login`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).tap();
  await page.getByRole("button", { name: /Admin menu/ }).waitFor();
  await open(page, path);
}

/** The message is read out: it is an alert or a status, or it sits in a live region. */
async function announced(message: Locator): Promise<boolean> {
  return message.evaluate((element) => element.closest("[aria-live], [role='alert'], [role='status']") !== null);
}

/** Taps `control` (scrolled to as a thumb would) and expects `text` to show in view, announced. */
async function tapAndSee(page: Page, control: Locator, text: string) {
  await control.scrollIntoViewIfNeeded();
  await control.tap();
  const message = page.getByText(text, { exact: true }).first();
  await message.waitFor({ timeout: 10_000 });
  await allInView(page, `"${text}"`, message);
  expect(await announced(message), text).toBe(true);
}

/** Every tab of the list lies inside the screen's width (none cut off at an edge). */
async function tabsInside(page: Page, tablist: Locator) {
  const tabs = tablist.getByRole("tab");
  expect(await tabs.count()).toBeGreaterThan(1);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    const name = await tab.textContent();
    expect(box.x, `${name} starts inside the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends inside the screen`).toBeLessThanOrEqual(SIZE.width);
    expect(await tab.evaluate((node) => node.scrollWidth <= node.clientWidth + 1), `${name} is whole`).toBe(true);
  }
}

async function submitStory(title: string) {
  const response = await fetch(`${baseUrl()}/api/blogs`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl() },
    body: JSON.stringify({
      title,
      content: `<p>Tea on the step, the first warm evening of the year ${run}.</p>`,
      category: "Romance",
      tags: ["evening", "spring", "us"],
      status: "published",
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; status: string };
}

describe("the owner's screens at 360×740 with touch", () => {
  it(
    "the sign-in refusal shows next to the form",
    async () => {
      const { page, errors } = await phone(SIZE);
      await open(page, "/admin/login");
      await page.getByLabel("Username").fill(E2E_ADMIN.username);
      await page.getByLabel("Password", { exact: true }).fill("not-the-password");
      const refusal = page.getByRole("alert");
      await page.getByRole("button", { name: "Sign In" }).tap();
      await refusal.waitFor({ timeout: 10_000 });
      await allInView(page, "the sign-in refusal", refusal);
      expect(errors).toEqual([]);
    },
    PHONE_TEST_MS,
  );

  it(
    "Scratch positions: each refusal of Add Position shows in view, under the button",
    async () => {
      const { page, errors } = await phone(SIZE);
      await signInOnPhone(page, "/admin/scratch-positions");
      const add = page.getByRole("button", { name: "Add Position" });
      await tapAndSee(page, add, "Please enter a title");

      // A built-in position's title, with a valid address: the duplicate refusal (the first finding of issue 47).
      await page.getByLabel("Title", { exact: true }).fill("  LOTUS ");
      await page.getByLabel("Image URL").fill(`${baseUrl()}/api/catalogue/romantic-3/illustration.svg`);
      // The preview of the address makes the form long: the button ends near the fold.
      await page.getByRole("img", { name: "Preview" }).waitFor();
      await tapAndSee(page, add, "A position with this title already exists. Please choose a different title.");
      // Under the button, not at the top of the page.
      const message = page.getByText("A position with this title already exists.", { exact: false });
      const below = (await message.boundingBox())!.y - (await add.boundingBox())!.y;
      expect(below).toBeGreaterThan(0);
      expect(below).toBeLessThan(200);

      await page.getByLabel("Image URL").fill("not an address");
      await page.getByLabel("Title", { exact: true }).fill(`Phone check ${run}`);
      await tapAndSee(page, add, "Please enter a valid image URL (must start with http:// or https://)");
      expect(errors.filter((text) => !text.includes("401"))).toEqual([]);
    },
    PHONE_TEST_MS,
  );

  it(
    "Blog approval: a tapped story brings its review and Approve into view; the outcomes show in view",
    async () => {
      const title = `Phone review ${run}: tea on the step`;
      const story = await submitStory(title);
      expect(story.status).toBe("pending");
      const { page, errors } = await phone(SIZE);
      await signInOnPhone(page, "/admin/blog-approval");
      const card = page
        .getByRole("region", { name: "Submissions" })
        .getByRole("link", { name: new RegExp(`Phone review ${run}`) });
      await card.scrollIntoViewIfNeeded();
      await card.tap();
      const panel = page.getByRole("region", { name: "Review" });
      const heading = panel.getByRole("heading", { level: 2, name: title });
      await heading.waitFor();
      const approve = panel.getByRole("button", { name: "Approve" });
      await allInView(page, "the review of the tapped story", heading, approve);
      // The focus follows the tap to the review, so a screen reader reads the story's title.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("review-title");

      await tapAndSee(page, panel.getByRole("button", { name: "Reject" }), "Rejection reason required");
      await tapAndSee(page, approve, "Blog approved!");
      await allInView(page, "Undo", page.getByRole("button", { name: "Undo" }));
      expect(errors).toEqual([]);
    },
    PHONE_TEST_MS,
  );

  it(
    "Journey positions and the Media Manager: every tab is whole, and each refusal shows in view",
    async () => {
      const { page, errors } = await phone(SIZE);
      await signInOnPhone(page, "/admin/journey-positions");
      await tapAndSee(page, page.getByRole("button", { name: "Save Position" }), "Missing required fields");

      await page.getByRole("tab", { name: "Media Manager" }).tap();
      const tabs = page.getByRole("tablist", { name: "Media Manager" });
      await tabs.waitFor();
      await tabsInside(page, tabs);
      await tabs.getByRole("tab", { name: "Add URL" }).tap();
      await tapAndSee(page, page.getByRole("button", { name: "Add Media" }), "URL and title are required");
      await page.getByLabel("URL", { exact: true }).fill("ftp://example.com/a.png");
      await page.getByLabel("Title", { exact: true }).fill(`Phone check ${run}`);
      await tapAndSee(
        page,
        page.getByRole("button", { name: "Add Media" }),
        "Please enter a valid image URL (must start with http:// or https://)",
      );
      expect(errors.filter((text) => !text.includes("401"))).toEqual([]);
    },
    PHONE_TEST_MS,
  );

  it(
    "SEO: every section's tab is whole on the screen",
    async () => {
      const { page, errors } = await phone(SIZE);
      await signInOnPhone(page, "/admin/seo");
      await tabsInside(page, page.getByRole("tablist", { name: "SEO sections" }));
      expect(errors.filter((text) => !text.includes("401"))).toEqual([]);
    },
    PHONE_TEST_MS,
  );
});
