import type { Database } from "../db/client";

export function createHealthService(database: Database) {
  return {
    async check(): Promise<{ ok: boolean; database: "reachable" | "unreachable"; kind: Database["kind"] }> {
      const reachable = await database.ping();
      return { ok: reachable, database: reachable ? "reachable" : "unreachable", kind: database.kind };
    },
  };
}
