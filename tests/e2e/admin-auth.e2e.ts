import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, browserForFile, openPage } from "./support/browser";
import { E2E_ADMIN, signIn } from "./support/admin";
import { noSidewaysScroll, openPhone } from "./support/phone";
import { adminMenuOrder } from "../../app/lib/admin-pages";

const browser = browserForFile();

/** The Admin pill of the main navigation (shown only to a signed-in admin). */
const adminPill = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Admin\b/ });

describe("admin access", () => {
  it("signs in, shows the Admin pill and dashboard, signs out, and shows the login form again", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await page.getByRole("heading", { name: "Admin Access" }).waitFor();
    expect(await adminPill(page).count()).toBe(0);

    // Show/hide password.
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await password.getAttribute("type")).toBe("password");

    await signIn(page, "/admin/dashboard");
    await adminPill(page).waitFor();
    expect(await adminPill(page).getAttribute("aria-current")).toBe("page");

    await page.getByRole("button", { name: "Log out" }).first().click();
    await page.waitForURL(`${baseUrl()}/admin/login`);
    await page.goto(`${baseUrl()}/admin/seo`);
    await page.getByRole("heading", { name: "Admin Access" }).waitFor();
    expect(await adminPill(page).count()).toBe(0);
    expect(consoleErrors.filter((text) => !text.includes("401"))).toEqual([]);
    await context.close();
  });

  it("fits every admin page, and each SEO tab, on a 360 px phone", async () => {
    const { page, context } = await openPhone(browser(), { width: 360, height: 740, verified: true });
    await signIn(page, "/admin/dashboard");
    for (const adminPath of adminMenuOrder) {
      await page.goto(`${baseUrl()}${adminPath}`);
      await page.waitForLoadState("networkidle");
      await noSidewaysScroll(page, adminPath);
    }
    await page.goto(`${baseUrl()}/admin/seo`);
    const tabs = page.getByRole("tab");
    for (const name of await tabs.allTextContents()) {
      await tabs.filter({ hasText: name }).tap();
      await expect.poll(() => tabs.filter({ hasText: name }).getAttribute("aria-selected")).toBe("true");
      // The SEO management list once pushed the page to 518 px with its long page titles.
      await noSidewaysScroll(page, `/admin/seo, ${name}`);
    }
    await context.close();
  });

  it("shows the server's countdown message on a wrong password", async () => {
    const { page, context } = await openPage(browser(), { verified: true });
    await page.goto(`${baseUrl()}/admin/login`);
    await page.getByLabel("Username").fill("someone-else");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("alert").filter({ hasText: "Invalid credentials. 2 attempts remaining." }).waitFor();
    await context.close();
  });

  it("keeps credentials and hashes out of the client build", () => {
    const dir = path.resolve("build/client");
    const files = fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((file) => /\.(js|css|html|json)$/.test(file));
    for (const file of files) {
      const text = fs.readFileSync(path.join(dir, file), "utf8");
      expect(text, file).not.toContain(E2E_ADMIN.password);
      expect(text, file).not.toContain("$argon2id$");
    }
  });
});
