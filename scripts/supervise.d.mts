import type { ChildProcess } from "node:child_process";

export declare const FORWARDED_SIGNALS: readonly NodeJS.Signals[];
export declare const CONFIG_ERROR_EXIT: number;
export declare const FIRST_DELAY_MS: number;
export declare const MAX_DELAY_MS: number;
export declare const STABLE_AFTER_MS: number;
export declare function restartDelay(attempt: number): number;
export declare function signalExitCode(signal: NodeJS.Signals): number;

type Child = Pick<ChildProcess, "on" | "kill">;

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
