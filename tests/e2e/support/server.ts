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

/**
 * Starts the production server as `npm start` does (build/, or $BUILD_DIR, made by `npm run build`, must exist) on a
 * free loopback port (or `port`, to start it again where the browsers knew it) and waits for /healthz.
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
  port?: number,
): Promise<RunningServer> {
  port ??= await freePort();
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "entwine-e2e-"));
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
