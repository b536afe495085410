/**
 * The browser's solver of the proof-of-work (docs/decisions/013), loaded by `withWork` (./proof-of-work) only when a
 * server asks for work, so that pages carry neither the hashing nor the demand's schema until then. The hashing
 * runs in slices of a few milliseconds, each handing the main thread back (a message-channel task, not a clamped
 * timer), so taps and paints never wait on it.
 */
import { proofHeader, solveWork, WORK_HEADER, workDemandSchema, type WorkDemand } from "@domain/proof-of-work";
import { ApiError } from "./api-client";

/** Hashes per slice: a few milliseconds on a slow phone. */
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

/** Solves one demand in slices; the header to send with the request again. */
export async function solveInSlices(demand: WorkDemand, signal?: AbortSignal): Promise<Record<string, string>> {
  const nonce = await solveWork(demand, { slice: HASHES_PER_SLICE, pause: nextTask, signal });
  return { [WORK_HEADER]: proofHeader(demand.challenge, nonce) };
}
