import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { positionsCatalogue } from "../../content/positions/catalogue";
import { varietyOrder } from "../../domain/positions/popularity";
import { RATING_RATE_LIMIT, VIEW_RATE_LIMIT } from "../../server/http/api/positions-catalogue";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../support/test-app";

let ctx: TestContext;

beforeAll(async () => {
  // Behind one proxy: X-Forwarded-For names the visitor, so tests can be several visitors.
  ctx = await createTestContext({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => ctx?.close());
// Each test starts in a fresh rate-limit window (the fixed clock moves on by an hour).
beforeEach(() => ctx.clock.advance(3_600_000));

const device = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const post = (path: string, visitor = "198.51.100.1") =>
  request(ctx.app).post(path).set({ Origin: TEST_ORIGIN, "X-Forwarded-For": visitor });
// With no data the default order is the editorial order made varied: distinct bases first, then spread out.
const editorial = varietyOrder(positionsCatalogue);

describe("GET /api/catalogue", () => {
  it("lists the catalogue in the varied editorial order while there is no data, paginated", async () => {
    const response = await request(ctx.app).get("/api/catalogue?limit=10");
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(positionsCatalogue.length);
    expect(response.body.pages).toBe(Math.ceil(positionsCatalogue.length / 10));
    expect(response.body.positions.map((p: { id: string }) => p.id)).toEqual(editorial.slice(0, 10).map((p) => p.id));
    expect(response.body.positions[0]).toMatchObject({ views: 0, rating: null, ratingCount: 0 });
    expect(response.body.positions[0].imageUrl).toMatch(/^\/api\/catalogue\/.+\/illustration\.svg$/);
    expect(response.body.stats).toMatchObject({
      count: positionsCatalogue.length,
      averageRating: null,
      totalViews: 0,
      showing: 10,
    });
    const second = await request(ctx.app).get("/api/catalogue?limit=10&page=2");
    expect(second.body.positions.map((p: { id: string }) => p.id)).toEqual(editorial.slice(10, 20).map((p) => p.id));
  });

  it("filters by style AND difficulty", async () => {
    const response = await request(ctx.app).get("/api/catalogue?style=romantic&difficulty=beginner&limit=100");
    const expected = positionsCatalogue.filter((p) => p.style === "romantic" && p.difficulty === "beginner");
    expect(response.body.total).toBe(expected.length);
    expect(response.body.positions.length).toBe(Math.min(100, expected.length));
    for (const position of response.body.positions)
      expect(position).toMatchObject({ style: "romantic", difficulty: "beginner" });
    const none = await request(ctx.app).get("/api/catalogue?style=romantic&difficulty=expert");
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ total: 0, positions: [], stats: { count: 0, showing: 0 } });
  });

  it("refuses bad filters with 400 naming the fields", async () => {
    const response = await request(ctx.app).get("/api/catalogue?style=wild&difficulty=easy&limit=500");
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details).sort()).toEqual(["difficulty", "limit", "style"]);
    expect(response.body.error).toMatch(/style/);
  });

  it("answers 304 to a matching If-None-Match, and a new ETag once popularity changes", async () => {
    const first = await request(ctx.app).get("/api/catalogue?style=mixed");
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await request(ctx.app).get("/api/catalogue?style=mixed").set("If-None-Match", etag);
    expect(again.status).toBe(304);
    const target = first.body.positions[3].id;
    await post(`/api/catalogue/${target}/view`).expect(200);
    const changed = await request(ctx.app).get("/api/catalogue?style=mixed").set("If-None-Match", etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    // The viewed position now leads the popular sort.
    expect(changed.body.positions[0].id).toBe(target);
  });
});

describe("GET /api/catalogue/:id", () => {
  it("returns the entry with instructions, benefits, popularity and related variations", async () => {
    const response = await request(ctx.app).get("/api/catalogue/romantic-1");
    expect(response.status).toBe(200);
    const position = response.body.position;
    expect(position).toMatchObject({
      id: "romantic-1",
      name: "Lotus",
      style: "romantic",
      baseId: "romantic-1",
      variationId: null,
    });
    expect(position.instructions.length).toBeGreaterThan(0);
    expect(position.benefits.length).toBeGreaterThan(0);
    expect(position.related.length).toBeGreaterThan(0);
    for (const related of position.related) expect(related.id.startsWith("romantic-1--")).toBe(true);
    expect(response.body.yourRating).toBeNull();
    const etag = response.headers.etag;
    expect((await request(ctx.app).get("/api/catalogue/romantic-1").set("If-None-Match", etag)).status).toBe(304);
  });

  it("answers 404 for an unknown id", async () => {
    const response = await request(ctx.app).get("/api/catalogue/no-such-position");
    expect(response.status).toBe(404);
    expect(response.body.error).toBe("Position not found");
  });

  it("serves the illustration as SVG with a long cache and nosniff", async () => {
    const response = await request(ctx.app).get("/api/catalogue/romantic-1--candlelight/illustration.svg");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toMatch(/max-age=\d{6,}/);
    expect(String(response.body)).toContain("<svg");
    expect((await request(ctx.app).get("/api/catalogue/nope/illustration.svg")).status).toBe(404);
  });

  it("serves the compact journey pool", async () => {
    const response = await request(ctx.app).get("/api/catalogue/pool");
    expect(response.status).toBe(200);
    expect(response.body.positions).toHaveLength(positionsCatalogue.length);
    expect(response.body.positions[0]).toEqual([
      positionsCatalogue[0]!.id,
      positionsCatalogue[0]!.name,
      positionsCatalogue[0]!.style,
    ]);
  });
});

describe("POST /api/catalogue/:id/view", () => {
  it("counts views", async () => {
    const first = await post("/api/catalogue/passionate-1/view");
    expect(first.status).toBe(200);
    expect(first.body.popularity.views).toBe(1);
    const second = await post("/api/catalogue/passionate-1/view");
    expect(second.body.popularity.views).toBe(2);
    const detail = await request(ctx.app).get("/api/catalogue/passionate-1");
    expect(detail.body.position.views).toBe(2);
  });

  it("answers 404 for an unknown id", async () => {
    expect((await post("/api/catalogue/nope/view")).status).toBe(404);
  });

  it("is rate-limited with 429 and Retry-After", async () => {
    for (let i = 0; i < VIEW_RATE_LIMIT.limit; i++) await post("/api/catalogue/mixed-1/view").expect(200);
    const refused = await post("/api/catalogue/mixed-1/view");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("POST /api/catalogue/:id/rating", () => {
  it("validates the body with 400 naming the fields", async () => {
    const empty = await post("/api/catalogue/romantic-2/rating").send({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.details).sort()).toEqual(["deviceId", "rating"]);
    const bad = await post("/api/catalogue/romantic-2/rating").send({ rating: 6, deviceId: device(1) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details)).toEqual(["rating"]);
    const fraction = await post("/api/catalogue/romantic-2/rating").send({ rating: 3.5, deviceId: device(1) });
    expect(fraction.status).toBe(400);
    const badDevice = await post("/api/catalogue/romantic-2/rating").send({ rating: 4, deviceId: "me" });
    expect(Object.keys(badDevice.body.details)).toEqual(["deviceId"]);
  });

  it("answers 404 for an unknown id", async () => {
    expect((await post("/api/catalogue/nope/rating").send({ rating: 4, deviceId: device(1) })).status).toBe(404);
  });

  it("accepts one rating per device, refuses a second with 409, and averages with one decimal", async () => {
    const first = await post("/api/catalogue/romantic-3/rating").send({ rating: 5, deviceId: device(10) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ yourRating: 5, popularity: { rating: 5, ratingCount: 1 } });

    const again = await post("/api/catalogue/romantic-3/rating").send({ rating: 1, deviceId: device(10) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ yourRating: 5, popularity: { rating: 5, ratingCount: 1 } });

    await post("/api/catalogue/romantic-3/rating", "198.51.100.11")
      .send({ rating: 4, deviceId: device(11) })
      .expect(201);
    const third = await post("/api/catalogue/romantic-3/rating", "198.51.100.12").send({
      rating: 4,
      deviceId: device(12),
    });
    expect(third.body.popularity).toMatchObject({ rating: 4.3, ratingCount: 3 });

    const detail = await request(ctx.app).get(`/api/catalogue/romantic-3?deviceId=${device(10)}`);
    expect(detail.body.position).toMatchObject({ rating: 4.3, ratingCount: 3 });
    expect(detail.body.yourRating).toBe(5);
    // The same device may rate a different position.
    expect((await post("/api/catalogue/romantic-4/rating").send({ rating: 3, deviceId: device(10) })).status).toBe(201);
  });

  it("counts one rating per visitor: new device ids from the same address are refused with 409", async () => {
    const visitor = "203.0.113.40";
    expect(
      (await post("/api/catalogue/mixed-2/rating", visitor).send({ rating: 1, deviceId: device(40) })).status,
    ).toBe(201);
    for (let i = 41; i < 45; i++) {
      const again = await post("/api/catalogue/mixed-2/rating", visitor).send({ rating: 1, deviceId: device(i) });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe("You have already rated this position on this device.");
      expect(again.body.popularity).toMatchObject({ rating: 1, ratingCount: 1 });
    }
    // Another visitor still counts.
    const other = await post("/api/catalogue/mixed-2/rating", "203.0.113.41").send({ rating: 5, deviceId: device(50) });
    expect(other.body.popularity).toMatchObject({ rating: 3, ratingCount: 2 });
  });

  it("is rate-limited with 429", async () => {
    const ids = ((await request(ctx.app).get("/api/catalogue?limit=100")).body.positions as Array<{ id: string }>).map(
      (entry) => entry.id,
    );
    const visitor = "203.0.113.60";
    for (let i = 0; i < RATING_RATE_LIMIT.limit; i++) {
      await post(`/api/catalogue/${ids[20 + i]}/rating`, visitor)
        .send({ rating: 4, deviceId: device(100 + i) })
        .expect(201);
    }
    const refused = await post(`/api/catalogue/${ids[20 + RATING_RATE_LIMIT.limit]}/rating`, visitor).send({
      rating: 4,
      deviceId: device(999),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeTruthy();
  });
});
