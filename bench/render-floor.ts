// `npm run bench:render`: what one page render costs inside the process, without HTTP, Express or compression: React
// Router's request handler called directly with a Fetch Request, one render after another, on the production build
// and a fresh embedded database. A page that does not exist renders only the shell (root layout, head, scripts and
// the "not found" body), so its time is the floor every rendered page pays; the other pages add their own work.
// Runs with NODE_ENV=production (React and React Router production code paths), as the server does. Not part of
// `npm test`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { startRuntime } from "../server/bootstrap";

const PAGES = ["/no-such-page", "/faq", "/positions/romantic-1", "/games", "/"];
const WARM_UP = 200;
const RENDERS = Number(process.env.BENCH_RENDERS ?? 1000);
const ORIGIN = "http://entwine.bench";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-render-"));
// The services as a server process starts them (embedded database in the data directory, migrated), logging nothing.
const { logger, database, services } = await startRuntime({
  NODE_ENV: "production",
  PUBLIC_ORIGIN: ORIGIN,
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  ADMIN_USERNAME: "owner",
  ADMIN_PASSWORD: "render floor benchmark",
});

const handle = createRequestHandler(build, "production");
const context = {
  services,
  logger,
  nonce: "bench",
  origin: ORIGIN,
  admin: null,
  socialProfileUrl: null,
  clientAddress: "127.0.0.1",
  secureCookies: false,
} satisfies AppLoadContext;

async function render(page: string): Promise<number> {
  const response = await handle(new Request(`${ORIGIN}${page}`), context);
  return (await response.arrayBuffer()).byteLength;
}

console.log(`One render after another, ${RENDERS} a page, on ${os.cpus().length} cores (Node ${process.version}):\n`);
console.log("| Page | HTML | ms a render | renders/s |");
console.log("|---|---|---|---|");
for (const page of PAGES) {
  for (let i = 0; i < WARM_UP; i++) await render(page);
  let bytes = 0;
  const started = performance.now();
  for (let i = 0; i < RENDERS; i++) bytes = await render(page);
  const ms = (performance.now() - started) / RENDERS;
  const label = page === "/no-such-page" ? "shell only (a page that does not exist)" : `\`${page}\``;
  console.log(`| ${label} | ${(bytes / 1024).toFixed(1)} KB | ${ms.toFixed(2)} | ${Math.round(1000 / ms)} |`);
}

await services.shutdown();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
