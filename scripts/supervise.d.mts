export declare const FORWARDED_SIGNALS: readonly NodeJS.Signals[];
export declare const CONFIG_ERROR_EXIT: number;
export declare const FIRST_DELAY_MS: number;
export declare const MAX_DELAY_MS: number;
export declare const STABLE_AFTER_MS: number;
export declare function restartDelay(attempt: number): number;
export declare function signalExitCode(signal: NodeJS.Signals): number;

/** What of a ChildProcess the supervisor uses. */
interface Child {
  on(event: "exit", listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  kill(signal?: NodeJS.Signals | number): boolean;
}

export declare function supervise<Timer = unknown>(options: {
  start: () => Child;
  onSignal?: (signal: NodeJS.Signals, handler: () => void) => void;
  exit?: (code: number) => void;
  log?: (line: string) => void;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => Timer;
  clearTimer?: (timer: Timer) => void;
  signals?: readonly NodeJS.Signals[];
}): { stop(signal: NodeJS.Signals): void; restarts(): number };

export declare const PARENT_POLL_MS: number;
export interface ProcInfo {
  ppid: number;
  cmdline: string;
}
export declare function procInfo(pid: number): ProcInfo | null;
export declare function isNpm(cmdline: string): boolean;
export declare function ancestryToNpm(
  ownParent?: number,
  info?: (pid: number) => ProcInfo | null,
): Array<{ pid: number; ppid: number }>;
export declare function watchParent(options: {
  onGone: () => void;
  ownParent?: () => number;
  info?: (pid: number) => ProcInfo | null;
  every?: (fn: () => void, ms: number) => () => void;
}): () => void;
