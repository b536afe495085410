/**
 * "Our space" with more than one server instance. Every read-modify-write holds when twenty pushes to one space
 * arrive at once through two service instances: on PostgreSQL (DATABASE_URL) they run side by side on separate
 * connection pools, on PGlite they are serialised and the same must hold. Then, on PostgreSQL only (as the rooms'
 * two-instance test), two instances with a phone each relay live, and a push stored by an instance that died
 * before announcing it still reaches the partner.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { SpaceServerMessage } from "../../domain/our-space/protocol";
import { createApp } from "../../server/app";
import { openDatabase, type Database } from "../../server/db/client";
import { spaceBlobs, spaces } from "../../server/db/schema";
import { attachSpaceSockets } from "../../server/http/space-socket";
import { createServices, type Services } from "../../server/services";
import { createSpaceService } from "../../server/services/our-space";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../support/test-app";

let ctx: TestContext;
/** The second instance's own connection to the same database (on PGlite, the same one). */
let otherDatabase: Database;
const databaseUrl = () => (ctx.database as unknown as { url?: string }).url;

beforeAll(async () => {
  ctx = await createTestContext();
  const url = databaseUrl();
  otherDatabase = url ? await openDatabase({ databaseUrl: url }) : ctx.database;
});
afterAll(async () => {
  if (otherDatabase && otherDatabase !== ctx?.database) await otherDatabase.close();
  await ctx?.close();
});

const random = (length: number) => new Uint8Array(crypto.randomBytes(length));
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const updateId = () => b64(random(12));

async function newSpace() {
  const space = b64(random(16));
  const access = b64(random(32));
  await ctx.services.ourSpace.createSpace(space, access, `203.0.113.${crypto.randomInt(250)}`);
  return { space, access };
}

describe("twenty pushes at once on two service instances", () => {
  const second = () =>
    createSpaceService({ db: otherDatabase.db, clock: ctx.clock, rateLimits: ctx.services.rateLimits });

  it("gives each push its own seq, 1 to 20, and counts every byte once", async () => {
    const { space } = await newSpace();
    const services = [ctx.services.ourSpace, second()];
    const sizes = Array.from({ length: 20 }, (_, n) => 40 + n * 13);
    const answers = await Promise.all(sizes.map((size, n) => services[n % 2]!.push(space, updateId(), random(size))));
    expect(answers.map((answer) => answer.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, n) => n + 1),
    );
    expect(answers.some((answer) => answer.duplicate)).toBe(false);
    const [row] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, space));
    expect(row).toMatchObject({ seq: 20, bytes: sizes.reduce((sum, size) => sum + size, 0) });
    const rows = await ctx.database.db.select().from(spaceBlobs).where(eq(spaceBlobs.spaceId, space));
    expect(rows.map((blob) => blob.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
  });

  it("stores the same update id once, however many copies race, and answers every copy with its seq", async () => {
    const { space } = await newSpace();
    const services = [ctx.services.ourSpace, second()];
    const id = updateId();
    const body = random(120);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => services[n % 2]!.push(space, id, body)));
    expect(new Set(answers.map((answer) => answer.seq))).toEqual(new Set([1]));
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, space));
    expect(row).toMatchObject({ seq: 1, bytes: 120 });
    expect(await ctx.database.db.select().from(spaceBlobs).where(eq(spaceBlobs.spaceId, space))).toHaveLength(1);
  });

  it("keeps the size exact when snapshots race with pushes", async () => {
    const { space } = await newSpace();
    const services = [ctx.services.ourSpace, second()];
    for (let n = 0; n < 5; n++) await services[0]!.push(space, updateId(), random(100));
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 10 }, (_, n) => services[n % 2]!.push(space, updateId(), random(50))),
      services[1]!.snapshot(space, 5, random(300)),
      services[0]!.snapshot(space, 5, random(310)),
    ]);
    // One snapshot of the two wins; the other is stale. Every push is stored.
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, space));
    const [stored] = await ctx.database.db
      .select({ bytes: sql<number>`sum(octet_length(${spaceBlobs.body}))`.mapWith(Number) })
      .from(spaceBlobs)
      .where(eq(spaceBlobs.spaceId, space));
    expect(row).toMatchObject({ seq: 15, snapshotSeq: 5, bytes: stored!.bytes });
    expect([300 + 500, 310 + 500]).toContain(row!.bytes);
  });
});

/** A phone on one instance's socket. */
class Phone {
  readonly received: SpaceServerMessage[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => this.received.push(JSON.parse(data.toString()) as SpaceServerMessage));
  }
  static async open(port: number, space: { space: string; access: string }, device: string) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/our-space/socket`, { origin: TEST_ORIGIN });
    await new Promise<void>((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    const phone = new Phone(ws);
    ws.send(JSON.stringify({ t: "hello", ...space, after: 0, device }));
    await phone.until((message) => message.t === "welcome");
    return phone;
  }
  async until(predicate: (message: SpaceServerMessage) => boolean, from = 0, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.slice(from).find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(this.received)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  /** The seqs of every blob this phone was sent, in the order they came. */
  seqs() {
    return this.received.flatMap((message) =>
      message.t === "blobs" || message.t === "welcome" ? message.blobs.map((blob) => blob.seq) : [],
    );
  }
}

interface Instance {
  services: Services;
  server: http.Server;
  sockets: ReturnType<typeof attachSpaceSockets>;
  port: number;
  close(): Promise<void>;
}

async function startInstance(database: Database, services: Services): Promise<Instance> {
  const logger = pino({ level: "silent" });
  const server = http.createServer(createApp({ config: ctx.config, logger, services }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const sockets = attachSpaceSockets(server, { services, logger, publicOrigin: TEST_ORIGIN });
  return {
    services,
    server,
    sockets,
    port: (server.address() as AddressInfo).port,
    async close() {
      sockets.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (services !== ctx.services) await services.shutdown();
      void database;
    },
  };
}

describe.skipIf(!process.env.DATABASE_URL)("two instances on one PostgreSQL database", () => {
  let one: Instance;
  let two: Instance;
  beforeAll(async () => {
    one = await startInstance(ctx.database, ctx.services);
    const services = createServices({
      database: otherDatabase,
      clock: ctx.clock,
      random: Math.random,
      logger: pino({ level: "silent" }),
      config: ctx.config,
      spaceReconcileMs: 200,
    });
    await services.startup();
    two = await startInstance(otherDatabase, services);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it("relays pushes, presence and the end of the space between phones on different instances", async () => {
    const space = await newSpace();
    const a = await Phone.open(one.port, space, "phone-a-0001");
    const b = await Phone.open(two.port, space, "phone-b-0001");
    await a.until((message) => message.t === "presence" && message.partnerOnline);
    const ids = Array.from({ length: 6 }, updateId);
    // Both phones push at once: each gets the other's in order and without a gap.
    for (const [n, id] of ids.entries())
      (n % 2 ? b : a).ws.send(JSON.stringify({ t: "push", id, body: b64(random(64)) }));
    const acked = (phone: Phone) => phone.received.filter((m) => m.t === "ack").map((m) => (m as { seq: number }).seq);
    await a.until(() => acked(a).length === 3);
    await b.until(() => acked(b).length === 3);
    // Each phone holds all six (its own by their acks), and was sent the others in rising order, none twice (its own
    // may come back when a partner's push overtook it: the phone applies an update once, by its id).
    for (const phone of [a, b]) {
      await phone.until(() => new Set([...acked(phone), ...phone.seqs()]).size === 6);
      const seqs = phone.seqs();
      expect(seqs).toEqual([...new Set(seqs)].sort((x, y) => x - y));
    }
    // Nothing of a blob travels between instances but its seq: the partner's copy is read from the database.
    const sent = b.received.find((m) => m.t === "blobs") as Extract<SpaceServerMessage, { t: "blobs" }>;
    expect(sent.blobs[0]!.body).toMatch(/^[A-Za-z0-9_-]+$/);

    const away = a.received.length;
    b.ws.close();
    await a.until((message) => message.t === "presence" && !message.partnerOnline, away);
    const back = a.received.length;
    const c = await Phone.open(two.port, space, "phone-b-0001");
    expect(c.received[0]).toMatchObject({ t: "welcome", seq: 6 });
    await a.until((message) => message.t === "presence" && message.partnerOnline, back);
    a.ws.send(JSON.stringify({ t: "push", id: updateId(), body: b64(random(64)) }));
    await c.until((message) => message.t === "blobs");
    await ctx.services.ourSpace.end(space.space);
    one.services.ourSpaceHub.ended(space.space);
    await c.until((message) => message.t === "ended");
    await a.until((message) => message.t === "ended");
  });

  it("delivers a push stored by an instance that died before announcing it (the 5 s check)", async () => {
    const space = await newSpace();
    const b = await Phone.open(two.port, space, "phone-b-0002");
    // Stored through instance one's service alone: no hub, no notice, as if the instance died right after.
    const answer = await ctx.services.ourSpace.push(space.space, updateId(), random(80));
    await b.until((message) => message.t === "blobs");
    expect(b.seqs()).toEqual([answer.seq]);
    b.ws.close();
  });
});
