import { describe, expect, it } from "vitest";
import { signIn } from "./support/admin";
import { baseUrl, browserForFile, openPage } from "./support/browser";

const browser = browserForFile();

describe("contact form and the admin's inbox", () => {
  it("sends a message from /contact and lets the admin read and delete it", async () => {
    const visitor = await openPage(browser(), {
      verified: true,
      viewport: { width: 390, height: 844 },
      waitForHydration: false,
    });
    await visitor.page.goto(`${baseUrl()}/contact`);
    const form = visitor.page.getByRole("form", { name: "Write to the team" });
    await form.getByLabel("Message").fill("The wheel could use a slow-dance option.");
    await form.getByLabel(/Your name/).fill("E2E visitor");
    await form.getByRole("button", { name: "Send" }).click();
    await visitor.page.getByTestId("contact-sent").waitFor();
    expect(visitor.consoleErrors).toEqual([]);
    expect(visitor.foreignRequests).toEqual([]);
    await visitor.context.close();

    const admin = await openPage(browser(), { verified: true });
    await signIn(admin.page, "/admin/messages");
    const card = admin.page.getByTestId("contact-message").filter({ hasText: "slow-dance option" });
    await card.waitFor();
    expect(await card.textContent()).toContain("E2E visitor");
    expect(await card.textContent()).toContain("New");
    await card.getByRole("button", { name: "Mark read" }).click();
    await card.getByRole("button", { name: "Mark unread" }).waitFor();
    await card.getByRole("button", { name: /Delete the message from E2E visitor/ }).click();
    await expect.poll(() => card.count()).toBe(0);
    await admin.page.reload();
    expect(await admin.page.getByTestId("contact-message").filter({ hasText: "slow-dance option" }).count()).toBe(0);
    await admin.context.close();
  });
});
