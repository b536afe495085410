import fs from "node:fs";
import path from "node:path";
import { request, type Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { E2E_ADMIN } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { baseUrl, browserForFile } from "./support/browser";
import { noSidewaysScroll, openPhone, type Phone } from "./support/phone";

// Issue #31, "Writing a story on a phone": at 360×740 with touch, the toolbar fits with a More menu, the SEO
// analysis is folded below the writing, a pen name signs the story and My stories follows it to "Published".

const SCREENS = path.resolve(".tmp/screens");

const browser = browserForFile();
beforeAll(async () => {
  fs.mkdirSync(SCREENS, { recursive: true });
});

const phone = (): Promise<Phone> =>
  openPhone(browser(), { width: 360, height: 740, verified: true, deviceScaleFactor: 2 });

async function openEditor(page: Page) {
  await page.goto(`${baseUrl()}/medium-blog-editor`);
  const content = page.getByTestId("editor-content");
  await content.waitFor();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="editor-content"]')?.getAttribute("contenteditable") === "true",
  );
  return content;
}

describe("the story editor on a 360 px phone", () => {
  it("fits its toolbar with a More menu, 44 px targets, a keyboard menu, and nothing serious for axe", async () => {
    const { context, page, errors } = await phone();
    await openEditor(page);
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });

    // No sideways scrolling: the row fits, and so does the page.
    expect(await toolbar.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
    await noSidewaysScroll(page, "the editor");

    // The common actions are in the row, each a 44 px target inside the screen.
    const names = [
      "Bold (Ctrl+B)",
      "Italic (Ctrl+I)",
      "Heading 2",
      "Bulleted list",
      "Link",
      "Insert image, GIF or video from a file",
      "More formatting",
    ];
    for (const name of names) {
      const box = (await toolbar.getByRole("button", { name, exact: true }).boundingBox())!;
      expect(box, name).not.toBeNull();
      expect(box.width, name).toBeGreaterThanOrEqual(44);
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(360);
    }
    // The rest waits in More (not shown in the row on a phone).
    expect(await toolbar.getByRole("button", { name: "Quote" }).isVisible()).toBe(false);

    expect(await seriousViolations(page)).toEqual([]);

    // A tap opens the menu, inside the screen, with the other actions.
    const more = toolbar.getByRole("button", { name: "More formatting" });
    await more.tap();
    const menu = page.getByRole("menu", { name: "More formatting" });
    await menu.waitFor();
    expect(await more.getAttribute("aria-expanded")).toBe("true");
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(360);
    // All of it on screen (the page scrolls it into view), under the fixed header.
    expect(menuBox.y).toBeGreaterThanOrEqual(64);
    expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(740);
    for (const name of [
      "Underline (Ctrl+U)",
      "Numbered list",
      "Quote",
      "Heading 1",
      "Heading 3",
      "Text colour",
      "Emoji",
      "Add media from URL",
      "Undo (Ctrl+Z)",
      "Redo (Ctrl+Shift+Z)",
    ]) {
      const item = menu.getByRole(
        /Undo|Redo|Text colour|Emoji|Add media/.test(name) ? "menuitem" : "menuitemcheckbox",
        { name },
      );
      expect(await item.isVisible(), name).toBe(true);
      expect((await item.boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: path.join(SCREENS, "editor-360-more.png") });
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard: Escape closes and returns to More; ArrowDown opens on the first item, arrows move, Enter acts.
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await more.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowDown");
    await menu.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe("Underline (Ctrl+U)");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Numbered list");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    // Wraps to the last item that can act (Undo and Redo are disabled with nothing to undo).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe("Add media from URL");
    await page.keyboard.press("Escape");

    // A menu action that opens a panel: the panel exists while its button names it.
    await more.tap();
    await menu.getByRole("menuitem", { name: "Emoji" }).tap();
    await page.getByRole("region", { name: "Emoji" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("writes and submits a story with a pen name, finds it In review in My stories, then Published after approval", async () => {
    const { context, page, errors } = await phone();
    const content = await openEditor(page);

    // The SEO analysis is folded below the writing, so Submit follows the text.
    const seo = page.getByTestId("seo-panel");
    expect(await seo.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(false);
    expect((await seo.boundingBox())!.height).toBeLessThan(90);
    const counts = (await page.getByTestId("editor-counts").boundingBox())!;
    const submit = page.getByRole("button", { name: "Submit for Approval" });
    const submitBox = (await submit.boundingBox())!;
    expect(submitBox.y - (counts.y + counts.height)).toBeLessThan(360);
    await page.screenshot({ path: path.join(SCREENS, "editor-360.png"), fullPage: true });

    const title = `Lanterns on the balcony ${Date.now()}`;
    await page.getByLabel("Title", { exact: true }).fill(title);
    await content.tap();
    await page.keyboard.type("We carried two cushions outside and let the city hum below us. ");
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Bold (Ctrl+B)" }).tap();
    await page.keyboard.type("No phones");
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Bold (Ctrl+B)" }).tap();
    await page.keyboard.type(", only a blanket and the slow business of talking.");
    expect(await content.innerHTML()).toContain("<strong>No phones</strong>");

    // The pen name is checked as it is typed.
    const penName = page.getByLabel("Pen name (optional)");
    await penName.fill("x".repeat(61));
    await page.getByText("At most 60 characters").waitFor();
    await penName.fill("  Velvet   Moss ");
    await penName.blur();
    expect(await penName.inputValue()).toBe("Velvet Moss");

    // The draft autosaves with its pen name, and a reload brings it back.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const draft = JSON.parse(localStorage.getItem("entwine-editor-draft") ?? "null") as {
              id: string;
              editToken: string;
            } | null;
            if (!draft) return null;
            const answer = await fetch(`/api/blogs?id=${draft.id}`, { headers: { "X-Edit-Token": draft.editToken } });
            return ((await answer.json()) as { penName: string | null }).penName;
          }),
        { timeout: 15_000 },
      )
      .toBe("Velvet Moss");
    await page.reload();
    await openEditor(page);
    await expect
      .poll(() => page.getByLabel("Pen name (optional)").inputValue(), { timeout: 10_000 })
      .toBe("Velvet Moss");
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe(title);

    await submit.tap();
    const panel = page.getByTestId("submitted-panel");
    await panel.getByRole("heading", { name: "Thank you, your story is with us" }).waitFor();
    await panel.getByText(title).waitFor();
    expect(await page.getByRole("button", { name: "Submit for Approval" }).isVisible()).toBe(false);
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.y).toBeLessThan(740);
    await page.screenshot({ path: path.join(SCREENS, "editor-360-submitted.png") });

    await panel.getByRole("link", { name: "See My stories" }).tap();
    await page.waitForURL(`${baseUrl()}/medium-blogs/mine`);
    const item = page.getByTestId("my-story").filter({ hasText: title });
    await item.getByTestId("my-story-status").getByText("In review").waitFor();
    await item.getByText("signed Velvet Moss").waitFor();
    await noSidewaysScroll(page, "My stories");
    await page.screenshot({ path: path.join(SCREENS, "my-stories-360-review.png"), fullPage: true });

    // The admin approves it through the API.
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem("entwine-my-stories") ?? "[]") as Array<{ id: string; editToken?: string }>,
    );
    expect(stored[0]!.editToken).toBeTruthy();
    const api = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { Origin: baseUrl() } });
    expect((await api.post("/api/auth/login", { data: E2E_ADMIN })).status()).toBe(200);
    const pending = (await (await api.get("/api/blogs?status=pending")).json()) as Array<{
      id: string;
      author: string;
    }>;
    expect(pending.find((entry) => entry.id === stored[0]!.id)?.author).toBe("Velvet Moss");
    expect((await api.patch(`/api/blogs/${stored[0]!.id}/approve`, { data: {} })).status()).toBe(200);
    await api.dispose();

    await page.getByRole("button", { name: "Check again" }).tap();
    await item.getByTestId("my-story-status").getByText("Published").waitFor();
    await page.screenshot({ path: path.join(SCREENS, "my-stories-360-published.png"), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The story is signed with the pen name, not "Guest Writer".
    await item.getByRole("link", { name: "Read it on the blog" }).tap();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByText("Velvet Moss", { exact: true }).first().waitFor();
    expect(await page.getByText("Guest Writer").count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the story editor on a 320 px phone (issue 47)", () => {
  it("keeps Menu on the screen, and a long title wraps whole in a field that grows", async () => {
    const { context, page, errors } = await openPhone(browser(), { width: 320, height: 640, verified: true });
    await openEditor(page);
    await noSidewaysScroll(page, "the editor at 320 px");
    const menu = page.locator("header").first().getByRole("button", { name: "Menu" });
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(320);
    // Every button of the toolbar stays inside the screen (More takes a second line).
    for (const button of await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button").all()) {
      if (!(await button.isVisible())) continue;
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, (await button.getAttribute("aria-label")) ?? "a toolbar button").toBeLessThanOrEqual(
        320,
      );
    }

    const field = page.getByLabel("Title", { exact: true });
    const oneLine = (await field.boundingBox())!.height;
    const title = "A long weekend in a stone cottage by the river, with rain on the windows and nowhere to be";
    await field.fill(title);
    expect(await field.inputValue()).toBe(title);
    // Taller than one line, and nothing hidden inside it: the whole title shows.
    await expect.poll(async () => (await field.boundingBox())!.height).toBeGreaterThan(oneLine * 2);
    expect(await field.evaluate((node) => node.scrollHeight <= node.clientHeight + 1)).toBe(true);
    expect(await field.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
    await noSidewaysScroll(page, "the editor with a long title");
    // A title is one line of words: Enter moves on to the story instead of breaking it.
    await field.press("Enter");
    expect(await field.inputValue()).toBe(title);
    expect(errors).toEqual([]);
    await context.close();
  });
});
