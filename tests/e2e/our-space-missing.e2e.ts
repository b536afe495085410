import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Page } from "playwright-core";
import { getTableName } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spaceBlobs } from "../../server/db/schema/our-space";
import { runOnce } from "../support/postgres-admin";
import { browserForFile } from "./support/browser";
import {
  openOurSpaceOnline,
  openSpacePhone,
  safetyWords,
  SPACE_TEST_LIMITS,
  type SpacePhone,
} from "./support/our-space";
import { startServer, type RunningServer } from "./support/server";

// "Nothing missing goes unnoticed" (#44) on two phones against a server of this file's own: one of Sam's stored
// updates is deleted straight from the server's database while the other phone is away. That phone must show only
// what Sam really had, say in plain words that an update from Sam is missing, and get it back once Sam's phone is
// online. On PostgreSQL when the machine's is given (TEST_POSTGRES_URL or DATABASE_URL); on the embedded database by
// stopping the server, opening its folder and starting it again on the same port.
const postgresUrl = process.env.TEST_POSTGRES_URL ?? process.env.DATABASE_URL;
const databaseName = `entwine_our_space_missing_${process.pid}`;
const NAMES_KEY = "entwine.together.names";
const NOTES = ["Dinner on Friday", "Dinner at eight on Friday", "Dinner at eight on Saturday"];
const MISSING = "An update from Sam is missing — it will come back when Sam's phone is online";
const BLOBS = getTableName(spaceBlobs);

const browser = browserForFile();
let server: RunningServer;
let env: Record<string, string>;
let databaseUrl: string | undefined;
const phones: SpacePhone[] = [];

async function phone(): Promise<SpacePhone> {
  const opened = await openSpacePhone(browser());
  phones.push(opened);
  return opened;
}

/** Runs one statement on the server's database: live on PostgreSQL; on PGlite with the server stopped meanwhile. */
async function query(text: string): Promise<Record<string, unknown>[]> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  }
  await server.stop();
  const client = await PGlite.create(`${server.dataDir}/pglite`);
  try {
    return (await client.query<Record<string, unknown>>(text)).rows;
  } finally {
    await client.close();
    server = await startServer(env, server.dataDir, server.port);
  }
}

const goto = (page: Page, path: string) => page.goto(`${server.url}${path}`);
const note = (page: Page) => page.getByTestId("space-note-text");

beforeAll(async () => {
  env = { ...SPACE_TEST_LIMITS };
  if (postgresUrl) {
    await runOnce(postgresUrl, `drop database if exists ${databaseName} with (force)`);
    await runOnce(postgresUrl, `create database ${databaseName}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    env = { ...env, DATABASE_URL: databaseUrl, SITE_SECRET: "our-space-missing-secret-0123456789-abcdefghij" };
  }
  server = await startServer(env);
});

afterAll(async () => {
  for (const opened of phones) await opened.context.close().catch(() => undefined);
  await server?.stop();
  if (postgresUrl) await runOnce(postgresUrl, `drop database if exists ${databaseName} with (force)`);
});

describe("Our space: an update deleted on the server", () => {
  it("is noticed, never shown as a mix of edits, and comes back from Sam's phone", async () => {
    const a = await phone();
    const sam = await phone();
    await goto(sam.page, "/our-space");
    await sam.page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [NAMES_KEY, JSON.stringify({ me: "Sam", partner: "" })],
    );
    // Pair: A invites, Sam's phone opens the link, both confirm the same words.
    await goto(a.page, "/our-space");
    await a.page.getByRole("link", { name: "Pair our phones" }).click();
    const link = a.page.getByTestId("pair-link");
    await link.waitFor({ timeout: 15_000 });
    await sam.page.goto((await link.getAttribute("href"))!);
    expect(await safetyWords(sam.page)).toEqual(await safetyWords(a.page));
    for (const { page } of [a, sam]) await page.getByRole("button", { name: "They match" }).click();
    await openOurSpaceOnline([a.page, sam.page]);

    await note(sam.page).fill(NOTES[0]!);
    await expect.poll(() => note(a.page).inputValue(), { timeout: 10_000 }).toBe(NOTES[0]);

    // A is away while Sam writes twice; each change is stored as its own update.
    await a.offline(true);
    for (const text of NOTES.slice(1)) {
      await note(sam.page).fill(text);
      await sam.page.waitForTimeout(1_500);
    }
    await sam.offline(true);
    // The server (or whoever holds its database) deletes the first of the two.
    const [row] = await query(`select space_id, seq from "${BLOBS}" order by seq desc limit 1 offset 1`);
    await query(`delete from "${BLOBS}" where space_id = '${String(row!.space_id)}' and seq = ${Number(row!.seq)}`);

    // A only shows what Sam really had, and says what is missing, in plain words.
    await a.offline(false);
    await goto(a.page, "/our-space");
    await expect.poll(() => a.page.getByTestId("space-missing").textContent(), { timeout: 20_000 }).toBe(MISSING);
    expect(await note(a.page).inputValue()).toBe(NOTES[0]);
    expect(await a.page.getByTestId("space-status").getAttribute("data-status")).toBe("online");

    // Sam's phone is back: it sends what A lacks, and the notice goes.
    await sam.offline(false);
    await goto(sam.page, "/our-space");
    await expect.poll(() => note(a.page).inputValue(), { timeout: 20_000 }).toBe(NOTES[2]);
    await a.page.getByTestId("space-missing").waitFor({ state: "detached", timeout: 10_000 });
    expect(await note(sam.page).inputValue()).toBe(NOTES[2]);
  }, 180_000);
});
