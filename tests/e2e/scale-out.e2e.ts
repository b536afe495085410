import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";

// Two server processes on one PostgreSQL database, as behind a load balancer. Needs the machine's PostgreSQL:
// CI sets TEST_POSTGRES_URL (see .ci/run); without it the suite is skipped.
const postgresUrl = process.env.TEST_POSTGRES_URL ?? process.env.DATABASE_URL;
const admin = { ADMIN_USERNAME: "scale-admin", ADMIN_PASSWORD: "scale-password-123" };
const databaseName = `entwine_scale_${process.pid}`;

let a: RunningServer;
let b: RunningServer;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

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
    const env = { ...admin, DATABASE_URL: url.toString() };
    // Started together: migrations take an advisory lock, so both may start at once.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
  });

  it("serves on B a post published through A, at once", async () => {
    const cookie = (await login(a)).headers.get("set-cookie")!.split(";")[0]!;
    const created = await fetch(`${a.url}/api/blogs`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: a.url, Cookie: cookie },
      body: JSON.stringify({ title: "Published on A", content: "<p>Seen on B.</p>", status: "published", category: "Romance" }),
    });
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

  it("adds up sign-in failures made on A and on B", async () => {
    expect(((await (await login(a, "wrong-1")).json()) as { error: string }).error).toBe("Invalid credentials. 2 attempts remaining.");
    expect(((await (await login(b, "wrong-2")).json()) as { error: string }).error).toBe("Invalid credentials. 1 attempts remaining.");
    const third = await login(a, "wrong-3");
    expect(((await third.json()) as { error: string }).error).toBe("Account locked due to too many failed attempts. Try again in 15 minutes.");
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
    const updated = list.positions.slice(0, 5).map((position, index) => (index === 0 ? { ...position, title: "Renamed on A" } : position));
    const put = await fetch(`${a.url}/api/positions`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: a.url, Cookie: cookie },
      body: JSON.stringify(updated),
    });
    expect(put.status).toBe(200);
    expect(await readUntil((text) => [...text.matchAll(/data: (\S+)/g)].some((match) => match[1] !== firstVersion))).toBe(true);
    controller.abort();
    const onB = (await (await fetch(`${b.url}/api/positions`)).json()) as { positions: Array<{ title: string }> };
    expect(onB.positions[0]!.title).toBe("Renamed on A");
    expect(onB.positions).toHaveLength(5);
  });
});
