// `npm run build`: the React Router build (client assets + server render bundle), then the server runtime
// bundled into one ES module so production starts on plain Node: no TypeScript compiler in the running
// process, which keeps start-up fast and the server's memory small.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { build } from "esbuild";
import { buildFonts } from "./fonts.mjs";
import { precompressAssets } from "./precompress.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

await buildFonts();
const reactRouter = spawnSync("npx", ["react-router", "build"], {
  cwd: root,
  stdio: process.argv.includes("--quiet") ? ["ignore", "ignore", "inherit"] : "inherit",
});
if (reactRouter.status !== 0) process.exit(reactRouter.status ?? 1);
precompressAssets(path.join(buildDir, "client", "assets"));

await build({
  entryPoints: [path.join(root, "server/main.ts")],
  outfile: path.join(buildDir, "runtime/main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Dependencies stay in node_modules (native modules such as sharp and argon2 cannot be bundled).
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
