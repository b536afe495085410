/**
 * Storage that strangers cannot fill (issue 45): every store a visitor writes has a per-item, a per-address and an
 * overall limit; past the overall one the oldest idle data goes first, and what cannot be made to fit is answered
 * 507 (429 with Retry-After for an address's allowance). Small limits come through the settings, as an operator
 * would set them. The database's running count (storage_usage) is held against a sum over the tables after each
 * test, and on PostgreSQL parallel writes from two instances never pass a cap.
 */
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SPACE_ERRORS, type SpaceServerMessage } from "../../domain/our-space/protocol";
import { ROOM_ERRORS } from "../../domain/rooms/protocol";
import { BLOG_MESSAGES } from "../../domain/blogs/types";
import { CONTACT_MESSAGES } from "../../domain/contact/message";
import { loadConfig } from "../../server/base/config";
import { systemClock } from "../../server/base/clock";
import { DomainError } from "../../server/base/errors";
import { openDatabase, type Database } from "../../server/db/client";
import { blogPosts, contactMessages, desireMatches, rooms, spaces } from "../../server/db/schema";
import { attachSpaceSockets } from "../../server/http/space-socket";
import { createServices, type Services } from "../../server/services";
import { DESIRE_MATCH_MESSAGES } from "../../server/services/desire-match";
import { VISITOR_UPLOADS_FULL_MESSAGE } from "../../server/services/media";
import type { StoreName } from "../../server/services/storage-quotas";
import { runOnce } from "../support/postgres-admin";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../support/test-app";
import { SocketPhone } from "./support/socket-phone";
import { listenWithSockets, type ListeningApp } from "./support/socket-server";

const HOUR = 3_600_000;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const random = (length: number) => new Uint8Array(crypto.randomBytes(length));
const blob = (length: number) => b64(random(length));
const updateId = () => b64(random(12));
let addressCount = 0;
const nextAddress = () => `203.0.113.${++addressCount}`;

/** What the tables hold, weighed as the triggers weigh it: the running count must equal it. */
async function weighed(database: Database, store: StoreName): Promise<{ bytes: number; items: number }> {
  const queries: Record<StoreName, ReturnType<typeof sql>> = {
    "our-space": sql`select coalesce(sum(b), 0) as bytes, count(*) as items from (
      select s.bytes + octet_length(s::text) as b from spaces s
      union all select octet_length(p::text) from space_pairings p) as weights`,
    rooms: sql`select coalesce(sum(octet_length(r::text)), 0) as bytes, count(*) as items from rooms r`,
    "desire-matches": sql`select coalesce(sum(octet_length(d::text)), 0) as bytes, count(*) as items from desire_matches d`,
    "contact-messages": sql`select coalesce(sum(octet_length(c::text)), 0) as bytes, count(*) as items from contact_messages c`,
    stories: sql`select coalesce(sum(octet_length(p::text)), 0) as bytes, count(*) as items from blog_posts p
      where p.edit_token_hash is not null and p.status in ('draft', 'pending', 'rejected')`,
    "visitor-uploads": sql`select coalesce(sum(coalesce(m.bytes, 0) + octet_length(m::text)
      + (select coalesce(sum((v.value ->> 'bytes')::bigint), 0) from jsonb_each(m.variants) v)), 0) as bytes,
      count(*) as items from media_items m where m.uploaded_by = 'visitor' and not m.is_public`,
  };
  const result = (await database.db.execute(queries[store])) as unknown as { rows: Array<Record<string, unknown>> };
  return { bytes: Number(result.rows[0]!.bytes), items: Number(result.rows[0]!.items) };
}

async function expectCounted(ctx: { database: Database; services: Services }, store: StoreName) {
  const usage = await ctx.services.quotas.usage(store);
  expect({ bytes: usage.bytes, items: usage.items }).toEqual(await weighed(ctx.database, store));
  if (usage.cap !== null) expect(usage.bytes).toBeLessThanOrEqual(usage.cap);
  return usage;
}

// ---- Our space ----

describe("Our space", () => {
  let ctx: TestContext;
  let live: ListeningApp;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: {
        TRUST_PROXY: "1",
        OUR_SPACE_MAX_BYTES: "100000",
        SPACE_MAX_UPDATES: "10",
        SPACE_BYTES_PER_ADDRESS_PER_DAY: String(100 * 1024),
        SPACE_OPENS_PER_HOUR: "1000",
        SPACE_OPENS_FREE_PER_HOUR: "1000",
      },
    });
    live = await listenWithSockets(ctx, attachSpaceSockets);
  });
  afterAll(async () => {
    await live?.close();
    await ctx?.close();
  });
  afterEach(async () => {
    await expectCounted(ctx, "our-space");
    await ctx.database.db.delete(spaces);
  });

  const post = (path: string, body: unknown, address = nextAddress()) =>
    request(ctx.app)
      .post(`/api/our-space${path}`)
      .set("Origin", TEST_ORIGIN)
      .set("X-Forwarded-For", address)
      .send(body as object);
  async function openSpace() {
    const credentials = { space: b64(random(16)), access: b64(random(32)) };
    expect((await post("/spaces", credentials)).status).toBe(201);
    return credentials;
  }
  const push = (space: { space: string; access: string }, bytes: number, address = nextAddress()) =>
    post("/push", { ...space, id: updateId(), body: blob(bytes) }, address);

  it("keeps a space to its number of updates (507 'full') until a snapshot makes room", async () => {
    const space = await openSpace();
    for (let n = 1; n <= 10; n++) expect((await push(space, 100)).body.seq).toBe(n);
    const refused = await push(space, 100);
    expect([refused.status, refused.body.error]).toEqual([507, SPACE_ERRORS.full]);
    expect((await post("/snapshot", { ...space, covers: 10, body: blob(500) })).status).toBe(200);
    expect((await push(space, 100)).body.seq).toBe(11);
  });

  it("counts each address's bytes for a day: past them 429 with Retry-After, other addresses unaffected", async () => {
    const space = await openSpace();
    const home = nextAddress();
    expect((await push(space, 40_000, home)).status).toBe(200);
    expect((await push(space, 40_000, home)).status).toBe(200);
    const limited = await push(space, 40_000, home);
    expect([limited.status, limited.body.error]).toEqual([429, SPACE_ERRORS.networkAllowance]);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(86_400);
    expect((await ctx.database.db.select().from(spaces).where(eq(spaces.id, space.space)))[0]!.seq).toBe(2);
    expect((await push(space, 100)).status).toBe(200);
    ctx.clock.advance(24 * HOUR);
    // A new day: the same address may send again (the space is touched first, so it is not idle).
    await ctx.services.ourSpace.hello(space.space, space.access);
    expect((await push(space, 10_000, home)).status).toBe(200);
  });

  it("when the store is full, evicts the space idle longest, and only as many as the write needs", async () => {
    const oldest = await openSpace();
    await push(oldest, 25_000);
    ctx.clock.advance(10 * 60_000);
    const older = await openSpace();
    await push(older, 25_000);
    ctx.clock.advance(10 * 60_000);
    const recent = await openSpace();
    await push(recent, 25_000);
    ctx.clock.advance(3 * HOUR);
    const fresh = await openSpace();
    const stored = await push(fresh, 25_000);
    expect(stored.status).toBe(200);
    const left = (await ctx.database.db.select({ id: spaces.id }).from(spaces)).map((row) => row.id);
    expect(left.sort()).toEqual([older.space, recent.space, fresh.space].sort());
    // The evicted space answers like any ended one.
    expect((await push(oldest, 100)).status).toBe(404);
  });

  it("refuses with 507 when nothing idle can go, storing nothing, and never evicts a space in use", async () => {
    const first = await openSpace();
    await push(first, 45_000);
    await push(first, 45_000);
    ctx.clock.advance(30 * 60_000); // within the grace period: not idle enough to evict
    const second = await openSpace();
    const refused = await push(second, 20_000);
    expect([refused.status, refused.body.error]).toEqual([507, SPACE_ERRORS.serverFull]);
    const rows = await ctx.database.db.select().from(spaces);
    expect(rows.map((row) => [row.id, row.seq]).sort()).toEqual(
      [
        [first.space, 2],
        [second.space, 0],
      ].sort(),
    );
  });

  it("answers a full store on the socket with the protocol's error frame for that push", async () => {
    const space = await openSpace();
    await push(space, 45_000);
    await push(space, 45_000);
    const phone = await SocketPhone.connect<SocketPhone<SpaceServerMessage>>(
      `ws://127.0.0.1:${live.port}/api/our-space/socket`,
      TEST_ORIGIN,
    );
    phone.send({ t: "hello", ...space, after: 0 });
    await phone.next((message) => message.t === "welcome");
    const id = updateId();
    phone.send({ t: "push", id, body: blob(20_000) });
    expect(await phone.next((message) => message.t === "error")).toEqual({
      t: "error",
      message: SPACE_ERRORS.serverFull,
      re: id,
    });
    phone.close();
  });
});

// ---- Two-phone rooms ----

describe("Two-phone rooms", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: {
        ROOMS_MAX_BYTES: "3000",
        ROOM_MAX_STATE_BYTES: "300",
        ROOM_OPENS_PER_HOUR: "1000",
        ROOM_OPENS_FREE_PER_HOUR: "1000",
      },
    });
  });
  afterAll(async () => ctx?.close());
  afterEach(async () => {
    await expectCounted(ctx, "rooms");
    await ctx.database.db.delete(rooms);
  });
  const open = (address = nextAddress()) =>
    request(ctx.app).post("/api/rooms").set("X-Forwarded-For", address).send({ game: "passion-dice" });

  it("fills to its cap, then evicts the room without a move for longest; 507 while every room is in use", async () => {
    const opened: string[] = [];
    for (;;) {
      const answer = await open();
      if (answer.status !== 201) {
        expect([answer.status, answer.body.error]).toEqual([507, ROOM_ERRORS.serverFull]);
        break;
      }
      opened.push(answer.body.room);
      ctx.clock.advance(60_000);
      expect(opened.length).toBeLessThan(50);
    }
    expect(opened.length).toBeGreaterThan(2);
    ctx.clock.advance(2 * HOUR);
    const again = await open();
    expect(again.status).toBe(201);
    const left = (await ctx.database.db.select({ id: rooms.id }).from(rooms)).map((row) => row.id);
    expect(left).not.toContain(opened[0]);
    expect(left).toContain(opened.at(-1));
    expect(left).toContain(again.body.room);
  });

  it("refuses a move that would make the room larger than a room may be (507), the room unchanged", async () => {
    const host = (await open()).body;
    await request(ctx.app).post("/api/rooms/join").set("X-Forwarded-For", nextAddress()).send({ code: host.code });
    const answer = await request(ctx.app)
      .post("/api/rooms/move")
      .send({ room: host.room, secret: host.secret, seq: 0, move: { game: "passion-dice", type: "roll" } });
    expect([answer.status, answer.body.error]).toEqual([507, ROOM_ERRORS.stateTooLarge]);
    expect((await ctx.services.rooms.find(host.room))!.seq).toBe(0);
  });
});

// ---- Desire matches ----

describe("Desire matches", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { TRUST_PROXY: "1", DESIRE_MATCHES_MAX_BYTES: "2500", DESIRE_MATCHES_PER_HOUR: "3" },
    });
  });
  afterAll(async () => ctx?.close());
  afterEach(async () => {
    await expectCounted(ctx, "desire-matches");
    await ctx.database.db.delete(desireMatches);
  });
  const start = (address = nextAddress()) =>
    request(ctx.app)
      .post("/api/desire-match")
      .set("Origin", TEST_ORIGIN)
      .set("X-Forwarded-For", address)
      .send({ level: "sweet" });

  it("lets one address start a few matches an hour (429 with Retry-After past them)", async () => {
    const home = nextAddress();
    for (let n = 0; n < 3; n++) expect((await start(home)).status).toBe(201);
    const limited = await start(home);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("when full, makes room from ended matches first; 507 while every match is under way", async () => {
    let started = 0;
    for (;;) {
      const answer = await start();
      if (answer.status !== 201) {
        expect([answer.status, answer.body.error]).toEqual([507, DESIRE_MATCH_MESSAGES.serverFull]);
        break;
      }
      started++;
      expect(started).toBeLessThan(50);
    }
    ctx.clock.advance(HOUR + 60_000);
    expect((await start()).status).toBe(201);
    expect(await ctx.database.db.select().from(desireMatches)).toHaveLength(1);
  });
});

// ---- Contact messages ----

describe("Contact messages", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { CONTACT_MESSAGES_MAX_BYTES: "2000", STORAGE_EVICTION_GRACE_MINUTES: "5" } });
  });
  afterAll(async () => ctx?.close());
  afterEach(async () => {
    await expectCounted(ctx, "contact-messages");
    await ctx.database.db.delete(contactMessages);
  });
  const send = (length = 300) =>
    ctx.services.contact.send({ name: undefined, message: `A note for the team: ${"x".repeat(length)}` });

  it("never evicts an unread message: a full inbox refuses the next (insufficient storage)", async () => {
    let sent = 0;
    for (;;) {
      const refused = await send().then(
        () => null,
        (error: unknown) => error,
      );
      if (refused) {
        expect(refused).toBeInstanceOf(DomainError);
        expect(refused).toMatchObject({ kind: "insufficient-storage", message: CONTACT_MESSAGES.inboxFull });
        break;
      }
      sent++;
      ctx.clock.advance(60_000);
      expect(sent).toBeLessThan(50);
    }
    ctx.clock.advance(24 * HOUR);
    await expect(send()).rejects.toMatchObject({ kind: "insufficient-storage" });
    expect(await ctx.database.db.select().from(contactMessages)).toHaveLength(sent);
  });

  it("evicts messages the admin read, read longest ago first", async () => {
    const first = await send();
    // Larger than any one message needs, so evicting it alone makes room.
    const second = await send(700);
    let more = 0;
    while (
      await send().then(
        () => true,
        () => false,
      )
    )
      more++;
    await ctx.services.contact.setRead(second.id, true);
    ctx.clock.advance(60_000);
    await ctx.services.contact.setRead(first.id, true);
    ctx.clock.advance(10 * 60_000);
    await send();
    const ids = (await ctx.database.db.select({ id: contactMessages.id }).from(contactMessages)).map((row) => row.id);
    expect(ids).not.toContain(second.id);
    expect(ids).toContain(first.id);
    expect(ids).toHaveLength(more + 2);
  });
});

// ---- Visitors' stories ----

describe("Visitors' stories", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { STORIES_MAX_BYTES: "30000", STORY_MAX_BYTES: "8000", STORIES_PER_HOUR: "1000" },
    });
  });
  afterAll(async () => ctx?.close());
  afterEach(async () => {
    await expectCounted(ctx, "stories");
    await ctx.database.db.delete(blogPosts).where(sql`${blogPosts.editTokenHash} is not null`);
  });
  const write = (body: Record<string, unknown>, address = nextAddress()) =>
    request(ctx.app).post("/api/blogs").set("Origin", TEST_ORIGIN).set("X-Forwarded-For", address).send(body);
  const story = (status: "draft" | "pending", words = 400) => ({
    title: `A story ${crypto.randomUUID()}`,
    content: `<p>${"Candlelight and slow dancing. ".repeat(words / 4)}</p>`,
    status,
  });

  it("refuses one story past its size with 507, whatever the store holds", async () => {
    const answer = await write(story("draft", 2000));
    expect([answer.status, answer.body.error]).toEqual([507, BLOG_MESSAGES.storyTooLarge]);
  });

  it("when full, evicts drafts idle longest before any story in review, and keeps stories in review", async () => {
    const pending = await write(story("pending"));
    expect(pending.status).toBe(201);
    const drafts: string[] = [];
    for (;;) {
      const answer = await write(story("draft"));
      if (answer.status !== 201) {
        expect([answer.status, answer.body.error]).toEqual([507, BLOG_MESSAGES.storiesFull]);
        break;
      }
      drafts.push(answer.body.id);
      ctx.clock.advance(60_000);
      expect(drafts.length).toBeLessThan(50);
    }
    ctx.clock.advance(2 * HOUR);
    expect((await write(story("draft"))).status).toBe(201);
    const ids = (await ctx.database.db.select({ id: blogPosts.id }).from(blogPosts)).map((row) => row.id);
    expect(ids).toContain(pending.body.id);
    expect(ids).not.toContain(drafts[0]);
    expect(ids).toContain(drafts.at(-1));
  });

  it("limits the stories one address starts an hour (429)", async () => {
    const limited = await createTestContext({ env: { STORIES_PER_HOUR: "2" } });
    try {
      const send = () => request(limited.app).post("/api/blogs").set("Origin", TEST_ORIGIN).send(story("draft", 8));
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

// ---- Uploads awaiting review ----

/** A tiny WebM the upload check accepts (EBML header and a Segment of the given length), kept as it came. */
function tinyWebm(size: number) {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
    0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
  ]);
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0, 0, 0, 0, 0, 0, 0]);
  const payload = size - header.length - segment.length;
  segment.writeUIntBE(payload, 6, 6);
  return Buffer.concat([header, segment, Buffer.alloc(payload, 0x22)]);
}

describe("Uploads awaiting review", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { DATA_DIR: `/tmp/entwine-quotas-${process.pid}`, VISITOR_UPLOADS_MAX_BYTES: String(12 * 1024) },
    });
  });
  afterAll(async () => ctx?.close());
  afterEach(async () => {
    await expectCounted(ctx, "visitor-uploads");
  });
  const upload = (size: number) =>
    request(ctx.app)
      .post("/api/media")
      .set("Origin", TEST_ORIGIN)
      .set("X-Forwarded-For", nextAddress())
      .attach("file", tinyWebm(size), { filename: "clip.webm", contentType: "application/octet-stream" });

  it("evicts the oldest unused upload when full; 507 while the others are too recent", async () => {
    const first = await upload(5000);
    expect(first.status).toBe(201);
    ctx.clock.advance(60_000);
    const second = await upload(5000);
    expect(second.status).toBe(201);
    const refused = await upload(5000);
    expect([refused.status, refused.body.error]).toEqual([507, VISITOR_UPLOADS_FULL_MESSAGE]);
    ctx.clock.advance(2 * HOUR);
    const third = await upload(5000);
    expect(third.status).toBe(201);
    const left = await ctx.services.media.list({ uploadedBy: "visitor" });
    expect(left.items.map((item) => item.id).sort()).toEqual([second.body.id, third.body.id].sort());
  });
});

// ---- Parallel writes on PostgreSQL ----

const postgresUrl = process.env.TEST_POSTGRES_URL ?? process.env.DATABASE_URL;

describe.skipIf(!postgresUrl)("on PostgreSQL, parallel writes from two instances", () => {
  const name = `entwine_quotas_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
  const instances: Array<{ database: Database; services: Services }> = [];
  beforeAll(async () => {
    await runOnce(postgresUrl!, `create database ${name}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    for (let n = 0; n < 2; n++) {
      const config = loadConfig({
        NODE_ENV: "test",
        PUBLIC_ORIGIN: TEST_ORIGIN,
        DATABASE_URL: url.toString(),
        SITE_SECRET: "quota-test-secret-0123456789-abcdefghijkl",
        DATA_DIR: `/tmp/entwine-quotas-pg-${process.pid}`,
        LOG_LEVEL: "silent",
        OUR_SPACE_MAX_BYTES: "200000",
        ROOMS_MAX_BYTES: "5000",
        ROOM_OPENS_PER_HOUR: "100000",
        ROOM_OPENS_FREE_PER_HOUR: "100000",
        STORAGE_EVICTION_GRACE_MINUTES: "100000",
      });
      const database = await openDatabase({ databaseUrl: url.toString() });
      await database.migrate();
      const services = createServices({
        database,
        clock: systemClock,
        random: Math.random,
        logger: pino({ level: "silent" }),
        config,
      });
      await database.withStartupLock(() => services.startup());
      instances.push({ database, services });
    }
  }, 60_000);
  afterAll(async () => {
    for (const instance of instances) {
      await instance.services.shutdown();
      await instance.database.close();
    }
    await runOnce(postgresUrl!, `drop database if exists ${name} with (force)`);
  });

  it("never store past the cap of Our space, and count every stored byte once", async () => {
    const [a, b] = instances;
    const ids = Array.from({ length: 8 }, () => b64(random(16)));
    for (const id of ids) await a!.services.ourSpace.createSpace(id, "access-token-of-the-space", nextAddress());
    const attempts = Array.from({ length: 64 }, (_, n) => {
      const instance = n % 2 === 0 ? a! : b!;
      return instance.services.ourSpace.push(ids[n % ids.length]!, updateId(), random(6000)).then(
        () => "stored",
        (error: unknown) => (error as DomainError).kind,
      );
    });
    const outcomes = await Promise.all(attempts);
    const stored = outcomes.filter((outcome) => outcome === "stored").length;
    expect(outcomes.filter((outcome) => outcome !== "stored").every((kind) => kind === "insufficient-storage")).toBe(
      true,
    );
    expect(stored).toBeGreaterThan(20);
    expect(stored).toBeLessThanOrEqual(33);
    const usage = await expectCounted(a!, "our-space");
    expect(usage.bytes).toBeLessThanOrEqual(200_000);
    const [blobTotal] = await a!.database.db
      .select({ bytes: sql<number>`coalesce(sum(${spaces.bytes}), 0)`.mapWith(Number) })
      .from(spaces);
    expect(blobTotal!.bytes).toBe(stored * 6000);
  });

  it("never open rooms past the cap, whichever instance opens them", async () => {
    const [a, b] = instances;
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        (n % 2 === 0 ? a! : b!).services.rooms.create("passion-dice", nextAddress()).then(
          () => "opened",
          (error: unknown) => (error as DomainError).kind,
        ),
      ),
    );
    expect(outcomes).toContain("opened");
    expect(outcomes).toContain("insufficient-storage");
    const usage = await expectCounted(a!, "rooms");
    expect(usage.bytes).toBeLessThanOrEqual(5000);
    const [{ count }] = (await a!.database.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(rooms)) as [
      { count: number },
    ];
    expect(count).toBe(outcomes.filter((outcome) => outcome === "opened").length);
  });
});
