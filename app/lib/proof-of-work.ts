/**
 * The browser's half of the proof-of-work (docs/decisions/013): a request the server answers with 428 and a
 * challenge is sent again with the solved work. The hashing runs in slices of a few milliseconds, each handing the
 * main thread back (a message-channel task, not a clamped timer), so taps and paints never wait on it.
 */
import { proofHeader, solveWork, WORK_HEADER, workDemandSchema, type WorkDemand } from "@domain/proof-of-work";
import { ApiError } from "./api-client";

/** Hashes per slice: a few milliseconds on a slow phone. */
const HASHES_PER_SLICE = 150;
/** A demand answered with another (the work expired, or the count rose meanwhile) is solved again, a few times. */
const ATTEMPTS = 3;

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

/**
 * Sends a request (`send` with extra headers) and, when the server asks for work first, solves it and sends again.
 * Any other failure is the caller's, as before.
 */
export async function withWork<T>(
  send: (headers: Record<string, string>) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  let headers: Record<string, string> = {};
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(headers);
    } catch (error) {
      const demand = demandOf(error);
      if (!demand || attempt >= ATTEMPTS) throw error;
      headers = await solveInSlices(demand, signal);
    }
  }
}
