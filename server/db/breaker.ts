/**
 * Fail fast while the database is away. Without this, each query of a request waits out its own bound against a
 * frozen or unreachable server (connect 2 s, answer 6 s), and a page that makes five queries one after another waits
 * five times that. Once a query finds the connection lost (refused, cut, timed out: not a statement the server
 * itself cancelled as too slow, which says nothing about the others), new queries fail at once, except the next one
 * and then one trial a second, which find out whether the database is back; any query that succeeds closes the
 * breaker again.
 */
import { isDatabaseUnavailable } from "./errors";

/** The words of a query refused by the breaker (errors.ts counts them as the database being away). */
export const FAILING_FAST = "database is not answering: failing fast until it does";

/** Statement and lock timeouts are the server answering: one slow query must not fail every other. */
const SERVER_ANSWERED = new Set(["57014", "55P03"]);

function isConnectionLoss(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && SERVER_ANSWERED.has(code)) return false;
  return isDatabaseUnavailable(error);
}

export function createBreaker(options: { trialMs?: number; now?: () => number } = {}) {
  const trialMs = options.trialMs ?? 1000;
  const now = options.now ?? Date.now;
  let awaySince: number | undefined;
  let lastTrial = 0;
  return {
    /** Whether a new query may go to the database: always while it answers; while it is away, one a trialMs. */
    allow(): boolean {
      if (awaySince === undefined) return true;
      const time = now();
      if (time - lastTrial < trialMs) return false;
      lastTrial = time;
      return true;
    },
    failed(error: unknown) {
      if (awaySince !== undefined || !isConnectionLoss(error)) return;
      awaySince = now();
      // The very next query is a trial: one connection cut (a restarted pooler, a terminated backend) must not fail
      // a second's requests when a fresh connection would work.
      lastTrial = awaySince - trialMs;
    },
    succeeded() {
      awaySince = undefined;
    },
    isOpen: () => awaySince !== undefined,
  };
}

export type Breaker = ReturnType<typeof createBreaker>;
