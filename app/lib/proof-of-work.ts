/**
 * The browser's half of the proof-of-work (docs/decisions/013): a request the server answers with 428 and a
 * challenge is sent again with the solved work. Most requests owe none, so the solver (hashing, the demand's
 * schema, its worker) is fetched only when the first demand comes.
 */
import { ApiError } from "./api-client";

/** A demand answered with another (the work expired, or the count rose meanwhile) is solved again, a few times. */
const ATTEMPTS = 3;

export interface WorkOptions {
  signal?: AbortSignal;
  /** Told true when the phone starts solving and false when it stops, so a screen can say "One moment…". */
  onWork?: (working: boolean) => void;
}

/**
 * Sends a request (`send` with extra headers) and, when the server asks for work first, solves it and sends again.
 * Any other failure is the caller's, as before.
 */
export async function withWork<T>(
  send: (headers: Record<string, string>) => Promise<T>,
  options: WorkOptions = {},
): Promise<T> {
  let headers: Record<string, string> = {};
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(headers);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 428 || attempt >= ATTEMPTS) throw error;
      options.onWork?.(true);
      try {
        const { demandOf, solveDemand } = await import("./proof-of-work-solver");
        const demand = demandOf(error);
        if (!demand) throw error;
        headers = await solveDemand(demand, { signal: options.signal });
      } finally {
        options.onWork?.(false);
      }
    }
  }
}
