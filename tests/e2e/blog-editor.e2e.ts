import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { baseUrl, browserForFile, openPage } from "./support/browser";

const DRAFT_KEY = "entwine-editor-draft";
const browser = browserForFile();
let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 240, g: 107, b: 147 } } })
    .png()
    .toBuffer();
});

async function openEditor(page: Page, path = "/medium-blog-editor") {
  await page.goto(`${baseUrl()}${path}`);
  const content = page.getByTestId("editor-content");
  await content.waitFor();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="editor-content"]')?.getAttribute("contenteditable") === "true",
  );
  return content;
}

/** Runs an action of the toolbar's "More" menu (colour, emoji, media from a URL, ...). */
async function fromMore(page: Page, name: string) {
  await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "More formatting" }).click();
  await page.getByRole("menu", { name: "More formatting" }).getByRole("menuitem", { name }).click();
}

const storedDraft = (page: Page) =>
  page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { id: string; editToken?: string }) : null;
  }, DRAFT_KEY);

describe("blog editor", () => {
  it("lets a visitor write with bold and an image, autosaves, restores after a reload and submits for approval", async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(browser(), { verified: true });
    const content = await openEditor(page);
    expect(await page.getByRole("button", { name: "Submit for Approval" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Publish", exact: true }).count()).toBe(0);
    expect(await page.getByLabel("Category").inputValue()).toBe("Relationships");

    const title = `A slow Sunday for two ${Date.now()}`;
    await page.getByLabel("Title", { exact: true }).fill(title);
    await content.click();
    await page.keyboard.type("Coffee in bed ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("always");
    await page.keyboard.press("Control+b");
    await page.keyboard.type(" wins, and the rest can wait.");
    await page.keyboard.press("Enter");
    expect(await content.innerHTML()).toContain("<strong>always</strong>");
    await page.getByText(/\b10 words\b/).waitFor();
    await page.getByText(/\b1 min read\b/).waitFor();

    // Tags: trimmed, Enter adds, duplicates ignored, chips removable.
    const tagInput = page.getByLabel("Tags", { exact: true });
    await tagInput.fill("  date night ");
    await tagInput.press("Enter");
    await tagInput.fill("Date Night");
    await tagInput.press("Enter");
    await tagInput.fill("slow mornings");
    await tagInput.press("Enter");
    expect(await page.getByRole("list", { name: "Added tags" }).getByRole("listitem").allInnerTexts()).toEqual([
      "date night",
      "slow mornings",
    ]);
    await page.getByRole("button", { name: "Remove tag slow mornings" }).click();
    expect(await page.getByRole("list", { name: "Added tags" }).getByRole("listitem").count()).toBe(1);

    // Image from a file, uploaded to /api/media.
    await page
      .getByTestId("editor-file-input")
      .setInputFiles({ name: "sunday-light.png", mimeType: "image/png", buffer: png });
    const image = content.locator("img");
    await image.waitFor();
    expect(await image.getAttribute("src")).toMatch(/^\/media\//);
    expect(await image.getAttribute("alt")).toBe("sunday light");
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="editor-content"] img');
      return Boolean(img && img.complete && img.naturalWidth > 0);
    });

    // Autosave creates the draft and keeps its id and edit token on the device.
    await page
      .getByTestId("save-indicator")
      .getByText(/Last saved \d\d:\d\d/)
      .waitFor({ timeout: 15_000 });
    await expect.poll(() => storedDraft(page), { timeout: 10_000 }).not.toBeNull();
    const draft = (await storedDraft(page))!;
    expect(draft.editToken).toBeTruthy();
    await expect
      .poll(
        () =>
          page.evaluate(
            async ({ id, token }) => {
              const answer = await fetch(`/api/blogs?id=${id}`, { headers: { "X-Edit-Token": token } });
              const post = (await answer.json()) as { content: string; status: string; title: string };
              return (
                post.status === "draft" &&
                post.content.includes("<img") &&
                post.content.includes("<strong>always</strong>")
              );
            },
            { id: draft.id, token: draft.editToken! },
          ),
        { timeout: 15_000 },
      )
      .toBe(true);

    // Reload: the visitor's draft comes back.
    await page.reload();
    const restored = await openEditor(page);
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue(), { timeout: 10_000 }).toBe(title);
    expect(await restored.innerHTML()).toContain("<strong>always</strong>");
    expect(await restored.locator("img").count()).toBe(1);

    // Submit for approval: the page says what happened and links to My stories; no stored draft is left, and
    // "Write another story" opens a blank editor.
    await page.getByRole("button", { name: "Submit for Approval" }).click();
    const panel = page.getByTestId("submitted-panel");
    await panel.getByRole("heading", { name: "Thank you, your story is with us" }).waitFor();
    expect(await panel.getByRole("link", { name: "See My stories" }).getAttribute("href")).toBe("/medium-blogs/mine");
    expect(await storedDraft(page)).toBeNull();
    await panel.getByRole("button", { name: "Write another story" }).click();
    await page.getByLabel("Title", { exact: true }).waitFor();
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("");
    expect((await restored.innerText()).trim()).toBe("");

    const status = await page.evaluate(
      async ({ id, token }) => {
        const answer = await fetch(`/api/blogs?id=${id}`, { headers: { "X-Edit-Token": token } });
        return ((await answer.json()) as { status: string }).status;
      },
      { id: draft.id, token: draft.editToken! },
    );
    expect(status).toBe("pending");

    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it("blocks submitting without a title, and refuses a file that is not media", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), {
      verified: true,
      viewport: { width: 390, height: 844 },
    });
    const content = await openEditor(page);
    await content.click();
    await page.keyboard.type("Some words but no title yet.");
    const submit = page.getByRole("button", { name: "Submit for Approval" });
    expect(await submit.getAttribute("aria-disabled")).toBe("true");
    let writes = 0;
    page.on("request", (request) => {
      if (
        request.url().includes("/api/blogs") &&
        request.method() !== "GET" &&
        request.postData()?.includes('"status":"pending"')
      )
        writes += 1;
    });
    // aria-disabled keeps the button focusable, so keyboard users hear why it does nothing.
    await submit.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("alert").getByText("Please add a title and content before publishing").waitFor();
    expect(writes).toBe(0);

    await page
      .getByTestId("editor-file-input")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await page.getByRole("alert").getByText("Please select an image, GIF, or video file").waitFor();

    // The toolbar fits a phone (the rest is under "More") instead of wrapping or overflowing the page.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("formats with the toolbar panels, takes dropped files 500 ms apart, sets a featured image and previews", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { verified: true });
    const content = await openEditor(page);
    await page.getByLabel("Title", { exact: true }).fill("Toolbar tour");
    await content.click();
    await page.keyboard.type("Warm words");
    for (let i = 0; i < "words".length; i += 1) await page.keyboard.press("Shift+ArrowLeft");

    await fromMore(page, "Text colour");
    await page.getByRole("region", { name: "Text colour" }).getByRole("button", { name: "Rose" }).click();
    expect(await content.innerHTML()).toMatch(/<span style="color: (#f06b93|rgb\(240, 107, 147\))[;"]/);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Link", exact: true }).click();
    await page.getByLabel("Link address").fill("example.com/love");
    await page.getByRole("button", { name: "Apply link" }).click();
    expect(await content.innerHTML()).toContain('href="https://example.com/love"');

    await page.keyboard.press("End");
    await fromMore(page, "Emoji");
    await page.getByRole("button", { name: "red heart" }).click();
    expect(await content.innerText()).toContain("❤️");
    await page.keyboard.press("Escape");

    // Back in the text (closing a panel returns focus asynchronously), at the very end, then a new block.
    await content.focus();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await expect.poll(() => content.evaluate((node) => node.lastElementChild?.textContent ?? "x")).toBe("");
    await page.getByRole("button", { name: "Heading 2" }).click();
    await page.keyboard.type("A heading");
    expect(await content.innerHTML()).toContain("<h2>A heading</h2>");

    await fromMore(page, "Add media from URL");
    await page.getByRole("button", { name: "Insert media" }).click();
    await page.getByText("Please enter a media URL").waitFor();
    await page.keyboard.press("Escape");

    // Two files dropped at once upload one after the other, at least 500 ms apart.
    const uploads: number[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/media") uploads.push(Date.now());
    });
    const dataTransfer = await page.evaluateHandle(
      (files) => {
        const transfer = new DataTransfer();
        files.forEach((base64, index) => {
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
          transfer.items.add(new File([bytes], `dropped-${index + 1}.png`, { type: "image/png" }));
        });
        return transfer;
      },
      [png.toString("base64"), png.toString("base64")],
    );
    await content.dispatchEvent("drop", { dataTransfer });
    await expect.poll(() => content.locator("img").count(), { timeout: 15_000 }).toBe(2);
    expect(uploads).toHaveLength(2);
    expect(uploads[1]! - uploads[0]!).toBeGreaterThanOrEqual(500);

    // Featured image: uploaded, shown as the thumbnail.
    await page
      .getByTestId("featured-file-input")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
    const thumbnail = page.getByRole("img", { name: "Featured image preview" });
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute("src")).toMatch(/^\/media\//);

    await page.getByTestId("seo-score").getByText(/\d+/).waitFor();

    // Preview hides the toolbar and makes the text read-only; Edit brings both back.
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByTestId("editor-preview").getByRole("heading", { name: "Toolbar tour" }).waitFor();
    expect(await page.getByRole("toolbar", { name: "Formatting" }).count()).toBe(0);
    expect(await content.getAttribute("contenteditable")).toBe("false");
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("toolbar", { name: "Formatting" }).waitFor();
    expect(await content.getAttribute("contenteditable")).toBe("true");

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("lets the admin open an existing post with ?id= and publish the update", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { verified: true });
    // The pending-blog popup (other submissions of this run) floats over the page: put it off for the session,
    // as its 'Later' button does.
    await context.addInitScript(() => window.sessionStorage.setItem("entwine:pending-popup-later", "1"));
    await signIn(page);
    const post = await page.evaluate(async () => {
      const answer = await fetch("/api/blogs?status=published");
      const list = (await answer.json()) as Array<{ id: string; title: string; slug: string }>;
      return list[0]!;
    });
    const content = await openEditor(page, `/medium-blog-editor?id=${encodeURIComponent(post.id)}`);
    await expect
      .poll(() => page.getByLabel("Title", { exact: true }).inputValue(), { timeout: 10_000 })
      .toBe(post.title);
    expect(await page.getByRole("button", { name: "Publish", exact: true }).count()).toBe(1);

    await content.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    const added = `An editor note ${Date.now()}`;
    await page.keyboard.type(added);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Blog updated successfully!").waitFor();
    await page.waitForURL(`${baseUrl()}/medium-blog-editor`);
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe("");

    const saved = await page.evaluate(async (id) => {
      const answer = await fetch(`/api/blogs?id=${id}`);
      return (await answer.json()) as { content: string; status: string };
    }, post.id);
    expect(saved.status).toBe("published");
    expect(saved.content).toContain(added);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each(["dark", "light"] as const)(
    "has no serious axe violation once loaded, with a panel open (%s theme)",
    async (theme) => {
      const { page, context } = await openPage(browser(), { verified: true });
      await context.addInitScript((value) => localStorage.setItem("entwine-theme", value), theme);
      await openEditor(page);
      await page.getByLabel("Title", { exact: true }).fill("Checking contrast");
      // Nothing open first: the toolbar names no panel that does not exist.
      expect(await seriousViolations(page)).toEqual([]);
      await fromMore(page, "Text colour");
      await page.getByRole("region", { name: "Text colour" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await fromMore(page, "Emoji");
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
