// `npm test`: build, with typecheck, lint and format beside it; then the unit + integration tests, the browser tests and (with TEST_POSTGRES_URL) the integration tests on PostgreSQL, one after the other or side by side (TEST_STAGES); and a closing summary line.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addReport, closingLine, failureLines, slowestFiles } from "./test-summary.mjs";

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-reports-"));

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

/**
 * Runs a command with its output held back, and answers its exit status, its output and how long it took. The gates
 * below run side by side with the build: each is one single-threaded process, and none reads what the build writes
 * (build/ and app/fonts/ are outside what tsc, eslint and prettier look at), so on a two-core machine they fill the
 * core the build leaves idle instead of running one after the other.
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to this process's environment
 * @returns {Promise<{ status: number; output: string; took: string }>}
 */
function runHeld(command, args, env = {}) {
  const gateStarted = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) =>
      resolve({ status: 1, output: `${output}${String(error)}\n`, took: seconds(gateStarted) }),
    );
    child.on("close", (code) => resolve({ status: code ?? 1, output, took: seconds(gateStarted) }));
  });
}

let failedStages = 0;
// The usual gates: types, lint and format. Each failing fails the run (counted as one failed test each).
const gates = [
  ["typecheck", ["run", "typecheck"]],
  ["lint", ["run", "lint"]],
  ["format", ["run", "format:check", "--", "--log-level=warn"]],
].map(([name, args]) => ({ name, result: runHeld("npm", args, { FORCE_COLOR: "1" }) }));
// Not spawnSync: the gates' output is read while the build runs.
const buildStatus = await new Promise((resolve) => {
  const build = spawn(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  build.on("error", () => resolve(1));
  build.on("close", (code) => resolve(code ?? 1));
});
timings.push(`build: ${seconds(started)}`);
for (const gate of gates) {
  const { status, output, took } = await gate.result;
  console.log(`\n=== ${gate.name} (ran beside the build) ===`);
  if (output.trim()) process.stdout.write(output);
  timings.push(`${gate.name}: ${took}`);
  if (status !== 0) {
    console.error(`${gate.name} failed`);
    failures.push(`FAILED [${gate.name}]`);
    totals.failed += 1;
    failedStages += 1;
  } else console.log(`${gate.name}: no problems`);
}
timings.push(`build and gates side by side: ${seconds(started)}`);
if (buildStatus !== 0) {
  console.error("build failed");
  process.exit(1);
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
/**
 * Unit and integration files run one per core (Vitest's own default keeps a core free, for a watching editor): on the
 * two-core CI machine that took the PGlite stage from about 450 s to 264 s and the PostgreSQL stage from 263 s to
 * 157 s, every file passing. The browser stage keeps its own setting (E2E_WORKERS).
 */
const perCore = `--maxWorkers=${Math.max(1, os.availableParallelism())}`;
const unitStage = {
  name: "unit + integration (PGlite)",
  args: vitest("unit.json", [perCore]),
  file: "unit.json",
  env: {},
};
const browserStage = {
  name: "browser",
  args: vitest("e2e.json", ["--config", "vitest.e2e.config.ts"]),
  file: "e2e.json",
  env: {},
};
// CI sets TEST_POSTGRES_URL: the integration suite then runs a second time against PostgreSQL.
const postgresStage = process.env.TEST_POSTGRES_URL
  ? {
      name: "unit + integration (PostgreSQL)",
      args: vitest("postgres.json", [perCore, "tests/integration"]),
      file: "postgres.json",
      env: { DATABASE_URL: process.env.TEST_POSTGRES_URL },
    }
  : undefined;

/**
 * Runs one vitest stage and folds its report into the totals. `held`: its output is kept back and printed when it
 * ends (a stage running beside another would otherwise interleave its lines with the other's).
 * @param {{ name: string; args: string[]; file: string; env: Record<string, string> }} stage
 * @param {{ held?: boolean }} options
 */
async function runStage(stage, { held = false } = {}) {
  const stageStarted = Date.now();
  let status;
  if (held) {
    // No FORCE_COLOR here: the tests' own child processes would inherit it (the architecture test reads
    // dependency-cruiser's plain output, and coloured output failed it).
    const result = await runHeld("npx", stage.args, stage.env);
    console.log(`\n=== ${stage.name} tests (ran beside the browser tests) ===`);
    process.stdout.write(result.output);
    status = result.status;
  } else {
    console.log(`\n=== ${stage.name} tests ===`);
    status = await new Promise((resolve) => {
      const child = spawn("npx", stage.args, { stdio: "inherit", env: { ...process.env, ...stage.env } });
      child.on("error", () => resolve(1));
      child.on("close", (code) => resolve(code ?? 1));
    });
  }
  const failedBefore = totals.failed;
  const reportFile = path.join(reportDir, stage.file);
  collect(stage.name, reportFile);
  const lines = [`${stage.name}: ${seconds(stageStarted)}`];
  if (fs.existsSync(reportFile)) {
    const slowest = slowestFiles(JSON.parse(fs.readFileSync(reportFile, "utf8")), process.cwd(), 8);
    lines.push(...slowest.map((line) => `  ${line}`));
  }
  timings.push(...lines);
  // A stage that failed without a failed test in its report (no report, unhandled errors) still counts as one.
  if (status !== 0 && totals.failed === failedBefore) {
    totals.failed += 1;
    failures.push(`FAILED [${stage.name}] exit code ${status} without a failed test in its report (see its output)`);
  }
  if (status !== 0) failedStages += 1;
}

// TEST_STAGES=side-by-side runs the unit and integration stages beside the browser stage, which is the long one and
// mostly waits (page loads, animations, a partner's phone); each stage keeps its own databases (PGlite copies;
// PostgreSQL databases made from a template of its own) and the browser stage its own server, so none sees another's
// data. It is not the default: tests that bound a time (a move crossing instances in under 100 ms, a lockout's
// clock) are the first to fail on a 2-core machine that runs both at once, and a run that fails lands nothing.
if (process.env.TEST_STAGES === "side-by-side") {
  const besideBrowser = (async () => {
    await runStage(unitStage, { held: true });
    if (postgresStage) await runStage(postgresStage, { held: true });
  })();
  await runStage(browserStage);
  await besideBrowser;
} else {
  await runStage(unitStage);
  await runStage(browserStage);
  if (postgresStage) await runStage(postgresStage);
}
fs.rmSync(reportDir, { recursive: true, force: true });
console.log(`\nTimings (the whole run ${seconds(started)}):\n${timings.join("\n")}`);
const line = closingLine(totals);
if (failures.length > 0) console.log(`\n${failures.join("\n")}`);
console.log(`\n${line}`);
process.exit(failedStages > 0 || totals.failed > 0 ? 1 : 0);
