import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import {
  ancestryToNpm,
  CONFIG_ERROR_EXIT,
  FORWARDED_SIGNALS,
  isNpm,
  restartDelay,
  signalExitCode,
  supervise,
  watchParent,
} from "./supervise.mjs";

/** A stand-in for the server's process: records the signals it is sent; the test decides when it exits. */
class FakeChild extends EventEmitter {
  readonly killed: string[] = [];
  kill(signal?: NodeJS.Signals | number) {
    this.killed.push(String(signal));
    return true;
  }
  crash(code: number | null, signal: NodeJS.Signals | null = null) {
    this.emit("exit", code, signal);
  }
}

/** npm start with its world injected: a clock that moves when told, timers that fire when told. */
function harness() {
  let clock = 0;
  const children: FakeChild[] = [];
  const handlers = new Map<string, () => void>();
  const timers: Array<{ fn: () => void; at: number; cleared: boolean }> = [];
  const exits: number[] = [];
  const lines: string[] = [];
  const supervisor = supervise({
    start: () => {
      const child = new FakeChild();
      children.push(child);
      return child;
    },
    onSignal: (signal, handler) => handlers.set(signal, handler),
    exit: (code) => exits.push(code),
    log: (line) => lines.push(line),
    now: () => clock,
    setTimer: (fn, ms) => {
      const timer = { fn, at: clock + ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer: { cleared: boolean }) => {
      timer.cleared = true;
    },
  });
  return {
    supervisor,
    children,
    exits,
    lines,
    handlers,
    get child() {
      return children[children.length - 1]!;
    },
    /** Moves the clock on, firing the timers that fall due. */
    advance(ms: number) {
      clock += ms;
      for (const timer of timers) {
        if (!timer.cleared && timer.at <= clock) {
          timer.cleared = true;
          timer.fn();
        }
      }
    },
    /** The waits of the restarts scheduled so far. */
    pendingDelay() {
      const timer = timers.find((t) => !t.cleared);
      return timer ? timer.at - clock : null;
    },
  };
}

describe("npm start's supervisor", () => {
  it("listens for every signal it can pass on", () => {
    const h = harness();
    expect([...h.handlers.keys()].sort()).toEqual([...FORWARDED_SIGNALS].sort());
    expect(FORWARDED_SIGNALS).toEqual(expect.arrayContaining(["SIGTERM", "SIGINT", "SIGHUP", "SIGQUIT"]));
  });

  it("passes a signal on and exits with the server", () => {
    const h = harness();
    h.handlers.get("SIGTERM")!();
    expect(h.child.killed).toEqual(["SIGTERM"]);
    expect(h.exits).toEqual([]);
    h.child.crash(0);
    expect(h.exits).toEqual([0]);
    expect(h.children).toHaveLength(1);
  });

  it("reports a server ended by the forwarded signal as a shell would (128 + its number)", () => {
    const h = harness();
    h.handlers.get("SIGHUP")!();
    h.child.crash(null, "SIGHUP");
    expect(h.exits).toEqual([signalExitCode("SIGHUP")]);
    expect(signalExitCode("SIGTERM")).toBe(143);
  });

  it("ends with a clean exit and with a configuration error, without restarting", () => {
    const clean = harness();
    clean.child.crash(0);
    expect(clean.exits).toEqual([0]);
    expect(clean.pendingDelay()).toBeNull();

    const config = harness();
    config.child.crash(CONFIG_ERROR_EXIT);
    expect(config.exits).toEqual([78]);
    expect(config.children).toHaveLength(1);
  });

  it("restarts a crashed server with a growing wait and says so", () => {
    const h = harness();
    const waits: number[] = [];
    for (let crash = 0; crash < 7; crash++) {
      h.advance(500);
      h.child.crash(1);
      waits.push(h.pendingDelay()!);
      h.advance(h.pendingDelay()!);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(h.children).toHaveLength(8);
    expect(h.exits).toEqual([]);
    expect(h.lines[0]).toBe("[npm start] the server exited with code 1 after 0.5 s; restarting in 1 s (restart 1)");
  });

  it("treats a signal nobody sent through it (out of memory, kill -9 of the server) as a crash", () => {
    const h = harness();
    h.child.crash(null, "SIGKILL");
    expect(h.lines[0]).toContain("was killed by SIGKILL");
    expect(h.pendingDelay()).toBe(1000);
  });

  it("starts the wait over once the server has run a while", () => {
    const h = harness();
    for (let i = 0; i < 3; i++) {
      h.child.crash(1);
      h.advance(h.pendingDelay()!);
    }
    h.child.crash(1);
    expect(h.pendingDelay()).toBe(8000);
    h.advance(8000);
    h.advance(60_000);
    h.child.crash(1);
    expect(h.pendingDelay()).toBe(1000);
  });

  it("exits at once on a signal while it waits to restart", () => {
    const h = harness();
    h.child.crash(1);
    h.handlers.get("SIGINT")!();
    expect(h.exits).toEqual([signalExitCode("SIGINT")]);
    h.advance(60_000);
    expect(h.children).toHaveLength(1);
  });

  it("treats a server that could not be spawned as a crash", () => {
    const h = harness();
    h.child.emit("error", new Error("spawn EACCES"));
    expect(h.lines[0]).toContain("could not start the server: spawn EACCES");
    expect(h.pendingDelay()).toBe(1000);
  });

  it("doubles the wait up to 30 s", () => {
    expect([0, 1, 2, 5, 6, 20].map(restartDelay)).toEqual([1000, 2000, 4000, 30000, 30000, 30000]);
  });
});

describe("npm start noticing that npm is gone", () => {
  /** A process table: pid → parent and command line, changed by the test as processes die. */
  function table() {
    const rows = new Map<number, { ppid: number; cmdline: string }>([
      [100, { ppid: 50, cmdline: "npm start" }],
      [101, { ppid: 100, cmdline: "sh -c node scripts/start.mjs" }],
    ]);
    let ownParent = 101;
    let tick: () => void = () => undefined;
    let gone = 0;
    const stopWatching = watchParent({
      onGone: () => (gone += 1),
      ownParent: () => ownParent,
      info: (pid: number) => rows.get(pid) ?? null,
      every: (fn: () => void) => {
        tick = fn;
        return () => undefined;
      },
    });
    return {
      rows,
      tick: () => tick(),
      gone: () => gone,
      reparent: (pid: number) => (ownParent = pid),
      stopWatching,
    };
  }

  it("knows npm's process by its command line", () => {
    expect(isNpm("npm start")).toBe(true);
    expect(isNpm("/usr/bin/node /usr/lib/node_modules/npm/bin/npm-cli.js start")).toBe(true);
    expect(isNpm("sh -c node scripts/start.mjs")).toBe(false);
    expect(isNpm("node scripts/start.mjs")).toBe(false);
    expect(isNpm("/usr/bin/npmish")).toBe(false);
  });

  it("finds the links up to npm, and none when npm did not start it", () => {
    const rows = new Map([
      [101, { ppid: 100, cmdline: "sh -c node scripts/start.mjs" }],
      [100, { ppid: 50, cmdline: "npm start" }],
      [7, { ppid: 1, cmdline: "bash" }],
    ]);
    const info = (pid: number) => rows.get(pid) ?? null;
    expect(ancestryToNpm(101, info)).toEqual([{ pid: 101, ppid: 100 }]);
    expect(ancestryToNpm(100, info)).toEqual([]);
    expect(ancestryToNpm(7, info)).toEqual([]);
  });

  it("stops once when the shell between it and npm dies (npm sent SIGTERM) and we are handed to init", () => {
    const t = table();
    t.tick();
    expect(t.gone()).toBe(0);
    t.rows.delete(101);
    t.reparent(1);
    t.tick();
    t.tick();
    expect(t.gone()).toBe(1);
  });

  it("stops when npm itself dies (kill -9) and the shell is handed to init", () => {
    const t = table();
    t.rows.delete(100);
    t.rows.set(101, { ppid: 1, cmdline: "sh -c node scripts/start.mjs" });
    t.tick();
    expect(t.gone()).toBe(1);
  });

  it("does not stop when npm's own parent goes (nohup npm start, then the terminal closes)", () => {
    const t = table();
    t.rows.set(100, { ppid: 1, cmdline: "npm start" });
    t.tick();
    expect(t.gone()).toBe(0);
  });
});
