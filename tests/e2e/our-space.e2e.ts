import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Page, WebSocketRoute } from "playwright-core";
import { getTableName } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_NIGHT_IDEAS, HONEYMOON_IDEAS } from "@content/guides/bucket-lists";
import { SPACE_ERRORS } from "@domain/our-space/protocol";
import { spaceBlobs, spacePairings, spaces } from "../../server/db/schema/our-space";
import { runOnce } from "../support/postgres-admin";
import { seriousViolations } from "./support/axe";
import { browserForFile } from "./support/browser";
import {
  answerTwenty,
  confirmBoth,
  openOurSpaceOnline,
  safetyWords,
  SPACE_TEST_LIMITS,
  SWEET_DECK,
} from "./support/our-space";
import { openPhone, noSidewaysScroll, type Phone } from "./support/phone";
import { startServer, type RunningServer } from "./support/server";

// Two phones (two browser contexts at 360x740 with touch) pair, share and leave "Our space" against a server of this
// file's own, so the test can read and tamper with what the server stored: on PostgreSQL when the machine's is given
// (TEST_POSTGRES_URL or DATABASE_URL), read live; on the embedded database by stopping the server, opening its
// folder, and starting it again on the same port (the phones reconnect by themselves).
const PHONE = { width: 360, height: 740, verified: true };
const postgresUrl = process.env.TEST_POSTGRES_URL ?? process.env.DATABASE_URL;
const databaseName = `entwine_our_space_${process.pid}`;
const LIMITS = {
  ROOM_OPENS_PER_HOUR: "1000",
  ROOM_JOINS_PER_10_MIN: "1000",
  ROOM_CONNECTIONS_PER_ADDRESS: "1000",
  ...SPACE_TEST_LIMITS,
};

/** What the couple shares: none of it may be readable in the server's rows. */
const POSITION = { id: "romantic-1", name: "Lotus" };
const NOTE = "Picnic by the lake, Saturday at seven";
/** A's nickname, as typed in a two-phone room (app/lib/rooms/storage.ts NAMES_KEY): shared as A's member name. */
const NICKNAME = "Juniper";
const NAMES_KEY = "entwine.together.names";
const HONEYMOON = HONEYMOON_IDEAS[0]!;
const DECK = SWEET_DECK;
const FIRST_NIGHT = FIRST_NIGHT_IDEAS[0]!;

const browser = browserForFile();
let server: RunningServer;
let env: Record<string, string>;
let databaseUrl: string | undefined;
/** A phone whose line the test can cut: `offline` closes its live sockets and refuses new ones, and blocks HTTP. */
interface SpacePhone extends Phone {
  offline(value: boolean): Promise<void>;
}
const phones: SpacePhone[] = [];
let a: SpacePhone;
let b: SpacePhone;

type Row = Record<string, unknown>;
interface Sql {
  query(text: string): Promise<Row[]>;
}

/** Runs `run` with the server's database: live on PostgreSQL; on PGlite with the server stopped, then restarted. */
async function withDatabase<T>(run: (sql: Sql) => Promise<T>): Promise<T> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await run({ query: async (text) => (await client.query(text)).rows as Row[] });
    } finally {
      await client.end();
    }
  }
  await server.stop();
  const client = await PGlite.create(`${server.dataDir}/pglite`);
  try {
    return await run({ query: async (text) => (await client.query<Row>(text)).rows });
  } finally {
    await client.close();
    server = await startServer(env, server.dataDir, server.port);
  }
}

const SPACES = getTableName(spaces);
const BLOBS = getTableName(spaceBlobs);
const PAIRINGS = getTableName(spacePairings);

/** Every row the server keeps for Our space (spaces, blobs, pairings), each as its JSON text, and each blob's bytes. */
async function everyRow(sql: Sql): Promise<{ table: string; text: string }[]> {
  const rows: { table: string; text: string }[] = [];
  for (const table of [SPACES, BLOBS, PAIRINGS]) {
    for (const row of await sql.query(`select row_to_json(t)::text as text from "${table}" t`)) {
      rows.push({ table, text: String(row.text) });
    }
  }
  // The blobs' bytes as they are (printable bytes as themselves), in case any plain text was stored in them.
  for (const row of await sql.query(`select encode(body, 'escape') as text from "${BLOBS}"`)) {
    rows.push({ table: `${BLOBS}.body`, text: String(row.text) });
  }
  return rows;
}

async function phone(): Promise<SpacePhone> {
  const opened = await openPhone(browser(), PHONE);
  // The browser's offline switch blocks new requests but leaves an open WebSocket up: the sockets go through a route
  // that the switch below closes, as a phone losing its signal would see them close.
  let cut = false;
  const open = new Set<WebSocketRoute>();
  await opened.context.routeWebSocket(/\/api\/our-space\/socket/, (route) => {
    if (cut) return route.close({ code: 1001, reason: "offline" });
    const upstream = route.connectToServer();
    open.add(route);
    route.onClose(() => {
      open.delete(route);
      void upstream.close().catch(() => undefined);
    });
    upstream.onClose(() => void route.close().catch(() => undefined));
  });
  const spacePhone: SpacePhone = {
    ...opened,
    async offline(value) {
      cut = value;
      await opened.context.setOffline(value);
      if (value)
        for (const route of [...open]) await route.close({ code: 1001, reason: "offline" }).catch(() => undefined);
    },
  };
  phones.push(spacePhone);
  return spacePhone;
}

async function goto(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
}

const status = (page: Page) => page.getByTestId("space-status");

/** Pairs `inviter` (from /our-space) with `joiner` (opening the link), both confirming the same four words. */
async function pairPhones(inviter: Phone, joiner: Phone) {
  await goto(inviter.page, "/our-space");
  await inviter.page.getByRole("link", { name: /Pair (our phones|a new phone)/ }).click();
  await inviter.page.waitForURL(/\/our-space\/pair$/);
  const link = inviter.page.getByTestId("pair-link");
  await link.waitFor({ timeout: 15_000 }).catch(async (error: unknown) => {
    throw new Error(`No pairing link; the screen says "${await inviter.page.getByTestId("pair-step").textContent()}"`, {
      cause: error,
    });
  });
  await inviter.page.getByTestId("pair-qr").waitFor();
  // The long link on one line: the page stays the screen's width and the Copy button is not pushed out of reach.
  await noSidewaysScroll(inviter.page, "the pairing invitation");
  const copy = inviter.page.getByTestId("pair-invite").getByRole("button", { name: "Copy" });
  const [linkBox, copyBox] = [await link.boundingBox(), await copy.boundingBox()];
  expect(linkBox!.height).toBeLessThan(30);
  expect(copyBox!.x + copyBox!.width).toBeLessThanOrEqual(360);
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(new RegExp(`^${server.url}/our-space/pair#[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{22}$`));
  await noSidewaysScroll(inviter.page, "inviting");

  await joiner.page.goto(href);
  // The secret is read from the fragment, then taken out of the address.
  await expect.poll(() => joiner.page.url(), { timeout: 10_000 }).toBe(`${server.url}/our-space/pair`);
  const joinerWords = await safetyWords(joiner.page);
  const inviterWords = await safetyWords(inviter.page);
  expect(joinerWords).toHaveLength(4);
  expect(inviterWords).toEqual(joinerWords);
  for (const { page } of [inviter, joiner]) {
    await expect(page.getByText("Do you both see the same four words?").isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "They match" }).isVisible()).resolves.toBe(true);
  }
  expect(await seriousViolations(joiner.page)).toEqual([]);

  await confirmBoth(inviter.page, joiner.page);
  await openOurSpaceOnline([inviter.page, joiner.page]);
}

beforeAll(async () => {
  env = { ...LIMITS };
  if (postgresUrl) {
    await runOnce(postgresUrl, `drop database if exists ${databaseName} with (force)`);
    await runOnce(postgresUrl, `create database ${databaseName}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    env = { ...env, DATABASE_URL: databaseUrl, SITE_SECRET: "our-space-test-secret-0123456789-abcdefghij" };
  }
  server = await startServer(env);
});

afterAll(async () => {
  for (const opened of phones) await opened.context.close().catch(() => undefined);
  await server?.stop();
  if (postgresUrl) await runOnce(postgresUrl, `drop database if exists ${databaseName} with (force)`);
});

describe("Our space on two phones", () => {
  it("pairs two phones: the same four words on both, confirmed on both", async () => {
    a = await phone();
    b = await phone();
    await goto(a.page, "/our-space");
    await a.page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [NAMES_KEY, JSON.stringify({ me: NICKNAME, partner: "" })],
    );
    await a.page.reload();
    await a.page.getByTestId("space-intro").waitFor();
    expect(await seriousViolations(a.page)).toEqual([]);
    await pairPhones(a, b);
    await expect.poll(() => status(a.page).textContent(), { timeout: 10_000 }).toMatch(/is online too/);
    // B calls A by the nickname A's phone shares.
    await expect.poll(() => status(b.page).textContent(), { timeout: 10_000 }).toContain(`${NICKNAME} is online too`);
    expect(await seriousViolations(a.page)).toEqual([]);
    await noSidewaysScroll(a.page, "/our-space paired");
  });

  it("shows on B, within 5 s, a position A wants to try", async () => {
    await goto(b.page, "/our-space");
    await goto(a.page, `/positions/${POSITION.id}`);
    await a.page
      .getByRole("group", { name: `Save ${POSITION.name}` })
      .getByRole("button", { name: "Want to try" })
      .click();
    const started = Date.now();
    await expect
      .poll(() => b.page.getByTestId("space-partners").textContent(), { timeout: 5_000, interval: 100 })
      .toContain(POSITION.name);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("keeps both ticks when A ticks offline and B ticks online", async () => {
    await goto(a.page, "/games/honeymoon-bucket-list");
    await goto(b.page, "/games/first-night-bucket-list");
    await a.offline(true);
    await a.page.getByRole("checkbox", { name: HONEYMOON.title }).check();
    await b.page.getByRole("checkbox", { name: FIRST_NIGHT.title }).check();
    // B has its own tick only: A's is still on A.
    await goto(b.page, "/our-space");
    await expect
      .poll(() => b.page.getByTestId("space-ticks-first-night").textContent(), { timeout: 10_000 })
      .toContain(FIRST_NIGHT.title);
    expect(await b.page.getByTestId("space-ticks").textContent()).not.toContain(HONEYMOON.title);
    await a.offline(false);
    await goto(a.page, "/our-space");
    for (const { page } of [a, b]) {
      await expect
        .poll(() => page.getByTestId("space-ticks-honeymoon").textContent(), { timeout: 10_000 })
        .toContain(HONEYMOON.title);
      await expect
        .poll(() => page.getByTestId("space-ticks-first-night").textContent(), { timeout: 10_000 })
        .toContain(FIRST_NIGHT.title);
    }
  });

  it("shows on A the note typed on B", async () => {
    await b.page.getByTestId("space-note-text").pressSequentially(NOTE, { delay: 10 });
    await expect.poll(() => a.page.getByTestId("space-note-text").inputValue(), { timeout: 10_000 }).toBe(NOTE);
  });

  it("keeps a desire match's result for later, on both phones", async () => {
    const [first, second] = DECK;
    await goto(a.page, "/desire-match");
    await a.page.getByLabel("Sweet").check();
    await a.page.getByRole("button", { name: "Start a match" }).click();
    await b.page.goto((await a.page.getByTestId("match-link").textContent())!.trim());
    await Promise.all([
      answerTwenty(a.page, [first!.id, second!.id], []),
      answerTwenty(b.page, [first!.id], [second!.id]),
    ]);
    await a.page.getByRole("heading", { name: "You both said yes" }).waitFor({ timeout: 20_000 });
    await a.page.getByRole("button", { name: "Save for later" }).click();
    await a.page.getByRole("status").filter({ hasText: "Saved to Our space" }).waitFor();
    await goto(b.page, "/our-space");
    // The saved match lists its cards in the deck's order, each with its own "Plan it".
    await expect
      .poll(
        async () =>
          (await b.page.getByTestId("space-matches").locator("li li").allTextContents()).map((text) =>
            text.replace(/Plan it$/, "").trim(),
          ),
        { timeout: 10_000 },
      )
      .toEqual([first!.title, second!.title]);
    await goto(a.page, "/our-space");
  }, 120_000);

  it("stores nothing readable: no position, nickname, tick or note in any row", async () => {
    const rows = await withDatabase(everyRow);
    expect(rows.length).toBeGreaterThan(0);
    const secrets = [
      POSITION.id,
      POSITION.name,
      NOTE,
      "Picnic",
      NICKNAME,
      HONEYMOON.id,
      FIRST_NIGHT.id,
      DECK[0]!.title,
    ];
    for (const secret of secrets) {
      expect(
        rows.filter((row) => row.text.toLowerCase().includes(secret.toLowerCase())).map((row) => row.table),
        secret,
      ).toEqual([]);
    }
    // Everything the phones left is still there after the restart (embedded database) or all along.
    for (const { page } of [a, b]) {
      await expect.poll(() => status(page).getAttribute("data-status"), { timeout: 15_000 }).toBe("online");
    }
  }, 120_000);

  it("a blob tampered with on the server is reported by the phone, which keeps its data", async () => {
    // B is away while A writes, so B reads the stored (then altered) blob when it comes back. (A fresh page: the
    // server's restarts above may have moved its line to the event stream, which the offline switch cannot cut.)
    await goto(b.page, "/our-space");
    await expect.poll(() => status(b.page).getAttribute("data-status"), { timeout: 15_000 }).toBe("online");
    await b.offline(true);
    await expect.poll(() => status(b.page).getAttribute("data-status"), { timeout: 10_000 }).toBe("offline");
    await a.page.getByTestId("space-note-text").press("Control+End");
    await a.page.getByTestId("space-note-text").pressSequentially("!", { delay: 10 });
    await a.page.waitForTimeout(1_500);
    await withDatabase(async (sql) => {
      // One bit of the newest blob's authentication tag (its last byte), as a server or a backup could alter it.
      const [row] = await sql.query(`select space_id, seq from "${BLOBS}" order by seq desc limit 1`);
      await sql.query(
        `update "${BLOBS}" set body = set_byte(body, length(body) - 1, get_byte(body, length(body) - 1) # 1) where space_id = '${String(row!.space_id)}' and seq = ${Number(row!.seq)}`,
      );
    });
    await b.offline(false);
    await expect
      .poll(() => b.page.getByTestId("space-notice").textContent(), { timeout: 20_000 })
      .toContain(SPACE_ERRORS.unreadable);
    // B asks A's phone (online) for what it lacks: the change lost on the server comes back from A (issue 44).
    await expect.poll(() => b.page.getByTestId("space-note-text").inputValue(), { timeout: 20_000 }).toBe(`${NOTE}!`);
    expect(await b.page.getByTestId("space-partners").textContent()).toContain(POSITION.name);
    await b.page.getByTestId("space-notice").getByRole("button", { name: "Dismiss" }).click();
    await b.page.getByTestId("space-notice").waitFor({ state: "detached" });
  }, 120_000);

  it("unpairing on A deletes the server's copy and B shows the space ended; B pairs a new phone that gets B's own", async () => {
    await goto(a.page, "/our-space");
    await a.page.getByRole("button", { name: "Unpair" }).click();
    const dialog = a.page.getByRole("dialog", { name: "Unpair our phones?" });
    await dialog.getByText("Each phone keeps only its own favourites, bucket-list ticks and journey").waitFor();
    await dialog.getByRole("button", { name: "Yes, unpair" }).click();
    await a.page.getByTestId("space-intro").waitFor({ timeout: 10_000 });
    await b.page.getByTestId("space-ended").waitFor({ timeout: 10_000 });
    // Leaving is leaving: B no longer shows what A shared (A's favourite, A's match) nor the shared note.
    await expect.poll(() => b.page.getByTestId("space-note-text").inputValue(), { timeout: 10_000 }).toBe("");
    expect(await b.page.getByTestId("space-favourites").textContent()).not.toContain(POSITION.name);
    expect(await b.page.getByTestId("space-matches").textContent()).not.toContain(DECK[0]!.title);

    const rows = await withDatabase(async (sql) => {
      const [counted] = await sql.query(
        `select (select count(*) from "${SPACES}")::int + (select count(*) from "${BLOBS}")::int as n`,
      );
      return Number(counted!.n);
    });
    expect(rows).toBe(0);

    // B pairs another phone, which receives B's own data: its bucket-list ticks as B's phone keeps them, nothing
    // of A's favourites, match or name.
    const fresh = await phone();
    await pairPhones(b, fresh);
    await expect
      .poll(() => fresh.page.getByTestId("space-ticks-first-night").textContent(), { timeout: 10_000 })
      .toContain(FIRST_NIGHT.title);
    expect(await fresh.page.getByTestId("space-ticks-honeymoon").textContent()).toContain(HONEYMOON.title);
    expect(await fresh.page.getByTestId("space-favourites").textContent()).not.toContain(POSITION.name);
    expect(await fresh.page.getByTestId("space-matches").textContent()).not.toContain(DECK[0]!.title);
    expect(await status(fresh.page).textContent()).not.toContain(NICKNAME);
    expect(await fresh.page.getByTestId("space-note-text").inputValue()).toBe("");
    expect(await seriousViolations(fresh.page)).toEqual([]);
  }, 120_000);
});
