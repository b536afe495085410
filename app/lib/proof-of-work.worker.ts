/**
 * The proof-of-work solver's own thread (docs/decisions/013): started by app/lib/proof-of-work-solver.ts only when a
 * server asks for work, so no page carries it until then. Off the main thread the hashing needs no slices of a few
 * milliseconds: taps and paints never wait on it, and the page ends it (terminate) when the work is no longer wanted.
 * It carries noble's SHA-256 and nothing else (no schema library): the page checked the demand before sending it.
 */
import { solveWork, type WorkPuzzle } from "@domain/proof-of-work/hashing";

/** What the page hears back: the nonce, or why there is none (the page then solves on its own thread). */
export type WorkerAnswer = { nonce: string } | { failed: string };

const isPuzzle = (value: unknown): value is WorkPuzzle =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as WorkPuzzle).challenge === "string" &&
  Number.isInteger((value as WorkPuzzle).bits) &&
  (value as WorkPuzzle).bits > 0 &&
  (value as WorkPuzzle).bits <= 32;

self.addEventListener("message", (event: MessageEvent<unknown>) => {
  if (!isPuzzle(event.data)) {
    self.postMessage({ failed: "not a work demand" } satisfies WorkerAnswer);
    return;
  }
  // Large slices: nothing else runs on this thread.
  solveWork(event.data, { slice: 50_000 }).then(
    (nonce) => self.postMessage({ nonce } satisfies WorkerAnswer),
    (error: unknown) => self.postMessage({ failed: String(error) } satisfies WorkerAnswer),
  );
});
