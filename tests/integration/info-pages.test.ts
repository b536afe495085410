import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { infoPages } from "../../content/pages";
import { TRUTH_OR_DARE_ITEMS } from "../../content/games/truth-or-dare-classic";
import { TRUTH_OR_DARE_PACKS } from "../../content/games/packs/truth-or-dare-packs";
import { formatLongDate } from "../../app/lib/dates";
import { createTestContext, loadServerBuild, TEST_ORIGIN, type TestContext } from "../support/test-app";

let ctx: TestContext;
const host = new URL(TEST_ORIGIN).host;
beforeAll(async () => {
  ctx = await createTestContext({ build: await loadServerBuild(), now: "2027-03-09T10:00:00.000Z" });
});
afterAll(async () => ctx?.close());

describe("information pages", () => {
  it("show on legal pages the day their text last changed, not today's date", async () => {
    for (const page of [infoPages["privacy-policy"], infoPages["terms-of-service"]]) {
      const html = (await request(ctx.app).get(page!.path).set({ Host: host, Accept: "text/html" })).text;
      expect(html).toContain(`Last updated: ${formatLongDate(`${page!.lastUpdated}T12:00:00Z`)}`);
      expect(html).not.toContain(`Last updated: ${formatLongDate(ctx.clock.now())}`);
    }
    const faq = (await request(ctx.app).get("/faq").set({ Host: host, Accept: "text/html" })).text;
    expect(faq).not.toContain("Last updated");
  });

  it("send /journey-planner to the planner on the home page", async () => {
    const response = await request(ctx.app).get("/journey-planner").set("Host", host);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/#planner");
  });
});

describe("games catalogue", () => {
  it("has the 7-day poster's card in the /games grid", async () => {
    const html = (await request(ctx.app).get("/games").set({ Host: host, Accept: "text/html" })).text;
    expect(html).toContain('href="/positions/custom-poster"');
    expect(html).toContain("7-Day Journey Poster");
  });
});

describe("Truth or Dare's page", () => {
  // Issue #50: every pack's words in the loader data made the page's HTML 163 KB (35 KB compressed) and slowed its
  // hydration; the words now come in a file of their own after hydration (app/lib/games/truth-or-dare-words.ts).
  it("sends the cards its setup screen counts, without their words", async () => {
    const html = (await request(ctx.app).get("/games/truth-or-dare").set({ Host: host, Accept: "text/html" })).text;
    expect(html).toContain("Start Game");
    for (const item of [TRUTH_OR_DARE_ITEMS[0]!, TRUTH_OR_DARE_ITEMS.at(-1)!, TRUTH_OR_DARE_PACKS[0]!.items[0]!]) {
      // In the page's loader data, a script where each quote is escaped.
      expect(html).toContain(`\\"${item.id}\\"`);
      expect(html).not.toContain(item.question.slice(0, 30));
    }
  });
});
