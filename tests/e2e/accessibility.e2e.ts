import { describe, expect, it } from "vitest";
import { adminPages } from "../../app/lib/admin-pages";
import { sitePages } from "@domain/seo/site-pages";
import { baseUrl, browserForFile, openPage, ROUTE_WALK_TIMEOUT_MS } from "./support/browser";
import { signIn } from "./support/admin";
import { seriousViolations } from "./support/axe";

const browser = browserForFile();

const publicPaths = sitePages.map((page) => page.path);

describe.each(["dark", "light"] as const)("axe in the %s theme", (theme) => {
  it(
    "finds no serious or critical violation on any public route",
    async () => {
      const { page, context } = await openPage(browser(), { verified: true });
      await context.addInitScript((value) => localStorage.setItem("entwine-theme", value), theme);
      const failures: string[] = [];
      for (const path of publicPaths) {
        await page.goto(`${baseUrl()}${path}`);
        await page.waitForLoadState("load");
        for (const violation of await seriousViolations(page)) failures.push(`${path}: ${violation}`);
      }
      expect(failures).toEqual([]);
      await context.close();
    },
    ROUTE_WALK_TIMEOUT_MS,
  );

  it(
    "finds no serious or critical violation on the admin pages",
    async () => {
      const { page, context } = await openPage(browser(), { verified: true });
      await context.addInitScript((value) => localStorage.setItem("entwine-theme", value), theme);
      await page.goto(`${baseUrl()}/admin/login`);
      const failures: string[] = (await seriousViolations(page)).map((violation) => `/admin/login: ${violation}`);
      await signIn(page);
      for (const admin of adminPages.filter((entry) => !["/admin", "/admin/login"].includes(entry.path))) {
        await page.goto(`${baseUrl()}${admin.path}`);
        await page.waitForLoadState("load");
        for (const violation of await seriousViolations(page)) failures.push(`${admin.path}: ${violation}`);
      }
      expect(failures).toEqual([]);
      await context.close();
    },
    ROUTE_WALK_TIMEOUT_MS,
  );
});

describe("keyboard only", () => {
  it("passes the age gate with the keyboard", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(`${baseUrl()}/`);
    const gate = page.getByRole("dialog", { name: "Are you 18 or older?" });
    await gate.waitFor({ state: "visible", timeout: 10_000 });
    // 18+ has the focus when the gate opens.
    await page.keyboard.press("Enter");
    await gate.waitFor({ state: "hidden" });
    await context.close();
  });

  it("signs in with the keyboard", async () => {
    const { page, context } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/admin/login`);
    await page.getByLabel("Username").focus();
    await page.keyboard.type("e2e-admin");
    await page.keyboard.press("Tab");
    await page.keyboard.type("e2e-password-1234");
    await page.keyboard.press("Enter");
    await page.getByText("Signed in as e2e-admin").waitFor();
    await context.close();
  });

  it("plays truth or dare with the keyboard", async () => {
    const { page, context } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/games/truth-or-dare`);
    const start = page.getByRole("button", { name: /start/i }).first();
    await start.focus();
    await page.keyboard.press("Enter");
    const next = page.getByRole("button", { name: /next question/i });
    await next.waitFor();
    await next.focus();
    await page.keyboard.press("Enter");
    expect(await next.isVisible()).toBe(true);
    await context.close();
  });
});
