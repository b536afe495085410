// `npm run bench:phone [path ...]`: each public route as a couple's phone meets it, under the real profile (slow 4G
// and 4x CPU applied through the DevTools protocol, bench/hydration.ts): the first visit (a new browser profile),
// a returning visit in the same session, a returning visit after the browser was closed and opened again (the same
// profile on disk, the service worker's cache kept), and that again with the network down. Prints largest paint,
// hydrated, the bytes and requests that crossed the network, and the requests the service worker answered, against
// issue 50's targets. Each figure is the median of PHONE_RUNS runs (3 by default, as issue 50 asks; each run a new
// profile); PHONE_VISITS=first measures only the first visit (quicker, for comparing two builds). Not part of `npm test`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import puppeteer, { type Page } from "puppeteer-core";
import { sitePages } from "@domain/seo/site-pages";
import { measureVisit, watchVisits, type VisitTiming } from "./hydration";
import { chooseChromium } from "../tests/e2e/support/chromium";
import { startServer } from "../tests/e2e/support/server";

const TARGETS = {
  first: { largestPaintMs: 1000, hydratedMs: 1800 },
  returning: { largestPaintMs: 400, hydratedMs: 700 },
};
const VISITS = ["first", "same session", "reopened", "offline"] as const;
type Visit = (typeof VISITS)[number];

function runsFrom(env: NodeJS.ProcessEnv): number {
  const runs = Number(env.PHONE_RUNS ?? "3");
  if (!Number.isInteger(runs) || runs < 1 || runs > 25) throw new Error("PHONE_RUNS must be a whole number 1-25");
  return runs;
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianVisit(runs: readonly VisitTiming[]): VisitTiming {
  const of = (key: Exclude<keyof VisitTiming, "largestPaintWhat">) => median(runs.map((run) => run[key]));
  return {
    largestPaintMs: of("largestPaintMs"),
    hydratedMs: of("hydratedMs"),
    networkBytes: of("networkBytes"),
    networkRequests: of("networkRequests"),
    workerRequests: of("workerRequests"),
  };
}

async function launch(executablePath: string, userDataDir: string) {
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    userDataDir,
    args: ["--no-sandbox", "--disable-dev-shm-usage", "--no-first-run"],
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await watchVisits(page);
  return { browser, page };
}

/** Until the worker controls the page and holds this route's document. */
async function workerHolds(page: Page, pathname: string) {
  await page.waitForFunction(
    async (wanted) => {
      if (!navigator.serviceWorker.controller) return false;
      for (const name of await caches.keys())
        if (name.startsWith("entwine-") && (await (await caches.open(name)).match(wanted))) return true;
      return false;
    },
    { timeout: 60_000, polling: 250 },
    pathname,
  );
}

async function routeVisits(
  executablePath: string,
  url: string,
  firstOnly: boolean,
): Promise<Partial<Record<Visit, VisitTiming>>> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-phone-"));
  try {
    const opened = await launch(executablePath, profile);
    const first = await measureVisit(opened.page, url);
    if (firstOnly) {
      await opened.browser.close();
      return { first };
    }
    // A page outside the install's set is stored on its first visit under the worker's control: the first visit
    // above came before the worker, so one plain visit (unthrottled, not measured) lets it store this one.
    await opened.page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), { timeout: 60_000 });
    await opened.page.goto(url, { waitUntil: "load" });
    await workerHolds(opened.page, new URL(url).pathname);
    const sameSession = await measureVisit(opened.page, url);
    await opened.browser.close();
    const reopened = await launch(executablePath, profile);
    const afterClose = await measureVisit(reopened.page, url);
    const offline = await measureVisit(reopened.page, url, true);
    await reopened.browser.close();
    return { first, "same session": sameSession, reopened: afterClose, offline };
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function main() {
  const requested = process.argv.slice(2);
  const runs = runsFrom(process.env);
  const firstOnly = process.env.PHONE_VISITS === "first";
  const visits = firstOnly ? (["first"] as const) : VISITS;
  const server = await startServer(
    { LOG_LEVEL: "warn" },
    fs.mkdtempSync(path.join(os.tmpdir(), "entwine-phone-data-")),
  );
  const { executablePath } = await chooseChromium();
  try {
    const paths =
      requested.length > 0
        ? requested
        : sitePages.map((page) => page.path).filter((pagePath) => pagePath !== "/medium-blog-editor");
    // The server's stored pages warm, as a visitor finds them.
    for (const pagePath of paths) await fetch(`${server.url}${pagePath}`, { headers: { accept: "text/html" } });
    const load = os.loadavg().map((value) => value.toFixed(2));
    console.log(
      `Phone bench: slow 4G (150 ms, 1.6 Mbit/s) and 4x CPU applied for real; ${paths.length} routes; median of ${runs} run${runs === 1 ? "" : "s"} per visit (PHONE_RUNS); ${os.cpus().length} cores, load average ${load.join(" ")} at the start.`,
    );
    console.log(
      `Targets: first visit largest paint <= ${seconds(TARGETS.first.largestPaintMs)} s, hydrated <= ${seconds(TARGETS.first.hydratedMs)} s; returning visits (same session, reopened, offline) painted <= ${seconds(TARGETS.returning.largestPaintMs)} s, hydrated <= ${seconds(TARGETS.returning.hydratedMs)} s.\n`,
    );
    console.log("| Route | Visit | Largest paint | Hydrated | Network bytes | Network requests | From the worker | |");
    console.log("|---|---|---|---|---|---|---|---|");
    let misses = 0;
    const whys: string[] = [];
    for (const pagePath of paths) {
      const measured: Partial<Record<Visit, VisitTiming>>[] = [];
      for (let run = 0; run < runs; run += 1)
        measured.push(await routeVisits(executablePath, `${server.url}${pagePath}`, firstOnly));
      for (const visit of visits) {
        const each = measured.map((run) => run[visit]!);
        const row = medianVisit(each);
        const spread = runs > 1 ? ` (${each.map((run) => seconds(run.hydratedMs)).join(", ")})` : "";
        const target = visit === "first" ? TARGETS.first : TARGETS.returning;
        const ok = row.largestPaintMs <= target.largestPaintMs && row.hydratedMs <= target.hydratedMs;
        if (!ok) {
          misses += 1;
          whys.push(
            `${pagePath}, ${visit}: largest paint ${[...new Set(each.map((run) => run.largestPaintWhat))].join(" | ")}`,
          );
        }
        console.log(
          `| \`${pagePath}\` | ${visit} | ${seconds(row.largestPaintMs)} s | ${seconds(row.hydratedMs)} s${spread} | ${(row.networkBytes / 1024).toFixed(1)} KB | ${row.networkRequests} | ${row.workerRequests} | ${ok ? "ok" : "MISS"} |`,
        );
      }
    }
    if (whys.length) console.log(`\nWhat was painted last on the visits over target:\n${whys.join("\n")}`);
    console.log(
      `\nLoad average at the end: ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(" ")}; ${misses} visits over target.`,
    );
  } finally {
    await server.stop();
  }
}

await main();
