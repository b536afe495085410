/**
 * Every read-modify-write holds when twenty calls arrive at once. On PostgreSQL (DATABASE_URL, the CI's second run)
 * the calls really run side by side on separate connections, so a read followed by a write would let several win;
 * on PGlite they are serialised and the same rules must hold. (The desire match's join and steps have their own
 * cases in desire-match.test.ts.)
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "../../server/db/schema";
import { createTestContext, signInAsAdmin, TEST_ORIGIN, type TestContext } from "../support/test-app";

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  // One trusted proxy hop, so each simulated phone can come from its own address.
  ctx = await createTestContext({ env: { TRUST_PROXY: "1" } });
  cookie = await signInAsAdmin(ctx);
});
afterAll(async () => ctx?.close());

const times = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));
const statuses = (responses: Array<{ status: number }>) => responses.map((response) => response.status).sort();
const post = (path: string, body: object, address = "203.0.113.9") =>
  request(ctx.app).post(path).set("Origin", TEST_ORIGIN).set("X-Forwarded-For", address).send(body);

describe("twenty at once", () => {
  it("room join: exactly one phone takes the second seat, the others hear the room is full", async () => {
    const room = await post("/api/rooms", { game: "truth-or-dare" });
    const joins = await times(20, (n) => post("/api/rooms/join", { code: room.body.code }, `203.0.113.${n + 20}`));
    expect(statuses(joins)).toEqual([200, ...Array(19).fill(409)]);
  });

  it("room move: of twenty copies of one move on the same state, exactly one is applied", async () => {
    const room = await post("/api/rooms", { game: "passion-dice" });
    await post("/api/rooms/join", { code: room.body.code });
    const moves = await times(20, () =>
      post("/api/rooms/move", {
        room: room.body.room,
        secret: room.body.secret,
        seq: 0,
        move: { game: "passion-dice", type: "roll" },
      }),
    );
    expect(moves.every((response) => response.status === 200)).toBe(true);
    expect(moves.filter((response) => !response.body.stale)).toHaveLength(1);
    expect((await ctx.services.rooms.find(room.body.room))!.seq).toBe(1);
  });

  it("positions list: of twenty whole-list writes with the same If-Match, exactly one lands, the others get 409", async () => {
    const current = await request(ctx.app).get("/api/positions");
    const item = (n: number) => ({
      id: `race-${n}`,
      title: `Race ${n}`,
      image: "https://example.test/race.webp",
      description: "A race",
      mediaType: "image",
      category: "Seated",
      difficulty: "beginner",
      tags: [],
    });
    const writes = await times(20, (n) =>
      request(ctx.app)
        .put("/api/positions")
        .set("Origin", TEST_ORIGIN)
        .set("Cookie", cookie)
        .set("If-Match", current.headers.etag)
        .send([item(n)]),
    );
    expect(statuses(writes)).toEqual([200, ...Array(19).fill(409)]);
    const after = await request(ctx.app).get("/api/positions");
    expect(after.body.positions).toHaveLength(1);
    expect(Number(after.headers["x-list-version"])).toBe(Number(current.headers["x-list-version"]) + 1);
  });

  it("likes: twenty likes from one visitor count once", async () => {
    const created = await request(ctx.app)
      .post("/api/blogs")
      .set("Origin", TEST_ORIGIN)
      .set("Cookie", cookie)
      .send({ title: "Counting Kindly", content: "<p>One like each.</p>", status: "published", category: "Romance" });
    const likes = await times(20, () => post(`/api/blogs?id=${created.body.id}&action=like`, {}, "198.51.100.77"));
    expect(likes.every((response) => response.status === 200)).toBe(true);
    const [row] = await ctx.database.db
      .select({ likes: blogPosts.likes })
      .from(blogPosts)
      .where(eq(blogPosts.id, created.body.id));
    expect(row!.likes).toBe(1);
  });

  it("ratings: twenty ratings from one device at once give one rating", async () => {
    const ratings = await times(20, (n) =>
      post(
        "/api/catalogue/romantic-1/rating",
        { rating: (n % 5) + 1, deviceId: "5f0c1a52-7d1e-4c1b-9a55-3f2b8e6d9a10" },
        "198.51.100.78",
      ),
    );
    expect(ratings.filter((response) => response.status === 200 || response.status === 201)).toHaveLength(1);
    const position = await ctx.services.positions.get("romantic-1");
    expect(position!.ratingCount).toBe(1);
  });
});
