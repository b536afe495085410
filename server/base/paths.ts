import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project folder (the one holding package.json). The server runs both from its sources (tsx, tests) and from
 * the bundle in $BUILD_DIR/runtime, so paths are found from here rather than relative to the running file.
 */
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json")) && fs.existsSync(path.join(dir, "server"))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
