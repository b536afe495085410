// Whether a build is missing or older than the sources it was made from: npm start and the benches that reuse a
// build ask this, so nobody measures or runs yesterday's server by mistake.
import fs from "node:fs";
import path from "node:path";

const SOURCE_DIRS = ["app", "content", "domain", "public", "server"];

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    // A test file is not part of the build: editing one must not rebuild a build other processes are serving.
    else if (!/\.test\.[cm]?[jt]sx?$/.test(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** The file a finished build always has (scripts/build.mjs writes it, server/main.ts is it). */
export function buildMarker(root, buildDir = process.env.BUILD_DIR ?? "build") {
  return path.join(root, buildDir, "runtime/main.js");
}

/**
 * True when `marker` is missing or any source file under `root` is newer than it. ENTWINE_REUSE_BUILD=1 takes any
 * existing build as it is: the browser tests start `npm start` beside a server running from the same build, which a
 * rebuild would pull from under it.
 */
export function needsBuild(root, marker = buildMarker(root)) {
  if (!fs.existsSync(marker)) return true;
  if (process.env.ENTWINE_REUSE_BUILD === "1") return false;
  const builtAt = fs.statSync(marker).mtimeMs;
  return SOURCE_DIRS.some((dir) => fs.existsSync(path.join(root, dir)) && newestSource(path.join(root, dir)) > builtAt);
}
