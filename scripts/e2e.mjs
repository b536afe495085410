// Runs the browser tests against the production build (npm test builds first).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// BUILD_DIR (default "build") selects the production build to test; server/main.ts reads the same variable.
const buildDir = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(path.join(buildDir, "runtime/main.js"))) {
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync("npx", ["vitest", "run", "--config", "vitest.e2e.config.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
