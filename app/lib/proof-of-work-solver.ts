/**
 * The browser's solver of the proof-of-work (docs/decisions/013), loaded by `withWork` (./proof-of-work) only when a
 * server asks for work, so that pages carry neither the hashing nor the demand's schema until then. The hashing runs
 * in a Web Worker (./proof-of-work.worker.ts, fetched at that moment too), so the page's own thread does nothing
 * while a phone solves; where a browser has no workers, or the worker cannot start, it runs here in slices of a few
 * milliseconds, each handing the main thread back (a message-channel task, not a clamped timer).
 */
import { proofHeader, solveWork, WORK_HEADER, workDemandSchema, type WorkDemand } from "@domain/proof-of-work";
import { ApiError } from "./api-client";
import type { WorkerAnswer } from "./proof-of-work.worker";

/** Hashes per slice on the main thread: a few milliseconds on a slow phone. */
const HASHES_PER_SLICE = 150;
/** Yields to the browser's other tasks (input, rendering) before the next slice. */
function nextTask(): Promise<void> {
  if (typeof MessageChannel === "undefined") return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The challenge a failed request asks to be solved, if that is why it failed. */
export function demandOf(error: unknown): WorkDemand | null {
  if (!(error instanceof ApiError) || error.status !== 428) return null;
  const parsed = workDemandSchema.safeParse((error.body as { details?: unknown } | null)?.details);
  return parsed.success ? parsed.data : null;
}

/** Solves one demand in slices on this thread; the header to send with the request again. */
export async function solveInSlices(demand: WorkDemand, signal?: AbortSignal): Promise<Record<string, string>> {
  const nonce = await solveWork(demand, { slice: HASHES_PER_SLICE, pause: nextTask, signal });
  return { [WORK_HEADER]: proofHeader(demand.challenge, nonce) };
}

/** The bundler turns this URL into the worker's own file, which the browser fetches only when it is started. */
export function startWorkWorker(): Worker {
  return new Worker(new URL("./proof-of-work.worker.ts", import.meta.url), { type: "module", name: "proof-of-work" });
}

/** Raised when the worker could not do the work, so the caller solves on the main thread instead. */
class WorkerUnavailable extends Error {}

/** Solves one demand in a worker; rejects with WorkerUnavailable when the worker fails to load or answer. */
function solveInWorker(demand: WorkDemand, start: () => Worker, signal?: AbortSignal): Promise<string> {
  signal?.throwIfAborted();
  return new Promise<string>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = start();
    } catch (error) {
      reject(new WorkerUnavailable(String(error)));
      return;
    }
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      stop();
      reject(signal?.reason ?? new DOMException("Aborted", "AbortError"));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.addEventListener("message", (event: MessageEvent<WorkerAnswer>) => {
      stop();
      if ("nonce" in event.data) resolve(event.data.nonce);
      else reject(new WorkerUnavailable(event.data.failed));
    });
    // A worker script that cannot be fetched or is refused (an old browser, a proxy stripping it) fails here.
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      stop();
      reject(new WorkerUnavailable(event.message || "the worker did not start"));
    });
    worker.postMessage(demand);
  });
}

/**
 * Solves one demand off the main thread where the browser can, else in slices here; the header to send with the
 * request again. `start` is the worker's constructor (tests and the timing script pass their own).
 */
export async function solveDemand(
  demand: WorkDemand,
  options: { signal?: AbortSignal; start?: (() => Worker) | null } = {},
): Promise<Record<string, string>> {
  const start = options.start === undefined ? startWorkWorker : options.start;
  if (start && typeof Worker !== "undefined") {
    try {
      const nonce = await solveInWorker(demand, start, options.signal);
      return { [WORK_HEADER]: proofHeader(demand.challenge, nonce) };
    } catch (error) {
      if (!(error instanceof WorkerUnavailable)) throw error;
    }
  }
  return solveInSlices(demand, options.signal);
}
