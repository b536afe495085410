import { describe, expect, it } from "vitest";
import { adminPages } from "../../app/lib/admin-pages";
import { redirects } from "../../app/lib/redirects";
import { sitePages } from "@domain/seo/site-pages";
import { baseUrl, browserForFile, openPage, passAgeGate, ROUTE_WALK_TIMEOUT_MS } from "./support/browser";

const browser = browserForFile();

describe("age gate", () => {
  it("appears after the delay, traps the visitor until 18+ and remembers the answer for the session", async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    await page.goto(`${baseUrl()}/games`);
    // The server HTML carries the real page under the gate.
    await expect(page.getByRole("heading", { level: 1, name: "Games for Two" }).isVisible()).resolves.toBe(true);
    const gate = page.getByRole("dialog", { name: "Are you 18 or older?" });
    await gate.waitFor({ state: "visible", timeout: 10_000 });
    await expect(
      gate.getByText("By proceeding, you confirm you are 18+ and consent to viewing adult content.").isVisible(),
    ).resolves.toBe(true);
    // Focus stays inside the modal.
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    // Escape does not dismiss it.
    await page.keyboard.press("Escape");
    expect(await gate.isVisible()).toBe(true);
    await passAgeGate(page);
    expect(await page.evaluate(() => sessionStorage.getItem("lovePositionsVerified"))).toBe("true");
    await page.goto(`${baseUrl()}/`);
    await page.waitForTimeout(2600);
    expect(await page.getByRole("dialog", { name: "Are you 18 or older?" }).isVisible()).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("sends an under-18 visitor away", async () => {
    const { page, context } = await openPage(browser());
    await context.route(/duckduckgo\.com/, (route) => route.fulfill({ status: 200, body: "left" }));
    await page.goto(`${baseUrl()}/`);
    const gate = page.getByRole("dialog", { name: "Are you 18 or older?" });
    await gate.waitFor({ state: "visible", timeout: 10_000 });
    await gate.getByRole("button", { name: "Under 18" }).click();
    await page.waitForURL(/duckduckgo\.com/);
    await context.close();
  });

  it("leaves without a leave-warning prompt, and stays up until 18+ if leaving does not happen", async () => {
    for (const name of ["Under 18", "Close and leave the site"]) {
      const { page, context } = await openPage(browser());
      // A 204 answer to a navigation leaves the browser where it is: as if the visitor had stayed.
      await context.route(/duckduckgo\.com/, (route) => route.fulfill({ status: 204 }));
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.type());
        void dialog.dismiss();
      });
      await page.goto(`${baseUrl()}/`);
      const gate = page.getByRole("dialog", { name: "Are you 18 or older?" });
      await gate.waitFor({ state: "visible", timeout: 10_000 });
      await gate.getByRole("button", { name }).click();
      await page.waitForTimeout(600);
      expect(dialogs, name).toEqual([]);
      expect(await gate.isVisible(), name).toBe(true);
      expect(await page.evaluate(() => sessionStorage.getItem("lovePositionsVerified")), name).toBeNull();
      await context.close();
    }
  });
});

describe("every route", () => {
  const paths = [...sitePages.map((page) => page.path), "/medium-blog-editor/some-draft"];
  const adminPaths = adminPages.map((page) => page.path);

  it(
    "loads every route of the route table without console errors or foreign requests",
    async () => {
      const { page, context, consoleErrors, foreignRequests } = await openPage(browser());
      await page.goto(`${baseUrl()}/`);
      await passAgeGate(page);
      for (const path of paths) {
        const response = await page.goto(`${baseUrl()}${path}`);
        expect(response?.status(), path).toBeLessThan(400);
        await page.waitForLoadState("networkidle");
        expect(await page.locator("h1").first().textContent(), path).toBeTruthy();
        expect(await page.content(), path).not.toMatch(/coming soon/i);
      }
      // Signed out, every admin page answers with the login form and no admin data.
      for (const path of adminPaths) {
        const response = await page.goto(`${baseUrl()}${path}`);
        expect([200, 401], path).toContain(response?.status());
        await page.getByRole("heading", { name: "Admin Access" }).waitFor();
      }
      expect(consoleErrors.filter((text) => !text.includes("status of 401"))).toEqual([]);
      expect(foreignRequests).toEqual([]);
      await context.close();
    },
    ROUTE_WALK_TIMEOUT_MS,
  );

  it("follows redirects to their targets", async () => {
    const { page, context } = await openPage(browser(), { verified: true });
    for (const [from, to] of Object.entries(redirects)) {
      await page.goto(`${baseUrl()}${from}`);
      const url = new URL(page.url());
      expect(url.pathname + url.search + url.hash, from).toBe(to);
    }
    await context.close();
  });

  it("shows the not-found page for an unknown path", async () => {
    const { page, context } = await openPage(browser(), { verified: true });
    const response = await page.goto(`${baseUrl()}/nothing/here`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });
});

describe("shell", () => {
  it("highlights the active pill and navigates on the client", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/`);
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Home", exact: true }).getAttribute("aria-current")).toBe("page");
    await nav.getByRole("link", { name: "Games", exact: true }).click();
    await page.waitForURL(`${baseUrl()}/games`);
    await expect
      .poll(() => nav.getByRole("link", { name: "Games", exact: true }).getAttribute("aria-current"))
      .toBe("page");
    await nav.getByRole("link", { name: "Blog", exact: true }).click();
    await page.waitForURL(`${baseUrl()}/medium-blogs`);
    await expect
      .poll(() => nav.getByRole("link", { name: "Blog", exact: true }).getAttribute("aria-current"))
      .toBe("page");
    expect(await nav.getByRole("link", { name: "Admin" }).count()).toBe(0);
    const footer = page.locator("footer");
    expect(await footer.getByText(`© ${new Date().getFullYear()} Entwine`).count()).toBe(1);
    expect(await footer.locator("nav").count()).toBe(4);
    for (const column of await footer.locator("nav").all()) expect(await column.getByRole("link").count()).toBe(3);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("switches between the night and cream themes and remembers the choice", async () => {
    const { page, context } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    await context.close();
  });

  it("tells a browser without fetch that it is not supported", async () => {
    const { page, context } = await openPage(browser(), { verified: true });
    await context.addInitScript(() => {
      // @ts-expect-error simulating an old browser
      delete window.fetch;
    });
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("heading", { name: "Browser Not Supported" }).waitFor();
    expect(await page.locator("#app-shell").isHidden()).toBe(true);
    await context.close();
  });
});
