// `npm run bench`: throughput and latency of the production build on loopback, the JavaScript each public route
// loads. `npm run bench` then runs the blog list service benchmark (10,000 posts). Not part of `npm test`.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { blogPosts } from "../server/db/schema";
import { startServer } from "../tests/e2e/support/server";
import { bundleReport, JS_BUDGET_BYTES } from "./bundle-report";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);

const words = "love touch candle evening whisper dance trust closeness laughter morning breakfast bath massage music stars balcony picnic letter journey weekend cabin ocean sunset garden rain blanket conversation kiss promise gentle slow playful surprise memory".split(" ");
let seed = 11;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const sentence = (n: number) => Array.from({ length: n }, () => pick(words)).join(" ");

async function seedPosts(dataDir: string) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
  await database.migrate();
  const now = Date.now();
  for (let offset = 0; offset < POSTS; offset += 500) {
    const batch = Array.from({ length: Math.min(500, POSTS - offset) }, (_, k) => {
      const i = offset + k;
      const tags = [pick(words), pick(words)];
      const published = new Date(now - Math.floor(random() * 1000) * 86_400_000);
      return {
        id: crypto.randomUUID(),
        title: `${sentence(5)} ${i}`,
        slug: `bench-${i}`,
        content: `<h2>${sentence(4)}</h2>${Array.from({ length: 6 }, () => `<p>${sentence(60)}.</p>`).join("")}`,
        excerpt: sentence(20),
        category: pick(["Relationships", "Romance", "Intimacy", "Lifestyle", "Health", "Tips"]),
        tags,
        tagsText: tags.join(" "),
        status: "published" as const,
        readTime: 1 + Math.floor(random() * 10),
        views: Math.floor(random() * 5000),
        likes: Math.floor(random() * 500),
        author: `Writer ${i % 50}`,
        seoScore: Math.floor(random() * 100),
        createdAt: published,
        updatedAt: published,
        publishedAt: published,
      };
    });
    await database.db.insert(blogPosts).values(batch).onConflictDoNothing();
  }
  await database.db.execute(sql`analyze`);
  await database.close();
}

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-encoding": "gzip", ...headers } });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function print(results: Result[], target: (result: Result) => string) {
  console.log(`${"target".padEnd(34)} ${"req/s".padStart(8)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)}  errors  verdict`);
  for (const result of results) {
    console.log(
      `${result.name.padEnd(34)} ${result.rps.toFixed(0).padStart(8)} ${String(result.p50).padStart(7)} ${String(result.p99).padStart(7)}  ${String(result.errors).padStart(6)}  ${target(result)}`,
    );
  }
}

async function bareServer(body: Buffer, contentType: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": contentType, "Content-Encoding": "gzip", "Content-Length": body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-bench-"));
  console.log(`Seeding ${POSTS} posts…`);
  await seedPosts(dataDir);
  const server = await startServer({ LOG_LEVEL: "warn", ADMIN_USERNAME: "bench-admin", ADMIN_PASSWORD: "bench-password-123" }, dataDir);
  const html = { accept: "text/html" };
  try {
    const posts = (await (await fetch(`${server.url}/api/blogs`)).json()) as Array<{ slug: string }>;
    const postPath = `/blog/${posts[0]?.slug ?? "bench-1"}`;
    const pages = [
      ["/", "/"],
      ["/medium-blogs", "/medium-blogs"],
      [`post page`, postPath],
      ["/games/truth-or-dare", "/games/truth-or-dare"],
      ["/medium-blogs?q=candle (search)", "/medium-blogs?q=candle"],
    ] as const;
    // Warm up (fills the rendered-page cache and the JIT).
    for (const [, pagePath] of pages) await fetch(`${server.url}${pagePath}`, { headers: html });

    console.log(`\nPages (${CONNECTIONS} connections, ${DURATION} s each; target >= 500 req/s and p99 < 100 ms):`);
    const pageResults: Result[] = [];
    for (const [name, pagePath] of pages) pageResults.push(await load(name, `${server.url}${pagePath}`, html));
    print(pageResults, (result) => (result.rps >= 500 && result.p99 < 100 && result.errors === 0 ? "ok" : "MISSED"));

    console.log(`\nAPI reads (target >= 2000 req/s):`);
    const apiResults = [await load("GET /api/blogs", `${server.url}/api/blogs`), await load("GET /api/positions", `${server.url}/api/positions`)];
    print(apiResults, (result) => (result.rps >= 2000 && result.errors === 0 ? "ok" : "MISSED"));

    console.log(`\nCached pages against a bare node:http server sending the same bytes (target ratio >= 0.2):`);
    const gzipped = Buffer.from(
      await (await fetch(`${server.url}/games/truth-or-dare`, { headers: { ...html, "accept-encoding": "gzip" }, decompress: false } as RequestInit)).arrayBuffer(),
    );
    const bare = await bareServer(gzipped, "text/html; charset=utf-8");
    const bareResult = await load("bare node:http", bare.url);
    await bare.close();
    const cached = pageResults.find((result) => result.name === "/games/truth-or-dare")!;
    print([bareResult], () => "");
    console.log(`ratio (cached /games/truth-or-dare ÷ bare): ${(cached.rps / bareResult.rps).toFixed(2)}`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log("\nJavaScript per public route (gzip, first load; budget 140 KB):");
  const report = await bundleReport();
  for (const entry of report) {
    console.log(`  ${(entry.bytes / 1024).toFixed(1).padStart(6)} KB  ${entry.path}${entry.bytes > JS_BUDGET_BYTES ? "  OVER BUDGET" : ""}`);
  }
}

await main();
