/**
 * A live feature's fan-out between instances, shared by the rooms' hub and "Our space"'s hub: notices go out on
 * one LISTEN/NOTIFY channel of the database (JSON, never on an embedded database, which has one instance), each
 * notice another instance sent goes to the hub, and on PostgreSQL the hub's reconcile runs every few seconds to
 * catch up what a lost notice did not bring. When the listening connection comes back after a drop (the database
 * restarted, the connection was cut), the reconcile runs at once: every notice sent meanwhile was lost.
 */
import crypto from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Logger } from "../base/logger";
import type { Database, Db } from "../db/client";
import type { rooms, spaces } from "../db/schema";

/** What a hub is given for its fan-out: the database, the log and (in tests) how often to reconcile. */
export interface FanOutDeps {
  database: Database;
  logger: Logger;
  reconcileMs?: number;
}

/** A notice as its hub announces it, without `i`: the fan-out adds the instance that sends it. */
type Unsent<Notice> = Notice extends unknown ? Omit<Notice, "i"> : never;

/** Every notice names the instance that sent it (`i`), so an instance skips its own. */
export function createFanOut<Notice extends { i: string }>(
  deps: FanOutDeps,
  line: {
    channel: string;
    /** Its name in the log: "room" gives "room fan-out failed", "room reconcile failed". */
    name: string;
    /** How often to reconcile on PostgreSQL, unless `deps` say otherwise. */
    reconcileMs: number;
    /** A notice from another instance (one that is not JSON is dropped). */
    onNotice(notice: Notice): unknown;
    reconcile(): Promise<unknown>;
  },
) {
  const instance = crypto.randomUUID();
  let reconcileTimer: ReturnType<typeof setInterval> | undefined;
  let listening = false;

  function receive(payload: string) {
    let notice: unknown;
    try {
      notice = JSON.parse(payload);
    } catch {
      return;
    }
    // A payload such as "null" or "3" parses, but is no notice: reading its sender would throw in the listener.
    if (typeof notice !== "object" || notice === null) return;
    if ((notice as Notice).i === instance) return;
    // A notice that needs the database (a room to reload) while the database is away must not become an unhandled
    // rejection, which would end the process: the reconcile catches up once the database is back.
    Promise.resolve()
      .then(() => line.onNotice(notice as Notice))
      .catch((error) => deps.logger.warn({ err: error }, `${line.name} notice failed`));
  }

  return {
    announce(notice: Unsent<Notice>) {
      // An embedded database belongs to one process: there is no other instance to tell.
      if (deps.database.kind === "pglite") return;
      deps.database.notify(line.channel, JSON.stringify({ i: instance, ...notice })).catch((error) => {
        deps.logger.warn({ err: error }, `${line.name} fan-out failed`);
      });
    },

    async start() {
      if (listening) return;
      listening = true;
      const reconcile = () => {
        line.reconcile().catch((error) => deps.logger.warn({ err: error }, `${line.name} reconcile failed`));
      };
      await deps.database.listen(line.channel, receive, () => {
        if (reconcileTimer !== undefined) reconcile();
      });
      // An embedded database has one instance, which announces to itself synchronously: nothing to catch up on.
      if (deps.database.kind === "pglite") return;
      reconcileTimer = setInterval(reconcile, deps.reconcileMs ?? line.reconcileMs);
      reconcileTimer.unref();
    },

    stop() {
      clearInterval(reconcileTimer);
      reconcileTimer = undefined;
    },
  };
}

/**
 * One pass of a hub's reconcile: the database's seq of every id with phones here (one query). An id that is gone
 * is ended; the others go to `catchUp`, which sends what the phones lack (true when it had something to send).
 * Answers how many had something to send.
 */
export async function reconcileSeqs(
  here: ReadonlyMap<string, unknown>,
  seqs: (ids: string[]) => Promise<Map<string, number>>,
  each: { gone(id: string): void; catchUp(id: string, seq: number): Promise<boolean> },
): Promise<number> {
  const ids = [...here.keys()];
  if (ids.length === 0) return 0;
  const current = await seqs(ids);
  let sent = 0;
  for (const id of ids) {
    if (!here.has(id)) continue;
    const seq = current.get(id);
    if (seq === undefined) each.gone(id);
    else if (await each.catchUp(id, seq)) sent += 1;
  }
  return sent;
}

/** The current seq of each of these rooms or spaces that still exists (one query): what reconcileSeqs compares. */
export async function currentSeqs(
  db: Db,
  table: typeof rooms | typeof spaces,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: table.id, seq: table.seq })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return new Map(found.map((row) => [row.id, row.seq]));
}
