import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../../scripts/server-flags.mjs";

const root = path.resolve(import.meta.dirname, "../../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Where global setup keeps the migrated empty embedded database that servers on a new folder start from. */
const PREPARED_DATABASE = "ENTWINE_E2E_PREPARED_PGLITE";

/**
 * Creates and migrates one empty embedded database for the whole run and makes startServer copy it into each new
 * folder (about 0.1 s) instead of every server running initdb and the migrations itself (about 5 CPU-seconds each,
 * close to a minute under heavy load). Called by global setup before any test file starts. It is made under a
 * temporary name and renamed when complete, so a copy never sees a half-made database. Workers inherit the folder
 * through the environment. Answers a function that removes it.
 */
export async function prepareEmptyDatabase(): Promise<() => void> {
  // With DATABASE_URL every server uses PostgreSQL and would never copy it.
  if (process.env.DATABASE_URL) return () => undefined;
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-e2e-prepared-"));
  const partial = path.join(parent, "pglite.partial");
  const ready = path.join(parent, "pglite");
  // A child process, as the server does for initdb: its WebAssembly heap is given back when the child exits.
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(root, "tests/e2e/support/prepare-database.ts"), partial],
      { cwd: root, stdio: ["ignore", "ignore", "pipe"] },
    );
    let errors = "";
    child.stderr?.on("data", (chunk) => (errors += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`preparing the empty database failed:\n${errors}`)),
    );
  });
  fs.renameSync(partial, ready);
  process.env[PREPARED_DATABASE] = ready;
  return () => {
    delete process.env[PREPARED_DATABASE];
    fs.rmSync(parent, { recursive: true, force: true });
  };
}

/**
 * Starts the production server as `npm start` does (build/, or $BUILD_DIR, made by `npm run build`, must exist) on a
 * free loopback port (or `port`, to start it again where the browsers knew it) and waits for /healthz.
 *
 * Without `dataDir`, the server gets a new folder of its own, holding a copy of the run's prepared empty database
 * when there is one (prepareEmptyDatabase). A given `dataDir` is used exactly as it is: a restart finds its own
 * database there, and a test that hands an empty folder sees the server create its database as in production.
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
  port?: number,
): Promise<RunningServer> {
  port ??= await freePort();
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "entwine-e2e-"));
  const prepared = process.env[PREPARED_DATABASE];
  const embedded = !(env.DATABASE_URL ?? process.env.DATABASE_URL);
  if (dataDir === undefined && embedded && prepared) fs.cpSync(prepared, path.join(dir, "pglite"), { recursive: true });
  let log = "";
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(root, process.env.BUILD_DIR ?? "build", "runtime/main.js")],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        // As scripts/start.mjs sets it: the memory budget test measures the server as it runs in production.
        MALLOC_ARENA_MAX: "2",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dir,
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        LOG_LEVEL: "info",
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  // Three minutes by default: a loaded two-core machine has taken 106 s to start one.
  const deadline = Date.now() + Number(process.env.E2E_SERVER_START_MS ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    port,
    dataDir: dir,
    process: child,
    output: () => log,
    stop(signal = "SIGTERM") {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      });
    },
  };
}

/** Signs in through `POST /api/auth/login` and returns the session cookie (`name=value`) for later requests. */
export async function signInThroughApi(
  url: string,
  credentials: { ADMIN_USERNAME: string; ADMIN_PASSWORD: string },
): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ username: credentials.ADMIN_USERNAME, password: credentials.ADMIN_PASSWORD }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in answered ${response.status}`);
  return cookie;
}

/** Publishes a Romance post through `POST /api/blogs` with the admin's session cookie; answers the raw response. */
export function publishPost(url: string, cookie: string, post: { title: string; content: string }) {
  return fetch(`${url}/api/blogs`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url, Cookie: cookie },
    body: JSON.stringify({ ...post, status: "published", category: "Romance" }),
  });
}
