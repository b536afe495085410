// `npm test`: build, typecheck and lint, then unit + integration tests, then browser tests, and a closing summary line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addReport, closingLine, failureLines, slowestFiles } from "./test-summary.mjs";

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-reports-"));
const run = (command, args) => spawnSync(command, args, { stdio: "inherit", env: process.env }).status ?? 1;

let totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const failures = [];
function collect(stage, file) {
  if (!fs.existsSync(file)) return false;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  totals = addReport(totals, report);
  failures.push(...failureLines(stage, report, process.cwd()));
  return true;
}

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
/** @type {string[]} */
const timings = [];

let failedStages = 0;
if (run(process.execPath, ["scripts/build.mjs"]) !== 0) {
  console.error("build failed");
  process.exit(1);
}
timings.push(`build: ${seconds(started)}`);
// The usual gates first: types, lint and format. Each failing fails the run (counted as one failed test each).
for (const [name, args] of [
  ["typecheck", ["run", "typecheck"]],
  ["lint", ["run", "lint"]],
  ["format", ["run", "format:check", "--", "--log-level=warn"]],
]) {
  console.log(`\n=== ${name} ===`);
  const gateStarted = Date.now();
  const gateStatus = run("npm", args);
  timings.push(`${name}: ${seconds(gateStarted)}`);
  if (gateStatus !== 0) {
    console.error(`${name} failed`);
    failures.push(`FAILED [${name}]`);
    totals.failed += 1;
    failedStages += 1;
  } else console.log(`${name}: no problems`);
}
const extra = process.argv.slice(2);
const vitest = (file, config = []) => [
  "vitest",
  "run",
  ...config,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${reportDir}/${file}`,
  ...extra,
];
const stages = [
  { name: "unit + integration (PGlite)", args: vitest("unit.json"), file: "unit.json", env: {} },
  { name: "browser", args: vitest("e2e.json", ["--config", "vitest.e2e.config.ts"]), file: "e2e.json", env: {} },
];
// CI sets TEST_POSTGRES_URL: the integration suite then runs a second time against PostgreSQL.
if (process.env.TEST_POSTGRES_URL) {
  stages.push({
    name: "unit + integration (PostgreSQL)",
    args: vitest("postgres.json", ["tests/integration"]),
    file: "postgres.json",
    env: { DATABASE_URL: process.env.TEST_POSTGRES_URL },
  });
}
for (const stage of stages) {
  console.log(`\n=== ${stage.name} tests ===`);
  const stageStarted = Date.now();
  const status = spawnSync("npx", stage.args, { stdio: "inherit", env: { ...process.env, ...stage.env } }).status ?? 1;
  const failedBefore = totals.failed;
  collect(stage.name, path.join(reportDir, stage.file));
  timings.push(`${stage.name}: ${seconds(stageStarted)}`);
  const reportFile = path.join(reportDir, stage.file);
  if (fs.existsSync(reportFile)) {
    const slowest = slowestFiles(JSON.parse(fs.readFileSync(reportFile, "utf8")), process.cwd(), 8);
    timings.push(...slowest.map((line) => `  ${line}`));
  }
  // A stage that failed without a failed test in its report (no report, unhandled errors) still counts as one.
  if (status !== 0 && totals.failed === failedBefore) {
    totals.failed += 1;
    failures.push(`FAILED [${stage.name}] exit code ${status} without a failed test in its report (see its output)`);
  }
  if (status !== 0) failedStages += 1;
}
fs.rmSync(reportDir, { recursive: true, force: true });
console.log(`\nTimings (the whole run ${seconds(started)}):\n${timings.join("\n")}`);
const line = closingLine(totals);
if (failures.length > 0) console.log(`\n${failures.join("\n")}`);
console.log(`\n${line}`);
process.exit(failedStages > 0 || totals.failed > 0 ? 1 : 0);
