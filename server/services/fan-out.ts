/**
 * A live feature's fan-out between instances, shared by the rooms' hub and "Our space"'s hub: notices go out on
 * one LISTEN/NOTIFY channel of the database (JSON, never on an embedded database, which has one instance), each
 * received notice goes to the hub, and on PostgreSQL the hub's reconcile runs every few seconds to catch up what a
 * lost notice did not bring.
 */
import type { Logger } from "../base/logger";
import type { Database } from "../db/client";

export function createFanOut<Notice>(deps: {
  database: Database;
  logger: Logger;
  channel: string;
  /** Its name in the log: "room" gives "room fan-out failed", "room reconcile failed". */
  name: string;
  reconcileMs: number;
  /** A notice's raw payload, from any instance (this one's own included). */
  onNotice(payload: string): unknown;
  reconcile(): Promise<unknown>;
}) {
  let reconcileTimer: ReturnType<typeof setInterval> | undefined;
  let listening = false;

  return {
    announce(notice: Notice) {
      // An embedded database belongs to one process: there is no other instance to tell.
      if (deps.database.kind === "pglite") return;
      deps.database.notify(deps.channel, JSON.stringify(notice)).catch((error) => {
        deps.logger.warn({ err: error }, `${deps.name} fan-out failed`);
      });
    },

    async start() {
      if (listening) return;
      listening = true;
      await deps.database.listen(deps.channel, (payload) => void deps.onNotice(payload));
      // An embedded database has one instance, which announces to itself synchronously: nothing to catch up on.
      if (deps.database.kind === "pglite") return;
      reconcileTimer = setInterval(() => {
        deps.reconcile().catch((error) => deps.logger.warn({ err: error }, `${deps.name} reconcile failed`));
      }, deps.reconcileMs);
      reconcileTimer.unref();
    },

    stop() {
      clearInterval(reconcileTimer);
      reconcileTimer = undefined;
    },
  };
}
