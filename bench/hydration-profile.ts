// `tsx bench/hydration-profile.ts <path> [path ...]` (with $BUILD_DIR built): where a first visit's main thread goes
// between navigation and the root's `data-hydrated` mark, under the real phone profile (bench/hydration.ts). Takes a
// V8 CPU profile through the DevTools protocol (Profiler.start/stop, sampled at the throttled clock) and prints the
// self time per script file and the heaviest functions, so a change is aimed at what the phone actually spends.
// A tool for looking, not a target; not part of `npm test`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import puppeteer from "puppeteer-core";
import { CPU_SLOWDOWN, SLOW_4G, watchVisits } from "./hydration";
import { chooseChromium } from "../tests/e2e/support/chromium";
import { startServer } from "../tests/e2e/support/server";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

function selfTimes(profile: CpuProfile, untilMicros: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const perNode = new Map<number, number>();
  let clock = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    clock += profile.timeDeltas[index]!;
    if (clock > untilMicros) break;
    const next = profile.timeDeltas[index + 1] ?? 0;
    perNode.set(profile.samples[index]!, (perNode.get(profile.samples[index]!) ?? 0) + next);
  }
  const perFile = new Map<string, number>();
  const perFunction = new Map<string, number>();
  for (const [id, micros] of perNode) {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url ? path.basename(new URL(frame.url, "http://x").pathname) : `(${frame.functionName || "?"})`;
    perFile.set(file, (perFile.get(file) ?? 0) + micros);
    const name = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    perFunction.set(name, (perFunction.get(name) ?? 0) + micros);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { perFile: sorted(perFile), perFunction: sorted(perFunction) };
}

async function main() {
  const paths = process.argv.slice(2);
  const server = await startServer({ LOG_LEVEL: "warn" }, fs.mkdtempSync(path.join(os.tmpdir(), "entwine-prof-")));
  const { executablePath } = await chooseChromium();
  try {
    for (const pagePath of paths) {
      await fetch(`${server.url}${pagePath}`, { headers: { accept: "text/html" } });
      const browser = await puppeteer.launch({
        executablePath,
        headless: true,
        args: ["--no-sandbox", "--disable-dev-shm-usage", "--no-first-run"],
      });
      try {
        const page = await browser.newPage();
        await watchVisits(page);
        const session = await page.createCDPSession();
        await session.send("Network.enable");
        await session.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
        await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        await session.send("Profiler.enable");
        await session.send("Profiler.setSamplingInterval", { interval: 200 });
        await session.send("Profiler.start");
        await page.goto(`${server.url}${pagePath}`, { waitUntil: "domcontentloaded", timeout: 60_000 });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", {
          timeout: 60_000,
          polling: 50,
        });
        const { profile } = (await session.send("Profiler.stop")) as unknown as { profile: CpuProfile };
        const hydratedMs = await page.evaluate(() => (window as unknown as { hydratedAt: number }).hydratedAt);
        const elementCount = await page.evaluate(() => document.getElementsByTagName("*").length);
        const { perFile, perFunction } = selfTimes(profile, profile.endTime);
        const busy = perFile.filter(([file]) => file !== "(idle)").reduce((sum, [, micros]) => sum + micros, 0);
        const ms = (micros: number) => (micros / 1000).toFixed(0).padStart(5);
        console.log(
          `\n${pagePath}: hydrated at ${(hydratedMs / 1000).toFixed(2)} s, ${elementCount} elements, ${ms(busy)} ms busy in the profile`,
        );
        for (const [file, micros] of perFile.slice(0, 12)) console.log(`  ${ms(micros)} ms  ${file}`);
        console.log("  heaviest functions (self):");
        for (const [name, micros] of perFunction.slice(0, 25)) console.log(`  ${ms(micros)} ms  ${name}`);
        if (process.env.PROFILE_OUT)
          fs.writeFileSync(
            path.join(process.env.PROFILE_OUT, `${pagePath.replaceAll("/", "_") || "_"}.cpuprofile`),
            JSON.stringify(profile),
          );
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.stop();
  }
}

await main();
