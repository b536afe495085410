import request from "supertest";
import { describe, expect, it } from "vitest";
import { getCataloguePosition, positionsCatalogue } from "../../content/positions/catalogue";
import { TEST_ORIGIN } from "../support/test-app";
import { pagesAppForFile } from "./support/pages-app";
import { adminApi } from "../support/admin-requests";

const app = pagesAppForFile({ signedIn: true });

const admin = adminApi(() => app);

function linkedPositionIds(html: string): string[] {
  const ids = [...html.matchAll(/href="\/positions\/([a-z0-9-]+)"/g)].map((match) => match[1]!);
  return [...new Set(ids)].filter((id) => getCataloguePosition(id) !== undefined);
}

const lotusNamed = positionsCatalogue.filter((entry) => /lotus/i.test(entry.name));

describe("catalogue search", () => {
  it("renders the results of ?q=lotus on the server (no JavaScript needed), with the words in the search box", async () => {
    const response = await request(app.ctx.app).get("/positions?q=lotus");
    expect(response.status).toBe(200);
    const ids = linkedPositionIds(response.text);
    expect(ids.length).toBe(Math.min(24, lotusNamed.length));
    for (const id of ids) expect(getCataloguePosition(id)!.name).toMatch(/lotus/i);
    expect(response.text).toMatch(/<input[^>]*name="q"[^>]*value="lotus"|<input[^>]*value="lotus"[^>]*name="q"/);
    expect(response.text).toContain('method="get"');
  });

  it("combines the words with the filters and keeps them in the pagination links", async () => {
    const response = await request(app.ctx.app).get("/positions?q=slow&style=romantic");
    const ids = linkedPositionIds(response.text);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(getCataloguePosition(id)!.style).toBe("romantic");
    const none = await request(app.ctx.app).get("/positions?q=zzzqqq");
    expect(none.text).toContain("No positions match");
    expect(linkedPositionIds(none.text)).toEqual([]);
    const many = await request(app.ctx.app).get("/positions?q=a");
    if (many.text.includes('rel="next"')) expect(many.text).toMatch(/href="\/positions\?q=a&amp;page=2"/);
  });

  it("searches through the API too, and refuses an overlong query with 400", async () => {
    const response = await request(app.ctx.app).get("/api/catalogue?q=lotus&limit=100").expect(200);
    expect(response.body.total).toBe(
      positionsCatalogue.filter((entry) => /\blotus/i.test(`${entry.name} ${entry.description}`)).length,
    );
    expect(response.body.positions[0].name).toMatch(/lotus/i);
    const bad = await request(app.ctx.app).get(`/api/catalogue?q=${"x".repeat(201)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.details.q).toEqual(["q must be at most 200 characters"]);
  });
});

describe("position pages for search engines and the catalogue links", () => {
  it("lists every position page in the sitemap", async () => {
    const response = await request(app.ctx.app).get("/sitemap.xml").expect(200);
    const locs = [...response.text.matchAll(/<loc>[^<]*\/positions\/([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const entry of positionsCatalogue) expect(locs).toContain(entry.id);
    expect(locs).not.toContain("saved");
  });

  it("gives a position page a canonical URL and Article-like JSON-LD", async () => {
    const response = await request(app.ctx.app).get("/positions/romantic-1").expect(200);
    expect(response.text).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/positions/romantic-1"/>`);
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(response.text)![1]!;
    expect(JSON.parse(json)).toMatchObject({
      headline: expect.stringContaining("Lotus"),
      mainEntityOfPage: `${TEST_ORIGIN}/positions/romantic-1`,
      publisher: { "@type": "Organization" },
    });
  });

  it("sends the hero's Explore Positions and View All Positions to /positions; /positions/all still redirects", async () => {
    const home = await request(app.ctx.app).get("/").expect(200);
    expect(home.text).toMatch(/href="\/positions"[^>]*>Explore Positions/);
    expect(home.text).toMatch(/href="\/positions"[^>]*>View All Positions/);
    expect((await request(app.ctx.app).get("/positions/all")).status).toBe(301);
    expect((await request(app.ctx.app).get("/scratch-cards")).status).toBe(301);
  });

  it("serves the saved page, kept out of search engines", async () => {
    const response = await request(app.ctx.app).get("/positions/saved").expect(200);
    expect(response.text).toContain("Your saved positions");
    expect(response.text).toContain("noindex");
  });
});

describe("default images API", () => {
  it("is empty at first, admin-only to change, validated, and used by the poster for positions without media", async () => {
    expect((await request(app.ctx.app).get("/api/default-images").expect(200)).body).toEqual({ images: [] });
    expect(
      (
        await request(app.ctx.app)
          .put("/api/default-images/romantic")
          .set("Origin", TEST_ORIGIN)
          .send({ imageUrl: "/media/x.webp" })
      ).status,
    ).toBe(401);

    const bad = await admin.put("/api/default-images/romantic").send({ imageUrl: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(bad.body.details.imageUrl).toEqual(["imageUrl must be an http(s) URL or a path on this site"]);
    expect((await admin.put("/api/default-images/nonsense").send({ imageUrl: "/media/x.webp" })).status).toBe(404);

    const saved = await admin
      .put("/api/default-images/romantic")
      .send({ imageUrl: "/media/default-romantic.webp" })
      .expect(200);
    expect(saved.body.image).toEqual({
      category: "romantic",
      imageUrl: "/media/default-romantic.webp",
      mediaType: "image",
    });
    await admin
      .put("/api/default-images/general")
      .send({ imageUrl: "/media/general.mp4", mediaType: "video" })
      .expect(200);
    expect((await request(app.ctx.app).get("/api/default-images")).body.images).toHaveLength(2);

    // A journey position may now come without media of its own.
    const journey = await request(app.ctx.app).get("/api/journey-positions");
    await admin
      .put("/api/journey-positions")
      .set("If-Match", journey.headers.etag)
      .send([
        { id: "no-media", name: "Candle Without Media", style: "romantic", imageUrl: "" },
        {
          id: "with-media",
          name: "Studio Embrace",
          style: "passionate",
          imageUrl: "/media/studio.webp",
          mediaType: "image",
        },
      ])
      .expect(200);
    const poster = await request(app.ctx.app).get("/positions/custom-poster").expect(200);
    expect(poster.text).toContain("Candle Without Media");
    expect(poster.text).toContain("/media/default-romantic.webp");
    expect(poster.text).toContain("Studio Embrace");
    expect(poster.text).toContain("/media/studio.webp");

    await admin.delete("/api/default-images/romantic").expect(204);
    expect(
      (await request(app.ctx.app).get("/api/default-images")).body.images.map(
        (image: { category: string }) => image.category,
      ),
    ).toEqual(["general"]);
  });

  it("tells open pages about a default image change through the positions' version", async () => {
    const before = (await request(app.ctx.app).get("/api/journey-positions")).headers["x-list-version"];
    await admin.put("/api/default-images/journey").send({ imageUrl: "/media/j.webp" }).expect(200);
    const after = (await request(app.ctx.app).get("/api/journey-positions")).headers["x-list-version"];
    expect(Number(after)).toBeGreaterThan(Number(before));
  });
});
