import { execFileSync } from "node:child_process";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { getCataloguePosition, positionsCatalogue } from "../../content/positions/catalogue";
import { DESIRE_CATEGORY_NAMES } from "../../content/ideas/intimate-desires";
import { createTestContext, TEST_ORIGIN } from "../support/test-app";
import { expectServed, pagesAppForFile } from "./support/pages-app";

const app = pagesAppForFile();

/** Ids of the position cards linked from a page's grid (unique, in order). */
function linkedPositionIds(html: string): string[] {
  const ids = [...html.matchAll(/href="\/positions\/([a-z0-9-]+)"/g)].map((match) => match[1]!);
  return [...new Set(ids)].filter((id) => getCataloguePosition(id) !== undefined);
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

describe("/positions/most-popular", () => {
  it("lists only positions matching style AND difficulty, server-rendered", async () => {
    const response = await request(app.ctx.app).get("/positions/most-popular?style=romantic&difficulty=beginner");
    expect(response.status).toBe(200);
    const ids = linkedPositionIds(response.text);
    const expected = positionsCatalogue.filter((p) => p.style === "romantic" && p.difficulty === "beginner");
    expect(ids.length).toBe(Math.min(24, expected.length));
    for (const id of ids) expect(getCataloguePosition(id)).toMatchObject({ style: "romantic", difficulty: "beginner" });
    expect(response.text).toContain("Back to Positions");
    // A new site says it has no views or ratings yet instead of "–" and "0.0K".
    expect(response.text).not.toContain("0.0K");
    expect(response.text).not.toContain("Average rating");
    expect(response.text).toContain("No views or ratings yet");
  });

  it("shows the empty state with Clear All Filters", async () => {
    const response = await expectServed(app, "/positions/most-popular?style=romantic&difficulty=expert", {
      texts: ["No positions found", "Try adjusting your filters to see more results", "Clear All Filters"],
    });
    expect(linkedPositionIds(response.text)).toEqual([]);
  });

  it("puts the most viewed first", async () => {
    for (let i = 0; i < 3; i++)
      await request(app.ctx.app).post("/api/catalogue/mixed-3/view").set("Origin", TEST_ORIGIN).expect(200);
    const response = await request(app.ctx.app).get("/positions/most-popular?style=mixed");
    expect(linkedPositionIds(response.text)[0]).toBe("mixed-3");
  });
});

describe("/positions", () => {
  it("has the landing cards, calls to action and a filterable, paginated grid", async () => {
    const response = await expectServed(app, "/positions?style=passionate&page=2", {
      texts: ["Love Stories", "Interactive Games", "Journey Planner"],
    });
    for (const href of ['href="/blog"', 'href="/games"', 'href="/journey-planner"'])
      expect(response.text).toContain(href);
    const ids = linkedPositionIds(response.text);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(getCataloguePosition(id)?.style).toBe("passionate");
    expect(response.text).toContain("Page 2 of");
  });
});

describe("/positions/:id", () => {
  it("renders the detail with head data and Position JSON-LD", async () => {
    const response = await request(app.ctx.app).get("/positions/romantic-1--candlelight");
    expect(response.status).toBe(200);
    const entry = getCataloguePosition("romantic-1--candlelight")!;
    const html = decode(response.text);
    expect(html).toContain(`<h1 class="mt-3 text-4xl font-semibold leading-tight sm:text-5xl">${entry.name}</h1>`);
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/positions/romantic-1--candlelight"/>`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(response.text)![1]!);
    expect(jsonLd).toMatchObject({ "@type": "HowTo", name: entry.name });
    expect(jsonLd.step).toHaveLength(entry.instructions.length);
    for (const step of entry.instructions) expect(html).toContain(step);
    expect(html).toContain("Variations of the same position");
    expect(response.text).toContain('href="/positions/romantic-1"');
    expect(response.text).toContain('src="/api/catalogue/romantic-1--candlelight/illustration.svg"');
  });

  it("answers 404 for an unknown id", async () => {
    await expectServed(app, "/positions/not-a-position", { status: 404, texts: ["Oops! Page not found"] });
  });

  it("leaves the static positions routes alone", async () => {
    expect((await request(app.ctx.app).get("/positions/custom-poster")).status).toBe(200);
    expect((await request(app.ctx.app).get("/positions/all")).status).toBe(301);
  });
});

describe("home page", () => {
  it("renders every section on the server without shipping the catalogue", async () => {
    const response = await request(app.ctx.app).get("/");
    expect(response.status).toBe(200);
    const html = decode(response.text);
    for (const text of [
      "Level Up Your Intimate Life",
      "Create Your Poster",
      "Explore Positions",
      "Choose Your Journey",
      "Select style and count, then generate your sequence. Cards will appear here.",
      "Generate Journey",
      "Romantic Ideas for Couples",
      "Get New Idea",
      "Quick Romantic Gestures",
      "Unlock Your Intimate Adventure",
      "Intimate Desires Guide",
      "Spicy Ideas",
      "Pro Tips",
      "Set the Mood",
      ...DESIRE_CATEGORY_NAMES,
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain('id="planner"');
    expect(html).toContain('href="/games/scratch-position?start=1#start"');
    for (const path of [
      "/games/random-position",
      "/games/spin-for-desire",
      "/positions/custom-poster",
      "/games/passion-dice",
      "/games/honeymoon-bucket-list",
      "/games/first-night-bucket-list",
      "/games/dice-to-spice",
    ]) {
      expect(html).toContain(`href="${path}"`);
    }
    // The catalogue's descriptions never reach the home page.
    expect(html).not.toContain(getCataloguePosition("romantic-2")!.description.slice(0, 40));
  });
});

describe("catalogue stability", () => {
  it("lists identical ids in identical order on two fresh starts", async () => {
    const other = await createTestContext();
    try {
      const a = await app.ctx.services.positions.list({ sort: "editorial", limit: 100, page: 3 });
      const b = await other.services.positions.list({ sort: "editorial", limit: 100, page: 3 });
      expect(a.positions.map((p) => p.id)).toEqual(b.positions.map((p) => p.id));
    } finally {
      await other.close();
    }
  });

  it("builds identical ids and names in two separate processes", () => {
    const script = `import("./content/positions/catalogue.ts").then(({ positionsCatalogue }) => {
      const crypto = require("node:crypto");
      process.stdout.write(crypto.createHash("sha256").update(JSON.stringify(positionsCatalogue.map((p) => [p.id, p.name]))).digest("hex"));
    });`;
    const run = () =>
      execFileSync(process.execPath, ["--import", "tsx", "-e", script], {
        encoding: "utf8",
        cwd: process.cwd(),
      }).trim();
    const first = run();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(run()).toBe(first);
  });
});

describe("a dropped pairing's old address", () => {
  it("redirects permanently to its base, on the page and in the API (query kept)", async () => {
    const page = await request(app.ctx.app).get("/positions/adventurous-2--dressed-up").set("Accept", "text/html");
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe("/positions/adventurous-2");
    const api = await request(app.ctx.app).get(
      "/api/catalogue/adventurous-2--dressed-up?deviceId=6f1c2b8e-3a4d-4e5f-9a7b-1c2d3e4f5a6b",
    );
    expect(api.status).toBe(301);
    expect(api.headers.location).toBe("/api/catalogue/adventurous-2?deviceId=6f1c2b8e-3a4d-4e5f-9a7b-1c2d3e4f5a6b");
    const base = await request(app.ctx.app).get("/positions/adventurous-2").set("Accept", "text/html");
    expect(base.status).toBe(200);
    // An address that never existed is still a 404.
    expect(
      (await request(app.ctx.app).get("/positions/adventurous-2--no-such-variation").set("Accept", "text/html")).status,
    ).toBe(404);
    expect((await request(app.ctx.app).get("/api/catalogue/adventurous-2--no-such-variation")).status).toBe(404);
  });
});

describe("a position's note of care", () => {
  it("stands on its own line under the description where the pairing needs one, and nowhere else", async () => {
    const massage = decode((await request(app.ctx.app).get("/positions/romantic-2--massage-start").expect(200)).text);
    expect(massage).toMatch(/data-testid="care-note"[^]*Oil and latex do not mix/);
    const bath = decode((await request(app.ctx.app).get("/positions/romantic-7--warm-bath").expect(200)).text);
    expect(bath).toMatch(/data-testid="care-note"[^]*Bath oil weakens latex condoms/);
    const base = (await request(app.ctx.app).get("/positions/romantic-2").expect(200)).text;
    expect(base).not.toContain('data-testid="care-note"');
  });
});
