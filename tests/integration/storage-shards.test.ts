/**
 * The stores' running sizes are kept in shards (migration 0021): a visitor's write locks only its shard's counter
 * until it commits, so one room's move never waits for another's (one counter row per store made every write of a
 * store wait for the one before it: at 28,000 phones the moves queued on it until the pools ran dry). The cap still
 * holds across shards, through shares the server splits with every shard locked.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../../server/base/clock";
import { DomainError } from "../../server/base/errors";
import { openDatabase, type Database } from "../../server/db/client";
import { contactMessages, storageUsageShards } from "../../server/db/schema";
import {
  createStorageQuotas,
  DEADLOCK_RETRIES,
  STORAGE_SHARDS,
  type StorageQuotas,
} from "../../server/services/storage-quotas";
import { runOnce } from "../support/postgres-admin";

const postgresUrl = process.env.TEST_POSTGRES_URL ?? process.env.DATABASE_URL;
const FULL = "The inbox is full.";

/** A contact message of about `length` bytes, written through the quota of the messages' store. */
function writeMessage(quotas: StorageQuotas, length: number, whileOpen?: Promise<void>) {
  return quotas.write(
    "contact-messages",
    async (tx) => {
      await tx.insert(contactMessages).values({
        id: crypto.randomUUID(),
        message: "m".repeat(length),
        createdAt: new Date(),
      });
      await whileOpen;
    },
    { bytes: length, message: FULL },
  );
}

const outcome = (write: Promise<unknown>) =>
  write.then(
    () => "stored",
    (error: unknown) => (error instanceof DomainError ? error.kind : String(error)),
  );

async function stored(database: Database) {
  const result = (await database.db.execute(
    sql`select coalesce(sum(octet_length(c::text)), 0) as bytes, count(*) as items from contact_messages c`,
  )) as unknown as { rows: Array<{ bytes: string; items: string }> };
  return { bytes: Number(result.rows[0]!.bytes), items: Number(result.rows[0]!.items) };
}

async function shares(database: Database) {
  const rows = await database.db.select().from(storageUsageShards);
  return rows.filter((row) => row.store === "contact-messages");
}

function quotasOn(database: Database, shard: () => number) {
  return createStorageQuotas({ db: database.db, clock: systemClock, caps: {}, graceMs: 60_000, pickShard: shard });
}

describe("the stores' shards, on either database", () => {
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-shards-"));
    database = postgresUrl ? await freshPostgres("either") : await openDatabase({ pgliteDir: dir });
    await database.migrate();
  }, 60_000);
  afterAll(async () => {
    await database.close();
    if (postgresUrl) await dropPostgres("either");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("splits the cap's free space into shares that never add up to more than the cap", async () => {
    const quotas = quotasOn(database, () => 5);
    await quotas.setCap("contact-messages", 64_000);
    const rows = await shares(database);
    expect(rows).toHaveLength(STORAGE_SHARDS);
    expect(rows.reduce((sum, row) => sum + row.allowance!, 0)).toBeLessThanOrEqual(64_000);
    expect(Math.min(...rows.map((row) => row.allowance!))).toBeGreaterThan(64_000 / STORAGE_SHARDS - 100);
  });

  it("lets a write past its shard's share through when the store has room, and counts it once", async () => {
    const quotas = quotasOn(database, () => 7);
    await quotas.setCap("contact-messages", 64_000);
    // A share is about 2,000 bytes: 10,000 needs a new split, which gives shard 7 what it asked for first.
    await writeMessage(quotas, 10_000);
    const usage = await quotas.usage("contact-messages");
    expect(usage).toEqual({ ...(await stored(database)), cap: 64_000 });
    const rows = await shares(database);
    expect(rows.find((row) => row.shard === 7)!.bytes).toBe(usage.bytes);
    expect(rows.reduce((sum, row) => sum + row.allowance!, 0)).toBeLessThanOrEqual(64_000);
  });

  it("refuses what the whole store has no room for (507), and keeps nothing of it", async () => {
    const quotas = quotasOn(database, () => 9);
    const before = await stored(database);
    expect(await outcome(writeMessage(quotas, 60_000))).toBe("insufficient-storage");
    expect(await stored(database)).toEqual(before);
    expect((await quotas.usage("contact-messages")).bytes).toBe(before.bytes);
  });

  it("holds a lowered cap at once, whichever shard a write counts on", async () => {
    const quotas = quotasOn(database, () => 11);
    const now = await quotas.usage("contact-messages");
    await quotas.setCap("contact-messages", now.bytes);
    expect(await outcome(writeMessage(quotas, 100))).toBe("insufficient-storage");
    await quotas.setCap("contact-messages", null);
    expect(await outcome(writeMessage(quotas, 100))).toBe("stored");
    expect((await shares(database)).every((row) => row.allowance === null)).toBe(true);
  });
});

async function freshPostgres(suffix: string) {
  const name = `entwine_shards_${suffix}_${process.pid}`;
  await runOnce(postgresUrl!, `drop database if exists ${name} with (force)`);
  await runOnce(postgresUrl!, `create database ${name}`);
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString() });
}
const dropPostgres = (suffix: string) =>
  runOnce(postgresUrl!, `drop database if exists entwine_shards_${suffix}_${process.pid} with (force)`);

describe.skipIf(!postgresUrl)("on PostgreSQL, writes from two instances", () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await freshPostgres("two");
    await first.migrate();
    const url = new URL(postgresUrl!);
    url.pathname = `/entwine_shards_two_${process.pid}`;
    second = await openDatabase({ databaseUrl: url.toString() });
  }, 60_000);
  afterAll(async () => {
    await first.close();
    await second.close();
    await dropPostgres("two");
  });

  it("never wait for a write on another shard to commit; on the same shard, they do", async () => {
    const held = quotasOn(first, () => 3);
    await held.setCap("contact-messages", 10_000_000);
    let release!: () => void;
    const open = new Promise<void>((resolve) => (release = resolve));
    const holding = writeMessage(held, 500, open);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const started = performance.now();
    await writeMessage(
      quotasOn(second, () => 4),
      500,
    );
    expect(performance.now() - started).toBeLessThan(1500);

    let sameShardDone = false;
    const sameShard = writeMessage(
      quotasOn(second, () => 3),
      500,
    ).then(() => (sameShardDone = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sameShardDone).toBe(false);
    release();
    await holding;
    await sameShard;
    expect(await held.usage("contact-messages")).toEqual({ ...(await stored(first)), cap: 10_000_000 });
  });

  it("never store past the cap together, nor refuse while the store has room", async () => {
    await first.db.delete(contactMessages);
    const quotas = [first, second].map((database) =>
      quotasOn(database, () => Math.floor(Math.random() * STORAGE_SHARDS)),
    );
    await quotas[0]!.setCap("contact-messages", 60_000);
    const outcomes = await Promise.all(
      Array.from({ length: 80 }, (_, n) => outcome(writeMessage(quotas[n % 2]!, 1_900))),
    );
    expect(outcomes.filter((kind) => kind !== "stored").every((kind) => kind === "insufficient-storage")).toBe(true);
    const usage = await quotas[0]!.usage("contact-messages");
    expect(usage).toEqual({ ...(await stored(first)), cap: 60_000 });
    expect(usage.bytes).toBeLessThanOrEqual(60_000);
    // Refused only for want of room: less than one more message was left.
    const oneMessage = usage.bytes / usage.items;
    expect(usage.bytes).toBeGreaterThan(60_000 - oneMessage);
    expect(outcomes.filter((kind) => kind === "stored")).toHaveLength(usage.items);
  });

  it("runs again a write the database ended to break a deadlock", async () => {
    const quotas = [first, second].map((database, n) => quotasOn(database, () => 20 + n));
    await quotas[0]!.setCap("contact-messages", null);
    const [one, two] = [crypto.randomUUID(), crypto.randomUUID()];
    await first.db
      .insert(contactMessages)
      .values([one, two].map((id) => ({ id, message: "a message to lock", createdAt: new Date() })));
    let arrived = 0;
    let bothHoldOne!: () => void;
    const barrier = new Promise<void>((resolve) => (bothHoldOne = resolve));
    // Each locks one message, waits until the other holds the other one, then asks for it: a deadlock.
    const crossing = (quota: StorageQuotas, mine: string, theirs: string) =>
      quota.write(
        "contact-messages",
        async (tx) => {
          await tx.execute(sql`select 1 from contact_messages where id = ${mine} for update`);
          if (++arrived === 2) bothHoldOne();
          await barrier;
          await tx.execute(sql`update contact_messages set read_at = now() where id = ${theirs}`);
        },
        { bytes: 0, message: FULL },
      );
    const outcomes = await Promise.all([
      outcome(crossing(quotas[0]!, one, two)),
      outcome(crossing(quotas[1]!, two, one)),
    ]);
    expect(outcomes).toEqual(["stored", "stored"]);
    // Both began once; the one the database ended began again. Its new attempt may take its row back before the
    // other write does and cross it once more, so it may have begun more than once again, within the retries.
    expect(arrived).toBeGreaterThanOrEqual(3);
    expect(arrived).toBeLessThanOrEqual(2 + DEADLOCK_RETRIES);
  });
});
