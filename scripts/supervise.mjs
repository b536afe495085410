// The part of `npm start` that watches the server: one crash is not an outage.
//
// - Every signal that can be caught (TERM, INT, HUP, QUIT, USR2) is passed on to the server; once the server
//   stops after one, npm start exits with it (128 + the signal's number, as a shell reports it).
// - A clean exit (code 0) ends npm start too, and so does exit code 78: the configuration is wrong and starting
//   again would fail the same way.
// - Any other exit, or a signal nobody sent through npm start (the kernel's out-of-memory killer, a `kill -9` of
//   the server's own process), is a crash: the server starts again after 1 s, then 2, 4, 8, 16 and at most 30 s
//   while it keeps crashing; a server that stayed up for a minute starts over at 1 s.
// - The server holds an IPC channel to npm start and stops when it closes, so even a `kill -9` of npm start leaves
//   no server behind.
// - Run by npm (`npm start`), it watches npm and any process between them (a `sh -c` dies of SIGTERM without
//   passing it on): once npm is gone, whatever signal ended it, npm start stops the server as if it had been sent
//   SIGTERM, so killing npm leaves nothing running (see watchParent).
//
// Everything it touches (spawn, timers, the clock, logging, exiting, signals) is passed in, for the unit test.
import fs from "node:fs";
import os from "node:os";

export const FORWARDED_SIGNALS = ["SIGTERM", "SIGINT", "SIGHUP", "SIGQUIT", "SIGUSR2"];
/** The server's exit code for an invalid configuration (sysexits' EX_CONFIG): restarting cannot help. */
export const CONFIG_ERROR_EXIT = 78;
export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 30_000;
/** A server that ran this long before crashing counts as healthy: the next restart waits FIRST_DELAY_MS again. */
export const STABLE_AFTER_MS = 60_000;

/** The wait before restart number `attempt` (0 for the first restart after a healthy run). */
export function restartDelay(attempt) {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
}

/** The exit code a shell reports for a process ended by `signal`. */
export function signalExitCode(signal) {
  const number = os.constants.signals[signal];
  return 128 + (typeof number === "number" ? number : 15);
}

/**
 * Runs `start()` (which spawns the server and returns its ChildProcess) and keeps it running as described above.
 * Returns `stop(signal)`, which does what a caught signal does.
 */
export function supervise({
  start,
  onSignal = (signal, handler) => process.on(signal, handler),
  exit = (code) => process.exit(code),
  log = (line) => console.error(line),
  now = () => Date.now(),
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (timer) => clearTimeout(timer),
  signals = FORWARDED_SIGNALS,
}) {
  let child = null;
  let startedAt = 0;
  let attempt = 0;
  let timer = null;
  /** The signal that asked us to stop, once one did. */
  let stopping = null;
  let restarts = 0;

  function launch() {
    timer = null;
    startedAt = now();
    const current = start();
    child = current;
    current.on("exit", (code, signal) => {
      if (child !== current) return;
      child = null;
      onExit(code, signal);
    });
    // A spawn that fails (no node binary, no permission) reports here, and then "exit" may never come.
    current.on("error", (error) => {
      if (child !== current) return;
      log(`[npm start] could not start the server: ${error.message}`);
      child = null;
      onExit(1, null);
    });
  }

  function onExit(code, signal) {
    if (stopping) return exit(code ?? signalExitCode(signal ?? stopping));
    if (code === 0) return exit(0);
    if (code === CONFIG_ERROR_EXIT) {
      log("[npm start] the server refused its configuration (exit code 78); not restarting");
      return exit(CONFIG_ERROR_EXIT);
    }
    const ranMs = now() - startedAt;
    if (ranMs >= STABLE_AFTER_MS) attempt = 0;
    const delay = restartDelay(attempt);
    attempt += 1;
    restarts += 1;
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    log(
      `[npm start] the server ${how} after ${(ranMs / 1000).toFixed(1)} s; restarting in ${delay / 1000} s (restart ${restarts})`,
    );
    timer = setTimer(launch, delay);
  }

  function stop(signal) {
    if (stopping) {
      // A second Ctrl-C while the server finishes its requests: pass it on, the server decides.
      child?.kill(signal);
      return;
    }
    stopping = signal;
    if (timer !== null) {
      // Waiting to restart: there is no server to stop.
      clearTimer(timer);
      timer = null;
      return exit(signalExitCode(signal));
    }
    if (child) child.kill(signal);
    else exit(signalExitCode(signal));
  }

  for (const signal of signals) onSignal(signal, () => stop(signal));
  launch();
  return { stop, restarts: () => restarts };
}

/** How often the processes between npm start and npm are checked. */
export const PARENT_POLL_MS = 500;

/** A process's parent and command line from /proc (Linux), or null when it is gone or /proc is not there. */
export function procInfo(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may hold spaces: the parent's pid is the second field after it.
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
    return Number.isInteger(ppid) ? { ppid, cmdline } : null;
  } catch {
    return null;
  }
}

/** Whether a command line is npm's own (npm renames its process "npm start"; otherwise node runs npm-cli.js). */
export function isNpm(cmdline) {
  return /^npm(\s|$)/.test(cmdline) || /(^|\/)npm(-cli\.js)?(\s|$)/.test(cmdline.split(" ").slice(0, 2).join(" "));
}

/**
 * The links from this process up to the npm that started it: [{ pid, ppid }], each process with the parent it had.
 * Empty when no npm is found within a few generations (not run by npm, or no /proc): then only our own parent is
 * watched.
 */
export function ancestryToNpm(ownParent = process.ppid, info = procInfo) {
  const links = [];
  let pid = ownParent;
  for (let depth = 0; depth < 4 && pid > 1; depth += 1) {
    const process_ = info(pid);
    if (!process_) return [];
    if (isNpm(process_.cmdline)) return links;
    links.push({ pid, ppid: process_.ppid });
    pid = process_.ppid;
  }
  return [];
}

/**
 * Calls `onGone` once, when the process that started us has gone: our parent changed (we were handed to init or a
 * subreaper), or one of the processes between us and npm was. Only used under npm: run directly (systemd, a
 * container, nohup) a parent that leaves is no reason to stop. Returns a function that stops watching.
 */
export function watchParent({
  onGone,
  ownParent = () => process.ppid,
  info = procInfo,
  every = (fn, ms) => {
    const timer = setInterval(fn, ms);
    timer.unref?.();
    return () => clearInterval(timer);
  },
}) {
  const parent = ownParent();
  const links = ancestryToNpm(parent, info);
  let gone = false;
  return every(() => {
    if (gone) return;
    const moved = ownParent() !== parent || links.some((link) => info(link.pid)?.ppid !== link.ppid);
    if (!moved) return;
    gone = true;
    onGone();
  }, PARENT_POLL_MS);
}
