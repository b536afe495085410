import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./support/server";

// `npm start` is three processes: npm, scripts/start.mjs (npm's `sh -c` execs it, so npm's SIGINT and SIGTERM
// reach it) and the server. An operator or a supervisor may signal any of them. Whichever gets SIGTERM, SIGINT or SIGHUP, the request in flight
// is finished and nothing is left running: no orphaned start.mjs, no server still holding the port.
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-signals-"));
const admin = { ADMIN_USERNAME: "signals-admin", ADMIN_PASSWORD: "signals-password-1" };
const started: number[] = [];
afterAll(() => {
  // A failed case must not leave its processes behind for the next test file.
  for (const pid of started) if (alive(pid)) process.kill(pid, "SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Whether a process exists and is not a zombie waiting to be reaped. */
function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

/** Every process below `pid`, with its command line, read from /proc. */
function descendants(pid: number): Array<{ pid: number; cmdline: string }> {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: Array<{ pid: number; cmdline: string }> = [];
  const queue = [...(children.get(pid) ?? [])];
  while (queue.length > 0) {
    const next = queue.shift()!;
    let cmdline: string;
    try {
      cmdline = fs.readFileSync(`/proc/${next}/cmdline`, "utf8").replace(/\0/g, " ");
    } catch {
      continue;
    }
    found.push({ pid: next, cmdline });
    queue.push(...(children.get(next) ?? []));
  }
  return found;
}

interface NpmStart {
  url: string;
  port: number;
  npm: ChildProcess;
  pids: { npm: number; "start.mjs": number; server: number };
  output: () => string;
}

async function npmStart(): Promise<NpmStart> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  const npm = spawn("npm", ["start"], {
    cwd: root,
    env: {
      ...process.env,
      ...admin,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: url,
      LOG_LEVEL: "info",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      // The other browser tests' server runs from this build: npm start must not rebuild it under them.
      ENTWINE_REUSE_BUILD: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  npm.stdout!.on("data", (chunk) => (log += chunk));
  npm.stderr!.on("data", (chunk) => (log += chunk));
  started.push(npm.pid!);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (npm.exitCode !== null) throw new Error(`npm start exited early:\n${log}`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`npm start did not become healthy:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const below = descendants(npm.pid!);
  const startMjs = below.find((entry) => /^\S*node\S* scripts\/start\.mjs/.test(entry.cmdline));
  const server = below.find((entry) => entry.cmdline.includes("runtime/main.js"));
  if (!startMjs || !server) throw new Error(`processes not found: ${JSON.stringify(below)}`);
  started.push(startMjs.pid, server.pid);
  return { url, port, npm, pids: { npm: npm.pid!, "start.mjs": startMjs.pid, server: server.pid }, output: () => log };
}

/**
 * A sign-in whose body arrives slowly: the headers and half the body now, the rest when `finish` is called. The
 * answer's status line, or the error that cut it.
 */
function slowSignIn(port: number, origin: string) {
  const body = JSON.stringify({ username: admin.ADMIN_USERNAME, password: admin.ADMIN_PASSWORD });
  const socket = net.connect(port, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk));
  const done = new Promise<string>((resolve) => {
    socket.on("close", () => resolve(answer.split("\r\n")[0] || "connection closed with no answer"));
    socket.on("error", (error) => resolve(`error: ${error.message}`));
  });
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n` +
      body.slice(0, 10),
  );
  return { finish: () => socket.write(body.slice(10)), answer: done };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("npm start and signals", () => {
  for (const target of ["npm", "start.mjs", "server"] as const) {
    for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) {
      // Starting takes a while on a busy machine; draining takes up to a few seconds more.
      it(
        `${signal} to ${target}: the request in flight is answered, then every process is gone`,
        { timeout: 150_000 },
        async () => {
          const run = await npmStart();
          const request = slowSignIn(run.port, run.url);
          // Let the server read the request's headers: it is in flight from here on.
          await wait(300);
          process.kill(run.pids[target], signal);
          // The body arrives after the signal (and after start.mjs has noticed npm's end, at most 0.5 s later).
          await wait(1500);
          request.finish();
          expect(await request.answer).toBe("HTTP/1.1 200 OK");

          const deadline = Date.now() + 25_000;
          while (Object.values(run.pids).some(alive) && Date.now() < deadline) await wait(100);
          const left = Object.entries(run.pids).filter(([, pid]) => alive(pid));
          expect(left, run.output()).toEqual([]);
          // It drained and closed its database; npm start did not start it again.
          expect(run.output()).toContain("database closed, bye");
          expect(run.output()).not.toContain("restarting in");
          const answers = await fetch(`${run.url}/healthz`).then(
            () => true,
            () => false,
          );
          expect(answers).toBe(false);
        },
      );
    }
  }
});
