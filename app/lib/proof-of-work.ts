/**
 * The browser's half of the proof-of-work (docs/decisions/013): a request the server answers with 428 and a
 * challenge is sent again with the solved work. Most requests owe none, so the solver (hashing, the demand's
 * schema) is fetched only when the first demand comes.
 */
import { ApiError } from "./api-client";

/** A demand answered with another (the work expired, or the count rose meanwhile) is solved again, a few times. */
const ATTEMPTS = 3;

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
      if (!(error instanceof ApiError) || error.status !== 428 || attempt >= ATTEMPTS) throw error;
      const { demandOf, solveInSlices } = await import("./proof-of-work-solver");
      const demand = demandOf(error);
      if (!demand) throw error;
      headers = await solveInSlices(demand, signal);
    }
  }
}
