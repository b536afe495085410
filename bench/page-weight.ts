// `npm run bench:weight [path ...]`: what a phone downloads to show each public page, counted by the browser as
// tests/e2e/page-weight.e2e.ts counts it (script requests, and their bytes on the wire, headers included, from the
// first request until the network is idle, so the files a page loads after its first paint count too), with the
// bundle report's first-load figure (brotli bodies of the modules the page imports up front) beside it. Prints one
// line per route; with BEFORE=file.json, the same figures from an earlier run beside them (SAVE=file.json writes
// this run's; FILES=1 lists each page's files), so that a change to the build's chunking can be read route by route.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import puppeteer from "puppeteer-core";
import { sitePages } from "@domain/seo/site-pages";
import { bundleReport } from "./bundle-report";
import { chooseChromium } from "../tests/e2e/support/chromium";
import { startServer } from "../tests/e2e/support/server";

export interface PageWeight {
  path: string;
  scripts: number;
  kb: number;
  firstLoadKb: number;
}

/** A route's pattern from the bundle report that a concrete path matches ("/positions/:id" for "/positions/x"). */
function patternFor(pathname: string, patterns: string[]): string | undefined {
  if (patterns.includes(pathname)) return pathname;
  return patterns.find((pattern) => {
    const expression = new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`);
    return pattern !== "/*" && expression.test(pathname);
  });
}

async function main() {
  const requested = process.argv.slice(2);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-weight-"));
  const server = await startServer({ LOG_LEVEL: "warn" }, dataDir);
  const { executablePath } = await chooseChromium();
  const browser = await puppeteer.launch({ executablePath, headless: true, args: ["--no-sandbox"] });
  const report = await bundleReport(process.env.BUILD_DIR ?? "build");
  const firstLoad = new Map(report.map((entry) => [entry.path, entry.bytes]));
  const rows: PageWeight[] = [];
  try {
    const story = ((await (await fetch(`${server.url}/api/blogs`)).json()) as Array<{ slug: string }>)[0];
    const paths =
      requested.length > 0
        ? requested
        : [...sitePages.map((page) => page.path), "/positions/romantic-1", ...(story ? [`/blog/${story.slug}`] : [])];
    for (const pagePath of paths) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.evaluateOnNewDocument(() => window.sessionStorage.setItem("lovePositionsVerified", "true"));
      const session = await page.createCDPSession();
      await session.send("Network.enable");
      const scripts = new Map<string, string>();
      let bytes = 0;
      session.on("Network.requestWillBeSent", (event) => {
        // As the browser test counts: not the Web Vitals library, which the reporter fetches on a 3 s timer.
        if (event.type === "Script" && !/\/assets\/web-vitals-[\w-]+\.js$/.test(event.request.url))
          scripts.set(event.requestId, new URL(event.request.url).pathname);
      });
      session.on("Network.loadingFinished", (event) => {
        if (!scripts.has(event.requestId)) return;
        bytes += event.encodedDataLength;
        if (process.env.FILES) console.log(`  ${pagePath} ${scripts.get(event.requestId)} ${event.encodedDataLength}`);
      });
      let lastRequestAt = Date.now();
      session.on("Network.requestWillBeSent", () => (lastRequestAt = Date.now()));
      // A page may hold a line open (the rooms' socket, a stream), so "no request for a second" marks the end here.
      await page.goto(`${server.url}${pagePath}`, { waitUntil: "load", timeout: 60_000 });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", { timeout: 60_000 });
      while (Date.now() - lastRequestAt < 1500) await new Promise((resolve) => setTimeout(resolve, 250));
      const pattern = patternFor(pagePath, [...firstLoad.keys()]);
      rows.push({
        path: pagePath,
        scripts: scripts.size,
        kb: bytes / 1024,
        firstLoadKb: (pattern ? firstLoad.get(pattern)! : NaN) / 1024,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  }

  const before = process.env.BEFORE
    ? new Map((JSON.parse(fs.readFileSync(process.env.BEFORE, "utf8")) as PageWeight[]).map((row) => [row.path, row]))
    : undefined;
  const cell = (value: number | undefined, digits = 1) =>
    (value === undefined || Number.isNaN(value) ? "-" : value.toFixed(digits)).padStart(7);
  console.log(
    before
      ? `${"route".padEnd(34)} ${"scripts".padStart(7)} ${"was".padStart(7)} ${"KB wire".padStart(7)} ${"was".padStart(7)} ${"1st KB".padStart(7)} ${"was".padStart(7)}`
      : `${"route".padEnd(34)} ${"scripts".padStart(7)} ${"KB wire".padStart(7)} ${"1st KB".padStart(7)}`,
  );
  for (const row of rows) {
    const was = before?.get(row.path);
    console.log(
      before
        ? `${row.path.padEnd(34)} ${cell(row.scripts, 0)} ${cell(was?.scripts, 0)} ${cell(row.kb)} ${cell(was?.kb)} ${cell(row.firstLoadKb)} ${cell(was?.firstLoadKb)}`
        : `${row.path.padEnd(34)} ${cell(row.scripts, 0)} ${cell(row.kb)} ${cell(row.firstLoadKb)}`,
    );
  }
  if (process.env.SAVE) fs.writeFileSync(process.env.SAVE, JSON.stringify(rows, null, 2));
}

await main();
