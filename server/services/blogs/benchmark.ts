/**
 * Blog list benchmark (issue 5 acceptance: with 10,000 posts the public list, page 1, any sort, with search,
 * answers in under 50 ms at the median).
 *
 *   npx tsx server/services/blogs/benchmark.ts [--posts 10000] [--runs 30]
 *
 * Uses a fresh embedded database in a temporary folder, opened with the server's own settings, or the PostgreSQL
 * database of DATABASE_URL (it inserts posts there: use a scratch database). Seeds the posts in batches, then
 * times listPublished for every sort, with and without a search, a category filter and the admin list, and prints
 * the median and p95 of each.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { openDatabase } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { systemClock } from "../../base/clock";
import { createRateLimitService } from "../rate-limits";
import { fakePostMaker } from "./fake-posts";
import { createBlogService } from "./index";
import { PUBLIC_SORTS, type PublicListQuery } from "@domain/blogs/types";

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const POSTS = argument("posts", 10_000);
const RUNS = argument("runs", 30);

const VOCABULARY = (
  "love touch candle evening whisper dance trust closeness laughter morning breakfast bath massage music wine stars " +
  "balcony picnic letter journey weekend cabin ocean sunset garden rain blanket conversation kiss promise gentle slow " +
  "playful adventure surprise memory anniversary honeymoon desire comfort warmth curiosity listening patience kindness"
).split(" ");
const CATEGORIES = [
  "Relationships",
  "Romance",
  "Intimacy",
  "Lifestyle",
  "Health",
  "Tips",
  "Communication",
  "Love",
  "Couples",
];

const fakePost = fakePostMaker({
  seed: 7,
  vocabulary: VOCABULARY,
  categories: CATEGORIES,
  maxAgeDays: 3 * 365,
  mixed: true,
});

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const pgliteDir = databaseUrl ? null : fs.mkdtempSync(path.join(os.tmpdir(), "entwine-blog-bench-"));
  const database = await openDatabase(pgliteDir ? { pgliteDir } : { databaseUrl });
  await database.migrate();
  const logger = pino({ level: "silent" });
  const rateLimits = createRateLimitService(database.db, systemClock, () => "bench");
  const blogs = createBlogService({ database, clock: systemClock, logger, rateLimits });

  console.log(`Database: ${database.kind}. Seeding ${POSTS} posts...`);
  const started = performance.now();
  const now = Date.now();
  for (let offset = 0; offset < POSTS; offset += 500) {
    const batch = Array.from({ length: Math.min(500, POSTS - offset) }, (_, k) => fakePost(offset + k, now));
    await database.db.insert(blogPosts).values(batch).onConflictDoNothing();
  }
  const analyzeStarted = performance.now();
  await blogs.refreshStatistics(); // what the service does at start (PGlite has no autovacuum)
  console.log(
    `Seeded in ${((analyzeStarted - started) / 1000).toFixed(1)} s, analyzed in ${(performance.now() - analyzeStarted).toFixed(0)} ms. ${RUNS} runs per case.\n`,
  );

  const cases: Array<[string, () => Promise<unknown>]> = [];
  for (const sort of PUBLIC_SORTS) {
    cases.push([`public page 1, sort ${sort}`, () => blogs.listPublished({ page: 1, sort } satisfies PublicListQuery)]);
    cases.push([`public page 1, sort ${sort}, q="candle"`, () => blogs.listPublished({ page: 1, sort, q: "candle" })]);
  }
  cases.push(['public page 1, q="sunset picnic"', () => blogs.listPublished({ page: 1, q: "sunset picnic" })]);
  cases.push(["public page 1, category Romance", () => blogs.listPublished({ page: 1, category: "Romance" })]);
  cases.push(["public page 40, sort popular", () => blogs.listPublished({ page: 40, sort: "popular" })]);
  cases.push([
    'admin page 1, all, sort seo, q="writer 7"',
    () => blogs.listAdmin({ page: 1, sort: "seo", q: "writer 7" }),
  ]);
  cases.push(["related (Romance, 3)", () => blogs.related("Romance")]);

  if (process.argv.includes("--explain")) {
    const q = "''candle'':*";
    for (const text of [
      `select count(*) from blog_posts where status = 'published' and search_vector @@ to_tsquery('english', '${q}')`,
      `select id from blog_posts where status = 'published' and search_vector @@ to_tsquery('english', '${q}') order by published_at desc nulls last, created_at desc nulls last, id desc nulls last limit 12`,
      `select count(*) from blog_posts where status = 'published'`,
    ]) {
      const result = await database.db.execute(sql.raw(`explain analyze ${text}`));
      const rows = (result as unknown as { rows: Array<Record<string, string>> }).rows;
      console.log(rows.map((row) => Object.values(row)[0]).join("\n"), "\n");
    }
  }

  let worst = 0;
  for (const [name, run] of cases) {
    await run(); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      await run();
      samples.push(performance.now() - t);
    }
    const { median, p95 } = stats(samples);
    if (name.startsWith("public")) worst = Math.max(worst, median);
    console.log(`${name.padEnd(48)} median ${median.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`);
  }
  console.log(`\nWorst public median: ${worst.toFixed(1)} ms (target < 50 ms) ${worst < 50 ? "OK" : "OVER"}`);
  await database.close();
  if (pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
