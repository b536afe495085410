import type { AddressInfo } from "node:net";
import http from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { journeyPositions, scratchPositions } from "../../server/db/schema";
import { JOURNEY_SEED_COUNT, SCRATCH_SEED_COUNT, scratchSeed } from "../../server/services/position-games/seed";
import { createTestContext, signInAsAdmin, TEST_ORIGIN, type TestContext } from "../support/test-app";
import { adminApi } from "../support/admin-requests";

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await signInAsAdmin(ctx);
});
afterAll(async () => ctx?.close());

const admin = adminApi(() => ({ ctx, cookie }));

const scratchItem = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Title ${id}`,
  image: `https://example.test/${id}.webp`,
  description: `About ${id}`,
  mediaType: "image",
  category: "Seated",
  difficulty: "beginner",
  tags: ["Slow", " slow ", "close"],
  ...extra,
});

const journeyItem = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Journey ${id}`,
  instructions: ["One", "", "Two"],
  description: "A description",
  style: "romantic",
  difficulty: "beginner",
  category: "Face to Face",
  imageUrl: "/media/example.webp",
  mediaType: "video",
  benefits: ["Closeness"],
  duration: "10-15 minutes",
  views: 0,
  rating: 0,
  isPopular: false,
  featured: false,
  ...extra,
});

describe("seeding", () => {
  it("fills both lists from the catalogue on the first start, with the catalogue illustrations", async () => {
    const scratch = await request(ctx.app).get("/api/positions");
    expect(scratch.status).toBe(200);
    expect(scratch.body.positions).toHaveLength(SCRATCH_SEED_COUNT);
    const first = scratch.body.positions[0];
    // The specification's fields, plus the picture in words (imageAlt) for a seeded catalogue illustration.
    expect(Object.keys(first).sort()).toEqual(
      [
        "category",
        "description",
        "difficulty",
        "id",
        "image",
        "imageAlt",
        "isDefault",
        "mediaType",
        "tags",
        "title",
      ].sort(),
    );
    expect(first.image).toMatch(/^\/api\/catalogue\/.+\/illustration\.svg$/);
    expect(first.imageAlt).toMatch(/partner/);
    expect(first.mediaType).toBe("image");
    const journey = await request(ctx.app).get("/api/journey-positions");
    expect(journey.body.positions).toHaveLength(JOURNEY_SEED_COUNT);
    expect(new Set(journey.body.positions.map((p: { style: string }) => p.style))).toEqual(
      new Set(["romantic", "passionate", "adventurous", "mixed"]),
    );
    expect(journey.body.positions[0]).toMatchObject({ views: 0, rating: 0, mediaType: "image" });
    expect(journey.body.positions[0].imageAlt).toMatch(/partner/);
  });

  it("does not seed again on a later start, even after the admin emptied a list", async () => {
    await ctx.database.db.delete(scratchPositions);
    await ctx.services.gamePositions.startup();
    expect(await ctx.database.db.select().from(scratchPositions)).toHaveLength(0);
    // Put the seeded list back for the tests below.
    await ctx.database.db.delete(journeyPositions);
    const { scratchSeed, journeySeed } = await import("../../server/services/position-games/seed");
    await ctx.services.gamePositions.scratch.replace(scratchSeed());
    await ctx.services.gamePositions.journey.replace(journeySeed());
  });
});

describe("GET /api/positions", () => {
  it("carries an ETag and answers 304 while unchanged", async () => {
    const first = await request(ctx.app).get("/api/positions");
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"scratch-\d+-/);
    const again = await request(ctx.app).get("/api/positions").set("If-None-Match", etag);
    expect(again.status).toBe(304);
    await admin.put("/api/positions").send(first.body.positions);
    const changed = await request(ctx.app).get("/api/positions").set("If-None-Match", etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe("PUT /api/positions", () => {
  it("is admin-only: 401 without a session, 403 from another origin", async () => {
    const anonymous = await request(ctx.app)
      .put("/api/positions")
      .set("Origin", TEST_ORIGIN)
      .send([scratchItem("a")]);
    expect(anonymous.status).toBe(401);
    const foreign = await request(ctx.app)
      .put("/api/positions")
      .set("Origin", "https://evil.test")
      .set("Cookie", cookie)
      .send([scratchItem("a")]);
    expect(foreign.status).toBe(403);
    const perItem = await request(ctx.app).post("/api/positions").set("Origin", TEST_ORIGIN).send(scratchItem("b"));
    expect(perItem.status).toBe(401);
    const journey = await request(ctx.app).put("/api/journey-positions").set("Origin", TEST_ORIGIN).send([]);
    expect(journey.status).toBe(401);
  });

  it("replaces the list, normalising tags and media types, and answers { count }", async () => {
    const response = await admin
      .put("/api/positions")
      .send([
        scratchItem("a", { mediaType: "webp" }),
        scratchItem("b", { mediaType: "GIF" }),
        scratchItem("c", { mediaType: "video" }),
      ]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ count: 3 });
    const list = await request(ctx.app).get("/api/positions");
    expect(list.body.positions.map((p: { id: string }) => p.id)).toEqual(["a", "b", "c"]);
    expect(list.body.positions.map((p: { mediaType: string }) => p.mediaType)).toEqual(["image", "gif", "video"]);
    expect(list.body.positions[0].tags).toEqual(["slow", "close"]);
    expect(list.headers.etag).toBe(response.headers.etag);
  });

  it("validates every item: 400 naming the index and field, and nothing changes", async () => {
    const before = await request(ctx.app).get("/api/positions");
    const response = await admin
      .put("/api/positions")
      .send([scratchItem("x"), scratchItem("y", { title: "  " }), scratchItem("z", { image: "javascript:alert(1)" })]);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("Invalid position at index 1: title");
    expect(Object.keys(response.body.details)).toEqual(["1.title", "2.image"]);
    const duplicate = await admin.put("/api/positions").send([scratchItem("x"), scratchItem("x")]);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.details["1.id"]).toBeDefined();
    const notArray = await admin.put("/api/positions").send({ nope: true });
    expect(notArray.status).toBe(400);
    const after = await request(ctx.app).get("/api/positions");
    expect(after.body).toEqual(before.body);
    expect(after.headers.etag).toBe(before.headers.etag);
  });

  it("is one transaction: a failure while writing leaves the old list and its version", async () => {
    const before = await request(ctx.app).get("/api/positions");
    const db = ctx.database.db;
    const original = db.transaction.bind(db);
    // The second insert of the write (the new rows, after the old ones were deleted) fails.
    const spy = vi.spyOn(db, "transaction").mockImplementationOnce(((work: (tx: unknown) => Promise<unknown>) =>
      original(async (tx) => {
        let inserts = 0;
        const failing = new Proxy(tx, {
          get(target, property, receiver) {
            if (property === "insert" && ++inserts === 2) throw new Error("disk full");
            const value = Reflect.get(target, property, receiver);
            return typeof value === "function" ? value.bind(target) : value;
          },
        });
        return work(failing);
      })) as typeof db.transaction);
    const response = await admin.put("/api/positions").send([scratchItem("n1"), scratchItem("n2")]);
    spy.mockRestore();
    expect(response.status).toBe(500);
    const after = await request(ctx.app).get("/api/positions");
    expect(after.body).toEqual(before.body);
    expect(after.headers.etag).toBe(before.headers.etag);
    const nul = await admin.put("/api/positions").send([scratchItem("n1"), scratchItem("n2", { title: "a\u0000b" })]);
    expect(nul.status).toBe(400);
    // Refused at the edge (server/http/input-guard.ts), naming the field.
    expect(nul.body.error).toBe("Invalid characters in 1.title");
    expect(nul.body.details).toEqual({ "1.title": ["Control characters (such as NUL) are not allowed"] });
  });

  it("refuses a stale If-Match with 409 and accepts the current ETag, the version number or none", async () => {
    const current = await request(ctx.app).get("/api/positions");
    const etag = current.headers.etag;
    const first = await admin
      .put("/api/positions")
      .set("If-Match", etag)
      .send([scratchItem("p"), scratchItem("q")]);
    expect(first.status).toBe(200);
    // A second admin still holding the old copy.
    const stale = await admin
      .put("/api/positions")
      .set("If-Match", etag)
      .send([scratchItem("r")]);
    expect(stale.status).toBe(409);
    expect(stale.body.details.etag).toBe(first.headers.etag);
    const list = await request(ctx.app).get("/api/positions");
    expect(list.body.positions.map((p: { id: string }) => p.id)).toEqual(["p", "q"]);
    const byVersion = await admin
      .put("/api/positions")
      .set("If-Match", first.headers["x-list-version"])
      .send([scratchItem("p"), scratchItem("q"), scratchItem("s")]);
    expect(byVersion.status).toBe(200);
    const none = await admin
      .put("/api/positions")
      .send([scratchItem("p"), scratchItem("q"), scratchItem("s"), scratchItem("t")]);
    expect(none.body).toEqual({ count: 4 });
  });
});

describe("per-item scratch calls", () => {
  it("creates with an id from the title, refuses a duplicate, updates, reorders and deletes", async () => {
    const created = await admin
      .post("/api/positions")
      .send({ title: "Candle Light Lotus!", image: "https://example.test/a.png", tags: ["Warm", "warm"] });
    expect(created.status).toBe(201);
    expect(created.body.position).toMatchObject({
      id: "candle-light-lotus",
      tags: ["warm"],
      mediaType: "image",
      isDefault: false,
    });
    const duplicate = await admin
      .post("/api/positions")
      .send({ title: "Candle light lotus", image: "https://example.test/b.png" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toBe("A position with this title already exists. Please choose a different title.");
    const symbols = await admin.post("/api/positions").send({ title: "!!!", image: "https://example.test/c.png" });
    expect(symbols.body.position.id).toBe(`custom-${ctx.clock.now().getTime()}`);

    const updated = await admin
      .put("/api/positions/candle-light-lotus")
      .send({ title: "Renamed", image: "/media/x.webp", mediaType: "mp4" });
    expect(updated.status).toBe(200);
    expect(updated.body.position).toMatchObject({ id: "candle-light-lotus", title: "Renamed", mediaType: "image" });
    expect((await admin.put("/api/positions/missing").send({ title: "x", image: "/media/x.webp" })).status).toBe(404);
    expect(
      (await admin.put("/api/positions/candle-light-lotus").send({ title: "", image: "/media/x.webp" })).status,
    ).toBe(400);

    const ids = (await request(ctx.app).get("/api/positions")).body.positions.map(
      (p: { id: string }) => p.id,
    ) as string[];
    const reversed = [...ids].reverse();
    expect((await admin.post("/api/positions/reorder").send({ ids: reversed })).status).toBe(200);
    expect((await request(ctx.app).get("/api/positions")).body.positions.map((p: { id: string }) => p.id)).toEqual(
      reversed,
    );
    expect((await admin.post("/api/positions/reorder").send({ ids: reversed.slice(1) })).status).toBe(409);

    expect((await admin.delete("/api/positions/candle-light-lotus")).status).toBe(204);
    expect((await admin.delete("/api/positions/candle-light-lotus")).status).toBe(404);
  });
});

describe("duplicate scratch titles (issue 36)", () => {
  const message = "A position with this title already exists. Please choose a different title.";

  it("refuses a new position whose title a built-in one has, ignoring case and spaces, with 409", async () => {
    // The built-in positions, as seeded on the first start (earlier tests replaced the list).
    expect((await admin.put("/api/positions").send(scratchSeed())).status).toBe(200);
    const lotus = scratchSeed().find((position) => position.title === "Lotus");
    expect(lotus).toMatchObject({ isDefault: true });
    expect(lotus!.id).not.toBe("lotus");

    for (const title of ["Lotus", "  lotus  ", "LO TUS", "carry me home", "Carry  Me\tHOME"]) {
      const response = await admin.post("/api/positions").send({ title, image: "https://example.test/lotus.png" });
      expect(response.status, title).toBe(409);
      expect(response.body.error).toBe(message);
    }
    // An id of its own does not get round it either.
    const ownId = await admin
      .post("/api/positions")
      .send({ id: "my-lotus", title: "lotus", image: "https://example.test/lotus.png" });
    expect(ownId.status).toBe(409);
    const list = (await request(ctx.app).get("/api/positions")).body.positions as Array<{ id: string; title: string }>;
    expect(list).toHaveLength(SCRATCH_SEED_COUNT);
    expect(list.filter((position) => position.title.toLowerCase() === "lotus")).toHaveLength(1);

    const fresh = await admin
      .post("/api/positions")
      .send({ title: "Lotus Bloom", image: "https://example.test/bloom.png" });
    expect(fresh.status).toBe(201);
    expect(fresh.body.position.id).toBe("lotus-bloom");
  });

  it("refuses renaming a position (PUT) to another one's title, and lets it keep its own", async () => {
    const renamed = await admin
      .put("/api/positions/lotus-bloom")
      .send({ title: " LOTUS ", image: "https://example.test/bloom.png" });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error).toBe(message);
    const builtIn = scratchSeed().find((position) => position.title === "Spooning")!;
    const builtInRenamed = await admin
      .put(`/api/positions/${builtIn.id}`)
      .send({ ...builtIn, id: undefined, title: "lotus bloom" });
    expect(builtInRenamed.status).toBe(409);

    const same = await admin
      .put("/api/positions/lotus-bloom")
      .send({ title: "Lotus  bloom", image: "https://example.test/bloom-2.png" });
    expect(same.status).toBe(200);
    expect(same.body.position).toMatchObject({
      id: "lotus-bloom",
      title: "Lotus  bloom",
      image: "https://example.test/bloom-2.png",
    });
    const other = await admin
      .put("/api/positions/lotus-bloom")
      .send({ title: "Lotus in Bloom", image: "https://example.test/bloom-2.png" });
    expect(other.status).toBe(200);
    expect((await admin.put("/api/positions/missing").send({ title: "Lotus", image: "/media/x.webp" })).status).toBe(
      404,
    );
    expect((await admin.delete("/api/positions/lotus-bloom")).status).toBe(204);
  });
});

describe("journey positions", () => {
  it("GET has an ETag and 304; PUT validates, replaces and answers { count }; per-item calls work", async () => {
    const first = await request(ctx.app).get("/api/journey-positions");
    expect((await request(ctx.app).get("/api/journey-positions").set("If-None-Match", first.headers.etag)).status).toBe(
      304,
    );
    const bad = await admin.put("/api/journey-positions").send([journeyItem("1"), journeyItem("2", { style: "wild" })]);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Invalid position at index 1: style");
    const put = await admin
      .put("/api/journey-positions")
      .set("If-Match", first.headers.etag)
      .send([journeyItem("1"), journeyItem("2", { mediaType: "audio" })]);
    expect(put.body).toEqual({ count: 2 });
    const stale = await admin.put("/api/journey-positions").set("If-Match", first.headers.etag).send([]);
    expect(stale.status).toBe(409);
    const list = await request(ctx.app).get("/api/journey-positions");
    expect(list.body.positions[0]).toEqual({ ...journeyItem("1"), instructions: ["One", "Two"] });
    expect(list.body.positions[1].mediaType).toBe("image");

    const created = await admin
      .post("/api/journey-positions")
      .send({ name: "New one", imageUrl: "/media/new.mp4", mediaType: "video", style: "passionate" });
    expect(created.status).toBe(201);
    expect(created.body.position.id).toBe(String(ctx.clock.now().getTime()));
    expect((await admin.post("/api/journey-positions").send({ name: "", imageUrl: "" })).body.details).toHaveProperty(
      "name",
    );
    const updated = await admin
      .put(`/api/journey-positions/${created.body.position.id}`)
      .send({ ...journeyItem("ignored"), name: "Changed" });
    expect(updated.body.position).toMatchObject({ id: created.body.position.id, name: "Changed" });
    expect((await admin.delete(`/api/journey-positions/${created.body.position.id}`)).status).toBe(204);
    expect((await request(ctx.app).get("/api/journey-positions")).body.positions).toHaveLength(2);
  });
});

describe("GET /api/positions/events", () => {
  it("sends the current version, then the new version after a PUT", async () => {
    const server = http.createServer(ctx.app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const abort = new AbortController();
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/positions/events`, { signal: abort.signal });
      expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      const nextData = async (): Promise<string> => {
        for (;;) {
          const match = /(?:^|\n)data: (\d+)\n\n/.exec(buffer);
          if (match) {
            buffer = buffer.slice(match.index + match[0].length);
            return match[1]!;
          }
          const { value, done } = await reader.read();
          if (done) throw new Error("stream ended");
          buffer += decoder.decode(value, { stream: true });
        }
      };
      const current = (await ctx.services.gamePositions.scratch.state()).version;
      expect(Number(await nextData())).toBe(current);
      const put = await admin.put("/api/positions").send([scratchItem("live")]);
      expect(put.status).toBe(200);
      expect(Number(await nextData())).toBe(current + 1);
      expect(ctx.services.gamePositions.subscriberCount()).toBe(1);
      abort.abort();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(ctx.services.gamePositions.subscriberCount()).toBe(0);
    } finally {
      abort.abort();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
