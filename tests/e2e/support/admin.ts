import type { Page } from "playwright-core";
import { baseUrl } from "./browser";

export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-password-1234" } as const;

/** Signs in through the real login form. */
export async function signIn(page: Page, path = "/admin/login") {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  // Attached, not visible: a phone-sized screen hides the line.
  await page.getByText(`Signed in as ${E2E_ADMIN.username}`).waitFor({ state: "attached" });
}
