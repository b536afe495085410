import { AsyncLocalStorage } from "node:async_hooks";

/*
 * React's server renderer keeps the request it is rendering in an AsyncLocalStorage (its `requestStorage`). On
 * Node 20, the first `run()` of any such storage switches on an async hook that stays on for the life of the
 * process, so from the first rendered page on every async resource of every request pays for copying the store:
 * the stored pages answered before Express included, about 2 µs of their ~18 µs of CPU (measured side by side with a
 * bare node:http server sending the same bytes, README, Performance). React needs the storage only while a page
 * renders. So the storages React runs while a page is rendering are noted here, and switched off once no page is
 * rendering; React's next `run()` switches its storage on again by itself.
 *
 * React's storage is told apart from any other by what it runs: its `performWork` and the early preloads after it.
 * If a React release renames them, nothing breaks: the storage simply stays on, and
 * `tests/integration/render-storage.test.ts` fails.
 */
const REACT_RUNS = new Set(["performWork", "enqueueEarlyPreloadsAfterInitialWork"]);

const reactStorages = new Set<AsyncLocalStorage<unknown>>();
let rendering = 0;

const run = AsyncLocalStorage.prototype.run;
AsyncLocalStorage.prototype.run = function runNoted<R, TArgs extends unknown[]>(
  this: AsyncLocalStorage<unknown>,
  store: unknown,
  callback: (...args: TArgs) => R,
  ...args: TArgs
): R {
  if (rendering > 0 && REACT_RUNS.has(callback.name)) reactStorages.add(this);
  return run.call(this, store, callback, ...args) as R;
};

/** Call when a page starts rendering; `renderFinished` exactly once when it is done, however it ends. */
export function renderStarted(): void {
  rendering += 1;
}

export function renderFinished(): void {
  rendering = Math.max(0, rendering - 1);
  // After React's own work of this turn (its early preloads are run in a setImmediate of their own).
  if (rendering === 0) setImmediate(switchOffWhenIdle);
}

function switchOffWhenIdle() {
  if (rendering > 0) return;
  for (const storage of reactStorages) storage.disable();
}

/** For tests: the pages rendering now, and React's storages with whether each is switched on. */
export function renderStorageState(): { rendering: number; storages: Array<{ on: boolean }> } {
  return {
    rendering,
    storages: [...reactStorages].map((storage) => ({
      // Node 20 keeps this flag on the instance; `disable()` clears it and `run()` sets it.
      on: Boolean((storage as unknown as { enabled?: boolean }).enabled),
    })),
  };
}
