import type { Database } from "../db/client";
import type { ListenerState } from "../db/listener";

export interface HealthReport {
  /** Whether this instance can serve: its database answered the probe in time. */
  ok: boolean;
  database: "reachable" | "unreachable";
  kind: Database["kind"];
  /**
   * The connection that hears other instances' changes. It does not decide `ok`: while it reconnects the instance
   * still serves every request, and its rooms and spaces catch up from the database every few seconds.
   */
  listener: ListenerState;
}

export function createHealthService(database: Database) {
  return {
    /** Answers within the probe's bound (under a second), whatever state the database is in. */
    async check(): Promise<HealthReport> {
      const reachable = await database.ping();
      return {
        ok: reachable,
        database: reachable ? "reachable" : "unreachable",
        kind: database.kind,
        listener: database.listenerState(),
      };
    },
  };
}
