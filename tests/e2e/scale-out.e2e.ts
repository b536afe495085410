import net from "node:net";
import pg from "pg";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, type TestS3Server } from "../support/s3-server";
import { runOnce } from "../support/postgres-admin";
import { launchBrowser, openPage } from "./support/browser";
import { freePort, publishPost, startServer, type RunningServer } from "./support/server";

// Two server processes on one PostgreSQL database, as behind a load balancer. Needs the machine's PostgreSQL:
// CI sets TEST_POSTGRES_URL (see .ci/run); without it the suite is skipped.
const postgresUrl = process.env.TEST_POSTGRES_URL ?? process.env.DATABASE_URL;
const admin = { ADMIN_USERNAME: "scale-admin", ADMIN_PASSWORD: "scale-password-123" };
const databaseName = `entwine_scale_${process.pid}`;
// Instances on one database share the secret part of the address salt kept outside it.
const SITE_SECRET = "scale-out-test-secret-0123456789-abcdefghij";

let a: RunningServer;
let b: RunningServer;
let s3: TestS3Server;
/** A third instance for the rooms test, which kills one of its two. */
let c: RunningServer | undefined;

/** One statement on the PostgreSQL server the suite runs against. */
const adminQuery = (text: string) => runOnce(postgresUrl!, text);

async function login(server: RunningServer, password = admin.ADMIN_PASSWORD) {
  return fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ username: admin.ADMIN_USERNAME, password }),
  });
}

describe.skipIf(!postgresUrl)("two instances on one PostgreSQL database", () => {
  beforeAll(async () => {
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
    await adminQuery(`create database ${databaseName}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${databaseName}`;
    // Media in one S3-compatible bucket: each instance has its own DATA_DIR, so no directory is shared.
    s3 = await startTestS3Server();
    const env = { ...admin, DATABASE_URL: url.toString(), SITE_SECRET, ...s3.env };
    // Started together: migrations take an advisory lock, so both may start at once.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
    await s3?.close();
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
  });

  it("serves on B a post published through A, at once", async () => {
    const cookie = (await login(a)).headers.get("set-cookie")!.split(";")[0]!;
    const created = await publishPost(a.url, cookie, { title: "Published on A", content: "<p>Seen on B.</p>" });
    expect(created.status).toBeLessThan(300);
    const { slug } = (await created.json()) as { slug: string };
    const onB = await fetch(`${b.url}/api/blogs?slug=${slug}`);
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { title: string }).title).toBe("Published on A");
    const page = await fetch(`${b.url}/blog/${slug}`);
    expect(await page.text()).toContain("Published on A");
  });

  it("accepts on B a session created on A", async () => {
    const cookie = (await login(a)).headers.get("set-cookie")!.split(";")[0]!;
    const session = await fetch(`${b.url}/api/auth/session`, { headers: { Cookie: cookie } });
    expect(((await session.json()) as { admin: unknown }).admin).toEqual({ username: admin.ADMIN_USERNAME });
  });

  it("serves, ranges and deletes through B a photo uploaded through A, with no shared directory", async () => {
    expect(a.dataDir).not.toBe(b.dataDir);
    const cookie = (await login(a)).headers.get("set-cookie")!.split(";")[0]!;
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#7a2048" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([png], { type: "image/png" }), "shared.png");
    const uploaded = await fetch(`${a.url}/api/media`, {
      method: "POST",
      headers: { Origin: a.url, Cookie: cookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const item = (await uploaded.json()) as { id: string; url: string; variants: Record<string, string> };

    const whole = await fetch(`${b.url}${item.url}`);
    expect(whole.status).toBe(200);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(120);
    const part = await fetch(`${b.url}${item.url}`, { headers: { Range: "bytes=0-7" } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 8))).toBe(true);
    expect((await fetch(`${b.url}${item.variants.thumbnail}`)).status).toBe(200);

    const removed = await fetch(`${b.url}/api/media/${item.id}`, {
      method: "DELETE",
      headers: { Origin: b.url, Cookie: cookie },
    });
    expect(removed.status).toBe(200);
    expect((await fetch(`${a.url}${item.url}`)).status).toBe(404);
  });

  it("adds up sign-in failures made on A and on B", async () => {
    expect(((await (await login(a, "wrong-1")).json()) as { error: string }).error).toBe(
      "Invalid credentials. 2 attempts remaining.",
    );
    expect(((await (await login(b, "wrong-2")).json()) as { error: string }).error).toBe(
      "Invalid credentials. 1 attempts remaining.",
    );
    const third = await login(a, "wrong-3");
    expect(((await third.json()) as { error: string }).error).toBe(
      "Account locked due to too many failed attempts. Try again in 15 minutes.",
    );
    expect((await login(b)).status).toBe(429);
  });

  it("pushes a scratch-positions update made on A to a page open on B", async () => {
    // The lockout above blocks this address; clear it through the database as an operator would after 15 minutes.
    const url = new URL(postgresUrl!);
    url.pathname = `/${databaseName}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query("delete from login_failures");
    await client.end();
    const cookie = (await login(a)).headers.get("set-cookie")!.split(";")[0]!;

    const controller = new AbortController();
    const stream = await fetch(`${b.url}/api/positions/events`, { signal: controller.signal });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    const readUntil = async (predicate: (text: string) => boolean) => {
      const deadline = Date.now() + 10_000;
      while (!predicate(received) && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
      return predicate(received);
    };
    await readUntil((text) => text.includes("data: "));
    const firstVersion = received.match(/data: (\S+)/)![1];

    const list = (await (await fetch(`${a.url}/api/positions`)).json()) as { positions: Array<{ title: string }> };
    const updated = list.positions
      .slice(0, 5)
      .map((position, index) => (index === 0 ? { ...position, title: "Renamed on A" } : position));
    const put = await fetch(`${a.url}/api/positions`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: a.url, Cookie: cookie },
      body: JSON.stringify(updated),
    });
    expect(put.status).toBe(200);
    expect(
      await readUntil((text) => [...text.matchAll(/data: (\S+)/g)].some((match) => match[1] !== firstVersion)),
    ).toBe(true);
    controller.abort();
    const onB = (await (await fetch(`${b.url}/api/positions`)).json()) as { positions: Array<{ title: string }> };
    expect(onB.positions[0]!.title).toBe("Renamed on A");
    expect(onB.positions).toHaveLength(5);
  });

  it("keeps a two-phone game in sync with one phone on each instance, and continues on A when B dies", async () => {
    // A load balancer in front of the instances: new connections go to `target`, existing ones stay where they are.
    const url = new URL(postgresUrl!);
    url.pathname = `/${databaseName}`;
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = { ...admin, DATABASE_URL: url.toString(), SITE_SECRET, PUBLIC_ORIGIN: origin };
    const [first, second] = await Promise.all([startServer(env), startServer(env)]);
    c = second;
    let target = first.port;
    const balancer = net.createServer((inbound) => {
      const outbound = net.connect(target, "127.0.0.1");
      inbound.pipe(outbound).pipe(inbound);
      const drop = () => {
        inbound.destroy();
        outbound.destroy();
      };
      inbound.on("error", drop);
      outbound.on("error", drop);
      outbound.on("close", drop);
    });
    await new Promise<void>((resolve) => balancer.listen(port, "127.0.0.1", resolve));
    const browser: Browser = await launchBrowser();
    try {
      const phone = async () =>
        (await openPage(browser, { verified: true, viewport: { width: 390, height: 844 } })).page;
      const host = await phone();
      await host.goto(`${origin}/games/truth-or-dare`);
      await host.waitForLoadState("networkidle");
      await host.getByRole("button", { name: "Play on two phones" }).click();
      const code = (await host.getByTestId("room-code").textContent())!.trim();

      target = second.port;
      const guest = await phone();
      await guest.goto(`${origin}/together#${code}`);
      const status = (page: Page) => page.getByTestId("partner-status").textContent();
      await expect.poll(() => status(host), { timeout: 15_000 }).toMatch(/is here/);
      await expect.poll(() => status(guest), { timeout: 15_000 }).toMatch(/is here/);

      const prompt = (page: Page) => page.getByTestId("room-prompt").textContent();
      // The host (on the first instance) draws; the guest (on the second) sees it through LISTEN/NOTIFY.
      await host.getByRole("button", { name: "Truth" }).click();
      const truth = await prompt(host);
      await expect.poll(() => prompt(guest), { timeout: 10_000 }).toBe(truth);
      await host.getByRole("button", { name: /\+1/ }).click();
      await expect.poll(() => guest.getByTestId("room-turn").textContent(), { timeout: 10_000 }).toBe("Your turn");
      await guest.getByRole("button", { name: "Dare" }).click();
      const dare = await prompt(guest);
      await expect.poll(() => prompt(host), { timeout: 10_000 }).toBe(dare);

      // The guest's instance dies; its phone reconnects through the balancer to the first instance and carries on
      // from the last acknowledged move (the dare it drew).
      target = first.port;
      await second.stop("SIGKILL");
      c = undefined;
      await expect.poll(() => status(host), { timeout: 15_000 }).toMatch(/is away|is here/);
      await expect.poll(() => prompt(guest), { timeout: 15_000 }).toBe(dare);
      await expect.poll(() => status(guest), { timeout: 15_000 }).toMatch(/is here/);
      await guest.getByRole("button", { name: /\+1/ }).click();
      await expect
        .poll(() => host.getByTestId("room-scores").textContent(), { timeout: 10_000 })
        .toBe("You 1 · Your partner 1");
      await expect.poll(() => host.getByTestId("room-turn").textContent(), { timeout: 10_000 }).toBe("Your turn");
    } finally {
      await browser.close();
      balancer.close();
      await first.stop();
    }
  });
});
