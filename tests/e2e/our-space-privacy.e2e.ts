import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_NIGHT_IDEAS, HONEYMOON_IDEAS } from "@content/guides/bucket-lists";
import { browserForFile } from "./support/browser";
import { refuseWebSockets } from "./support/network";
import { openOurSpaceOnline, safetyWords, SPACE_TEST_LIMITS } from "./support/our-space";
import { openPhone, type Phone } from "./support/phone";
import { startServer, type RunningServer } from "./support/server";

// What the server (and anyone holding its logs or a proxy's) sees while two paired phones share everything Our
// space carries: every request both phones make (address, headers, body) and every WebSocket frame is recorded,
// and none may name a favourite, the note or a token in its address; no body or frame may hold the note or a
// favourite's id in clear; the server's own log holds none of them. Once over WebSockets, once with one phone on
// the event-stream fallback (its network refuses WebSockets).

const PHONE = { width: 360, height: 740, verified: true };
const HONEYMOON = HONEYMOON_IDEAS[1]!;
const FIRST_NIGHT = FIRST_NIGHT_IDEAS[1]!;
/** A plan (Plan it, #48): its calendar title and its item travel only inside the encrypted space. */
const PLAN_TITLE = "Our little escape";
const PLAN_ITEM = `bucket:honeymoon:${HONEYMOON.id}`;
/** Pages that show what the couple keeps or shares: nothing asked from them may name it. */
const PRIVATE_PAGES = [
  "/our-space",
  "/our-space/pair",
  "/positions/saved",
  "/positions/custom-poster",
  "/games/honeymoon-bucket-list",
  "/games/first-night-bucket-list",
];

const browser = browserForFile();
let server: RunningServer;
const opened: Phone[] = [];

interface Seen {
  phone: string;
  /** The page's path when it was asked. */
  page: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** Everything one phone sent and received: requests, and socket frames both ways. */
class Recorder {
  readonly requests: Seen[] = [];
  readonly frames: string[] = [];
  /** The tokens seen on the wire (access tokens, pairing tokens, space ids), to look for in addresses. */
  readonly tokens = new Set<string>();

  constructor(
    readonly name: string,
    readonly page: Page,
    context: BrowserContext,
  ) {
    context.on("request", (request) => this.request(request));
    context.on("response", (response) => {
      if (!new URL(response.url()).pathname.startsWith("/api/our-space/")) return;
      void response
        .text()
        .then((text) => this.collectTokens(text))
        .catch(() => undefined);
    });
    page.on("websocket", (socket) => {
      socket.on("framesent", (frame) => {
        this.frames.push(String(frame.payload));
        this.collectTokens(String(frame.payload));
      });
      socket.on("framereceived", (frame) => this.frames.push(String(frame.payload)));
    });
  }

  private request(request: Request) {
    const seen: Seen = {
      phone: this.name,
      page: pathOf(this.page.url()),
      url: request.url(),
      method: request.method(),
      headers: request.headers(),
      body: request.postData() ?? "",
    };
    this.requests.push(seen);
    this.collectTokens(seen.body);
    const bearer = /^Bearer (.+)$/.exec(seen.headers.authorization ?? "");
    if (bearer) this.tokens.add(bearer[1]!);
    for (const header of ["entwine-space", "entwine-room"])
      if (seen.headers[header]) this.tokens.add(seen.headers[header]);
  }

  /** A JSON text's `space`, `access`, `token` and `secret` fields (at any depth). */
  collectTokens(text: string) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return;
    }
    const walk = (node: unknown) => {
      if (!node || typeof node !== "object") return;
      for (const [key, inner] of Object.entries(node)) {
        if (["space", "access", "token", "secret"].includes(key) && typeof inner === "string" && inner.length >= 16)
          this.tokens.add(inner);
        else walk(inner);
      }
    };
    walk(value);
  }
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/** An address as a log would print it, decoded, lower case, '+' read as a space. */
const readable = (url: string) => {
  let text = url.replaceAll("+", " ");
  try {
    text = decodeURIComponent(text);
  } catch {
    // Keep it as it is.
  }
  return text.toLowerCase();
};

/** Every file under the server's data folder, as text: what someone holding its disk could read. */
function dataFilesText(dir: string): string {
  let text = "";
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) text += dataFilesText(full);
    else text += fs.readFileSync(full).toString("latin1");
  }
  return text;
}

async function phone(name: string, options: { noWebSocket?: boolean } = {}) {
  const made = await openPhone(browser(), PHONE);
  if (options.noWebSocket) await refuseWebSockets(made.context);
  opened.push(made);
  return { ...made, record: new Recorder(name, made.page, made.context) };
}
type RecordedPhone = Awaited<ReturnType<typeof phone>>;

const goto = (page: Page, path: string) => page.goto(`${server.url}${path}`);

async function pairPhones(inviter: RecordedPhone, joiner: RecordedPhone) {
  await goto(inviter.page, "/our-space");
  await inviter.page.getByRole("link", { name: /Pair (our phones|a new phone)/ }).click();
  await inviter.page.waitForURL(/\/our-space\/pair$/);
  const link = inviter.page.getByTestId("pair-link");
  await link.waitFor({ timeout: 15_000 });
  await joiner.page.goto((await link.getAttribute("href"))!);
  expect(await safetyWords(inviter.page)).toEqual(await safetyWords(joiner.page));
  for (const { page } of [inviter, joiner]) await page.getByRole("button", { name: "They match" }).click();
  await openOurSpaceOnline([inviter.page, joiner.page]);
}

interface Favourite {
  id: string;
  name: string;
}

/**
 * Saves, on the catalogue's first page, the `nth` card's position with `kind` ("Want to try" or "Loved it"), and
 * checks that the tap itself asked the server nothing that names it.
 */
async function saveFromCatalogue(phoneOf: RecordedPhone, nth: number, kind: "Want to try" | "Loved it") {
  const { page, record } = phoneOf;
  await goto(page, "/positions");
  const group = page.getByRole("group", { name: /^Save / }).nth(nth);
  await group.waitFor({ timeout: 10_000 });
  const name = (await group.getAttribute("aria-label"))!.replace(/^Save /, "");
  const card = group.locator("xpath=ancestor::article[1]");
  const href = (await card.locator('h3 a[href^="/positions/"]').getAttribute("href"))!;
  const favourite: Favourite = { id: href.replace(/^\/positions\//, ""), name };
  // The card's own picture (the public catalogue's, shown to everyone) loads once it is in view, before the tap.
  await group.scrollIntoViewIfNeeded();
  await card
    .locator("img")
    .first()
    .evaluate((img: HTMLImageElement) =>
      img.complete ? undefined : new Promise((resolve) => img.addEventListener("load", resolve, { once: true })),
    );
  // (Not "networkidle": a phone on the fallback always has its event stream open.)
  await page.waitForTimeout(500);
  const before = record.requests.length;
  await group.getByRole("button", { name: kind }).tap();
  await expect.poll(() => group.getByRole("button", { name: kind }).getAttribute("aria-pressed")).toBe("true");
  await page.waitForTimeout(1_000);
  const afterTap = record.requests.slice(before);
  expect(
    afterTap.filter((seen) => readable(seen.url).includes(favourite.id) || seen.body.includes(favourite.id)),
    `what saving ${favourite.id} asked`,
  ).toEqual([]);
  return favourite;
}

/** Fills every shared feature on A and B, waits until each shows on the other, and returns what is private. */
async function shareEverything(a: RecordedPhone, b: RecordedPhone, note: string) {
  const favourites = [
    await saveFromCatalogue(a, 2, "Want to try"),
    await saveFromCatalogue(a, 3, "Loved it"),
    await saveFromCatalogue(b, 4, "Want to try"),
  ];
  await goto(a.page, "/games/honeymoon-bucket-list");
  await a.page.getByRole("checkbox", { name: HONEYMOON.title }).check();
  await a.page.getByRole("button", { name: `Plan it: ${HONEYMOON.title}` }).click();
  await a.page.getByTestId("plan-title").fill(PLAN_TITLE);
  await a.page.getByTestId("plan-save").click();
  await a.page.getByRole("button", { name: "Done" }).click();
  await goto(b.page, "/games/first-night-bucket-list");
  await b.page.getByRole("checkbox", { name: FIRST_NIGHT.title }).check();

  await goto(a.page, "/our-space");
  await goto(b.page, "/our-space");
  await b.page.getByTestId("space-note-text").pressSequentially(note, { delay: 10 });
  await expect.poll(() => a.page.getByTestId("space-note-text").inputValue(), { timeout: 15_000 }).toBe(note);
  await expect
    .poll(() => b.page.getByTestId("space-partners").textContent(), { timeout: 15_000 })
    .toContain(favourites[0]!.name);
  await expect
    .poll(() => a.page.getByTestId("space-partners").textContent(), { timeout: 15_000 })
    .toContain(favourites[2]!.name);
  for (const { page } of [a, b])
    await expect
      .poll(() => page.getByTestId("space-ticks").textContent(), { timeout: 15_000 })
      .toContain(HONEYMOON.title);
  await expect
    .poll(() => b.page.getByTestId("space-plans").textContent(), { timeout: 15_000 })
    .toContain(`Planned: ${HONEYMOON.title}`);

  // Each phone's saved positions, and both phones' Our space once more from a fresh load.
  for (const { page } of [a, b]) {
    await goto(page, "/positions/saved");
    // The pictures are drawn on the phone, not asked for by id.
    const picture = page.getByTestId("saved-want").locator("img").first();
    await picture.waitFor({ timeout: 10_000 });
    expect(await picture.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    await page.waitForTimeout(500);
    await goto(page, "/our-space");
    await expect
      .poll(() => page.getByTestId("space-status").getAttribute("data-status"), { timeout: 10_000 })
      .toBe("online");
    await page.waitForTimeout(500);
  }
  return favourites;
}

/** The assertions over all that both phones sent, and over the server's log. */
function expectNothingPrivate(phones: RecordedPhone[], favourites: Favourite[], note: string, logFrom: number) {
  const requests = phones.flatMap((phone) => phone.record.requests);
  const frames = phones.flatMap((phone) => phone.record.frames);
  const tokens = [...new Set(phones.flatMap((phone) => [...phone.record.tokens]))];
  // The recording is real: the phones talked, and tokens went by (in bodies, headers and frames).
  expect(requests.length).toBeGreaterThan(20);
  expect(tokens.length).toBeGreaterThanOrEqual(2);
  const noteWords = note.toLowerCase();

  // No address names a token or the note, on any page.
  const inAddress = requests
    .filter((seen) => tokens.some((token) => seen.url.includes(token)) || readable(seen.url).includes(noteWords))
    .map((seen) => `${seen.phone} ${seen.method} ${seen.url}`);
  expect(inAddress).toEqual([]);

  // Nothing asked from a private page names a favourite (by id or name) in its address or any header.
  const fromPrivatePages = requests.filter((seen) => PRIVATE_PAGES.includes(seen.page));
  expect(fromPrivatePages.length).toBeGreaterThan(10);
  const naming = fromPrivatePages
    .filter((seen) =>
      favourites.some((favourite) => {
        const headers = Object.entries(seen.headers)
          .filter(([name]) => name !== "authorization" && !name.startsWith("entwine-"))
          .map(([, value]) => readable(value))
          .join("\n");
        return [readable(seen.url), headers].some(
          (text) => text.includes(favourite.id.toLowerCase()) || text.includes(favourite.name.toLowerCase()),
        );
      }),
    )
    .map((seen) => `${seen.phone} on ${seen.page}: ${seen.method} ${seen.url}`);
  expect(naming).toEqual([]);
  // The route manifest came whole with the page: nothing asks which route a link leads to.
  expect(requests.filter((seen) => pathOf(seen.url) === "/__manifest").map((seen) => seen.url)).toEqual([]);

  // No body and no frame holds the note or a favourite's id in clear (what Our space carries is encrypted).
  const clear = (text: string) =>
    text.toLowerCase().includes(noteWords) || favourites.some((favourite) => text.includes(favourite.id));
  expect(requests.filter((seen) => clear(seen.body)).map((seen) => `${seen.method} ${seen.url}`)).toEqual([]);
  expect(frames.filter(clear)).toEqual([]);

  // A plan's calendar title and its item are in no address, header, body, frame, log line or stored row.
  const planSecrets = [PLAN_TITLE, PLAN_ITEM, HONEYMOON.id].map((secret) => secret.toLowerCase());
  const namesPlan = (value: string) => planSecrets.some((secret) => readable(value).includes(secret));
  expect(
    requests
      .filter((seen) => namesPlan(seen.url) || namesPlan(seen.body) || Object.values(seen.headers).some(namesPlan))
      .map((seen) => `${seen.phone} ${seen.method} ${seen.url}`),
  ).toEqual([]);
  expect(frames.filter(namesPlan)).toEqual([]);
  expect(server.output().split("\n").filter(namesPlan)).toEqual([]);
  expect(namesPlan(dataFilesText(server.dataDir))).toBe(false);

  // The server's log (info level) holds no token and no note; a favourite's id only where a phone browsed the
  // public catalogue (its page or its picture), never from a private page.
  const log = server.output().slice(logFrom);
  expect(log.length).toBeGreaterThan(0);
  for (const token of tokens) expect(log, "a token in the log").not.toContain(token);
  expect(log.toLowerCase()).not.toContain(noteWords);
  expect(log).not.toContain("/__manifest");
  for (const favourite of favourites) {
    const lines = log.split("\n").filter((line) => line.includes(favourite.id));
    const browsing = new RegExp(
      `"url":"(/api/catalogue/${favourite.id}/illustration\\.svg|/positions/${favourite.id})"`,
    );
    expect(
      lines.filter((line) => !browsing.test(line)),
      `log lines naming ${favourite.id}`,
    ).toEqual([]);
  }
}

beforeAll(async () => {
  server = await startServer({ ...SPACE_TEST_LIMITS });
});

afterAll(async () => {
  for (const made of opened) await made.context.close().catch(() => undefined);
  await server?.stop();
});

describe("what the server sees of Our space", () => {
  it("over WebSockets: no favourite, note or token in any address, no note or favourite in any body or frame, none in the log", async () => {
    const logFrom = server.output().length;
    const a = await phone("A");
    const b = await phone("B");
    await pairPhones(a, b);
    const note = "Moonlit rooftop picnic, bring the blue blanket";
    const favourites = await shareEverything(a, b, note);
    expect(a.record.frames.length).toBeGreaterThan(3);
    expectNothingPrivate([a, b], favourites, note, logFrom);
  }, 240_000);

  it("with one phone on the event-stream fallback: the same, and its stream's address names nothing", async () => {
    const logFrom = server.output().length;
    const a = await phone("C");
    const b = await phone("D", { noWebSocket: true });
    await pairPhones(a, b);
    const note = "Candles and that playlist from Lisbon";
    const favourites = await shareEverything(a, b, note);
    const streams = b.record.requests.filter((seen) => pathOf(seen.url) === "/api/our-space/events");
    expect(streams.length).toBeGreaterThan(0);
    for (const stream of streams) {
      expect(new URL(stream.url).search).toBe("");
      expect(stream.headers.authorization).toMatch(/^Bearer [A-Za-z0-9_-]{16,}$/);
    }
    expect(b.record.frames).toEqual([]);
    expectNothingPrivate([a, b], favourites, note, logFrom);
  }, 240_000);
});
