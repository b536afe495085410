import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { baseUrl, browserForFile, openPage } from "./support/browser";

const browser = browserForFile();
const run = Date.now().toString(36);
const PREFIX = `Moonlit${run}`;
const posts: Array<{ id: string; slug: string; title: string }> = [];

beforeAll(async () => {
  // 14 published posts for this run (two pages of 12), created by the admin through the API.
  const { page, context } = await openPage(browser(), { verified: true });
  await signIn(page);
  for (let i = 1; i <= 14; i++) {
    const title = `${PREFIX} ritual ${String(i).padStart(2, "0")}`;
    const body = await apiPost(context, "/api/blogs", {
      title,
      content: `<p>${PREFIX} evening number ${i}: candles, slow music and a promise to keep phones in another room.</p>`,
      category: "Tips",
      tags: [PREFIX.toLowerCase(), "ritual", "evening", "calm"],
      status: "published",
    });
    posts.push({ id: body.id, slug: body.slug, title });
    // Distinct publish times so newest/oldest orders are stable.
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  await context.close();
});

async function apiPost(context: BrowserContext, path: string, data: unknown) {
  const response = await context.request.post(`${baseUrl()}${path}`, { data, headers: { Origin: baseUrl() } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as { id: string; slug: string; status: string };
}

/** The WCAG A and AA rules only (the accessibility suite, which also checks best practices, does not open posts). */
const POST_AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

/** Opens a submission in the approval centre's review panel and waits for its title there. */
async function openForReview(page: Page, title: string) {
  await page
    .getByRole("region", { name: "Submissions" })
    .getByRole("link", { name: new RegExp(title) })
    .click();
  const panel = page.getByRole("region", { name: "Review" });
  await panel.getByRole("heading", { name: title }).waitFor();
  return panel;
}

const cards = (page: Page) => page.getByRole("list", { name: "Stories" }).locator(":scope > li");
const cardTitles = (page: Page) => page.getByRole("list", { name: "Stories" }).getByRole("heading").allTextContents();
const search = (page: Page) => new URL(page.url()).searchParams;

describe("public blog list", () => {
  it("search, category, sort and paging change the list and the URL, and Back works", async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/medium-blogs`);
    await page.getByRole("heading", { name: "Stories", level: 1 }).waitFor();
    expect(await page.getByRole("link", { name: /Write Story/ }).getAttribute("target")).toBeNull();

    await page.getByRole("searchbox", { name: "Search" }).fill(PREFIX);
    await page.waitForURL((url) => url.searchParams.get("q") === PREFIX);
    await expect.poll(() => page.getByTestId("result-count").textContent()).toContain("of 14 stories");
    expect(await cards(page).count()).toBe(12);
    const newestFirst = await cardTitles(page);
    expect(newestFirst[0]).toContain("ritual 14");

    // Page 2.
    await page.getByRole("navigation", { name: "Stories pages" }).getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await expect.poll(() => cards(page).count()).toBe(2);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("page"));
    await expect.poll(() => cards(page).count()).toBe(12);

    // Sort oldest first.
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("oldest");
    await page.waitForURL((url) => url.searchParams.get("sort") === "oldest");
    await expect.poll(async () => (await cardTitles(page))[0]).toContain("ritual 01");
    expect(search(page).get("q")).toBe(PREFIX);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("sort"));
    await expect.poll(async () => (await cardTitles(page))[0]).toContain("ritual 14");

    // Category without matches, then Clear Filters.
    await page.getByRole("combobox", { name: "Category" }).selectOption("Romance");
    await page.waitForURL((url) => url.searchParams.get("category") === "Romance");
    await page.getByRole("heading", { name: "No Stories Found" }).waitFor();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await page.waitForURL((url) => !url.searchParams.has("category") && !url.searchParams.has("q"));
    await expect.poll(() => page.getByRole("searchbox", { name: "Search" }).inputValue()).toBe("");
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);

    // Category Tips keeps the filter in the URL.
    await page.getByRole("combobox", { name: "Category" }).selectOption("Tips");
    await page.waitForURL((url) => url.searchParams.get("category") === "Tips");
    // Cards open the post in the same tab.
    const link = cards(page).first().getByRole("link");
    expect(await link.getAttribute("target")).toBeNull();
    expect(await link.getAttribute("href")).toMatch(/^\/blog\//);

    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});

describe("blog reader", () => {
  it("likes (count changes and persists), saves and copies the link", async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(browser(), { verified: true });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    const post = posts[2]!;
    await page.goto(`${baseUrl()}/blog/${post.slug}`);
    await page.getByRole("heading", { name: post.title, level: 1 }).waitFor();
    const likes = page.getByTestId("likes-count");
    expect(await likes.textContent()).toBe("No likes yet");
    await expect.poll(() => page.getByTestId("views-count").textContent()).toBe("New");
    expect(await seriousViolations(page, POST_AXE_TAGS)).toEqual([]);

    const like = page.getByRole("button", { name: /^Like/ });
    await like.click();
    await expect.poll(() => likes.textContent()).toBe("1 like");
    await page.getByText("❤️ Blog liked!").waitFor();
    expect(await like.getAttribute("aria-pressed")).toBe("true");

    const save = page.getByRole("button", { name: /^Save/ });
    await save.click();
    await expect.poll(() => save.getAttribute("aria-pressed")).toBe("true");

    await page.reload();
    await page.getByRole("heading", { name: post.title, level: 1 }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: /^Like/ }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => page.getByRole("button", { name: /^Save/ }).getAttribute("aria-pressed")).toBe("true");
    // The page's HTML may come from the server's one-minute cache; the view answer brings the current count.
    await expect.poll(() => page.getByTestId("likes-count").textContent()).toBe("1 like");

    // Unlike puts the count back.
    await page.getByRole("button", { name: /^Like/ }).click();
    await expect.poll(() => page.getByTestId("likes-count").textContent()).toBe("No likes yet");
    await page.getByText("❤️ Blog unliked").waitFor();

    await page.getByRole("button", { name: "Share" }).click();
    expect(await page.getByRole("link", { name: "Share on X" }).getAttribute("href")).toContain("x.com/intent");
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/blog/${post.slug}`);
    await page.getByRole("button", { name: "Copy link" }).waitFor({ timeout: 4000 });

    // Related stories open in the same tab.
    const related = page.getByRole("region", { name: "Related Stories" }).getByRole("link");
    expect(await related.count()).toBe(3);
    expect(await related.first().getAttribute("target")).toBeNull();

    // An unknown story.
    const missing = await page.goto(`${baseUrl()}/blog/no-such-story-${run}`);
    expect(missing?.status()).toBe(404);
    await page.getByRole("heading", { name: "Story Not Found" }).waitFor();

    expect(consoleErrors.filter((text) => !text.includes("404"))).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});

describe("admin moderation and management", () => {
  it("a visitor's submission shows in the popup and approval centre; rejection needs a reason; approval publishes it", async () => {
    // A visitor submits through the API: asking for 'published' makes it pending.
    const title = `Visitor story ${run} about our first trip`;
    const visitor = await fetch(`${baseUrl()}/api/blogs`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl() },
      body: JSON.stringify({
        title,
        content: `<p>We packed too much and laughed the whole way ${run}.</p>`,
        status: "published",
        tags: ["travel", "firsts", "laughter"],
      }),
    });
    expect(visitor.status).toBe(201);
    const submitted = (await visitor.json()) as { slug: string; status: string };
    expect(submitted.status).toBe("pending");

    const { page, context, consoleErrors } = await openPage(browser(), { verified: true });
    await signIn(page, "/admin/dashboard");
    // No panel over the page: the admin menu counts the stories waiting, and Review All opens the approval centre.
    expect(await page.getByRole("complementary", { name: "Blog Approval Required" }).count()).toBe(0);
    const admin = page.getByRole("navigation", { name: "Admin" });
    expect(await admin.getByRole("link", { name: /Approval.*waiting for review/ }).count()).toBe(1);
    const reviewAll = admin.getByRole("link", { name: "Review All" });
    expect(await reviewAll.getAttribute("href")).toBe("/admin/blog-approval");
    expect(await reviewAll.getAttribute("target")).toBeNull();
    await reviewAll.click();
    await page.waitForURL(`${baseUrl()}/admin/blog-approval`);

    await page.goto(`${baseUrl()}/admin/blog-approval`);
    await page.getByRole("heading", { name: "Blog Approval Centre" }).waitFor();
    const panel = await openForReview(page, title);
    await panel.getByText(`We packed too much and laughed the whole way ${run}.`).waitFor();

    await panel.getByRole("button", { name: "Reject" }).click();
    await page.getByText("Rejection reason required").waitFor();
    await page.getByText("Please provide a reason for rejection").waitFor();
    expect(await panel.getByRole("button", { name: "Approve" }).isVisible()).toBe(true);

    await panel.getByRole("button", { name: "Approve" }).click();
    await page.getByText("Blog approved!").waitFor();
    await page.getByText("The story is published. Undo puts it back in review.").waitFor();

    // It now shows under Approved with the reviewer.
    await page
      .getByRole("navigation", { name: "Filter submissions" })
      .getByRole("link", { name: /Approved/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get("filter") === "approved");
    await page
      .getByRole("region", { name: "Submissions" })
      .getByRole("link", { name: new RegExp(title) })
      .click();
    await panel.getByText("Reviewed by").waitFor();
    await panel.getByText("Admin", { exact: true }).waitFor();

    // Visible to visitors on the list and in its reader.
    const visitorPage = await openPage(browser(), { verified: true });
    await visitorPage.page.goto(`${baseUrl()}/medium-blogs?q=${encodeURIComponent(`Visitor story ${run}`)}`);
    await visitorPage.page.getByRole("heading", { name: title }).waitFor();
    const reader = await visitorPage.page.goto(`${baseUrl()}/blog/${submitted.slug}`);
    expect(reader?.status()).toBe(200);
    await visitorPage.page.getByRole("heading", { name: title, level: 1 }).waitFor();
    expect(visitorPage.consoleErrors).toEqual([]);
    await visitorPage.context.close();

    expect(consoleErrors.filter((text) => !text.includes("401"))).toEqual([]);
    await context.close();
  });

  it("a rejected submission shows its reason", async () => {
    const title = `Rejected story ${run}`;
    const visitor = await fetch(`${baseUrl()}/api/blogs`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl() },
      body: JSON.stringify({ title, content: "<p>Not quite ready.</p>", status: "published" }),
    });
    expect(visitor.status).toBe(201);
    const { page, context, consoleErrors } = await openPage(browser(), { verified: true });
    page.setDefaultTimeout(15_000);
    await signIn(page, "/admin/blog-approval");
    const panel = await openForReview(page, title);
    await panel.getByLabel("Rejection reason").fill("Please add more detail about your evening.");
    await panel.getByRole("button", { name: "Reject" }).click();
    await page.getByText("Blog rejected").waitFor();
    // A decided post, opened from the Rejected filter, shows the reviewer's reason.
    const { id } = (await visitor.json()) as { id: string };
    await page.goto(`${baseUrl()}/admin/blog-approval?filter=rejected&id=${id}`);
    await panel.getByRole("heading", { name: title }).waitFor();
    await expect
      .poll(() => panel.getByTestId("rejection-reason").textContent())
      .toBe("Please add more detail about your evening.");
    expect(consoleErrors.filter((text) => !text.includes("401"))).toEqual([]);
    await context.close();
  });

  it("Blog Management bulk-publishes, drafts and deletes the selection", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { verified: true });
    await signIn(page, "/medium-blog-admin");
    const marker = `Bulk${run}`;
    for (const letter of ["A", "B"]) {
      await apiPost(context, "/api/blogs", {
        title: `${marker} ${letter} draft`,
        content: "<p>Bulk test.</p>",
        status: "draft",
        category: "Lifestyle",
      });
    }
    await page.goto(`${baseUrl()}/medium-blog-admin?q=${marker}`);
    await page.getByRole("heading", { name: "Blog Management" }).waitFor();
    for (const label of ["Total Blogs", "Published", "Drafts", "Pending"])
      await page.getByTestId(`count-${label}`).waitFor();
    const blogCards = page.getByTestId("admin-blog-card");
    await expect.poll(() => blogCards.count()).toBe(2);
    const bar = page.getByRole("toolbar", { name: "Bulk actions" });
    expect(await bar.getByRole("button", { name: "Publish" }).isDisabled()).toBe(true);

    const selectAll = bar.getByLabel("Select all on this page");
    await selectAll.check();
    await bar.getByRole("button", { name: "Publish" }).click();
    await page.getByText("2 blog(s) published").waitFor();
    await expect
      .poll(() => blogCards.getByTestId("status-badge").allTextContents())
      .toEqual(["Published", "Published"]);
    await expect.poll(() => selectAll.isChecked()).toBe(false);

    await blogCards
      .first()
      .getByLabel(/^Select /)
      .check();
    await blogCards
      .nth(1)
      .getByLabel(/^Select /)
      .check();
    await bar.getByRole("button", { name: "Move to Draft" }).click();
    await page.getByText("2 blog(s) moved to drafts").waitFor();
    await expect.poll(() => blogCards.getByTestId("status-badge").allTextContents()).toEqual(["Draft", "Draft"]);

    // Per-blog status dropdown.
    await blogCards
      .first()
      .getByRole("combobox", { name: /^Status of / })
      .selectOption("published");
    await page.getByText("Status set to Published").waitFor();
    await expect
      .poll(async () => (await blogCards.getByTestId("status-badge").allTextContents()).sort())
      .toEqual(["Draft", "Published"]);

    await selectAll.check();
    await bar.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete blog" });
    await dialog.getByText("Are you sure you want to delete 2 blog(s)?").waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("2 blog(s) deleted").waitFor();
    await page.getByRole("heading", { name: "No Blogs Found" }).waitFor();

    expect(consoleErrors.filter((text) => !text.includes("401"))).toEqual([]);
    await context.close();
  });
});
