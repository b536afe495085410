/**
 * A throwaway `redis-server` for the scale and fault checks (#51): its own port, its own temporary folder, no
 * persistence, bound to 127.0.0.1. Started, killed (SIGKILL) and started again on the same port, stopped at the end.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { sleep } from "./check-kit";

/** `redis-server` on the PATH (or REDIS_SERVER), or null with nothing to run. */
export function findRedisServer(): string | null {
  for (const candidate of [
    process.env.REDIS_SERVER,
    "redis-server",
    "/usr/bin/redis-server",
    "/usr/local/bin/redis-server",
  ]) {
    if (!candidate) continue;
    const probe = spawnSync(candidate, ["--version"], { stdio: "ignore" });
    if (!probe.error && probe.status === 0) return candidate;
  }
  return null;
}

/**
 * Which notice path a check uses, from its setting (`redis`, `postgres`, or unset): unset means Redis when a
 * binary is there, since the checks try what the README advises at scale; `redis` without a binary is an error.
 */
export function chooseNoticePath(
  setting: string | undefined,
  binary: string | null,
  name: string,
): { bus: "redis"; binary: string } | { bus: "postgres"; reason: string } {
  const wanted = (setting ?? "").trim().toLowerCase();
  if (wanted === "postgres" || wanted === "off") return { bus: "postgres", reason: `${name}=${wanted}` };
  if (wanted !== "" && wanted !== "redis") throw new Error(`${name}: expected redis or postgres, got "${setting}"`);
  if (binary) return { bus: "redis", binary };
  if (wanted === "redis") throw new Error(`${name}=redis, but no redis-server binary was found (set REDIS_SERVER)`);
  return { bus: "postgres", reason: "no redis-server binary (Debian/Ubuntu: apt-get install redis-server)" };
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let heard = "";
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(500, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => {
      heard += data.toString();
      if (heard.includes("\r\n")) done(heard.startsWith("+PONG"));
    });
  });
}

export class ThrowawayRedis {
  private child: ChildProcess | undefined;
  readonly log: string;
  constructor(
    private readonly binary: string,
    readonly port: number,
    private readonly dir: string,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    this.log = path.join(dir, "redis.log");
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts it and waits until it answers PING. */
  async start(timeoutMs = 10_000): Promise<void> {
    const out = fs.openSync(this.log, "a");
    this.child = spawn(
      this.binary,
      [
        "--port",
        String(this.port),
        "--bind",
        "127.0.0.1",
        "--dir",
        this.dir,
        "--save",
        "",
        "--appendonly",
        "no",
        "--daemonize",
        "no",
      ],
      { stdio: ["ignore", out, out] },
    );
    fs.closeSync(out);
    const deadline = Date.now() + timeoutMs;
    while (!(await answersPing(this.port))) {
      if (!this.running) throw new Error(`redis-server exited at start (log: ${this.log})`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${this.port} (log: ${this.log})`);
      await sleep(50);
    }
  }

  /** Sends `signal` and waits for the process to be gone. */
  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  }
}
