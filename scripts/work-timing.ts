/**
 * How long a phone's browser takes to solve the proof-of-work (docs/decisions/013), measured in Chromium with its
 * CPU slowed 4x (DevTools' "mid-tier phone"): the solver of app/lib/proof-of-work-solver.ts, bundled for the page, solves
 * WORK_TIMING_RUNS fresh challenges at each step's bits; prints the median and slowest solve and the longest the
 * page's main thread went without running a task (what a tap would wait). `npx tsx scripts/work-timing.ts`
 */
import path from "node:path";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { chooseChromium } from "../tests/e2e/support/chromium";

const RUNS = Number(process.env.WORK_TIMING_RUNS ?? 20);
const STEPS = [12, 13, 14];
const root = path.resolve(import.meta.dirname, "..");

const entry = `
import { solveInSlices } from "~/lib/proof-of-work-solver";
window.timeWork = async (bits, runs) => {
  const times = [];
  let longestGap = 0;
  let last = performance.now();
  let watching = true;
  const watch = () => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    if (watching) setTimeout(watch, 0);
  };
  watch();
  for (let run = 0; run < runs; run++) {
    const challenge = "room." + bits + "." + Date.now() + "." + Math.random().toString(36).slice(2) + ".timing";
    const started = performance.now();
    await solveInSlices({ challenge, bits });
    times.push(performance.now() - started);
  }
  watching = false;
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], slowest: times[times.length - 1], longestGap };
};
`;

const bundle = await build({
  stdin: { contents: entry, resolveDir: root, loader: "js" },
  bundle: true,
  write: false,
  format: "iife",
  alias: { "~": path.join(root, "app"), "@domain": path.join(root, "domain") },
});
const browser = await chromium.launch({ executablePath: (await chooseChromium()).executablePath });
try {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><title>work timing</title>");
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  for (const bits of STEPS) {
    const figures = await page.evaluate(
      ([b, runs]) =>
        (window as unknown as { timeWork: (b: number, r: number) => Promise<Record<string, number>> }).timeWork(
          b,
          runs,
        ),
      [bits, RUNS] as const,
    );
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `${bits} bits at 4x CPU: median ${ms(figures.median!)}, slowest of ${RUNS} ${ms(figures.slowest!)}, longest main-thread gap ${ms(figures.longestGap!)}`,
    );
  }
} finally {
  await browser.close();
}
